"""The toy game's thin app layer: board renderer, action labels and event texts."""

from tutor.engine import Action
from tutor.lessons import T
from widgets import Card, hand_html, pile_html, t

ACTION_LABELS = {
    "keep": T("Keep my card", "カードをキープ"), "swap": T("Swap with the deck", "山札と交換"),
    "challenge": T("Challenge", "チャレンジ"), "pass": T("Pass", "パス"),
    "concede": T("Concede", "降参"), "fight": T("Fight", "勝負"),
}
BOARD_LABELS = {"mine": T("Your card", "あなたのカード"),
                "theirs": T("Opponent's card", "相手のカード"), "deck": T("Deck", "山札")}


def action_label(action: Action, lang: str) -> str:
    """The button text of a toy action."""
    return ACTION_LABELS[action.kind].get(lang)


def swap_text(event: dict, lang: str, viewer):
    """A swap, with the new card only when the viewer may see it."""
    from widgets import player_name
    who = player_name(event["player"], lang, viewer)
    if "card" in event:
        return T(f"{who} swapped and drew a {event['card']}.",
                 f"{who}はカードを交換し、{event['card']}を引きました。").get(lang)
    return T(f"{who} swapped for an unseen card.", f"{who}は見えないカードと交換しました。").get(lang)


EVENT_TEXT = {
    "swap": swap_text,
    "pass": T("Player 1 passed: a draw.", "プレイヤー1がパスしました。引き分けです。"),
    "reveal": T("Cards revealed: {hands}.", "カード公開: {hands}。"),
    "win": T("{who} won.", "{who}の勝ちです。"),
}


def render_board(observation: dict, lang: str, highlights=()) -> str:
    """The viewer's card face up, the opponent's face down, the deck's count."""
    mine = observation["my_card"]
    cards = [] if mine is None else [Card(str(mine), highlight="hand" in highlights)]
    return (hand_html(cards, BOARD_LABELS["mine"].get(lang), lang, "hand" in highlights)
            + hand_html([], BOARD_LABELS["theirs"].get(lang), lang, "opponent" in highlights,
                        part="opponent", hidden=1)
            + pile_html(observation["deck"], BOARD_LABELS["deck"].get(lang), lang=lang,
                        highlight="deck" in highlights, part="deck"))


__all__ = ["EVENT_TEXT", "action_label", "render_board", "t"]
