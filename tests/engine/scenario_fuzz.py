"""Scenario fuzzing: real ``to_scenario()`` specs, mutated, are refused or make a sound position.

``game.scenario(spec)`` must either raise ScenarioError or build a position that keeps the
game's invariants (``tests/<game>/invariants.py``: every card in one place, ranges, and
observe, legal actions, saves and copies that work) and that survives a few random moves.
The property tests (``tests/<game>/test_scenario_fuzz.py``) and the soak
(``benchmarks/soak.py``) both use ``mutate`` and ``judge``::

    spec, options = real_spec(GAME, random.Random(3))
    label = mutate(spec, random.Random(4))
    outcome, detail = judge(GAME, spec, options, invariants.check, random.Random(5))

``outcome`` is one of ``OUTCOMES``: ``refused`` (ScenarioError), ``refused without naming
the key`` (the engine's catch-all ScenarioError for an exception the game let out),
``accepted`` (a sound position), ``wrong exception type`` (``scenario`` raised something
else) or ``broken after acceptance`` (an invariant failed, or observing, moving, saving or
copying raised).
"""

from __future__ import annotations

import copy
import importlib
import json
import random
from typing import Any, Callable

from tutor.engine import ScenarioError

REFUSED, UNNAMED, ACCEPTED, WRONG, BROKEN = (
    "refused", "refused without naming the key", "accepted", "wrong exception type",
    "broken after acceptance")
OUTCOMES = (REFUSED, UNNAMED, ACCEPTED, WRONG, BROKEN)
# The engine's catch-all for a game's set-up that raised something else than ScenarioError.
CATCH_ALL = "this scenario cannot be set up"
INVARIANTS = {name: f"tests.{name}.invariants"
              for name in ("classified", "infiltration", "persona", "rednotice")}
ODD_VALUES = (None, True, False, 0, -1, 1.5, float("nan"), float("inf"), -10 ** 30, 10 ** 30,
              2 ** 64, "", "x", "ünï\u200b😀", "\ud800", [], {}, [[[]]], {"a": {"b": 1}},
              "0", "1")
Path = tuple


# ---- real specs ----------------------------------------------------------------------------
def real_spec(game, rng: random.Random, max_moves: int = 300) -> tuple[dict, dict]:
    """(spec, options): ``to_scenario()`` at a random point of a random game."""
    players = rng.randint(game.min_players, game.max_players)
    options: dict = {}
    if game.options and rng.random() < 0.5:
        option = rng.choice(game.options)
        if option.choices:
            options = {option.name: rng.choice(option.choices)}
    state = game.new_game(seed=rng.randrange(10 ** 6), players=players, options=options)
    for _ in range(rng.randrange(max_moves)):
        if state.is_over:
            break
        player = rng.choice(state.to_act)
        state.apply(player, rng.choice(state.legal_actions(player)))
    return state.to_scenario(), state.options


# ---- walking a spec ------------------------------------------------------------------------
def nodes(data: Any, path: Path = ()) -> list[Path]:
    """The path of every value inside ``data`` (dict keys and list indexes), root excluded."""
    found = []
    items = data.items() if isinstance(data, dict) else \
        enumerate(data) if isinstance(data, list) else ()
    for step, value in items:
        found.append(path + (step,))
        found += nodes(value, path + (step,))
    return found


def at(data: Any, path: Path) -> Any:
    for step in path:
        data = data[step]
    return data


def put(data: Any, path: Path, value: Any) -> None:
    at(data, path[:-1])[path[-1]] = value


def containers(data: Any, kind: type) -> list[Path]:
    """Paths of the dicts or lists in ``data``, the root included."""
    return [p for p in [(), *nodes(data)] if isinstance(at(data, p), kind)]


def choose(paths: list[Path], rng: random.Random) -> Path:
    """A random path, each top-level key as likely as any other (a key holding hundreds of
    values, such as a log, would otherwise take nearly every mutation)."""
    groups: dict = {}
    for path in paths:
        groups.setdefault(path[:1], []).append(path)
    return rng.choice(groups[rng.choice(list(groups))])


# ---- mutations: each edits ``spec`` in place and returns a label, or None if it cannot -----
def swap_type(spec, rng):
    path = choose(nodes(spec), rng)
    value = rng.choice(ODD_VALUES)
    put(spec, path, copy.deepcopy(value))
    return f"{_show(path)} = {value!r}"


def bend_number(spec, rng):
    numbers = [p for p in nodes(spec) if type(at(spec, p)) is int]
    if not numbers:
        return None
    path = choose(numbers, rng)
    value = at(spec, path)
    new = rng.choice([value + 1, value - 1, -value - 1, value + 100, -1, 10 ** 6, 2 ** 63,
                      -(2 ** 70), float(value), float("nan")])
    put(spec, path, new)
    return f"{_show(path)}: {value!r} -> {new!r}"


def remove_key(spec, rng):
    path = choose(containers(spec, dict), rng)
    table = at(spec, path)
    if not table:
        return None
    key = rng.choice(list(table))
    del table[key]
    return f"del {_show(path + (key,))}"


def duplicate_key(spec, rng):
    """One key's value also under another key of the same dict, or under a new spelling."""
    path = choose(containers(spec, dict), rng)
    table = at(spec, path)
    if not table:
        return None
    key = rng.choice(list(table))
    other = rng.choice([*table, f"{key} ", str(key).upper(), f"{key}\u200b"])
    table[other] = copy.deepcopy(table[key])
    return f"{_show(path + (other,))} = copy of {_show(path + (key,))}"


def card_lists(spec) -> list[Path]:
    """Lists holding text (card ids, cities, room names ...)."""
    return [p for p in containers(spec, list) if any(isinstance(v, str) for v in at(spec, p))]


def move_card(spec, rng, keep: bool = False):
    """Take a text entry from one list to another (``keep``: copy it, so it is in two)."""
    lists = card_lists(spec)
    if not lists:
        return None
    source, target = choose(lists, rng), choose(containers(spec, list), rng)
    texts = [i for i, v in enumerate(at(spec, source)) if isinstance(v, str)]
    i = rng.choice(texts)
    card = at(spec, source)[i]
    if not keep:
        del at(spec, source)[i]
    at(spec, target).insert(rng.randint(0, len(at(spec, target))), card)
    return f"{'copy' if keep else 'move'} {card!r}: {_show(source)} -> {_show(target)}"


def drop_item(spec, rng):
    lists = [p for p in containers(spec, list) if at(spec, p)]
    if not lists:
        return None
    path = choose(lists, rng)
    value = at(spec, path).pop(rng.randrange(len(at(spec, path))))
    return f"drop {value!r} from {_show(path)}"[:200]


def repeat_item(spec, rng):
    lists = [p for p in containers(spec, list) if at(spec, p)]
    if not lists:
        return None
    path = choose(lists, rng)
    items = at(spec, path)
    value = copy.deepcopy(rng.choice(items))
    items.insert(rng.randint(0, len(items)), value)
    return f"repeat {value!r} in {_show(path)}"[:200]


def nest(spec, rng):
    path = choose(nodes(spec), rng)
    value = at(spec, path)
    wrapped = rng.choice([[value], {"value": value}, [[value]]])
    put(spec, path, wrapped)
    return f"nest {_show(path)}"


def respell(spec, rng):
    """A text value respelt: case, spaces, look-alike letters, an unpaired surrogate."""
    texts = [p for p in nodes(spec) if isinstance(at(spec, p), str) and at(spec, p)]
    if not texts:
        return None
    path = choose(texts, rng)
    value = at(spec, path)
    new = rng.choice([value.upper(), f" {value}", value + "\u0301", value.replace("-", "\u2010"),
                      value[:-1], value * 2, value + "\ud800", "\uff21" + value[1:]])
    put(spec, path, new)
    return f"{_show(path)}: {value!r} -> {new!r}"


def swap_items(spec, rng):
    lists = [p for p in containers(spec, list) if len(at(spec, p)) > 1]
    if not lists:
        return None
    path = choose(lists, rng)
    items = at(spec, path)
    i, j = rng.sample(range(len(items)), 2)
    items[i], items[j] = items[j], items[i]
    return f"swap {_show(path)}[{i}] and [{j}]"


MUTATIONS: tuple[Callable, ...] = (
    swap_type, bend_number, remove_key, duplicate_key, move_card,
    lambda spec, rng: move_card(spec, rng, keep=True), drop_item, repeat_item, nest, respell,
    swap_items)


def mutate(spec: dict, rng: random.Random, most: int = 3) -> str:
    """Edit ``spec`` in place with 1 to ``most`` random mutations; a label of what was done."""
    done = []
    while len(done) < rng.randint(1, most) or not done:
        label = rng.choice(MUTATIONS)(spec, rng)
        if label:
            done.append(label)
    return "; ".join(done)


def _show(path: Path) -> str:
    return "".join(f"[{step!r}]" for step in path) or "spec"


# ---- judging -------------------------------------------------------------------------------
def invariants_of(game) -> Callable:
    """The game's ``check(state)`` (tests/<game>/invariants.py)."""
    return importlib.import_module(INVARIANTS[game.name]).check


def judge(game, spec: dict, options: dict, check: Callable, rng: random.Random,
          moves: int = 4) -> tuple[str, str]:
    """(outcome, detail) of building ``spec``: see the module docstring."""
    try:
        state = game.scenario(spec, options=options)
    except ScenarioError as error:
        if str(error).startswith(CATCH_ALL):
            return UNNAMED, str(error)[:300]
        return REFUSED, ""
    except Exception as error:  # noqa: BLE001 - any other type is the finding
        return WRONG, f"{type(error).__name__}: {error}"[:300]
    try:
        survive(state, check, rng, moves)
    except Exception as error:  # noqa: BLE001 - AssertionError (an invariant) included
        return BROKEN, f"{type(error).__name__}: {error}"[:300]
    return ACCEPTED, ""


def survive(state, check: Callable, rng: random.Random, moves: int) -> None:
    """The invariants hold now and after each of a few random moves."""
    check(state)
    for _ in range(moves):
        if state.is_over:
            return
        player = rng.choice(state.to_act)
        state.apply(player, rng.choice(state.legal_actions(player)))
        check(state)


def common_invariants(state) -> None:
    """What every game's position allows: plain-JSON observations for every seat, legal
    actions to choose from, a result once over, an exact save, copy and ``to_scenario``."""
    for player in [None, *range(state.players)]:
        observation = state.observe(player)
        assert json.loads(json.dumps(observation, allow_nan=False)) == observation
    assert state.is_over or state.to_act, "a position nobody acts in that is not over"
    for player in state.to_act:
        legal = state.legal_actions(player)
        assert legal, f"player {player} owes a decision with no legal action"
        state.game.describe(legal[0])
    if state.is_over:
        result = state.result
        assert all(type(w) is int and 0 <= w < state.players for w in result["winners"])
    snapshot = state.snapshot()
    json.dumps(snapshot, allow_nan=False)
    assert state.game.from_json(state.to_json()).snapshot() == snapshot
    assert state.copy().snapshot() == snapshot
    spec = state.to_scenario()
    rebuilt = state.game.scenario(copy.deepcopy(spec), options=state.options)
    assert rebuilt.snapshot() == snapshot, "to_scenario does not rebuild the position"
    assert rebuilt.to_act == state.to_act


# ---- the property tests a game installs -----------------------------------------------------
POSITIONS = 16                            # real positions per game the mutations start from


def fuzz_tests(game, examples: int = 40, slow_examples: int = 1500) -> dict[str, Callable]:
    """Hypothesis tests for ``game``: mutated real specs are refused with ScenarioError naming
    the key, or build a sound position (``examples`` in ``make test``; ``slow_examples``
    under ``-m slow``). Install with ``globals().update(fuzz_tests(GAME))``."""
    import functools

    import pytest
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    @functools.lru_cache(maxsize=1)
    def positions() -> list:
        return [real_spec(game, random.Random(i)) for i in range(POSITIONS)]

    def check(index: int, rng: random.Random) -> None:
        spec, options = copy.deepcopy(positions()[index])
        label = mutate(spec, rng)
        outcome, detail = judge(game, spec, options, invariants_of(game), rng)
        assert outcome in (REFUSED, ACCEPTED), f"{game.name} {label}: {outcome}: {detail}"

    cases = given(index=st.integers(0, POSITIONS - 1), rng=st.randoms(use_true_random=False))
    options = dict(deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

    @settings(max_examples=examples, **options)
    @cases
    def test_fuzz_mutated_scenarios_are_refused_or_sound(index, rng):
        check(index, rng)

    @pytest.mark.slow
    @settings(max_examples=slow_examples, **options)
    @cases
    def test_fuzz_many_mutated_scenarios_are_refused_or_sound(index, rng):
        check(index, rng)

    return {name: value for name, value in locals().items() if name.startswith("test_fuzz_")}
