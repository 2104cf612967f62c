"""Resume after a reload on the static site: the explorer's resume folder kept in the browser's
storage (Pyodide's IndexedDB file system, here a stand-in that syncs when the test says), read
back before any game is read or written, written back after each change."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import widgets.explorer_app
import widgets.site_resume
from tests.toy.game import KEEP
from tests.widgets.test_explorer_saves import KEY, ToyExplorer
from widgets.site_resume import kept_store


class Browser:
    """IndexedDB as Pyodide's IDBFS uses it: a folder's files copied from or to a database
    when a sync runs; syncs finish when ``finish()`` says (the browser answers later)."""

    def __init__(self):
        self.database: dict[str, dict[str, str]] = {}
        self.pending: list = []
        self.syncs: list[tuple[str, bool]] = []
        self.refuse = False

    def mount(self, folder: str) -> None:
        if self.refuse:
            raise RuntimeError("SecurityError: storage is not allowed")

    def sync(self, folder, load, done) -> None:
        self.syncs.append((folder, load))
        self.pending.append((folder, load, done))

    def finish(self) -> None:
        while self.pending:
            folder, load, done = self.pending.pop(0)
            self._copy(folder, load)
            done(None)

    def _copy(self, folder: str, load: bool) -> None:
        path = Path(folder)
        if load:
            path.mkdir(parents=True, exist_ok=True)
            for name, text in self.database.get(folder, {}).items():
                (path / name).write_text(text)
        else:
            self.database[folder] = {p.name: p.read_text() for p in path.glob("*.json")}


@pytest.fixture
def browser(tmp_path, monkeypatch):
    """The site's explorers keep their games in ``Browser``'s storage."""
    browser, folder = Browser(), tmp_path / "memory"
    monkeypatch.setattr(widgets.site_resume, "MOUNTED", {})
    monkeypatch.setattr(widgets.explorer_app, "resume_store",
                        lambda: kept_store(folder, browser))
    browser.folder = folder
    return browser


def reload(browser, monkeypatch) -> None:
    """A new page: a new kernel, with nothing in memory."""
    shutil.rmtree(browser.folder, ignore_errors=True)
    monkeypatch.setattr(widgets.site_resume, "MOUNTED", {})


def test_a_reloaded_page_on_the_site_finds_its_game(browser, monkeypatch):
    first = ToyExplorer()
    first.browser_key.key = KEY                # the key arrives before the storage is read
    assert first._key is None and browser.syncs == [(str(browser.folder), True)]
    browser.finish()
    assert first._key == KEY and "reload the page and it comes back" in first.saves.note.value
    first.play(KEEP)
    browser.finish()
    kept = json.loads(browser.database[str(browser.folder)][f"{KEY}-toy.json"])
    assert kept["save"] == first.state.to_json() and kept["bots"] == [1]

    reload(browser, monkeypatch)
    reloaded = ToyExplorer(seed=99)
    reloaded.browser_key.key = KEY
    assert reloaded.state.seed == 99                 # not yet read back
    browser.finish()
    assert reloaded.state.snapshot() == first.state.snapshot()
    assert "Welcome back" in reloaded.saves.message.value and reloaded.view.error is None


def test_nothing_is_written_before_the_storage_is_read_back(browser):
    app = ToyExplorer()
    app.browser_key.key = KEY
    app.play(KEEP)
    assert not list(browser.folder.glob("*.json")) and browser.database == {}
    browser.finish()
    assert f"{KEY}-toy.json" in browser.database[str(browser.folder)]


def test_one_sync_at_a_time_the_last_change_written_after_it(browser):
    store = kept_store(browser.folder, browser)
    browser.finish()
    store.write(KEY, "toy", {"save": "1", "bots": []})
    store.write(KEY, "toy", {"save": "2", "bots": []})
    store.write(KEY, "toy", {"save": "3", "bots": []})
    assert browser.syncs.count((str(browser.folder), False)) == 1
    browser.finish()
    assert browser.syncs.count((str(browser.folder), False)) == 2
    assert json.loads(browser.database[str(browser.folder)][f"{KEY}-toy.json"])["save"] == "3"
    assert kept_store(browser.folder, browser) is store          # one mount per kernel


def test_refused_storage_plays_on_without_resume(browser):
    browser.refuse = True
    app = ToyExplorer()
    app.browser_key.key = KEY
    app.play(KEEP)
    assert app.view.error is None and app._key is None and len(app.state.history) >= 1
    assert "reload the page" not in app.saves.note.value
    with pytest.raises(OSError):
        kept_store(browser.folder, browser).write(KEY, "toy", {})
