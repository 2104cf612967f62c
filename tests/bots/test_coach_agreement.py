"""The coach-agreement benchmark (``benchmarks.coach_agreement``) compares the coach's top move
with a longer search's best on the same position: a shortfall in points of winning chance."""

from benchmarks.bots import sample_positions
from benchmarks.coach_agreement import compare, measure, wilson


def test_a_position_gives_the_coach_s_shortfall_against_the_longer_search():
    (obs, legal), = sample_positions("classified", 1, seed=17)
    shortfall, cpu = compare("classified", obs, legal, "easy", 2, 0)
    assert 0 <= shortfall <= 1 and cpu > 0


def test_the_figures_line_counts_agreements_with_an_interval():
    line = measure("infiltration", 2, "easy", 1, 1.0, 1)
    assert line.startswith("infiltration") and "2 positions" in line
    assert "coach within 100 points:    2 (100.0%" in line
    assert wilson(0, 0) == (0.0, 1.0) and wilson(5, 10)[0] < 0.5 < wilson(5, 10)[1]
