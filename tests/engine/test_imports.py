"""No import cycles: every module of tutor/ and widgets/ imports alone, and the static import
graph (module-level and function-level imports, TYPE_CHECKING blocks aside) has no cycle."""

import ast
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("tutor", "widgets")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))}


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, child.end_lineno + 1))
    return lines


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules that ``name`` imports (resolving relative imports)."""
    tree = ast.parse(path.read_text())
    skip, package = _type_checking_lines(tree), name if path.name == "__init__.py" else \
        name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        found |= {t for t in targets if t in known and t != name}
    return found


def import_graph() -> nx.DiGraph:
    mods = modules()
    graph = nx.DiGraph()
    for name, path in mods.items():
        graph.add_node(name)
        for target in imported(name, path, set(mods)):
            graph.add_edge(name, target)
    return graph


def test_the_import_graph_has_no_cycle():
    graph = import_graph()
    assert graph.number_of_edges() > 50
    # a package importing its own submodules (re-exports in __init__) is not a cycle
    edges = [(a, b) for a, b in graph.edges if not b.startswith(a + ".")]
    acyclic = nx.DiGraph(edges)
    cycles = list(nx.simple_cycles(acyclic))
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c + [c[0]]) for c in cycles[:5])


@pytest.mark.parametrize("name", ["tutor.engine.state", "tutor.engine.game", "tutor.engine.save",
                                  "tutor.lessons.runner", "tutor.games"])
def test_a_core_module_imports_alone_in_a_fresh_interpreter(name):
    run = subprocess.run([sys.executable, "-c", f"import {name}"], cwd=ROOT, capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr


def test_the_headless_engine_never_imports_ipywidgets():
    graph = import_graph()
    assert not [n for n in graph if n.startswith("tutor") and
                any(t.startswith("widgets") for t in nx.descendants(graph, n))]
    for path in (ROOT / "tutor").rglob("*.py"):
        assert "import ipywidgets" not in path.read_text(), path.name
