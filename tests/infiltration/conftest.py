"""Infiltration's long property tests run only when asked for with ``-m slow``."""

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config, items):
    """Skip this folder's ``slow`` tests unless the marker expression names them."""
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="long property test: run with -m slow")
    for item in items:
        if "slow" in item.keywords and HERE in Path(item.fspath).parents:
            item.add_marker(skip)
