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
            assert any(label.startswith(f"Seat {seat + 1} (") and f"none in {count}" in label
                       for label in labels)


def test_truncated_games_show_in_length_and_endings(tables):
    table = tables("persona", ["rules", "random"], {"games": 2, "max_decisions": 3})
    assert plots.lengths(table).get_title() == "Game length (2 stopped at the limit)"
    ax = plots.endings(table)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["stopped at the limit"]
    assert ax.get_legend().get_texts()[0].get_text() == "nobody won"
    assert plots.company_points(table).texts[0].get_text() == "No finished games"


def test_win_rate_bars_match_the_table(tables):
    table = tables("classified", ["rules", "random"], {"games": 6})
    ax = plots.win_rate(table)
    heights = [p.get_height() for p in ax.patches]
    assert heights == pytest.approx([r["win_rate"] for r in table.win_rates()])
    assert [t.get_text() for t in ax.get_xticklabels()] == ["Seat 1 (rule-based)",
                                                             "Seat 2 (random moves)"]
    japanese = plots.win_rate(table, lang="ja")
    assert [t.get_text() for t in japanese.get_xticklabels()] == ["席1（ルールベース）",
                                                                   "席2（ランダム）"]
    assert japanese.get_ylabel() == "勝率" and "95%区間" in japanese.get_title()


def test_rotated_seats_are_labelled_by_seat_and_charted_by_bot(tables):
    table = tables("rednotice", ["rules", "random"], {"games": 4, "rotate": True})
    assert [t.get_text() for t in plots.win_rate(table).get_xticklabels()] == ["Seat 1", "Seat 2"]
    ax = plots.win_rate_by_bot(table)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["Bot 1 (rule-based)",
                                                             "Bot 2 (random moves)"]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["the forger", "the agent"]
    assert len(ax.patches) == 4


def test_endings_count_every_game_by_winner(tables):
    table = tables("classified", ["rules", "random"], {"games": 6})
    ax = plots.endings(table)
    assert sum(p.get_height() for p in ax.patches) == len(table)
    assert ax.get_title() == "How games end"
    roles = plots.endings(tables("rednotice", ["rules", "random"], {"games": 6}))
    assert [t.get_text() for t in roles.get_legend().get_texts()] == ["the forger won"]
    assert [t.get_text() for t in roles.get_xticklabels()] == ["the forger cashed $1,000,000"]


def test_persona_points_by_company_has_a_bar_per_seat_and_company():
    table = simulate.run("persona", ["random"] * 3, games=4, seed=3, progress=False)
    ax = plots.game_chart(table)
    assert len(ax.patches) == 3 * len(table[0]["company_points"])


def test_persona_has_no_first_player(tables):
    ax = plots.first_player(tables("persona", ["rules", "random"], {"games": 6}))
    assert "no first player" in ax.texts[0].get_text()


@pytest.mark.parametrize("name", ["classified", "rednotice", "infiltration"])
def test_games_with_a_first_player_chart_it(tables, name):
    """Infiltration's first player holds the die though everyone plans the first round at
    once: its set-up names the seat, and the chart compares it with the others."""
    table = tables(name, lineups(name)[-1], {"games": 6})
    assert all(r["first"] in range(len(table.seats)) for r in table)
    ax = plots.first_player(table)
    assert ax.axison and not ax.texts and ax.get_title().startswith("First-player advantage:")


def test_infiltration_first_player_is_the_seat_the_set_up_names():
    from tutor.bots import game_of
    from tutor.simulate.play import first_to_act
    game = game_of("infiltration")
    for seed in range(4):
        state = game.new_game(seed=seed, players=4, options={})
        assert first_to_act(state) == state.board.first
    assert {first_to_act(game.new_game(seed=s, players=4, options={})) for s in range(8)} != {0}


def test_counts_of_games_are_whole_numbers(tables):
    table = tables("infiltration", ["rules", "random"], {"games": 1})
    for ax in (plots.lengths(table), plots.endings(table)):
        ax.figure.canvas.draw()
        ticks = [t for t in ax.get_yticks() if ax.get_ylim()[0] <= t <= ax.get_ylim()[1]]
        assert ticks and all(float(t).is_integer() for t in ticks), ticks


def test_the_legend_covers_no_bar():
    persona = simulate.run("persona", ["rules", "random", "random"], games=3, seed=7,
                           progress=False)
    rednotice = simulate.run("rednotice", ["rules", "random"], games=3, seed=1, progress=False)
    for ax in (plots.company_points(persona), plots.endings(persona),
               plots.first_player(rednotice)):
        ax.figure.canvas.draw()
        legend = ax.get_legend().get_window_extent()
        bars = [bar.get_window_extent() for bar in ax.patches]
        assert not any(box.height > 0 and box.overlaps(legend) for box in bars), ax.get_title()


def test_save_all_writes_every_chart(tables, tmp_path):
    table = tables("persona", ["rules", "random"], {"games": 6})
    paths = plots.save_all(table, tmp_path / "charts")
    assert sorted(p.name for p in paths) == sorted(
        f"persona-{name}.png" for name in [*plots.CHARTS, "dashboard"])
    assert all(p.read_bytes()[:4] == b"\x89PNG" for p in paths)


def images(app) -> list[bytes]:
    """The PNGs the page shows, each checked to be drawn with its title as its alternative."""
    for chart in app.charts.children:
        assert 'alt="' in chart.value and 'alt=""' not in chart.value, chart.value[:80]
    return list(app.chart_images)


def test_the_simulation_page_runs_and_shows_results():
    from widgets.simulate import SimulationApp
    app = SimulationApp("classified", games_count=1)
    assert app.seat_specs() == ["rules", "random"]
    app.seats.children[1].value = "ismcts:easy"
    results = app.run()
    assert len(results) == 1 and results.seats[1] == "ismcts:easy"
    assert "Seat 2 (search (easy)) wins" in app.summary.value
    assert "ismcts" not in app.summary.value and "seat 0" not in app.summary.value.lower()
    assert len(images(app)) == 5 and all(png[:4] == b"\x89PNG" for png in images(app))
    assert app.error.value == "" and not app.button.disabled
    assert "1 of 1 games" in app.progress.value and "game/s" not in app.progress.value
    app.game.value = "persona"
    app.players.value = 4
    assert app.players.max == 4 and app.seat_specs() == ["rules", "random", "random", "random"]


def test_the_page_speaks_one_language_at_a_time_and_switches():
    """Every word on the page follows the switch; the bots picked and the results stay."""
    from widgets.simulate import SimulationApp
    app = SimulationApp("persona", games_count=2, lang="ja")
    app.players.value = 3
    app.seats.children[2].value = "rules"
    app.run()
    japanese = [app.heading.value, app.summary.value, app.progress.value,
                app.designers.value.split("<pre")[0]]         # the Python example is Python
    assert "実行" in app.heading.value and app.button.description == "実行"
    assert "席1（ルールベース）" in app.summary.value and "2 / 2 ゲーム" in app.progress.value
    assert not any(word in "".join(japanese) for word in ("Run", "Seat", "wins", "games"))
    before = images(app)
    app.language.lang = "en"
    assert app.button.description == "Run" and app.seats.children[0].description == "Seat 1"
    assert app.players.value == 3 and app.seat_specs() == ["rules", "random", "rules"]
    assert "Persona Non Grata: 2 games" in app.summary.value and "実行" not in app.heading.value
    assert "2 of 2 games" in app.progress.value and "ゲーム" not in app.progress.value
    assert dict(app.game.options)["Persona Non Grata"] == "persona"
    assert len(images(app)) == len(before) and images(app) != before     # redrawn in English


def test_the_python_detail_is_folded_away_and_names_no_file():
    from widgets.simulate import SimulationApp
    app = SimulationApp("classified", games_count=1)
    assert app.designers.value.startswith("<details") and "open" not in app.designers.value[:40]
    assert ".md" not in app.designers.value and "simulate.run" in app.designers.value


@pytest.mark.parametrize("game", GAMES)
def test_the_page_draws_every_game_with_rotation(game):
    from widgets.simulate import SimulationApp
    app = SimulationApp(game, games_count=2)
    app.rotate.value = True
    results = app.run()
    assert results.rotate and app.error.value == ""
    assert images(app) and "By bot" in app.summary.value


@pytest.mark.parametrize("lang,words", [("en", "could not be drawn"), ("ja", "グラフを描けません")])
def test_a_chart_that_fails_leaves_a_message_not_the_last_charts(monkeypatch, lang, words):
    import widgets.simulate as page
    app = page.SimulationApp("classified", games_count=2, lang=lang)
    app.run()
    assert images(app)

    def broken(results, lang):
        raise TypeError("no chart today")
    monkeypatch.setattr(page, "chart_pngs", broken)
    app.game.value = "infiltration"
    app.run()
    assert images(app) == []
    assert words in app.error.value and "no chart today" in app.error.value
    assert page.words.game_name("infiltration", lang) in app.summary.value
    assert not app.button.disabled


def test_games_that_cannot_be_played_leave_a_message_and_no_results(monkeypatch):
    import widgets.simulate as page
    app = page.SimulationApp("classified", games_count=2)
    app.run()
    monkeypatch.setattr(page.simulate, "run", lambda *a, **k: 1 / 0)
    assert app.run() is None
    assert app.summary.value == "" and images(app) == []
    assert "could not be played" in app.error.value and "ZeroDivisionError" in app.error.value
