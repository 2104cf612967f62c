"""A player's turn (rules spec §3) and the game loop until the end (§7)."""

from __future__ import annotations

from tutor.engine import Action

from .actions import (DEPLOY_KIND, ENCRYPT, ENLIST_ASSASSIN, ENLIST_GUARD, action_choices,
                      locate)
from .assassination import assassinate
from .cards import type_key
from .reactions import offer
from .scoring import finish
from .table import GameOver, Table

PEEK_PRICE = "peek_price"                # the one move of a REACT-price turn
RULE_DRAW = "classified.turn.draw"
RULE_ACTION = "classified.turn.action"
RULE_DEPLOY = "classified.action.deploy"
RULE_ENCRYPT = "classified.action.encrypt"
RULE_ENLIST = "classified.action.enlist"
RULE_PRICE = "classified.react.price"
RULE_SKIP = "classified.end.skip"
RULE_BLOCKED_ORDER = "classified.ruling.R6"     # a blocked Deploy: the deploying player orders


def game_flow(table: Table):
    """Turns alternate until the deck is empty and both players hold one card."""
    b = table.b
    try:
        while True:
            yield from take_turn(table, b.current)
            if b.winner is not None or (not b.deck and all(len(h) <= 1 for h in b.hands)):
                break
            b.current = table.other(b.current)
            b.turn += 1
            b.drawn = False
    except GameOver:                     # an instant win (Table.win) ends the game at once
        pass
    yield from finish(table)


def take_turn(table: Table, me: int):
    b = table.b
    for hook in table.in_play.start_of_turn:
        yield from hook(table, me)
        if b.winner is not None:
            return
    if not b.drawn:
        if not b.deck and len(b.hands[me]) <= 1 and not b.react_debt[me]:
            table.emit("skip", RULE_SKIP, player=me)
            return
        table.draw(me, RULE_DRAW)
        b.drawn = True
    if b.react_debt[me]:
        yield from pay_react_price(table, me)
        return
    while True:
        action = yield from table.ask(me, action_choices(table, me), RULE_ACTION, "action")
        free = table.abilities.free_actions.get(action.kind)
        if free is not None:
            yield from free.resolve(table, me, action)
            if b.winner is not None:
                return
            continue
        yield from resolve_action(table, me, action)
        break
    for hook in table.in_play.end_of_turn:
        if b.winner is not None:
            return
        yield from hook(table, me)


def pay_react_price(table: Table, me: int):
    """The turn after a REACT: no Action, and PEEK 1 when the deck has a card. The PEEK is the
    player's one move (a single choice, so the turn is played, not passed over)."""
    table.b.react_debt[me] = False
    table.emit("react_price", RULE_PRICE, player=me)
    if table.b.deck:
        yield from table.ask(me, [Action(PEEK_PRICE)], RULE_PRICE, "price")
        table.peek(me, 1, RULE_PRICE)


def resolve_action(table: Table, me: int, action: Action):
    kind, card = action.kind, table.take_from_hand(me, action.card)
    if kind == ENCRYPT:
        table.b.encrypted.insert(0, card)
        table.b.encrypted_by[card] = me
        table.emit("encrypt", RULE_ENCRYPT, private={me: {"card": card}}, player=me)
    elif kind == ENLIST_GUARD or (kind == DEPLOY_KIND and type_key(card) in table.abilities.play_as_guard):
        # G8: a card played as a Guard is not revealed, so its public event must look like an
        # Enlist (citing the Deploy rule would tell the opponent it is a play-as-Guard card)
        yield from play_guard(table, me, card, RULE_ENLIST)
    elif kind == ENLIST_ASSASSIN:
        table.b.limbo.append(card)
        owner, spot = locate(table, action)       # your own Guard: Armored Fedora
        yield from assassinate(table, me, card, spot, defender=owner)
    else:
        yield from deploy(table, me, card)


def play_nested(table: Table, me: int, action: Action):
    """Resolve ``action`` (a card in ``me``'s hand) as a play inside another card's ability
    (Agonizing Choice, Precision Procedure): the cards already in limbo belong to that ability
    and stay there when the nested play discards its own cards."""
    yield from table.above_limbo(resolve_action(table, me, action))


def play_guard(table: Table, me: int, card: str, rule: str):
    """Put ``card`` face down into an empty Guard spot; the opponent may react (Return to
    Sender)."""
    spot = table.place_guard(me, card, up=False, rule=rule)
    yield from offer(table, table.other(me), "guard_played", {"player": me, "spot": spot,
                                                               "card": card})


def deploy(table: Table, me: int, card: str):
    """Reveal the card, let the opponent react (Pull the Plug), resolve it, discard it."""
    b = table.b
    b.limbo.append(card)
    table.emit("deploy", RULE_DEPLOY, reveals=True, player=me, card=card)
    ctx = {"player": me, "card": card}
    if (yield from offer(table, table.other(me), "deploy", ctx)):
        blocked_by = ctx.get("blocked_rule") or RULE_DEPLOY
        table.emit("blocked", blocked_by, player=me, card=card)
        yield from table.discard_in_order(me, table.limbo_cards(), blocked_by,
                                          order_rule=RULE_BLOCKED_ORDER)
        return
    yield from table.abilities.deploy[type_key(card)](table, me, card)
    if card in b.limbo:                  # not moved elsewhere by its ability
        b.limbo.remove(card)
        table.to_discard([card], RULE_DEPLOY)
