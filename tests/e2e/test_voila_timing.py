"""benchmarks/voila_timing.py measures the bare baseline notebook (no timing thresholds here)."""

from __future__ import annotations

import time

import pytest

from benchmarks.__main__ import HOME
import voila_app
from benchmarks.voila_timing import BASELINE, measure_app

# The benchmark harness itself (``make bench`` runs it for real); most of it: ``make test-slow``.
pytestmark = [pytest.mark.browser, pytest.mark.timeout(120)]
slow = pytest.mark.slow


def test_every_timed_page_is_closed_as_a_tab_and_frees_its_kernel(browser, voila_server):
    """Pages are closed with their tab-close handler, so the server ends each kernel at once (a
    closed context alone left every kernel to the 180 s cull; a long run reached the kernel cap
    and its later pages got the "full" page)."""
    before = voila_app.server_status(voila_server)["learner_kernels"]
    measure_app(browser, voila_server, BASELINE.notebook, BASELINE.first_control,
                BASELINE.next_button, BASELINE.updated, loads=3, clicks=1)
    for _ in range(40):
        if voila_app.server_status(voila_server)["learner_kernels"] <= before:
            break
        time.sleep(0.5)
    assert voila_app.server_status(voila_server)["learner_kernels"] <= before


@slow
@pytest.mark.parametrize("target", [BASELINE, HOME], ids=["baseline", "home"])
def test_measure_app_times_the_first_control_and_clicks(browser, voila_server, target):
    """Both numbers come back as positive medians of the requested samples; ``settle`` is
    called once per page load."""
    settled = []
    result = measure_app(browser, voila_server, target.notebook, target.first_control,
                         target.next_button, target.updated, loads=2, clicks=3,
                         settle=lambda: settled.append(len(settled)))
    assert result["loads"] == 2 and result["click_samples"] == 6 and settled == [0, 1]
    assert result["first_control_s"] > 0 and result["click_to_update_ms"] > 0


@slow
def test_a_click_that_changes_nothing_is_reported(browser, voila_server):
    """Clicking a control that updates nothing fails loudly instead of returning a number."""
    with pytest.raises(Exception, match="no update"):
        measure_app(browser, voila_server, BASELINE.notebook, BASELINE.first_control,
                    ".baseline-label", BASELINE.updated, loads=1, clicks=1, click_timeout_ms=1000)


@slow
def test_clicks_stop_when_the_button_is_disabled(browser, voila_server):
    """A button that disables itself after its first click yields one sample, not a hang."""
    from benchmarks.voila_timing import _load_once, click_latencies_ms

    seconds, context, page = _load_once(browser, voila_server + "/voila/render/benchmarks/baseline.ipynb",
                                        BASELINE.first_control)
    try:
        page.evaluate("""() => document.querySelector('.baseline-next')
                              .addEventListener('click', e => { e.target.disabled = true; })""")
        samples = click_latencies_ms(page, BASELINE.next_button, BASELINE.updated, clicks=5)
        assert seconds > 0 and len(samples) == 1
    finally:
        context.close()
