"""The clickable table, driven headlessly: scenes, the plays offered on a piece, the second click
for a target, the message the browser sends, and what the synced state holds."""

import json
import re

import pytest

from tutor.engine import Action
from widgets.table import (Board, Line, MapLayout, MoveError, Piece, Scene, SceneError, Spot,
                           Zone)

DEPLOY_ON = {"en": "Deploy", "ja": "配置"}
VERBS = {"deploy": "Deploy", "encrypt": "Encrypt", "guard": "Enlist as Guard", "pass": "Pass"}


def scene(lang="en", secret_name="Rooftop Sniper"):
    """A hand of two cards, an opponent's face-down Guard and an empty slot."""
    return Scene(caption="Table", zones=(
        Zone("hand", "Your hand", (Piece("C1", label="1", sub="Mind Control", color="#a02020",
                                          text="Swap two Guards."),
                                    Piece("C2", label="2", sub="Decoy", color="#2050a0"))),
        Zone("opponent", "Player 2", (Piece("p2-guard-0", face_up=False, name="Guard",
                                            label=secret_name, text="secret"),)),
        Zone("slots", "Encrypted", (Piece("slot-0", kind="slot", label="1"),)),
    ))


def locate(action):
    params = dict(action.params)
    return Spot(params.get("card"), params.get("target"))


def verb(action, lang):
    return DEPLOY_ON[lang] if action.kind == "deploy" and lang == "ja" else VERBS[action.kind]


def label(action, lang):
    params = dict(action.params)
    return " ".join([VERBS[action.kind]] + [str(v) for v in params.values()])


ACTIONS = [Action("deploy", card="C1", target="p2-guard-0"), Action("deploy", card="C1",
                                                                    target="slot-0"),
           Action("encrypt", card="C1"), Action("guard", card="C2"), Action("encrypt", card="C2"),
           Action("pass")]


@pytest.fixture
def board():
    played = []
    table = Board(locate, verb, label)
    table.on_play(played.append)
    table.show(scene(), ACTIONS, "en", pointer=["C1", "log"])
    table.played = played
    return table


def test_scene_ids_are_unique_and_kinds_known():
    with pytest.raises(SceneError, match="twice"):
        Scene(zones=(Zone("a", "A", (Piece("a"),)),))
    with pytest.raises(SceneError, match="kind"):
        Scene(zones=(Zone("a", "A", (Piece("b", kind="meeple"),)),))
    with pytest.raises(SceneError, match="id"):
        Scene(zones=(Zone("", "A"),))


def test_a_face_down_piece_sends_nothing_but_its_public_name():
    data = Piece("p2-guard-0", face_up=False, name="Guard", label="Sniper", text="x",
                 color="#123456").to_json()
    assert data == {"id": "p2-guard-0", "kind": "card", "face_up": False, "name": "Guard"}


def test_show_syncs_scene_moves_and_only_pointers_in_the_scene(board):
    assert board.scene["zones"][0]["pieces"][0]["text"] == "Swap two Guards."
    assert [m["id"] for m in board.moves] == [f"m{i}" for i in range(len(ACTIONS))]
    assert board.pointer == ["C1"]                      # "log" is not on the board
    assert board.legal_items() == ["C1", "C2"]
    assert [verb for verb, _ in board.menu_at("C1")] == ["Deploy", "Encrypt"]
    assert [verb for verb, _ in board.menu_at(None)] == ["Pass"]     # its whole label


def test_a_play_without_target_is_one_click_and_a_menu_entry(board):
    board.click("C2", "Enlist as Guard")
    assert board.played == [Action("guard", card="C2")]


def test_a_play_with_a_target_needs_the_second_click(board):
    board.click("C1", "Deploy", target="slot-0")
    assert board.played == [Action("deploy", card="C1", target="slot-0")]
    with pytest.raises(LookupError):
        board.click("C1", "Deploy")                    # no target: nothing a user could finish
    with pytest.raises(LookupError):
        board.click("C1")                              # two verbs: the user must choose one
    with pytest.raises(LookupError):
        board.click("p2-guard-0")                      # a target is not where a play starts


def test_the_browser_message_is_mapped_back_to_the_action(board):
    move = next(m for m in board.moves if m["target"] == "p2-guard-0")
    board._on_message(board, {"type": "play", "move": move["id"], "revision": board.revision}, [])
    assert board.played == [Action("deploy", card="C1", target="p2-guard-0")]


def test_stale_or_unknown_messages_change_nothing_but_redraw(board):
    revision = board.revision
    board.press("m3", revision=revision - 1)           # a click on the table before the last redraw
    board.press("m99")
    board._on_message(board, {"type": "hack", "action": "pass"}, [])
    board._on_message(board, "pass", [])
    assert board.played == [] and len(board.ignored) == 4
    assert board.revision == revision + 2              # the browser is told to redraw


@pytest.mark.parametrize("content", [
    {"type": "play", "move": ["m0"], "revision": 0},        # a list: unhashable as a move id
    {"type": "play", "move": {"id": "m0"}, "revision": 0},
    {"type": "play", "move": "m0", "revision": [0]},
    {"type": "play", "move": "m0", "revision": True},
    {"type": "play", "move": "m0"},
    {"type": "play", "revision": 0},
    ["play", "m0"],
])
def test_a_malformed_message_is_refused_quietly_and_changes_nothing(board, content, caplog):
    """Messages a browser never sends (a list for the move, a revision that is no number) are
    logged and ignored: no exception reaches the kernel's message loop, the table stays."""
    revision = board.revision
    if isinstance(content, dict) and content.get("revision") == 0:
        content = dict(content, revision=revision)         # only the malformed part is wrong
    board._on_message(board, content, [])
    assert board.played == [] and len(board.ignored) == 1 and board.revision == revision
    assert "malformed" in caplog.text


def test_a_play_placed_on_a_missing_piece_is_a_game_bug():
    table = Board(lambda a: Spot("C9"), verb, label)
    with pytest.raises(MoveError, match="C9"):
        table.show(scene(), [Action("encrypt", card="C9")], "en")


def test_choose_presses_the_actions_move(board):
    board.choose(Action("pass"))
    assert board.played == [Action("pass")]
    with pytest.raises(LookupError):
        board.choose(Action("encrypt", card="C7"))


def test_the_synced_state_holds_no_face_down_value(board):
    state = json.dumps(board.get_state(), ensure_ascii=False, default=str)
    assert "Rooftop Sniper" not in state and "secret" not in state
    assert "Mind Control" in state                      # the viewer's own card does reach it


def test_language_changes_words_and_verbs():
    table = Board(locate, verb, label)
    table.show(scene(), ACTIONS, "ja")
    assert table.lang == "ja" and "対象" in table.words["table_target"]
    assert [v for v, _ in table.menu_at("C1")][0] == "配置"


def test_browser_code_ships_in_the_package_and_uses_theme_variables():
    table = Board(locate, verb, label)
    assert "export default" in table._esm and "model.send" in table._esm
    assert "var(--jp-layout-color1" in table._css and "var(--jp-ui-font-color1" in table._css
    assert "http" not in table._esm.replace("http://www.w3.org/2000/svg", "")


def test_a_closed_table_is_freed():
    """Nothing outside a table keeps it alive once it is closed and dropped (with its browser
    code given as file paths, anywidget kept every table ever made: 12 GB in one soak worker)."""
    import gc
    import weakref

    from widgets.resend import widget_tree

    table = Board(locate, verb, label)
    table.show(scene(), ACTIONS, "en")
    gone = weakref.ref(table)
    for widget in list(widget_tree(table)):
        widget.close()
    del table
    gc.collect()
    assert gone() is None


def test_the_pointer_moves_a_few_times_then_stays_still():
    """A pointer animated for ever keeps the browser drawing frames: every click on a step
    that points waited for it (20 ms against 14, same-run A/B). It may move, but not forever."""
    css = Board(locate, verb, label)._css
    animations = [a for a in re.findall(r"animation:\s*([^;]+);", css) if a.strip() != "none"]
    assert animations and all("infinite" not in a for a in animations)
    assert all(re.search(r"\b\d+\b\s*forwards", a) for a in animations)


def test_a_play_nobody_redraws_for_still_frees_the_browser(board):
    revision = board.revision
    board.click("C2", "Encrypt")
    assert board.played == [Action("encrypt", card="C2")] and board.revision == revision + 1


def test_a_redraw_of_the_same_table_keeps_a_click_made_before_it(board):
    """A screen redrawn for another reason (the page's browser key arriving, say) while the
    learner's click was on its way must not swallow the click: only a changed table does."""
    revision = board.revision
    board.show(scene(), ACTIONS, "en", pointer=["C1", "log"])       # the very same table
    assert board.revision == revision
    board.click("C2", "Enlist as Guard")
    assert board.played == [Action("guard", card="C2")]
    board.show(scene(), ACTIONS[:-1], "en", pointer=["C1"])         # one play fewer: changed
    assert board.revision > revision + 1
    board.press("m0", revision=revision)
    assert board.played == [Action("guard", card="C2")] and board.ignored


def test_a_redraw_in_another_language_or_pointing_elsewhere_is_a_new_table(board):
    for change in ({"lang": "ja", "pointer": ["C1"]}, {"lang": "en", "pointer": ["C2"]}):
        revision = board.revision
        board.show(scene(), ACTIONS, change["lang"], pointer=change["pointer"])
        assert board.revision == revision + 1


def test_a_map_of_full_pieces_says_so_and_a_plain_map_is_unchanged():
    """``MapLayout(card=...)`` (rooms of a building) sends the card size, the token size and
    the cap on the map's width; a map of markers sends only its plane and lines, as before."""
    plain = MapLayout(10, 5, (Line(((0, 0), (10, 5))),))
    assert plain.to_json() == {"width": 10, "height": 5,
                               "lines": [{"points": [[0, 0], [10, 5]], "style": "road"}]}
    full = MapLayout(100, 80, card=(30, 11), max_width=600).to_json()
    assert full["card"] == [30, 11] and full["token"] == 34 and full["max_width"] == 600
    table = Board(locate, verb, label)
    js, css = table._esm, table._css
    assert "rt-t-full" in js and "--rt-map-card-w" in js and ".rt-t-full" in css


def test_a_play_offered_on_several_pieces_can_start_from_each():
    """``Spot.also``: two equal pieces (equal discs) both start the same play; the moves list
    keeps one move per action first, the extra ones after."""
    actions = [Action("encrypt", card="C1"), Action("pass")]
    table = Board(lambda a: Spot("C1", also=("C2",)) if a.kind == "encrypt" else Spot(None),
                  verb, label)
    played = []
    table.on_play(played.append)
    table.show(scene(), actions, "en")
    assert [m.item for m in table._moves] == ["C1", None, "C2"]
    assert table.legal_items() == ["C1", "C2"]
    table.click("C2")
    table.click("C1")
    assert played == [actions[0], actions[0]]
