"""Classified Information (Justin Gunnell, IncrediQuest Games): the complete rules engine."""

from .game import ClassifiedInformation

GAME = ClassifiedInformation()
