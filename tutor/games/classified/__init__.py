"""Classified Information (Justin Gunnell, IncrediQuest Games): the complete rules engine."""

from . import effects  # noqa: F401  (registers every card's ability)
from .game import ClassifiedInformation

GAME = ClassifiedInformation()
