"""The question each decision asks, by its ``prompt`` key, in English and Japanese.

``{company}`` and ``{tied}`` are filled from the decision's public ``info``.
"""

from __future__ import annotations

PROMPTS = {
    "choose_play": {
        "en": "Choose one information card and one action card to play face down.",
        "ja": "情報カード1枚とアクションカード1枚を選び、裏向きに出してください。",
    },
    "discard_face_down": {
        "en": "Two players: discard one more card from your hand face down.",
        "ja": "2人プレイ：手札からさらに1枚を裏向きで捨ててください。",
    },
    "break_first_tie": {
        "en": "You hold the {company} key: choose 1st and 2nd among the tied players {tied}.",
        "ja": "あなたは{company}の鍵を持っています。同点のプレイヤー{tied}から1位と2位を選んでください。",
    },
    "break_second_tie": {
        "en": "You are 1st in {company}: choose who of {tied} takes the key.",
        "ja": "あなたは{company}の1位です。{tied}のうち鍵カードを受け取る人を選んでください。",
    },
    "choose_steal": {
        "en": "Steal one {company} card from another player's play area.",
        "ja": "他のプレイヤーのプレイエリアから{company}のカードを1枚盗んでください。",
    },
    "choose_activator": {
        "en": "Choose the card you give up to activate {company}.",
        "ja": "{company}を有効化するために手放すカードを選んでください。",
    },
}


def prompt_text(decision: dict | None, lang: str = "en") -> str:
    """The question of an observed decision (``observe()["decision"]``) in ``lang``."""
    if not decision or decision.get("prompt") not in PROMPTS:
        return ""
    return PROMPTS[decision["prompt"]][lang].format_map(_Blank(decision.get("info", {})))


class _Blank(dict):
    """Format values that leave unknown fields empty instead of failing."""

    def __missing__(self, key: str) -> str:
        return ""
