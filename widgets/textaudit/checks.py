"""The text audit's checks: each takes one sentence block a learner reads (``text``) in ``lang``
and returns the pieces of it that are wrong (empty when it reads well).

``CHECKS`` maps a check's name to its function ``check(text, lang, allowed) -> list[str]``;
``allowed`` is the game's glossary (``glossary.allowed``): Latin-script words a Japanese
sentence may hold and Japanese words an English one may. ``numbering(lists)`` checks the ordered
lists of rendered HTML (the log), whose numbers the browser draws beside the list.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable

Check = Callable[[str, str, frozenset], list]

# ---- empty or unfilled placeholders ------------------------------------------------------------
_UNFILLED = re.compile(r"\{[A-Za-z_][\w.\[\]]*\}|\{\}|(?<![\w?])\?(?![\w?])(?!\s*$)")
_EMPTY_EN = re.compile(r"\w\s+[.,;:!?](?:\s|$)|\(\s*\)|:\s*[.,;]|(?<!\()\b(?:the|a|an)\s*[.,;:!?)]"
                       r"(?!\w)|\s{2,}|^\s*[,.;:]")
_EMPTY_JA = re.compile(r"（\s*）|「\s*」|『\s*』|\(\s*\)|(?<![0-9０-９.])[0０]つ|(?<![0-9０-９.])"
                       r"[0０](?:個|枚|本|人|回)(?:を|の|が)|[：:]\s*[。、]|^\s*[、。]|\s{2,}")


def placeholder(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """Placeholders left in (``{name}``, the log's "?"), and holes where a value was empty:
    "worth .", "()", 「」, 「0つを置きました」."""
    found = [m.group() for m in _UNFILLED.finditer(text)]
    empty = _EMPTY_EN if lang == "en" else _EMPTY_JA
    found += [m.group() for m in empty.finditer(text) if not _ellipsis(text, m)]
    return found


def _ellipsis(text: str, match) -> bool:
    """ "…" or "..." is not an empty value."""
    return "…" in match.group() or "..." in text[max(0, match.start() - 1):match.end() + 2]


# ---- plural agreement (English) ----------------------------------------------------------------
# Count nouns the four games speak of: after a number other than 1 they take the plural.
_COUNT_NOUNS = frozenset("""token file card road game round point step move rule player city
    barrier radar agent operative room key turn day decision minute second action upgrade
    identity mission task door floor guard item piece seat lesson copy hand question answer
    escape alarm level company guild number life bot vote share heart coin bid die
    clue suspect victory win loss disc slot space tile note line word play
    """.split())
_AFTER_NAME = (r"(?<!Player )(?<!Seat )(?<!Step )(?<!Round )(?<!Lesson )(?<!Day )(?<!Level )"
               r"(?<!level )(?<!No\. )(?<!step )(?<!round )(?<!day )(?<!player )(?<!seat )"
               r"(?<!page )(?<!Operative )(?<!Week )(?<!week )(?<!Turn )(?<!turn )")
_ONE = re.compile(_AFTER_NAME + r"\b(?:1|one|One|a single|only one|exactly one)\s+([a-z]+s)\b"
                  r"(?!['’])")
_MANY = re.compile(r"(?<![\w#.-])" + _AFTER_NAME + r"(0|[2-9]|[1-9][0-9]+|two|three|four|five|"
                   r"six|seven|eight|nine|ten|several|many)\s+([a-z]+)\b(?!['’-])")


def plural(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """A count that disagrees with its noun: "1 tokens", "up to 1 roads", "3 card"."""
    if lang != "en":
        return []
    found = [m.group() for m in _ONE.finditer(text) if _singular(m.group(1)) in _COUNT_NOUNS]
    found += [m.group() for m in _MANY.finditer(text) if m.group(2) in _COUNT_NOUNS
              and not _compound(text, m)]
    return found


def _singular(word: str) -> str:
    """ "tokens" -> "token", "cities" -> "city", "boxes" -> "box" (enough for the nouns above)."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("xes", "ches", "shes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def _compound(text: str, match) -> bool:
    """ "5 action cards", "2 card types": the number counts the noun after ours."""
    after = re.match(r"\s+([a-z]+)\b", text[match.end():match.end() + 20])
    return bool(after) and (after.group(1).endswith("s") or after.group(1) in _COUNT_NOUNS
                            or after.group(1) in ("limit", "hand", "track", "deck"))


# ---- "you" with a third-person verb (English) --------------------------------------------------
_OBJECT = re.compile(r"\b(?:for|to|with|at|from|by|of|than|like|before|after|against|beside|"
                     r"behind|about|on|upon|tell|show|give|gives|let|lets|make|makes)\s+$")
_YOU = re.compile(r"\b([Yy]ou)(\s*\([^)]*\))?\s+([a-z]+)\b|\b[Yy]ou['’]s\b")
_NOT_VERBS = frozenset("""as plus thus this us less across always perhaps unless yours
    afterwards towards besides""".split())
_THIRD = frozenset({"is", "was", "has", "does", "doesn't", "isn't", "wasn't", "hasn't"})


def person(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """ "You rolls 6", "you is the first player", "You's card"."""
    if lang != "en":
        return []
    found = []
    for m in _YOU.finditer(text):
        if m.group(1) is None:                      # "you's"
            found.append(m.group())
            continue
        verb = m.group(3)
        if _OBJECT.search(text[max(0, m.start() - 12):m.start()]):
            continue                                # "for you leaves", "each of you has"
        if verb in _THIRD or (verb.endswith("s") and not verb.endswith("ss")
                              and verb not in _NOT_VERBS and len(verb) > 2):
            found.append(m.group())
    return found


# ---- punctuation and brackets ------------------------------------------------------------------
_ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|No|p|pp)\.[,;:]")
_DOUBLE_EN = re.compile(r"(?<![.?!])[.?!][.,;:](?![.\w])|[,;:][.,;:]|\s[,;:]|(?<!\.)\.\.(?!\.)")
_DOUBLE_JA = re.compile(r"[。、！？][。、．，]|[。、][.,]|[.,][。、]|、\s*、|。\s*。")
_PAIRS = {")": "(", "]": "[", "）": "（", "」": "「", "』": "『", "】": "【", "〕": "〔"}
_ENUMERATOR = re.compile(r"(?:^|\s)(?:[0-9]{1,2}|[a-z])\)$")


def punctuation(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """Doubled or clashing marks ("be?.", "する。、"), and brackets that do not pair up."""
    pattern = _DOUBLE_EN if lang == "en" else _DOUBLE_JA
    found = [m.group() for m in pattern.finditer(text)
             if not (lang == "en" and _ABBREVIATIONS.search(
                 text[max(0, m.start() - 6):m.end()]))]
    if lang == "ja":
        found += [m.group() for m in _DOUBLE_EN.finditer(text) if "." in m.group()
                  and not re.search(r"\d", m.group())]
    return found + _unmatched(text)


def _unmatched(text: str) -> list[str]:
    stack: list[str] = []
    for i, ch in enumerate(text):
        if ch in _PAIRS.values():
            stack.append(ch)
        elif ch in _PAIRS:
            if not stack and ch == ")" and _ENUMERATOR.search(text[:i + 1]):
                continue                                    # "a) ...", "2) ..."
            if not stack or stack[-1] != _PAIRS[ch]:
                return [f"unmatched {ch}"]
            stack.pop()
    return [f"unclosed {stack[-1]}"] if stack else []


# ---- the other language's script ---------------------------------------------------------------
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]+")
_LATIN_WORD = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z][A-Za-z'’.-]*[A-Za-z]|(?<![A-Za-z])[A-Za-z]"
                         r"(?![A-Za-z0-9])")
_ENUMERATED = re.compile(r"[(（][a-z][)）]")     # "(a)", "(b)": the options of a card's text


def script(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """Japanese in an English sentence, or Latin words in a Japanese one, outside the game's
    glossary of names and terms allowed in both."""
    for term in sorted(allowed, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(term)}(?![A-Za-z])", " ", text)
    if lang == "en":
        return [m.group() for m in _JAPANESE.finditer(text)]
    return [m.group() for m in _LATIN_WORD.finditer(_ENUMERATED.sub(" ", text))]


# ---- internal references -----------------------------------------------------------------------
_INTERNAL = re.compile(
    r"\b(?:core|classified|persona|rednotice|infiltration)\.[a-z_]+(?:\.[a-z_]+)*"  # rule ids
    r"|§"                                                                    # section signs
    r"|\b[\w-]+\.(?:md|toml|py|json|ipynb|txt|csv)\b"                        # file names
    r"|\bNone\b(?!\s+[a-z])|\b(?:True|False|NaN|nan)\b"       # Python values ("None yet" is
    r"|\{\}|\[\]|\{'|\['|<[a-z_.]+ object"                     # English, not a value)
    r"|\b[a-z]+_[a-z0-9_]+\b"                                                # code names
    r"|\b[A-Z]{2,}_[A-Z0-9_]+\b"                                             # constants
    r"|\b[a-z_]+=\S"                                                         # key=value
    r"|\bAction\(|\bdict\(|\bseed\b")


def internal(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """Rule ids, option and code names, file names, section signs and Python values."""
    return [m.group() for m in _INTERNAL.finditer(text) if m.group() not in allowed]


# ---- list numbering ----------------------------------------------------------------------------
CH_PX = 8              # a digit's width in px at the log's font size (13 px: 7.5 px, rounded up)


def _room(style: str) -> float:
    """The marker's room in ch from an ``ol``'s ``padding-left`` (browsers give 40 px)."""
    m = re.search(r"padding-left\s*:\s*([0-9.]+)\s*(px|ch|em)", style)
    if not m:
        return 40 / CH_PX
    value, unit = float(m.group(1)), m.group(2)
    return value / CH_PX if unit == "px" else value * (1.0 if unit == "ch" else 1.6)


def numbering(lists: Iterable[tuple[int, int, str]]) -> list[str]:
    """Ordered lists (start, items, style) whose last number ("100.") does not fit the room
    the list leaves for it, so that the browser cuts it ("00.")."""
    found = []
    for start, items, style in lists:
        room = _room(style)
        last = start + items - 1
        if items and len(f"{last}.") > room:
            found.append(f"{last}. in {room:.1f}ch")
    return found


# Japanese: shogi's verb for making a move (a card game chooses or plays) and an ASCII comma in
# a list ("公開効果, 侵入効果", "値1, 2")
_SHOGI_VERB = re.compile(r"(?<![目を])(?:指せ|指す手|指しま)|手を指")
_ASCII_COMMA = re.compile(r"[\u3040-\u30ff\u3400-\u9fff0-9],\s")


def wording(text: str, lang: str, allowed: frozenset = frozenset()) -> list[str]:
    """Japanese words and marks that do not belong in Japanese text."""
    if lang != "ja":
        return []
    return [m.group() for p in (_SHOGI_VERB, _ASCII_COMMA) for m in p.finditer(text)]


CHECKS: dict[str, Check] = {
    "placeholder": placeholder, "plural": plural, "person": person,
    "punctuation": punctuation, "script": script, "internal": internal, "wording": wording,
}
NAMES: tuple[str, ...] = (*CHECKS, "numbering")


def findings(text: str, lang: str, allowed: frozenset = frozenset(),
             checks: Iterable[str] = tuple(CHECKS)) -> list[tuple[str, str]]:
    """Every (check, piece) that ``text`` fails."""
    return [(name, piece) for name in checks for piece in CHECKS[name](text, lang, allowed)]
