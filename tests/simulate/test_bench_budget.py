"""benchmarks/bots.py: a short default run, the long one behind --full or an environment
variable, explicit counts winning over both, and a verdict for each interval."""

from benchmarks import bots as bench


def test_the_default_run_is_short_and_the_full_one_longer(monkeypatch):
    monkeypatch.delenv(bench.FULL_ENV, raising=False)
    short, full = bench.parse([]), bench.parse(["--full"])
    assert not short.full and full.full
    for key in ("games", "reference_games", "positions", "random_games"):
        assert getattr(short, key) < getattr(full, key)
    assert all(short.search_games[g] < full.search_games[g] for g in bench.GAMES)
    assert all(short.random_search_games[g] < full.random_search_games[g] for g in bench.GAMES)
    assert set(short.against) == set(full.against) == {"rules", "random"}
    assert short.random_games == 10_000 and full.random_games == 50_000
    assert short.reference_games >= 10 * short.search_games["rednotice"]
    monkeypatch.setenv(bench.FULL_ENV, "1")
    assert bench.parse([]).full and bench.parse(["--games", "7"]).games == 7
    three = bench.parse(["--search-games", "3"])
    assert three.search_games == three.random_search_games == {g: 3 for g in bench.GAMES}


def test_each_interval_says_whether_it_excludes_one_half():
    assert bench.verdict({"low": 0.6, "high": 0.9}) == "stronger"
    assert bench.verdict({"low": 0.1, "high": 0.4}) == "weaker"
    assert bench.verdict({"low": 0.4, "high": 0.7}) == "not separated"


def test_against_the_rules_bot_the_reference_is_its_own_rate_in_that_seat():
    """Red Notice's forger or an Infiltration seat (where nobody may win) has its own rate."""
    assert bench.verdict({"low": 0.62, "high": 0.8}, 0.6) == "stronger"
    assert bench.verdict({"low": 0.45, "high": 0.58}, 0.6) == "weaker"
    assert bench.verdict({"low": 0.45, "high": 0.7}, 0.6) == "not separated"


def test_the_rules_bot_games_are_timed_at_ten_thousand_a_game(monkeypatch):
    monkeypatch.delenv(bench.FULL_ENV, raising=False)
    assert bench.parse([]).rules_games == bench.parse(["--full"]).rules_games == 10_000
    assert bench.parse(["--rules-games", "40"]).rules_games == 40
    assert "rules" in bench.parse(["--skip", "rules"]).skip


def test_a_rules_timing_line_says_whether_it_met_its_share_of_the_target(monkeypatch, capsys):
    """20 games on two workers have 20/10,000 of the 60 s: 0.12 s."""
    monkeypatch.setattr(bench, "bulk_time", lambda *a: (0.5, 0.9, 20))
    bench.print_bulk("persona", 20, 2, 2, "rules")
    printed = capsys.readouterr().out
    assert "target 0.1 s: missed" in printed and "over 2 cores 225 s" in printed
    monkeypatch.setattr(bench, "bulk_time", lambda *a: (0.1, 0.2, 20))
    bench.print_bulk("persona", 20, 2, 2, "rules")
    assert "met" in capsys.readouterr().out
