"""axe-core (WCAG 2.x A and AA rules) finds nothing serious or critical on any page of the app:
the home page, each game's tutorial and explorer, and the simulation, at 390 and 1280 px.

axe-core comes from the npm registry into .axe-core/ (``make axe``; ``make test`` runs it first).
A finding is reported with its rule, its impact and the first elements it names.
"""

from __future__ import annotations

import pytest

import voila_app
from tests.e2e.table_page import THEMES, WIDTHS, draw
from tests.e2e.table_pieces import sampler

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]
AXE = voila_app.REPO / ".axe-core" / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
BLOCKING = {"serious", "critical"}
GAMES = ("classified", "persona", "rednotice", "infiltration")
PAGES = [("index.ipynb", ".rt-lang"), ("simulate.ipynb", ".rt-simulate")] + \
    [(f"{g}-tutorial.ipynb", ".rt-next") for g in GAMES] + \
    [(f"{g}-explorer.ipynb", ".rt-new-game") for g in GAMES]


# axe-core keeps some WCAG rules "experimental" (off unless asked for): the one that checks a
# control's accessible name holds its visible words (2.5.3 Label in Name) is asked for by name.
EXPERIMENTAL = ["label-content-name-mismatch"]
RUN = """async ([tags, extra, off]) => {
  const rules = Object.fromEntries([...extra.map((id) => [id, {enabled: true}]),
                                    ...off.map((id) => [id, {enabled: false}])]);
  const result = await axe.run(document, {runOnly: {type: "tag", values: tags}, rules,
                                          resultTypes: ["violations"]});
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), html: n.html.slice(0, 160),
                                summary: (n.failureSummary || "").slice(0, 300)}))}));
}"""


def findings(page, off: tuple = ()) -> list[dict]:
    """axe-core's WCAG 2.x A/AA violations on ``page`` as it is now (rules ``off`` not run)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN, [WCAG_TAGS, EXPERIMENTAL, list(off)])


def blocking(found: list[dict]) -> list[str]:
    """The serious and critical findings, one line each."""
    return [f"{v['id']} ({v['impact']}, {len(v['nodes'])}x): {v['help']}; "
            f"e.g. {v['nodes'][0]['target']}: {v['nodes'][0]['summary']}"
            for v in found if v["impact"] in BLOCKING]


@pytest.fixture(scope="module", autouse=True)
def _axe_installed():
    if not AXE.exists():
        pytest.fail(f"no axe-core at {AXE}; run `make axe` (npm install into .axe-core/)")


@pytest.mark.parametrize(("notebook", "ready"), PAGES, ids=[p for p, _ in PAGES])
def test_no_serious_accessibility_finding(open_app, notebook, ready):
    page = open_app(notebook, ready=ready)
    page.wait_for_load_state("networkidle")
    problems = []
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)                       # the layout settles at the new width
        problems += [f"{width}px {line}" for line in blocking(findings(page))]
    assert problems == [], "\n".join(problems)


@pytest.fixture(scope="module")
def bare_page(browser):
    """A page of its own for drawing tables without a server."""
    context = browser.new_context()
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_piece_passes_as_a_button(bare_page, game):
    """Every kind of piece of the game's table (tests/e2e/table_pieces.py), each offering a play
    (so each is a button with a name), passes axe in both themes and widths: among others, its
    name holds the words it shows (2.5.3 Label in Name) and its words read (1.4.3). Target size
    is left to the pages' test above: every road and city of a map playable at once is a table
    no position shows."""
    scene, _ = sampler(game)
    problems = []
    for theme in THEMES:
        for width in WIDTHS:
            draw(bare_page, scene, theme, width, playable=True)
            assert bare_page.locator(".rt-piece[role=button]").count() >= 5
            found = findings(bare_page, off=("target-size",))
            problems += [f"{theme} {width}px {line}" for line in blocking(found)]
    assert problems == [], "\n".join(problems)


def test_a_name_cut_short_of_its_words_is_caught(bare_page):
    """The check can fail: a button showing "Switch Places" but named "Switch" is a serious
    finding (the board itself names its pieces with their words: the test above)."""
    draw(bare_page, {"zones": [], "caption": "planted"}, "light", 1280)
    bare_page.evaluate("""() => document.body.insertAdjacentHTML("beforeend",
      '<div role="button" tabindex="0" aria-label="Switch">Switch Places</div>')""")
    lines = blocking(findings(bare_page))
    assert len(lines) == 1 and lines[0].startswith("label-content-name-mismatch (serious")
