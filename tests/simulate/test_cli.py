"""The command line prints a summary and writes the table."""

import json

from tutor.simulate.cli import main


def test_cli_writes_json_and_prints_the_summary(tmp_path, capsys):
    out = tmp_path / "run.json"
    assert main(["classified", "--games", "6", "--seats", "rules,random", "--seed", "2",
                 "--option", "difficulty=hard", "--out", str(out), "--no-progress"]) == 0
    printed = capsys.readouterr().out
    assert "seat 0 rules" in printed and "games/s" in printed
    data = json.loads(out.read_text())
    assert len(data["rows"]) == 6 and data["rows"][0]["options"]["difficulty"] == "hard"


def test_cli_reports_a_bad_bot_without_a_traceback(capsys):
    assert main(["persona", "--games", "1", "--seats", "rules,bogus", "--no-progress"]) == 2
    assert "no bot 'bogus'" in capsys.readouterr().err
