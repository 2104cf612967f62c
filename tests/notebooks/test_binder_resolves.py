"""binder/requirements.txt resolves on the package index for the Python binder/runtime.txt
declares: every pin exists there as a release that Python can install (``pip install --dry-run
--no-deps``, in a few parallel pip runs). Skipped, saying so, when the index cannot be reached.
It waits on the network for a minute or two, so it is ``slow`` (``make test-slow``)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BINDER = REPO / "binder"
RUNS = 4
OFFLINE = ("NewConnectionError", "Network is unreachable", "Temporary failure in name resolution",
           "Name or service not known", "Connection refused", "ConnectTimeoutError",
           "ProxyError", "No route to host")

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]


def declared_python() -> str:
    """The Python version to resolve for: binder/runtime.txt's ``python-X.Y``, at the patch
    release of this interpreter when it is the same X.Y (mybinder installs the newest X.Y patch;
    some pins need a recent one, e.g. soupsieve 4 needs 3.11.5), else X.Y.0."""
    declared = (BINDER / "runtime.txt").read_text().strip().removeprefix("python-")
    major, minor = (int(part) for part in declared.split(".")[:2])
    micro = sys.version_info.micro if sys.version_info[:2] == (major, minor) else 0
    return f"{major}.{minor}.{micro}"


def pinned_lines() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def dry_run(lines: list[str], python: str) -> subprocess.CompletedProcess:
    """pip's resolution of ``lines`` alone (no dependencies) for ``python``, installing nothing."""
    with tempfile.TemporaryDirectory() as target:
        return subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--no-deps", "--ignore-installed",
             "--target", target, "--python-version", python, "--only-binary=:all:",
             "--retries", "1", "--timeout", "30", "--quiet", *lines],
            capture_output=True, text=True, timeout=540)


def test_every_binder_pin_resolves_for_the_declared_python():
    lines, python = pinned_lines(), declared_python()
    chunks = [lines[i::RUNS] for i in range(RUNS)]
    with ThreadPoolExecutor(RUNS) as pool:
        results = list(pool.map(lambda chunk: dry_run(chunk, python), chunks))
    failed = [r for r in results if r.returncode != 0]
    if failed and all(any(word in r.stdout + r.stderr for word in OFFLINE) for r in failed):
        pytest.skip("the package index cannot be reached from here (offline): "
                    "binder pins not checked")
    problems = [line for r in failed for line in (r.stdout + r.stderr).splitlines()
                if line.startswith("ERROR")]
    assert not failed, f"binder pins that do not resolve for Python {python}:\n" + "\n".join(problems)
