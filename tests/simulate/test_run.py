"""simulate.run: one row per game, the same table for the same seed with 1 or 2 workers and on
a Dask LocalCluster, clear errors for bad arguments."""

import csv
import json

import pytest

from tutor import simulate
from tutor.simulate import words
from tutor.engine import OptionError

SEATS = ["rules", "random"]


@pytest.fixture(scope="module")
def serial():
    return simulate.run("classified", SEATS, games=24, seed=5, workers=1, progress=False)


def test_one_row_per_game_with_the_promised_columns(serial):
    assert len(serial) == 24 and [r["index"] for r in serial] == list(range(24))
    row = serial[0]
    assert set(row) >= {"seed", "seats", "winners", "scores", "length", "options", "end",
                        "truncated", "rotation"}
    assert row["seats"] == SEATS and row["options"]["deck"] == "base"
    assert all(set(r["winners"]) <= {0, 1} and r["winners"] for r in serial)
    assert len({r["seed"] for r in serial}) == 24


def test_progress_can_be_a_function_told_the_games_done():
    calls = []
    simulate.run("persona", ["rules", "random"], games=5, seed=0, chunk=2,
                 progress=lambda done, total: calls.append((done, total)))
    assert calls == [(0, 5), (2, 5), (4, 5), (5, 5)]


def test_two_workers_give_the_same_table(serial):
    pooled = simulate.run("classified", SEATS, games=24, seed=5, workers=2, progress=False)
    assert pooled.rows == serial.rows


def test_in_a_browser_two_workers_play_in_this_process(serial, monkeypatch):
    """Pyodide (the static site) has no process pool: the games run here, with the same table."""
    import concurrent.futures
    import sys

    from tutor.simulate import runner

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(runner, "ProcessPoolExecutor", None)       # would fail if it were used
    assert not runner.processes_available()
    in_browser = simulate.run("classified", SEATS, games=24, seed=5, workers=2, progress=False)
    assert in_browser.rows == serial.rows and concurrent.futures.ProcessPoolExecutor


def test_another_seed_gives_other_games(serial):
    other = simulate.run("classified", SEATS, games=24, seed=6, workers=1, progress=False)
    assert other.column("seed") != serial.column("seed")


def test_a_dask_local_cluster_gives_the_same_table(serial):
    """Through a Client, and through the scheduler's address (as the CLI's --scheduler)."""
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, processes=False, threads_per_worker=2,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        on_dask = simulate.run("classified", SEATS, games=24, seed=5, client=client,
                               progress=False)
        by_address = simulate.run("classified", SEATS, games=24, seed=5,
                                  client=cluster.scheduler_address, progress=False)
    assert on_dask.rows == serial.rows == by_address.rows


def test_persona_rows_carry_points_by_company():
    table = simulate.run("persona", ["random"] * 3, games=3, seed=1, progress=False)
    row = table[0]
    assert len(row["scores"]) == 3 and set(row["company_points"]) == set(
        c for c in row["company_points"])
    assert all(len(points) == 3 for points in row["company_points"].values())


def test_csv_and_json_hold_every_row(serial, tmp_path):
    text = serial.to_csv(tmp_path / "t.csv")
    assert text.count("\n") == 25 and (tmp_path / "t.csv").read_text() == text
    data = json.loads(serial.to_json(tmp_path / "t.json"))
    assert data["rows"] == serial.rows and data["seats"] == SEATS


def test_the_csv_is_tidy_one_value_a_cell(serial, tmp_path):
    """One column per seat for bot, score and win, one per option, no JSON in any cell."""
    with open(tmp_path / "t.csv", "w") as f:
        f.write(serial.to_csv())
    with open(tmp_path / "t.csv", newline="") as f:
        records = list(csv.DictReader(f))
    header = list(records[0])
    assert header[:7] == ["index", "seed", "rotation", "length", "truncated", "end", "first"]
    assert {"bot_0", "bot_1", "score_0", "score_1", "win_0", "win_1", "option_deck",
            "option_difficulty"} <= set(header)
    assert not any(c in header for c in ("seats", "winners", "scores", "options"))
    assert all(not cell.startswith(("[", "{")) for r in records for cell in r.values())
    for record, row in zip(records, serial):
        assert [record["bot_0"], record["bot_1"]] == row["seats"] == SEATS
        assert [float(record["score_0"]), float(record["score_1"])] == row["scores"]
        wins = [float(record["win_0"]), float(record["win_1"])]
        assert sum(wins) == 1 and [s for s in (0, 1) if wins[s]] == row["winners"]
        assert record["option_deck"] == "base" and record["end"] == row["end"]


def test_summary_names_each_seat_with_an_interval(serial):
    """A person's words: the game's name, seats from 1 with the bots' labels, plain endings."""
    text = serial.summary()
    assert text.startswith("Classified Information: ")
    assert "Seat 1 (rule-based) wins" in text and "Seat 2 (random moves) wins" in text
    assert "95%" in text and "Decisions per game: mean" in text
    assert "Seat 1 (rule-based) score: mean" in text and "seat 0" not in text.lower()
    assert "rules" not in text and "classified" not in text


def test_the_summary_in_japanese_has_no_ids_and_counts_seats_from_1(serial):
    text = serial.summary("ja")
    assert text.startswith("機密情報：") and "席1（ルールベース） 勝率" in text
    assert "席2（ランダム）" in text and "席0" not in text
    assert not any(word in text for word in ("rules", "random", "seat", "classified", "match"))


def test_endings_and_companies_read_as_the_game_says_them():
    table = simulate.run("persona", ["rules", "random"], games=2, seed=3, progress=False)
    assert "most points" in table.summary() and "得点が最多" in table.summary("ja")
    assert words.company_name("sjt", "en") == "SJT"
    assert words.end_name("proximity", "en") == "the police arrived"
    assert words.bot_label("ismcts:easy", "en") == "search (easy)"


@pytest.mark.parametrize("game,seats,ends", [
    ("classified", ["rules", "random"], {"match", "guards", "shared", "instant", "emerald",
                                         "ruby", "assassination"}),
    ("persona", ["rules", "random", "random"], {"score", "activated", "keys", "shared"}),
    ("rednotice", ["rules", "random"], {"cashed", "captured"}),
    ("infiltration", ["rules", "random", "random"], {"proximity", "escaped"}),
])
def test_every_game_says_how_it_ended(game, seats, ends):
    table = simulate.run(game, seats, games=6, seed=2, progress=False)
    assert all(r["end"] and not r["truncated"] for r in table)
    if game != "classified":            # Classified's instant wins give their own reasons
        assert set(table.column("end")) <= ends
    assert set(table.ends()) == set(table.column("end")) and sum(table.ends().values()) == 6


def test_rotation_seats_each_bot_in_each_seat_and_role():
    table = simulate.run("rednotice", ["rules", "random"], games=4, seed=1, rotate=True,
                         progress=False)
    assert [r["seats"] for r in table] == [["rules", "random"], ["random", "rules"]] * 2
    assert [r["roles"] for r in table] == [["forger", "agent"]] * 4
    rules = table.bot_rates()[0]
    assert rules["games"] == 4 and rules["win_rate"] == sum(
        1 for r in table if r["seats"][r["winners"][0]] == "rules") / 4
    text = table.summary()
    assert "By bot" in text and "By seat" in text and "Bots: Bot 1 (rule-based)" in text
    assert "the forger, Bot 1 (rule-based)" in text and "the agent, Bot 2 (random moves)" in text
    assert "詐欺師・ボット1（ルールベース）" in table.summary("ja")


def test_rotation_gives_the_same_table_on_two_workers():
    one = simulate.run("persona", ["rules", "random", "random"], games=6, seed=1, rotate=True,
                       progress=False)
    two = simulate.run("persona", ["rules", "random", "random"], games=6, seed=1, rotate=True,
                       workers=2, progress=False)
    assert one.rows == two.rows
    assert [r["rotation"] for r in one] == [0, 1, 2, 0, 1, 2]
    assert [r["seats"].index("rules") for r in one] == [0, 1, 2, 0, 1, 2]


class FirstLegal:
    """Always the first legal move: in Red Notice such players never end a game."""

    name = "first"
    reads_observation = False

    def decide(self, observation, legal_actions, rng):
        return legal_actions[0]


def test_a_game_that_never_ends_is_stopped_and_recorded_as_truncated():
    table = simulate.run("rednotice", [FirstLegal(), FirstLegal()], games=2, seed=0,
                         max_decisions=400, progress=False)
    assert table.column("length") == [400, 400] and table.column("truncated") == [True, True]
    assert table.column("end") == ["truncated"] * 2 and table.column("winners") == [[], []]
    assert table[0]["roles"] == ["forger", "agent"] and table[0]["scores"] == [None, None]
    assert "stopped at the limit (2)" in table.summary() and table.max_decisions == 400


def test_the_default_limit_stops_a_game_that_never_ends():
    from tutor.simulate.play import MAX_DECISIONS, play_one
    row = play_one("rednotice", [FirstLegal(), FirstLegal()], {}, 0, 0)
    assert row["truncated"] and row["length"] == MAX_DECISIONS


@pytest.mark.parametrize("limit", [0, -1, 2.5, True])
def test_a_bad_limit_is_refused(limit):
    with pytest.raises(ValueError, match="max_decisions"):
        simulate.run("classified", SEATS, 1, max_decisions=limit, progress=False)


def test_an_unreachable_scheduler_is_one_clear_error():
    pytest.importorskip("dask.distributed")
    from tutor.simulate import runner
    with pytest.raises(ConnectionError, match="no Dask scheduler answered at tcp://127.0.0.1:9"):
        runner.connect("tcp://127.0.0.1:9", timeout=0.5)


@pytest.mark.parametrize("kwargs,error", [
    ({"seats": ["random"]}, OptionError),
    ({"seats": ["random", "nobody"]}, ValueError),
    ({"games": 0}, ValueError),
    ({"workers": 0}, ValueError),
    ({"options": {"deck": "plastic"}}, OptionError),
])
def test_bad_arguments_are_refused_before_any_game(kwargs, error):
    args = {"seats": SEATS, "games": 2, **kwargs}
    with pytest.raises(error):
        simulate.run("classified", args.pop("seats"), args.pop("games"), progress=False, **args)


def test_a_pandas_frame_of_the_rows(serial):
    """pandas comes with the analysis extra, which make test installs."""
    frame = serial.to_pandas()
    assert len(frame) == 24 and list(frame.columns) == serial.columns()
    assert frame["win_0"].mean() == serial.win_rates()[0]["win_rate"]
    assert frame.groupby("end").size().to_dict() == dict(serial.ends())
