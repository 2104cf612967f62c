"""Win rates and Wilson intervals."""

import pytest

from tutor.simulate.stats import first_player_rate, wilson, win_rates


def test_wilson_brackets_the_rate_and_narrows_with_more_games():
    low, high = wilson(50, 100)
    assert low < 0.5 < high
    assert wilson(500, 1000)[1] - wilson(500, 1000)[0] < high - low
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(38, 100) == pytest.approx((0.2909, 0.4782), abs=1e-3)


def test_shared_wins_count_as_fractions():
    rows = [{"seats": ["a", "b"], "winners": [0], "first": 0},
            {"seats": ["a", "b"], "winners": [0, 1], "first": 1}]
    rates = win_rates(rows)
    assert [r["win_rate"] for r in rates] == [0.75, 0.25]
    assert first_player_rate(rows)["win_rate"] == 0.75
