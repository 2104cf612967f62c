"""The Infiltration apps in Chromium through Voila: lesson 1 finished by clicking the board only
(no action list), with no console error and no rule id in the visible text; the explorer's
websocket frames carry no other player's item before it is played; no horizontal scrolling at
390 px (Japanese, dark) and 1280 px (English, light), and there the room V's pieces all on the
map, none over another, each at least 32 px across."""

from __future__ import annotations

import re

import pytest

from tutor.games.infiltration import GAME
from tutor.games.infiltration.lessons import LESSONS
from tests.e2e.table_clicks import walk_lesson
from tutor.lessons import LessonRunner
from widgets.infiltration.table import locate, verb

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

RULE_ID = re.compile(r"\binfiltration\.[a-z_]+(\.[a-z_-]+)*")
# the log's citations name their rule in a summary; the text a learner reads is the rest
VISIBLE_TEXT = """() => { const body = document.body.cloneNode(true);
  body.querySelectorAll('.rt-cite').forEach((e) => e.remove());
  return body.innerText; }"""


# the facility's pieces on screen: the smallest tap target, pieces off the map, overlapping pairs
FACILITY_GEOMETRY = """() => {
  const map = document.querySelector('[data-id="facility"] .rt-t-full').getBoundingClientRect();
  const nodes = [...document.querySelectorAll(
    '[data-id="facility"] .rt-piece-card, [data-id="facility"] .rt-piece-slot,' +
    '[data-id="facility"] .rt-piece-token')];
  const boxes = nodes.map((n) => [n.dataset.id, n.getBoundingClientRect()]);
  const off = boxes.filter(([, r]) => r.left < map.left - 1 || r.right > map.right + 1 ||
                                      r.top < map.top - 1 || r.bottom > map.bottom + 1);
  const overlaps = [];
  boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, q]) => {
    if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 &&
        q.top < r.bottom - 1) overlaps.push([a, b]);
  }));
  const tokens = boxes.filter(([id]) => id.startsWith('op-') || id.startsWith('npc-'));
  return {smallest: Math.min(...boxes.map(([, r]) => Math.min(r.width, r.height))),
          tokens: tokens.length, off: off.map(([id]) => id), overlaps};
}"""


# the lesson's arrows (each pointed element's ::before) that cover a line of the table's text
ARROWS_OVER_TEXT = """() => {
  const lines = [...document.querySelectorAll('.rt-t-prompt, .rt-t-zone-label')].flatMap((n) => {
    const range = document.createRange(); range.selectNodeContents(n);
    return [...range.getClientRects()].map((r) => [n.textContent, r]); });
  const hits = [];
  for (const node of document.querySelectorAll('.rt-pointed')) {
    const st = getComputedStyle(node, '::before');
    if (st.content === 'none') continue;
    const box = node.getBoundingClientRect(), w = parseFloat(st.width), h = parseFloat(st.height);
    const left = box.left + parseFloat(st.left) - w / 2, top = box.top + parseFloat(st.top);
    for (const [text, r] of lines) {
      if (left < r.right && r.left < left + w && top < r.bottom && r.top < top + h)
        hits.push([node.dataset.id, text]);
    }
  }
  return hits;
}"""


def check_facility_fits(page) -> None:
    """The room V on screen: every piece on the map, none over another, taps >= 32 px."""
    geometry = page.evaluate(FACILITY_GEOMETRY)
    assert geometry["tokens"] >= 1 and geometry["smallest"] >= 32, geometry
    assert geometry["off"] == [] and geometry["overlaps"] == [], geometry


def console_errors(page) -> list[str]:
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def test_lesson_one_by_clicking_the_board_only(page, app_url, screenshot):
    errors = console_errors(page)
    page.set_viewport_size({"width": 1280, "height": 1400})
    page.goto(app_url("infiltration-tutorial.ipynb"))
    page.wait_for_selector(".rt-next", state="visible")
    walk_lesson(page, LessonRunner(LESSONS[0], GAME), locate, verb)
    page.get_by_text("Lesson complete").wait_for()
    text = page.evaluate(VISIBLE_TEXT)
    assert not RULE_ID.search(text), RULE_ID.search(text).group(0)
    assert "the tutor's own set" in text and "Scores:" in text
    screenshot(page, "infiltration-lesson-1-done")
    assert page.locator(".rt-pointed").count() and page.evaluate(ARROWS_OVER_TEXT) == []
    assert errors == []


def test_the_explorer_sends_no_hidden_card_and_fits_a_phone(page, app_url, screenshot):
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(str(f))))
    errors = console_errors(page)
    page.set_viewport_size({"width": 390, "height": 900})
    page.goto(app_url("infiltration-explorer.ipynb") + "?lang=ja&theme=dark")
    page.wait_for_selector(".rt-piece.rt-legal", state="visible")
    state = GAME.new_game(seed=1, players=3)               # the explorer's first deal
    mine = set(state.observe(0)["mine"][0]["items"])
    theirs = {c for o in state.snapshot()["operatives"][1:] for c in o["items"]} - mine
    sent = "\n".join(frames)
    assert mine and all(c in sent for c in mine)
    leaked = [c for c in theirs if re.search(rf"\b{re.escape(c)}\b", sent)
              or GAME.card(c)["name"]["ja"] in sent or GAME.card(c)["name"]["en"] in sent]
    assert not leaked, leaked
    page.locator(".rt-piece.rt-legal").first.click()
    page.locator(".rt-t-menu").wait_for()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    screenshot(page, "infiltration-explorer-390-ja-dark")
    assert overflow <= 0, f"{overflow}px of horizontal scrolling at 390px"
    check_facility_fits(page)
    assert not RULE_ID.search(page.evaluate(VISIBLE_TEXT))
    assert errors == []


def test_the_tutorial_fits_at_1280_in_the_light_theme(page, app_url, screenshot):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(app_url("infiltration-tutorial.ipynb") + "?theme=light")
    page.wait_for_selector(".rt-piece", state="visible")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    screenshot(page, "infiltration-tutorial-1280-light")
    assert overflow <= 0
    check_facility_fits(page)


# each hand card's name (its line count, words, and whether it fits) and its type in the band
HAND_CARDS = """() => [...document.querySelectorAll('.rt-piece-card[data-id^="hand-"]')].map(
  (card) => {
  const lines = (node) => { const range = document.createRange(); range.selectNodeContents(node);
    return [...range.getClientRects()]; };
  const sub = card.querySelector('.rt-t-sub'), icon = card.querySelector('.rt-t-icon');
  const c = card.getBoundingClientRect(), band = lines(icon)[0];
  return {name: sub.textContent, words: sub.textContent.split(/\\s+/).length,
          lines: new Set(lines(sub).map((r) => Math.round(r.top))).size,
          fits: sub.scrollWidth <= sub.clientWidth + 1 && icon.scrollWidth <= icon.clientWidth + 1,
          type_in_band: band.top >= c.top - 0.5 && band.bottom <= c.top + c.height * 0.2};
})"""


@pytest.mark.parametrize("width,lang", [(390, "ja"), (390, "en"), (1280, "ja")])
def test_hand_card_names_break_only_between_words_and_types_sit_in_their_band(
        page, app_url, width, lang):
    """「ダウンロード」 and 「インターフェース」 on one line, "Tranquilizer" never split; the type
    ("Action", アクション) inside the card's coloured band, not cut off at its top edge."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(app_url("infiltration-explorer.ipynb") + f"?lang={lang}")
    page.wait_for_selector('.rt-piece-card[data-id^="hand-"]', state="visible")
    cards = page.evaluate(HAND_CARDS)
    assert len(cards) >= 8
    for card in cards:
        assert card["lines"] <= card["words"] and card["fits"], card
        assert card["type_in_band"], card
