"""Rest points: a game whose flow waits inside an ability writes any position as the board of
its last rest point plus the actions since (``then``) and the luck at that point (``chance``)."""

import json
from dataclasses import dataclass, field

import pytest

from tutor.engine import Action, Decision, Game, ScenarioError
from tutor.engine.state import State

from .toy_game import Toy

DRAW, STOP = Action("draw"), Action("stop")
KEEP, DROP = Action("keep"), Action("drop")
TURN, PICK = "draw.turn", "draw.pick"


@dataclass
class DrawBoard:
    deck: list = field(default_factory=list)
    kept: list = field(default_factory=lambda: [[], []])
    current: int = 0
    turns: int = 0


class Draw(Game):
    """Players take turns: stop, or shuffle the deck, draw its top card and then keep or drop
    it. The drawn card lives only in the flow while its owner decides: only a turn is a rest
    point."""

    name = "draw"
    min_players = max_players = 2
    rest_rules = frozenset({TURN})

    def new_board(self, state):
        return DrawBoard()

    def setup(self, state):
        state.board.deck = list(range(1, 9))

    def setup_scenario(self, state, spec):
        unknown = set(spec) - {"deck", "kept", "current", "turns", "players"}
        if unknown:
            raise ScenarioError(f"unknown scenario keys {sorted(unknown)}")
        b = state.board
        b.deck, b.kept = list(spec["deck"]), [list(k) for k in spec["kept"]]
        b.current, b.turns = spec["current"], spec["turns"]

    def to_scenario(self, state):
        b = state.board
        return {"deck": b.deck, "kept": b.kept, "current": b.current, "turns": b.turns}

    def flow(self, state):
        b = state.board
        while b.turns < 6 and b.deck:
            if (yield Decision.single(b.current, [DRAW, STOP], TURN)) == DRAW:
                state.rng.shuffle(b.deck)
                card = b.deck.pop(0)
                state.emit("draw", TURN, private={b.current: {"card": card}}, player=b.current)
                if (yield Decision.single(b.current, [KEEP, DROP], PICK)) == KEEP:
                    b.kept[b.current].append(card)
            b.current, b.turns = 1 - b.current, b.turns + 1

    def observe(self, state, player):
        return {"viewer": player, "kept": [list(k) for k in state.board.kept]}

    def result(self, state):
        return {"kept": state.board.kept}


GAME = Draw()


def mid_ability(seed: int = 3) -> State:
    """Two turns played, then a card drawn and its owner deciding."""
    state = GAME.new_game(seed=seed)
    for player, action in ((0, DRAW), (0, KEEP), (1, STOP), (0, DRAW)):
        state.apply(player, action)
    return state


def test_a_position_inside_an_ability_is_the_last_rest_point_then_the_actions_since():
    state = mid_ability()
    spec = state.to_scenario()
    assert spec["then"] == [[0, {"kind": "draw"}]]
    assert spec["turns"] == 2 and len(spec["deck"]) == 7          # the board after 3 actions
    assert "chance" in spec                                      # the draw shuffled the deck
    rebuilt = GAME.scenario(json.loads(json.dumps(spec)), seed=99)
    assert rebuilt.snapshot() == state.snapshot()
    assert rebuilt.legal_actions(0) == state.legal_actions(0) == [KEEP, DROP]
    assert rebuilt.to_scenario() == spec


def test_a_rest_point_is_written_from_the_board_alone():
    state = mid_ability()
    state.apply(0, DROP)
    spec = state.to_scenario()
    assert "then" not in spec and "chance" not in spec
    assert GAME.scenario(spec).snapshot() == state.snapshot()


def test_a_copy_inside_an_ability_replays_only_since_the_last_rest_point(monkeypatch):
    state = mid_ability()
    applied = []
    original = State.apply

    def counting(self, player, action):
        applied.append(action)
        return original(self, player, action)

    monkeypatch.setattr(State, "apply", counting)
    copy = state.copy()
    monkeypatch.undo()
    # the replay to the rest point (3 actions) and the ``then`` action; never the whole game again
    assert len(applied) == 4
    assert copy.snapshot() == state.snapshot() and copy.history == state.history
    for s in (state, copy):
        s.apply(0, KEEP)
        s.apply(1, DRAW)
    assert copy.snapshot() == state.snapshot()          # the same luck after the copy


def test_then_and_chance_errors_name_their_key():
    spec = mid_ability().to_scenario()
    with pytest.raises(ScenarioError, match="'then'"):
        GAME.scenario({**spec, "then": [[0, {"kind": "fly"}]]})
    with pytest.raises(ScenarioError, match="'then'"):
        GAME.scenario({**spec, "then": "draw"})
    with pytest.raises(ScenarioError, match="'chance'"):
        GAME.scenario({**spec, "chance": "lucky"})
    with pytest.raises(ScenarioError, match="'chance'"):
        GAME.scenario({**spec, "chance": None})
    with pytest.raises(ScenarioError, match="'then'"):
        State(GAME, 0, 2, {}, scenario=spec)           # replayed only by Game.scenario


def test_a_game_without_rest_points_leaves_the_keys_to_its_own_checks():
    toy = Toy()
    spec = toy.new_game(seed=1).to_scenario()
    for key in ("then", "chance"):
        with pytest.raises(ScenarioError, match="unknown scenario keys"):
            toy.scenario({**spec, key: []})
