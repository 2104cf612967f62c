"""ExplorerApp's Save, Load and resume after a reload, on the toy game: when a save file may
reach the browser, what a bad file does, and how a reloaded page finds its game."""

from __future__ import annotations

import base64
import json
import re

import pytest

from tests.toy import ui
from tests.toy.game import CHALLENGE, FIGHT, GAME, KEEP, SWAP
from tests.widgets.tree import synced_text
from tutor.bots import RandomBot
from tutor.engine import save
from tutor.lessons import T
from widgets.explorer_app import ExplorerApp
from widgets.play_view import PlayView
from widgets.resume import ResumeStore

KEY = "0123456789abcdef0123456789abcdef"


class ToyExplorer(ExplorerApp):
    """The smallest explorer: the toy game against a bot or hot-seat."""

    game, css, ruling_note = GAME, "rt-toy-explorer", T("Ruling: {titles}.", "裁定：{titles}。")
    intro = T("Play the toy game.", "おもちゃのゲームで遊びます。")

    def __init__(self, state=None, bots=True, seed=1):
        self.seed, self.with_bots = seed, bots
        super().__init__(state or GAME.new_game(seed=seed), render_board=ui.render_board,
                         bots=self._bots(), event_text=ui.EVENT_TEXT)

    def _bots(self):
        return {1: RandomBot(self.seed)} if self.with_bots else {}

    def action_label(self, action, lang):
        return ui.action_label(action, lang)

    def _new_game(self, view):
        PlayView.new_game(view)


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch):
    """Every explorer of these tests keeps its games in a fresh folder."""
    monkeypatch.setenv("RULES_TUTOR_SAVES", str(tmp_path / "saves"))
    return tmp_path / "saves"


def link_text(app) -> str:
    """The save file behind the download link (decoded from its data: URI)."""
    match = re.search(r'href="data:application/json;charset=utf-8;base64,([^"]+)"',
                      app.saves.link.value)
    assert match, app.saves.link.value
    return base64.b64decode(match.group(1)).decode("utf-8")


def upload(app, content: bytes, name="game.json") -> None:
    """Choose a file in the Load button, as the browser sends it (through the deserializer)."""
    app.saves.upload.set_state({"value": [{"name": name, "type": "application/json",
                                           "size": len(content), "content": memoryview(content),
                                           "last_modified": 0}]})


def finish(app) -> None:
    """Play the toy game to its end: keep, challenge (the bot answers)."""
    for action in (KEEP, CHALLENGE):
        if not app.state.is_over:
            app.play(action)


# ---- the ruling: when a save file may reach the browser ---------------------------------------
def test_against_a_bot_no_save_file_reaches_the_browser_until_the_game_is_over():
    app = ToyExplorer()
    assert app.saves.save_button.disabled and not app.save_allowed()
    assert "once the game is over" in app.saves.note.value
    assert "the bot&#x27;s hidden cards too" in app.saves.note.value
    app.saves.save_button.click()                         # even a forced click gives nothing
    app._offer_save()
    assert app.saves.link.value == "" and "data:application" not in synced_text(app.widget)
    finish(app)
    assert app.state.is_over and not app.saves.save_button.disabled
    assert "The game is over" in app.saves.note.value
    app.saves.save_button.click()
    text = link_text(app)
    assert text == app.state.to_json() and "toy-game-" in app.saves.link.value
    assert GAME.from_json(text).snapshot() == app.state.snapshot()


def test_hot_seat_offers_the_save_at_any_time_and_says_it_holds_every_hidden_card():
    app = ToyExplorer(bots=False)
    assert not app.saves.save_button.disabled
    assert "every player&#x27;s hidden cards included" in app.saves.note.value
    app.saves.save_button.click()
    assert json.loads(link_text(app))["history"] == []
    app.play(SWAP)                                        # the hand-over screen comes up
    assert app.view.covered and app.saves.link.value == "" and app.saves.save_button.disabled
    assert app.saves.upload.disabled and app.saves.note.value == ""
    app.view.handover_button.click()
    app.saves.save_button.click()
    assert len(json.loads(link_text(app))["history"]) == 1
    app.view.language.lang = "ja"
    assert "セーブファイルをダウンロード" in app.saves.link.value
    assert "全員の伏せたカード" in app.saves.note.value


def test_the_link_is_dropped_as_soon_as_the_game_changes():
    app = ToyExplorer(bots=False)
    app.saves.save_button.click()
    assert app.saves.link.value
    app.view.new_game_button.click()
    assert app.saves.link.value == ""


# ---- load ----------------------------------------------------------------------------------
def test_loading_a_save_file_plays_on_from_it():
    played = GAME.new_game(seed=7)
    played.apply(1, KEEP), played.apply(0, KEEP)
    app = ToyExplorer()
    upload(app, played.to_json().encode())
    assert app.state.snapshot() == played.snapshot() and len(app.state.history) == 2
    assert app.saves.message.value.count("The saved game is loaded.") == 1
    assert app.saves.upload.value == ()                  # the same file can be chosen again
    assert app.view.viewer == 0 and 1 in app.view.bots and not app.view.covered
    app.play(CHALLENGE)
    assert app.state.is_over and app.saves.message.value == ""


@pytest.mark.parametrize("content, says", [
    (b"not json at all", "not valid JSON"),
    (json.dumps({"format": save.FORMAT, "version": save.VERSION, "game": "persona"}).encode(),
     "saved &#x27;persona&#x27; game"),
    (b'{"format": "rules-tutor/saved-game", "version": 1, "game": "toy"}', "version 1 is not"),
    (b"\xff\xfe", "not UTF-8"),
])
def test_a_bad_file_shows_the_engine_message_and_changes_nothing(content, says):
    app = ToyExplorer(bots=False)
    app.play(KEEP)
    app.view.handover_button.click()
    before, board = app.state, app.view.board.value
    upload(app, content)
    assert app.state is before and len(before.history) == 1 and app.view.board.value == board
    message = app.saves.message.value
    assert "This file was not loaded and your game is unchanged" in message and says in message
    assert "rt-illegal" in message and app.view.error is None


def test_an_edited_save_file_is_refused():
    app = ToyExplorer()
    data = json.loads(app.state.to_json())
    data["history"].append([0, {"kind": "swap"}])
    before = app.state
    upload(app, json.dumps(data).encode())
    assert app.state is before and "not loaded" in app.saves.message.value


def test_a_hot_seat_file_loads_behind_the_hand_over_screen():
    played = GAME.new_game(seed=3)
    played.apply(0, SWAP)
    app = ToyExplorer(bots=False)
    app.load(played.to_json())
    assert app.view.covered and app.view.board.value == "" and app.view.viewer == 1
    app.view.handover_button.click()
    assert not app.view.covered and app.view.picker.row("keep")


# ---- resume after a reload ---------------------------------------------------------------------
def test_a_reloaded_page_finds_its_game(saves_folder):
    first = ToyExplorer()
    assert first.saves.note.value.count("reload the page") == 0
    first.browser_key.key = KEY                         # the browser sends its key
    assert (saves_folder / f"{KEY}-toy.json").is_file()
    assert "reload the page and it comes back" in first.saves.note.value
    first.view.language.lang = "ja"
    assert "ためです。このブラウザーでは" in first.saves.note.value      # no space in Japanese
    first.view.language.lang = "en"
    first.play(KEEP)
    kept = json.loads((saves_folder / f"{KEY}-toy.json").read_text())
    assert kept["save"] == first.state.to_json() and kept["bots"] == [1]

    reloaded = ToyExplorer(seed=99)                     # a new kernel deals a new game...
    reloaded.browser_key.key = KEY                      # ...until the browser's key arrives
    assert reloaded.state.snapshot() == first.state.snapshot()
    assert [e.to_json() for e in reloaded.state.history] == \
        [e.to_json() for e in first.state.history]
    assert "Welcome back" in reloaded.saves.message.value and 1 in reloaded.view.bots
    reloaded.play(CHALLENGE)
    if not reloaded.state.is_over:
        reloaded.play(FIGHT)
    assert reloaded.state.is_over


def test_another_browser_has_its_own_game(saves_folder):
    mine = ToyExplorer()
    mine.browser_key.key = KEY
    mine.play(KEEP)
    theirs = ToyExplorer(seed=5)
    theirs.browser_key.key = "f" * 32
    assert theirs.state.seed == 5 and len(theirs.state.history) < len(mine.state.history)
    assert theirs.saves.message.value == "" and len(list(saves_folder.glob("*.json"))) == 2


def test_a_position_given_by_hand_is_never_replaced(saves_folder):
    ToyExplorer().browser_key.key = KEY
    given = GAME.scenario({"deck": [21, 44], "hands": [13, 57]})
    app = ToyExplorer(state=given)
    app.browser_key.key = KEY
    assert app.state is given and app.saves.message.value == ""
    app.play(KEEP)
    kept = json.loads((saves_folder / f"{KEY}-toy.json").read_text())
    assert kept["save"] != app.state.to_json()          # the learner's game is left alone


def test_only_the_first_key_counts(saves_folder):
    """A kernel shared by two browsers (JupyterLab) keeps the game of the first one only."""
    app = ToyExplorer()
    app.browser_key.key = KEY
    app.browser_key.key = "e" * 32
    app.play(KEEP)
    assert [p.name for p in saves_folder.glob("*.json")] == [f"{KEY}-toy.json"]


def test_a_key_that_is_not_a_browser_key_is_ignored(saves_folder):
    app = ToyExplorer()
    for bad in ("../../etc/passwd", KEY.upper(), KEY + "0", ""):
        app.browser_key.key = bad
    assert not saves_folder.exists() and app._key is None


@pytest.mark.parametrize("record", ["{not json", '{"save": "nonsense", "bots": [1]}',
                                    '{"save": 3, "bots": "everyone"}', "[1, 2]"])
def test_an_unreadable_kept_game_starts_afresh(saves_folder, record):
    saves_folder.mkdir(parents=True)
    (saves_folder / f"{KEY}-toy.json").write_text(record)
    app = ToyExplorer()
    fresh = app.state
    app.browser_key.key = KEY
    assert app.state is fresh and app.view.error is None
    assert json.loads((saves_folder / f"{KEY}-toy.json").read_text())["save"] == fresh.to_json()


def test_only_the_key_reaches_the_browser_store():
    """The browser widget's synced state is the key and the storage name: no game in it."""
    app = ToyExplorer()
    app.browser_key.key = KEY
    state = app.browser_key.get_state()
    synced = {k: v for k, v in state.items() if not k.startswith("_")}
    assert synced == {"key": KEY, "storage_name": "rules-tutor-resume-key", "layout": synced["layout"],
                      "tabbable": None, "tooltip": None}


# ---- the store -------------------------------------------------------------------------------
def test_the_store_prunes_old_and_surplus_files(tmp_path):
    import os
    import time
    store = ResumeStore(tmp_path)
    keys = [f"{i:032x}" for i in range(5)]
    for i, key in enumerate(keys):
        store.write(key, "toy", {"save": str(i), "bots": []})
        os.utime(store.path(key, "toy"), (time.time() - i * 86400,) * 2)
    assert store.prune(max_age_days=3.5, max_files=10) == 1          # 4 days old
    assert store.prune(max_age_days=30, max_files=2) == 2             # the oldest beyond two
    assert sorted(p.name for p in tmp_path.glob("*.json")) == [f"{keys[0]}-toy.json",
                                                               f"{keys[1]}-toy.json"]
    assert store.read(keys[0], "toy") == {"save": "0", "bots": []}
    with pytest.raises(ValueError):
        store.path("../x", "toy")
    with pytest.raises(ValueError):
        store.path(keys[0], "../toy")


def test_the_intro_is_shown_in_one_language():
    app = ToyExplorer()
    assert app.intro_html.value.count("Play the toy game.") == 1
    app.view.language.lang = "ja"
    assert "おもちゃのゲーム" in app.intro_html.value and "Play the toy" not in app.intro_html.value


def test_a_server_that_cannot_write_plays_on_without_resume(saves_folder):
    saves_folder.write_text("a file where the folder should be")
    app = ToyExplorer()
    app.browser_key.key = KEY
    app.play(KEEP)
    assert app.view.error is None and app.view.message.value == "" and app._key is None
    assert "reload the page" not in app.saves.note.value and len(app.state.history) >= 1
