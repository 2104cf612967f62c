"""The result of a simulation: one row per game, a flat table of them (CSV, pandas), JSON and a
summary."""

from __future__ import annotations

import csv
import html
import io
import json
from collections import Counter
from dataclasses import dataclass, field

from . import words
from .stats import (bot_rates, first_player_rate, mean_interval, percent, role_rates, share,
                    win_rates)

COLUMNS = ("index", "seed", "rotation", "length", "truncated", "end", "first")
# row keys that the flat table spreads over one column per seat, per option or per company
SPREAD = ("seats", "winners", "scores", "roles", "options", "company_points")


@dataclass
class Results:
    """Rows (dicts) of one simulation, in game order, and how it was run: ``seats`` is the
    line-up as given (with ``rotate`` the bots change seats between games; each row's
    ``seats`` says who sat where)."""

    game: str
    seats: list[str]
    seed: int
    rows: list[dict] = field(default_factory=list)
    rotate: bool = False
    max_decisions: int | None = None

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, i):
        return self.rows[i]

    def column(self, name: str) -> list:
        return [r.get(name) for r in self.rows]

    def records(self) -> list[dict]:
        """The rows as a flat table, one value a cell: per seat ``bot_<seat>``,
        ``score_<seat>`` (empty when the game keeps none or the seat has none),
        ``win_<seat>`` (1, 1/k of a k-way shared win, or 0) and, with roles, ``role_<seat>``;
        each option as ``option_<name>`` (``option_<name>_<key>`` for a table of values);
        Persona's ``points_<company>_<seat>``; then any other column of the game."""
        return [flat(row) for row in self.rows]

    def columns(self) -> list[str]:
        """The flat table's columns, in order."""
        seen: dict = {}
        for record in self.records():
            seen.update(dict.fromkeys(record))
        return list(seen)

    def to_csv(self, path=None) -> str:
        """The flat table as CSV text; written to ``path`` if given."""
        columns = self.columns()
        out = io.StringIO()
        writer = csv.DictWriter(out, columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.records())
        text = out.getvalue()
        if path is not None:
            with open(path, "w", newline="") as f:
                f.write(text)
        return text

    def to_json(self, path=None) -> str:
        """JSON text of the run and its rows (lists per seat as in Python); written to
        ``path`` if given."""
        text = json.dumps({"game": self.game, "seats": self.seats, "seed": self.seed,
                           "rotate": self.rotate, "max_decisions": self.max_decisions,
                           "rows": self.rows}, indent=1)
        if path is not None:
            with open(path, "w") as f:
                f.write(text)
        return text

    def to_pandas(self):
        """The flat table as a pandas DataFrame (``pip install 'rules-tutor[analysis]'``)."""
        try:
            import pandas
        except ImportError:
            raise ImportError("to_pandas needs pandas: pip install 'rules-tutor[analysis]'") \
                from None
        return pandas.DataFrame(self.records(), columns=self.columns())

    def win_rates(self) -> list[dict]:
        """Each seat's win rate with its 95% interval."""
        return win_rates(self.rows)

    def bot_rates(self) -> list[dict]:
        """Each bot of the line-up's win rate wherever it sat, with its 95% interval."""
        return bot_rates(self.rows, self.seats)

    def role_rates(self) -> list[dict]:
        """Games with roles: each role's win rate, then each bot's in each role."""
        return role_rates(self.rows, self.seats)

    def lengths(self) -> dict:
        """Decisions per game: mean, its 95% interval, min and max."""
        return mean_interval(self.column("length"))

    def scores(self) -> list[dict]:
        """Per seat: mean score, its 95% interval, min, max and how many games gave one."""
        return [mean_interval(r["scores"][seat] for r in self.rows)
                for seat in range(len(self.seats))]

    def ends(self) -> Counter:
        """How many games ended each way (``truncated`` for those stopped at the limit)."""
        return Counter(self.column("end"))

    def summary(self, lang: str = "en") -> str:
        """Plain text in ``lang`` (en, ja) for a person: the games, their length and endings,
        each seat's (and with rotation each bot's and role's) win rate with its 95% interval,
        and scores; display names throughout and seats counted from 1."""
        head = words.t("head", lang, game=words.game_name(self.game, lang),
                       games=words.games_count(len(self), lang), seed=self.seed)
        if self.rotate:                 # the bots move round: name them, not the seats
            names = [words.entry_name(k, bot, lang) for k, bot in enumerate(self.seats)]
        else:
            names = [words.seat_name(k, lang, bot) for k, bot in enumerate(self.seats)]
        lineup = words.t("and", lang).join(names)
        lines = [head + (words.t("and", lang) + words.t("rotate", lang) if self.rotate else ""),
                 words.t("bots" if self.rotate else "lineup", lang, seats=lineup)]
        lines += self._length_lines(lang)
        if self.rotate:
            lines.append(words.t("by_bot", lang))
            lines += [_rate_line(words.entry_name(r["entry"], r["bot"], lang), r, lang)
                      for r in self.bot_rates()]
            lines.append(words.t("by_seat", lang))
        lines += [_rate_line(words.seat_name(r["seat"], lang, None if self.rotate else r["bot"]),
                             r, lang) for r in self.win_rates()]
        roles = self.role_rates()
        if roles:
            lines.append(words.t("by_role", lang))
            lines += [_rate_line(_role_label(r, self.seats, lang), r, lang) for r in roles]
        first = first_player_rate(self.rows)
        if first["games"]:
            lines.append(_rate_line(words.t("first", lang), first, lang))
        lines += self._score_lines(lang)
        return "\n".join(lines)

    def _length_lines(self, lang: str) -> list[str]:
        length = self.lengths()
        if not length["n"]:
            return []
        ends = words.t("and", lang).join(
            words.t("end_count", lang, end=words.end_name(name, lang), n=count)
            for name, count in sorted(self.ends().items()))
        return [words.t("length", lang, mean=f"{length['mean']:.1f}", low=f"{length['low']:.1f}",
                        high=f"{length['high']:.1f}", min=length["min"], max=length["max"]),
                words.t("endings", lang, ends=ends)]

    def _score_lines(self, lang: str) -> list[str]:
        lines = []
        for seat, score in enumerate(self.scores()):
            if score["n"]:
                missing = len(self) - score["n"]
                bot = None if self.rotate else self.seats[seat]
                line = words.t("score", lang, label=words.seat_name(seat, lang, bot),
                               mean=f"{score['mean']:.1f}", low=f"{score['low']:.1f}",
                               high=f"{score['high']:.1f}", min=score["min"], max=score["max"])
                if missing:
                    line += words.t("no_score", lang, games=words.games_count(missing, lang))
                lines.append("  " + line)
        return lines

    def _repr_html_(self) -> str:
        return "<pre>" + html.escape(self.summary()) + "</pre>"


def _rate_line(label: str, rate: dict, lang: str) -> str:
    return "  " + words.t("rate", lang, label=label, rate=percent(rate["win_rate"]),
                          low=percent(rate["low"]), high=percent(rate["high"]),
                          games=words.games_count(rate["games"], lang))


def _role_label(rate: dict, lineup: list[str], lang: str) -> str:
    """A role, or a bot in a role (``rate["entry"]`` of the line-up)."""
    role = words.role_name(rate["role"], lang)
    if rate.get("entry") is None:
        return role
    return words.t("role_bot", lang, role=role,
                   bot=words.entry_name(rate["entry"], lineup[rate["entry"]], lang))


def flat(row: dict) -> dict:
    """One row as flat columns (see ``Results.records``)."""
    out = {c: row.get(c) for c in COLUMNS}
    for seat, bot in enumerate(row["seats"]):
        out[f"bot_{seat}"] = bot
        out[f"score_{seat}"] = row["scores"][seat]
        out[f"win_{seat}"] = share(row, seat)
        if "roles" in row:
            out[f"role_{seat}"] = row["roles"][seat]
    for name, value in row["options"].items():
        if isinstance(value, dict):
            out.update({f"option_{name}_{k}": v for k, v in value.items()})
        else:
            out[f"option_{name}"] = value
    for company, points in row.get("company_points", {}).items():
        out.update({f"points_{company}_{seat}": p for seat, p in enumerate(points)})
    out.update({k: v for k, v in row.items() if k not in out and k not in SPREAD})
    return out
