"""The Red Notice tutorial in Chromium at 390 px: lesson 1 (the forger) finished by clicks on the
board only, then lesson 2 (the agent programming her discs) by clicks, with no console error, no
rule id in the visible text, no horizontal scrolling, and the forger's city nowhere in what the
agent's page shows or receives beyond the public map; the layout at 390 and 1280 px, Japanese
and English, dark and light (screenshots rednotice-<width>-<lang>-<theme>.png)."""

from __future__ import annotations

import re

import pytest

from tutor.games.rednotice import GAME
from tutor.games.rednotice.lessons import LESSONS
from tests.e2e.table_clicks import walk_lesson
from tutor.lessons import LessonRunner
from widgets.rednotice.table import locate, verb

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]
RULE_ID = re.compile(r"\brednotice\.[a-z_]+\.[a-z_]+")


def _collect(page) -> tuple[list[str], list[str]]:
    """Console errors (and page errors), and every websocket frame the page receives."""
    errors, frames = [], []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("websocket", lambda ws: ws.on(
        "framereceived",
        lambda data: frames.append(data.decode("utf-8", "replace")
                                   if isinstance(data, bytes) else data)))
    return errors, frames


# pairs of names (cities, continents) on the map whose boxes overlap
OVERLAPPING_NAMES = """() => {
  const boxes = [...document.querySelectorAll('.rt-t-map .rt-place .rt-t-label')]
    .map(n => [n.textContent, n.getBoundingClientRect()]);
  const out = [];
  boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, q]) => {
    if (r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom)
      out.push(a + ' / ' + b);
  }));
  return out;
}"""
# for every city: of four taps 13 px from its centre (inside its 32 px tap area), those that
# reach another piece; a tap may go to a neighbour whose centre is nearer than this city's, or
# to the agent or the forger standing there
TAP_MISSES = """() => {
  const cities = [...document.querySelectorAll('.rt-t-map .rt-place')]
    .filter(n => !n.dataset.id.match(/^[A-Z]{2}$/));
  const centre = n => { const r = n.getBoundingClientRect();
                        return [r.left + r.width / 2, r.top + r.height / 2]; };
  const out = [];
  for (const city of cities) {
    const [x, y] = centre(city);
    for (const [dx, dy] of [[13, 0], [-13, 0], [0, 13], [0, -13]]) {
      const hit = document.elementFromPoint(x + dx, y + dy)?.closest('.rt-piece');
      if (hit === city || ['agent', 'forger'].includes(hit?.dataset.id)) continue;  // people on top
      const d = c => Math.hypot(centre(c)[0] - x - dx, centre(c)[1] - y - dy);
      if (!hit || !hit.classList.contains('rt-place') || d(hit) >= 13)
        out.push(city.dataset.id + ' ' + dx + ',' + dy + ' -> ' + (hit ? hit.dataset.id : '-'));
    }
  }
  return out;
}"""


def beyond_the_public_map(text: str, city: str) -> bool:
    """Whether ``city``'s id appears in ``text`` other than as a city of the public map (a
    piece's id, a move's piece or target, a road's id)."""
    text = re.sub(rf'"(?:id|item|target)":\s*"{city}"', "", text)
    text = re.sub(rf'data-id="{city}"', "", text)
    text = re.sub(r"road-[a-z_]+~[a-z_]+", "", text)
    return re.search(rf"\b{re.escape(city)}\b", text) is not None


def test_lessons_one_and_two_by_clicking_the_board_at_390(page, app_url, screenshot):
    page.set_viewport_size({"width": 390, "height": 1600})
    errors, frames = _collect(page)
    page.goto(app_url("rednotice-tutorial.ipynb"), timeout=180_000)
    page.wait_for_selector(".rt-table", state="visible")
    walk_lesson(page, LessonRunner(LESSONS[0], GAME), locate, verb)
    page.get_by_text("Lesson complete").wait_for()
    screenshot(page, "rednotice-lesson1-done-390")
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0

    frames.clear()                                   # from here on the learner is the agent
    page.locator(".rt-lesson-picker select").select_option(index=1)
    agent = LessonRunner(LESSONS[1], GAME)
    forger = agent.state.observe(None)["seats"]["forger"]
    cities: set[str] = set()

    def private(runner):
        assert runner.observation["role"] == "agent"
        cities.add(runner.state.observe(forger)["forger_city"])
        html = page.content()
        assert not [c for c in cities if beyond_the_public_map(html, c)], "forger's city in DOM"
        assert not RULE_ID.search(page.inner_text("body")), "a rule id is visible"
        assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0

    walk_lesson(page, agent, locate, verb, each=private)
    page.get_by_text("Lesson complete").wait_for()
    screenshot(page, "rednotice-lesson2-done-390")
    received = "\n".join(frames)
    assert "rt-table-board" in received or '"scene"' in received      # the agent's table came
    assert cities and not [c for c in cities if beyond_the_public_map(received, c)], \
        "the forger's city reached the agent's browser"
    assert not errors, errors


@pytest.mark.parametrize("width,lang,theme", [(390, "ja", "dark"), (1280, "en", "light")])
def test_the_map_fits_and_reads(page, app_url, screenshot, width, lang, theme):
    """At the first move of lesson 1 with a check's menu open: no horizontal scrolling, every
    city, road and radar space on the map, the map named as the tutor's own; no two names on
    the map overlap and a tap 13 px from a city's centre still reaches it (a 32 px area)."""
    page.set_viewport_size({"width": width, "height": 1000})
    errors, _ = _collect(page)
    page.goto(app_url("rednotice-tutorial.ipynb") + f"?lang={lang}&theme={theme}",
              timeout=180_000)
    page.wait_for_selector(".rt-table", state="visible")
    runner = LessonRunner(LESSONS[0], GAME)
    step = "ステップ {n} /" if lang == "ja" else "Step {n} of"
    while not runner.waiting:
        page.click(".rt-next")
        runner.next()
        page.locator(".rt-step", has_text=step.format(n=runner.index + 1)).wait_for()
    title = "チューター独自の地図" if lang == "ja" else "The tutor's own map"
    page.locator(".rt-t-map-zone", has_text=title).wait_for()
    assert page.locator(".rt-t-map .rt-piece").count() >= 30 + 49 + 6 + 1
    assert not page.evaluate(OVERLAPPING_NAMES), "two names on the map overlap"
    misses = page.evaluate(TAP_MISSES)
    assert not misses, f"taps 13 px from a city's centre that miss it: {misses}"
    page.locator(".rt-piece.rt-legal").first.click()
    page.locator(".rt-t-menu").wait_for()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    screenshot(page, f"rednotice-{width}-{lang}-{theme}")
    assert overflow <= 0, f"{overflow}px of horizontal scrolling at {width}px"
    assert not errors, errors
