"""Hidden states consistent with an observation, for search bots.

``determinize(game, observation, rng)`` keeps every public fact and the viewer's own secrets
and samples the rest: face-down and unused room cards (by floor), the values of every file token
the viewer has not taken, other operatives' items and face-down choices, the item deck, and the
choices others have already made in a pending simultaneous selection. The sampled state's
``observe(viewer)`` equals the observation except ``knowledge`` (what the viewer was told
earlier, which a hand-set position cannot replay).
"""

from __future__ import annotations

from collections import Counter

from .actions import MOVES
from .card_loader import content_named
from .cards import ACTION_KINDS

# ISMCTS tuning (``Game.search``). Iterations per difficulty: each playout stops eight moves on
# and is scored by the evaluation (``evaluation``: who can still get out with how much), so
# "normal" stays well under a second a decision. Settings: how the rules bot guides the search
# (tutor.bots.ismcts.SETTINGS): its four best-scored moves compared on the same sampled states,
# the others moving as it would, short random playouts.
SEARCH = {"iterations": {"easy": 20, "normal": 60, "hard": 240},
          "settings": {"opponents": "rules", "playout": "random", "prior": 0.5, "root": "paired",
                       "candidates": 4, "cutoff": 8}}

COPIED = ("round", "phase", "first", "alarm", "proximity", "last_roll", "npcs_gone",
          "npcs_acted", "specials", "item_discard", "token_supply", "interface_supply",
          "select_slot", "queue", "played", "history", "end", "scores")


def determinize(game, observation: dict, rng):
    """A full state whose ``observe(viewer)`` reproduces ``observation`` (knowledge aside)."""
    obs = observation
    content = content_named(obs["options"]["content"])
    spec = {key: obs[key] for key in COPIED}
    spec.update(players=obs["players"], npcs=obs["npcs"], placed=obs["placed"],
                stack=obs["pending"])
    rooms_spec(spec, obs, content, rng)
    operatives_spec(spec, obs, content, rng)
    files_spec(spec, obs, content, rng)
    state = game.scenario(spec, seed=rng.randrange(2 ** 31), options=obs["options"])
    pending_choices(state, obs, rng)
    return state


def rooms_spec(spec: dict, obs: dict, content, rng) -> None:
    """Revealed rooms as seen; face-down positions dealt from the unseen cards of their floor."""
    layout, unseen = {}, {f: [] for f in (1, 2, "secret")}
    shown = {r["card"] for r in obs["rooms"] if r["revealed"]}
    for room in content.rooms.values():
        if room.id not in shown:
            unseen[room.floor].append(room.id)
    for pile in unseen.values():
        rng.shuffle(pile)
    for r in obs["rooms"]:
        layout[r["room"]] = r["card"] if r["revealed"] else unseen[r["floor"]].pop()
    spec["layout"] = layout
    spec["unused_rooms"] = sorted(c for pile in unseen.values() for c in pile)
    up = [r for r in obs["rooms"] if r["revealed"]]
    spec["revealed"] = [r["room"] for r in up]
    for key in ("locks", "scientists", "interface_tokens"):
        spec[key] = {r["room"]: r[key] for r in up}
    spec["downloads"] = {r["room"]: r["downloads"] for r in up if r["downloads"]}


def resolving_cards(obs: dict) -> dict[int, str]:
    """Operatives whose card is revealed and still resolving: operative -> card."""
    return {t["op"]: t["src"] for t in obs["pending"] if t["do"] == "card_done"}


def operatives_spec(spec: dict, obs: dict, content, rng) -> None:
    """Own operatives as known; others' items and face-down choices sampled from unseen items."""
    mine = {m["operative"]: m for m in obs.get("mine", [])}
    revealed = resolving_cards(obs)
    seen = set(obs["item_discard"]) | {p["card"] for p in obs["placed"]} | set(revealed.values())
    for m in mine.values():
        seen |= set(m["items"]) | ({m["selected"]} if m["selected"] else set())
    pool = [c for c in content.items if c not in seen]
    rng.shuffle(pool)
    operatives = []
    for public in obs["operatives"]:
        op = public["operative"]
        o = {k: public[k] for k in ("card", "owner", "room", "status", "wounded", "delayed",
                                    "specials", "came_from")}
        if op in mine:
            o.update({k: mine[op][k] for k in ("actions", "items", "selected")})
        else:
            o.update(sampled_hand(public, revealed.get(op), pool, rng))
        operatives.append(o)
    spec["operatives"] = operatives
    spec["item_deck"] = pool


def sampled_hand(public: dict, revealed: str | None, pool: list, rng) -> dict:
    """Another operative's hand of ``hand_size`` cards and, if it has chosen, its choice."""
    selected = revealed
    if public["has_selected"] and selected is None:
        kinds = [k for k in ACTION_KINDS if not (public["delayed"] and k in MOVES)]
        options = kinds + (["item"] if pool and public["hand_size"] >= len(ACTION_KINDS) else [])
        selected = rng.choice(options)
        if selected == "item":
            selected = pool.pop()
    actions = [k for k in ACTION_KINDS if k != selected]
    items = [pool.pop() for _ in range(public["hand_size"] - len(actions))]
    return {"actions": actions, "items": items, "selected": selected}


def files_spec(spec: dict, obs: dict, content, rng) -> None:
    """Every file token the viewer has not taken gets a random value from what is left."""
    own = [v for m in obs.get("mine", []) for v in m["files"]]
    rest = list((Counter(content.file_bag()) - Counter(own)).elements())
    rng.shuffle(rest)
    mine = {m["operative"]: m["files"] for m in obs.get("mine", [])}
    for o, public in zip(spec["operatives"], obs["operatives"]):
        o["files"] = list(mine[public["operative"]]) if public["operative"] in mine else \
            [rest.pop() for _ in range(public["files"])]
    spec["room_files"] = {r["room"]: [rest.pop() for _ in range(r["files"])]
                          for r in obs["rooms"] if r["revealed"]}
    spec["box_files"] = [rest.pop() for _ in range(obs["box_files"])]
    spec["reserve"] = rest


def pending_choices(state, obs: dict, rng) -> None:
    """Choices already made in a simultaneous selection: the viewer's own, others' sampled."""
    decision = obs.get("decision")
    if not decision:
        return
    for player in decision["players"]:
        if player in obs["to_act"] or player not in state.to_act:
            continue
        legal = state.legal_actions(player)
        if player == obs["viewer"]:
            action = next(a for a in legal if str(a) == decision["chosen"])
        else:
            action = rng.choice(legal)
        state.apply(player, action)

