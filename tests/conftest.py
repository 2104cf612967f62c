"""Suite-wide: tests marked ``slow`` (long property runs, the serving waits for idle culls, the
load test's rounds, the benchmark harness) run only when asked for, as ``make test-slow`` does
with ``-m slow``; ``make test`` reports them as skipped with the way to run them.

``make test`` spreads the suite over two pytest-xdist workers (``--dist loadscope`` with the
scheduler below): every browser test is in one scope, so they run one at a time on one worker
beside one session Voila server, while the other tests share out over both workers by module."""

from __future__ import annotations

import pytest


BROWSER_TESTS = "tests/e2e/"


def work_unit(nodeid: str) -> str:
    """The scope a test is scheduled with: all browser tests together, any other by its module."""
    return "browser" if nodeid.startswith(BROWSER_TESTS) else nodeid.split("::", 1)[0]


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadscope`` with ``work_unit`` as the scope (xdist's own ``xdist_group`` marks
    are not used: pytest 9.2 node ids drop their group suffix, pytest-xdist issue 1386)."""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class BrowserTestsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    return BrowserTestsTogether(config, log)


def pytest_collection_modifyitems(config, items):
    """Skip ``slow`` tests unless the ``-m`` expression names the marker."""
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with `make test-slow` (pytest -m slow)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
