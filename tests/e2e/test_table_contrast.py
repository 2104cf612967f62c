"""Every kind of piece of every game's clickable table stands out from what is behind it: each
drawn mark (a card's paper, band and words, a token and its halo, a back, a slot's outline) has a
contrast of at least 3:1 (WCAG 2.x non-text contrast, tests/e2e/contrast.py) in JupyterLab's
light and dark themes at 390 and 1280 px.

The pieces are those the games' own scenes draw from real positions: every lesson step and
seeded random games of every set-up, every seat's view (tests/e2e/table_pieces.py), one piece of
each drawn style, on a bare page with board.js and board.css (tests/e2e/table_page.py).
"""

from __future__ import annotations

import pytest

from tests.e2e.contrast import NON_TEXT_MINIMUM, sampled_contrast
from tests.e2e.table_page import THEMES, WIDTHS, draw, marks
from tests.e2e.table_pieces import GAMES, sampler

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def table_page(browser):
    """One page for the module (its own context); each test draws on it."""
    context = browser.new_context()
    yield context.new_page()
    context.close()


def faint_marks(page, scene: dict, wanted: list | None = None) -> list[tuple]:
    """(theme, width, piece id, mark, text, contrast) of every mark under 3:1, in every theme and
    width; ``wanted``: the (zone id, piece id) pairs to measure (default: all)."""
    found = []
    for theme in THEMES:
        for width in WIDTHS:
            draw(page, scene, theme, width)
            for mark in marks(page, wanted):
                contrast = sampled_contrast(mark["samples"])
                if contrast < NON_TEXT_MINIMUM:
                    found.append((theme, width, mark["id"], mark["mark"], mark["text"],
                                  round(contrast, 2)))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_piece_stands_out_in_both_themes_and_widths(table_page, game):
    scene, chosen = sampler(game)
    assert len(chosen) >= 5, f"{game}: too few kinds of piece found"
    faint = faint_marks(table_page, scene, [[zone, piece] for zone, piece, _ in chosen])
    print(f"{game}: {len(chosen)} kinds of piece, {len(faint)} faint marks")
    assert faint == [], "\n".join(map(str, faint))


def test_the_pieces_cover_what_the_rules_put_on_the_table():
    """The sample holds the pieces the rules put on the table, so a piece drawn nowhere in it is
    noticed (a style is (zone style, kind, face up, veiled, marked, colour, halo, icon, label,
    sub, badge, label side): tests/e2e/table_pieces.py)."""
    pieces = {g: [(piece.split("~")[0], style) for _, piece, style in sampler(g)[1]] for g in GAMES}

    def met(game, prefix, **style):
        fields = ("zone", "kind", "face_up", "veiled", "marked", "color", "halo", "icon", "label",
                  "sub", "badge", "label_side")
        return any(i.startswith(prefix) and all(s[fields.index(k)] == v for k, v in style.items())
                   for i, s in pieces[game])

    for colour in ("#ffffff", "#111111"):               # white and black radars and barriers
        assert met("rednotice", "radar-", color=colour) and met("rednotice", "road-", color=colour)
    assert met("rednotice", "radar-", color="var(--rt-panel)")      # an empty radar space
    assert met("rednotice", "disc-", kind="token") and met("rednotice", "their-disc-", face_up=False)
    assert met("rednotice", "EU-", marked=True) and met("rednotice", "check-", face_up=False)
    assert met("rednotice", "agent") and met("rednotice", "forger")
    assert {"alarm", "proximity"} <= {i for i, _ in pieces["infiltration"]}
    assert met("infiltration", "op-", badge=True)                   # a wounded operative
    assert met("infiltration", "npc-", kind="token") and met("infiltration", "npc-card-")
    assert met("infiltration", "file-", kind="token")
    assert met("infiltration", "room-", face_up=False) and met("infiltration", "room-out")
    assert met("classified", "suitcase-") and met("classified", "guard-", kind="slot")
    assert met("classified", "", veiled=True)                       # own encrypted card, Guard
    assert met("classified", "deck-top", face_up=False)
    assert met("persona", "action-") and met("persona", "", marked=True)   # a face-down choice


PLANTED = {"zones": [{"id": "row", "label": "Planted", "wide": True, "pieces": [
    {"id": "ok", "kind": "token", "color": "#1565c0", "label": "7", "name": "seven"},
    {"id": "white-on-white", "kind": "card", "color": "#ffffff", "label": "★", "sub": "ghost",
     "icon": "W", "name": "ghost"},
]}], "caption": "planted"}


def test_a_piece_drawn_white_on_white_is_caught(table_page):
    """The check fails on a planted defect: a card whose band and words are drawn in white on
    its (near-white) paper, in both themes and at both widths; the good token passes."""
    faint = faint_marks(table_page, PLANTED)
    caught = {(theme, width, mark) for theme, width, piece, mark, _, _ in faint
              if piece == "white-on-white"}
    assert {"band", "rt-t-label", "rt-t-sub"} <= {mark for _, _, mark in caught}
    assert {(t, w) for t, w, _ in caught} == {(t, w) for t in THEMES for w in WIDTHS}
    assert all(piece == "white-on-white" for _, _, piece, *_ in faint)
