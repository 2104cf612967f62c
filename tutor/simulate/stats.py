"""Win rates with 95% intervals (Wilson score), means with 95% intervals (Student's t), and the
percentages the summary prints."""

from __future__ import annotations

import math

Z95 = 1.959964
# Student's t at 97.5% (a two-sided 95% interval) for 1..30 degrees of freedom; beyond, Z95.
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
       2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
       2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (shared wins count as fractions), always
    bracketing the rate itself: rounding never puts a bound on the wrong side of it."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def mean_interval(values) -> dict:
    """Mean, 95% interval of the mean (Student's t), min, max and count of the numbers in
    ``values`` (None entries skipped); the interval is the mean itself for one value, and every
    figure is None when there is none."""
    xs = [v for v in values if v is not None]
    n = len(xs)
    if not n:
        return {"n": 0, "mean": None, "low": None, "high": None, "min": None, "max": None}
    mean = sum(xs) / n
    half = 0.0
    if n > 1:
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))
        half = (T95[n - 2] if n - 1 <= len(T95) else Z95) * sd / math.sqrt(n)
    low, high = max(min(xs), mean - half), min(max(xs), mean + half)   # never past the data
    return {"n": n, "mean": mean, "low": low, "high": high, "min": min(xs), "max": max(xs)}


def percent(rate: float) -> str:
    """``rate`` as a percentage with one decimal, or as many more as keep it from reading 0% or
    100% when it is not (1,999 of 2,000 is "99.95%"); past three, "> 99.999%" or "< 0.001%"."""
    for digits in (1, 2, 3):
        text = f"{100 * rate:.{digits}f}"
        if (float(text) == 100) == (rate >= 1) and (float(text) == 0) == (rate <= 0):
            return text + "%"
    return "> 99.999%" if rate > 0.5 else "< 0.001%"


def share(row: dict, seat: int) -> float:
    """A seat's part of one game's win: 1, 1/k in a k-way shared win, or 0."""
    winners = row["winners"]
    return 1 / len(winners) if seat in winners else 0.0


def rates_by(rows: list[dict], groups) -> dict:
    """Win rate and 95% interval of each group, where ``groups(row)`` yields (group, share of
    the win) pairs: groups in the order they first appear."""
    wins: dict = {}
    games: dict = {}
    for row in rows:
        for group, part in groups(row):
            wins[group] = wins.get(group, 0.0) + part
            games[group] = games.get(group, 0) + 1
    out = {}
    for group, n in games.items():
        low, high = wilson(wins[group], n)
        out[group] = {"win_rate": wins[group] / n, "low": low, "high": high, "games": n}
    return out


def seat_of_entry(row: dict, entry: int) -> int:
    """The seat that entry ``entry`` of the run's line-up took in this game."""
    return (entry + row.get("rotation", 0)) % len(row["seats"])


def win_rates(rows: list[dict]) -> list[dict]:
    """Per seat: its bot (or "rotated" when bots moved between seats), win rate and 95%
    interval."""
    if not rows:
        return []
    n = len(rows[0]["seats"])
    by_seat = rates_by(rows, lambda r: ((s, share(r, s)) for s in range(n)))
    out = []
    for seat in range(n):
        labels = {r["seats"][seat] for r in rows}
        bot = labels.pop() if len(labels) == 1 else "rotated"
        out.append({"seat": seat, "bot": bot, **by_seat[seat]})
    return out


def bot_rates(rows: list[dict], lineup: list[str]) -> list[dict]:
    """Per entry of the line-up (the bots as given to ``run``), wherever it sat: its win rate
    and 95% interval."""
    rates = rates_by(rows, lambda r: ((k, share(r, seat_of_entry(r, k)))
                                      for k in range(len(lineup))))
    return [{"entry": k, "bot": bot, **rates[k]} for k, bot in enumerate(lineup) if k in rates]


def role_rates(rows: list[dict], lineup: list[str]) -> list[dict]:
    """Games with roles (rows with ``roles``): each role's win rate, then each bot's in each
    role (``entry``: the bot's place in the line-up, None for a role's own rate); none for a
    game without roles."""
    if not rows or "roles" not in rows[0]:
        return []
    by_role = rates_by(rows, lambda r: ((role, share(r, s)) for s, role in enumerate(r["roles"])))
    out = [{"role": role, "bot": None, "entry": None, **rate} for role, rate in by_role.items()]
    by_bot = rates_by(rows, lambda r: (((r["roles"][seat_of_entry(r, k)], k),
                                        share(r, seat_of_entry(r, k)))
                                       for k in range(len(lineup))))
    order = list(by_role)
    out += [{"role": role, "bot": f"{k}: {lineup[k]}", "entry": k, **rate}
            for (role, k), rate in sorted(by_bot.items(),
                                          key=lambda kv: (order.index(kv[0][0]), kv[0][1]))]
    return out


def first_player_rate(rows: list[dict]) -> dict:
    """How often the seat that took the first decision won, with its 95% interval."""
    played = [r for r in rows if r.get("first") is not None]
    wins = sum(share(r, r["first"]) for r in played)
    low, high = wilson(wins, len(played))
    return {"win_rate": wins / len(played) if played else 0.0, "low": low, "high": high,
            "games": len(played)}
