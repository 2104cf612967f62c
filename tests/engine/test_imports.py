"""No import cycles: every module of tutor/ and widgets/ imports alone, and the static import
graph has no cycle.

The graph counts every ``import`` and ``from`` statement anywhere in a module, inside functions
too (a deferred import hides a cycle; it does not remove it); only imports under
``if TYPE_CHECKING:`` are left out, since they never run. An edge goes where Python's import
system goes:

- ``import a.b.c`` runs ``a.b.c`` and, before it, the packages ``a`` and ``a.b``;
- ``from a.b import c`` runs ``a.b.c`` when ``c`` is a module, and reads ``c`` off the package
  ``a.b`` (its ``__init__`` must have run) when it is not;
- the importer's own enclosing packages are already running, so an edge to one of them counts
  only when the importer reads a name off it (``from . import GAME``, the reach-back that makes
  a package's ``__init__`` and its module depend on each other), not for
  ``from . import sibling``.

Modules imported by a name computed at run time (``importlib.import_module``) are not seen.
"""

import ast
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("tutor", "widgets")
GAME_PACKAGES = "tutor.games."


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


def _enclosing(name: str) -> list[str]:
    """The packages that hold module ``name``, outermost first."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _targets(node: ast.AST, package: str, known: set[str]) -> list[str]:
    """What one import statement runs or reads (see the module), before the own-package rule."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        parts = package.split(".")
        base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
    submodules = [f"{base}.{alias.name}" for alias in node.names]
    found = [s for s in submodules if s in known]
    reads_names = len(found) < len(submodules)
    return found + [base] if reads_names else found + [f"{base}?"]  # ? = runs it, reads nothing


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules that module ``name`` (at ``path``) imports, as the module says."""
    tree = ast.parse(path.read_text())
    skip = _type_checking_lines(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    own = set(_enclosing(name)) | ({name} if path.name == "__init__.py" else set())
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)) or node.lineno in skip:
            continue
        for target in _targets(node, package, known):
            runs_only = target.endswith("?")
            target = target.rstrip("?")
            if not runs_only or target not in own:
                found.add(target)
            found.update(p for p in _enclosing(target) if p not in own)
    return {t for t in found if t in known and t != name}


def import_graph() -> nx.DiGraph:
    mods = modules()
    graph = nx.DiGraph()
    for name, path in mods.items():
        graph.add_node(name)
        for target in imported(name, path, set(mods)):
            graph.add_edge(name, target)
    return graph


def _game_package(name: str) -> str | None:
    """``tutor.games.<game>`` for a module inside a game's package, else None."""
    if not name.startswith(GAME_PACKAGES):
        return None
    return ".".join(name.split(".")[:3])


def cycles(graph: nx.DiGraph) -> list[list[str]]:
    """One cycle through each group of modules that import each other, as module lists
    (each from its first module in sorted order)."""
    found = []
    for group in nx.strongly_connected_components(graph):
        if len(group) > 1:
            cycle = [a for a, _ in nx.find_cycle(graph.subgraph(group), source=min(group))]
            found.append(cycle)
    return sorted(found)


def _inside_one_game(cycle: list[str]) -> bool:
    return len({_game_package(n) for n in cycle}) == 1 and _game_package(cycle[0]) is not None


def _text(found: list[list[str]]) -> str:
    return "import cycles:\n" + "\n".join(" -> ".join(c + [c[0]]) for c in found)


def test_the_graph_sees_every_kind_of_import_and_no_false_one():
    graph = import_graph()
    assert graph.number_of_edges() > 50
    assert graph.has_edge("tutor.bots.hooks", "tutor.games")       # was inside a function
    assert graph.has_edge("tutor.games.persona.rules_bot", "tutor.bots")   # runs its __init__
    assert not graph.has_edge("tutor.engine.state", "tutor.engine")        # from . import rules
    assert graph.has_edge("tutor.engine", "tutor.engine.state")            # re-exports


def test_a_cycle_is_found_through_a_function_level_reach_back(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("from .game import GAME\n")
    (package / "game.py").write_text("from . import bot\nGAME = 1\n")
    (package / "bot.py").write_text("def pick():\n    from . import GAME\n    return GAME\n")
    (package / "sibling.py").write_text("from . import bot\n")
    known = {"pkg", "pkg.game", "pkg.bot", "pkg.sibling"}
    graph = nx.DiGraph([(m, t) for m in known for t in imported(
        m, package / ("__init__.py" if m == "pkg" else m[4:] + ".py"), known)])
    assert cycles(graph) == [["pkg", "pkg.game", "pkg.bot"]]
    assert not graph.has_edge("pkg.sibling", "pkg")


def test_no_import_cycle_outside_the_game_packages():
    found = [c for c in cycles(import_graph()) if not _inside_one_game(c)]
    assert found == [], _text(found)


def test_no_import_cycle_inside_a_game_package():
    found = [c for c in cycles(import_graph()) if _inside_one_game(c)]
    assert found == [], _text(found)


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
