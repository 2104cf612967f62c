"""Registries through which each card set plugs its abilities into the game flow.

- ``DEPLOY[type_key]``: generator ``(table, player, card)`` resolving a Deploy. The card waits in
  ``table.b.limbo`` meanwhile; an ability that puts it somewhere else (a play area, a Guard spot)
  removes it from limbo, otherwise it is discarded afterwards.
- ``CAN_DEPLOY[type_key]``: ``(table, player, card) -> bool``, the card's play restriction.
- ``PLAY_AS_GUARD``: type keys whose Deploy puts them face down into a Guard spot (G8).
- ``ON_GUARD_KILLED[type_key]``: generator ``(table, owner, card, attacker, ctx)`` for Guard
  TRIGGERs that fire after a successful, unblocked assassination.

The abilities below act outside the card's own play, so they are keyed by the card type that
brings them: a game consults only those of the types its 18 cards hold (``in_play``).

- ``REACTIONS[window]``: :class:`Reaction` objects offered to the non-active player.
- ``START_OF_TURN[type_key]``: generator ``(table, player)`` run before the draw.
- ``END_OF_TURN[type_key]``: generator ``(table, player)`` run after the player's Action has
  resolved (not after a skipped turn or a REACT-price turn).
- ``FREE_ACTIONS[kind]``: :class:`FreeAction`, an action a player may take during their turn
  without spending it (offered with the Action).
- ``GUARD_SCORE[type_key]``: ``(table, player) -> float`` extra Guard count at the end of the game.
- ``WIN_CHECKS[type_key]``: ``(table) -> None`` instant-win conditions that hold "at any time"
  (Cyber Trap); run after every event, one that holds calls ``table.win(...)``, which ends the
  game.
- ``OWN_TARGETS[type_key]``: ``(table, player, card) -> [spot]`` the player's own Guard spots
  ``card`` may be Enlisted against as an Assassin (Armored Fedora allows assassinating itself).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, NamedTuple

DEPLOY: dict[str, Callable] = {}
CAN_DEPLOY: dict[str, Callable] = {}
PLAY_AS_GUARD: set[str] = set()
ON_GUARD_KILLED: dict[str, Callable] = {}
REACTIONS: dict[str, list] = {}
START_OF_TURN: dict[str, Callable] = {}
END_OF_TURN: dict[str, Callable] = {}
FREE_ACTIONS: dict[str, "FreeAction"] = {}
GUARD_SCORE: dict[str, Callable] = {}
WIN_CHECKS: dict[str, Callable] = {}
OWN_TARGETS: dict[str, Callable] = {}


@dataclass(frozen=True)
class Reaction:
    """Something the non-active player may do in a reaction window, brought by cards of type
    ``card``.

    ``offers(table, player, ctx)`` lists the Actions available to ``player`` now (from hidden
    information: their hand, their face-down Guards). ``possible(table, player, ctx)`` says from
    public information alone whether the reaction could be available, so that asking never leaks
    what the reacting player holds. ``resolve(table, player, action, ctx)`` is a generator that
    carries it out and returns True when it blocked the event.
    """

    name: str
    card: str               # the card type that brings it
    offers: Callable
    possible: Callable
    resolve: Callable
    rule: str = ""          # the card rule a block by this reaction cites


def reaction(window: str, name: str, card: str, rule: str = ""):
    """Decorator-free registration:
    ``reaction(window, name, type_key, rule)(offers, possible, resolve)``."""
    def register(offers, possible, resolve):
        REACTIONS.setdefault(window, []).append(
            Reaction(name, card, offers, possible, resolve, rule))
    return register


class FreeAction(NamedTuple):
    """A free action brought by cards of type ``card``: ``offer(table, player) -> [Action]``
    lists it, the generator ``resolve(table, player, action)`` carries it out."""

    card: str
    offer: Callable
    resolve: Callable


@dataclass(frozen=True, slots=True)      # slots: read at every decision (faster than a tuple)
class InPlay:
    """The registered abilities of the card types one game's deck holds, in registration
    order (a reaction, trigger or free action of a type not in the deck can never apply)."""

    reactions: dict             # window -> tuple of Reactions
    start_of_turn: tuple
    end_of_turn: tuple
    free_offers: tuple          # FreeAction.offer functions
    guard_score: tuple
    win_checks: tuple
    own_targets: tuple


def in_play(type_keys: frozenset[str]) -> InPlay:
    """The abilities of these card types (``Table.hooks``: a game's deck list, which never
    changes during the game)."""
    return _in_play(type_keys, _registered())


def _registered() -> tuple[int, ...]:
    """How many entries each registry holds: part of the cache key, so that an ability
    registered after a game was set up is never missed (registries only ever grow)."""
    return tuple(map(len, (REACTIONS, *REACTIONS.values(), START_OF_TURN, END_OF_TURN,
                           FREE_ACTIONS, GUARD_SCORE, WIN_CHECKS, OWN_TARGETS)))


@lru_cache(maxsize=1024)
def _in_play(type_keys: frozenset[str], registered: tuple[int, ...]) -> InPlay:
    def pick(registry: dict) -> tuple:
        return tuple(hook for key, hook in registry.items() if key in type_keys)

    return InPlay(
        reactions={window: tuple(r for r in reactions if r.card in type_keys)
                   for window, reactions in REACTIONS.items()},
        start_of_turn=pick(START_OF_TURN),
        end_of_turn=pick(END_OF_TURN),
        free_offers=tuple(f.offer for f in FREE_ACTIONS.values() if f.card in type_keys),
        guard_score=pick(GUARD_SCORE),
        win_checks=pick(WIN_CHECKS),
        own_targets=pick(OWN_TARGETS),
    )
