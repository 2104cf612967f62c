"""Per-game columns a designer asks about, read from the finished State by the simulator
(never by a bot): Classified, how the game ended; Persona, points by company."""

from __future__ import annotations


def classified(state) -> dict:
    """How the game ended: ``match``, ``guards``, ``shared`` or an instant win's reason."""
    return {"ending": state.result.get("reason")}


def persona(state) -> dict:
    """Points each seat scored in each company (0 when not activated)."""
    details = state.result.get("details") or []
    companies = {}
    for seat in details:
        for company, entry in seat["companies"].items():
            companies.setdefault(company, []).append(entry["points"])
    return {"company_points": companies}


SUMMARIES = {"classified": classified, "persona": persona}


def extra_columns(game_name: str, state) -> dict:
    """The game's own columns, or none for a game without a summary here."""
    summary = SUMMARIES.get(game_name)
    return summary(state) if summary else {}
