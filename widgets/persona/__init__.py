"""The Persona Non Grata app: board, labels, log texts, tutorial and explorer.

Everything shown is built from ``observe(viewer)``, ``events_for(viewer)``, the viewer's legal
actions and the rules catalogue (see widgets/README.md for the security rule).

    from widgets.persona import PersonaTutorial, PersonaExplorer
    PersonaTutorial()             # the lessons, with a lesson picker
    PersonaExplorer(players=3)    # free play against random bots, 2 to 4 players
"""

from .apps import PersonaExplorer, PersonaTutorial, default_lessons, result_text, ruling_note_html
from .board import render_board
from .events import event_text, generic_event_text
from .faces import back_svg, face_svg
from .labels import action_label, generic_label, kind_label, prompt_text

__all__ = [
    "PersonaExplorer", "PersonaTutorial", "action_label", "back_svg", "default_lessons",
    "event_text", "face_svg", "generic_event_text", "generic_label", "kind_label", "prompt_text",
    "render_board", "result_text", "ruling_note_html",
]
