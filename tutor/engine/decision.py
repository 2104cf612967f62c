"""Options of a game and the decisions its flow waits for."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Generator, Iterable

from .actions import Action
from .errors import OptionError, short_repr


@dataclass(frozen=True)
class Option:
    """A named game option with its default and its valid values.

    ``choices`` lists the valid values; for open-ended values give ``check`` instead, a function
    that returns an error message or None. ``rule`` names the catalogue entry that explains the
    option (a ``ruling`` entry when the option settles something the sources leave open).
    """

    name: str
    default: Any
    help: str
    choices: tuple = ()
    check: Callable[[Any], str | None] | None = None
    rule: str | None = None

    def validate(self, value: Any) -> Any:
        """``value`` when it is valid for this option (type-strict: 0 is not False), else
        OptionError naming the valid values."""
        if self.choices and not self._is_choice(value):
            valid = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option {self.name!r} cannot be {short_repr(value)}; valid values: {valid}")
        if self.check is not None:
            try:
                problem = self.check(value)
            except Exception as err:              # a value the check cannot even read
                problem = f"{type(err).__name__}: {err}"
            if problem:
                raise OptionError(f"option {self.name!r} cannot be {short_repr(value)}: {problem}")
        return value

    @cached_property
    def _choice_set(self) -> frozenset | None:
        """The choices as (type, value) pairs, for a type-strict test by hashing (None when a
        choice is unhashable)."""
        try:
            return frozenset((type(c), c) for c in self.choices)
        except TypeError:
            return None

    def _is_choice(self, value: Any) -> bool:
        """Whether ``value`` is one of the choices, of the very same type (0 is not False)."""
        allowed = self._choice_set
        if allowed is not None:
            try:
                return (type(value), value) in allowed
            except Exception:                    # an unhashable value (or a hostile __hash__)
                pass
        return any(type(value) is type(c) and value == c for c in self.choices)


@dataclass
class Decision:
    """A point where the flow waits for players.

    ``options`` maps each player who owes a decision to the legal actions. With several players
    the decision is simultaneous: the flow resumes only when all have chosen and receives a dict
    player -> action; with one player it receives the action itself. ``rule`` is the catalogue id
    of the rule that asks for the decision, ``prompt`` a message key for the UI, ``info`` any extra
    public facts the UI needs to phrase the question.
    """

    options: dict[int, list[Action]]
    rule: str
    prompt: str = ""
    info: dict = field(default_factory=dict)

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(self.options)

    def offers(self, player: int, action: Action) -> bool:
        """Whether ``action`` is one of ``player``'s legal actions (equality is type-strict)."""
        offered = self.options.get(player, ())
        for legal in offered:                    # legal actions are usually handed back as is
            if legal is action:
                return True
        return action in offered

    @classmethod
    def single(cls, player: int, actions: Iterable[Action], rule: str, prompt: str = "", /,
               **info: Any) -> "Decision":
        """One player's decision; ``info`` as keywords (the other parameters are
        positional-only, so that CPython matches each keyword against no parameter name)."""
        return cls({player: list(actions)}, rule, prompt, info)


Flow = Generator[Decision, Any, None]
