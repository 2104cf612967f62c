"""The adapters stay outside the app: nothing in tutor (but the adapters) or widgets imports
them, and the engine imports neither OpenSpiel nor PettingZoo."""

from tests.engine.test_imports import ROOT, import_graph

import networkx as nx

ADAPTERS = "tutor.adapters"


def test_nothing_outside_the_adapters_imports_them():
    graph = import_graph()
    inside = {n for n in graph if n == ADAPTERS or n.startswith(ADAPTERS + ".")}
    assert inside >= {f"{ADAPTERS}.openspiel", f"{ADAPTERS}.pettingzoo"}
    for name in set(graph) - inside:
        assert not (nx.descendants(graph, name) & inside), name


def test_only_the_adapters_name_the_libraries():
    for folder in ("tutor", "widgets"):
        for path in (ROOT / folder).rglob("*.py"):
            if "adapters" in path.relative_to(ROOT).parts:
                continue
            text = path.read_text()
            assert "import pyspiel" not in text and "import pettingzoo" not in text, path
