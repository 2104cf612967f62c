"""Screens from named slots (widgets/screen.py) and PlayView.seat, which puts another game on
screen in one step."""

import ipywidgets as w
import pytest

from tests.toy import ui
from tests.toy.game import GAME
from tutor.bots import RandomBot
from widgets import PlayView
from widgets.screen import Assembled, Slots


def test_slots_show_their_widgets_in_the_declared_order_and_empty_ones_take_no_room():
    box, a, b, c = w.VBox(), w.HTML("a"), w.HTML("b"), w.HTML("c")
    slots = Slots(box, ("top", "middle", "bottom"), top=a, bottom=c)
    assert box.children == (a, c) and slots["middle"] is None
    slots["middle"] = b
    assert box.children == (a, b, c)
    slots.arrange(("bottom", "extra", "middle", "top"), extra=w.HTML("x"))
    assert [x.value for x in box.children] == ["c", "x", "b", "a"]
    slots["extra"] = None
    assert box.children == (c, b, a)


def test_a_slot_not_on_the_screen_or_an_order_that_drops_a_filled_slot_is_refused():
    box, a = w.VBox(), w.HTML("a")
    slots = Slots(box, ("top", "bottom"), top=a)
    with pytest.raises(KeyError, match="no slot 'side'"):
        slots["side"] = w.HTML()
    with pytest.raises(ValueError, match="leaves out the filled slots top"):
        slots.arrange(("bottom",))
    with pytest.raises(ValueError, match="named twice"):
        slots.arrange(("top", "top"))
    assert box.children == (a,) and slots.order == ("top", "bottom")


def test_an_assembled_app_is_assembled_after_the_subclass_s_init():
    seen = []

    class Base(metaclass=Assembled):
        def __init__(self):
            seen.append("base")

        def _assemble(self):
            seen.append(("assembled", self.extra))

    class App(Base):
        def __init__(self):
            super().__init__()
            self.extra = "made after super().__init__()"
            seen.append("app")

    App()
    assert seen == ["base", "app", ("assembled", "made after super().__init__()")]


def test_the_play_screen_s_parts_are_in_named_slots():
    view = PlayView(GAME.new_game(seed=1), ui.render_board, ui.action_label)
    assert view.slots["board"] is view.board and view.slots["table"] is None
    assert view.widget.children[0] is view.language.widget


def test_seat_puts_a_game_on_screen_with_its_bots_and_its_first_person_as_viewer():
    view = PlayView(GAME.new_game(seed=1), ui.render_board, ui.action_label)
    game = GAME.new_game(seed=7)
    view.seat(game, {0: RandomBot(3)})
    assert view.state is game and view.humans == [1] and view.viewer == 1
    assert [e.player for e in game.history] == [0] and not view.covered
    view.seat(GAME.new_game(seed=8), {}, hand_over=True)
    assert view.humans == [0, 1] and view.covered          # two people share the screen


class FailingBot:
    def decide(self, observation, legal_actions, rng):
        raise RuntimeError("the bot broke")


def test_seat_with_a_failing_bot_keeps_the_game_on_screen_as_it_was():
    before = GAME.new_game(seed=1)
    view = PlayView(before, ui.render_board, ui.action_label, bots={1: RandomBot(1)})
    view.picker.row("keep").button.click()
    kept = (view.state, view.bots, view.humans, view.viewer, view.covered, view.visible_events())
    with pytest.raises(RuntimeError, match="the bot broke"):
        view.seat(GAME.new_game(seed=2), {0: FailingBot()})
    assert (view.state, view.bots, view.humans, view.viewer, view.covered,
            view.visible_events()) == kept
