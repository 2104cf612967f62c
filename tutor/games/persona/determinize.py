"""Sampling a full Persona Non Grata state consistent with one player's observation (for
search bots): ``determinize(game, observation, rng) -> State``.

Works at the day's decisions (the simultaneous play and the two-player face-down discard), the
ones where hidden cards matter. The sample rebuilds the position at the start of the day as a
scenario, with every card the viewer cannot see dealt at random among the hidden places
(other hands, their face-down cards, the face-down discards and the deck), then replays the
choices already made today: the viewer's own as observed, the others' sampled among the legal
ones. Hands keep the cards the viewer knows they hold (passed to them, see ``known_hands``).
"""

from __future__ import annotations

from collections import Counter

from tutor.bots.base import DeterminizeError

from .board import all_info_cards
from .cards import ACTION_CARDS, ENCRYPT, is_corporation_card
from .day import play_action
from .knowledge import known_hands

DAY_DECISIONS = ("persona.day.choose", "persona.two.discard")
# ISMCTS iterations per difficulty: a playout is a whole game of some 60 decisions, so fewer
# than the default keep "normal" under a second a decision
SEARCH_ITERATIONS = {"easy": 20, "normal": 60, "hard": 240}


def determinize(game, observation: dict, rng):
    """A State whose ``observe(viewer)`` equals ``observation`` (``knowledge`` aside)."""
    obs, me = observation, observation["viewer"]
    decision = obs.get("decision") or {}
    if obs.get("phase") != "day" or decision.get("rule") not in DAY_DECISIONS or me is None:
        raise DeterminizeError("persona determinizes the day's decisions of a seated player")
    plan = _deal_hidden(obs, me, rng)
    state = game.scenario(_start_of_day_spec(obs, plan), seed=rng.getrandbits(32),
                          options=obs.get("options"))
    _set_discards(state, plan["discards"])
    _set_used_order(state, obs)
    _replay_today(state, obs, me, rng)
    return state


def _visible(obs: dict, me: int) -> set[str]:
    """Every information card the viewer sees somewhere."""
    seen = set(obs["hand"])
    if obs.get("my_choice"):
        seen.add(obs["my_choice"]["info"])
    for seat in obs["seats"]:
        seen.update(seat["play_area"], seat["archive"], seat["spent"])
        if seat["encrypted"] and seat["encrypted"]["card"]:
            seen.add(seat["encrypted"]["card"])
    return {c for c in seen if not is_corporation_card(c)}


def _hidden_slots(obs: dict, me: int) -> dict[int, int]:
    """For each other seat, how many hidden cards it held at the start of the day (its hand,
    and the card it chose face down, once everyone has chosen)."""
    return {q: seat["hand_size"] + seat["has_face_down_choice"]
            for q, seat in enumerate(obs["seats"]) if q != me}


def _deal_hidden(obs: dict, me: int, rng) -> dict:
    """Deal the unseen cards: other hands (known cards first), encrypted cards, discards, deck."""
    seen = _visible(obs, me)
    unseen = [c for c in all_info_cards(obs["companies"]) if c not in seen]
    rng.shuffle(unseen)
    known = known_hands(obs, me)
    slots = _hidden_slots(obs, me)
    pool = [c for c in unseen if not any(c in k for k in known.values())]
    hands = {}
    for q, size in slots.items():
        mine = [c for c in known.get(q, []) if c in unseen]
        rng.shuffle(mine)
        mine = mine[:size]
        hands[q] = mine + [pool.pop() for _ in range(size - len(mine))]
    spare = [c for q in slots for c in known.get(q, []) if c in unseen and c not in hands[q]]
    pool += spare
    rng.shuffle(pool)
    encrypted = {q: pool.pop() for q, seat in enumerate(obs["seats"])
                 if q != me and seat["encrypted"]}
    discards = [pool.pop() for _ in range(obs["discard_size"])]
    if len(pool) < obs["deck_size"]:
        raise DeterminizeError("the observation holds more hidden cards than exist")
    return {"hands": hands, "encrypted": encrypted, "discards": discards,
            "deck": pool[:obs["deck_size"]]}


def _start_of_day_spec(obs: dict, plan: dict) -> dict:
    """The scenario of this day's start, before anybody chose."""
    me, n = obs["viewer"], obs["players"]
    hands, encrypted, actions = [], [], []
    for q, seat in enumerate(obs["seats"]):
        if q == me:
            hand = list(obs["hand"]) + ([obs["my_choice"]["info"]] if obs.get("my_choice") else [])
            enc = seat["encrypted"]["card"] if seat["encrypted"] else None
        else:
            hand, enc = list(plan["hands"][q]), plan["encrypted"].get(q)
        hands.append(hand)
        encrypted.append(enc)
        left = Counter(ACTION_CARDS) - Counter(seat["used_actions"])
        actions.append(sorted(left.elements(), key=ACTION_CARDS.index))
    return {"players": n, "week": obs["week"], "day": obs["day"], "phase": "day",
            "hands": hands, "actions": actions, "encrypted": encrypted,
            "play_areas": [list(s["play_area"]) for s in obs["seats"]],
            "archives": [list(s["archive"]) + list(s["corporation_cards"]) for s in obs["seats"]],
            "keys": dict(obs["keys"]), "stacks": {c: list(s) for c, s in obs["stacks"].items()},
            "deck": list(plan["deck"])}


def _set_discards(state, cards: list[str]) -> None:
    """Face-down discards from earlier days (a scenario starts with none; they are never
    revealed again, only counted)."""
    b = state.board
    b.discards = list(cards)
    b.out = [c for c in b.out if c not in set(cards)]


def _set_used_order(state, obs: dict) -> None:
    """Used action cards in the order they were played (public; a scenario sorts them)."""
    for q, seat in enumerate(obs["seats"]):
        used = list(seat["used_actions"])
        if seat["encrypted"]:
            used.remove(ENCRYPT)             # observe lists it with the encrypted card
        state.board.used[q] = used


def _replay_today(state, obs: dict, me: int, rng) -> None:
    """Make today's choices already made: revealed-to-nobody plays (everyone chose), then the
    choices of the current decision already handed in. The viewer's are as observed, the
    others' sampled among their legal actions."""
    if obs["seats"][me]["has_face_down_choice"]:
        for q in range(obs["players"]):
            state.apply(q, play_action(obs["my_choice"]["info"], obs["my_choice"]["action"])
                        if q == me else _sample(state, q, rng))
    decision = obs["decision"]
    for q in decision["players"]:
        if q not in obs["to_act"]:
            state.apply(q, _own_choice(state, me, decision) if q == me else _sample(state, q, rng))


def _own_choice(state, me: int, decision: dict):
    """The viewer's handed-in choice, as the decision shows it."""
    for action in state.legal_actions(me):
        if str(action) == decision.get("chosen"):
            return action
    raise DeterminizeError("the viewer's handed-in choice is not among the legal actions")


def _sample(state, q: int, rng):
    """A choice for ``q`` uniformly among their legal actions."""
    legal = state.legal_actions(q)
    return legal[rng.randrange(len(legal))]
