"""Every game's action space as a fixed list, so that each Action has a stable integer index.

OpenSpiel and PettingZoo number actions ``0 .. n-1``. The engine's actions are a kind and
parameters; each game below declares its kinds in a fixed order, each parameter with a domain
read from the game's own data (card ids, cities, roads, rooms, seats, numbers). The space is the
kinds in that order, each kind's parameter values in the order of the product of its domains
(the last parameter varying fastest): the index of an action therefore depends only on the
game's data, the player count and the options that change which cards are in play.

``space(game, players, options)`` is built once per set-up and cached. An action outside the
space is refused with ``ActionSpaceError`` naming the action (the adapters' tests play random
games of every set-up and check every legal action has an index).
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from itertools import permutations, product
from typing import Iterable, Sequence

from tutor.engine import Action


class ActionSpaceError(ValueError):
    """An action or index outside a game's enumerated action space."""


class ActionSpace:
    """A fixed, ordered list of a set-up's actions with their indices."""

    def __init__(self, actions: Iterable[Action]):
        self.actions = tuple(actions)
        self._index = {a: i for i, a in enumerate(self.actions)}
        if len(self._index) != len(self.actions):
            raise ActionSpaceError("an action space lists an action twice")

    def __len__(self) -> int:
        return len(self.actions)

    def index(self, action: Action) -> int:
        """The integer of ``action``."""
        try:
            return self._index[action]
        except KeyError:
            raise ActionSpaceError(f"{action} is outside this game's action space") from None

    def action(self, index: int) -> Action:
        """The Action numbered ``index``."""
        if type(index) is bool or not 0 <= int(index) < len(self.actions):
            raise ActionSpaceError(f"action {index!r} is outside 0..{len(self.actions) - 1}")
        return self.actions[int(index)]


def kind(name: str, **domains: Sequence) -> list[Action]:
    """Every ``name`` action over the product of its parameters' domains, in order."""
    names = list(domains)
    return [Action(name, **dict(zip(names, values)))
            for values in product(*(domains[n] for n in names))]


def sequences(items: Sequence, lengths: Iterable[int]) -> list[list]:
    """Every ordered selection of distinct ``items`` of each of ``lengths``."""
    return [list(p) for n in lengths for p in permutations(items, n)]


# ---- the four games --------------------------------------------------------------------------
def classified(players: int, options: dict) -> list[Action]:
    """Classified Information with one of the fixed decks (one set's 18 cards), no promos."""
    from tutor.games.classified import decks
    from tutor.games.classified.board import GUARD_SPOTS
    from tutor.games.classified.cards import NUMBERS
    from tutor.games.classified.effects.emerald import GUILDS
    from tutor.games.classified.labels import ENDS, MODES, MODES_BY_PROMPT
    if options["deck"] not in decks.FIXED or options["promos"]:
        raise ActionSpaceError(
            f"the adapters enumerate Classified's fixed decks ({', '.join(decks.FIXED)}) without "
            f"promos; deck {options['deck']!r}, promos {options['promos']!r} is not enumerated")
    cards = sorted(decks.build_deck(options, random.Random(0)))     # a fixed deck draws nothing
    seats, spots = range(players), range(GUARD_SPOTS)
    modes = list(dict.fromkeys([*MODES, *(m for ms in MODES_BY_PROMPT.values() for m in ms)]))
    return (kind("pass") + kind("peek_price") + kind("encrypt", card=cards) + kind("enlist_guard", card=cards)
            + kind("deploy", card=cards)
            + kind("enlist_assassin", card=cards, owner=seats, spot=spots)
            + kind("enlist_assassin", card=cards, target=cards)
            + kind("number", n=list(NUMBERS)) + kind("mode", mode=modes)
            + kind("guard_spot", owner=seats, spot=spots) + kind("card", card=cards)
            + kind("react", card=cards) + kind("discard", card=cards)
            + kind("discard_order", cards=sequences(cards, (2, 3)))
            + kind("guild", guild=list(GUILDS)) + kind("end", end=list(ENDS))
            + kind("stash", source=["discard_top", "discard_bottom"])
            + kind("stash", source=["guard"], spot=spots)
            + kind("hiding_swap", place=cards, card=cards) + kind("resilience", spot=spots))


def persona(players: int, options: dict) -> list[Action]:
    """Persona Non Grata: every company's information cards (the removed one varies)."""
    from tutor.games.persona.cards import ACTION_KINDS, ALL_CARDS, is_corporation_card
    cards = sorted(c for c in ALL_CARDS if not is_corporation_card(c))
    seats = range(players)
    actions = kind("skip_steal")
    for name in ACTION_KINDS:
        actions += kind(name, card=cards)
    return (actions + kind("discard", card=cards) + kind("activate", card=cards)
            + kind("steal", card=cards, victim=seats) + kind("give_key", to=seats)
            + kind("rank_tie", first=seats, second=seats))


def rednotice(players: int, options: dict) -> list[Action]:
    """Red Notice: the world map's cities, roads and continents, the decks and the upgrades."""
    from tutor.games.rednotice import cards as components
    from tutor.games.rednotice.worldmap import default_map
    world, decks = default_map(), components.default_decks()
    cities, roads = sorted(world.cities), list(world.roads)
    continents = sorted(world.continents)
    checks, cards = sorted(decks.checks), sorted(decks.actions)
    steps = max([components.half_symbols(h) for halves in decks.actions.values() for h in halves]
                + list(components.IDENTITY_MOVES.values()))
    paths = sorted({walk for city in cities for walk in walks(world, city, steps)},
                   key=lambda p: (len(p), p))
    discs = [v for v in dict.fromkeys(decks.discs)]
    wild = [k for k in components.ACTION_KINDS.values() if k != "wild"]
    return (kind("pass") + kind("decline") + kind("search") + kind("stop")
            + kind("keep_points") + kind("no_reinforce")
            + kind("start", city=cities) + kind("go", city=cities)
            + kind("place", card=cards, disc=discs, half=(0, 1))
            + kind("reinforce", card=cards) + kind("wild", action=wild)
            + kind("move", path=[list(p) for p in paths])
            + kind("radar", continent=continents) + kind("remove_radar", continent=continents)
            + kind("black_radar", continent=continents)
            + kind("barrier", road=roads) + kind("remove_barrier", road=roads)
            + kind("black_barrier", road=roads) + kind("move_barrier", road=roads, to=roads)
            + kind("discard", check=checks) + kind("cash", check=checks)
            + kind("give_upgrade", upgrade=list(components.UPGRADES))
            + kind("discard_upgrade", upgrade=list(components.UPGRADES))
            + kind("identity", tile=list(components.IDENTITIES)))


def walks(world, city: str, steps: int) -> list[tuple]:
    """Every walk of 0..``steps`` roads from ``city`` as the cities after it (a move's path)."""
    found = [()]
    if steps:
        for neighbour, _, _ in world.exits[city]:
            found += [(neighbour, *rest) for rest in walks(world, neighbour, steps - 1)]
    return found


def infiltration(players: int, options: dict) -> list[Action]:
    """Infiltration: the content set's action cards, items, NPCs and the facility's rooms."""
    from tutor.games.infiltration.card_loader import content_named
    from tutor.games.infiltration.board import operatives_of
    from tutor.games.infiltration.facility import OUTSIDE, ROOMS
    content = content_named(options["content"])
    cards = list(content.actions) + list(content.items)
    seats = range(operatives_of(players))
    return (kind("stop") + kind("select", card=cards, operative=seats)
            + kind("option", n=range(_most_options(content)))
            + kind("move_to", room=[*ROOMS, OUTSIDE]) + kind("target", operative=seats)
            + kind("npc", npc=list(content.npcs)))


def _most_options(content) -> int:
    """The most options any "choose" effect of the content set offers."""
    most = 0

    def walk(value):
        nonlocal most
        if isinstance(value, dict):
            if value.get("do") == "choose":
                most = max(most, len(value.get("options", ())))
            for inner in value.values():
                walk(inner)
        elif isinstance(value, (list, tuple)):
            for inner in value:
                walk(inner)
        elif hasattr(value, "__dataclass_fields__"):
            walk([getattr(value, f) for f in value.__dataclass_fields__])

    for table in (content.rooms, content.items, content.specials, content.npcs, content.actions):
        walk(list(table.values()))
    return most


BUILDERS = {"classified": classified, "persona": persona, "rednotice": rednotice,
            "infiltration": infiltration}


@lru_cache(maxsize=64)
def _space(name: str, players: int, options: str) -> ActionSpace:
    """The space of one set-up (``options`` as JSON text: a hashable cache key)."""
    return ActionSpace(BUILDERS[name](players, json.loads(options)))


def space(game, players: int, options: dict | None = None) -> ActionSpace:
    """The action space of ``game`` (a name or a Game) for a set-up (cached)."""
    from tutor import games
    game = games.load(game) if isinstance(game, str) else game
    if game.name not in BUILDERS:
        raise ActionSpaceError(f"no action space is declared for {game.name!r}")
    options = game.validate_options(options)
    return _space(game.name, game.check_players(players), json.dumps(options, sort_keys=True))
