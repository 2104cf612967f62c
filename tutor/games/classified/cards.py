"""Classified Information's cards: the 40 card types of Citrine, Emerald, Ruby and Promo.

A physical card's id is its type plus its guild copy: ``C5-G`` (Citrine 5, Guard copy),
``C5-A`` (Assassin copy), ``C3-S1`` / ``C3-S2`` (the two Sentinel copies of a 3, 6 or 9).
Numbers, codes and ring distances follow the rules spec, section 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.engine import UnknownCard

GUARD, ASSASSIN, SENTINEL = "Guard", "Assassin", "Sentinel"
SENTINEL_NUMBERS = (3, 6, 9)
SETS = ("citrine", "emerald", "ruby")
SET_LETTER = {"citrine": "C", "emerald": "E", "ruby": "R", "promo": "P"}

# Keywords
TUCK, TRIGGER, REACT = "TUCK", "TRIGGER", "REACT"


@dataclass(frozen=True)
class CardType:
    """One card face: its set, number, names and keywords."""

    key: str            # "C5", "P3b"
    set: str            # citrine | emerald | ruby | promo
    number: int
    name_en: str
    name_ja: str
    keywords: tuple = ()
    peek: int = 0       # PEEK printed on the card (REACT cards: the price's PEEK 1)

    def copies_suffixes(self) -> tuple[str, ...]:
        """The copy suffixes of this type's two physical cards."""
        return ("S1", "S2") if self.number in SENTINEL_NUMBERS else ("G", "A")

    def copies(self) -> tuple[str, ...]:
        """The ids of both physical copies of this card type."""
        if self.number in SENTINEL_NUMBERS:
            return (f"{self.key}-S1", f"{self.key}-S2")
        return (f"{self.key}-G", f"{self.key}-A")


def _t(key, number, en, ja, *keywords, peek=0):
    set_name = {"C": "citrine", "E": "emerald", "R": "ruby", "P": "promo"}[key[0]]
    return CardType(key, set_name, number, en, ja, tuple(keywords), peek)


CARD_TYPES: dict[str, CardType] = {c.key: c for c in (
    _t("C1", 1, "Fortune Teller", "占い師"),
    _t("C2", 2, "Test Access Codes", "アクセスコードのテスト"),
    _t("C3", 3, "Picking Petals", "花びら占い"),
    _t("C4", 4, "Switch Places", "入れ替え"),
    _t("C5", 5, "Scavenge", "探索"),
    _t("C6", 6, "Extra Protection", "追加防御", TUCK),
    _t("C7", 7, "Wheel of Fate", "運命の輪"),
    _t("C8", 8, "Neutralize the Target", "標的の無力化"),
    _t("C9", 9, "Bullet Proof Vest", "防弾チョッキ", REACT, peek=1),
    _t("E1", 1, "High-Tech Bookends", "ハイテク・ブックエンド"),
    _t("E2", 2, "Mind Control", "マインドコントロール"),
    _t("E3", 3, "Interrogation", "尋問"),
    _t("E4", 4, "Split Personality", "二重人格"),
    _t("E5", 5, "Hiding Place", "隠し場所", TUCK),
    _t("E6", 6, "Resilience", "回復力", TRIGGER),
    _t("E7", 7, "Digital Dig", "デジタル・ディグ", peek=1),
    _t("E8", 8, "Web Search", "ウェブ探索"),
    _t("E9", 9, "Return to Sender", "送り返し", REACT, peek=1),
    _t("R1", 1, "Hacking Dart", "ハッキング・ダート"),
    _t("R2", 2, "Decoy Guard", "おとりの衛兵", TRIGGER),
    _t("R3", 3, "Agonizing Choice", "苦渋の選択"),
    _t("R4", 4, "Digital Revival", "デジタル蘇生"),
    _t("R5", 5, "Precision Procedure", "精密な処置"),
    _t("R6", 6, "Pull the Plug", "電源を引き抜く", REACT, peek=1),
    _t("R7", 7, "Infiltrate Enemy Lines", "敵陣潜入"),
    _t("R8", 8, "Shine Spotlights", "スポットライト照射"),
    _t("R9", 9, "Rooftop Sniper", "ルーフトップ・スナイパー"),
    _t("P1a", 1, "Look Closely", "よく見る", peek=3),
    _t("P1b", 1, "Test of Loyalty", "忠誠心のテスト"),
    _t("P3a", 3, "Short Circuit", "ショートサーキット", TRIGGER),
    _t("P3b", 3, "Suitcase Handoff", "スーツケースの受け渡し"),
    _t("P3c", 3, "Cyber Trap", "サイバートラップ"),
    _t("P4a", 4, "High-Stakes Gamble", "ハイステークス・ギャンブル"),
    _t("P4b", 4, "Telepathy Vision", "テレパシービジョン", TRIGGER),
    _t("P5a", 5, "Cyberpunk Sandwich", "サイバーパンク・サンドイッチ"),
    _t("P5b", 5, "Armored Fedora", "装甲フェドラ", TRIGGER),
    _t("P7a", 7, "Cybernetic Cubic Tower", "サイバーネティック・キュービック・タワー", TUCK),
    _t("P7b", 7, "Sands of Time", "時の砂"),
    _t("P9a", 9, "Unstable Grenade", "不安定な手榴弾", peek=2),
    _t("P9b", 9, "No-Return Mail", "戻らぬ郵便"),
)}

PROMOS: dict[int, tuple[str, ...]] = {}
for _c in CARD_TYPES.values():
    if _c.set == "promo":
        PROMOS.setdefault(_c.number, ())
        PROMOS[_c.number] += (_c.key,)


COPIES = ("G", "A", "S1", "S2")
ID_HELP = ("card ids are a card type and its copy: C5-G (Citrine 5, Guard copy), C5-A (its "
           "Assassin copy), C3-S1 / C3-S2 (the two Sentinels of a 3, 6 or 9); types: C1-C9, "
           "E1-E9, R1-R9 and the Promo cards P1a, P1b, P3a-P3c, P4a, P4b, P5a, P5b, P7a, P7b, "
           "P9a, P9b")


COPY_GUILD = {"G": GUARD, "A": ASSASSIN, "S1": SENTINEL, "S2": SENTINEL}
_KILLERS, _KEEPERS = frozenset((ASSASSIN, SENTINEL)), frozenset((GUARD, SENTINEL))
# every physical card id -> its type, number and printed guild, and whether it may be played as
# an Assassin (Assassins, Sentinels) or as a Guard (Guards, Sentinels)
TYPE_OF = {c: t for t in CARD_TYPES.values() for c in t.copies()}
TYPE_KEY_OF = {c: t.key for c, t in TYPE_OF.items()}
COPIES_OF = {key: t.copies() for key, t in CARD_TYPES.items()}     # type key -> its two card ids
NUMBER_OF = {c: t.number for c, t in TYPE_OF.items()}
GUILD_OF = {c: COPY_GUILD[c.split("-")[1]] for c in TYPE_OF}
ASSASSINATES = {c: g in _KILLERS for c, g in GUILD_OF.items()}
GUARDS = {c: g in _KEEPERS for c, g in GUILD_OF.items()}

# Per-card facts are read for every card at every decision (legal actions, targets), so they are
# these tables' bound lookups, which cost no Python frame per call; an unknown id is a KeyError.
card_type = TYPE_OF.__getitem__             # card_type("C5-G") is the CardType of C5
type_key = TYPE_KEY_OF.__getitem__          # type_key("C5-G") == "C5"
number = NUMBER_OF.__getitem__              # the printed number of a card id
guild = GUILD_OF.__getitem__                # the printed guild of a card id
can_assassinate = ASSASSINATES.__getitem__  # whether a card id may be Enlisted as an Assassin
can_guard = GUARDS.__getitem__              # whether a card id may be a Guard


def is_card_id(card) -> bool:
    """Whether ``card`` is the id of a physical card (``C5-G``, ``C3-S1``...)."""
    return isinstance(card, str) and card in TYPE_OF


def card_info(card: str, catalogue) -> dict:
    """What ``game.card(id)`` shows: names, set, number, guild, Code, keywords, text."""
    if not is_card_id(card):
        raise UnknownCard(f"no card {card!r}: {ID_HELP}")
    t = card_type(card)
    rule = catalogue[f"classified.card.{t.key}"]
    return {"id": card, "type": t.key, "name": {"en": t.name_en, "ja": t.name_ja},
            "set": t.set, "number": t.number, "guild": guild(card), "code": list(code(t.number)),
            "keywords": list(t.keywords), "peek": t.peek, "text": dict(rule.text),
            "rule": rule.id}


def ring_distance(a: int, b: int) -> int:
    """Steps between two numbers on the 1-9 ring where 9 and 1 are neighbours."""
    d = abs(a - b) % 9
    return min(d, 9 - d)


def code(n: int) -> tuple[int, int, int]:
    """The three Code numbers of card number ``n``: (n-1, n, n+1) on the ring."""
    return ((n - 2) % 9 + 1, n, n % 9 + 1)


NUMBERS = range(1, 10)
# (a, b) pairs of card numbers at most 1 / 2 steps apart on the ring (looked up at every offer)
_IN_CODE = frozenset((a, b) for a in NUMBERS for b in NUMBERS if ring_distance(a, b) <= 1)
_OVERLAPPING = frozenset((a, b) for a in NUMBERS for b in NUMBERS if ring_distance(a, b) <= 2)


def in_code(x: int, suitcase: int) -> bool:
    """Card number ``x`` is one of the three Code numbers of ``suitcase`` (1-9)."""
    return (x, suitcase) in _IN_CODE


def codes_overlap(a: int, b: int) -> bool:
    """The Codes of card numbers ``a`` and ``b`` (1-9) share a number (the assassination test)."""
    return (a, b) in _OVERLAPPING
