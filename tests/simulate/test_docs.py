"""docs/SIMULATE.md: every Python and shell example runs, in document order, as written (the
shell lines through the command line's main; the --scheduler line against a live LocalCluster),
and the README links the page."""

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "SIMULATE.md"
BLOCK = re.compile(r"^```(python|sh)\n(.*?)^```$", re.S | re.M)


def examples() -> list[tuple[str, str]]:
    return BLOCK.findall(PAGE.read_text())


def test_the_page_has_examples_of_both_kinds():
    kinds = [kind for kind, _ in examples()]
    assert kinds.count("python") >= 6 and kinds.count("sh") >= 2


def test_the_readme_links_the_page():
    assert "(docs/SIMULATE.md)" in (ROOT / "README.md").read_text()


def test_every_example_runs(tmp_path, monkeypatch, capsys):
    pytest.importorskip("dask.distributed")
    from tutor.simulate.cli import main
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    for kind, code in examples():
        if kind == "python":
            exec(compile(code, str(PAGE), "exec"), namespace)
            continue
        for line in code.strip().splitlines():
            words = shlex.split(line)
            assert words[:3] == ["python", "-m", "tutor.simulate"], line
            args = words[3:]
            if "--scheduler" in args:        # the cluster the page's Python example started
                args[args.index("--scheduler") + 1] = namespace["address"]
            assert main(args + ["--no-progress"]) == 0, line
    printed = capsys.readouterr().out
    assert "Classified Information: 40 games" in printed and "By bot" in printed
    assert (tmp_path / "persona.csv").exists() and (tmp_path / "classified.json").exists()
    assert len(list((tmp_path / "charts").glob("*.png"))) >= 7
    assert (tmp_path / "rednotice-dashboard.png").exists()
    assert namespace["short"].column("truncated") == [True] * 4
