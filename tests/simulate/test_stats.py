"""Win rates and Wilson intervals."""

import pytest

from tutor.simulate.stats import (bot_rates, first_player_rate, mean_interval, percent,
                                  role_rates, wilson, win_rates)


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


def test_the_interval_always_holds_the_rate():
    """All wins in 19 games: the Wilson upper bound computes as 0.9999999999999999, below the
    rate itself, which drew a negative error bar."""
    for n in range(1, 300):
        for wins in (0, n):
            low, high = wilson(wins, n)
            assert low <= wins / n <= high


@pytest.mark.parametrize("rate,text", [(1999 / 2000, "99.95%"), (1.0, "100.0%"), (0.0, "0.0%"),
                                       (0.5, "50.0%"), (1 / 20000, "0.01%"), (1 - 1 / 20000, "99.995%"),
                                       (1 - 1e-7, "> 99.999%"),
                                       (0.123456, "12.3%"), (0.99994, "99.99%")])
def test_percentages_never_round_to_all_or_nothing(rate, text):
    assert percent(rate) == text


def test_mean_interval_brackets_the_mean_and_skips_missing_values():
    stats = mean_interval([1, 2, 3, None, 4, 5])
    assert stats["n"] == 5 and stats["mean"] == 3
    assert stats["low"] == pytest.approx(3 - 2.776 * (2.5 ** 0.5) / 5 ** 0.5)
    assert stats["high"] == pytest.approx(3 + 2.776 * (2.5 ** 0.5) / 5 ** 0.5)
    assert mean_interval([7])["low"] == mean_interval([7])["high"] == 7
    assert mean_interval([None, None])["mean"] is None
    assert mean_interval([0, 0, 0, 9])["low"] == 0          # never below the smallest value


def test_bot_and_role_rates_follow_the_bots_round_the_seats():
    rows = [{"seats": ["a", "b"], "rotation": 0, "winners": [0], "roles": ["forger", "agent"]},
            {"seats": ["b", "a"], "rotation": 1, "winners": [1], "roles": ["forger", "agent"]},
            {"seats": ["a", "b"], "rotation": 0, "winners": [1], "roles": ["forger", "agent"]}]
    assert [r["win_rate"] for r in bot_rates(rows, ["a", "b"])] == [2 / 3, 1 / 3]
    assert [r["win_rate"] for r in win_rates(rows)] == [1 / 3, 2 / 3]
    assert [r["bot"] for r in win_rates(rows)] == ["rotated", "rotated"]
    roles = {(r["role"], r["bot"]): r["win_rate"] for r in role_rates(rows, ["a", "b"])}
    assert roles == {("forger", None): 1 / 3, ("agent", None): 2 / 3,
                     ("forger", "0: a"): 0.5, ("forger", "1: b"): 0.0,
                     ("agent", "0: a"): 1.0, ("agent", "1: b"): 0.5}
