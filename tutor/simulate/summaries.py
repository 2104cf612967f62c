"""Per-game columns a designer asks about, read from the finished State by the simulator
(never by a bot): how every game ended (``end``), Red Notice's role of each seat, Persona's
points by company."""

from __future__ import annotations

TRUNCATED = "truncated"      # the end of a game stopped at the run's decision limit


def classified(state) -> dict:
    """How the game ended: ``match``, ``guards``, ``shared`` or an instant win's reason."""
    return {"end": state.result["reason"]}


def persona(state) -> dict:
    """How the winner was decided (``score``, the ``activated`` or ``keys`` tie-break, or
    ``shared``) and the points each seat scored in each company (0 when not activated)."""
    details = state.result["details"]
    companies = {}
    for seat in details:
        for company, entry in seat["companies"].items():
            companies.setdefault(company, []).append(entry["points"])
    return {"end": _persona_end(details), "company_points": companies}


def _persona_end(details: list[dict]) -> str:
    """The first of score, companies activated and keys held that the winner leads alone."""
    ranked = sorted(details, key=lambda s: (s["score"], s["activated"], s["keys"]), reverse=True)
    if len(ranked) < 2:
        return "score"
    best, next_best = ranked[0], ranked[1]
    for key in ("score", "activated", "keys"):
        if best[key] != next_best[key]:
            return key
    return "shared"


def rednotice(state) -> dict:
    """How the game ended (``cashed``: the forger's $1,000,000; ``captured``: the agent's
    third capture)."""
    return {"end": "cashed" if state.result["winner"] == "forger" else "captured"}


def rednotice_roles(state) -> dict:
    """Each seat's role (known from the set-up on, so truncated games have it too)."""
    forger = state.board.forger
    return {"roles": ["forger" if seat == forger else "agent" for seat in range(2)]}


def infiltration(state) -> dict:
    """How the game ended: ``proximity`` (the guards arrived) or ``escaped`` (every thief out)."""
    return {"end": state.result["reason"]}


def other(state) -> dict:
    """Any other game: the reason its result gives, else ``over``."""
    return {"end": state.result.get("reason") or "over"}


SUMMARIES = {"classified": classified, "persona": persona, "rednotice": rednotice,
             "infiltration": infiltration}
# columns a game has whether or not it finished
SET_UP = {"rednotice": rednotice_roles}


def extra_columns(game_name: str, state) -> dict:
    """The game's own columns: ``end`` for every game (``truncated`` for one stopped at the
    decision limit), with the columns of its set-up and, when it finished, of its result."""
    columns = SET_UP[game_name](state) if game_name in SET_UP else {}
    if not state.is_over:
        return {"end": TRUNCATED, **columns}
    return {**SUMMARIES.get(game_name, other)(state), **columns}
