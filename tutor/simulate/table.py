"""The result of a simulation: one row per game, with CSV / JSON output and a summary."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field

from .stats import first_player_rate, win_rates

COLUMNS = ("index", "seed", "seats", "winners", "scores", "length", "first", "options")


@dataclass
class Results:
    """Rows (dicts) of one simulation, in game order, and how it was run."""

    game: str
    seats: list[str]
    seed: int
    rows: list[dict] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, i):
        return self.rows[i]

    def column(self, name: str) -> list:
        return [r.get(name) for r in self.rows]

    def columns(self) -> list[str]:
        """The shared columns, then the game's own."""
        extra = [k for k in (self.rows[0] if self.rows else {}) if k not in COLUMNS]
        return list(COLUMNS) + extra

    def to_csv(self, path=None) -> str:
        """CSV text (lists and dicts as JSON in their cells); written to ``path`` if given."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(self.columns())
        for row in self.rows:
            writer.writerow([_cell(row.get(c)) for c in self.columns()])
        text = out.getvalue()
        if path is not None:
            with open(path, "w", newline="") as f:
                f.write(text)
        return text

    def to_json(self, path=None) -> str:
        """JSON text of the run and its rows; written to ``path`` if given."""
        text = json.dumps({"game": self.game, "seats": self.seats, "seed": self.seed,
                           "rows": self.rows}, indent=1)
        if path is not None:
            with open(path, "w") as f:
                f.write(text)
        return text

    def to_pandas(self):
        """A pandas DataFrame of the rows (pandas must be installed)."""
        import pandas
        return pandas.DataFrame(self.rows, columns=self.columns())

    def win_rates(self) -> list[dict]:
        return win_rates(self.rows)

    def summary(self) -> str:
        """Plain text: games, mean length, and each seat's win rate with its 95% interval."""
        lengths = self.column("length")
        lines = [f"{self.game}: {len(self)} games, seats {', '.join(self.seats)}, seed {self.seed}",
                 f"  decisions per game: mean {sum(lengths) / max(len(lengths), 1):.1f}, "
                 f"min {min(lengths, default=0)}, max {max(lengths, default=0)}"]
        for r in self.win_rates():
            lines.append(f"  seat {r['seat']} {r['bot']:<14} wins {100 * r['win_rate']:5.1f}%  "
                         f"(95% {100 * r['low']:.1f}-{100 * r['high']:.1f}%)")
        first = first_player_rate(self.rows)
        if first["games"]:
            lines.append(f"  first to act wins {100 * first['win_rate']:5.1f}%  "
                         f"(95% {100 * first['low']:.1f}-{100 * first['high']:.1f}%)")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return "<pre>" + self.summary() + "</pre>"


def _cell(value):
    return json.dumps(value) if isinstance(value, (list, dict)) else value
