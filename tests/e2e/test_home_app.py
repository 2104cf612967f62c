"""The Voila app in Chromium: the home page, the language toggle, links to notebooks, hidden code."""

from __future__ import annotations

import shutil
from urllib.parse import urljoin

import nbformat
import pytest

import voila_app
from widgets import home as home_page

from .conftest import VOILA_CELL_ERROR, voila_cell_errors

pytestmark = [pytest.mark.browser, pytest.mark.timeout(120)]
NOTEBOOKS = voila_app.REPO / "notebooks"


def test_home_page_lists_the_games_and_switches_language(open_app, screenshot):
    """The index shows the four games in English, then in Japanese after a click on 日本語."""
    page = open_app("index.ipynb", ready=".rt-lang")
    assert page.locator(".rt-game").count() == 4
    for name in ("Classified Information", "Persona Non Grata", "Red Notice", "Infiltration"):
        assert page.get_by_role("heading", name=name).is_visible()
    screenshot(page, "home-en")
    page.get_by_role("button", name="日本語").click()
    page.get_by_role("heading", name="ルールチューター").wait_for()
    for name in ("機密情報", "ペルソナ・ノン・グラータ", "レッド・ノーティス", "インフィルトレーション"):
        assert page.get_by_role("heading", name=name).count() == 1
    screenshot(page, "home-ja")
    assert "from widgets.home" not in page.content()


def test_the_root_url_lands_on_the_home_page(page, voila_server):
    """``/`` redirects to notebooks/index.ipynb rendered by Voila."""
    page.goto(voila_server + "/")
    page.wait_for_selector(".rt-lang")
    assert page.url == voila_app.render_url(voila_server, "notebooks/index.ipynb")


@pytest.mark.timeout(360)                 # it renders every app notebook (six, three games)
def test_every_link_on_the_home_page_opens_a_notebook_without_cell_errors(open_app):
    """The app links are exactly the game apps that exist, and each renders in Voila (the
    designers' Python notebooks open in JupyterLab instead: tests/e2e/test_explorer_saves.py);
    the simulation, for designers, is an app page too."""
    page = open_app("index.ipynb", ready=".rt-lang")
    hrefs = [a.get_attribute("href") for a in page.locator("a.rt-open").all()]
    games = home_page.GAMES
    assert sorted(hrefs) == sorted([nb.file for g in games for nb in home_page.existing_notebooks(g)
                                    if not nb.designer] + [nb.file for nb in home_page.TOOLS])
    for href in hrefs:
        response = page.request.get(urljoin(page.url, href), timeout=120_000)
        assert response.status == 200, href
        assert VOILA_CELL_ERROR not in response.text(), f"{href} has a failing cell"


def _notebook(path, source: str) -> None:
    """Write a one-cell notebook with ``source`` at ``path``."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(source)]
    nbformat.write(nb, path)


DEMO_TUTORIAL = """\
import ipywidgets as w  # demo-source-marker
label = w.Label("step 1")
label.add_class("demo-label")
button = w.Button(description="Next")
button.add_class("demo-next")
button.on_click(lambda _: setattr(label, "value", "step 2"))
boom = w.Button(description="Boom")
boom.add_class("demo-boom")
boom.on_click(lambda _: 1 / 0)
w.VBox([button, boom, label])
"""


@pytest.fixture(scope="module")
def demo_site(tmp_path_factory):
    """A Voila server on a copy of the home notebook plus a demo tutorial and a failing notebook."""
    root = tmp_path_factory.mktemp("site")
    (root / "notebooks").mkdir()
    shutil.copy(NOTEBOOKS / "index.ipynb", root / "notebooks" / "index.ipynb")
    _notebook(root / "notebooks" / "classified-tutorial.ipynb", DEMO_TUTORIAL)
    _notebook(root / "notebooks" / "broken.ipynb", "secret_marker = 1 / 0")
    with voila_app.running(root) as base_url:
        yield base_url


def test_a_link_on_the_home_page_opens_the_notebook_as_a_voila_app(page, demo_site, screenshot):
    """Clicking a game link opens that notebook in Voila: widgets work, no code or traceback shows."""
    page.goto(demo_site + "/")
    page.locator("a.rt-open").click()
    page.wait_for_selector(".demo-next")
    assert page.url == voila_app.render_url(demo_site, "notebooks/classified-tutorial.ipynb")
    page.click(".demo-boom")  # its callback raises; the kernel handles it before the next click
    page.click(".demo-next")
    page.locator(".demo-label", has_text="step 2").wait_for()
    html = page.content()
    assert "demo-source-marker" not in html and "ZeroDivisionError" not in html
    screenshot(page, "demo-linked-notebook")


def test_a_failing_cell_shows_no_traceback_to_visitors(page, demo_site):
    """Voila says a cell failed but shows neither the exception nor the source."""
    page.goto(voila_app.render_url(demo_site, "notebooks/broken.ipynb"))
    page.get_by_text(VOILA_CELL_ERROR).first.wait_for()
    assert voila_cell_errors(page) >= 1
    html = page.content()
    assert "ZeroDivisionError" not in html and "secret_marker" not in html
