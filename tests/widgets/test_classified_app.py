"""The Classified Information app driven headlessly: lessons clicked through in en/ja, whole games
against the random bot, the deduction wheel, board counts, and no hidden card in widget state."""

from __future__ import annotations

import json
import random
import re

import pytest

from tutor.engine import Action
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from widgets.classified import (POSSIBLE, RULED_OUT, UNKNOWN, ClassifiedExplorer,
                                ClassifiedTutorial, action_label, event_text, kind_label,
                                prompt_text, render_board)
from tutor.games.classified.narrate import EVENTS

from .app_checks import (check_end_of_lesson, assert_not_shown, check_first_lesson_by_clicking,
                         check_japanese_at_first_move, check_language_keeps_lesson_and_step,
                         check_lesson_picker_opens, check_ruling_note_follows_the_step,
                         check_explorer_css_classes, check_tutorial_css_classes,
                         check_wrong_move_changes_nothing, finish_lesson)
from .tree import japanese, synced_text, widget_tree

CARD_ID = re.compile(r"\b[CERP]\d[abc]?-(?:G|A|S1|S2)\b")


# ---- hidden information ----------------------------------------------------------------------
def _ids(value) -> set[str]:
    """Every card id inside a JSON-like value."""
    found: set[str] = set()
    if isinstance(value, str):
        found.update(CARD_ID.findall(value))
    elif isinstance(value, dict):
        for v in value.values():
            found |= _ids(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            found |= _ids(v)
    return found


def hidden_from(state, viewer: int) -> set[str]:
    """Cards ``viewer`` may not see now: the opponent's hand, Suitcase and face-down Guards, the
    deck and the encrypted cards, minus anything ``observe(viewer)`` shows (the deck list aside)."""
    snap = state.snapshot()
    opp = 1 - viewer
    secret = set(snap["hands"][opp]) | {snap["suitcase"][opp]} | set(snap["deck"])
    secret |= set(snap["encrypted"])
    secret |= {g["card"] for g in snap["guards"][opp] if g and not g["up"]}
    seen = state.observe(viewer)
    shown = _ids({k: v for k, v in seen.items() if k != "deck_list"})
    return secret - shown


def assert_nothing_hidden(widget, state, viewer: int) -> None:
    assert_not_shown(widget, hidden_from(state, viewer), viewer)


def mark_on_wheel(app, runner) -> None:
    """A step waiting for wheel marks: click the number buttons until exactly the solution's
    numbers are ruled out (other notes stay, unless they are ruled out)."""
    wanted = set(runner.step.solution.get("ruled_out") or ())
    for n in range(1, 10):
        state = app.wheel.state(n)
        goal = RULED_OUT if n in wanted else (UNKNOWN if state == RULED_OUT else state)
        while app.wheel.state(n) != goal:
            app.wheel.buttons[n - 1].click()


def zone(table, zone_id: str) -> dict:
    """The zone ``zone_id`` of the clickable table's synced scene."""
    return next(z for z in table.scene["zones"] if z["id"] == zone_id)


# ---- the tutorial ----------------------------------------------------------------------------
def test_the_first_lesson_is_completed_by_clicking_next_and_the_expected_moves():
    check_first_lesson_by_clicking(ClassifiedTutorial(), LESSONS, "classified")


def test_a_wrong_move_is_explained_and_changes_nothing():
    check_wrong_move_changes_nothing(ClassifiedTutorial())


def test_switching_to_japanese_redraws_everything_in_japanese():
    tutorial = ClassifiedTutorial()
    check_japanese_at_first_move(tutorial)
    view = tutorial.view
    assert "山札" in json.dumps(view.table.scene, ensure_ascii=False)
    labels = [row.button.description for row in view.picker.rows if row.kind]
    assert labels and all(japanese(label) for label in labels)
    assert "推理ホイール" in tutorial.wheel.svg.value
    assert japanese(view.log.widget.value)
    view.picker.choose(view.runner.step.solution)
    assert "正解" in view.stepper.feedback.value


def test_the_lesson_picker_opens_another_lesson_at_its_first_step():
    tutorial = ClassifiedTutorial()
    tutorial.wheel.cycle(4)
    check_lesson_picker_opens(tutorial, LESSONS, 1)
    assert tutorial.wheel.state(4) == UNKNOWN              # the notes start over


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[l.id for l in LESSONS])
def test_every_lesson_can_be_finished_and_never_shows_a_hidden_card(index):
    tutorial = ClassifiedTutorial(lesson=index)
    finish_lesson(tutorial, lambda view, runner: assert_nothing_hidden(view.widget, runner.state,
                                                                      runner.learner),
                  offboard=mark_on_wheel)
    assert tutorial.runner.finished
    check_end_of_lesson(tutorial, LESSONS)


def test_switching_language_keeps_the_lesson_and_the_step():
    check_language_keeps_lesson_and_step(ClassifiedTutorial(), LESSONS, 2)


def test_steps_citing_a_ruling_carry_the_tutors_note_and_published_ones_do_not():
    def no_highlight(tutorial):
        assert not tutorial.wheel.highlight

    tutorial = check_ruling_note_follows_the_step(ClassifiedTutorial, GAME, no_highlight,
                                                  options={"first_player": 0})
    assert tutorial.wheel.highlight


def test_highlights_outline_the_named_parts_of_the_board():
    obs = GAME.new_game(seed=4).observe(0)
    for part in ("hand", "suitcase", "guards", "opponent_guards", "opponent_hand", "encrypted",
                 "deck", "discard"):
        html = render_board(obs, "en", (part,))
        assert re.search(rf'rt-zone rt-highlight" data-part="{part}"', html), part
        assert html.count("rt-highlight") == 1, part
    assert "rt-highlight" not in render_board(obs, "en", ())


def test_the_tutorial_controls_carry_stable_css_classes():
    check_tutorial_css_classes(ClassifiedTutorial(), "rt-classified-tutorial")


def test_the_explorer_controls_carry_stable_css_classes():
    explorer = ClassifiedExplorer()
    check_explorer_css_classes(explorer, "rt-classified-explorer", {
        "rt-deck": explorer.deck, "rt-difficulty": explorer.difficulty,
        "rt-seat-1": explorer.seats.dropdowns[1], "rt-promos": explorer.promos})


def test_the_tutorial_uses_few_widget_models():
    """The base screen is under 100 models; the picker adds at most one row (8 models) per
    action kind, however many cards the hand holds."""
    tutorial = ClassifiedTutorial()
    count = len(widget_tree(tutorial.widget))
    finish_lesson(tutorial)
    rows = len(tutorial.view.picker.rows)
    assert count < 100 and rows <= 4
    assert len(widget_tree(tutorial.widget)) == count + 8 * rows


# ---- the explorer ----------------------------------------------------------------------------
def play_by_clicking(explorer: ClassifiedExplorer, rng: random.Random, check=None,
                     limit: int = 400) -> None:
    """Click random legal moves (through the picker) until the game ends."""
    view = explorer.view
    for _ in range(limit):
        if view.state.is_over:
            return
        if view.covered:
            view.handover_button.click()
        if check:
            check(explorer)
        actions = view.state.legal_actions(view.viewer)
        view.picker.choose(rng.choice(actions))
        assert view.error is None, view.error
    raise AssertionError("the game did not end")


def test_a_whole_game_against_the_random_bot_by_clicking():
    explorer = ClassifiedExplorer(seed=5)
    assert explorer.view.bots and explorer.viewer == 0
    play_by_clicking(explorer, random.Random(5))
    view = explorer.view
    assert view.state.is_over and "Game over" in view.status.value
    assert "rt-result" in view.board.value and "Final cards" in view.board.value
    assert "Game over" in view.log.widget.value
    view.picker.open()                                # the folded list, opened, offers nothing
    assert view.picker.prompt.value and not any(row.kind for row in view.picker.rows)


def test_new_game_uses_the_chosen_deck_difficulty_and_seats():
    explorer = ClassifiedExplorer(seed=1)
    explorer.deck.value, explorer.difficulty.value = "ruby", "insane"
    explorer.seats.dropdowns[1].value = "person"
    explorer.promos.value = True
    explorer.view.new_game_button.click()
    if explorer.view.covered:                        # player 2 starts: hand the device over
        explorer.view.handover_button.click()
    state = explorer.state
    assert state.options["deck"] == "ruby" and state.options["difficulty"] == "insane"
    assert state.options["promos"] is True
    assert not explorer.view.bots and explorer.view.humans == [0, 1]
    obs = state.observe(explorer.viewer)
    assert obs["encrypted_size"] == 6 and all(c.startswith("R") for c in obs["deck_list"])
    assert zone(explorer.view.table, "encrypted")["label"] == "Encrypted Card Pile (6 cards)"


def test_the_board_counts_match_the_observation_along_a_game():
    explorer = ClassifiedExplorer(seed=8)

    def cards(n: int) -> str:
        return "1 card" if n == 1 else f"{n} cards"

    def check(ex):
        obs = ex.state.observe(ex.viewer)
        table = ex.view.table
        opp = obs["players"][1 - ex.viewer]
        mine = obs["players"][ex.viewer]
        assert zone(table, "deck")["label"].startswith(f"Draw Deck ({cards(obs['deck_size'])}")
        assert zone(table, "encrypted")["label"] == \
            f"Encrypted Card Pile ({cards(obs['encrypted_size'])})"
        assert zone(table, "discard")["label"].startswith(
            f"Discard Pile ({cards(len(obs['discard']))}")
        assert zone(table, "hand")["label"].startswith(f"Your hand ({cards(mine['hand_size'])})")
        theirs = zone(table, "opponent_hand")
        assert theirs["label"].startswith(f"Player {2 - ex.viewer}'s hand "
                                          f"({cards(opp['hand_size'])})")
        assert [p.get("face_up") for p in theirs["pieces"]] == [False] * opp["hand_size"]
        faces = _ids(table.scene)
        assert faces <= _ids({k: v for k, v in obs.items() if k != "deck_list"})
        assert table.scene["status"].startswith(f"Turn {obs['turn']}")

    play_by_clicking(explorer, random.Random(8), check)


def test_own_face_down_guards_say_what_they_are_and_the_opponents_do_not():
    state = GAME.scenario({"hands": [["C1-A", "C8-G"], ["C2-G", "C7-A"]],
                           "suitcases": ["C4-G", "C6-S1"], "rest": "deck", "drawn": True,
                           "guards": [[{"card": "C5-G", "up": False}],
                                      [{"card": "C9-S2", "up": False},
                                       {"card": "C3-S1", "up": True, "cover": "C6-S2"}]]})
    html = render_board(state.observe(0), "en", ())
    assert "you know:" in html and 'data-card="C5-G"' in html
    assert "C9-S2" not in html and "C6-S1" not in html and "C2-G" not in html
    assert 'data-card="C3-S1"' in html and 'data-card="C6-S2"' in html
    assert "protected" in html and "Code 3-4-5" in html
    spectator = render_board(state.observe(1), "ja", ())
    assert "C5-G" not in spectator and "中身:" in spectator and "スーツケース" in spectator


@pytest.mark.parametrize("deck", ["base", "emerald", "ruby", "random-full", "random-pair"])
def test_hot_seat_games_never_put_a_hidden_card_in_any_widget(deck):
    for seed in (1, 2):
        explorer = ClassifiedExplorer(deck=deck, opponent="hotseat", seed=seed,
                                      promos=deck.startswith("random"))

        def check(ex):
            assert_nothing_hidden(ex.widget, ex.state, ex.viewer)

        play_by_clicking(explorer, random.Random(seed), check)
        assert explorer.state.is_over


def test_the_hand_over_screen_shows_no_board_and_no_wheel():
    explorer = ClassifiedExplorer(opponent="hotseat", seed=3)
    view = explorer.view
    if view.covered:
        view.handover_button.click()
    first = explorer.viewer
    view.picker.choose(next(a for a in view.state.legal_actions(first) if a.kind == "encrypt"))
    assert view.covered and view.board.value == "" and explorer.wheel.widget.layout.display == "none"
    assert not CARD_ID.search(synced_text(explorer.widget))
    view.handover_button.click()
    assert explorer.viewer == 1 - first and explorer.wheel.widget.layout.display is None


# ---- the wheel -------------------------------------------------------------------------------
def test_the_wheel_cycles_unknown_possible_ruled_out_per_number():
    explorer = ClassifiedExplorer(seed=2)
    wheel = explorer.wheel
    five = wheel.buttons[4]
    assert wheel.state(5) == UNKNOWN and five.button_style == ""
    five.click()
    assert wheel.state(5) == POSSIBLE and five.button_style == "success"
    assert 'data-n="5" data-state="1"' in wheel.svg.value
    five.click()
    assert wheel.state(5) == RULED_OUT and five.button_style == "danger"
    assert 'data-n="5" data-state="2"' in wheel.svg.value and "ruled out" in five.tooltip
    five.click()
    assert wheel.state(5) == UNKNOWN and 'data-n="5" data-state="0"' in wheel.svg.value
    assert all(wheel.state(n) == UNKNOWN for n in range(1, 10))
    wheel.buttons[0].click()
    wheel.clear_button.click()
    assert wheel.state(1) == UNKNOWN


def test_each_hot_seat_player_keeps_their_own_wheel():
    explorer = ClassifiedExplorer(opponent="hotseat", seed=3)
    view, wheel = explorer.view, explorer.wheel
    if view.covered:
        view.handover_button.click()
    first = explorer.viewer
    wheel.buttons[2].click()
    view.picker.choose(next(a for a in view.state.legal_actions(first) if a.kind == "encrypt"))
    view.handover_button.click()
    assert wheel.viewer == 1 - first and wheel.state(3) == UNKNOWN
    wheel.buttons[6].click(), wheel.buttons[6].click()
    view.picker.choose(view.state.legal_actions(explorer.viewer)[0])
    while view.covered or explorer.viewer != first:
        if view.covered:
            view.handover_button.click()
        else:
            view.picker.choose(view.state.legal_actions(explorer.viewer)[0])
    assert wheel.state(3) == POSSIBLE and wheel.state(7) == UNKNOWN
    view.new_game_button.click()
    assert wheel.state(3) == UNKNOWN


# ---- labels and texts ------------------------------------------------------------------------
def test_every_action_prompt_and_event_of_random_games_has_en_and_ja_text():
    kinds, prompts, events = set(), set(), set()
    for seed in range(12):
        deck = ("base", "emerald", "ruby", "random-full")[seed % 4]
        state = GAME.new_game(seed=seed, options={"deck": deck})
        rng = random.Random(seed)
        while not state.is_over:
            player = state.to_act[0]
            obs = state.observe(player)
            for lang in ("en", "ja"):
                assert prompt_text(obs["decision"], lang, GAME.catalogue)
            prompts.add(obs["decision"]["prompt"])
            actions = state.legal_actions(player)
            for action in actions:
                en, ja = action_label(action, "en", player, obs), action_label(action, "ja", player, obs)
                assert en and ja and not CARD_ID.search(en + ja), action
                assert kind_label(action.kind, "ja")
                kinds.add(action.kind)
            state.apply(player, rng.choice(actions))
        for event in state.events_for(0):
            events.add(event["kind"])
            assert event_text(event, "en", 0) and event_text(event, "ja", 0)
    assert {"deploy", "encrypt", "enlist_guard", "enlist_assassin", "pass", "number", "card"} <= kinds
    assert {"action", "C1.number"} <= prompts
    base = {"setup", "draw", "discard", "deploy", "encrypt", "guard", "game_over", "reveal"}
    assert base <= events and base <= set(EVENTS)


def test_unknown_kinds_prompts_and_events_read_generically_without_errors():
    odd = Action("teleport", card="C5-G", spot=1)
    assert action_label(odd, "en") == "Teleport: card 5 Scavenge, spot 1"
    assert kind_label("teleport", "ja") == "Teleport"
    decision = {"prompt": "X9.unknown", "rule": "classified.card.C7", "players": [0]}
    assert prompt_text(decision, "en", GAME.catalogue) == "7 Wheel of Fate: make your choice."
    assert prompt_text(decision, "ja", GAME.catalogue) == "7 運命の輪：選んでください。"
    event = {"kind": "teleported", "rule": "classified.card.C4", "player": 1, "card": "C5-G",
             "spot": 0}
    assert event_text(event, "en", 0) == "Player 2 — 4 Switch Places: card 5 Scavenge, spot 1"
    broken = {"kind": "flip", "rule": "classified.card.C7", "player": 0}   # no card field
    assert "Wheel" in event_text(broken, "en", 0) or "flip" in event_text(broken, "en", 0)


def test_labels_name_guards_as_the_viewer_sees_them():
    state = GAME.scenario({"hands": [["C8-G", "C5-A", "C2-A"], ["C2-G", "C7-A"]],
                           "suitcases": ["C4-G", "C6-S1"], "rest": "deck", "drawn": True,
                           "guards": [[{"card": "C5-G", "up": False}],
                                      [{"card": "C9-S2", "up": False},
                                       {"card": "C3-S1", "up": True}]]})
    obs = state.observe(0)
    labels = [action_label(a, "en", 0, obs) for a in state.legal_actions(0)]
    assert "Enlist 5 Scavenge (Assassin) as an Assassin against Player 2's Guard in spot 1" \
        in labels
    assert "Enlist 5 Scavenge (Assassin) as an Assassin against 3 Picking Petals (Sentinel)" \
        in labels
    assert "Deploy 8 Neutralize the Target (Guard)" in labels
    own = action_label(Action("guard_spot", owner=0, spot=0), "en", 0, obs)
    assert own == "your Guard in spot 1 (5 Scavenge)"
    theirs = action_label(Action("guard_spot", owner=1, spot=0), "ja", 0, obs)
    assert theirs == "プレイヤー2の衛兵・場所1" and "C9" not in theirs


def test_the_hidden_card_check_catches_a_leak():
    """The check above is not vacuous: a hidden card drawn on the board is reported."""
    explorer = ClassifiedExplorer(seed=6)
    state, viewer = explorer.state, explorer.viewer
    assert_nothing_hidden(explorer.widget, state, viewer)
    secret = state.snapshot()["suitcase"][1 - viewer]
    explorer.view.board.value += f'<svg data-card="{secret}"></svg>'
    with pytest.raises(AssertionError, match=secret):
        assert_nothing_hidden(explorer.widget, state, viewer)


def test_the_app_never_reads_the_full_board_or_the_snapshot(monkeypatch):
    """Only observe(), events_for() and legal actions feed the app: a game and a lesson run with
    State.snapshot disabled, and the app's source never touches ``state.board``."""
    from pathlib import Path

    import widgets.classified as app
    from tutor.engine import State

    for path in Path(app.__file__).parent.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "snapshot(" not in source and "state.board" not in source, path.name
    monkeypatch.setattr(State, "snapshot", lambda self: pytest.fail("the app read a snapshot"))
    explorer = ClassifiedExplorer(seed=12)
    play_by_clicking(explorer, random.Random(12))
    finish_lesson(ClassifiedTutorial())


def test_every_action_kind_prompt_and_event_in_the_engine_has_its_own_text():
    """Grep the engine for Action kinds, decision prompts and event kinds: each has a label, a
    prompt text or a log sentence here (tutor/games/classified/labels.py, narrate.py). The generic
    fallback keeps a new one from crashing; this test says which text to add."""
    from pathlib import Path

    import tutor.games.classified as engine
    from tutor.games.classified.labels import KINDS, PROMPTS

    source = "".join(p.read_text(encoding="utf-8")
                     for p in Path(engine.__file__).parent.rglob("*.py"))
    kinds = set(re.findall(r'Action\("([a-z_]+)"', source))
    events = set(re.findall(r'emit\("([a-z_]+)"', source))
    prompts = set(re.findall(r'"([A-Z]\d[a-z]?\.[a-z_]+)"', source))
    assert kinds and events and prompts
    assert sorted(kinds - set(KINDS)) == [], "add kind labels in labels.KINDS"
    assert sorted(events - set(EVENTS)) == [], "add log sentences in events.py"
    assert sorted(prompts - set(PROMPTS)) == [], "add prompt texts in labels.PROMPTS"
