"""The clickable table in Chromium through Voila: a card's menu of plays, the second click for a
target, the keyboard path, the lesson pointer, no horizontal scrolling at 390 px, and the light
and dark themes (screenshots table-board-<width>-<theme>.png)."""

from __future__ import annotations

import pytest

import voila_app

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]
NOTEBOOK = "tests/e2e/table-board.ipynb"
# Voila's lab template itself links Font Awesome from a CDN on every page (not this widget's).
TEMPLATE_CDN = "@fortawesome/fontawesome-free"


@pytest.fixture
def open_board(page, voila_server):
    """Open the fixture notebook (``query`` appended to its URL) and wait for the table."""
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.on("request", lambda req: errors.append(f"outside request {req.url}")
            if not req.url.removeprefix("blob:").startswith(voila_server)
            and TEMPLATE_CDN not in req.url else None)          # anywidget loads its ESM as a blob
    page.on("console", lambda msg: errors.append(msg.text)
            if msg.type == "error" and "Failed to load resource" not in msg.text else None)
    page.on("requestfailed", lambda req: errors.append(f"failed {req.url}")
            if TEMPLATE_CDN not in req.url else None)

    def _open(query: str = "", width: int = 1280):
        page.set_viewport_size({"width": width, "height": 900})
        page.goto(voila_app.render_url(voila_server, NOTEBOOK) + (f"?{query}" if query else ""))
        page.wait_for_selector(".rt-table .rt-legal", state="visible")
        return page

    _open.errors = errors
    return _open


def _played(page) -> str:
    page.locator(".rt-played").filter(has_text="(").wait_for()
    return page.locator(".rt-played").inner_text().strip()


def test_click_a_card_then_a_play_then_a_target(open_board, screenshot):
    page = open_board()
    card = page.locator('.rt-piece[data-id="C1"]')
    assert card.get_attribute("role") == "button"
    assert "Mind Control" in card.get_attribute("aria-label")
    assert page.locator(".rt-legal").count() == 2                   # C1 and C2 start a play
    card.click()
    menu = page.locator(".rt-t-menu")
    assert [b.strip() for b in menu.locator("button.rt-t-play").all_inner_texts()] == \
        ["Deploy", "Encrypt"]
    assert "Swap two Guards." in menu.inner_text()                   # the card's text on tap
    screenshot(page, "table-board-menu-1280-light")
    menu.get_by_role("menuitem", name="Deploy").click()
    assert "choose a target" in page.locator(".rt-t-prompt").inner_text()
    assert page.locator(".rt-target").count() == 2
    page.locator('.rt-piece[data-id="slot-0"]').click()
    assert _played(page) == "deploy(card=C1, target=slot-0)"
    assert open_board.errors == []


def test_keyboard_opens_a_card_escapes_and_plays(open_board):
    page = open_board()
    card = page.locator('.rt-piece[data-id="C2"]')
    card.focus()
    page.keyboard.press("Enter")
    assert page.locator(".rt-t-menu").is_visible()
    page.keyboard.press("Escape")
    assert page.locator(".rt-t-menu").count() == 0
    assert page.evaluate("document.activeElement.dataset.id") == "C2"   # focus goes back
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")                                 # Enlist as Guard -> Encrypt
    assert page.evaluate("document.activeElement.textContent") == "Encrypt"
    page.keyboard.press("Enter")
    assert _played(page) == "encrypt(card=C2)"


def test_the_lesson_pointer_marks_the_named_card(open_board):
    page = open_board()
    assert page.locator(".rt-pointed").evaluate_all("ns => ns.map(n => n.dataset.id)") == ["C2"]


@pytest.mark.parametrize(("theme", "lang"), [("light", "en"), ("dark", "ja")])
def test_fits_the_width_and_reads_in_both_themes(open_board, screenshot, theme, lang):
    """One page per theme (and language), checked at 1280 px and again resized to 390 px."""
    page = open_board(f"theme={theme}&lang={lang}")
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        if page.locator(".rt-t-menu").count():        # the menu opened at the other width
            page.keyboard.press("Escape")
            page.locator(".rt-t-menu").wait_for(state="hidden")
        page.locator('.rt-piece[data-id="C1"]').click()
        page.locator(".rt-t-menu").wait_for()
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{overflow}px of horizontal scrolling at {width}px"
        box = page.locator(".rt-t-menu").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width
        ink, panel = page.locator(".rt-t-zone").first.evaluate(
            "n => [getComputedStyle(n).color, getComputedStyle(n).backgroundColor]")
        assert ink != panel
        if theme == "dark":
            assert _luminance(panel) < 0.3 < _luminance(ink), (ink, panel)
        screenshot(page, f"table-board-{width}-{theme}")


def _luminance(css_rgb: str) -> float:
    """Relative brightness 0..1 of "rgb(r, g, b)" (rough: the mean of the channels)."""
    channels = [float(c) for c in css_rgb[css_rgb.index("(") + 1:-1].split(",")[:3]]
    return sum(channels) / (3 * 255)
