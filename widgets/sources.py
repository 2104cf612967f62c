"""Rule sources in words a learner understands: "Japanese guide", "Rulebook p. 9".

Catalogue entries cite their sources tersely for designers ("seed 000 (play phase step 1);
persona_non_grata.md §6.1", "RB p.17; JP guide"). Learners see only the published documents;
the tutor's own specification files and section numbers stay in the designers' detail.
"""

from __future__ import annotations

import re

JAPANESE_GUIDE = {"en": "Japanese guide", "ja": "日本語ガイド"}
BGA_HELP = {"en": "Board Game Arena help page", "ja": "Board Game Arenaのヘルプ"}
PREVIEW = {"en": "the publisher's preview", "ja": "出版社の紹介記事"}
EVERY_GAME = {"en": "the rules of every game", "ja": "各ゲームに共通のルール"}
PUBLISHED = {"en": "the game's published rules", "ja": "ゲームの公式ルール"}
PAGED = {  # pattern -> (English, Japanese) with the page number
    re.compile(r"^(rb|rulebook)\s*p\.?\s*(\d+)", re.I): ("Rulebook p. {n}", "ルールブック{n}ページ"),
    re.compile(r"^(ca|card appendix)\s*p\.?\s*(\d+)", re.I): ("official card appendix p. {n}",
                                                              "公式カード一覧{n}ページ"),
}
WORDS = (  # (pattern, label) for sources named without a page
    (re.compile(r"^seed 00\d|jp guide|japanese guide", re.I), JAPANESE_GUIDE),
    (re.compile(r"^(board game arena help|bga game help)", re.I), BGA_HELP),
    (re.compile(r"^the publisher's preview", re.I), PREVIEW),
    (re.compile(r"^the .* of every game in this tutor", re.I), EVERY_GAME),
    (re.compile(r"^card appendix", re.I), {"en": "official card appendix", "ja": "公式カード一覧"}),
)
INTERNAL = re.compile(r"\.md\b|§|\bCR\b|rules spec|RULINGS|\bspec\b", re.I)


def human_source(source: str, lang: str) -> str:
    """The published documents behind ``source``, named for a learner in ``lang``."""
    names: list[str] = []
    for part in (p.strip() for p in _parts(source)):
        name = _name(part, lang)
        if name and name not in names:
            names.append(name)
    return "; ".join(names) or PUBLISHED[lang]


def _parts(source: str) -> list[str]:
    """``source`` split at the semicolons outside brackets ("seed 004 (phase; delay); x")."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(source):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == ";" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
    return parts + [source[start:]]


def _name(part: str, lang: str) -> str | None:
    for pattern, (en, ja) in PAGED.items():
        found = pattern.match(part)
        if found:
            return (en if lang == "en" else ja).format(n=found.group(2))
    for pattern, label in WORDS:
        if pattern.search(part):
            return label[lang]
    if not part or INTERNAL.search(part) or lang != "en":
        return None                 # a designer's reference, or English words on a Japanese page
    return part
