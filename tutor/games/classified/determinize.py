"""Sampling a full Classified Information state consistent with one player's observation (for
search bots): ``determinize(game, observation, rng) -> State``.

Works at the decision that matters most, the Action of the player whose turn it is. Every
card of the public deck list the viewer cannot see is dealt at random among the hidden places
(the opponent's hand, Suitcase, face-down Guards and hidden tucked cards, the encrypted cards
the viewer did not encrypt, the Draw Deck), restricted by what the viewer has learned about
the opponent's Suitcase (``deduction.suitcase_numbers``); the position is rebuilt as a scenario
after the draw.
"""

from __future__ import annotations

from tutor.bots.base import DeterminizeError

from .cards import number
from .deduction import suitcase_numbers, visible_cards
from .flow import RULE_ACTION

SUPPORTED = RULE_ACTION                  # the one decision a sample is rebuilt at
# the search bot's tuning (``Game.search``, read by ``tutor.bots.ismcts``)
SEARCH = {
    # ISMCTS iterations per difficulty ("normal" within a second a decision on a shared 2-core
    # box)
    "iterations": {"easy": 30, "normal": 120, "hard": 400},
    # how the rules bot guides the search (tutor.bots.ismcts.SETTINGS): its three best-scored
    # moves compared on the same sampled states, both players then moving as it would; no
    # cutoff: the playouts run to the end (cut after 4 moves and scored by ``evaluation``, the
    # easy search won 51.5 of 102 games against itself uncut: no measurable gain)
    "settings": {"opponents": "rules", "playout": "rules", "epsilon": 0.0, "prior": 1.0,
                 "root": "paired", "candidates": 3},
    # a sampled position is rebuilt as a scenario, which has no past: the search shows the rules
    # bot inside it the answers given so far (public) and what the bot itself was shown
    "history": {"public": ("answers",), "own": ("knowledge",)},
}


def determinize(game, observation: dict, rng):
    """A State whose ``observe(viewer)`` equals ``observation`` (``knowledge`` aside)."""
    obs, me = observation, observation.get("viewer")
    decision = obs.get("decision") or {}
    if me is None or decision.get("rule") != SUPPORTED or obs["current"] != me or obs["over"]:
        raise DeterminizeError("classified determinizes the Action of the player whose turn it is")
    if obs["limbo"]:
        raise DeterminizeError("cards wait in limbo: an ability is still resolving")
    hidden = _hidden_cards(obs, me)
    spec = _spec(obs, me, _deal(obs, me, hidden, rng), rng)
    state = game.scenario(spec, seed=rng.getrandbits(32), options=obs.get("options"))
    return state


def _hidden_cards(obs: dict, me: int) -> list[str]:
    """The cards the viewer cannot see, in deck-list order."""
    seen = set(visible_cards(obs, me))
    return [c for c in obs["deck_list"] if c not in seen]


def _deal(obs: dict, me: int, hidden: list[str], rng) -> dict:
    """Shuffle the hidden cards into the hidden places; the opponent's Suitcase is drawn first
    among the cards whose number the viewer has not ruled out."""
    opp = obs["players"][1 - me]
    slots = {"hand": opp["hand_size"] if opp["hand"] is None else 0,
             "guards": sum(1 for g in opp["guards"] if g and g["card"] is None),
             "tucked": sum(1 for i in opp["area"] if i.get("tucked") == "hidden"),
             "encrypted": obs["encrypted_size"] - len(obs["encrypted_mine"]),
             "deck": obs["deck_size"]}
    need = sum(slots.values()) + (opp["suitcase"] is None)
    if need != len(hidden):
        raise DeterminizeError(f"{need} hidden places but {len(hidden)} unseen cards")
    cards = list(hidden)
    rng.shuffle(cards)
    suitcase = opp["suitcase"]
    if suitcase is None:
        suitcase = _pick_suitcase(obs, me, cards, rng)
        cards.remove(suitcase)
    dealt = {"suitcase": suitcase}
    for zone, count in slots.items():
        dealt[zone], cards = cards[:count], cards[count:]
    return dealt


def _pick_suitcase(obs: dict, me: int, cards: list[str], rng) -> str:
    """A hidden card whose number the viewer still thinks possible (any, if none is left)."""
    possible = suitcase_numbers(obs, me)
    fitting = [c for c in cards if number(c) in possible] or cards
    return fitting[rng.randrange(len(fitting))]


def _guards(obs: dict, p: int, dealt: list[str]) -> list:
    """Guard spots as a scenario lists them, face-down opponent Guards filled from ``dealt``."""
    row = []
    for guard in obs["players"][p]["guards"]:
        if guard is None:
            row.append(None)
            continue
        card = guard["card"] if guard["card"] is not None else dealt.pop()
        spot = {"card": card, "up": guard["up"], "cover": guard["cover"]}
        if guard.get("tower"):
            spot["tower"] = guard["tower"]
        row.append(spot)
    return row


def _area(obs: dict, p: int, dealt: list[str], rng) -> list[dict]:
    """Play-area items, hidden tucked cards filled from ``dealt`` and unknown secrets sampled
    (a secret is a number the owner chose)."""
    items = []
    for item in obs["players"][p]["area"]:
        item = dict(item)
        if item.get("tucked") == "hidden":
            item["tucked"] = dealt.pop()
        if "secret" not in item:
            item["secret"] = rng.randint(1, 9) if item.get("face_down") else None
        if item["secret"] is None:
            item.pop("secret")
        items.append(item)
    return items


def _encrypted(obs: dict, dealt: list[str], rng) -> list[str]:
    """The encrypted pile: the viewer's own cards keep their order among the others."""
    pile = list(dealt)
    size = obs["encrypted_size"]
    spots = sorted(rng.sample(range(size), len(obs["encrypted_mine"])))
    for spot, card in zip(spots, obs["encrypted_mine"]):
        pile.insert(spot, card)
    return pile


def _spec(obs: dict, me: int, dealt: dict, rng) -> dict:
    """The scenario of the position after the draw, with the dealt hidden cards."""
    opp = 1 - me
    players = obs["players"]
    hands, suitcases = [None, None], [None, None]
    hands[me], suitcases[me] = list(players[me]["hand"]), players[me]["suitcase"]
    hands[opp] = list(players[opp]["hand"]) if players[opp]["hand"] is not None else dealt["hand"]
    suitcases[opp] = dealt["suitcase"]
    guards = [_guards(obs, p, list(dealt["guards"]) if p == opp else []) for p in (0, 1)]
    area = [_area(obs, p, list(dealt["tucked"]) if p == opp else [], rng) for p in (0, 1)]
    return {"hands": hands, "suitcases": suitcases, "deck": dealt["deck"],
            "discard": list(obs["discard"]), "encrypted": _encrypted(obs, dealt["encrypted"], rng),
            "encrypted_by": {c: me for c in obs["encrypted_mine"]}, "guards": guards,
            "area": area, "current": obs["current"], "drawn": True, "turn": obs["turn"],
            "react_debt": [players[p]["react_debt"] for p in (0, 1)],
            "suitcase_public": [players[p]["suitcase_public"] for p in (0, 1)],
            "first": obs["first"], **({"sands_used": list(obs["sands_used"])}
                                      if "sands_used" in obs else {})}
