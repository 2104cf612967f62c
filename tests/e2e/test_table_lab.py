"""The clickable table in JupyterLab 4 (light and dark theme): the notebook runs, a card is
clicked, a play chosen, and the Action reaches Python (screenshots table-board-jupyterlab-*.png)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

import voila_app

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]
TOKEN = "table-test"


THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory):
    """(base URL, user-settings folder) of one JupyterLab server on the repository for the module."""
    tmp = tmp_path_factory.mktemp("lab")
    settings = tmp / "settings"
    port = voila_app.free_port()
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings),
               JUPYTER_RUNTIME_DIR=str(tmp / "runtime"))
    cmd = [str(Path(sys.executable).with_name("jupyter")), "lab", "--no-browser",
           f"--port={port}", "--ServerApp.ip=127.0.0.1", f"--ServerApp.token={TOKEN}",
           f"--ServerApp.root_dir={voila_app.REPO}", "--allow-root"]
    proc = subprocess.Popen(cmd, cwd=voila_app.REPO, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_for(f"{base}/api?token={TOKEN}")
        yield base, settings
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


@pytest.fixture(params=list(THEMES))
def lab(request, lab_server):
    """(base URL, theme): the module's server with the theme set in its user settings, which
    JupyterLab reads when a page loads."""
    base, settings = lab_server
    themes = settings / "@jupyterlab" / "apputils-extension"
    themes.mkdir(parents=True, exist_ok=True)
    (themes / "themes.jupyterlab-settings").write_text(json.dumps({"theme": THEMES[request.param]}))
    return base, request.param


def _wait_for(url: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def test_the_table_plays_in_jupyterlab(lab, page, screenshot):
    base, theme = lab
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{base}/lab/tree/tests/e2e/table-board.ipynb?token={TOKEN}&reset")
    page.get_by_text("Python 3 (ipykernel) | Idle").wait_for()      # the kernel is ready
    assert page.evaluate("document.body.dataset.jpThemeLight") == str(theme == "light").lower()
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(".rt-table .rt-legal", state="visible")
    page.locator('.rt-piece[data-id="C2"]').click()
    page.get_by_role("menuitem", name="Enlist as Guard").click()
    page.locator(".rt-played").filter(has_text="guard(card=C2)").wait_for()
    assert page.locator(".rt-table.rt-busy").count() == 0       # free for the next click
    ink, panel = page.locator(".rt-t-zone").first.evaluate(
        "n => [getComputedStyle(n).color, getComputedStyle(n).backgroundColor]")
    assert ink != panel
    screenshot(page, f"table-board-jupyterlab-{theme}")
    assert errors == []
