"""What each player may see (rules spec §10): the public table, their own hidden things, the
public answers and the public record of every event. What a player was privately shown or told
is added by the core as ``knowledge`` (from the events' private parts)."""

from __future__ import annotations

import json

from tutor.engine.plain import detach

from .table import Table


def _guard_view(guard: dict | None, mine: bool, over: bool) -> dict | None:
    """A Guard as a viewer sees it; at the end of the game every Guard lies face up."""
    if guard is None:
        return None
    seen = guard["up"] or mine or over
    view = {"up": guard["up"] or over, "card": guard["card"] if seen else None, "cover": guard["cover"]}
    if guard.get("tower"):                       # Cybernetic Cubic Tower (face up)
        view["tower"] = guard["tower"]
    return view


def _area_view(item: dict, mine: bool, over: bool) -> dict:
    """Play-area cards are face up unless marked ``hidden`` (their hidden parts stay secret)."""
    view = {k: v for k, v in item.items() if k != "secret"}
    if mine or over:
        view["secret"] = item.get("secret")
    if item.get("tucked") and not (item.get("tucked_up") or mine or over):
        view["tucked"] = "hidden"
    return view


def _answers(log) -> list[dict]:
    """Every answer given so far (answers are public): who asked, the question, the answer and
    what the question named, with the step it was given at."""
    return [{"step": e.step, "rule": e.rule, **detach(e)} for e in log if e.kind == "answer"]


def _public_log(log) -> list[dict]:
    """The public part of every event so far, with its step (what the whole table saw)."""
    return [{"step": e.step, "kind": e.kind, "rule": e.rule, **detach(e)} for e in log if e]


def observe(table: Table, player: int | None) -> dict:
    """Everything public, plus ``player``'s own hand, Suitcase, face-down Guards, play-area
    secrets and the cards they encrypted themselves. After the game everything is revealed."""
    b = table.b
    over = b.result is not None
    players = []
    for p in (0, 1):
        mine = p == player
        suitcase_seen = mine or over or b.suitcase_public[p]
        players.append({
            "hand_size": len(b.hands[p]),
            "hand": list(b.hands[p]) if mine or over else None,
            "suitcase": b.suitcase[p] if suitcase_seen else None,
            "suitcase_public": b.suitcase_public[p],
            "guards": [_guard_view(g, mine, over) for g in b.guards[p]],
            "area": [_area_view(item, mine, over) for item in b.area[p]],
            "react_debt": b.react_debt[p],
        })
    return {
        "game": "classified",
        "viewer": player,
        "current": b.current,
        "turn": b.turn,
        "first": b.first,
        "deck_list": sorted(b.cards),
        "deck_size": len(b.deck),
        "encrypted_size": len(b.encrypted),
        "encrypted_mine": [c for c in b.encrypted if b.encrypted_by.get(c) == player]
        if player is not None else [],
        "discard": list(b.discard),
        "limbo": list(b.limbo),
        "players": players,
        "sands_used": list(b.sands_used),
        "options": json.loads(json.dumps(table.options)),     # public; JSON keys are text
        "answers": _answers(table.state.log),
        "public_log": _public_log(table.state.log),
        "over": over,
        "result": detach(b.result),
    }
