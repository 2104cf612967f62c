"""What each seat may see: public facts for everybody, the forger's secrets for her alone, and
the possible-city set (the agent's deduction, which the forger sees too)."""

from __future__ import annotations

from tutor.engine.plain import detach

from .board import AGENT, FORGER


def _row(b, viewer_role) -> list[dict]:
    """The action cards with their discs: face down unless revealed or the viewer's own."""
    row = []
    for slot, card in enumerate(b.row):
        halves = []
        for entry in b.placed[slot]:
            if entry is None:
                halves.append(None)
                continue
            shown = slot in b.revealed or entry["role"] == viewer_role
            halves.append({"role": entry["role"], "disc": entry["disc"] if shown else None,
                           **({"bonus": entry["bonus"]} if "bonus" in entry else {})})
        row.append({"card": card, "discs": halves, "revealed": slot in b.revealed})
    return row


def _discs(b, viewer_role) -> dict:
    out = {}
    for role, discs in b.discs.items():
        own = role == viewer_role
        out[role] = {"stack": len(discs["stack"]), "used": list(discs["used"]),
                     "hand": list(discs["hand"]) if own else len(discs["hand"])}
    return out


def observe(state, player) -> dict:
    """The observation of ``player`` (None: a spectator)."""
    b = state.board
    role = None if player is None else b.role_of(player)
    hand_open = role == FORGER or b.has("tracking")
    obs = {
        "game": "rednotice", "viewer": player, "role": role, "options": dict(state.options),
        "seats": {FORGER: b.seat(FORGER), AGENT: b.seat(AGENT)},
        "round": b.round, "initiative": b.initiative, "agenda": [dict(t) for t in b.agenda],
        "agent_city": b.agent_city,
        "radars": dict(b.radars), "barriers": dict(b.barriers),
        "possible": list(b.possible), "clues": [detach(c) for c in b.clues],
        "show_possible": state.options["deduction_aid"],
        "show_history": state.options["forger_history"],
        "row": _row(b, role), "discs": _discs(b, role),
        "action_deck": len(b.action_deck), "action_discard": list(b.action_discard),
        "checks": {"deck": len(b.check_deck), "discard": len(b.check_discard),
                   "hand": list(b.hand) if hand_open else None, "hand_count": len(b.hand),
                   "cashed": [dict(c) for c in b.cashed], "total": b.total()},
        "security": b.security,
        "upgrades": {"held": list(b.upgrades), "display": list(b.upgrade_display),
                     "deck": len(b.upgrade_deck), "gone": list(b.upgrades_gone)},
        "reinforced": b.reinforced,
        "identities": [dict(i) for i in b.identities], "captures": b.captures,
        "winner": b.winner, "win_reason": b.win_reason,
    }
    if role == FORGER:
        obs["forger_city"] = b.forger_city
        obs["trail"] = [dict(t, cities=list(t["cities"])) for t in b.trail]
    return obs
