"""The repository stands on its own: every silenced check says why, and every path the docs and
the rules catalogues cite is a file or folder of the repository."""

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CODE = ("tutor", "widgets", "tests", "benchmarks")

# `# noqa: F401 - why` or `# type: ignore[code]  # why`: the codes, then some words.
SUPPRESSION = re.compile(r"#\s*(noqa|type:\s*ignore)\b(?P<codes>:\s*[A-Z]+\d+(?:,\s*[A-Z]+\d+)*"
                         r"|\[[^\]]*\])?(?P<why>.*)$")
REASON = re.compile(r"[A-Za-z]{3,}")


def suppressions() -> list[tuple[str, str]]:
    found = []
    for folder in CODE:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == Path(__file__):                    # its own examples are strings
                continue
            for number, line in enumerate(path.read_text().splitlines(), 1):
                match = SUPPRESSION.search(line)
                if match and not line.lstrip().startswith(("#", '"', "'")):
                    found.append((f"{path.relative_to(ROOT)}:{number}", match))
    return found


def test_every_noqa_and_type_ignore_names_its_code_and_says_why():
    found = suppressions()
    assert len(found) > 20                               # the scan reads the code base
    bare = [where for where, match in found if not match["codes"]]
    unexplained = [where for where, match in found if not REASON.search(match["why"])]
    assert bare == [] and unexplained == []


def test_the_suppression_pattern_tells_a_reason_from_none():
    with_reason = SUPPRESSION.search("x = 1  # noqa: F401 - registers the game")
    without = SUPPRESSION.search("x = 1  # type: ignore[override]")
    assert REASON.search(with_reason["why"]) and with_reason["codes"] == ": F401"
    assert without["codes"] == "[override]" and not REASON.search(without["why"])


# ---- paths the docs and the catalogues cite -------------------------------------------------
# A cited path: a Markdown link, or in backticks a path starting at a top-level entry of the
# repository (`tutor/engine/state.py`, `docs/rules/`) or a Markdown file's name (`BOTS.md`).
# Other backticked words with slashes are URL routes, image names or build outputs.
LINK = re.compile(r"\]\((?!https?:|mailto:|#)([^)#\s]+)")
TICKED = re.compile(r"`([A-Za-z0-9_.\-]+(?:/[A-Za-z0-9_.\-*<>]+)*/?)`")
TOP = {p.name for p in ROOT.iterdir() if not p.name.startswith(".")} - {"build"}
DOCS = sorted((ROOT / "docs").glob("*.md"))


def _exists(cited: str, base: Path) -> bool:
    """Whether ``cited`` names a file or folder from ``base``, from the root, or anywhere in the
    repository by its tail (``texts/*.toml`` inside a game); <name> and * are wildcards, and a
    name may leave off its extension (``notebooks/index``)."""
    pattern = re.sub(r"<[^>]+>", "*", cited.rstrip("/"))
    folders = [ROOT / name for name in sorted(TOP) if (ROOT / name).is_dir()]
    return any(any(where.glob(p)) for where in (base, ROOT) for p in (pattern, pattern + ".*")) \
        or any(any(folder.glob(f"**/{pattern}")) for folder in folders)


def cited_in_docs(path: Path) -> list[str]:
    text = path.read_text()
    ticked = [c for c in TICKED.findall(text)
              if ("/" in c and c.split("/")[0] in TOP) or ("/" not in c and c.endswith(".md"))]
    return LINK.findall(text) + ticked


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_every_path_a_doc_cites_is_in_the_repository(doc):
    missing = [c for c in cited_in_docs(doc) if not _exists(c, doc.parent)]
    assert missing == []


def test_a_path_that_is_not_there_is_caught():
    assert _exists("tutor/engine/events.py", ROOT) and _exists("rules/RULINGS.md", ROOT / "docs")
    assert not _exists("tutor/engine/no_such_module.py", ROOT)
    assert not _exists("RULES_FROM_ELSEWHERE.md", ROOT / "docs")


def test_no_doc_points_outside_the_repository():
    for doc in [ROOT / "README.md", *DOCS, *sorted((ROOT / "docs").rglob("*/*.md"))]:
        text = doc.read_text()
        assert not re.search(r"(?<![\w.])/(work|home|tmp|root|Users)/", text), doc.name
        assert "shared folder" not in text, doc.name


CATALOGUES = sorted(ROOT.glob("tutor/**/*rules*.toml"))
SPECS = ROOT / "docs" / "rules"


def cited_in_catalogue(path: Path) -> list[str]:
    """The Markdown files a catalogue cites: in its rules' sources and reasons, and its header."""
    return sorted(set(re.findall(r"[A-Za-z0-9_./\-]+\.md\b", path.read_text())))


@pytest.mark.parametrize("catalogue", CATALOGUES,
                         ids=[str(c.relative_to(ROOT)) for c in CATALOGUES])
def test_every_file_a_catalogue_cites_is_in_the_repository(catalogue):
    tomllib.loads(catalogue.read_text())                   # a catalogue, not some other TOML
    missing = [c for c in cited_in_catalogue(catalogue) if not _exists(c, SPECS)]
    assert missing == []


def test_the_catalogues_cite_the_specifications():
    cited = {Path(c).name for catalogue in CATALOGUES for c in cited_in_catalogue(catalogue)}
    assert {"RULINGS.md", "persona_non_grata.md", "infiltration.md"} <= cited
