"""PlayView: against a random bot, hot-seat with a hand-over screen, new game, undo."""

from tests.toy import ui
from tests.toy.game import CHALLENGE, GAME
from tutor.bots import RandomBot
from tutor.engine import Action, Decision, Game, IllegalAction
from widgets import PlayView


def first_action(view):
    """Press the first offered button, as a learner clicking at random would."""
    view.picker.rows[0].button.click()


def test_a_whole_game_against_the_random_bot():
    for seed in range(20):
        view = PlayView(GAME.new_game(seed=seed), ui.render_board, ui.action_label,
                        bots={1: RandomBot(seed)}, event_text=ui.EVENT_TEXT)
        assert view.viewer == 0 and not view.covered
        for _ in range(5):
            if view.state.is_over:
                break
            first_action(view)
        assert view.state.is_over and view.error is None
        assert "Game over." in view.status.value
        assert view.picker.prompt.value == "Nothing to play now."


def test_the_bot_answers_at_once_and_the_status_names_who_acts():
    view = PlayView(GAME.new_game(seed=2), ui.render_board, ui.action_label, bots={1: RandomBot(0)})
    view.picker.row("keep").button.click()
    assert view.state.to_act == [0] and len(view.state.history) == 2
    assert view.status.value == "To act: You"
    view.language.lang = "ja"
    assert view.status.value == "手番: あなた" and view.picker.row("challenge").button.description == "チャレンジ"


def test_hot_seat_hides_everything_until_the_next_player_takes_over():
    view = PlayView(GAME.scenario({"deck": [21, 44], "hands": [13, 57]}), ui.render_board,
                    ui.action_label)
    assert ">13<" in view.board.value and view.handover_button.layout.display == "none"
    view.picker.row("swap").button.click()
    assert view.covered and view.viewer == 1
    assert view.board.value == "" and view.picker.prompt.value == "Nothing to play now."
    assert "Pass the device to Player 2" in view.status.value
    assert view.handover_button.description == "I am Player 2" and "44" not in view.log.widget.value
    view.handover_button.click()
    assert not view.covered and ">57<" in view.board.value and ">44<" not in view.board.value
    view.picker.row("keep").button.click()
    assert view.covered and view.viewer == 0
    view.handover_button.click()
    assert ">44<" in view.board.value and view.picker.row("challenge")


def test_new_game_deals_the_next_seed():
    view = PlayView(GAME.new_game(seed=4), ui.render_board, ui.action_label, bots={1: RandomBot(1)})
    first_action(view)
    view.new_game_button.click()
    assert view.state.seed == 5 and view.state.to_act == [0]
    assert [e.player for e in view.state.history] == [1]      # the bot chose its half already


class Twice(Game):
    """Player 1 picks a number twice in a row (undo applies), then player 2 picks once."""

    name = "twice"
    options = ()

    def setup(self, state):
        state.board.picks = []

    def flow(self, state):
        for player in (0, 0, 1):
            action = yield Decision.single(player, [Action("pick", n=n) for n in (1, 2, 3)],
                                           "core.legal")
            state.board.picks.append(action.n)

    def observe(self, state, player):
        return {"picks": list(state.board.picks)}

    def snapshot(self, state):
        return {"picks": state.board.picks}

    def result(self, state):
        return {"winners": []}


def twice_board(observation, lang, highlights):
    return "picks: " + ",".join(map(str, observation["picks"]))


def test_undo_follows_the_engine_policy_and_dropdowns_pick_parameters():
    view = PlayView(Twice().new_game(), twice_board, lambda a, lang: f"pick {a.n}",
                    bots={1: RandomBot(0)})
    assert view.undo_button.disabled
    row = view.picker.row("pick")
    assert row.dropdown._options_labels == ("pick 1", "pick 2", "pick 3")
    row.dropdown.value = 1
    row.button.click()
    assert view.board.value == "picks: 2" and not view.undo_button.disabled
    view.undo_button.click()
    assert view.board.value == "picks: " and view.undo_button.disabled
    view.picker.choose(Action("pick", n=3)), view.picker.choose(Action("pick", n=1))
    assert view.state.is_over and view.undo_button.disabled
    assert "Nobody wins: a draw." in view.status.value


def test_an_error_in_play_is_shown_and_the_turn_is_taken_back(monkeypatch):
    view = PlayView(GAME.new_game(seed=1), ui.render_board, ui.action_label, bots={1: RandomBot(0)})
    view.picker.row("swap").button.click()
    moves = len(view.state.history)
    monkeypatch.setattr(view.bots[1], "decide", lambda obs, legal, rng: CHALLENGE)   # a buggy bot
    view.picker.row("challenge").button.click()
    assert isinstance(view.error, IllegalAction) and "progress is kept" in view.message.value
    assert len(view.state.history) == moves and view.state.to_act == [0]
    monkeypatch.setattr(view.bots[1], "decide", lambda obs, legal, rng: legal[0])
    view.picker.row("challenge").button.click()
    assert view.message.value == "" and view.state.is_over


def test_the_rule_panel_shows_the_rule_of_the_current_decision():
    view = PlayView(GAME.new_game(seed=2), ui.render_board, ui.action_label, bots={1: RandomBot(0)})
    assert [r.id for r in view.rules.matches()] == ["toy.swap"]
    assert "The rule of this decision" in view.rules.title.value
    view.picker.row("keep").button.click()
    assert [r.id for r in view.rules.matches()] == ["toy.challenge"]


def test_a_game_can_phrase_its_own_result():
    view = PlayView(GAME.new_game(seed=2), ui.render_board, ui.action_label, bots={1: RandomBot(0)},
                    result_text=lambda result, lang, viewer: f"winners={result['winners']}")
    view.picker.row("keep").button.click()
    view.picker.row("pass").button.click()
    assert view.status.value == "<b>Game over.</b> winners=[]"


def test_the_log_marks_what_happened_since_the_viewers_last_move():
    view = PlayView(GAME.scenario({"deck": [21, 44], "hands": [13, 57]}), ui.render_board,
                    ui.action_label, event_text=ui.EVENT_TEXT)
    view.picker.row("swap").button.click()
    view.handover_button.click()
    view.picker.row("swap").button.click()           # resolves both swaps
    view.handover_button.click()
    log = view.log.widget.value
    assert log.count('font-weight:bold') == 2 and "You swapped and drew a 44." in log
    assert "Player 2 swapped for an unseen card." in log
    view.picker.row("pass").button.click()
    assert view.log.widget.value.count('font-weight:bold') == 1      # only the pass is new
