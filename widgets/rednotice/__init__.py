"""The Red Notice apps on the clickable map: lessons and free play, in English and Japanese.

    from widgets.rednotice import RedNoticeTutorial, RedNoticeExplorer
    RedNoticeTutorial()                       # the 11 lessons, both roles
    RedNoticeExplorer(role="agent")           # a whole game against the rules bot

Every string shown is built from ``observe(viewer)``, ``events_for(viewer)``, the viewer's legal
actions and the rules catalogue (see widgets/README.md for the security rule).
"""

from .apps import RedNoticeExplorer, RedNoticeTutorial, default_lessons
from .board import render_board
from .labels import action_label, event_text, kind_label
from .table import TABLE, locate, scene, verb

__all__ = ["RedNoticeExplorer", "RedNoticeTutorial", "TABLE", "action_label", "default_lessons",
           "event_text", "kind_label", "locate", "render_board", "scene", "verb"]
