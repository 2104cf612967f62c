"""The coach: top moves with chances from the search (legal, most tried first, in plain words
with no ids, the same for positions that look the same to the player), moves that read the
same said once, each chance with its interval, searched on until the first two are told apart
or the budget is spent, the top move's reason in the game's own terms, and a review of a
finished game from one side (its three costliest decisions, largest drop first), in English
and Japanese."""

import random
import re

import pytest

from tests.bots.positions import classified_action, persona_day, positions
from tutor import bots
from tutor.bots import coach, reasons
from tutor.bots.hooks import terms_of
from tutor.engine import Action

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
    searches = sum(t.visits for t in tips) / bots.load("ismcts", game,
                                                      difficulty="easy").iterations
    assert searches in range(1, coach.ROUNDS + 1)
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
    assert coach.chance_words(0.12) == "wins about 1 game in 10"
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


def test_moves_that_read_the_same_are_one_line_with_their_visits_pooled():
    """Persona deals copies of a card (two Jihui Assistant 3): one line, not two."""
    game = bots.game_of("persona")
    state, seat = next(p for i, p in enumerate(positions("persona", 3, 2, None, persona_day))
                       if i == 7)
    legal = state.legal_actions(seat)
    said = [game.describe(a, "en", seat) for a in legal]
    assert len(set(said)) < len(said)
    tips = coach.advice(game, state.observe(seat), legal, difficulty="easy", top=len(legal),
                        include=legal, why=False)
    lines = [game.describe(t.action, "en", seat) for t in tips]
    assert len(lines) == len(set(lines)) == len(set(said))
    merged = [t for t in tips if len(t.moves) > 1]
    assert merged and all(len({game.describe(a, "en", seat) for a in t.moves}) == 1
                          for t in merged)
    assert sorted(str(a) for t in tips for a in t.moves) == sorted(str(a) for a in legal)


def test_each_chance_comes_with_its_interval_and_the_range_is_said():
    low, high = coach.interval(0.5, 100)
    assert 0.39 < low < 0.41 and 0.59 < high < 0.61
    assert coach.interval(0.5, 400)[1] - coach.interval(0.5, 400)[0] < high - low
    assert coach.interval(1.0, 30)[1] == 1.0 and coach.interval(0.0, 30)[0] == 0.0
    state, seat = first_position("classified")
    legal = state.legal_actions(seat)
    tips = coach.advice("classified", state.observe(seat), legal, difficulty="easy",
                        top=len(legal), why=False)
    for tip in tips:
        assert (tip.low, tip.high) == coach.interval(tip.chance, tip.visits)
        assert tip.low <= tip.chance <= tip.high
    wide = coach.Advice(legal[0], 0.5, 20, *coach.interval(0.5, 20))
    assert "(likely between 3 and 7)" in coach.say("classified", wide, "en")
    assert "（おそらく3〜7回）" in coach.say("classified", wide, "ja")


def test_the_coach_searches_on_until_the_first_two_are_told_apart_or_its_budget_ends():
    state, seat = first_position("persona")
    obs, legal = state.observe(seat), state.legal_actions(seat)
    once = coach.advice("persona", obs, legal, difficulty="easy", top=len(legal), rounds=1,
                        why=False)
    more = coach.advice("persona", obs, legal, difficulty="easy", top=len(legal), why=False)
    total = sum(t.visits for t in once)
    searches = sum(t.visits for t in more) // total
    assert searches == coach.ROUNDS or (coach.told_apart(more) and searches >= 1)
    if not coach.told_apart(once):
        assert searches > 1
    if not coach.told_apart(more):
        assert "could not tell" in coach.verdict(more, "en") and coach.verdict(more, "ja")
    a, b = (coach.Advice(legal[i], c, 100, *coach.interval(c, 100))
            for i, c in ((0, 0.8), (1, 0.3)))
    assert coach.told_apart([a, b]) and coach.verdict([a, b]) == ""
    assert not coach.told_apart([a, coach.Advice(legal[1], 0.75, 100,
                                                 *coach.interval(0.75, 100))])


def test_the_reason_is_what_the_move_wins_in_the_games_own_terms():
    """Downloading a card (face up) adds its points to your play area at once; encrypting the
    same card keeps it face down until the archive phase."""
    game = bots.game_of("persona")
    state, seat = first_position("persona")
    obs = state.observe(seat)
    card = obs["hand"][0]
    found = reasons.reason(game, obs, Action("download", card=card),
                           [Action("encrypt", card=card)], random.Random(0))
    assert found is not None and found.gain == "points"
    tip = coach.Advice(Action("download", card=card), 0.6, 100, *coach.interval(0.6, 100),
                       reason=found)
    en, ja = (coach.say(game, tip, lang, seat) for lang in ("en", "ja"))
    assert en.endswith("Why: it adds points to your play area.")
    assert "理由：自分のプレイエリアの点数が増える。" in ja
    assert not ID.search(en) and "coach." not in en and "persona." not in en


@pytest.mark.parametrize("game", ["classified", "infiltration", "persona", "rednotice"])
def test_every_measure_is_worded_as_a_gain_and_a_risk_in_both_languages(game):
    terms = terms_of(game)
    for state, seat in positions(game, 2, 2, None, lambda o: o.get("decision") is not None):
        if state.history and len(state.history) % 5:
            continue
        for key in terms.measures(state.observe(seat)):
            for side in ("gain", "risk"):
                en, ja = (terms.words(key, side, lang) for lang in ("en", "ja"))
                assert en.startswith("it ") and ja and en != ja
                assert not ID.search(en) and not re.search(r"\w[._]\w", en + ja)


def test_the_top_advice_says_why_and_the_others_do_not():
    state, seat = next(positions("persona", 4, 2, None, persona_day))
    legal = state.legal_actions(seat)
    tips = coach.advice("persona", state.observe(seat), legal, difficulty="easy")
    assert all(t.reason is None for t in tips[1:])
    if tips[0].reason is not None:
        assert "Why:" in coach.say("persona", tips[0], "en", seat) or \
            "Risk:" in coach.say("persona", tips[0], "en", seat)


def test_the_review_names_the_three_costliest_decisions_with_the_better_move():
    state = finished_game(3)                             # more than three costly decisions
    worst = coach.review(state, 0, difficulty="easy")
    every = coach.review(state, 0, difficulty="easy", top=100)
    assert len(every) > 3 and worst == every[:3]
    for mistake in worst:
        line = coach.say("classified", mistake, "en", 0)
        assert bots.game_of("classified").describe(mistake.best, "en", 0) in line
        assert bots.game_of("classified").describe(mistake.chosen, "en", 0) in line
