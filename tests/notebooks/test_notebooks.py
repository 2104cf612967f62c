"""Every notebook in notebooks/ runs headless without a cell error and is saved without outputs."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest
from jupyter_client import KernelManager
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("*.ipynb"))
CELL_TIMEOUT = 120


def test_the_home_notebook_is_among_the_notebooks_checked():
    """The list below is never empty: the home notebook is always there."""
    assert NOTEBOOKS / "index.ipynb" in PATHS


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_notebook_is_saved_without_outputs(path):
    """No code cell carries outputs or an execution count."""
    nb = nbformat.read(path, as_version=4)
    dirty = [i for i, cell in enumerate(nb.cells)
             if cell.cell_type == "code" and (cell.outputs or cell.execution_count is not None)]
    assert not dirty, f"{path.name}: cells {dirty} have outputs; clear them before saving"


@pytest.mark.timeout(300)
@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_notebook_runs_without_errors(path):
    """Executes every cell in the venv's kernel, in the notebook's folder; any error fails."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()  # raises CellExecutionError naming the cell on the first error
    errors = [out for cell in nb.cells if cell.cell_type == "code"
              for out in cell.outputs if out.output_type == "error"]
    assert not errors


def test_notebooks_run_in_the_kernel_of_this_interpreter():
    """The python3 kernel the tests use starts this venv's Python, not another one on PATH."""
    assert KernelManager(kernel_name="python3").format_kernel_cmd()[0] == sys.executable
