"""Scoring: escaped operatives total their file values and special-card points; the captured
score nothing; ties go down the tie-break chain of the ``tie_break`` option."""

from __future__ import annotations

from .board import ESCAPED

TIE_BREAKS = {"files_then_items": ("file_tokens", "items"), "shared": ()}


def seat_score(state, seat: int) -> dict:
    """One seat's total over its escaped operatives (None when none escaped)."""
    b = state.board
    specials = b.content_set.specials
    mine = [o for o in b.operatives if o["owner"] == seat]
    out = [o for o in mine if o["status"] == ESCAPED]
    if state.options["two_player_capture"] == "all" and len(out) < len(mine):
        out = []
    if not out:
        return {"seat": seat, "escaped": 0, "score": None, "file_tokens": 0, "items": 0,
                "files": 0, "special_points": 0}
    files = sum(sum(o["files"]) for o in out)
    points = sum(specials[s].points for o in out for s in o["specials"])
    return {"seat": seat, "escaped": len(out), "score": files + points, "files": files,
            "special_points": points, "file_tokens": sum(len(o["files"]) for o in out),
            "items": sum(len(o["items"]) for o in out)}


def final_scores(state) -> list[dict]:
    """Every seat's score."""
    return [seat_score(state, p) for p in range(state.players)]


def winners(scores: list[dict], tie_break: str) -> list[int]:
    """Highest score among seats with an escaped operative, then the tie-break chain; nobody
    wins when nobody escaped."""
    alive = [s for s in scores if s["score"] is not None]
    if not alive:
        return []
    keys = ("score",) + TIE_BREAKS[tie_break]
    best = max(tuple(s[k] for k in keys) for s in alive)
    return [s["seat"] for s in alive if tuple(s[k] for k in keys) == best]
