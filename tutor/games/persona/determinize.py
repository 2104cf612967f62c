"""Sampling a full Persona Non Grata state consistent with one player's observation (for
search bots): ``determinize(game, observation, rng) -> State``.

Every card the viewer cannot see is dealt at random among the hidden places (other hands, the
cards others chose face down, their encrypted cards, the face-down discards and the deck),
keeping in each hand the cards the viewer knows it holds (hands pass whole, see
``knowledge.known_hands``). The position is written as a scenario (the day, with the pairs
chosen face down for the two-player discard, or the archive phase resumed at its company) and
the choices already handed in for the open decision are made again: the viewer's as observed,
the others' drawn among their legal actions. The final scoring is not rebuilt (it is public).
"""

from __future__ import annotations

from collections import Counter

from tutor.bots.base import DeterminizeError
from tutor.engine import Action

from .cards import ACTION_CARDS, all_info_cards, is_corporation_card
from .knowledge import known_hands
from .actions import CHOOSE, DISCARD

# ISMCTS tuning (``Game.search``). Iterations per difficulty: each playout stops six moves on
# and is scored by the rules bot's estimate of the points (``evaluation``), so "normal" stays
# under a second a decision. Settings: how the rules bot guides the search
# (tutor.bots.ismcts.SETTINGS): its four best-scored moves compared on the same sampled states,
# opponents moving as it would, short random playouts.
SEARCH = {"iterations": {"easy": 40, "normal": 120, "hard": 480},
          "settings": {"opponents": "rules", "playout": "random", "prior": 0.5, "root": "paired",
                       "candidates": 4, "cutoff": 6}}


def determinize(game, observation: dict, rng):
    """A State whose ``observe(viewer)`` equals ``observation`` (its history record aside)."""
    obs, me = observation, observation.get("viewer")
    if me is None or obs.get("decision") is None or obs["phase"] not in ("day", "archive"):
        raise DeterminizeError("persona determinizes the decisions of a seated player during "
                               "the weeks (the final scoring is public)")
    plan = _deal_hidden(obs, me, rng)
    spec = _day_spec(obs, me, plan) if obs["phase"] == "day" else _archive_spec(obs, plan)
    state = game.scenario(spec, seed=rng.getrandbits(32), options=obs.get("options"))
    _hand_in(state, obs, me, rng)
    return state


def _visible(obs: dict) -> set[str]:
    """Every information card the viewer sees somewhere."""
    seen = set(obs.get("hand") or [])
    for own in (obs.get("my_choice") or {}).get("card"), obs.get("my_discard"):
        if own:
            seen.add(own)
    for seat in obs["seats"]:
        seen.update(seat["play_area"], seat["archive"], seat["spent"])
        if seat["encrypted"] and seat["encrypted"]["card"]:
            seen.add(seat["encrypted"]["card"])
    return {c for c in seen if not is_corporation_card(c)}


def _chose_face_down(obs: dict, q: int) -> bool:
    """The pair ``q`` chose today lies face down (the two-player discard is open)."""
    return obs["phase"] == "day" and obs["seats"][q]["has_face_down_choice"]


def _deal_hidden(obs: dict, me: int, rng) -> dict:
    """Deal the unseen cards: other hands (known cards first), face-down pairs, encrypted
    cards, discards, deck."""
    seen = _visible(obs)
    unseen = [c for c in all_info_cards(obs["companies"]) if c not in seen]
    rng.shuffle(unseen)
    known = known_hands(obs, me)
    others = [q for q in range(obs["players"]) if q != me]
    pool = [c for c in unseen if not any(c in k for k in known.values())]
    hands, spare = {}, []
    for q in others:
        size = obs["seats"][q]["hand_size"] + _chose_face_down(obs, q)
        mine = [c for c in known.get(q, []) if c in unseen]
        rng.shuffle(mine)
        spare += mine[size:]
        hands[q] = mine[:size] + [pool.pop() for _ in range(size - len(mine[:size]))]
    pool += spare
    rng.shuffle(pool)
    chosen = {q: hands[q].pop(rng.randrange(len(hands[q]))) for q in others
              if _chose_face_down(obs, q)}
    encrypted = {q: pool.pop() for q in others if obs["seats"][q]["encrypted"]}
    discards = [pool.pop() for _ in range(obs["discard_size"])]
    if len(pool) < obs["deck_size"]:
        raise DeterminizeError("the observation holds more hidden cards than exist")
    return {"hands": hands, "chosen": chosen, "encrypted": encrypted, "discards": discards,
            "deck": pool[:obs["deck_size"]]}


def _common(obs: dict, plan: dict) -> dict:
    """The spec keys every phase shares."""
    return {"players": obs["players"], "week": obs["week"], "day": obs["day"],
            "phase": obs["phase"], "play_areas": [list(s["play_area"]) for s in obs["seats"]],
            "archives": [list(s["archive"]) + list(s["corporation_cards"]) for s in obs["seats"]],
            "keys": dict(obs["keys"]), "stacks": {c: list(s) for c, s in obs["stacks"].items()},
            "deck": list(plan["deck"]), "discards": list(plan["discards"])}


def _day_spec(obs: dict, me: int, plan: dict) -> dict:
    """The day: hands and action cards in hand, encrypted cards, and the face-down pairs."""
    rule = obs["decision"]["rule"]
    hands, actions, encrypted, chosen = [], [], [], []
    for q, seat in enumerate(obs["seats"]):
        left = Counter(ACTION_CARDS) - Counter(seat["used_actions"])
        if q == me:
            hand = list(obs["hand"])
            if rule == CHOOSE and obs.get("my_choice"):      # handed in, not yet revealed
                hand.append(obs["my_choice"]["card"])
            if rule == DISCARD and obs.get("my_discard"):
                hand.append(obs["my_discard"])
            pair = obs.get("my_choice") if seat["has_face_down_choice"] else None
            enc = seat["encrypted"]["card"] if seat["encrypted"] else None
        else:
            hand, enc = list(plan["hands"][q]), plan["encrypted"].get(q)
            pair = None
            if q in plan["chosen"]:
                kinds = sorted(left.elements(), key=ACTION_CARDS.index)
                pair = {"card": plan["chosen"][q], "action": kinds[len(hand) % len(kinds)]}
        if pair:
            left -= Counter([pair["action"]])
            chosen.append(dict(pair))
        hands.append(hand)
        actions.append(sorted(left.elements(), key=ACTION_CARDS.index))
        encrypted.append(enc)
    spec = {**_common(obs, plan), "hands": hands, "actions": actions, "encrypted": encrypted}
    if rule == DISCARD:
        spec["chosen"] = chosen
    return spec


def _archive_spec(obs: dict, plan: dict) -> dict:
    """The archive phase resumed where it stands (encrypted cards are face up by then)."""
    view = obs["archiving"] or {}
    keys = ("company",) if view.get("first") is None else \
        ("company", "totals", "first", "second", "thieves")
    return {**_common(obs, plan), "encrypted": [None] * obs["players"],
            "archiving": {k: view[k] for k in keys if k in view}}


def _hand_in(state, obs: dict, me: int, rng) -> None:
    """Make again the choices already handed in for the open decision."""
    decision = obs["decision"]
    for q in decision["players"]:
        if q in obs["to_act"] or q not in state.to_act:
            continue
        state.apply(q, _own_choice(obs) if q == me else _sample(state, q, rng))


def _own_choice(obs: dict) -> Action:
    """The viewer's handed-in choice, as observed."""
    if obs["decision"]["rule"] == DISCARD:
        return Action("discard", card=obs["my_discard"])
    return Action(obs["my_choice"]["action"], card=obs["my_choice"]["card"])


def _sample(state, q: int, rng) -> Action:
    """A choice for ``q`` uniformly among their legal actions."""
    legal = state.legal_actions(q)
    return legal[rng.randrange(len(legal))]
