"""The coach: top moves with chances from the search (legal, most tried first, in plain words
with no ids, the same for positions that look the same to the player), a review of a finished
game from one side (largest drop first), in English and Japanese."""

import random
import re

import pytest

from tests.bots.positions import classified_action, persona_day, positions
from tutor import bots
from tutor.bots import coach

ID = re.compile(r"\b[A-Z]{1,3}\d*-[A-Z]+\d*\b")        # card ids: C3-S2, R7-G, JIH-W3, BIO-P1
POSITIONS = {"classified": classified_action, "persona": persona_day}


def first_position(game: str, seed: int = 0):
    return next(positions(game, seed + 1, 2, None, POSITIONS[game]))


@pytest.mark.parametrize("game", ["classified", "persona"])
def test_advice_lists_legal_moves_most_tried_first_in_words_without_ids(game):
    state, seat = first_position(game)
    legal = state.legal_actions(seat)
    tips = coach.advice(game, state.observe(seat), legal, difficulty="easy", top=len(legal))
    assert len(tips) >= 2 and all(t.action in legal and 0 <= t.chance <= 1 for t in tips)
    assert [t.visits for t in tips] == sorted((t.visits for t in tips), reverse=True)
    assert sum(t.visits for t in tips) == bots.load("ismcts", game, difficulty="easy").iterations
    for lang, words in (("en", r"wins about \d games in 10|almost never wins|wins almost every"),
                        ("ja", r"10回中およそ\d回勝つ|ほとんど勝てない|ほぼ必ず勝つ")):
        for tip in tips:
            line = coach.say(game, tip, lang, seat)
            assert re.search(words, line) and not ID.search(line), line
            assert bots.game_of(game).describe(tip.action, lang, viewer=seat) in line


def test_chances_in_plain_words():
    assert coach.chance_words(0.62) == "wins about 6 games in 10"
    assert coach.chance_words(0.62, "ja") == "10回中およそ6回勝つ"
    assert coach.chance_words(0.04) == "almost never wins"
    assert coach.chance_words(0.97, "ja") == "ほぼ必ず勝つ"


def test_advice_depends_only_on_what_the_player_sees():
    """Two states the player cannot tell apart (different hidden cards) get the same advice."""
    state, seat = first_position("classified", 2)
    game = bots.game_of("classified")
    a, b = (game.determinize(state.observe(seat), random.Random(s)) for s in (1, 2))
    assert a.observe(seat) == b.observe(seat) and a.snapshot() != b.snapshot()
    tips = [coach.advice(game, s.observe(seat), s.legal_actions(seat), difficulty="easy")
            for s in (a, b)]
    assert tips[0] == tips[1] and tips[0]


def test_a_single_move_is_said_without_an_estimate():
    state, seat = first_position("classified")
    only = state.legal_actions(seat)[:1]
    tips = coach.advice("classified", state.observe(seat), only)
    assert [t.visits for t in tips] == [0]
    assert coach.say("classified", tips[0], "en").endswith("your only move here.")


def test_advice_is_empty_where_the_search_cannot_rebuild_the_position():
    state, seat = next(positions("classified", 30, 2, None,
                                 lambda o: o["decision"]["prompt"] == "discard_order"))
    assert coach.advice("classified", state.observe(seat), state.legal_actions(seat)) == []
    assert "main decision" in coach.no_advice("en") and "コーチ" in coach.no_advice("ja")


def finished_game(seed: int):
    game = bots.game_of("classified")
    state = game.new_game(seed=seed)
    bots.play_game(state, [bots.load("random", game), bots.load("random", game)], seed=seed)
    return state


def test_review_puts_the_largest_drop_first():
    state = finished_game(2)
    every = coach.review(state, 0, difficulty="easy", top=100)
    assert len(every) >= 2
    assert every == sorted(every, key=lambda m: -m.drop)
    assert coach.review(state, 0, difficulty="easy", top=1) == [max(every, key=lambda m: m.drop)]
    mine = [i for i, e in enumerate(state.history) if e.player == 0]
    for m in every:
        assert state.history[m.step].player == 0 and state.history[m.step].action == m.chosen
        assert m.best != m.chosen and m.best_chance > m.chosen_chance
        assert m.turn == mine.index(m.step) + 1
    bigger = coach.review(state, 0, difficulty="easy", top=100, min_drop=0.3)
    assert bigger == [m for m in every if m.drop > 0.3]


def test_review_reports_progress_and_speaks_both_languages():
    state = finished_game(3)
    seen = []
    mistakes = coach.review(state, 1, difficulty="easy", progress=lambda d, t: seen.append((d, t)))
    total = sum(1 for e in state.history if e.player == 1)
    assert seen == [(d, total) for d in range(1, total + 1)]
    assert mistakes
    en, ja = (coach.say("classified", mistakes[0], lang, 1) for lang in ("en", "ja"))
    assert en.startswith(f"Your move {mistakes[0].turn}:") and "was better" in en
    assert f"{mistakes[0].turn}手目" in ja and "良い手" in ja
    assert not ID.search(en) and not ID.search(ja)
