"""The page's language: read from the ``lang`` URL parameter in the kernel, kept by the links."""

import os
from pathlib import Path

import pytest

from widgets.home import home, render_html
from widgets.page import page_lang, with_lang
from widgets.persona import PersonaTutorial

from .tree import japanese

REPO = Path(__file__).resolve().parents[2]


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


@pytest.fixture
def request_server():
    """A stand-in for Voila's ``voila/query`` websocket: it sends one page's request info to
    the kernel that connects and records the path it asked for."""
    import json
    import threading

    from websockets.sync.server import serve

    asked: list[str] = []

    def handler(socket):
        asked.append(socket.request.path)
        socket.send(json.dumps({"QUERY_STRING": "lang=ja", "SCRIPT_NAME": "/voila/render/x"}))

    with serve(handler, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        yield server.socket.getsockname()[1], asked
        server.shutdown()


def test_a_preheated_kernel_waits_for_the_pages_query_string(monkeypatch, request_server):
    port, asked = request_server
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_APP_PORT", str(port))
    monkeypatch.setenv("VOILA_SERVER_URL", "/base/")
    monkeypatch.setenv("VOILA_KERNEL_ID", "k-123")
    monkeypatch.setenv("QUERY_STRING", "lang=en")          # stale: the kernel started earlier
    assert page_lang() == "ja"
    assert asked == ["/base/voila/query/k-123"]
    assert os.environ["SCRIPT_NAME"] == "/voila/render/x"


def test_a_preheated_kernel_that_cannot_reach_the_server_keeps_its_variables(monkeypatch):
    from voila_app import free_port

    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_APP_PORT", str(free_port()))      # nothing listens there
    monkeypatch.setenv("QUERY_STRING", "lang=ja")
    assert page_lang() == "ja"


def test_a_preheated_kernel_does_not_import_voilas_server():
    """Importing ``voila`` costs every kernel some 40 MB: waiting for the page must not."""
    import subprocess
    import sys

    from voila_app import free_port

    code = ("import sys, widgets.page, widgets.home, widgets.classified, widgets.persona;"
            "widgets.page.page_lang();"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('voila', 'jupyter_server')))")
    env = {**os.environ, "VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(free_port())}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=REPO, env=env)
    assert out.stdout.strip() == "[]"
