"""The command line prints a summary and writes the table."""

import json

from tutor.simulate.cli import main


def test_cli_writes_json_and_prints_the_summary(tmp_path, capsys):
    out = tmp_path / "run.json"
    assert main(["classified", "--games", "6", "--seats", "rules,random", "--seed", "2",
                 "--option", "difficulty=hard", "--out", str(out), "--no-progress"]) == 0
    printed = capsys.readouterr().out
    assert "Seat 1 (rule-based) wins" in printed and "games/s" in printed
    data = json.loads(out.read_text())
    assert len(data["rows"]) == 6 and data["rows"][0]["options"]["difficulty"] == "hard"


def test_cli_reports_a_bad_bot_without_a_traceback(capsys):
    assert main(["persona", "--games", "1", "--seats", "rules,bogus", "--no-progress"]) == 2
    assert "no bot 'bogus'" in capsys.readouterr().err


def test_cli_writes_a_tidy_csv_and_saves_the_charts(tmp_path, capsys):
    out, charts = tmp_path / "run.csv", tmp_path / "charts"
    assert main(["rednotice", "--games", "2", "--seats", "rules,random", "--rotate",
                 "--max-decisions", "50", "--out", str(out), "--plots", str(charts),
                 "--no-progress"]) == 0
    printed = capsys.readouterr().out
    assert "By bot" in printed and f"charts saved in {charts}" in printed
    header = out.read_text().splitlines()[0].split(",")
    assert {"bot_0", "role_1", "win_1", "end", "truncated", "option_forger_seat"} <= set(header)
    assert sorted(p.name for p in charts.iterdir()) == sorted(
        f"rednotice-{name}.png" for name in ["win_rate", "win_rate_by_bot", "first_player",
                                             "scores", "lengths", "endings", "dashboard"])


def test_cli_help_names_every_option_in_whole_sentences(capsys):
    import pytest
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    for flag in ("--games", "--seats", "--seed", "--rotate", "--max-decisions", "--workers",
                 "--scheduler", "--option", "--out", "--plots", "--no-progress"):
        assert flag in text
    description = text.split("\n\n")[1]
    assert description.endswith(".") and "bots" in description
    assert "examples:" in text and "python -m tutor.simulate persona" in text


def test_cli_says_in_one_line_that_no_scheduler_answers(capsys, monkeypatch):
    import pytest
    pytest.importorskip("dask.distributed")
    from tutor.simulate import runner
    monkeypatch.setattr(runner, "SCHEDULER_TIMEOUT", 0.5)
    assert main(["classified", "--games", "1", "--scheduler", "tcp://127.0.0.1:9",
                 "--no-progress"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: no Dask scheduler answered at tcp://127.0.0.1:9")
    assert "\n" not in err
