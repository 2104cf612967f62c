"""The table: Classified Information's zones and the small operations card effects share.

Piles are lists whose index 0 is the top card: ``deck``, ``discard``, ``encrypted``.
Each player has a hand, a Suitcase, three Guard spots and a play area for TUCK/TRIGGER cards.
A Guard spot is None or ``{"card": id, "up": bool, "cover": id | None}``; ``cover`` is an Extra
Protection lying on that Guard (the Guard is then "tucked").
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from itertools import permutations
from typing import TYPE_CHECKING, Iterable

from tutor.engine import Action, Decision

from .cards import number, type_key

if TYPE_CHECKING:
    from tutor.engine import State

PASS = Action("pass")


class GameOver(Exception):
    """Raised by :meth:`Table.win` to end the game at once; ``game_flow`` catches it."""


class Table:
    """Wraps a State with Classified Information's zone operations."""

    def __init__(self, state: "State"):
        self.state = state
        self.b = state.board
        self.options = state.options
        self.abilities = state.game.abilities     # every card type's (``abilities.py``)

    # Both worked out on first use (a Table made only to observe never needs them), then plain
    # attributes of the instance.
    @cached_property
    def in_play(self):
        """The abilities this game's cards bring (its deck list is fixed once it is set up)."""
        return self.abilities.in_play(frozenset(map(type_key, self.b.cards)))

    @cached_property
    def emit(self):
        """emit(kind, rule, private=None, reveals=False, **public) records an event: State.emit
        itself, unless a card of this game is an instant win to test after every event."""
        return self.emit_and_check_wins if self.in_play.win_checks else self.state.emit

    # ---- queries ---------------------------------------------------------------------------
    @staticmethod
    def other(player: int) -> int:
        return 1 - player

    def guards(self, player: int) -> list[dict]:
        """The Guards ``player`` has in play (tucked ones included)."""
        return [g for g in self.b.guards[player] if g is not None]

    def guard_count(self, player: int) -> int:
        """How many Guards ``player`` has in play (the Guard spots not empty)."""
        spots = self.b.guards[player]
        return len(spots) - spots.count(None)

    def free_spot(self, player: int) -> int | None:
        """The first empty Guard spot of ``player``, or None when all three are taken."""
        for i, spot in enumerate(self.b.guards[player]):
            if spot is None:
                return i
        return None

    def has_guard_room(self, player: int) -> bool:
        """The Guard limit (rule classified.guard.limit): ``player`` has fewer than 3 Guards
        (an empty spot is None; a Guard is a dict)."""
        return None in self.b.guards[player]

    def guards_anywhere(self) -> list[tuple[int, int]]:
        """(owner, spot) of every Guard in play on both sides."""
        return [(p, i) for p in (0, 1) for i, g in enumerate(self.b.guards[p]) if g is not None]

    def suitcase_number(self, player: int) -> int:
        return number(self.b.suitcase[player])

    def limbo_cards(self) -> list[str]:
        """The cards of the innermost action waiting in limbo. Cards of an ability that is
        still resolving around a nested play (Agonizing Choice) lie below
        ``limbo_floor`` and stay until that ability ends."""
        return self.b.limbo[self.b.limbo_floor:]

    def public_cards(self) -> set[str]:
        """Cards both players can see where they lie: the Discard Pile, limbo, face-up Guards,
        covers and play-area cards."""
        b = self.b
        seen = {*b.discard, *b.limbo}
        for p in (0, 1):
            for g in b.guards[p]:
                if g is not None:
                    seen.add(g["cover"])
                    if g["up"]:
                        seen.add(g["card"])
            for item in b.area[p]:
                seen.add(item["card"])
        seen.discard(None)
        return seen

    # ---- events and questions --------------------------------------------------------------
    def emit_and_check_wins(self, kind: str, rule: str, private=None, reveals=False, **public):
        """Record an event, then test the instant-win conditions (``abilities.win_checks``)."""
        event = self.state.emit(kind, rule, private=private, reveals=reveals, **public)
        if self.b.winner is None and self.b.result is None:
            for check in self.in_play.win_checks:
                check(self)
        return event

    def win(self, player: int, reason: str, rule: str, **info):
        """``player`` wins at once (a card's instant win or loss): record it and end the game
        by raising :class:`GameOver`, whatever step is resolving."""
        b = self.b
        b.winner, b.win_reason, b.win_rule = player, reason, rule
        self.emit("instant_win", rule, reveals=True, player=player, reason=reason, **info)
        raise GameOver(reason)

    def ask(self, player: int, actions: Iterable[Action], rule: str, prompt: str, **info):
        """Wait for ``player`` to pick one of ``actions`` (use with ``yield from``)."""
        return (yield Decision({player: list(actions)}, rule, prompt, info))

    def answer(self, rule: str, asker: int, question: str, answer, **info) -> None:
        """A compulsory, truthful answer; public to both players."""
        self.emit("answer", rule, reveals=True, player=asker, question=question,
                  answer=answer, **info)

    # ---- moving cards ----------------------------------------------------------------------
    def draw(self, player: int, rule: str) -> str | None:
        """Draw the top card of the Draw Deck into ``player``'s hand (None when it is empty)."""
        if not self.b.deck:
            return None
        card = self.b.deck.pop(0)
        self.b.hands[player].append(card)
        self.emit("draw", rule, private={player: {"card": card}}, player=player)
        return card

    def above_limbo(self, body):
        """Run the generator ``body`` as a nested play: the cards now in limbo belong to the
        ability around it and stay there (use with ``yield from``)."""
        outer, self.b.limbo_floor = self.b.limbo_floor, len(self.b.limbo)
        result = yield from body
        self.b.limbo_floor = outer
        return result

    def take_from_hand(self, player: int, card: str) -> str:
        self.b.hands[player].remove(card)
        return card

    def to_discard(self, cards: list[str], rule: str) -> None:
        """Put ``cards`` on the Discard Pile in this order (the last one ends on top)."""
        for card in cards:
            self.b.discard.insert(0, card)
            self.b.encrypted_by.pop(card, None)
        if cards:
            self.emit("discard", rule, reveals=True, cards=list(cards))

    def discard_in_order(self, chooser: int, cards: list[str], rule: str,
                         order_rule: str = "classified.assassinate.discard_order"):
        """Discard several cards; ``chooser`` picks their order (rules spec §4 for
        assassinations; ``order_rule`` names the ruling for other cases, e.g. a blocked Deploy).
        Cards wait in limbo (visible to both) until the order is chosen."""
        cards = [c for c in cards if c is not None]
        self.b.limbo += [c for c in cards if c not in self.b.limbo]
        if len(set(cards)) > 1:
            choice = yield from self.ask(chooser, discard_orders(tuple(cards)), order_rule,
                                         "discard_order", cards=cards)
            cards = list(choice.cards)
        for card in cards:
            self.b.limbo.remove(card)
        self.to_discard(cards, rule)

    def peek(self, player: int, count: int, rule: str, pile: str = "deck") -> list[str]:
        """``player`` privately looks at the top ``count`` cards of a pile, which stay put."""
        pile_cards = getattr(self.b, pile)
        seen = pile_cards[:count]
        self.emit("peek", rule, private={player: {"cards": list(seen)}}, player=player,
                  pile=pile, count=len(seen))
        return seen

    def flip_up(self, owner: int, spot: int, rule: str) -> None:
        """Turn a Guard face up for the rest of the game (no effect on a face-up one)."""
        guard = self.b.guards[owner][spot]
        if not guard["up"]:
            guard["up"] = True
            self.emit("flip", rule, reveals=True, player=owner, spot=spot, card=guard["card"])

    def place_guard(self, player: int, card: str, up: bool, rule: str, spot: int | None = None):
        """Put ``card`` into an empty Guard spot of ``player``."""
        spot = self.free_spot(player) if spot is None else spot
        self.b.guards[player][spot] = {"card": card, "up": up, "cover": None}
        self.b.encrypted_by.pop(card, None)
        public = {"card": card} if up else {}
        self.emit("guard", rule, reveals=up, private={player: {"card": card}}, player=player,
                  spot=spot, up=up, **public)
        return spot

    def remove_guard(self, owner: int, spot: int) -> dict:
        guard = self.b.guards[owner][spot]
        self.b.guards[owner][spot] = None
        return guard

    # ---- helpers for effects ----------------------------------------------------------------
    def choose_number(self, player: int, rule: str, prompt: str, numbers=range(1, 10), **info):
        """``player`` names a number (use with ``yield from``)."""
        actions = [Action("number", n=n) for n in numbers]
        return (yield from self.ask(player, actions, rule, prompt, **info)).n

    def choose_card(self, player: int, cards: Iterable[str], rule: str, prompt: str, **info):
        """``player`` picks one card id (use with ``yield from``)."""
        actions = [Action("card", card=c) for c in dict.fromkeys(cards)]
        return (yield from self.ask(player, actions, rule, prompt, **info)).card

    def choose_guard(self, player: int, spots: Iterable[tuple[int, int]], rule: str,
                     prompt: str, **info):
        """``player`` picks a Guard given as (owner, spot) (use with ``yield from``)."""
        actions = [Action("guard_spot", owner=o, spot=s) for o, s in spots]
        choice = yield from self.ask(player, actions, rule, prompt, **info)
        return choice.owner, choice.spot


# The discard orders, made once per set of cards (Action() itself keeps no action with a list
# parameter, and effects ask this again and again); bounded.
@lru_cache(maxsize=4096)
def discard_orders(cards: tuple[str, ...]) -> tuple[Action, ...]:
    """Every order of ``cards`` as a ``discard_order`` Action."""
    return tuple(Action("discard_order", cards=list(p)) for p in permutations(cards))
