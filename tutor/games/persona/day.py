"""A day: the simultaneous choice, the two-player discard, the reveal, and passing hands."""

from __future__ import annotations

from tutor.engine import Decision

from .board import draw, use_action_card
from .cards import DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT
from .legality import CHOOSE, DISCARD, Ctx, legal_actions
from .seats import direction, left_of, pass_seats, right_of

ACTION_RULE = {DOWNLOAD: "persona.action.download", ENCRYPT: "persona.action.encrypt",
               SEND_LEFT: "persona.action.send_left", SEND_RIGHT: "persona.action.send_right"}
# with two players both neighbours are the opponent: a send follows the two-player rule
TWO_PLAYER_ACTION_RULE = {**ACTION_RULE, SEND_LEFT: "persona.two.send",
                          SEND_RIGHT: "persona.two.send"}


def choose_decision(state, rule: str, players) -> Decision:
    """The simultaneous decision ``rule`` for ``players``, from the shared legality checks."""
    b = state.board
    return Decision({p: legal_actions(rule, Ctx(b, p, options=state.options)) for p in players},
                    rule, "choose_play" if rule == CHOOSE else "discard_face_down",
                    {"week": b.week, "day": b.day})


def run_day(state):
    """One day: choose, (two players: discard), reveal and resolve, then pass or end the week."""
    b, n = state.board, state.players
    if not any(b.pending):                  # (a hand-set position may have chosen already)
        choice = yield choose_decision(state, CHOOSE, range(n))
        for p, action in choice.items():
            b.hands[p].remove(action.card)
            b.actions[p].remove(action.kind)
            b.pending[p] = {"card": action.card, "action": action.kind}
    if n == 2:
        yield from two_player_discard(state)
    reveal(state)
    if any(b.actions):
        pass_hands(state)
        if n == 2:
            draw_one_each(state)
        b.day += 1
    else:
        discard_last_cards(state)
        b.phase = "archive"


def two_player_discard(state):
    """With two players, each who still holds two or more cards discards one face down."""
    b = state.board
    owing = [p for p in range(state.players) if len(b.hands[p]) >= 2]
    if not owing:
        return
    choice = yield choose_decision(state, DISCARD, owing)
    for p, action in sorted(choice.items()):
        b.hands[p].remove(action.card)
        b.discards.append(action.card)
        state.emit("discard", DISCARD, player=p, private={p: {"card": action.card}})


def target_of(player: int, kind: str, players: int) -> int:
    """Whose play area an action card sends the information card to."""
    if kind == SEND_LEFT:
        return left_of(player, players)
    if kind == SEND_RIGHT:
        return right_of(player, players)
    return player


def reveal(state) -> None:
    """Everyone reveals at once; each information card goes where its action card says."""
    b, n = state.board, state.players
    plays, secrets = [], {}
    for p, pair in enumerate(b.pending):
        card, kind = pair["card"], pair["action"]
        if kind == ENCRYPT:
            b.encrypted[p] = card
            secrets[p] = {"encrypted": card}
            plays.append({"player": p, "action": kind, "to": p, "card": None})
        else:
            to = target_of(p, kind, n)
            b.play[to].append(card)
            use_action_card(b, p, kind)
            plays.append({"player": p, "action": kind, "to": to, "card": card})
    b.pending = [None] * n
    state.emit("reveal", "persona.day.reveal", reveals=True, week=b.week, day=b.day,
               plays=plays, private=secrets)
    rules = TWO_PLAYER_ACTION_RULE if n == 2 else ACTION_RULE
    for play in plays:
        state.emit(play["action"], rules[play["action"]], player=play["player"], to=play["to"],
                   card=play["card"])


def pass_hands(state) -> None:
    """Pass whole hands in this week's direction; everyone learns the hand they receive."""
    b, n = state.board, state.players
    sources, targets = pass_seats(b.week, n)
    given = b.hands
    b.hands = [given[source] for source in sources]       # each hand moves on whole
    rule = "persona.two.pass_draw" if n == 2 else "persona.day.pass"
    state.emit("pass", rule, direction=direction(b.week, n),
               private={p: {"hand": list(b.hands[p]), "passed": list(given[p]),
                            "passed_to": targets[p], "received_from": sources[p]}
                        for p in range(n)})


def draw_one_each(state) -> None:
    """With two players, each draws one card after passing."""
    b = state.board
    for p in range(state.players):
        card = draw(b, 1)
        b.hands[p] += card
        state.emit("draw", "persona.two.pass_draw", player=p, private={p: {"card": card[0]}})


def discard_last_cards(state) -> None:
    """After the fifth day the card left in each hand is discarded face down."""
    b = state.board
    last = [list(hand) for hand in b.hands]
    for p in range(state.players):
        b.discards += b.hands[p]
        b.hands[p] = []
    state.emit("last_card", "persona.week.last_card_hidden", week=b.week,
               private={p: {"card": last[p][0]} for p in range(state.players) if last[p]})
