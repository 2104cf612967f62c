"""A tiny two-player game that exercises every feature of the engine core.

Each player holds one hidden card from a shuffled deck. Both choose at once to keep it or swap
it for the top of the deck (chance). Then player 0 may challenge; player 1 reacts by conceding or
fighting. In a fight the higher card wins; a pass is a draw.

Scenario spec (every key optional but ``deck`` and ``hands``)::

    {"deck": [3, 5], "hands": [1, 6], "stage": "challenge"}

``stage`` is where play resumes: "choose" (default), "challenge", "react" or "over"; with
"over", ``winner`` (0, 1 or null) says who won.
"""

from dataclasses import dataclass, field

from tutor.engine import Action, Decision, Game, Option, ScenarioError

KEEP, SWAP = Action("keep"), Action("swap")
CHALLENGE, PASS = Action("challenge"), Action("pass")
CONCEDE, FIGHT = Action("concede"), Action("fight")
STAGES = ("choose", "challenge", "react", "over")


@dataclass
class ToyBoard:
    deck: list = field(default_factory=list)      # face-down numbers, top last
    hands: list = field(default_factory=list)     # each player's hidden number
    stage: str = "choose"                         # where play stands (one of STAGES)
    winner: int | None = None                     # set when the game is decided


class Toy(Game):
    name = "toy"
    title = {"en": "Toy", "ja": "おもちゃ"}
    min_players = max_players = 2
    options = (Option("deck_size", 6, "cards in the deck", choices=(6, 8)),)

    def new_board(self, state):
        return ToyBoard()

    def setup(self, state):
        b = state.board
        b.deck = list(range(1, state.options["deck_size"] + 1))
        state.rng.shuffle(b.deck)
        b.hands = [b.deck.pop(), b.deck.pop()]

    def setup_scenario(self, state, spec):
        unknown = set(spec) - {"deck", "hands", "stage", "winner", "players"}
        if unknown:
            raise ScenarioError(f"unknown scenario keys {sorted(unknown)}")
        b = state.board
        b.deck, b.hands = list(spec.get("deck", [])), list(spec.get("hands", []))
        if len(b.hands) != 2 or not all(type(c) is int for c in b.deck + b.hands):
            raise ScenarioError("scenario key 'hands' needs two whole numbers, 'deck' numbers")
        b.stage = spec.get("stage", "choose")
        if b.stage not in STAGES:
            raise ScenarioError(f"scenario key 'stage' must be one of {STAGES}")
        b.winner = spec.get("winner")

    def to_scenario(self, state):
        b = state.board
        return {"deck": b.deck, "hands": b.hands, "stage": b.stage, "winner": b.winner}

    def flow(self, state):
        b = state.board
        if b.stage == "choose":
            choice = yield Decision({0: [KEEP, SWAP], 1: [KEEP, SWAP]}, "toy.swap")
            for player, action in sorted(choice.items()):
                if action == SWAP and b.deck:
                    b.hands[player] = b.deck.pop()
                    state.emit("swap", "toy.swap", private={player: {"card": b.hands[player]}},
                               player=player)
            b.stage = "challenge"
        if b.stage == "challenge":
            if (yield Decision.single(0, [CHALLENGE, PASS], "toy.challenge")) == PASS:
                state.emit("pass", "toy.challenge")
                b.stage = "over"
                return
            b.stage = "react"
        if b.stage == "react":
            if (yield Decision.single(1, [CONCEDE, FIGHT], "toy.react")) == CONCEDE:
                b.winner = 0
            else:
                b.winner = 0 if b.hands[0] > b.hands[1] else 1
                state.emit("reveal", "toy.fight", reveals=True, hands=list(b.hands))
            b.stage = "over"
            state.emit("win", "toy.fight", player=b.winner)

    def observe(self, state, player):
        b = state.board
        return {"deck": len(b.deck), "stage": b.stage,
                "my_card": None if player is None else b.hands[player]}

    def result(self, state):
        return {"winners": [] if state.board.winner is None else [state.board.winner]}


GAME = Toy()
