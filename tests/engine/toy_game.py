"""A tiny two-player game that exercises every feature of the engine core.

Each player holds one hidden card from a shuffled deck. Both choose at once to keep it or swap
it for the top of the deck (chance). Then player 0 may challenge; player 1 reacts by conceding or
fighting. In a fight the higher card wins; a pass is a draw.
"""

from tutor.engine import Action, Decision, Game, Option

KEEP, SWAP = Action("keep"), Action("swap")
CHALLENGE, PASS = Action("challenge"), Action("pass")
CONCEDE, FIGHT = Action("concede"), Action("fight")


class Toy(Game):
    name = "toy"
    min_players = max_players = 2
    options = (Option("deck_size", 6, "cards in the deck", choices=(6, 8)),)

    def setup(self, state):
        b = state.board
        b.deck = list(range(1, state.options["deck_size"] + 1))
        state.rng.shuffle(b.deck)
        b.hands = [b.deck.pop(), b.deck.pop()]
        b.winner = None

    def setup_scenario(self, state, spec):
        b = state.board
        b.deck, b.hands, b.winner = list(spec["deck"]), list(spec["hands"]), None

    def flow(self, state):
        b = state.board
        choice = yield Decision({0: [KEEP, SWAP], 1: [KEEP, SWAP]}, "toy.swap")
        for player, action in sorted(choice.items()):
            if action == SWAP and b.deck:
                b.hands[player] = b.deck.pop()
                state.emit("swap", "toy.swap", private={player: {"card": b.hands[player]}},
                           player=player)
        if (yield Decision.single(0, [CHALLENGE, PASS], "toy.challenge")) == PASS:
            state.emit("pass", "toy.challenge")
            return
        if (yield Decision.single(1, [CONCEDE, FIGHT], "toy.react")) == CONCEDE:
            b.winner = 0
        else:
            b.winner = 0 if b.hands[0] > b.hands[1] else 1
            state.emit("reveal", "toy.fight", reveals=True, hands=list(b.hands))
        state.emit("win", "toy.fight", player=b.winner)

    def observe(self, state, player):
        b = state.board
        return {"deck": len(b.deck), "my_card": None if player is None else b.hands[player]}

    def snapshot(self, state):
        return {"deck": state.board.deck, "hands": state.board.hands, "winner": state.board.winner}

    def result(self, state):
        return {"winners": [] if state.board.winner is None else [state.board.winner]}


GAME = Toy()
