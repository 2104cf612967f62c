"""Registries through which each card set plugs its abilities into the game flow.

- ``DEPLOY[type_key]``: generator ``(table, player, card)`` resolving a Deploy. The card waits in
  ``table.b.limbo`` meanwhile; an ability that puts it somewhere else (a play area, a Guard spot)
  removes it from limbo, otherwise it is discarded afterwards.
- ``CAN_DEPLOY[type_key]``: ``(table, player, card) -> bool``, the card's play restriction.
- ``PLAY_AS_GUARD``: type keys whose Deploy puts them face down into a Guard spot (G8).
- ``REACTIONS[window]``: :class:`Reaction` objects offered to the non-active player.
- ``ON_GUARD_KILLED[type_key]``: generator ``(table, owner, card, attacker, ctx)`` for Guard
  TRIGGERs that fire after a successful, unblocked assassination.
- ``START_OF_TURN``: generators ``(table, player)`` run before the draw.
- ``END_OF_TURN``: generators ``(table, player)`` run after the player's Action has resolved
  (not after a skipped turn or a REACT-price turn).
- ``FREE_ACTIONS[kind]``: ``(offer(table, player) -> [Action], resolve generator)`` for actions a
  player may take during their turn without spending it (they are offered with the Action).
- ``GUARD_SCORE``: ``(table, player) -> float`` extra Guard count at the end of the game.
- ``WIN_CHECKS``: ``(table) -> None`` instant-win conditions that hold "at any time" (Cyber
  Trap); run after every event, one that holds calls ``table.win(...)``, which ends the game.
- ``OWN_TARGETS``: ``(table, player, card) -> [spot]`` the player's own Guard spots ``card`` may
  be Enlisted against as an Assassin (Armored Fedora allows assassinating itself).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

DEPLOY: dict[str, Callable] = {}
CAN_DEPLOY: dict[str, Callable] = {}
PLAY_AS_GUARD: set[str] = set()
REACTIONS: dict[str, list] = {}
ON_GUARD_KILLED: dict[str, Callable] = {}
START_OF_TURN: list[Callable] = []
END_OF_TURN: list[Callable] = []
FREE_ACTIONS: dict[str, tuple[Callable, Callable]] = {}
GUARD_SCORE: list[Callable] = []
WIN_CHECKS: list[Callable] = []
OWN_TARGETS: list[Callable] = []


@dataclass(frozen=True)
class Reaction:
    """Something the non-active player may do in a reaction window.

    ``offers(table, player, ctx)`` lists the Actions available to ``player`` now (from hidden
    information: their hand, their face-down Guards). ``possible(table, player, ctx)`` says from
    public information alone whether the reaction could be available, so that asking never leaks
    what the reacting player holds. ``resolve(table, player, action, ctx)`` is a generator that
    carries it out and returns True when it blocked the event.
    """

    name: str
    offers: Callable
    possible: Callable
    resolve: Callable
    rule: str = ""          # the card rule a block by this reaction cites


def reaction(window: str, name: str, rule: str = ""):
    """Decorator-free registration: ``reaction(window, name, rule)(offers, possible, resolve)``."""
    def register(offers, possible, resolve):
        REACTIONS.setdefault(window, []).append(Reaction(name, offers, possible, resolve, rule))
    return register
