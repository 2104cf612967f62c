"""The shared lesson and play screens on the table: a toy lesson finished by board clicks only,
free play by clicks, the hand-over cover, and no hidden card in the table's synced state."""

import pytest

from tests.toy import ui
from tests.toy.game import CONCEDE, GAME
from tests.toy.lessons import BASICS
from tutor.bots import RandomBot
from tutor.lessons import LessonRunner
from widgets import LessonView, PlayView
from widgets.table import Piece, Scene, Spot, TableSpec, Zone

from .test_security import DECK, MINE, SCENARIO, THEIRS, known_to, secret_lesson
from .tree import shows_number, synced_text


def toy_scene(observation: dict, lang: str) -> Scene:
    """The viewer's card, the opponent's card face down, the deck."""
    mine = observation["my_card"]
    hand = () if mine is None else (Piece("my-card", label=str(mine)),)
    return Scene(caption="Toy table", zones=(
        Zone("hand", ui.BOARD_LABELS["mine"].get(lang), hand),
        Zone("opponent", ui.BOARD_LABELS["theirs"].get(lang),
             (Piece("their-card", face_up=False, name="hidden card"),)),
        Zone("deck", ui.BOARD_LABELS["deck"].get(lang),
             (Piece("deck-top", face_up=False, badge=str(observation["deck"])),)),
    ))


def toy_locate(action, observation) -> Spot:
    """Keep and swap are made on your card, a challenge on theirs, the rest under the board."""
    if action.kind in ("keep", "swap") and observation["my_card"] is not None:
        return Spot("my-card")
    return Spot("their-card") if action.kind == "challenge" else Spot(None)


TOY_TABLE = TableSpec(toy_scene, toy_locate, ui.action_label)


def lesson_view(lesson=BASICS):
    return LessonView(LessonRunner(lesson, GAME), ui.render_board, ui.action_label,
                      event_text=ui.EVENT_TEXT, table=TOY_TABLE)


def test_a_lesson_is_finished_by_board_clicks_only():
    view = lesson_view()
    clicks = 0
    while not view.runner.finished:
        if view.runner.waiting:
            solution = view.runner.step.solution
            spot = toy_locate(solution, view.runner.observation)
            verb = ui.action_label(solution, view.lang)
            view.table.click(spot.item, verb)
            clicks += 1
        else:
            view.stepper.next_button.click()
    assert clicks == 2 and view.error is None and view.runner.finished


def test_the_table_points_at_the_steps_parts_and_offers_only_legal_plays():
    view = lesson_view()
    assert view.table.pointer == ["hand", "deck"] and view.table.moves == []
    view.stepper.next_button.click()                     # the swap step waits for the learner
    assert view.table.pointer == ["deck"]
    assert [verb for verb, _ in view.table.menu_at("my-card")] == ["Keep my card",
                                                                    "Swap with the deck"]


def test_a_wrong_click_is_explained_and_changes_nothing():
    view = lesson_view()
    view.stepper.next_button.click()
    before = view.runner.state.to_json()
    view.table.click("my-card", "Keep my card")
    assert view.runner.feedback.kind == "wrong" and view.runner.state.to_json() == before


def test_a_lesson_on_the_table_never_syncs_a_hidden_card():
    view = LessonView(LessonRunner(secret_lesson(CONCEDE), GAME), ui.render_board,
                      ui.action_label, event_text=ui.EVENT_TEXT, table=TOY_TABLE)
    while not view.runner.finished:
        if view.runner.waiting:
            view.table.choose(view.runner.step.solution)
        text = synced_text(view.table)
        assert not any(shows_number(text, c) for c in (THEIRS, 519, 268))
        view.stepper.next_button.click()


@pytest.mark.parametrize("seed", range(6))
def test_free_play_by_clicks_never_shows_an_unseen_card(seed):
    view = PlayView(GAME.scenario(SCENARIO, seed=seed), ui.render_board, ui.action_label,
                    bots={1: RandomBot(seed)}, event_text=ui.EVENT_TEXT, table=TOY_TABLE)
    owned = [MINE]
    while not view.state.is_over:
        owned.append(view.state.snapshot()["hands"][0])          # ground truth, test side only
        unseen = {MINE, THEIRS, *DECK} - known_to(view.state, owned)
        assert not [c for c in unseen if shows_number(synced_text(view.widget), c)]
        moves = view.table.moves
        view.table.press(moves[seed % len(moves)]["id"])
        assert view.error is None


def test_the_hand_over_cover_empties_the_table():
    view = PlayView(GAME.scenario(SCENARIO), ui.render_board, ui.action_label, table=TOY_TABLE)
    view.table.click("my-card", "Swap with the deck")
    assert view.covered and view.table.moves == [] and view.table.scene["zones"] == []
    assert not any(shows_number(synced_text(view.widget), c) for c in (MINE, THEIRS, *DECK))
