"""Hand-set positions: ``GAME.scenario(spec)`` and ``state.to_scenario()``.

A spec holds any of the board's fields (see ``board.Board``); every key is optional, and what
is left out comes from a fresh deal with the scenario's seed. ``to_scenario()`` gives every field
plus ``knowledge``, so the rebuilt position is the same. Keys::

    {"players": 2,                        # always 2
     "forger": 0,                         # the forger's seat
     "round": 2, "initiative": "agent",   # "forger" | "agent"
     "agent_city": "new_york", "forger_city": "paris",
     "trail": [{"round": 1, "cities": ["london", "paris"]}],   # her secret route so far
     "possible": ["paris", "london"],     # the public deduction; default: every city
     "clues": [{"round": 1, "kind": "search", "city": "madrid"}],
     "radars": {"EU": "white"}, "barriers": {"london~paris": "black"},
     "row": ["A01", "A02", "A03", "A04"], # the round's action cards
     "placed": [[{"role": "forger", "disc": 4}, null], [null, null], ...],
     "revealed": [0],                     # slots whose discs are face up
     "discs": {"forger": {"stack": [...], "hand": [...], "used": [...]}, "agent": {...}},
     "action_deck": [...], "action_discard": [...],
     "check_deck": [...], "check_discard": [...], "hand": ["EU-100-1"],
     "cashed": [{"check": "NA-200-1", "city": "chicago"}],
     "security": 2,
     "upgrade_deck": [...], "upgrade_display": ["tracking", "blockade"],
     "upgrades": ["next_gen_radar"], "upgrades_gone": [],
     "reinforced": false,
     "identities": [{"id": "pilot", "flipped": true}, {"id": "journalist", "flipped": false}],
     "captures": 1, "winner": null, "win_reason": null,
     "agenda": [{"do": "round"}],         # the tasks still to run (default: worked out)
     "knowledge": {"0": [...], "1": [...]}}   # what each seat was told before (restored)

Decks left out are the cards not placed anywhere else, shuffled; a spec that places a card in
two zones, leaves one out while giving the deck, or names an unknown city, road, continent,
card, disc, upgrade, identity or task raises ScenarioError naming the key. So does a value of
another type than the example's, and a position play cannot reach, naming the rule too: three
captures or $1,000,000 cashed while ``winner`` is null, no ``forger_city`` after the set-up,
an empty agenda in a game nobody has won, a slot revealed twice.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from tutor.engine import ScenarioError
from tutor.games.spec_values import ANY, Table, check_plain, check_shape, shape_problem

from .actions import barrier_count
from .board import (AGENT, BLACK, CAPTURES_TO_WIN, FORGER, FORGER_TARGET, MAX_BARRIERS,
                    RADAR_TOKENS, ROLES, WHITE, Board, task)
from .cards import IDENTITIES, UPGRADES, default_decks
from .flow import STEPS, round_agenda
from .setup import INITIAL_KEEP, deal
from .worldmap import default_map

FIELDS = {f.name for f in dataclasses.fields(Board)}
KEYS = FIELDS | {"players", "knowledge"}
DISC = (int, str)
DISCS = {"stack": [DISC], "hand": [DISC], "used": [DISC]}
SHAPES = {                  # key -> shape of its value (tutor.games.spec_values)
    "players": int, "forger": int, "round": int, "initiative": str, "agenda": [Table(str, ANY)],
    "agent_city": str, "forger_city": str, "trail": [{"round": int, "cities": [str]}],
    "radars": Table(str, str), "barriers": Table(str, str), "possible": [str],
    "clues": [Table(str, ANY)], "action_deck": [str], "action_discard": [str], "row": [str],
    "placed": [[(None, {"role": str, "disc": DISC, "?bonus": int})]], "revealed": [int],
    "discs": {"forger": DISCS, "agent": DISCS}, "check_deck": [str], "check_discard": [str],
    "hand": [str], "cashed": [{"check": str, "city": str}], "security": int,
    "upgrade_deck": [str], "upgrade_display": [str], "upgrades": [str], "upgrades_gone": [str],
    "reinforced": bool, "identities": [{"id": str, "flipped": bool}], "captures": int,
    "winner": (None, str), "win_reason": (None, str),
    "knowledge": Table(str, [Table(str, ANY)])}
CLUES = {                   # clue kind -> its keys besides round and kind
    "start": {"distance": int, "from": str}, "search": {"city": str},
    "capture": {"city": str}, "cash": {"city": str, "check": str},
    "report": {"steps": int, "mode": str, "reports": [Table(str, ANY)]}}


def _fail(key: str, message: str) -> None:
    raise ScenarioError(f"scenario key {key!r}: {message}")


def to_scenario(state) -> dict:
    """Every board field plus each seat's knowledge."""
    spec = dataclasses.asdict(state.board)
    spec["players"] = 2
    spec["knowledge"] = {str(p): state.observe(p)["knowledge"] for p in range(2)}
    return spec


def setup_scenario(state, spec: dict) -> None:
    """Deal a fresh table, lay the spec over it, fill the decks, check everything."""
    unknown = set(spec) - KEYS
    if unknown:
        raise ScenarioError(f"unknown scenario keys {sorted(unknown)}; valid keys: {sorted(KEYS)}")
    check_plain(spec)
    for key, value in spec.items():
        check_shape(key, value, SHAPES[key])
    if spec.get("players", 2) != 2:
        _fail("players", "Red Notice is played by exactly 2")
    b = state.board
    deal(state)
    for key in FIELDS & set(spec):
        setattr(b, key, spec[key])
    _check_places(state)
    _check_clues(b)
    _fill_decks(state, spec)
    _fill_defaults(b, spec)
    _check_tasks(b)
    _check_progress(b)
    _restore_knowledge(state, spec.get("knowledge", {}))


def _check_places(state) -> None:
    b, world = state.board, default_map()
    cities, continents = set(world.cities), set(world.continents)
    if b.forger not in (0, 1):
        _fail("forger", "the forger's seat is 0 or 1")
    if b.initiative not in ROLES:
        _fail("initiative", f"must be one of {list(ROLES)}")
    if b.agent_city not in cities:
        _fail("agent_city", f"{b.agent_city!r} is not a city")
    if b.forger_city and b.forger_city not in cities:
        _fail("forger_city", f"{b.forger_city!r} is not a city")
    if not set(b.possible) <= cities:
        _fail("possible", "lists an unknown city")
    for entry in b.trail:
        if not isinstance(entry, dict) or not set(entry.get("cities", [None])) <= cities:
            _fail("trail", "entries are {round, cities} with known cities")
    for continent, colour in b.radars.items():
        if continent not in continents or colour not in (WHITE, BLACK):
            _fail("radars", f"{continent!r}: {colour!r} (continents {sorted(continents)})")
    roads = set(world.roads)
    for road, colour in b.barriers.items():
        if road not in roads or colour not in (WHITE, BLACK):
            _fail("barriers", f"{road!r}: {colour!r} (roads look like {world.roads[0]!r})")
    if barrier_count(state) > MAX_BARRIERS:
        counted = "" if state.options["black_barriers_count"] else " white"
        _fail("barriers", f"at most {MAX_BARRIERS}{counted} barriers are on the map")
    if not 0 <= b.security <= 4:
        _fail("security", "the track runs from 0 to 4 [rule rednotice.security.track]")
    if len(b.radars) > RADAR_TOKENS:
        _fail("radars", f"there are {RADAR_TOKENS} radar tokens [rule rednotice.security.radar]")
    if b.round < 0:
        _fail("round", "rounds count from 0 (before the first) [rule rednotice.round.flow]")
    for key in ("revealed", "possible"):
        items = [repr(v) for v in getattr(b, key)]
        if len(set(items)) != len(items):
            _fail(key, "lists an entry twice")
    ids = [i.get("id") if isinstance(i, dict) else None for i in b.identities]
    if len(ids) != 2 or len(set(ids)) != 2 or not set(ids) <= set(IDENTITIES):
        _fail("identities", f"two different tiles from {list(IDENTITIES)}")
    if b.winner not in (None, FORGER, AGENT):
        _fail("winner", "null, 'forger' or 'agent'")
    _check_row(b)
    _check_cashed(b, cities)


def _check_cashed(b, cities) -> None:
    """Cashed checks name cities; a game nobody has won has fewer than three captures and
    less than $1,000,000 cashed (either ends it at once)."""
    if any(c["city"] not in cities for c in b.cashed):
        _fail("cashed", "each entry is {check, city} with a known city")
    if not 0 <= b.captures <= CAPTURES_TO_WIN:
        _fail("captures", f"0 to {CAPTURES_TO_WIN} [rule rednotice.capture.third]")
    if b.winner is None and b.captures == CAPTURES_TO_WIN:
        _fail("captures", "the agent's third capture ends the game: set winner to 'agent' "
                          "[rule rednotice.capture.third]")
    checks = default_decks().checks
    total = sum(checks[c["check"]]["value"] for c in b.cashed if c["check"] in checks)
    if b.winner is None and total >= FORGER_TARGET:
        _fail("cashed", f"${total:,} cashed ends the game: set winner to 'forger' "
                        f"[rule rednotice.goal.forger]")


def _check_clues(b) -> None:
    """Each public clue has its kind's keys, a round so far and known cities and checks."""
    cities, checks = default_map().cities, default_decks().checks
    for i, clue in enumerate(b.clues):
        keys = CLUES.get(clue.get("kind")) if isinstance(clue.get("kind"), str) else None
        shape = keys and {"round": int, "kind": str, **keys}
        problem = shape_problem(clue, shape, "") if shape else "an unknown kind"
        if problem or not 0 <= clue["round"] <= b.round \
                or any(clue.get(k, "new_york") not in cities for k in ("city", "from")) \
                or clue.get("check", "NA-100-1") not in checks:
            _fail("clues", f"entry {i}: {{round, kind, ...}} with a kind from {sorted(CLUES)}, "
                           f"a round up to the current one and known cities and checks "
                           f"({problem or 'an unknown city, check or round'})")


def _check_row(b) -> None:
    actions = default_decks().actions
    if any(card not in actions for card in b.row):
        _fail("row", "names an unknown action card")
    if len(b.placed) != len(b.row):
        b.placed = [[None, None] for _ in b.row] if not b.placed else b.placed
    if len(b.placed) != len(b.row) or any(
            not isinstance(h, list) or len(h) != 2 for h in b.placed):
        _fail("placed", "one [half 0, half 1] pair per card in the row")
    for halves in b.placed:
        roles = [h.get("role") for h in halves if h]
        if len(roles) != len(set(roles)) or not set(roles) <= set(ROLES):
            _fail("placed", "a player never holds both halves of one card")
    if not set(b.revealed) <= set(range(len(b.row))):
        _fail("revealed", "slots are 0 to the number of cards in the row")


def _fill_decks(state, spec: dict) -> None:
    b, decks = state.board, default_decks()
    _drop_dealt(b, spec, ("check_discard", "hand"),
                [c.get("check") for c in b.cashed] if "cashed" in spec else [])
    _drop_dealt(b, spec, ("action_discard", "row"), [])
    _drop_dealt(b, spec, ("upgrade_display", "upgrades", "upgrades_gone"), [])
    _conserve(state, spec, "check_deck", "check_discard", decks.checks,
              lambda: b.check_discard + b.hand + [c.get("check") for c in b.cashed])
    _conserve(state, spec, "action_deck", "action_discard", decks.actions,
              lambda: b.action_discard + b.row)
    _conserve(state, spec, "upgrade_deck", "upgrades_gone", UPGRADES,
              lambda: b.upgrade_display + b.upgrades + b.upgrades_gone)
    for role in ROLES:
        discs = b.discs.get(role)
        if not isinstance(discs, dict) or set(discs) != {"stack", "hand", "used"}:
            _fail("discs", f"{role}: a dict of stack, hand and used")
        on_cards = [h["disc"] for halves in b.placed for h in halves if h and h["role"] == role]
        held = discs["hand"] + discs["used"] + on_cards
        if "discs" not in spec:
            discs["stack"] = list((Counter(decks.discs) - Counter(held)).elements())
            state.rng.shuffle(discs["stack"])
            if b.row and len(discs["hand"]) + len(on_cards) < 3:
                need = 3 - len(on_cards) - len(discs["hand"])
                discs["hand"] += discs["stack"][:need]
                discs["stack"] = discs["stack"][need:]
        every = discs["stack"] + discs["hand"] + discs["used"] + on_cards
        if Counter(every) != Counter(decks.discs):
            _fail("discs", f"{role}'s stack, hand, used and placed discs must be "
                           f"{list(decks.discs)}")


def _drop_dealt(b, spec: dict, zones: tuple, also: list) -> None:
    """Zones left to the fresh deal give up the cards the spec puts elsewhere."""
    placed = set(also).union(*(spec[z] for z in zones if z in spec and isinstance(spec[z], list)))
    for zone in zones:
        if zone not in spec:
            setattr(b, zone, [c for c in getattr(b, zone) if c not in placed])


def _conserve(state, spec: dict, deck_key: str, spare_key: str, every, placed) -> None:
    """Every card of a family in exactly one zone. A missing deck is the cards placed nowhere,
    shuffled; with the deck given, the cards placed nowhere go to ``spare_key`` (the discards
    or the removed upgrades) unless that is given too."""
    b = state.board
    if any(c not in every for c in placed()):
        _fail(deck_key, f"a zone names an unknown card (cards look like {next(iter(every))!r})")
    if deck_key not in spec:
        rest = [c for c in every if c not in placed()]
        state.rng.shuffle(rest)
        setattr(b, deck_key, rest)
    elif spare_key not in spec:
        known = set(placed()) | set(getattr(b, deck_key))
        setattr(b, spare_key, [c for c in getattr(b, spare_key) if c in known]
                + [c for c in every if c not in known])
    cards = getattr(b, deck_key) + placed()
    if sorted(cards) != sorted(every):
        dupes = sorted(c for c, n in Counter(cards).items() if n > 1)
        _fail(deck_key, f"every card must be in exactly one zone (twice: {dupes}, missing: "
                        f"{sorted(set(every) - set(cards))})")


def _fill_defaults(b, spec: dict) -> None:
    if b.forger_city:
        if "possible" not in spec:
            b.possible = list(default_map().cities)
        if "trail" not in spec:
            b.trail = [{"round": b.round, "cities": [b.forger_city]}]
        if b.forger_city not in b.possible:
            _fail("possible", "must contain the forger's city (it is what the agent can deduce)")
    if "agenda" not in spec:
        b.agenda = default_agenda(b)


def default_agenda(b) -> list[dict]:
    """What comes next in a hand-set position that does not say."""
    if b.winner:
        return []
    if not b.forger_city:
        keep = [task("keep_checks")] if len(b.hand) > INITIAL_KEEP else []
        return keep + [task("start_city"), task("round")]
    if not b.row:
        return [task("round")]
    tasks = round_agenda(b.initiative, len(b.row))          # the round as a new one runs it
    placed = sum(1 for h in b.placed for e in h if e and e["role"] in ROLES)
    places = [t for t in tasks if t["do"] == "place"][placed:]
    reveals = [t for t in tasks if t["do"] == "reveal" and t["slot"] not in b.revealed]
    return [*places, *reveals, tasks[-1]]


TASK_PARAMS = {      # task kind -> {parameter: check}
    "act": {"role": lambda v: v in ROLES, "code": lambda v: v in HALF_CODES},
    "place": {"role": lambda v: v in ROLES},
    "wild": {"role": lambda v: v in ROLES, "second": lambda v: type(v) is bool},
    "reveal": {"slot": "slot"}, "settle": {"slot": "slot"}, "reinforce": {"slot": "slot"},
    "forger_move": {"steps": lambda v: type(v) is int and 0 <= v <= 3,
                    "mode": lambda v: v in ("normal", "journalist")},
    "agent_step": {"left": lambda v: type(v) is int and 0 <= v <= 3},
    "secure": {"left": lambda v: type(v) is int and 0 <= v <= 2},
    "place_radars": {"left": lambda v: type(v) is int and 0 <= v <= 4},
    "blockade": {"left": lambda v: type(v) is int and 0 <= v <= 3},
    "draw_checks": {"count": lambda v: type(v) is int and 0 <= v <= 2},
    "gain_security": {"count": lambda v: type(v) is int and 0 <= v <= 2},
    "capture": {"city": lambda v: v in default_map().cities},
}
HALF_CODES = ("C1", "C2", "B", "S1", "S2", "M1", "M2", "W")


def _check_tasks(b) -> None:
    for t in b.agenda:
        if not isinstance(t.get("do"), str) or t["do"] not in STEPS:
            _fail("agenda", f"{t!r} is not a task (known: {sorted(STEPS)})"[:300])
    dos = [t["do"] for t in b.agenda]
    if dos.count("end_round") + dos.count("round") > 1:
        _fail("agenda", "one round at a time: at most one 'round' or 'end_round' task "
                        "[rule rednotice.round.flow]")
    reveals = [t.get("slot") for t in b.agenda if t["do"] == "reveal"]
    if len(set(map(repr, reveals))) != len(reveals) or \
            {s for s in reveals if type(s) is int} & set(b.revealed):
        _fail("agenda", "each slot's discs are revealed once [rule rednotice.resolve.reveal]")
    for t in b.agenda:
        for name, ok in TASK_PARAMS.get(t["do"], {}).items():
            value = t.get(name)
            good = type(value) is int and 0 <= value < len(b.row) if ok == "slot" else ok(value)
            if not good:
                _fail("agenda", f"task {t['do']!r} has a bad or missing {name!r}: {value!r}")


def _check_progress(b) -> None:
    """Her city is chosen before the first round, and the rounds go on until someone wins."""
    if not b.forger_city and (b.round or "start_city" not in [t["do"] for t in b.agenda]):
        _fail("forger_city", "she chooses her city before the first round; only a position "
                             "before that leaves it out [rule rednotice.setup.forger_start]")
    if not b.agenda and b.winner is None:
        _fail("agenda", "empty while nobody has won: the rounds go on until someone wins "
                        "[rule rednotice.round.flow]")
    steps = [t["do"] for t in b.agenda if t["do"] in ROUND_STEPS]
    if steps != sorted(steps, key=ROUND_STEPS.index) or steps.count("end_round") > 1:
        _fail("agenda", "a round places every disc, then reveals, then ends "
                        "[rule rednotice.round.flow]")
    for role in ROLES:
        places = sum(1 for t in b.agenda if t["do"] == "place" and t["role"] == role)
        free = sum(1 for halves in b.placed if None in halves
                   and role not in [h["role"] for h in halves if h])
        if places > min(len(b.discs[role]["hand"]), free):
            _fail("agenda", f"{places} placements for the {role}, who has "
                            f"{len(b.discs[role]['hand'])} discs in hand and {free} cards to "
                            "place them on [rule rednotice.program.place]")


ROUND_STEPS = ("place", "reveal", "end_round")


def _restore_knowledge(state, knowledge) -> None:
    """Replay what each seat was told before the position, so their observations match."""
    if not isinstance(knowledge, dict):
        _fail("knowledge", "a dict from seat to a list of entries")
    for seat, entries in knowledge.items():
        if str(seat) not in ("0", "1") or not isinstance(entries, list):
            _fail("knowledge", "keys are the seats '0' and '1', values lists of entries")
        for entry in entries:
            if not isinstance(entry, dict) or not {"step", "kind", "rule"} <= set(entry) \
                    or type(entry["step"]) is not int or not isinstance(entry["rule"], str) \
                    or entry["rule"] not in state.game.catalogue:
                _fail("knowledge", "each entry has step (a number), kind and rule (a rule of "
                                   "the catalogue)")
            state.emit("recalled", entry["rule"], recalled=True,
                       private={int(seat): dict(entry)})
