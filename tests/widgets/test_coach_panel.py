"""The coach in the explorers: "What would a strong player do?" lists the search's best moves in
words with their chances (and says when it could not tell the first two apart), in English
and Japanese, drops them when the position changes, and
after a game reviews the viewer's moves, the largest drop marked. Nothing hidden reaches it:
the text for player 1 is the same for two games that differ only in what player 1 cannot see."""

from __future__ import annotations

import random
import re
from html import unescape

from tutor.bots import coach
from tutor.engine import Action
from widgets.classified import ClassifiedExplorer
from widgets.persona import PersonaExplorer

from .app_checks import assert_not_shown
from .test_classified_app import hidden_from
from .tree import synced_text
from .kernel_loop import as_on_pyodide, on_a_kernel_loop

ID = re.compile(r"\b[A-Z]{1,3}\d*-[A-Z]+\d*\b")


def items(html: str) -> list[str]:
    """The text of each list item (HTML entities such as &#x27; read as their characters)."""
    return [unescape(item) for item in re.findall(r"<li[^>]*>(.*?)</li>", html)]


def test_the_strong_player_s_moves_in_words_with_chances():
    app = PersonaExplorer(players=3)
    assert app.coach.ask_button.description == "What would a strong player do?"
    assert "rt-coach-ask" in app.coach.ask_button._dom_classes
    app.coach.ask_button.click()
    lines = items(app.coach.text.value)
    assert 1 <= len(lines) <= 3 and len(set(lines)) == len(lines)
    assert all(re.search(r"games? in 10|almost never wins|almost every game", x) for x in lines)
    assert "sees only what you see" in app.coach.text.value and not ID.search(app.coach.text.value)
    app.view.language.lang = "ja"
    assert app.coach.ask_button.description == "強いプレイヤーならどうする？"
    assert all(re.search(r"10回中およそ\d回勝つ|ほとんど勝てない|ほぼ必ず勝つ", x)
               for x in items(app.coach.text.value))
    app.play(app.state.legal_actions(0)[0])                     # a new position: advice dropped
    assert app.coach.text.value == ""


def test_the_advice_follows_the_search_bot_on_the_viewer_s_observation():
    app = ClassifiedExplorer(seed=3)
    obs, legal = app.state.observe(app.viewer), app.state.legal_actions(app.viewer)
    expected = coach.advice(app.game, obs, legal, difficulty="normal", top=len(legal))
    app.coach.ask_button.click()
    assert items(app.coach.text.value) == app.coach.advice_lines(expected, "en", app.viewer)
    text = unescape(app.coach.text.value)
    assert coach.say(app.game, expected[0], "en", app.viewer) in text
    assert f"imagines {sum(r.visits for r in expected)} games" in text
    verdict = coach.verdict(expected)
    assert (verdict in text) if verdict else "could not tell" not in text
    if verdict:                 # its own sentence below the moves, not run on after the colon
        assert text.index(verdict) > text.index("</ol>")


def test_a_close_call_says_the_ranges_overlap_and_never_that_the_moves_are_equal():
    rows = [coach.Advice(Action("a"), 0.4, 50, 0.27, 0.54),     # 4 in 10 beside 2 in 10,
            coach.Advice(Action("b"), 0.2, 50, 0.11, 0.33)]     # their intervals overlapping
    for lang in ("en", "ja"):
        said = coach.verdict(rows, lang)
        assert said and "as good as each other" not in said and "同じくらい" not in said
    assert "overlap" in coach.verdict(rows, "en") and "重なって" in coach.verdict(rows, "ja")


def two_games_player_1_cannot_tell_apart():
    """Two Classified positions with the same observation for player 1 and different hidden
    cards (sampled with the game's determinize)."""
    from tests.bots.positions import classified_action, positions
    state, seat = next(positions("classified", 3, 2, None,
                                 lambda o: classified_action(o) and o["viewer"] == 0))
    game = state.game
    a, b = (game.determinize(state.observe(seat), random.Random(s)) for s in (5, 6))
    assert a.observe(0) == b.observe(0) and a.snapshot() != b.snapshot()
    return a, b


def test_the_coach_text_is_the_same_for_two_hidden_variants():
    texts = []
    for state in two_games_player_1_cannot_tell_apart():
        app = ClassifiedExplorer(state=state)
        assert app.viewer == 0
        app.coach.ask_button.click()
        assert items(app.coach.text.value)
        assert_not_shown(app.coach.widget, hidden_from(state, 0), 0)
        texts.append((app.coach.text.value, synced_text(app.coach.widget)))
    assert texts[0] == texts[1]


def play_out(app, rng: random.Random) -> None:
    while not app.state.is_over:
        if app.view.covered:
            app.view.handover_button.click()
        legal = app.state.legal_actions(app.viewer)
        app.play(legal[rng.randrange(len(legal))])


def test_after_the_game_the_review_marks_the_largest_drop_with_the_better_move():
    app = ClassifiedExplorer(seed=2)
    assert app.coach.review_button.layout.display == "none"      # only once the game is over
    play_out(app, random.Random(2))
    assert app.coach.ask_button.layout.display == "none"
    assert app.coach.review_button.layout.display != "none"
    app.coach.review_button.click()
    html = app.coach.text.value
    mistakes = coach.review(app.state, 0, difficulty="normal", min_drop=0.1)
    assert mistakes, "a random player's game has moves worth pointing out"
    worst = re.findall(r"<li class='rt-coach-worst'><b>(.*?)</b></li>", html)
    from html import escape
    assert worst == [escape(coach.say(app.game, mistakes[0], "en", 0))]
    assert "Where your chances dropped most" in html and "was better" in html
    assert len(items(html)) == len(mistakes) and html.count("rt-coach-worst") == 1
    app.view.language.lang = "ja"
    assert "勝ち目が大きく下がった手" in app.coach.text.value and "良い手" in app.coach.text.value


def ask_the_coach_after_the_bots(monkeypatch, while_bots=None, after_bots=None):
    """On a kernel loop: a Persona explorer whose bots move first, then the coach is asked; it
    says it is thinking, then answers with moves and no error. ``while_bots(app)`` and
    ``after_bots(app)`` check the page before and after the bots' moves."""
    async def scenario():
        app = PersonaExplorer(players=2)
        if while_bots:
            while_bots(app)
        await app.view.turns.settled()
        if after_bots:
            after_bots(app)
        app.coach.ask_button.click()
        waiting = app.coach.text.value
        await app.coach.settled()
        return app, waiting

    app, waiting = on_a_kernel_loop(scenario, monkeypatch)
    assert "The coach is thinking" in waiting
    assert items(app.coach.text.value) and app.view.error is None


def test_on_the_event_loop_the_coach_thinks_without_blocking(monkeypatch):
    def while_bots(app):
        assert app.view.turns.busy and app.coach.ask_button.layout.display == "none"

    def after_bots(app):                             # the bots chose: now the coach may
        assert app.coach.ask_button.layout.display != "none"       # shown by the bots' redraw

    ask_the_coach_after_the_bots(monkeypatch, while_bots, after_bots)


def test_on_pyodide_the_coach_thinks_on_the_loop_after_saying_so(monkeypatch, tmp_path):
    """The static site's kernel has no threads: the answer is worked out on the loop itself,
    after the "thinking" line went out."""
    as_on_pyodide(monkeypatch, tmp_path)
    ask_the_coach_after_the_bots(monkeypatch)
