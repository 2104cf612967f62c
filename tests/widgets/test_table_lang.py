"""The page's language: read from the ``lang`` URL parameter in the kernel, kept by the links."""

import pytest

from widgets.home import home, render_html
from widgets.page import page_lang, with_lang
from widgets.persona import PersonaTutorial

from .tree import japanese


def test_the_lang_parameter_picks_a_known_language_only():
    assert page_lang(query="lang=ja") == "ja"
    assert page_lang(query="a=1&lang=en") == "en"
    assert page_lang(query="lang=fr") == "en"
    assert page_lang("ja", query="") == "ja"
    assert page_lang(query="lang=en&lang=ja") == "ja"          # the last one, as browsers send


def test_voila_hands_the_query_string_to_the_kernel(monkeypatch):
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv("QUERY_STRING", "lang=ja")
    assert page_lang() == "ja"
    monkeypatch.delenv("QUERY_STRING")
    assert page_lang() == "en"                                  # JupyterLab: no page URL


def test_links_carry_the_language_and_keep_other_parameters():
    assert with_lang("persona-tutorial.ipynb", "ja") == "persona-tutorial.ipynb?lang=ja"
    assert with_lang("a.ipynb?x=1&lang=en", "ja") == "a.ipynb?x=1&lang=ja"


def test_home_links_keep_japanese(monkeypatch):
    assert 'href="persona-tutorial.ipynb?lang=ja"' in render_html("ja")
    assert 'href="persona-tutorial.ipynb"' in render_html("en")
    monkeypatch.setenv("QUERY_STRING", "lang=ja")
    page = home()
    assert "mod-active" in page.children[0].children[1]._dom_classes   # 日本語 is shown
    assert "?lang=ja" in page.children[1].value
    page.children[0].children[0].click()                        # English: the links drop it
    assert "?lang=ja" not in page.children[1].value


@pytest.mark.parametrize("query, expect_japanese", [("lang=ja", True), ("lang=en", False)])
def test_a_tutorial_opened_with_lang_shows_that_language(monkeypatch, query, expect_japanese):
    monkeypatch.setenv("QUERY_STRING", query)
    app = PersonaTutorial()
    assert app.lang == ("ja" if expect_japanese else "en")
    assert japanese(app.view.stepper.header.value) is expect_japanese


def test_a_preheated_kernel_waits_for_the_pages_query_string(monkeypatch):
    import voila.utils

    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("QUERY_STRING", "lang=en")          # stale: the kernel started earlier
    monkeypatch.setattr(voila.utils, "get_query_string", lambda url=None: "lang=ja")
    assert page_lang() == "ja"
