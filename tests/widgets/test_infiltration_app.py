"""The Infiltration apps driven headlessly on the table: every lesson finished by clicks only,
Japanese, the scene's parts, hot-seat hand-over, whole games with 2 to 6 seats, and no other
player's hand, choice or file value in the scene or any widget state."""

from __future__ import annotations

import json
import random

import pytest

from tutor.games.infiltration import GAME
from tutor.games.infiltration.lessons import LESSONS
from widgets.infiltration import InfiltrationExplorer, InfiltrationTutorial, scene
from widgets.infiltration.table import monitor_zone

from .app_checks import (check_end_of_lesson, check_explorer_css_classes,
                         check_japanese_at_first_move, check_tutorial_css_classes,
                         finish_lesson_on_table)
from .tree import japanese, synced_text


def scene_json(obs: dict, lang: str = "en") -> str:
    return json.dumps(scene(obs, lang).to_json(), ensure_ascii=False)


def random_game(seed: int, players: int, decisions: int):
    """A game after ``decisions`` random decisions (stopped early at its end)."""
    state, rng = GAME.new_game(seed=seed, players=players), random.Random(seed)
    for _ in range(decisions):
        if state.is_over:
            break
        p = state.to_act[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    return state


# ---- the tutorial ----------------------------------------------------------------------------
@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.id for lesson in LESSONS])
def test_every_lesson_is_finished_by_clicks_on_the_table_only(index):
    tutorial = InfiltrationTutorial(lesson=index)
    pointed = []

    def check(view, runner):
        if runner.waiting:
            pointed.append(bool(view.table.pointer))
        assert "infiltration." not in json.dumps(view.table.scene)    # no rule ids on the table
    moves = finish_lesson_on_table(tutorial, check)
    assert moves >= 1 and "Lesson complete" in tutorial.view.stepper.feedback.value
    assert all(pointed)                          # every move step points at the table
    check_end_of_lesson(tutorial, LESSONS)


def test_the_first_lesson_shows_the_clock_and_your_hand_and_speaks_japanese():
    tutorial = InfiltrationTutorial()
    check_tutorial_css_classes(tutorial, "rt-infiltration-tutorial")
    table = tutorial.view.table
    ids = {p["id"] for z in table.scene["zones"] for p in z["pieces"]}
    assert {"proximity", "alarm", "room-1.1", "room-S", "room-out", "hand-0-retreat"} <= ids
    monitor = next(z for z in table.scene["zones"] if z["id"] == "monitor")
    assert any(p.get("label") == "95" for p in monitor["pieces"])
    assert "the tutor's own set" in table.scene["caption"]
    check_japanese_at_first_move(tutorial)
    assert "チューター独自セット" in tutorial.view.table.scene["caption"]
    assert all(japanese(z["label"]) for z in tutorial.view.table.scene["zones"])


# ---- the scene -------------------------------------------------------------------------------
def test_the_facility_is_one_map_with_the_secret_room_and_its_way_in():
    """The V (see test_infiltration_facility.py) is one map zone: Outside, every room, the
    operatives under the entry room and the secret room's note (what a lesson points at)."""
    obs = GAME.new_game(seed=2, players=3).observe(0)
    zones = {z["id"]: z for z in scene(obs, "en").to_json()["zones"]}
    assert "secret" not in zones and zones["facility"]["map"]["card"]
    ids = [p["id"] for p in zones["facility"]["pieces"]]
    assert {"room-out", "room-S", "secret", "op-0", "op-1", "op-2"} <= set(ids)
    assert {f"room-{n}" for n in ("1.1", "1.6", "2.1", "2.6")} <= set(ids)
    assert ids.index("room-1.1") < ids.index("op-0") < ids.index("room-1.2")
    assert "No revealed room leads here yet." in json.dumps(zones["facility"])


def hidden_twin(spec: dict, viewer: int, seed: int) -> dict:
    """``spec`` with everything ``viewer`` cannot know dealt again: the values of every file
    token the viewer does not hold, and other operatives' items swapped with the deck's."""
    twin = json.loads(json.dumps(spec))
    mine = {i for i, o in enumerate(twin["operatives"]) if o["owner"] == viewer}
    slots = [(o, "files") for i, o in enumerate(twin["operatives"]) if i not in mine]
    slots += [(twin["room_files"], node) for node in twin["room_files"]]
    slots += [(twin, "reserve"), (twin, "box_files")]
    values = [v for holder, key in slots for v in holder[key]]
    random.Random(seed).shuffle(values)
    for holder, key in slots:
        holder[key], values = values[:len(holder[key])], values[len(holder[key]):]
    pool = twin["item_deck"]
    chosen = {a.get("card") for a in twin.get("pending", {}).values()}   # choices made stay
    for i, o in enumerate(twin["operatives"]):
        if i in mine:
            continue
        for k, card in enumerate(o["items"]):
            if card not in chosen and pool:
                o["items"][k] = pool.pop(0)
                pool.append(card)
    return twin


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_scene_shows_nothing_hidden_from_its_viewer(players):
    """Deal every hidden thing again (other operatives' items, all unseen file values): each
    viewer's scene stays the same, and it never names another operative's items or files."""
    state = random_game(players, players, 12)
    assert not state.is_over
    spec = state.to_scenario()
    for viewer in range(players):
        twin = hidden_twin(spec, viewer, seed=viewer)
        assert twin != spec
        a, b = GAME.scenario(spec).observe(viewer), GAME.scenario(twin).observe(viewer)
        assert scene_json(a) == scene_json(b) and scene_json(a, "ja") == scene_json(b, "ja")
        mine = {i for i, o in enumerate(spec["operatives"]) if o["owner"] == viewer}
        others = {c for i, o in enumerate(spec["operatives"]) if i not in mine
                  for c in o["items"]}
        text = scene_json(a)
        assert not [c for c in others if c in text]
        assert not [GAME.card(c)["name"]["en"] for c in others
                    if GAME.card(c)["name"]["en"] in text]
        files = [p for z in json.loads(text)["zones"] for p in z["pieces"]
                 if p["id"].startswith("file-")]
        assert {int(p["id"].split("-")[1]) for p in files} <= mine


# ---- the explorer ----------------------------------------------------------------------------
def test_hot_seat_hides_each_players_hand_and_choice_from_the_next():
    app = InfiltrationExplorer(players=3, people=3, seed=4)
    view = app.view
    check_explorer_css_classes(app, "rt-infiltration-explorer",
                               {"rt-players": app.players})
    assert view.viewer == 0 and not view.covered and not view.bots
    mine = view.state.observe(0)["mine"][0]
    item = mine["items"][0]
    view.table.click(f"hand-0-{item}")
    assert view.covered and view.viewer == 1 and view.table.scene["zones"] == []
    assert item not in synced_text(app.widget)
    view.take_over()
    view.render()
    text = synced_text(app.widget)
    assert "hand-1-" in text and "hand-0-" not in text and item not in text
    others = view.state.observe(1)["operatives"][0]
    assert others["hand_size"] == 8 and not others["has_selected"]   # still face down, unknown


@pytest.mark.parametrize("players", [2, 4, 6])
def test_whole_games_are_played_by_clicks_against_rules_bots(players):
    app = InfiltrationExplorer(players=players, people=1, seed=players)
    view, rng = app.view, random.Random(players)
    for _ in range(400):
        if view.state.is_over:
            break
        moves = view.table.moves
        assert moves, view.state.to_act
        view.table.press(rng.choice(moves)["id"])
    assert view.state.is_over and "Scores" in view.status.value
    assert "infiltration." not in view.status.value


def test_new_game_deals_the_chosen_seats():
    app = InfiltrationExplorer(players=3, people=1)
    assert app.seats.kinds == ["person", "rules", "rules"]
    app.players.value = 5                      # the seat panel shows 5 seats at once
    assert app.seats.players == 5
    app.seats.set_kinds(["person", "person", "rules", "random", "rules"])
    app.view.new_game_button.click()
    view = app.view
    assert view.state.players == 5 and view.humans == [0, 1] and sorted(view.bots) == [2, 3, 4]
    assert type(view.bots[3]).__name__ == "RandomBot" and app.seats.players == 5
    app.view.language.lang = "ja"
    assert japanese(app.players.options[0][0]) and japanese(view.table.scene["status"])


def zone(table, zone_id: str) -> dict:
    return next(z for z in table.scene["zones"] if z["id"] == zone_id)


def test_after_escaping_the_files_panel_shows_the_escaped_operatives_files_and_a_full_dial():
    """The first lesson ends with the learner's operative out with its files and proximity 99:
    the files panel lists them (they score) and the dial is full."""
    tutorial = InfiltrationTutorial()
    finish_lesson_on_table(tutorial)
    obs, table = tutorial.runner.observation, tutorial.view.table
    mine = [m for m in obs["mine"] if obs["operatives"][m["operative"]]["status"] == "escaped"]
    values = [v for m in mine for v in m["files"]]
    assert values and obs["proximity"] == 99
    files = zone(table, "files")
    assert [p["label"] for p in files["pieces"]] == [str(v) for v in values]
    assert f"{sum(values)} data" in files["label"]
    dial = next(p for p in zone(table, "monitor")["pieces"] if p["id"] == "proximity-dial")
    assert dial["label"] == "▰" * 10


def test_the_dial_fills_its_last_segment_only_at_the_end():
    obs = GAME.new_game(seed=1, players=3).observe(0)
    for value, filled in ((0, 0), (95, 9), (98, 9), (99, 10)):
        obs["proximity"] = value
        dial = next(p for p in monitor_zone(obs, "en").pieces if p.id == "proximity-dial")
        assert dial.label.count("▰") == filled, value


def test_japanese_operative_lines_use_one_kind_of_separator():
    """「手札8枚・ファイル0、1.1にいる」: the Latin "·" of the English line is not mixed in."""
    from widgets.infiltration.table import operatives_zone
    obs = GAME.new_game(seed=1, players=3).observe(0)
    subs = [p.sub for p in operatives_zone(obs, "ja").pieces]
    assert subs and all("·" not in s and "、" in s for s in subs), subs
    assert all(" · " in p.sub for p in operatives_zone(obs, "en").pieces)
