"""The audit's findings: counts per check and game, with a few examples of each to mend."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from .checks import NAMES, findings, numbering
from .glossary import allowed
from .harvest import read_html

EXAMPLES = 8                 # distinct examples kept per (game, check)


@dataclass
class Tally:
    """Reads every text a learner is shown (``read``, ``read_html``) and counts what fails."""

    counts: Counter = field(default_factory=Counter)            # (game, check) -> findings
    examples: dict = field(default_factory=lambda: defaultdict(dict))   # (game, check) -> {..}
    texts: Counter = field(default_factory=Counter)             # game -> texts read
    _seen: set = field(default_factory=set)

    def read(self, game: str, lang: str, text: str, where: str) -> None:
        """Check a plain text (each of its lines; ``where``: what showed it, for the report)."""
        for line in text.split("\n"):
            if line.strip():
                self._read(game, lang, line, where)

    def _read(self, game: str, lang: str, text: str, where: str) -> None:
        key = (game, lang, text)
        self.texts[game] += 1
        if key in self._seen:            # the same block on the next screen: counted once
            return
        self._seen.add(key)
        for check, piece in findings(text, lang, allowed(game)):
            self._found(game, check, f"[{lang} {where}] {piece!r} in: {text[:160]}")

    def read_html(self, game: str, lang: str, html: str, where: str) -> None:
        """Check every block of an HTML text, and its ordered lists' numbering."""
        if (game, lang, html) in self._seen:
            return
        self._seen.add((game, lang, html))
        blocks, lists = read_html(html)
        for block in blocks:
            self._read(game, lang, block, where)
        for piece in numbering(lists):
            self._found(game, "numbering", f"[{lang} {where}] {piece}")

    def _found(self, game: str, check: str, example: str) -> None:
        self.counts[(game, check)] += 1
        kept = self.examples[(game, check)]
        if len(kept) < EXAMPLES:
            kept[example] = None

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def merge(self, other: "Tally") -> None:
        for key, n in other.counts.items():
            self.counts[key] += n
        self.texts.update(other.texts)
        for key, kept in other.examples.items():
            mine = self.examples[key]
            for example in kept:
                if len(mine) < EXAMPLES:
                    mine[example] = None

    def table(self, games) -> str:
        """Findings per check (rows) and game (columns), with the texts read per game."""
        games = list(games)
        width = max(len(g) for g in games) + 2
        lines = ["check".ljust(13) + "".join(g.rjust(width) for g in games)]
        for check in NAMES:
            lines.append(check.ljust(13) + "".join(
                str(self.counts[(g, check)]).rjust(width) for g in games))
        lines.append("texts read".ljust(13) + "".join(str(self.texts[g]).rjust(width)
                                                      for g in games))
        return "\n".join(lines)

    def report(self, games) -> str:
        """The table, then examples of every kind of finding."""
        out = [self.table(games)]
        for (game, check), kept in sorted(self.examples.items()):
            if kept:
                out.append(f"\n{game} / {check}:")
                out += [f"  {example}" for example in kept]
        return "\n".join(out)
