"""Charts draw what the table holds: one bar per seat with its interval, per-game charts, and
the simulation page runs, shows a summary and a PNG of the dashboard."""

import pytest

from tutor import simulate
from tutor.simulate import plots


@pytest.fixture(scope="module")
def classified():
    return simulate.run("classified", ["rules", "random"], games=12, seed=3, progress=False)


@pytest.fixture(scope="module")
def persona():
    return simulate.run("persona", ["random"] * 3, games=4, seed=3, progress=False)


def test_win_rate_bars_match_the_table(classified):
    ax = plots.win_rate(classified)
    heights = [p.get_height() for p in ax.patches]
    assert heights == pytest.approx([r["win_rate"] for r in classified.win_rates()])
    assert [t.get_text() for t in ax.get_xticklabels()] == ["0: rules", "1: random"]


def test_classified_endings_count_every_game(classified):
    ax = plots.game_chart(classified)
    assert sum(p.get_height() for p in ax.patches) == len(classified)
    assert ax.get_title() == "How games end"


def test_persona_points_by_company_has_a_bar_per_seat_and_company(persona):
    ax = plots.game_chart(persona)
    assert len(ax.patches) == 3 * len(persona[0]["company_points"])


def test_persona_has_no_first_player(persona):
    ax = plots.first_player(persona)
    assert "no first player" in ax.texts[0].get_text()


def test_the_dashboard_and_the_other_charts(classified):
    for chart in (plots.scores, plots.lengths, plots.first_player):
        assert chart(classified).get_title()
    fig = plots.dashboard(classified)
    assert sum(ax.get_visible() for ax in fig.axes) == 5


def test_the_simulation_page_runs_and_shows_results():
    from widgets.simulate import SimulationApp
    app = SimulationApp("classified", games_count=1)
    assert app.seat_specs() == ["rules", "random"]
    app.seats.children[1].value = "ismcts:easy"
    results = app.run()
    assert len(results) == 1 and results.seats[1] == "ismcts:easy"
    assert "seat 1 ismcts:easy" in app.summary.value
    assert app.image.value[:4] == b"\x89PNG" and not app.button.disabled
    app.game.value = "persona"
    app.players.value = 4
    assert app.players.max == 4 and app.seat_specs() == ["rules", "random", "random", "random"]
