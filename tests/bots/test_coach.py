"""The coach: top moves with chances from the search, a review of a finished game from one
side, and sentences in English and Japanese."""

import random

from tests.bots.positions import positions
from tutor import bots
from tutor.bots import coach


def test_advice_lists_legal_moves_with_chances_most_tried_first():
    state, seat = next(positions("classified", 1, 2, None,
                                 lambda o: o["decision"]["rule"] == "classified.turn.action"))
    legal = state.legal_actions(seat)
    tips = coach.advice("classified", state.observe(seat), legal, random.Random(1),
                        difficulty="easy")
    assert 1 <= len(tips) <= 3 and all(t.action in legal and 0 <= t.chance <= 1 for t in tips)
    assert [t.visits for t in tips] == sorted((t.visits for t in tips), reverse=True)
    for lang, word in (("en", "to win"), ("ja", "勝率")):
        assert word in coach.say("classified", tips[0], lang)


def test_advice_is_empty_where_the_search_cannot_rebuild_the_position():
    state, seat = next(positions("classified", 30, 2, None,
                                 lambda o: o["decision"]["prompt"] == "discard_order"))
    assert coach.advice("classified", state.observe(seat), state.legal_actions(seat)) == []


def test_review_finds_the_moves_where_the_chance_dropped():
    game = bots.game_of("classified")
    state = game.new_game(seed=2)
    bots.play_game(state, [bots.load("random", game), bots.load("random", game)], seed=2)
    mistakes = coach.review(state, 0, difficulty="easy", top=2)
    assert mistakes and len(mistakes) <= 2
    assert all(m.best_chance > m.chosen_chance and state.history[m.step].player == 0
               and state.history[m.step].action == m.chosen for m in mistakes)
    assert mistakes == sorted(mistakes, key=lambda m: -m.drop)
    assert "was better" in coach.say(game, mistakes[0], "en")
    assert "良い手" in coach.say(game, mistakes[0], "ja")
