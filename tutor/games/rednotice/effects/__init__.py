"""What actions and cards do once chosen: ``halves`` (each card half: Check, Bank, Security,
Move, Wild), ``movement`` (the agent's steps and searches, the forger's secret route),
``capture`` (a capture and the fake identities) and ``upgrades`` (the agent's upgrades). Each
ends with ``STEPS``, the steps of its task kinds, which ``flow.STEPS`` joins into one table."""

from . import capture, halves, movement, upgrades

__all__ = ["capture", "halves", "movement", "upgrades"]
