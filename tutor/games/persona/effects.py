"""What chosen actions and awarded cards do to the board: pairs handed in face down, the
reveal that sends each information card where its action card says, the two-player discard,
encrypted cards turning face up, corporation cards and keys taken, and steals.

Each function changes the board and emits the events that say so; the decisions that lead to
them are asked in ``flow``.
"""

from __future__ import annotations

from .board import use_action_card, week_card
from .cards import CARD_VALUE, DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT
from .seats import left_of, right_of

ACTION_RULE = {DOWNLOAD: "persona.action.download", ENCRYPT: "persona.action.encrypt",
               SEND_LEFT: "persona.action.send_left", SEND_RIGHT: "persona.action.send_right"}
# with two players both neighbours are the opponent: a send follows the two-player rule
TWO_PLAYER_ACTION_RULE = {**ACTION_RULE, SEND_LEFT: "persona.two.send",
                          SEND_RIGHT: "persona.two.send"}


# ---- the day ----------------------------------------------------------------------------------
def hand_in(board, choice: dict) -> None:
    """Each player's chosen pair leaves their hand and lies face down until the reveal."""
    for p, action in choice.items():
        board.hands[p].remove(action.card)
        board.actions[p].remove(action.kind)
        board.pending[p] = {"card": action.card, "action": action.kind}


def discard_face_down(state, choice: dict, rule: str) -> None:
    """With two players, each chosen card goes face down onto the discards."""
    b = state.board
    for p, action in sorted(choice.items()):
        b.hands[p].remove(action.card)
        b.discards.append(action.card)
        state.emit("discard", rule, player=p, private={p: {"card": action.card}})


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


# ---- the archive phase ------------------------------------------------------------------------
def reveal_encrypted(state) -> None:
    """Every encrypted card turns face up and joins its play area; Encrypt cards are used."""
    b = state.board
    shown = []
    for p in range(state.players):
        if b.encrypted[p] is not None:
            b.play[p].append(b.encrypted[p])
            use_action_card(b, p, ENCRYPT)
            shown.append({"player": p, "card": b.encrypted[p]})
            b.encrypted[p] = None
    state.emit("reveal_encrypted", "persona.archive.reveal", reveals=bool(shown), week=b.week,
               cards=shown)


def take_corporation(state, company: str, player: int) -> None:
    """1st takes corporation cards from the top of the stack down to this week's card."""
    b = state.board
    stack, target = b.stacks[company], week_card(b, company)
    taken = stack[:stack.index(target) + 1]
    b.stacks[company] = stack[len(taken):]
    b.archives[player] += taken
    state.emit("corporation", "persona.archive.first", company=company, player=player,
               cards=taken, carried=len(taken) > 1)


def take_key(state, company: str, player: int, rule: str) -> None:
    """2nd (or a sole scorer, by ``rule``) takes the key, from the table or from its holder."""
    b = state.board
    before, b.keys[company] = b.keys[company], player
    state.emit("key", rule, company=company, player=player, previous=before)


def take_stolen(state, company: str, thief: int, choice, rule: str) -> None:
    """``thief`` moves the chosen card from its victim's play area into their archive."""
    b = state.board
    b.play[choice.victim].remove(choice.card)
    b.archives[thief].append(choice.card)
    state.emit("steal", rule, company=company, player=thief, victim=choice.victim,
               card=choice.card, value=CARD_VALUE[choice.card])
