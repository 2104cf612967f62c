"""benchmarks/openspiel_ismcts.py: its options, its table, and (slow) one real match."""

import pytest

from benchmarks import openspiel_ismcts as bench
from tutor.simulate.stats import wilson


def test_two_hundred_games_of_every_game_unless_told():
    default = bench.parse([])
    assert default.games == 200 and default.game is None and default.first == 0
    small = bench.parse(["--games", "6", "--game", "persona", "--first", "12"])
    assert small.games == 6 and small.game == ["persona"] and small.first == 12


def test_the_table_gives_both_sides_rates_with_wilson_intervals():
    ours, theirs = bench.Side("ours"), bench.Side("openspiel")
    ours.wins, theirs.wins = 7.5, 2.5                  # a shared win counts half to each
    ours.seconds, theirs.seconds = [0.2, 0.4], [0.3, 0.3]
    ours.searches, theirs.searches = [100, 140], [9, 11]
    cells = bench.row("persona", 10, 0.25, ours, theirs)
    low, high = wilson(7.5, 10)
    assert cells[2] == f"0.75 [{low:.2f}, {high:.2f}]"
    assert cells[5:9] == ["0.30", "0.30", "120", "10"]
    text = bench.table([cells])
    assert text.splitlines()[0].startswith("game") and "persona" in text.splitlines()[2]


@pytest.mark.slow
def test_one_match_scores_one_game_between_the_two_bots():
    pytest.importorskip("pyspiel")
    ours, theirs = bench.Side("ours"), bench.Side("openspiel")
    bench.play("classified", 1, 0.05, ours, theirs)
    assert ours.wins + theirs.wins in (0.0, 1.0)
    assert ours.seconds and theirs.seconds


@pytest.mark.slow
def test_the_agreement_count_covers_the_positions_asked_for():
    pytest.importorskip("pyspiel")
    line = bench.agreement("classified", 2)
    assert line.startswith("classified: the bots agree at ") and line.endswith(
        " of 2 decisions where both search")
