"""The Infiltration apps on the shared clickable table: the lessons and free play with 2 to 6
seats (people at one screen and rules bots), built from ``observe(viewer)`` only.

    from widgets.infiltration import InfiltrationTutorial, InfiltrationExplorer
    InfiltrationTutorial()                       # the ten lessons
    InfiltrationExplorer(players=4, people=2)    # two people at this screen, two rules bots
"""

from .apps import InfiltrationExplorer, InfiltrationTutorial, default_lessons, result_text
from .board import render_board
from .labels import action_label, event_text, kind_label
from .table import TABLE, locate, scene, verb

__all__ = ["InfiltrationExplorer", "InfiltrationTutorial", "TABLE", "action_label",
           "default_lessons", "event_text", "kind_label", "locate", "render_board",
           "result_text", "scene", "verb"]
