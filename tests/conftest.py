"""Suite-wide: tests marked ``slow`` (long property runs, the serving waits for idle culls, the
load test's rounds, the benchmark harness) run only when asked for, as ``make test-slow`` does
with ``-m slow``; ``make test`` reports them as skipped with the way to run them."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config, items):
    """Skip ``slow`` tests unless the ``-m`` expression names the marker."""
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with `make test-slow` (pytest -m slow)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
