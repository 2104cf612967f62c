"""docs/BOTS.md: its code blocks run as written, in order, and the README links the page."""

import contextlib
import io
import re
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def test_the_bots_page_examples_run_in_order():
    text = (DOCS / "BOTS.md").read_text(encoding="utf-8")
    blocks = BLOCK.findall(text)
    assert len(blocks) >= 6
    namespace: dict = {"__name__": "bots_page"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for number, block in enumerate(blocks, 1):
            exec(compile(block, f"BOTS.md block {number}", "exec"), namespace)
    printed = out.getvalue()
    assert "wins about" in printed or "almost" in printed
    assert "10回中" in printed or "ほぼ" in printed or "ほとんど" in printed
    assert "key-hunter" in printed and "Persona Non Grata: 6 games" in printed
    assert "was better" in printed


def test_the_readme_links_the_bots_page():
    readme = (DOCS.parent / "README.md").read_text(encoding="utf-8")
    assert "(docs/BOTS.md)" in readme
