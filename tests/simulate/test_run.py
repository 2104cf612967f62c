"""simulate.run: one row per game, the same table for the same seed with 1 or 2 workers and on
a Dask LocalCluster, clear errors for bad arguments."""

import json

import pytest

from tutor import simulate
from tutor.engine import OptionError

SEATS = ["rules", "random"]


@pytest.fixture(scope="module")
def serial():
    return simulate.run("classified", SEATS, games=24, seed=5, workers=1, progress=False)


def test_one_row_per_game_with_the_promised_columns(serial):
    assert len(serial) == 24 and [r["index"] for r in serial] == list(range(24))
    row = serial[0]
    assert set(row) >= {"seed", "seats", "winners", "scores", "length", "options", "ending"}
    assert row["seats"] == SEATS and row["options"]["deck"] == "base"
    assert all(set(r["winners"]) <= {0, 1} and r["winners"] for r in serial)
    assert len({r["seed"] for r in serial}) == 24


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


def test_summary_names_each_seat_with_an_interval(serial):
    text = serial.summary()
    assert "seat 0 rules" in text and "seat 1 random" in text and "95%" in text


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
    pytest.importorskip("pandas")
    frame = serial.to_pandas()
    assert len(frame) == 24 and list(frame.columns) == serial.columns()
