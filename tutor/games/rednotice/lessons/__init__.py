"""Red Notice lessons, in teaching order, for both roles: each rule just before it is used.

``LESSONS`` is the ordered list the tutorial offers. Each runs on the live engine from a seed or
a hand-set position; the learner is seat 0, the forger or the agent as the lesson says, and the
other side's moves are scripted ``auto`` steps.
"""

from .actions import AGENT_ACTIONS, FORGER_ACTIONS
from .basics import GOALS
from .capture import CAPTURE
from .radars import DEDUCTION, REPORTS
from .rounds import POW, PROGRAMMING, RESOLVING
from .upgrades import UPGRADES, WINNING

LESSONS = [GOALS, PROGRAMMING, RESOLVING, POW, FORGER_ACTIONS, AGENT_ACTIONS, REPORTS,
           DEDUCTION, CAPTURE, UPGRADES, WINNING]

__all__ = ["LESSONS"]
