"""The abilities card types bring to the game flow, as one table of data: ``Abilities``.

Each card set declares its own table beside its abilities (``effects/citrine.py`` ...:
``ABILITIES``); ``effects.ABILITIES`` joins them, and the game declares the result
(``ClassifiedInformation.abilities``), which ``Table.abilities`` reads. Every entry is keyed by
the type key of the card that brings it (``"C6"``), free actions by their action kind.

- ``deploy[type_key]``: generator ``(table, player, card)`` resolving a Deploy. The card waits in
  ``table.b.limbo`` meanwhile; an ability that puts it somewhere else (a play area, a Guard spot)
  removes it from limbo, otherwise it is discarded afterwards.
- ``can_deploy[type_key]``: ``(table, player, card) -> bool``, the card's play restriction.
- ``play_as_guard``: type keys whose Deploy puts them face down into a Guard spot (G8).
- ``on_guard_killed[type_key]``: generator ``(table, owner, card, attacker, ctx)`` for Guard
  TRIGGERs that fire after a successful, unblocked assassination.

The abilities below act outside the card's own play; a game consults only those of the types
its 18 cards hold (``Abilities.in_play``).

- ``reactions[window]``: :class:`Reaction` objects offered to the non-active player.
- ``start_of_turn[type_key]``: generator ``(table, player)`` run before the draw.
- ``end_of_turn[type_key]``: generator ``(table, player)`` run after the player's Action has
  resolved (not after a skipped turn or a REACT-price turn).
- ``free_actions[kind]``: :class:`FreeAction`, an action a player may take during their turn
  without spending it (offered with the Action).
- ``guard_score[type_key]``: ``(table, player) -> float`` extra Guard count at the end of the game.
- ``win_checks[type_key]``: ``(table) -> None`` instant-win conditions that hold "at any time"
  (Cyber Trap); run after every event, one that holds calls ``table.win(...)``, which ends the
  game.
- ``own_targets[type_key]``: ``(table, player, card) -> [spot]`` the player's own Guard spots
  ``card`` may be Enlisted against as an Assassin (Armored Fedora allows assassinating itself).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, NamedTuple


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


class FreeAction(NamedTuple):
    """A free action brought by cards of type ``card``: ``offer(table, player) -> [Action]``
    lists it, the generator ``resolve(table, player, action)`` carries it out."""

    card: str
    offer: Callable
    resolve: Callable


@dataclass(frozen=True, eq=False)        # eq=False: hashed by identity (a cache key below)
class Abilities:
    """The abilities of some card types (the module docstring says what each field holds).
    Tables are data: built once where the abilities are written, never changed after."""

    deploy: dict[str, Callable] = field(default_factory=dict)
    can_deploy: dict[str, Callable] = field(default_factory=dict)
    play_as_guard: frozenset[str] = frozenset()
    on_guard_killed: dict[str, Callable] = field(default_factory=dict)
    reactions: dict[str, tuple[Reaction, ...]] = field(default_factory=dict)
    start_of_turn: dict[str, Callable] = field(default_factory=dict)
    end_of_turn: dict[str, Callable] = field(default_factory=dict)
    free_actions: dict[str, FreeAction] = field(default_factory=dict)
    guard_score: dict[str, Callable] = field(default_factory=dict)
    win_checks: dict[str, Callable] = field(default_factory=dict)
    own_targets: dict[str, Callable] = field(default_factory=dict)

    def in_play(self, type_keys: frozenset[str]) -> "InPlay":
        """The abilities of these card types (a game's deck list, which never changes during
        the game)."""
        return _in_play(self, type_keys)


def joined(*tables: Abilities) -> Abilities:
    """One table of the abilities of every table, in their order (a key twice is an error)."""
    merged: dict[str, dict] = {name: {} for name in DICT_FIELDS}
    reactions: dict[str, tuple] = {}
    for table in tables:
        for name in DICT_FIELDS:
            entries = getattr(table, name)
            twice = set(merged[name]) & set(entries)
            if twice:
                raise ValueError(f"{name}: {', '.join(sorted(twice))} declared twice")
            merged[name].update(entries)
        for window, offered in table.reactions.items():
            reactions[window] = reactions.get(window, ()) + tuple(offered)
    guards = frozenset().union(*(t.play_as_guard for t in tables))
    return Abilities(play_as_guard=guards, reactions=reactions, **merged)


DICT_FIELDS = ("deploy", "can_deploy", "on_guard_killed", "start_of_turn", "end_of_turn",
               "free_actions", "guard_score", "win_checks", "own_targets")


@dataclass(frozen=True, slots=True)      # slots: read at every decision (faster than a tuple)
class InPlay:
    """The abilities of the card types one game's deck holds, in the order the tables list
    them (a reaction, trigger or free action of a type not in the deck can never apply)."""

    reactions: dict             # window -> tuple of Reactions
    start_of_turn: tuple
    end_of_turn: tuple
    free_offers: tuple          # FreeAction.offer functions
    guard_score: tuple
    win_checks: tuple
    own_targets: tuple


@lru_cache(maxsize=1024)
def _in_play(abilities: Abilities, type_keys: frozenset[str]) -> InPlay:
    def pick(entries: dict) -> tuple:
        return tuple(ability for key, ability in entries.items() if key in type_keys)

    return InPlay(
        reactions={window: tuple(r for r in offered if r.card in type_keys)
                   for window, offered in abilities.reactions.items()},
        start_of_turn=pick(abilities.start_of_turn),
        end_of_turn=pick(abilities.end_of_turn),
        free_offers=tuple(f.offer for f in abilities.free_actions.values()
                          if f.card in type_keys),
        guard_score=pick(abilities.guard_score),
        win_checks=pick(abilities.win_checks),
        own_targets=pick(abilities.own_targets),
    )
