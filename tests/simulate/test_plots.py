"""Charts draw what the table holds, for every game, player count and edge case (one seat wins
every game, no scores, captured players without a score, one game, truncated games, rotated
seats); the simulation page shows a summary and a PNG of the dashboard, and a failure as a
message in place of the last run's results."""

import pytest

from tutor import games, simulate
from tutor.simulate import plots

GAMES = ("classified", "persona", "rednotice", "infiltration")
CHARTS = (plots.win_rate, plots.win_rate_by_bot, plots.first_player, plots.scores,
          plots.lengths, plots.endings)


def lineups(name: str) -> list[list[str]]:
    """The rules bot against random bots at the game's fewest and most players."""
    game = games.load(name)
    return [["rules"] + ["random"] * (n - 1)
            for n in sorted({game.min_players, game.max_players})]


CASES = [(name, seats, extra) for name in GAMES for seats in lineups(name)
         for extra in ({"games": 6}, {"games": 1}, {"games": 4, "rotate": True},
                       {"games": 2, "max_decisions": 3})]


@pytest.fixture(scope="module")
def tables():
    cache = {}

    def table(name, seats, extra):
        key = (name, len(seats), tuple(sorted(extra.items())))
        if key not in cache:
            cache[key] = simulate.run(name, seats, seed=0, progress=False, **extra)
        return cache[key]
    return table


def error_bars(ax) -> list[float]:
    """The lengths of the error bars drawn on ``ax`` (upper and lower parts)."""
    lengths = []
    for container in ax.containers:
        bars = getattr(container, "lines", None)
        if bars and bars[2]:
            for segments in bars[2][0].get_segments():
                lengths.append(segments[1][1] - segments[0][1])
    return lengths


@pytest.mark.parametrize("name,seats,extra", CASES,
                         ids=[f"{n}-{len(s)}p-{'-'.join(f'{k}{v}' for k, v in e.items())}"
                              for n, s, e in CASES])
def test_every_chart_draws_every_game(tables, name, seats, extra):
    table = tables(name, seats, extra)
    for chart in CHARTS:
        ax = chart(table)
        assert ax.get_title(), chart.__name__
    for ax in (plots.win_rate(table), plots.win_rate_by_bot(table)):
        assert all(length >= 0 for length in error_bars(ax))
    fig = plots.dashboard(table)
    drawn = [ax for ax in fig.axes if ax.get_visible()]
    assert len(drawn) == 5 + (table.rotate or name == "rednotice") + (name == "persona")


def test_one_seat_winning_every_game_draws_its_interval(tables):
    """Red Notice's rules forger beats a random agent in every one of these games: the upper
    bound is the rate itself (1), never a hair below it."""
    table = tables("rednotice", ["rules", "random"], {"games": 6})
    assert [r["win_rate"] for r in table.win_rates()] == [1.0, 0.0]
    ax = plots.win_rate(table)
    assert [p.get_height() for p in ax.patches] == [1.0, 0.0]
    assert min(error_bars(ax)) >= 0 and max(error_bars(ax)) > 0


def test_a_game_without_scores_says_so(tables):
    table = tables("rednotice", ["rules", "random"], {"games": 6})
    ax = plots.scores(table)
    assert ax.texts[0].get_text() == "No scores in these games" and not ax.axison


def test_captured_thieves_are_left_out_of_the_scores_and_counted(tables):
    table = simulate.run("infiltration", ["rules", "random", "random"], games=10, seed=0,
                         progress=False)
    missing = [sum(r["scores"][s] is None for r in table) for s in range(3)]
    assert any(missing), "these seeds should capture someone"
    ax = plots.scores(table)
    labels = [t.get_text() for t in ax.get_xticklabels()]
    for seat, count in enumerate(missing):
        if 0 < count < len(table):
            assert any(label.startswith(f"{seat}:") and f"none in {count}" in label
                       for label in labels)


def test_truncated_games_show_in_length_and_endings(tables):
    table = tables("persona", ["rules", "random"], {"games": 2, "max_decisions": 3})
    assert plots.lengths(table).get_title() == "Game length (2 stopped at the limit)"
    ax = plots.endings(table)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["truncated"]
    assert ax.get_legend().get_texts()[0].get_text() == "nobody won"
    assert plots.company_points(table).texts[0].get_text() == "No finished games"


def test_win_rate_bars_match_the_table(tables):
    table = tables("classified", ["rules", "random"], {"games": 6})
    ax = plots.win_rate(table)
    heights = [p.get_height() for p in ax.patches]
    assert heights == pytest.approx([r["win_rate"] for r in table.win_rates()])
    assert [t.get_text() for t in ax.get_xticklabels()] == ["0: rules", "1: random"]


def test_rotated_seats_are_labelled_by_seat_and_charted_by_bot(tables):
    table = tables("rednotice", ["rules", "random"], {"games": 4, "rotate": True})
    assert [t.get_text() for t in plots.win_rate(table).get_xticklabels()] == ["seat 0", "seat 1"]
    ax = plots.win_rate_by_bot(table)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["0: rules", "1: random"]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["forger", "agent"]
    assert len(ax.patches) == 4


def test_endings_count_every_game_by_winner(tables):
    table = tables("classified", ["rules", "random"], {"games": 6})
    ax = plots.endings(table)
    assert sum(p.get_height() for p in ax.patches) == len(table)
    assert ax.get_title() == "How games end"
    roles = plots.endings(tables("rednotice", ["rules", "random"], {"games": 6}))
    assert [t.get_text() for t in roles.get_legend().get_texts()] == ["forger won"]


def test_persona_points_by_company_has_a_bar_per_seat_and_company():
    table = simulate.run("persona", ["random"] * 3, games=4, seed=3, progress=False)
    ax = plots.game_chart(table)
    assert len(ax.patches) == 3 * len(table[0]["company_points"])


def test_persona_has_no_first_player(tables):
    ax = plots.first_player(tables("persona", ["rules", "random"], {"games": 6}))
    assert "no first player" in ax.texts[0].get_text()


def test_save_all_writes_every_chart(tables, tmp_path):
    table = tables("persona", ["rules", "random"], {"games": 6})
    paths = plots.save_all(table, tmp_path / "charts")
    assert sorted(p.name for p in paths) == sorted(
        f"persona-{name}.png" for name in [*plots.CHARTS, "dashboard"])
    assert all(p.read_bytes()[:4] == b"\x89PNG" for p in paths)


def test_the_simulation_page_runs_and_shows_results():
    from widgets.simulate import SimulationApp
    app = SimulationApp("classified", games_count=1)
    assert app.seat_specs() == ["rules", "random"]
    app.seats.children[1].value = "ismcts:easy"
    results = app.run()
    assert len(results) == 1 and results.seats[1] == "ismcts:easy"
    assert "seat 1 ismcts:easy" in app.summary.value
    assert app.image.value[:4] == b"\x89PNG" and not app.button.disabled
    assert app.error.value == "" and app.image.layout.display is None
    app.game.value = "persona"
    app.players.value = 4
    assert app.players.max == 4 and app.seat_specs() == ["rules", "random", "random", "random"]


@pytest.mark.parametrize("game", GAMES)
def test_the_page_draws_every_game_with_rotation(game):
    from widgets.simulate import SimulationApp
    app = SimulationApp(game, games_count=2)
    app.rotate.value = True
    results = app.run()
    assert results.rotate and app.error.value == ""
    assert app.image.value[:4] == b"\x89PNG" and "by bot" in app.summary.value


@pytest.mark.parametrize("lang,words", [("en", "could not be drawn"), ("ja", "グラフを描けません")])
def test_a_chart_that_fails_leaves_a_message_not_the_last_charts(monkeypatch, lang, words):
    import widgets.simulate as page
    app = page.SimulationApp("classified", games_count=2, lang=lang)
    app.run()
    assert app.image.value

    def broken(results):
        raise TypeError("no chart today")
    monkeypatch.setattr(page, "figure_png", broken)
    app.game.value = "infiltration"
    app.run()
    assert app.image.value == b"" and app.image.layout.display == "none"
    assert words in app.error.value and "no chart today" in app.error.value
    assert "infiltration: 2 games" in app.summary.value and not app.button.disabled


def test_games_that_cannot_be_played_leave_a_message_and_no_results(monkeypatch):
    import widgets.simulate as page
    app = page.SimulationApp("classified", games_count=2)
    app.run()
    monkeypatch.setattr(page.simulate, "run", lambda *a, **k: 1 / 0)
    assert app.run() is None
    assert app.summary.value == "" and app.image.value == b""
    assert "could not be played" in app.error.value and "ZeroDivisionError" in app.error.value
