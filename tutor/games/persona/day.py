"""A day: the simultaneous choice, the two-player discard, the reveal, and passing hands."""

from __future__ import annotations

from functools import lru_cache

from tutor.engine import Action, Decision

from .board import draw
from .cards import (ACTION_KINDS, COUNTER_CLOCKWISE, DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT,
                    direction, left_of, right_of)

ACTION_RULE = {DOWNLOAD: "persona.action.download", ENCRYPT: "persona.action.encrypt",
               SEND_LEFT: "persona.action.send_left", SEND_RIGHT: "persona.action.send_right"}


@lru_cache(maxsize=None)
def play_action(card: str, kind: str) -> Action:
    """The (immutable, so shared) action that plays ``card`` with action card ``kind``."""
    return Action("play", info=card, action=kind)


@lru_cache(maxsize=None)
def discard_action(card: str) -> Action:
    return Action("discard", card=card)


def play_actions(board, player: int) -> list[Action]:
    """Every (information card, action card) pair ``player`` may play today."""
    kinds = [k for k in ACTION_KINDS if k in board.actions[player]]
    return [play_action(card, kind) for card in board.hands[player] for kind in kinds]


def discard_actions(board, player: int) -> list[Action]:
    """The two-player face-down discard: any card left in hand after the play."""
    return [discard_action(card) for card in board.hands[player]]


def run_day(state):
    """One day: choose, (two players: discard), reveal and resolve, then pass or end the week."""
    b, n = state.board, state.players
    choice = yield Decision({p: play_actions(b, p) for p in range(n)}, "persona.day.choose",
                            "choose_play", {"week": b.week, "day": b.day})
    for p, action in choice.items():
        b.hands[p].remove(action.info)
        b.actions[p].remove(action.action)
        b.pending[p] = {"info": action.info, "action": action.action}
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
    choice = yield Decision({p: discard_actions(b, p) for p in owing}, "persona.two.discard",
                            "discard_face_down", {"week": b.week, "day": b.day})
    for p, action in sorted(choice.items()):
        b.hands[p].remove(action.card)
        b.discards.append(action.card)
        state.emit("discard", "persona.two.discard", player=p,
                   private={p: {"card": action.card}})


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
    plays = []
    for p in range(n):
        info, kind = b.pending[p]["info"], b.pending[p]["action"]
        to = target_of(p, kind, n)
        if kind == ENCRYPT:
            b.encrypted[p] = info
            plays.append({"player": p, "action": kind, "to": p, "card": None})
        else:
            b.play[to].append(info)
            b.used[p].append(kind)
            plays.append({"player": p, "action": kind, "to": to, "card": info})
        b.pending[p] = None
    secrets = {p: {"encrypted": b.encrypted[p]} for p in range(n)
               if any(x["player"] == p and x["action"] == ENCRYPT for x in plays)}
    state.emit("reveal", "persona.day.reveal", reveals=True, week=b.week, day=b.day,
               plays=plays, private=secrets)
    for play in plays:
        rule = ACTION_RULE[play["action"]]
        if n == 2 and play["action"] in (SEND_LEFT, SEND_RIGHT):
            rule = "persona.two.send"
        state.emit(play["action"], rule, player=play["player"], to=play["to"], card=play["card"])


def pass_hands(state) -> None:
    """Pass whole hands: clockwise (to the left) in weeks 1 and 3, counter-clockwise in week 2."""
    b, n = state.board, state.players
    step = -1 if direction(b.week) == COUNTER_CLOCKWISE else 1
    b.hands = [b.hands[(p - step) % n] for p in range(n)]
    rule = "persona.two.pass_draw" if n == 2 else "persona.day.pass"
    state.emit("pass", rule, direction=direction(b.week) if n > 2 else "opponent",
               private={p: {"hand": list(b.hands[p])} for p in range(n)})


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
    for p in range(state.players):
        b.discards += b.hands[p]
        b.hands[p] = []
    state.emit("last_card", "persona.week.last_card_hidden", week=b.week)

