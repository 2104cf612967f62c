"""The game definition protocol: options, decisions, and the hooks a game implements."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable

from .actions import Action
from .errors import OptionError

if TYPE_CHECKING:
    from .catalogue import Catalogue
    from .state import State


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
        if self.choices and value not in self.choices:
            valid = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option {self.name!r} cannot be {value!r}; valid values: {valid}")
        if self.check is not None:
            problem = self.check(value)
            if problem:
                raise OptionError(f"option {self.name!r} cannot be {value!r}: {problem}")
        return value


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

    @classmethod
    def single(cls, player: int, actions: Iterable[Action], rule: str, prompt: str = "",
               **info: Any) -> "Decision":
        return cls({player: list(actions)}, rule, prompt, info)


Flow = Generator[Decision, Any, None]


class Game:
    """Base class of a game definition. Subclasses set the class attributes and the hooks.

    Hooks: ``setup(state)`` deals a new game onto ``state.board``; ``setup_scenario(state, spec)``
    builds a hand-set position; ``flow(state)`` is the generator that runs the game; ``observe``,
    ``snapshot`` and ``result`` read the board.
    """

    name: str = ""
    title: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple[Option, ...] = ()
    catalogue_file: "str | list | None" = None   # one TOML file or several

    # ---- creating states -------------------------------------------------------------------
    def new_game(self, seed: int = 0, players: int | None = None,
                 options: dict | None = None) -> "State":
        """A new game dealt from ``seed`` with validated ``options``."""
        from .state import State
        return State(self, seed, self.check_players(players), self.validate_options(options))

    def scenario(self, spec: dict, seed: int = 0, options: dict | None = None) -> "State":
        """A hand-set position described by ``spec`` (see the game's ``setup_scenario``)."""
        from .state import State
        players = self.check_players(spec.get("players"))
        return State(self, seed, players, self.validate_options(options), scenario=spec)

    def from_json(self, text: str) -> "State":
        """Load a game saved with ``State.to_json``; raises SaveFileError on a bad file."""
        from .save import load
        return load(self, text)

    # ---- validation ------------------------------------------------------------------------
    def check_players(self, players: int | None) -> int:
        players = self.min_players if players is None else players
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise OptionError(f"{self.name} is played by {self.min_players} to "
                              f"{self.max_players} players, not {players!r}")
        return players

    def validate_options(self, options: dict | None) -> dict:
        """Fill defaults and check every value; unknown names list the valid ones."""
        options = dict(options or {})
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                valid = ", ".join(known) or "(none)"
                raise OptionError(f"{self.name} has no option {name!r}; valid options: {valid}")
        return {o.name: o.validate(options.get(o.name, o.default)) for o in self.options}

    # ---- the catalogue ---------------------------------------------------------------------
    _catalogue: "Catalogue | None" = None

    @property
    def catalogue(self) -> "Catalogue":
        """This game's rules catalogue, loaded once."""
        if type(self)._catalogue is None:
            from .catalogue import load_catalogue
            type(self)._catalogue = load_catalogue(self.catalogue_file)
        return type(self)._catalogue

    # ---- hooks -----------------------------------------------------------------------------
    def setup(self, state: "State") -> None:
        raise NotImplementedError

    def setup_scenario(self, state: "State", spec: dict) -> None:
        raise NotImplementedError

    def flow(self, state: "State") -> Flow:
        raise NotImplementedError

    def observe(self, state: "State", player: int | None) -> dict:
        raise NotImplementedError

    def snapshot(self, state: "State") -> dict:
        """The whole board as plain data (every hidden card): for tests and replay checks."""
        raise NotImplementedError

    def result(self, state: "State") -> dict | None:
        raise NotImplementedError

    def explain_illegal(self, state: "State", player: int, action: Action):
        """An IllegalAction naming the specific rule ``action`` breaks, or None for the generic
        "not one of the legal actions" error citing the decision's rule."""
        return None
