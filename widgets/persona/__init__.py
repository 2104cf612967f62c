"""The Persona Non Grata app: tutorial and explorer, with the game's board drawing, labels and
log sentences (all learner text comes from the game's text files).

Everything shown is built from ``observe(viewer)``, ``events_for(viewer)``, the viewer's legal
actions and the rules catalogue (see widgets/README.md for the security rule).

    from widgets.persona import PersonaTutorial, PersonaExplorer
    PersonaTutorial()             # the lessons, with a lesson picker
    PersonaExplorer(players=3)    # free play against random bots, 2 to 4 players
"""

from .apps import PersonaExplorer, PersonaTutorial, default_lessons, result_text, ruling_note_html
from tutor.games.persona.draw import back_svg, face_svg
from tutor.games.persona.draw import draw_board as render_board

from .events import event_text, generic_event_text
from .labels import action_label, generic_label, kind_label, prompt_text

__all__ = [
    "PersonaExplorer", "PersonaTutorial", "action_label", "back_svg", "default_lessons",
    "event_text", "face_svg", "generic_event_text", "generic_label", "kind_label", "prompt_text",
    "render_board", "result_text", "ruling_note_html",
]
