"""Reaction windows: offering REACT cards (and block TRIGGERs) to the non-active player."""

from __future__ import annotations

from functools import partial

from tutor.engine import Action

from .cards import COPIES_OF, REACT, card_type, type_key
from .abilities import Reaction
from .table import PASS, Table

RULE_REACT = "classified.keyword.react"
RULE_PROMPT = "classified.react.prompt"
RULE_CARD = "classified.card."


def react_card(name: str, key: str, resolve) -> Reaction:
    """The reaction of the REACT card type ``key``: playing it from hand;
    ``resolve(table, player, action, ctx)`` as for any reaction."""
    return Reaction(name, key, partial(react_card_offers, key), partial(react_card_possible, key),
                    resolve, RULE_CARD + key)


def react_card_offers(key: str, table: Table, player: int, ctx: dict) -> list[Action]:
    """Play a REACT card of type ``key`` from hand; never the last card in hand."""
    hand = table.b.hands[player]
    if len(hand) < 2:
        return []
    return [Action("react", card=c) for c in hand if type_key(c) == key]


def react_card_possible(key: str, table: Table, player: int, ctx: dict) -> bool:
    """From public facts: the deck list has a card of type ``key`` that is not visibly
    elsewhere (Discard Pile, face-up Guards, play areas...), and the player holds at least 2
    cards."""
    if len(table.b.hands[player]) < 2:
        return False
    deck, public = table.b.cards, table.public_cards()
    return any(c in deck and c not in public for c in COPIES_OF[key])


def start_react_price(table: Table, player: int, card: str) -> None:
    """A REACT card was played: its owner pays on their next turn (no Action, PEEK 1)."""
    table.take_from_hand(player, card)
    table.b.limbo.append(card)
    table.b.react_debt[player] = True
    table.emit("react", RULE_REACT, reveals=True, player=player, card=card)


def offer(table: Table, player: int, window: str, ctx: dict):
    """Open reaction ``window`` for ``player``; returns True when the event was blocked (then
    ``ctx["blocked_rule"]`` names the rule of the card that blocked it).

    With the option ``react_prompt = "public"`` (default) the player is asked whenever public
    facts allow a reaction, so being asked reveals nothing about their hand; with
    ``"when_able"`` only when they really can react (faster, but it leaks that they can).
    """
    if ctx.get("unblockable"):
        return False
    reactions = table.in_play.reactions.get(window)
    if not reactions:                        # no card of this game reacts in this window
        return False
    offers = [(r, a) for r in reactions for a in r.offers(table, player, ctx)]
    if table.options["react_prompt"] == "public":
        ask = offers or any(r.possible(table, player, ctx) for r in reactions)
    else:
        ask = bool(offers)
    if not ask:
        return False
    actions = [PASS] + [a for _, a in offers]
    choice = yield from table.ask(player, actions, RULE_PROMPT, f"react.{window}", window=window)
    if choice == PASS:
        return False
    reaction = next(r for r, a in offers if a == choice)
    blocked = yield from reaction.resolve(table, player, choice, ctx)
    if blocked:
        ctx["blocked_rule"] = reaction.rule
    return blocked


def is_react(card: str) -> bool:
    return REACT in card_type(card).keywords
