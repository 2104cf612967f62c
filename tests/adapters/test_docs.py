"""docs/ADAPTERS.md: every Python example runs as printed."""

import re
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

PAGE = Path(__file__).resolve().parents[2] / "docs" / "ADAPTERS.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", PAGE.read_text(), re.S)


def test_the_page_has_an_example_for_each_library():
    assert any("pyspiel" in e for e in EXAMPLES)
    assert any("tutor.adapters.pettingzoo" in e for e in EXAMPLES)


@pytest.mark.parametrize("number", range(len(EXAMPLES)))
def test_the_example_runs(number, capsys):
    namespace = {"__name__": f"example_{number}"}
    exec(compile(EXAMPLES[number], f"{PAGE.name} example {number + 1}", "exec"), namespace)
    if "table" in namespace:                 # the PettingZoo examples play to the end
        assert not namespace["table"].agents
