"""The game definition protocol: the hooks a game implements and the ways to create states."""

from __future__ import annotations

from typing import Any, Callable

from . import rest, save
from .actions import Action
from .board import AttrBoard, snapshot_of
from .catalogue import Catalogue, load_catalogue
from .decision import Flow, Option
from .errors import (IllegalAction, OptionError, SaveFileError, ScenarioError, UnknownCard,
                     short_repr)
from .plain import detach
from .state import PENDING, State, default_draw


class Game:
    """Base class of a game definition. Subclasses set the class attributes and the hooks.

    Hooks: ``new_board(state)`` returns the game's empty typed board; ``setup(state)`` deals a new
    game onto it; ``setup_scenario(state, spec)`` builds a hand-set position and
    ``to_scenario(state)`` writes one; ``flow(state)`` is the generator that runs the game;
    ``observe`` and ``result`` read the board; ``card``, ``describe``, ``draw`` and
    ``determinize`` serve notebooks and bots.
    """

    name: str = ""
    title: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 2
    options: tuple[Option, ...] = ()
    catalogue_file: "str | list | None" = None   # one TOML file or several

    # ---- parts: what a game brings besides its rules, declared here (None or (): none) ----
    rules_bot: "type | None" = None      # a ``tutor.bots.base.RulesBot`` subclass
    evaluation: "Callable[[State], list[float]] | None" = None   # each seat's winning chance
    search: "dict | None" = None         # ISMCTS tuning: iterations, settings, history keys
    coach_terms: Any = None              # ``measures(observation)``, ``words(key, side, lang)``
    lessons: tuple = ()                  # the tutorial's lessons, in order
    texts: Any = None                    # the game's learner text (``tutor.engine.text.Texts``)
    # where the game's table (a ``widgets.table.TableSpec``) is, as "module:name": named, not
    # imported, since the engine never imports ipywidgets (``widgets.registry.table_spec``)
    table_spec: "str | None" = None

    # the rule ids of the decisions at which the board alone rebuilds the position (its rest
    # points, ``tutor.engine.rest``); none: ``to_scenario`` writes every position
    rest_rules: frozenset[str] = frozenset()

    # ---- creating states -------------------------------------------------------------------
    def new_game(self, seed: int = 0, players: int | None = None,
                 options: dict | None = None) -> State:
        """A new game dealt from ``seed`` with validated ``options``."""
        return State(self, _check_seed(seed), self.check_players(players),
                     self.validate_options(options))

    def scenario(self, spec: dict, seed: int = 0, options: dict | None = None) -> State:
        """A hand-set position described by ``spec`` (see the game's scenario documentation);
        for a game with rest points, ``then`` lists actions to replay on it."""
        if type(spec) is not dict:
            raise ScenarioError(f"a scenario must be a dict, not {type(spec).__name__}")
        try:
            players = self.check_players(spec.get("players"))
        except OptionError as err:
            raise ScenarioError(f"scenario key 'players': {err}") from None
        spec = dict(spec)
        pending = spec.pop(PENDING, None) or {}
        replays = self.rest_rules and rest.THEN in spec
        then = spec.pop(rest.THEN) if replays else None
        state = State(self, _check_seed(seed), players, self.validate_options(options),
                      scenario=spec)
        if replays:
            rest.replay_then(state, then)
        _apply_pending(state, pending)
        return state

    def from_json(self, text: str | bytes) -> State:
        """Load a game saved with ``State.to_json``; raises SaveFileError on a bad file."""
        data = save.parse(self.name, text)
        try:
            state = State(self, data["seed"], self.check_players(data["players"]),
                          self.validate_options(data["options"]), data.get("scenario"))
        except (OptionError, ScenarioError) as err:
            raise SaveFileError(f"corrupt saved game: cannot rebuild the start ({err})") from None
        for number, (player, action) in enumerate(data["history"], 1):
            try:
                state.apply(player, Action.from_json(action))
            except IllegalAction as err:
                raise SaveFileError(f"corrupt saved game: action {number} is illegal "
                                    f"({err})") from None
        if save.digest(state.snapshot()) != data["digest"]:
            raise SaveFileError("corrupt saved game: the replayed position does not match the "
                                "saved digest (edited file, or saved by a different rules "
                                "version)")
        return state

    # ---- validation ------------------------------------------------------------------------
    def check_players(self, players: Any) -> int:
        players = self.min_players if players is None else players
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            count = self.min_players if self.min_players == self.max_players else \
                f"{self.min_players} to {self.max_players}"
            raise OptionError(f"{self.name} is played by {count} players, not {short_repr(players)}")
        return players

    def validate_options(self, options: dict | None) -> dict:
        """Fill defaults and check every value; unknown names list the valid ones."""
        if options is not None and type(options) is not dict:
            raise OptionError(f"options must be a dict of name -> value, not "
                              f"{type(options).__name__}")
        key = _options_key(options)
        cache = self.__dict__.get("_valid_options")
        if cache is None or cache[0] is not self.options:
            valid_sets: dict = {}
            cache = self._valid_options = (self.options, valid_sets)
        valid = cache[1].get(key) if key is not None else None
        if valid is not None:                # these very values were validated before
            return dict(valid)
        options = dict(options or {})
        known = {o.name: o for o in self.options}
        for name in options:
            if name not in known:
                valid = ", ".join(known) or "(none)"
                raise OptionError(f"{self.name} has no option {short_repr(name)}; valid options: {valid}")
        valid = detach({o.name: o.validate(options.get(o.name, o.default))
                        for o in self.options})          # none of the caller's objects kept
        if key is not None and len(cache[1]) < MAX_OPTION_SETS:
            cache[1][key] = dict(valid)
        return valid

    def setups(self) -> list[tuple[int, dict]]:
        """(players, options) of each player count with the default options and with each other
        value of each option, one changed at a time (open-ended options keep their default): the
        set-ups random-game runs spread over."""
        option_sets: list[dict] = [{}]
        for option in self.options:
            option_sets += [{option.name: value} for value in option.choices
                            if value != option.default]
        valid = []
        for options in option_sets:
            try:
                self.validate_options(options)
            except OptionError:
                continue
            valid.append(options)
        return [(n, o) for n in range(self.min_players, self.max_players + 1) for o in valid]

    # ---- the catalogue ---------------------------------------------------------------------
    _catalogue: Catalogue | None = None

    @property
    def catalogue(self) -> Catalogue:
        """This game's rules catalogue, loaded once."""
        catalogue = type(self)._catalogue
        if catalogue is None:
            catalogue = type(self)._catalogue = load_catalogue(self.catalogue_file)
        return catalogue

    # ---- hooks -----------------------------------------------------------------------------
    def new_board(self, state: State) -> Any:
        """The game's empty board (a dataclass); small test games may keep an attribute bag."""
        return AttrBoard()

    def setup(self, state: State) -> None:
        raise NotImplementedError

    def setup_scenario(self, state: State, spec: dict) -> None:
        raise NotImplementedError

    def to_scenario(self, state: State) -> dict:
        """The spec that ``scenario`` rebuilds into this position."""
        raise NotImplementedError

    def flow(self, state: State) -> Flow:
        raise NotImplementedError

    def observe(self, state: State, player: int | None) -> dict:
        raise NotImplementedError

    def snapshot(self, state: State) -> dict:
        """The whole board as plain data (every hidden card): for tests and replay checks."""
        return snapshot_of(state.board)

    def result(self, state: State) -> dict | None:
        raise NotImplementedError

    def explain_illegal(self, state: State, player: int, action: Action):
        """An IllegalAction naming the specific rule ``action`` breaks, or None for the generic
        "not one of the legal actions" error citing the decision's rule."""
        return None

    def card(self, card_id: str) -> dict:
        """A card's name, set, number and text in English and Japanese."""
        raise UnknownCard(f"{self.name} has no card {card_id!r}")

    def describe(self, action: Action, lang: str = "en", viewer: int | None = None) -> str:
        """``action`` as a sentence in ``lang``, naming seats as ``viewer`` reads them."""
        return str(action)

    def draw(self, observation: dict, lang: str = "en") -> str:
        """HTML of the board as the observation's viewer sees it."""
        return default_draw(observation)

    def determinize(self, observation: dict, rng) -> State:
        """A full state consistent with ``observation`` (for search bots)."""
        raise NotImplementedError(f"{self.name} cannot sample hidden states")

    def __repr__(self) -> str:
        title = self.title.get("en", self.name) if self.title else self.name
        count = (f"{self.min_players} players" if self.min_players == self.max_players
                 else f"{self.min_players}-{self.max_players} players")
        options = ", ".join(f"{o.name}={o.default!r}" for o in self.options) or "none"
        return f"<Game {self.name!r}: {title}, {count}; options: {options}>"


MAX_OPTION_SETS = 256                    # validated option sets kept per game
_SCALARS = frozenset((str, int, bool, type(None)))


def _options_key(options: dict | None) -> tuple | None:
    """A type-strict key of ``options`` when every value is a plain scalar (0 and False stay
    apart), else None: such option sets are validated once and then looked up."""
    if not options:
        return ()
    for value in options.values():
        if type(value) not in _SCALARS:
            return None
    return tuple((name, type(value), value) for name, value in options.items())


def _apply_pending(state: State, pending: Any) -> None:
    """Re-make the choices a scenario lists as already made in a simultaneous decision."""
    if type(pending) is not dict:
        raise ScenarioError("scenario key 'pending' must map players to actions")
    for player, action in pending.items():
        try:
            state.apply(int(player), Action.from_json(action))
        except (IllegalAction, ValueError) as err:
            raise ScenarioError(f"scenario key 'pending': player {player}: {err}") from None


def _check_seed(seed: Any) -> int:
    if type(seed) is not int or not -save.MAX_SEED < seed < save.MAX_SEED:
        raise OptionError(f"a seed must be an integer below 2**63, not {short_repr(seed)}")
    return seed
