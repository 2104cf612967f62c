"""Cards, hands and piles drawn as SVG/HTML strings."""

from widgets import Card, card_svg, hand_html, pile_html


def test_face_up_card_shows_its_label_and_a_back_shows_nothing_of_it():
    up = card_svg(Card("7", sub="green", color="#2a7", highlight=True))
    assert up.startswith("<svg") and ">7<" in up and "green" in up and "#f5a623" in up
    back = card_svg(Card("7", sub="green", face_up=False), "ja")
    assert "7" not in back.replace("0 0 60 84", "") and "green" not in back and "伏せたカード" in back
    assert "&lt;b&gt;" in card_svg(Card("<b>"))


def test_hand_and_pile_count_their_cards():
    hand = hand_html([Card("1"), Card("2")], "Hand", hidden=1, highlight=True)
    assert hand.count("<svg") == 3 and "Hand (3 cards)" in hand and "rt-highlight" in hand
    assert "Hand (1 card)" in hand_html([Card("1")], "Hand")
    assert "山札 (0枚)" in pile_html(0, "山札", lang="ja") and "なし" in pile_html(0, "x", lang="ja")
    top = pile_html(4, "Discard", top=Card("9"))
    assert ">9<" in top and "Discard (4 cards)" in top
