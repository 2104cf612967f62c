"""Errors the engine raises on bad input. Each names what was wrong and changes nothing."""

from typing import Any


def short_repr(value: Any) -> str:
    """``repr(value)`` cut to 40 characters, for error messages about bad input (a hostile
    ``__repr__`` must not mask the error)."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 40 else text[:37] + "..."


class IllegalAction(ValueError):
    """An action the rules do not allow now. ``rule`` is the catalogue id of the rule it breaks."""

    def __init__(self, rule: str, message: str):
        self.rule = rule
        self.reason = message                    # the message without the rule id, for learners
        super().__init__(f"{message} [rule {rule}]")


class OptionError(ValueError):
    """An unknown option, a bad option value, or a bad player count."""


class SaveFileError(ValueError):
    """A saved game that is corrupt, from another game, or from an unknown format version."""


class ScenarioError(ValueError):
    """A hand-set position that breaks the game's invariants (card counts, zone sizes, ...)."""


class UnknownCard(LookupError):
    """A card id the game does not have."""

    def __str__(self) -> str:                    # LookupError would quote the message
        return str(self.args[0]) if self.args else ""
