"""Sampling a full state that one seat's observation cannot tell apart from the real one.

Everything public is copied from the observation; what the viewer cannot see is drawn at random
from what is still possible: the forger's city from the possible-city set, her checks from the
checks nobody has seen, face-down and stacked discs from the discs not yet revealed, and the
order of every face-down deck. The viewer's knowledge is restored, so ``observe(viewer)`` of the
result equals the observation.
"""

from __future__ import annotations

from collections import Counter

from .board import FORGER, ROLES
from .cards import UPGRADES, default_decks

# ISMCTS tuning (``Game.search``). Iterations per difficulty: each playout stops twenty moves on
# and is scored by the evaluation (cash, identities left, the agent's distance), so "normal"
# stays well under a second a decision. Settings: how the rules bot guides the search
# (tutor.bots.ismcts.SETTINGS): its four best-scored moves compared on the same sampled states,
# the other role moving as it would, short random playouts cut off and scored.
SEARCH = {"iterations": {"easy": 16, "normal": 60, "hard": 240},
          "settings": {"opponents": "rules", "playout": "random", "prior": 0.5, "root": "paired",
                       "candidates": 4, "cutoff": 20}}


def _split(rng, pool: list, sizes: list[int]) -> list[list]:
    """Shuffle ``pool`` and cut it into pieces of the given sizes (the rest is the last)."""
    pool = list(pool)
    rng.shuffle(pool)
    pieces, start = [], 0
    for size in sizes:
        pieces.append(pool[start:start + size])
        start += size
    return pieces + [pool[start:]]


def _discs(obs: dict, role: str, viewer_role: str | None, rng) -> tuple[dict, dict]:
    """(discs zone, {(slot, half): value}) for one role."""
    decks, seen = default_decks(), obs["discs"][role]
    face_down = [(slot, half) for slot, card in enumerate(obs["row"])
                 for half, entry in enumerate(card["discs"])
                 if entry and entry["role"] == role and entry["disc"] is None]
    shown = [entry["disc"] for card in obs["row"] for entry in card["discs"]
             if entry and entry["role"] == role and entry["disc"] is not None]
    known_hand = seen["hand"] if isinstance(seen["hand"], list) else []
    pool = list((Counter(decks.discs) - Counter(seen["used"] + shown + known_hand)).elements())
    hand_size = len(known_hand) if isinstance(seen["hand"], list) else seen["hand"]
    hidden_hand = 0 if isinstance(seen["hand"], list) else hand_size
    down, hand, stack = _split(rng, pool, [len(face_down), hidden_hand])
    zone = {"stack": stack, "hand": known_hand or hand, "used": list(seen["used"])}
    return zone, dict(zip(face_down, down))


def _row(obs: dict, sampled: dict) -> list:
    placed = []
    for slot, card in enumerate(obs["row"]):
        halves = []
        for half, entry in enumerate(card["discs"]):
            if entry is None:
                halves.append(None)
                continue
            disc = entry["disc"] if entry["disc"] is not None else sampled[(slot, half)]
            halves.append({"role": entry["role"], "disc": disc,
                           **({"bonus": entry["bonus"]} if "bonus" in entry else {})})
        placed.append(halves)
    return placed


def _checks(obs: dict, rng) -> dict:
    checks = obs["checks"]
    cashed = [c["check"] for c in checks["cashed"]]
    known = checks["hand"] if checks["hand"] is not None else []
    pool = [c for c in default_decks().checks if c not in cashed and c not in known]
    hidden_hand = 0 if checks["hand"] is not None else checks["hand_count"]
    hand, discard, deck = _split(rng, pool, [hidden_hand, checks["discard"]])
    return {"hand": known or hand, "check_discard": discard, "check_deck": deck}


def spec_for(observation: dict, rng) -> dict:
    """A scenario spec consistent with ``observation``."""
    obs, decks = observation, default_decks()
    viewer_role = obs["role"]
    spec = {key: obs[key] for key in ("round", "initiative", "agenda", "agent_city", "radars",
                                      "barriers", "possible", "clues", "action_discard",
                                      "security", "reinforced", "identities", "captures",
                                      "winner", "win_reason")}
    spec["forger"] = obs["seats"][FORGER]
    spec["row"] = [c["card"] for c in obs["row"]]
    spec["revealed"] = [s for s, c in enumerate(obs["row"]) if c["revealed"]]
    discs, sampled = {}, {}
    for role in ROLES:
        discs[role], down = _discs(obs, role, viewer_role, rng)
        sampled.update(down)
    spec["discs"], spec["placed"] = discs, _row(obs, sampled)
    spec["cashed"] = obs["checks"]["cashed"]
    spec.update(_checks(obs, rng))
    rest = [c for c in decks.actions if c not in spec["row"] and c not in spec["action_discard"]]
    rng.shuffle(rest)
    spec["action_deck"] = rest
    up = obs["upgrades"]
    spec["upgrade_display"], spec["upgrades"], spec["upgrades_gone"] = (
        up["display"], up["held"], up["gone"])
    unseen = [u for u in UPGRADES if u not in up["display"] + up["held"] + up["gone"]]
    rng.shuffle(unseen)
    spec["upgrade_deck"] = unseen
    if viewer_role == FORGER:
        spec["forger_city"], spec["trail"] = obs["forger_city"], obs["trail"]
    elif obs["possible"]:
        city = rng.choice(obs["possible"])
        spec["forger_city"], spec["trail"] = city, [{"round": obs["round"], "cities": [city]}]
    else:
        spec["forger_city"], spec["trail"] = "", []
    if obs["viewer"] is not None:
        spec["knowledge"] = {str(obs["viewer"]): obs["knowledge"]}
    return spec


def determinize(game, observation: dict, rng):
    """A state whose ``observe(viewer)`` equals ``observation``."""
    return game.scenario(spec_for(observation, rng), seed=rng.randrange(2 ** 31),
                         options=observation["options"])


__all__ = ["determinize", "spec_for"]
