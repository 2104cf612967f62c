"""``python -m benchmarks.soak`` (``make soak``): random games of every game, every option set and
player count, with the game kit's fuzzers and a hidden-information audit; one table of counts.

Per game, ``--games`` (``SOAK_GAMES``) uniformly random games are spread in turn over its
set-ups: each player count with the default options and with each other value of each option
(one option changed at a time; open-ended options keep their default). In every game:

- every move is a random legal action; anything raised is an **exception**;
- at one random position, the kit's bad inputs (players who do not act, non-Actions, unknown
  kinds, mutated parameters) are applied: each must raise IllegalAction (a **rejected input**);
  another exception is a **wrong exception type**; a bad input accepted, or a state whose
  board, observations, history or log differ afterwards, is a **state changed by a rejected
  input**;
- at the same position, every State method that takes a player is called with the kit's
  hostile players (look-alikes, a list nested 3,000 deep, one whose ``==`` raises, numpy
  values): each must raise IllegalAction, as above;
- at the same position, everything the API hands out (observations, events, the result, the
  decision, the legal actions and their attributes, ``to_scenario``, ``snapshot``), the events
  ``apply`` returns, and the spec and options a game is built from are scribbled over
  (``tests/engine/scribble.py``; each change counted in **scribbles**): the game, its copy,
  replay and save must be as before, else a **value that reached the game**;
- at the end, the kit's edited and damaged save files are loaded: each loads or raises
  SaveFileError (rejected); anything else is a wrong exception type. Saves edited in what they
  mean (every field of the file, each part of the history: a dropped, repeated, swapped or
  changed action) must all raise SaveFileError: one that loads is an **edited save loaded**;
- at the same random position, the position's ``to_scenario()`` spec is mutated
  ``SCENARIOS_PER_GAME`` times (``scenario_mutations``, tests/engine/scenario_fuzz.py): each
  must raise ScenarioError naming the key (a **rejected input**) or build a position that keeps
  the game's invariants through a few random moves, saves and copies (an **accepted
  scenario**); ScenarioError from the engine's catch-all or another exception is a **wrong
  exception type**, a broken invariant or an exception after acceptance an **exception**;
- at the same random position, each seated player's channels are audited with the kit's
  hidden variant of the position (an edit that player cannot see): their observation, their
  events, their undo answer, their legal actions and the widget state of the game's table
  (scene and moves, where the game has a table widget) must be identical in both; each
  difference is a **leak**. A move that revealed or told something hidden and can still be
  undone is a leak too.

The games run on the simulation's workers (``tutor.simulate.runner.map_chunks``: a local
process pool, ``--workers``). Every figure but the counts (games, set-ups, rejected inputs,
audits) should be 0; the command exits 1 otherwise. The last column is the most memory one
worker process held: with a leak it grows with the number of games.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import os
import random
import sys
import time
import traceback
from collections import Counter

from tutor import games as registry
from tutor.engine import IllegalAction, SaveFileError
from tutor.engine.errors import short_repr
from tutor.simulate.play import game_seed
from tutor.simulate.runner import map_chunks
from widgets.registry import table_spec

# Where the kit's hidden variant of each game lives (tests/<game>/...).
VARIANTS = {"classified": "tests.classified.variants", "infiltration": "tests.infiltration.variants",
            "persona": "tests.persona.variants", "rednotice": "tests.rednotice.test_kit"}
PEAK = "peak worker MB"     # the most memory a worker process held (a leak shows here first)
COLUMNS = ("games", "set-ups", "exceptions", "rejected inputs", "wrong exception types",
           "states changed by a rejected input", "leaks", "audits", "accepted scenarios",
           "scribbles", "values that reached the game", "edited saves loaded", PEAK)
SAVES_PER_GAME = 3
SCENARIOS_PER_GAME = 3


def soak_chunk(game_name: str, seed: int, indexes: list[int]) -> dict:
    """Counts (and the first few problems) of soaking games ``indexes`` of ``game_name``."""
    game = registry.load(game_name)
    plan = game.setups()
    counts: Counter = Counter()
    problems: list[str] = []
    for index in indexes:
        players, options = plan[index % len(plan)]
        gseed = game_seed(seed, index)
        try:
            soak_one(game, gseed, players, options, counts, problems)
        except Exception as error:  # noqa: BLE001 - every failure is a figure of the table
            counts["exceptions"] += 1
            problems.append(f"{game_name} seed {gseed} {players}p {options}: "
                            f"{type(error).__name__}: {error}\n{traceback.format_exc(limit=-3)}")
        counts["games"] += 1
    return {"counts": dict(counts), "problems": problems[:5], PEAK: peak_mb()}


def peak_mb() -> int:
    """The most memory (resident) this process has held so far, in MB (Linux counts in KiB)."""
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)


def soak_one(game, gseed: int, players: int, options: dict, counts: Counter,
             problems: list[str]) -> None:
    """Play one random game, fuzzing and auditing at one random position, saves at the end."""
    from tests.engine import kit

    rng = random.Random(gseed)
    state = game.new_game(seed=gseed, players=players, options=options)
    fuzz_at, fuzzed = rng.randrange(1, 60), False
    while not state.is_over:
        if len(state.history) == fuzz_at:
            fuzz(kit, state, rng, counts, problems)
            scenario_mutations(state, rng, counts, problems)
            audit(kit, state, rng, counts, problems)
            fuzzed = True
        player, logged = rng.choice(state.to_act), len(state.log)
        state.apply(player, rng.choice(state.legal_actions(player)))
        if state.can_undo(player) and any(e.reveals or e.private for e in state.log[logged:]):
            counts["leaks"] += 1
            problems.append(f"{game.name} seed {gseed}: a revealing move can be undone")
    if not fuzzed:  # a game shorter than fuzz_at: fuzz a position of it met on the way
        position = state.replay(rng.randrange(len(state.history)))
        fuzz(kit, position, rng, counts, problems)
        scenario_mutations(position, rng, counts, problems)
        audit(kit, position, rng, counts, problems)
    saves(kit, state, rng, counts, problems)


def fuzz(kit, state, rng, counts: Counter, problems: list[str]) -> None:
    """The kit's bad inputs and hostile players: each must raise IllegalAction and leave the
    state as it was; scribbles over what the state hands out must not reach it."""
    before = kit.fingerprint(state)
    hostile(kit, state, counts, problems)
    scribbles(state, rng, counts, problems)
    for player, action in kit.bad_inputs(state, rng):
        try:
            state.apply(player, action)
        except IllegalAction:
            counts["rejected inputs"] += 1
            continue
        except Exception as error:  # noqa: BLE001 - counted as a wrong type
            counts["wrong exception types"] += 1
            problems.append(f"{state.game.name}: {player!r} {action!r} raised "
                            f"{type(error).__name__}: {error}")
            continue
        counts["states changed by a rejected input"] += 1
        problems.append(f"{state.game.name}: bad input {player!r} {action!r} was accepted")
        state._rewind(len(state.history) - 1)     # take the accepted input back
    if kit.fingerprint(state) != before:
        counts["states changed by a rejected input"] += 1
        problems.append(f"{state.game.name}: refused inputs changed the state")


def scenario_mutations(state, rng, counts: Counter, problems: list[str]) -> None:
    """Mutated copies of the position's spec: refused naming the key, or sound positions."""
    from tests.engine import scenario_fuzz as sf

    check = sf.invariants_of(state.game)
    for _ in range(SCENARIOS_PER_GAME):
        spec = state.to_scenario()
        label = sf.mutate(spec, rng)
        outcome, detail = sf.judge(state.game, spec, state.options, check, rng)
        column = {sf.REFUSED: "rejected inputs", sf.ACCEPTED: "accepted scenarios",
                  sf.UNNAMED: "wrong exception types", sf.WRONG: "wrong exception types",
                  sf.BROKEN: "exceptions"}[outcome]
        counts[column] += 1
        if detail:
            problems.append(f"{state.game.name}: scenario {label}: {outcome}: {detail}"[:400])


def hostile(kit, state, counts: Counter, problems: list[str]) -> None:
    """Every State method that takes a player refuses the kit's hostile players."""
    for player in kit.hostile_players(state.players):
        for name, call in kit.player_calls(state):
            try:
                call(player)
            except IllegalAction:
                counts["rejected inputs"] += 1
                continue
            except Exception as error:  # noqa: BLE001 - counted as a wrong type
                counts["wrong exception types"] += 1
                problems.append(f"{state.game.name}: {name}({short_repr(player)}) raised "
                                f"{type(error).__name__}: {short_repr(error)}")
                continue
            counts["states changed by a rejected input"] += 1
            problems.append(f"{state.game.name}: {name}({short_repr(player)}) was accepted")


def scribbles(state, rng, counts: Counter, problems: list[str]) -> None:
    """Scribbles over what the state hands out (and over a game's inputs) change nothing."""
    from tests.engine.scribble import check_scribbles_change_nothing

    try:
        counts["scribbles"] += check_scribbles_change_nothing(state, rng)
    except AssertionError as error:
        counts["values that reached the game"] += 1
        problems.append(f"{state.game.name}: {error}")


def saves(kit, state, rng, counts: Counter, problems: list[str]) -> None:
    """The kit's edited save files: each loads or raises SaveFileError; those edited in what
    they mean must all raise it."""
    for text in kit.content_edits(state.to_json(), rng):
        try:
            state.game.from_json(text)
        except SaveFileError:
            counts["rejected inputs"] += 1
            continue
        except Exception as error:  # noqa: BLE001 - counted as a wrong type
            counts["wrong exception types"] += 1
            problems.append(f"{state.game.name}: an edited save raised "
                            f"{type(error).__name__}: {error}")
            continue
        counts["edited saves loaded"] += 1
        problems.append(f"{state.game.name}: an edited save loaded: {text[:200]}")
    for text in kit.edited_saves(state.to_json(), rng, SAVES_PER_GAME):
        try:
            state.game.from_json(text)
        except SaveFileError:
            counts["rejected inputs"] += 1
        except Exception as error:  # noqa: BLE001 - counted as a wrong type
            counts["wrong exception types"] += 1
            problems.append(f"{state.game.name}: an edited save raised "
                            f"{type(error).__name__}: {error}")


def channels(state, player: int, table) -> dict:
    """Everything ``player`` is given: observation, events, undo answer, legal actions, and the
    table widget (``table``: the game's TableSpec, or None)."""
    observation = state.observe(player)
    seen = {"observe": observation, "events": state.events_for(player),
            "undo": state.why_no_undo(player),
            "legal": [a.to_json() for a in state.legal_actions(player)]}
    if table is not None:
        board = _board(state.game.name, table)
        table.show(board, observation, state.legal_actions(player), "en")
        seen["widget"] = {"scene": board.scene, "moves": board.moves}
    return kit_canonical(seen)


_BOARDS: dict = {}                      # one table widget per game per worker, redrawn each time


def _board(name: str, table):
    """The table widget the audit draws game ``name``'s scenes on (``table``: its TableSpec):
    one per worker, not one per audit (a widget is freed only by the garbage collector, at
    whatever point it runs)."""
    if name not in _BOARDS:
        _BOARDS[name] = table.board(lambda action, lang: str(action))
    return _BOARDS[name]


def kit_canonical(data) -> str:
    from tests.engine.kit import canonical

    return canonical(data)


def audit(kit, state, rng, counts: Counter, problems: list[str]) -> None:
    """Each player's channels are the same in the position and in an edit hidden from them."""
    game = state.game
    variant = importlib.import_module(VARIANTS[game.name]).hidden_variant
    table = table_spec(game)
    spec = state.to_scenario()
    base = game.scenario(copy.deepcopy(spec), options=state.options)
    for player in range(state.players):
        edited = variant(copy.deepcopy(spec), player, rng)
        if edited is None:
            continue
        other = game.scenario(edited, options=state.options)
        counts["audits"] += 1
        if channels(base, player, table) != channels(other, player, table):
            counts["leaks"] += 1
            problems.append(f"{game.name}: player {player} tells a hidden edit apart")


def soak(names, games: int, seed: int, workers: int) -> tuple[dict, list[str]]:
    """{game: counts} over ``games`` games per game, and the first problems met."""
    table, problems = {}, []
    for name in names:
        total: Counter = Counter()
        for part in map_chunks(soak_chunk, (name, seed), games, workers=workers):
            total.update(part["counts"])
            problems += part["problems"]
            total[PEAK] = max(total[PEAK], part[PEAK])
        total["set-ups"] = len(registry.load(name).setups())
        table[name] = total
    return table, problems


def print_table(table: dict) -> None:
    """One row per game and a total."""
    width = [max(len(c), 7) for c in COLUMNS]
    print(f"  {'game':<14}" + "".join(f"{c:>{w + 2}}" for c, w in zip(COLUMNS, width)))
    total: Counter = Counter()
    for name, counts in table.items():
        total.update(counts)
        total[PEAK] = max(counts.get(PEAK, 0) for counts in table.values())
        print(f"  {name:<14}" + "".join(f"{counts.get(c, 0):>{w + 2}}" for c, w in zip(COLUMNS, width)))
    print(f"  {'all':<14}" + "".join(f"{total.get(c, 0):>{w + 2}}" for c, w in zip(COLUMNS, width)))


def failed(table: dict) -> bool:
    """Whether any figure that should be 0 is not."""
    bad = ("exceptions", "wrong exception types", "states changed by a rejected input", "leaks",
           "values that reached the game", "edited saves loaded")
    return any(counts.get(c, 0) for counts in table.values() for c in bad)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=int(os.environ.get("SOAK_GAMES", 100_000)),
                        help="random games per game (default: $SOAK_GAMES or 100000)")
    parser.add_argument("--workers", type=int, default=int(os.environ.get("SOAK_WORKERS", 0)) or
                        os.cpu_count() or 1, help="worker processes (default: one per core)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", action="append", choices=registry.names(),
                        help="soak only this game (repeatable)")
    args = parser.parse_args(argv)
    names = args.game or registry.names()
    print(f"Soak: {args.games} random games per game over its set-ups, seed {args.seed}, "
          f"{args.workers} workers")
    start = time.monotonic()
    table, problems = soak(names, args.games, args.seed, args.workers)
    print_table(table)
    print(f"  ({time.monotonic() - start:.0f} s on {args.workers} workers)")
    for problem in problems[:10]:
        print(f"\n  problem: {problem}")
    return 1 if failed(table) else 0


if __name__ == "__main__":
    sys.exit(main())
