"""Classified Information's learner text: the TOML files in ``text/`` (one table per key), and
the names and shared phrases built on them (English and Japanese; pure strings, no widgets).

``TEXTS.tr(key, lang, **params)`` renders a message; ``M(key)`` names one where a table of
labels is built (``tr(M(key), lang, ...)`` in ``labels``, ``narrate``, ``draw``). A missing key,
language or placeholder raises ``TextError``; ``TEXTS.problems()`` lists every gap (a test keeps
it empty). Card names come from ``cards.CARD_TYPES``; guild, set and zone names are messages of
``text/text.toml``; action labels, decision prompts and event sentences live in ``labels`` /
``narrate`` with their text in ``text/``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.engine.text import Texts

from .cards import card_type, guild, is_card_id

TEXT_DIR = Path(__file__).with_name("text")
TEXTS = Texts.load(sorted(TEXT_DIR.glob("*.toml")))


@dataclass(frozen=True)
class M:
    """A message of ``TEXTS`` by key."""

    key: str

    def __post_init__(self):
        if self.key not in TEXTS:
            raise KeyError(f"no Classified message {self.key!r} in {TEXT_DIR.name}/")

    def get(self, lang: str, **params: Any) -> str:
        """The message in ``lang`` with ``params`` filled in."""
        return TEXTS.tr(self.key, lang, **params)


SEATS = {"en": ("You", "Player {n}"), "ja": ("あなた", "プレイヤー{n}")}


def tr(text: M, lang: str, **values: Any) -> str:
    """The message ``text`` in ``lang`` with placeholders filled."""
    return text.get(lang, **values)


def player_name(player: int | None, lang: str, viewer: int | None = None) -> str:
    """"You" for the viewer, else "Player N" counted from 1 ("—" for nobody)."""
    if player is None:
        return "—"
    you, other = SEATS[lang]
    return you if player == viewer else other.format(n=player + 1)


GUILD_NAMES = {"Guard": M("text.guild_names.Guard"), "Assassin": M("text.guild_names.Assassin"),
               "Sentinel": M("text.guild_names.Sentinel")}
SET_NAMES = {"citrine": M("text.set_names.citrine"), "emerald": M("text.set_names.emerald"),
             "ruby": M("text.set_names.ruby"), "promo": M("text.set_names.promo")}
CODE_WORD = M("text.code_word.code")
HIDDEN = M("text.hidden.hidden_card")
YOU_KNOW = M("text.you_know.you_know")

# ---- board labels ----------------------------------------------------------------------------
BOARD = {
    "you": M("text.board.you"),
    "opponent": M("text.board.opponent"),
    "hand": M("text.board.hand"),
    "opponent_hand": M("text.board.opponent_hand"),
    "suitcase": M("text.board.suitcase"),
    "opponent_suitcase": M("text.board.opponent_suitcase"),
    "suitcase_code": M("text.board.suitcase_code"),
    "public": M("text.board.public"),
    "guards": M("text.board.guards"),
    "opponent_guards": M("text.board.opponent_guards"),
    "spot": M("text.board.spot"),
    "covered": M("text.board.covered"),
    "area": M("text.board.area"),
    "opponent_area": M("text.board.opponent_area"),
    "tucked": M("text.board.tucked"),
    "secret": M("text.board.secret"),
    "deck": M("text.board.deck"),
    "encrypted": M("text.board.encrypted"),
    "encrypted_mine": M("text.board.encrypted_mine"),
    "discard": M("text.board.discard"),
    "top_first": M("text.board.top_first"),
    "limbo": M("text.board.limbo"),
    "react_debt": M("text.board.react_debt"),
    "cards": M("text.board.cards"),
    "empty": M("text.board.empty"),
    "turn": M("text.board.turn"),
    "deck_list": M("text.board.deck_list"),
    "decider_you": M("text.board.decider_you"),
    "decider_other": M("text.board.decider_other"),
    "over": M("text.board.over"),
    "winners": M("text.board.winners"),
    "shared": M("text.board.shared"),
    "finals": M("text.board.finals"),
    "suitcases": M("text.board.suitcases"),
    "scores": M("text.board.scores"),
}
REASONS = {"match": M("text.reasons.match"),
           "guards": M("text.reasons.guards"), "shared": M("text.reasons.shared"),
           "short_circuit": M("text.reasons.short_circuit"),
           "cyber_trap": M("text.reasons.cyber_trap"), "gamble_won": M("text.reasons.gamble"),
           "gamble_lost": M("text.reasons.gamble")}


def card_name(card: str, lang: str) -> str:
    """"5 Scavenge" / "5 探索"."""
    ct = card_type(card)
    return f"{ct.number} {ct.name_ja if lang == 'ja' else ct.name_en}"


def card_label(card: str, lang: str) -> str:
    """The name and the guild, so the two copies of a number are told apart."""
    g = tr(GUILD_NAMES[guild(card)], lang)
    return f"{card_name(card, lang)}（{g}）" if lang == "ja" else f"{card_name(card, lang)} ({g})"


def is_card(value: Any) -> bool:
    """Whether ``value`` is a physical card id."""
    return is_card_id(value)


def cards_text(cards, lang: str) -> str:
    sep = "、" if lang == "ja" else ", "
    return sep.join(card_name(c, lang) for c in cards)


def who(player, lang: str, viewer) -> str:
    return player_name(player, lang, viewer)


def whom(player, lang: str, viewer) -> str:
    """A player named inside a sentence: "you" (lower case) for the viewer, else as ``who``."""
    name = player_name(player, lang, viewer)
    return "you" if lang == "en" and player == viewer and player is not None else name


def whose(player, lang: str, viewer) -> str:
    """"Your" / "Player 2's" (ja: "あなたの" / "プレイヤー2の")."""
    if player == viewer and player is not None:
        return "あなたの" if lang == "ja" else "Your"
    name = player_name(player, lang, viewer)
    return f"{name}の" if lang == "ja" else f"{name}'s"


def owner_spot(owner: int, spot: int, lang: str, viewer, obs: dict | None = None) -> str:
    """"your Guard in spot 2 (5 Scavenge)" as the viewer sees it."""
    name = whose(owner, lang, viewer)
    seen = ""
    if obs is not None:
        g = obs["players"][owner]["guards"][spot]
        if g and g.get("card"):
            seen = f" ({card_name(g['card'], lang)})" if lang == "en" else \
                f"（{card_name(g['card'], lang)}）"
    if lang == "ja":
        return f"{name}衛兵・場所{spot + 1}{seen}"
    text = f"{name} Guard in spot {spot + 1}{seen}"
    return text[0].lower() + text[1:] if name == "Your" else text
