"""The shared game kit: the checks every game passes (OpenSpiel's random_sim_test is the model).

A game's ``tests/<game>/test_kit.py`` installs them::

    from tests.engine.kit import kit_tests
    globals().update(kit_tests(GAME, option_sets=[{}, {"deck": "ruby"}], players=[2],
                               hidden_variant=swap_opponent_card, visible_variant=change_my_card))

``hidden_variant(spec, player, rng)`` edits a ``to_scenario()`` spec in a way ``player`` cannot
see and ``visible_variant`` in a way they can; either may return None when the position has no
such variant. Every check plays seeded random games, so a failure names a reproducible seed.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Callable, Iterable

import numpy                                 # comes with matplotlib, a dependency
import pytest

from tutor.engine import (Action, Game, IllegalAction, OptionError, SaveFileError,
                          ScenarioError)

from .scribble import check_scribbles_change_nothing

Variant = Callable[[dict, int, random.Random], "dict | None"]


# ---- playing -------------------------------------------------------------------------------
def random_game(game: Game, seed: int, players: int, options: dict, max_steps: int,
                visit: Callable | None = None):
    """Play one seeded random game to the end, calling ``visit(state, step)`` before each move."""
    rng = random.Random(seed)
    state = game.new_game(seed=seed, players=players, options=options)
    for step in range(max_steps):
        if state.is_over:
            return state
        if visit:
            visit(state, step)
        player = rng.choice(state.to_act)
        state.apply(player, rng.choice(state.legal_actions(player)))
    raise AssertionError(f"{game.name} seed {seed}: not over after {max_steps} moves")


def checkpoints(game: Game, seed: int, players: int, options: dict, max_steps: int,
                every: int) -> list:
    """Copies of the states met every ``every`` moves of one random game, and its end."""
    found = []

    def keep(state, step):
        if step % every == 0:
            found.append(state.copy())
    found.append(random_game(game, seed, players, options, max_steps, keep))
    return found


def middle_and_end(game: Game, seed: int, players: int, options: dict, max_steps: int) -> list:
    """A position half-way through one random game (still to be decided) and its end."""
    end = random_game(game, seed, players, options, max_steps)
    return [end.replay(len(end.history) // 2), end]


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def seats(state) -> list:
    return [None, *range(state.players)]


def fingerprint(state) -> str:
    """Everything a refused input must leave unchanged."""
    return canonical({"snapshot": state.snapshot(), "to_act": state.to_act,
                      "history": [e.to_json() for e in state.history], "log": len(state.log),
                      "observe": [state.observe(p) for p in seats(state)]})


# ---- the checks ----------------------------------------------------------------------------
def check_random_games(game, seed, players, options, max_steps) -> None:
    """Games end; observations are plain JSON; every cited rule exists; results name winners."""
    catalogue = game.catalogue

    def visit(state, step):
        assert state.decision.rule in catalogue, f"decision cites unknown {state.decision.rule}"
        for player in seats(state):
            observation = state.observe(player)
            assert json.loads(json.dumps(observation)) == observation, "observe is not plain JSON"
        for player in state.to_act:
            assert all(type(a) is Action for a in state.legal_actions(player))
    state = random_game(game, seed, players, options, max_steps, visit)
    for event in state.log:
        assert event.rule in catalogue, f"event {event.kind} cites unknown rule {event.rule}"
    result = state.result
    assert isinstance(result, dict) and isinstance(result.get("winners"), list)
    assert all(type(w) is int and 0 <= w < players for w in result["winners"])
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("pass"))
    assert err.value.rule == "core.over"


def check_save_replay_copy(state) -> None:
    """A JSON round trip, a replay and a copy all equal the original, and a copy is independent."""
    text = state.to_json()
    loaded = state.game.from_json(text)
    replayed, copied = state.replay(), state.copy()
    for other in (loaded, replayed, copied):
        assert other.snapshot() == state.snapshot()
        assert other.to_act == state.to_act
        assert [canonical(other.observe(p)) for p in seats(state)] == \
               [canonical(state.observe(p)) for p in seats(state)]
    assert loaded.to_json() == text
    if not copied.is_over:
        before = fingerprint(state)
        player = copied.to_act[0]
        copied.apply(player, copied.legal_actions(player)[0])
        assert fingerprint(state) == before, "a copy shares data with its original"


def check_copy_plays_on_as_a_replay(state, rng: random.Random, moves: int = 30) -> None:
    """A copy (rebuilt from the position, not replayed) and a replay, given the same moves,
    stay equal move by move: board, observations, events, saved text and undo."""
    copied, replayed = state.copy(), state.replay()
    for _ in range(moves):
        assert fingerprint(copied) == fingerprint(replayed), "a copy drifted from its replay"
        assert [copied.events_for(p) for p in seats(state)] == \
               [replayed.events_for(p) for p in seats(state)]
        assert copied.to_json() == replayed.to_json()
        assert copied.copy().to_json() == replayed.to_json()
        if replayed.is_over:
            return
        player = rng.choice(replayed.to_act)
        assert [copied.why_no_undo(p) for p in range(state.players)] == \
               [replayed.why_no_undo(p) for p in range(state.players)]
        legal = replayed.legal_actions(player)
        assert copied.legal_actions(player) == legal
        action = rng.choice(legal)
        assert copied.apply(player, action) == replayed.apply(player, action)
        if replayed.can_undo(player) and rng.random() < 0.3:
            copied.undo(player)
            replayed.undo(player)


def check_to_scenario(state) -> None:
    """``to_scenario`` rebuilds the same position: same board, same decision, same moves."""
    spec = state.to_scenario()
    assert json.loads(json.dumps(spec)) == spec
    rebuilt = state.game.scenario(copy.deepcopy(spec), options=state.options)
    assert rebuilt.snapshot() == state.snapshot()
    assert rebuilt.to_act == state.to_act
    for player in state.to_act:
        assert rebuilt.legal_actions(player) == state.legal_actions(player)
    assert rebuilt.to_scenario() == spec


def check_hidden_information(state, hidden_variant: Variant | None, visible_variant: Variant | None,
                             rng: random.Random) -> int:
    """Variants a player cannot see leave their observation byte-identical; variants they can
    see change it. Returns how many variants were compared."""
    game, spec, compared = state.game, state.to_scenario(), 0
    base = game.scenario(copy.deepcopy(spec), options=state.options)
    for player in range(state.players):
        seen = canonical(base.observe(player))
        for variant, same in ((hidden_variant, True), (visible_variant, False)):
            edited = variant(copy.deepcopy(spec), player, rng) if variant else None
            if edited is None:
                continue
            other = canonical(game.scenario(edited, options=state.options).observe(player))
            assert (other == seen) is same, (
                f"player {player}: a {'hidden' if same else 'visible'} variant "
                f"{'changed' if same else 'did not change'} the observation")
            compared += 1
    return compared


class _Sneaky(Action):
    """An Action subclass that claims to equal everything."""

    __slots__ = ()

    def __eq__(self, other):
        return True

    __hash__ = Action.__hash__


class _Touchy:
    """A player that cannot be compared: its ``==`` raises."""

    def __eq__(self, other):
        raise RuntimeError("a touchy player was compared")

    __hash__ = object.__hash__


def hostile_players(players: int) -> list:
    """Players that are no player: look-alikes, a list nested 3,000 deep, one whose ``==``
    raises, numpy values (an array compares item by item)."""
    nested: Any = 0
    for _ in range(3000):
        nested = [nested]
    return [-1, players, 99, "0", True, 1.0, nested, _Touchy(),
            numpy.array([0, 1]), numpy.int64(0), numpy.float64(1.0)]


def hostile_actions(action: Action) -> list:
    """Actions that are no Action: never built (``object.__new__``) or built half-way."""
    empty = object.__new__(Action)
    half = object.__new__(Action)
    object.__setattr__(half, "kind", action.kind)
    return [empty, half]


def bad_inputs(state, rng: random.Random) -> list:
    """(player, action) pairs that must all be refused now."""
    pairs: list = []
    legal = {p: state.legal_actions(p) for p in state.to_act}
    sample = [a for acts in legal.values() for a in acts]
    waiting = [p for p in range(state.players) if p not in state.to_act]
    for p in waiting:
        pairs += [(p, a) for a in rng.sample(sample, min(3, len(sample)))]
    for player in (None, *hostile_players(state.players)):
        pairs.append((player, sample[0]))
    actor = state.to_act[0]
    pairs += [(actor, x) for x in (None, 5, "pass", {"kind": "pass"}, sample[0].to_json(),
                                   *hostile_actions(sample[0]))]
    pairs.append((actor, _Sneaky(sample[0].kind, **dict(sample[0].params))))
    pairs += [(actor, Action("no_such_move")), (actor, Action(sample[0].kind, bogus=1))]
    for action in rng.sample(legal[actor], min(8, len(legal[actor]))):
        pairs += [(actor, mutated) for mutated in _mutations(action, rng)]
    return [(p, a) for p, a in pairs
            if not (type(p) is int and p in legal and type(a) is Action and a in legal[p])]


def _mutations(action: Action, rng: random.Random) -> Iterable[Action]:
    params = dict(action.params)
    for name, value in params.items():
        for other in _odd_values(value, rng):
            try:
                yield Action(action.kind, **{**params, name: other})
            except IllegalAction:
                continue
        yield Action(action.kind, **{k: v for k, v in params.items() if k != name})


def _odd_values(value: Any, rng: random.Random) -> list:
    odd = [None, "", "??", -1, 10 ** 6, rng.randint(-50, 50), [value], [], True, False]
    if type(value) is int:
        odd += [value + 1, value - 1, str(value)]
    if type(value) is str:
        odd += [value.lower(), value + "x", value[:-1]]
    return odd


def check_refused_inputs(state, rng: random.Random) -> int:
    """Every bad input raises IllegalAction citing a catalogue rule and changes nothing.
    Non-Actions that cannot even be built are refused at construction, also as IllegalAction."""
    before, refused = fingerprint(state), 0
    for player, action in bad_inputs(state, rng):
        with pytest.raises(IllegalAction) as err:
            state.apply(player, action)
        assert err.value.rule in state.game.catalogue, err.value.rule
        refused += 1
    for kind, params in ((None, {}), (5, {}), ("deploy", {"n": 6.0}), ("deploy", {"n": 6 + 0j}),
                         ("deploy", {"card": object()}), ("deploy", {"n": {"a": 1}})):
        with pytest.raises(IllegalAction):
            Action(kind, **params)
    assert fingerprint(state) == before, "a refused input changed the state"
    return refused


def player_calls(state) -> list:
    """(name, call) of every State method that takes a player, each called with a player."""
    action = next((a for p in state.to_act for a in state.legal_actions(p)), Action("pass"))
    return [("apply", lambda p: state.apply(p, action)),
            ("check", lambda p: state.check(p, action)), ("observe", state.observe),
            ("events_for", state.events_for), ("legal_actions", state.legal_actions),
            ("undo", state.undo), ("can_undo", state.can_undo),
            ("why_no_undo", state.why_no_undo)]


def check_hostile_players(state) -> int:
    """Every call that takes a player refuses a hostile one with IllegalAction (building a
    game with one: OptionError or ScenarioError) and changes nothing. Returns the refusals."""
    before, refused, game = fingerprint(state), 0, state.game
    for player in hostile_players(state.players):
        for _name, call in player_calls(state):
            with pytest.raises(IllegalAction):
                call(player)
            refused += 1
        for build, error in ((lambda p: game.new_game(players=p), OptionError),
                             (lambda p: game.new_game(seed=p), OptionError),
                             (lambda p: game.scenario({"players": p}), ScenarioError)):
            if type(player) is int:          # a seat, or a seed and player count of its own
                continue
            with pytest.raises(error):
                build(player)
            refused += 1
    assert fingerprint(state) == before, "a hostile player changed the state"
    return refused


def content_edits(text: str, rng: random.Random) -> list:
    """Saves edited in what they mean (each field of the file, each part of the history): a
    dropped, repeated, swapped or changed action, another seed, player count, option or
    scenario, a changed digest or check. Every one must be refused."""
    data, out = json.loads(text), []

    def edit(change):
        edited = json.loads(text)
        change(edited)
        if edited != data:
            out.append(json.dumps(edited))

    for key, value in data.items():
        if key not in ("format", "version", "history", "checks"):
            edit(lambda d, k=key, v=value: d.__setitem__(k, _other_value(v, rng)))
    for key in data["checks"]:
        edit(lambda d, k=key: d["checks"].__setitem__(k, _other_value(d["checks"][k], rng)))
    history = data["history"]
    if history:
        at = rng.randrange(len(history))
        edit(lambda d: d["history"].pop())
        edit(lambda d: d["history"].pop(0))
        edit(lambda d: d["history"].pop(at))
        edit(lambda d: d["history"].insert(at, d["history"][at]))
        edit(lambda d: d["history"].insert(at, d["history"].pop(rng.randrange(len(history)))))
        edit(lambda d: d["history"][at].__setitem__(0, _other_value(history[at][0], rng)))
        action = history[at][1]
        for name in action:
            edit(lambda d, n=name: d["history"][at][1].__setitem__(n, _other_value(action[n], rng)))
        edit(lambda d: d["history"][at][1].__setitem__("extra", 1))
    return out


def _other_value(value: Any, rng: random.Random) -> Any:
    """A value of the same kind as ``value`` but different (a number moved, text changed)."""
    if type(value) is bool:
        return not value
    if type(value) is int:
        return value + rng.choice([-1, 1])
    if type(value) is str:
        return value + "x" if not value or rng.random() < 0.5 else value[:-1]
    if type(value) is list:
        return value[:-1] if value else [0]
    if type(value) is dict:
        if value and rng.random() < 0.5:
            key = rng.choice(sorted(value))
            return {**value, key: _other_value(value[key], rng)}
        return {**value, "extra": 1}
    return 0 if value is None else None


def check_content_edits_refused(state, rng: random.Random) -> int:
    """Every save edited in what it means raises SaveFileError. Returns how many."""
    refused = 0
    for text in content_edits(state.to_json(), rng):
        with pytest.raises(SaveFileError):
            state.game.from_json(text)
        refused += 1
    return refused


def edited_saves(text: str, rng: random.Random, count: int) -> list:
    """Hand-edited and damaged versions of a saved game."""
    data = json.loads(text)
    out: list = [text[: rng.randrange(len(text))] for _ in range(3)]
    out += [text.encode("utf-16"), b"\xff\xfe\x00", "[" * 5000 + "]" * 5000, 7, None]
    for _ in range(count):
        edited = json.loads(text)          # a fresh copy (faster than deepcopy)
        key = rng.choice(sorted(edited))
        edited[key] = rng.choice([None, True, 1.5, -1, "x", [], {}, [[0]], 10 ** 30,
                                  {"kind": None}, [[0, {"kind": "x", "y": [1.5]}]]])
        out.append(json.dumps(edited))
    for _ in range(count):
        if not data["history"]:
            break
        edited = json.loads(text)          # a fresh copy (faster than deepcopy)
        entry = rng.choice(edited["history"])
        entry[rng.randrange(2)] = rng.choice([None, -1, 99, "0", 1.0, {"kind": 3}, [], True])
        out.append(json.dumps(edited))
    out.append(json.dumps({**data, "version": True}))
    out.append(text.replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 5000))
    out.append(json.dumps({**data, "options": "x"}))
    return out


def check_edited_saves(state, rng: random.Random, count: int) -> int:
    """An edited save either loads (the edit changed nothing that matters) or raises
    SaveFileError; never another exception. Returns how many were refused."""
    refused = 0
    for text in edited_saves(state.to_json(), rng, count):
        try:
            state.game.from_json(text)
        except SaveFileError:
            refused += 1
    return refused


# ---- installing the tests ------------------------------------------------------------------
def kit_tests(game: Game, *, option_sets: Iterable[dict] = ({},), players: Iterable[int] = (),
              games: int = 10, seed: int = 0, max_steps: int = 10_000, every: int = 7,
              hidden_variant: Variant | None = None, visible_variant: Variant | None = None,
              saves_per_state: int = 10,
              invariants: Callable | None = None) -> dict[str, Callable]:
    """The kit's tests for ``game``, as named pytest functions to put in a test module.
    ``invariants(state)`` (tests/<game>/invariants.py) is asserted at every checkpoint."""
    counts = list(players) or list(range(game.min_players, game.max_players + 1))
    setups = [(n, dict(o)) for n in counts for o in option_sets]
    ids = [f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, o in setups]
    cases = pytest.mark.parametrize("players, options", setups, ids=ids)
    seeds = range(seed, seed + games)

    def states(players, options, limit=2):
        for s in list(seeds)[:limit]:
            yield from checkpoints(game, s, players, options, max_steps, every)

    @cases
    def test_kit_random_games_end_and_cite_known_rules(players, options):
        for s in seeds:
            check_random_games(game, s, players, options, max_steps)

    @cases
    def test_kit_save_replay_and_copy_are_exact(players, options):
        rng = random.Random(seed)
        for state in states(players, options):
            check_save_replay_copy(state)
            check_copy_plays_on_as_a_replay(state, rng)

    @cases
    def test_kit_to_scenario_rebuilds_the_position(players, options):
        for state in states(players, options):
            check_to_scenario(state)
            if invariants is not None:
                invariants(state)

    @cases
    def test_kit_hidden_information_in_both_directions(players, options):
        if hidden_variant is None and visible_variant is None:
            pytest.fail(f"{game.name} gives the kit no hidden or visible variants")
        rng = random.Random(seed)
        assert sum(check_hidden_information(state, hidden_variant, visible_variant, rng)
                   for state in states(players, options)) > 0, "no variant was ever compared"

    @cases
    def test_kit_refused_inputs_change_nothing(players, options):
        rng = random.Random(seed)
        assert sum(check_refused_inputs(state, rng) for state in states(players, options, 1)
                   if not state.is_over) > 0

    @cases
    def test_kit_edited_saves_raise_save_file_errors(players, options):
        rng = random.Random(seed)
        assert sum(check_edited_saves(state, rng, saves_per_state)
                   for state in states(players, options, 1)) > 0

    @cases
    def test_kit_saves_edited_in_any_field_are_refused(players, options):
        rng = random.Random(seed)
        assert sum(check_content_edits_refused(state, rng)
                   for state in middle_and_end(game, seed, players, options, max_steps)) > 0

    @cases
    def test_kit_hostile_players_are_refused(players, options):
        assert sum(check_hostile_players(state)
                   for state in middle_and_end(game, seed, players, options, max_steps)) > 0

    @cases
    def test_kit_what_the_api_hands_out_is_the_callers(players, options):
        rng = random.Random(seed)
        assert sum(check_scribbles_change_nothing(state, rng)
                   for state in middle_and_end(game, seed, players, options, max_steps)) > 0

    def test_kit_bad_scenarios_raise_scenario_errors():
        for spec in (None, [], "x", {"players": 99}, {"players": "two"}, {"no such key": 1}):
            with pytest.raises(ScenarioError):
                game.scenario(spec)

    return {name: value for name, value in locals().items() if name.startswith("test_kit_")}
