"""The home page (widgets/home.py): the four games, en/ja text, and links only to notebooks that exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import widgets.in_browser
from widgets import home as home_page

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
ALL_FILES = [nb.file for game in home_page.GAMES for nb in game.notebooks] + \
    [nb.file for nb in home_page.TOOLS]


def hrefs(html: str) -> list[str]:
    """The href of every link in ``html``."""
    return re.findall(r'<a [^>]*href="([^"]+)"', html)


@pytest.mark.parametrize("lang", list(home_page.LANGUAGES))
def test_every_link_on_the_real_home_page_points_to_an_existing_notebook(lang):
    """Nothing on the page served today is a broken link, and every existing game notebook is linked."""
    shown = hrefs(home_page.render_html(lang, NOTEBOOKS))
    links = [href.split("?")[0].rsplit("/", 1)[-1] for href in shown]
    if lang != "en":                              # the app links keep the page's language
        designers = {nb.file for game in home_page.GAMES for nb in game.notebooks
                     if nb.designer}
        apps = [h for h in shown if h.rsplit("/", 1)[-1] not in designers]   # open JupyterLab
        assert apps and all(href.endswith(f"?lang={lang}") for href in apps), shown
    assert all((NOTEBOOKS / href).is_file() for href in links), links
    assert sorted(links) == sorted(f for f in ALL_FILES if (NOTEBOOKS / f).is_file())


@pytest.mark.parametrize("lang", list(home_page.LANGUAGES))
def test_no_links_when_no_game_notebook_exists(tmp_path, lang):
    """In an empty folder every notebook is listed as in preparation, never as a link."""
    html = home_page.render_html(lang, tmp_path)
    assert hrefs(html) == []
    assert html.count("rt-preparing") == len(ALL_FILES)


def test_a_notebook_is_linked_exactly_when_its_file_exists(tmp_path):
    """Creating one notebook file turns exactly that entry into a link."""
    (tmp_path / "persona-tutorial.ipynb").write_text("{}")
    html = home_page.render_html("en", tmp_path)
    assert hrefs(html) == ["persona-tutorial.ipynb"]
    assert html.count("rt-preparing") == len(ALL_FILES) - 1


def test_the_simulation_notebook_is_linked_for_designers():
    for lang in home_page.LANGUAGES:
        html = home_page.render_html(lang, NOTEBOOKS)
        page = "simulate.ipynb" if lang == "en" else f"simulate.ipynb?lang={lang}"
        assert page in hrefs(html) and "rt-tools" in html
    assert "Simulate many games" in home_page.render_html("en", NOTEBOOKS)


@pytest.mark.parametrize("lang", list(home_page.LANGUAGES))
def test_without_jupyterlab_the_simulation_is_an_app_page_and_no_link_is_broken(monkeypatch, lang):
    """The tutor's own Voila server has no JupyterLab: the simulation opens as a page in the
    same tab with the page's language, the Python notebooks are named with where to open them,
    and the steps (make lab) are folded away for designers."""
    monkeypatch.setenv("VOILA_BASE_URL", "/")
    monkeypatch.setenv(home_page.NO_LAB, "1")
    html = home_page.render_html(lang, NOTEBOOKS)
    assert not [href for href in hrefs(html) if "/lab/" in href] and "rt-open-lab" not in html
    simulate = re.findall(r'<a class="rt-open" href="(simulate[^"]*)" target="_self"', html)
    assert simulate == (["simulate.ipynb"] if lang == "en" else [f"simulate.ipynb?lang={lang}"])
    python = [nb for game in home_page.GAMES for nb in game.notebooks if nb.designer]
    assert html.count("class='rt-lab-steps'") == len(python)
    assert home_page.TEXT[lang]["no_lab"] in html and "`" not in html
    outside = re.sub(r"<details class='rt-lab-steps'>.*?</details>", "", html)
    assert "make lab" in html and "make lab" not in outside and ".ipynb" not in re.sub(
        r"<[^>]+>", "", outside)


def test_the_tutors_own_server_says_it_has_no_jupyterlab():
    import voila_app
    assert voila_app.NO_LAB == home_page.NO_LAB


def test_the_games_list_their_tutorial_explorer_and_python_notebook():
    """The games being built link to their tutorial and explorer apps and to the Python
    notebook for designers."""
    files = {game.key: [nb.file for nb in game.notebooks] for game in home_page.GAMES}
    built = [game.key for game in home_page.GAMES if game.notebooks]
    assert {"classified", "persona", "rednotice", "infiltration"} <= set(built)
    for key in built:
        assert files[key] == [f"{key}-tutorial.ipynb", f"{key}-explorer.ipynb",
                              f"{key}-python.ipynb"]
    designers = {nb.file for game in home_page.GAMES for nb in game.notebooks if nb.designer}
    assert designers == {f"{key}-python.ipynb" for key in built}


def test_the_python_notebooks_open_in_jupyterlab_from_a_voila_page(monkeypatch):
    """Under Voila the designers' link goes to the server's JupyterLab in a new tab (Binder's
    layout, base URL kept); the apps' links stay relative Voila links."""
    monkeypatch.setenv("VOILA_BASE_URL", "/user/someone/")
    html = home_page.render_html("en", NOTEBOOKS)
    assert "/user/someone/lab/tree/notebooks/classified-python.ipynb" in hrefs(html)
    assert "classified-explorer.ipynb" in hrefs(html)
    lab_links = re.findall(r'<a class="rt-open-lab" href="[^"]+" target="_blank"', html)
    python_notebooks = [nb for game in home_page.GAMES for nb in game.notebooks if nb.designer]
    assert len(lab_links) == len(python_notebooks) + 1 and "JupyterLab" in html  # + simulation
    assert "simulate.ipynb" in hrefs(html)                    # the simulation's app page too
    monkeypatch.delenv("VOILA_BASE_URL")
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5.13")
    assert "/lab/tree/notebooks/persona-python.ipynb" in hrefs(home_page.render_html("ja", NOTEBOOKS))


def test_the_python_notebooks_are_relative_links_inside_jupyterlab(monkeypatch):
    """Run in JupyterLab (no Voila variables), the link is the notebook beside the home page."""
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("SERVER_SOFTWARE", raising=False)
    assert "persona-python.ipynb" in hrefs(home_page.render_html("en", NOTEBOOKS))


def game_blocks(html: str) -> dict[str, str]:
    """The HTML of each game's card on the page, by game key."""
    html = html.split("<div class='rt-tools'")[0]          # the notebooks about every game
    parts = html.split("<div class='rt-game' data-game='")[1:]
    return {part.split("'", 1)[0]: part for part in parts}


def test_games_without_notebooks_are_shown_as_coming(tmp_path):
    """A game without notebooks says "coming" in both languages and has no links; the others
    link each of their notebooks."""
    for name in ALL_FILES:
        (tmp_path / name).write_text("{}")
    for lang in home_page.LANGUAGES:
        blocks = game_blocks(home_page.render_html(lang, tmp_path))
        assert list(blocks) == ["classified", "persona", "rednotice", "infiltration"]
        for game in home_page.GAMES:
            block = blocks[game.key]
            if game.notebooks:
                assert len(hrefs(block)) == len(game.notebooks) and "rt-coming" not in block
            else:
                assert home_page.TEXT[lang]["coming"] in block and not hrefs(block)


def test_every_learner_facing_text_exists_in_english_and_japanese():
    """Names, descriptions, titles and UI strings are given in both languages, and differ."""
    assert set(home_page.TEXT) == set(home_page.LANGUAGES)
    for game in home_page.GAMES:
        texts = [game.name, game.about] + [t for nb in game.notebooks for t in (nb.title, nb.teaches)]
        for text in texts:
            assert set(text) == {"en", "ja"} and text["en"] and text["ja"] and text["en"] != text["ja"]


def test_the_page_names_all_four_games_in_each_language():
    """English page: English names; Japanese page: the Japanese names."""
    en = home_page.render_html("en", NOTEBOOKS)
    ja = home_page.render_html("ja", NOTEBOOKS)
    for name in ("Classified Information", "Persona Non Grata", "Red Notice", "Infiltration"):
        assert name in en
    for name in ("機密情報", "ペルソナ・ノン・グラータ", "レッド・ノーティス", "インフィルトレーション"):
        assert name in ja and name not in en


def test_the_language_toggle_redraws_the_page():
    """Choosing 日本語 redraws the page in Japanese; English brings the English page back."""
    box = home_page.home("en", NOTEBOOKS)
    toggle, page = box.children
    assert "Rules Tutor" in page.value
    english, japanese = toggle.children
    japanese.click()
    assert "ルールチューター" in page.value and "Rules Tutor</h1>" not in page.value
    english.click()
    assert page.value == home_page.render_html("en", NOTEBOOKS)


def test_an_unknown_language_is_refused():
    """Asking for a language the page does not have names the valid ones."""
    with pytest.raises(ValueError, match="en, ja"):
        home_page.render_html("fr")


@pytest.mark.parametrize("lang", list(home_page.LANGUAGES))
def test_on_the_static_site_links_go_to_the_pages_voici_made(tmp_path, monkeypatch, lang):
    """On Pyodide (the static Voici site) a notebook's link is its ``.html`` page, and a notebook
    the site leaves out is said to be off the site, not in preparation."""
    monkeypatch.setattr(widgets.in_browser, "ON_PYODIDE", True)
    (tmp_path / "classified-tutorial.ipynb").write_text("{}")
    html = home_page.render_html(lang, tmp_path)
    suffix = "" if lang == home_page.DEFAULT_LANG else f"?lang={lang}"
    assert hrefs(html) == [f"classified-tutorial.html{suffix}"]
    assert home_page.TEXT[lang]["not_on_site"] in html
    assert home_page.TEXT[lang]["preparing"] not in html


def test_names_and_player_counts_are_the_games_own(monkeypatch):
    """A game that changes its title or player count changes the page: the page restates
    neither."""
    from tutor import games

    persona = type(games.load("persona"))
    monkeypatch.setattr(persona, "max_players", 5)
    monkeypatch.setattr(persona, "title", {"en": "Persona Renamed", "ja": "改名"})
    blocks = game_blocks(home_page.render_html("en", NOTEBOOKS))
    assert "Persona Renamed" in blocks["persona"] and "2–5)" in blocks["persona"]
    assert "改名 (Persona Renamed)" in home_page.render_html("ja", NOTEBOOKS)
    assert "(Players: 2)" in blocks["rednotice"] and "(Players: 2–6)" in blocks["infiltration"]
