"""The server-status predicates that benchmarks and tests wait on (plain dicts, no server)."""

from __future__ import annotations

import voila_app

FULL = {"kernels": 7, "learner_kernels": 0, "pooled": 7, "warm": 7, "pool_size": 7, "waiting": 0}


def test_a_full_idle_server_is_warm_and_its_pools_full():
    assert voila_app.is_warm(FULL) and voila_app.pools_full(FULL)


def test_a_page_holding_its_kernel_leaves_the_pools_full_but_not_warm():
    """The benchmark's clicks wait for this: the page keeps its kernel, the pools are full again."""
    status = dict(FULL, kernels=8, learner_kernels=1)
    assert voila_app.pools_full(status) and not voila_app.is_warm(status)


def test_pools_are_not_full_while_one_refills_or_a_notebook_waits():
    refilling = dict(FULL, kernels=7, learner_kernels=1, pooled=6, warm=6)
    heating = dict(FULL, warm=6)                  # started, notebook still running
    queued = dict(FULL, waiting=1)
    assert not any(voila_app.pools_full(s) for s in (refilling, heating, queued))


def test_a_server_without_pools_is_full_at_once():
    """No pre-heating: nothing to refill, so the wait ends at once."""
    status = {"kernels": 1, "learner_kernels": 1, "pooled": 0, "warm": 0, "pool_size": 0,
              "waiting": 0}
    assert voila_app.pools_full(status)
