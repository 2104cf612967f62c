"""Win rates with 95% intervals (Wilson score), the numbers the summary and plots show."""

from __future__ import annotations

import math

Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (shared wins count as fractions)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def share(row: dict, seat: int) -> float:
    """A seat's part of one game's win: 1, 1/k in a k-way shared win, or 0."""
    winners = row["winners"]
    return 1 / len(winners) if seat in winners else 0.0


def win_rates(rows: list[dict]) -> list[dict]:
    """Per seat: its bot, win rate and 95% interval."""
    if not rows:
        return []
    out = []
    for seat, label in enumerate(rows[0]["seats"]):
        wins = sum(share(r, seat) for r in rows)
        low, high = wilson(wins, len(rows))
        out.append({"seat": seat, "bot": label, "win_rate": wins / len(rows), "low": low,
                    "high": high, "games": len(rows)})
    return out


def first_player_rate(rows: list[dict]) -> dict:
    """How often the seat that took the first decision won, with its 95% interval."""
    played = [r for r in rows if r.get("first") is not None]
    wins = sum(share(r, r["first"]) for r in played)
    low, high = wilson(wins, len(played))
    return {"win_rate": wins / len(played) if played else 0.0, "low": low, "high": high,
            "games": len(played)}
