"""Undo says in words why it is unavailable: Board Game Arena's rule, decided by the engine."""

from tests.toy import ui
from tests.toy.game import GAME
from tests.widgets.test_play_view import Twice, twice_board
from tutor.bots import RandomBot
from tutor.engine import Action
from widgets import PlayView
from widgets.play_view import undo_reason


def twice_view(**kwargs):
    return PlayView(Twice().new_game(), twice_board, lambda a, lang: f"pick {a.n}", **kwargs)


def test_nothing_played_yet_is_the_reason_at_the_start():
    view = twice_view(bots={1: RandomBot(0)})
    assert view.undo_button.disabled
    assert view.undo_why.value.count("nothing has been played yet") == 1
    assert view.undo_button.tooltip == "Undo is not available: nothing has been played yet."


def test_a_free_decision_can_be_undone_and_no_reason_is_shown():
    view = twice_view(bots={1: RandomBot(0)})
    view.picker.choose(Action("pick", n=2))
    assert not view.undo_button.disabled and view.undo_why.value == ""
    assert view.undo_button.tooltip == "Take back your last decision"
    assert undo_reason(view.state, 0, "en") is None


def test_after_the_bot_decided_the_reason_names_it():
    view = twice_view(bots={1: RandomBot(0)})
    view.picker.choose(Action("pick", n=2))
    view.picker.choose(Action("pick", n=1))          # then the bot picks: the game is over
    assert view.undo_button.disabled
    assert "your own last decision, before anyone else decides" in view.undo_why.value
    assert "the last decision was Player 2&#x27;s" in view.undo_why.value
    view.language.lang = "ja"
    assert "最後に決めたのはプレイヤー2です" in view.undo_why.value
    assert view.undo_button.tooltip.startswith("取り消しはできません")


def test_a_decision_that_revealed_something_stands():
    state = GAME.scenario({"deck": [21, 44], "hands": [13, 57]})
    view = PlayView(state, ui.render_board, ui.action_label)       # hot-seat
    view.picker.row("keep").button.click()
    view.handover_button.click()
    view.picker.row("swap").button.click()           # Player 2 draws: chance and a private card
    view.handover_button.click()
    assert view.viewer == 0 and view.state.why_no_undo(0) is not None
    assert "last decision was Player 2" in view.undo_why.value
    assert undo_reason(view.state, 1, "en").endswith("so it stands.")
    assert "偶然に任された" in undo_reason(view.state, 1, "ja")


def test_the_words_follow_the_engine_for_every_position_of_random_games():
    """Wherever the engine refuses undo the widget gives a reason, and only there."""
    for seed in range(15):
        state = GAME.new_game(seed=seed)
        bot = RandomBot(seed)
        while not state.is_over:
            for player in (0, 1):
                assert (undo_reason(state, player, "en") is None) == state.can_undo(player)
            player = state.to_act[0]
            state.apply(player, bot.decide(state.observe(player), state.legal_actions(player)))


def test_no_reason_is_shown_behind_the_hand_over_screen():
    view = PlayView(GAME.scenario({"deck": [21, 44], "hands": [13, 57]}), ui.render_board,
                    ui.action_label)
    view.picker.row("keep").button.click()
    assert view.covered and view.undo_button.disabled and view.undo_why.value == ""


def test_before_your_first_decision_there_is_nothing_to_undo_and_no_one_is_named():
    """Infiltration's bots select face down before the learner: their hidden choices are not
    the learner's to undo, nor named as the last decision."""
    from widgets.infiltration import InfiltrationExplorer
    view = InfiltrationExplorer().view
    assert view.state.history and view.undo_button.disabled
    assert ("Undo is not available: you have not decided anything yet, so there is nothing"
            " to undo.") in view.undo_why.value
    assert "Player" not in view.undo_why.value
    view.language.lang = "ja"
    assert "取り消すものはありません" in view.undo_why.value
