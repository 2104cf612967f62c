"""The Classified Information app: the clickable table, labels, log texts, deduction wheel,
tutorial, explorer.

Everything shown is built from ``observe(viewer)``, ``events_for(viewer)``, the viewer's legal
actions and the rules catalogue (see widgets/README.md for the security rule).

    from widgets.classified import ClassifiedTutorial, ClassifiedExplorer
    ClassifiedTutorial()          # the lessons, with a lesson picker
    ClassifiedExplorer()          # free play against the random bot (or hot-seat)
"""

from tutor.games.classified.draw import render_board
from tutor.games.classified.narrate import event_text, generic_event_text, make_event_text
from tutor.games.classified.faces import back_svg, face_svg
from tutor.games.classified.labels import action_label, kind_label, prompt_text

from .apps import ClassifiedExplorer, ClassifiedTutorial, default_lessons, ruling_note_html
from .notes import board_notes
from .table import TABLE
from .wheel import POSSIBLE, RULED_OUT, UNKNOWN, DeductionWheel, wheel_svg

__all__ = [
    "ClassifiedExplorer", "ClassifiedTutorial", "DeductionWheel", "POSSIBLE", "RULED_OUT",
    "TABLE", "UNKNOWN", "action_label", "back_svg", "board_notes", "default_lessons", "event_text", "face_svg",
    "generic_event_text", "kind_label", "make_event_text", "prompt_text", "render_board",
    "ruling_note_html", "wheel_svg",
]
