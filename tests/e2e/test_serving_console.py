"""No errors in the browser console on the home page and each tutorial.

Errors, uncaught page exceptions, failed requests, and the widget manager's version warnings
("Unsatisfied version ... of shared singleton module", printed as warnings) all count.
"""

from __future__ import annotations

import pytest

import voila_app

pytestmark = [pytest.mark.browser, pytest.mark.timeout(120)]

VERSION_WARNINGS = ("Unsatisfied version", "No satisfying version")
TUTORIALS = sorted(p.name for p in (voila_app.REPO / "notebooks").glob("*-tutorial.ipynb"))
PAGES = [("index.ipynb", ".rt-lang button")] + [(t, ".rt-next") for t in TUTORIALS]


def console_problems(page) -> list:
    """Start recording the page's console errors, version warnings, page errors and failed requests."""
    problems = []

    def on_console(message):
        if message.type == "error" or any(w in message.text for w in VERSION_WARNINGS):
            problems.append(f"console {message.type}: {message.text[:300]}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("requestfailed", lambda request: problems.append(f"failed request: {request.url}"))
    return problems


def test_every_tutorial_is_checked():
    """The tutorials exist, so the parametrised test below cannot pass on nothing."""
    assert len(TUTORIALS) >= 2


@pytest.mark.parametrize(("name", "ready"), PAGES, ids=[name for name, _ in PAGES])
def test_page_logs_no_console_errors(page, app_url, name, ready):
    """Opening the page up to its first control, and a moment after, logs no problem."""
    problems = console_problems(page)
    page.goto(app_url(name))
    page.wait_for_selector(ready, state="visible")
    page.wait_for_timeout(1500)  # late widget-manager and resource messages
    assert problems == []
