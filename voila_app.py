"""Start Voila on the repository so that ``/`` opens the Rules Tutor home notebook.

Voila serving a directory renders notebooks at ``/voila/render/<path>`` (the same URLs as on
mybinder), so relative links between notebooks open them as Voila apps; ``TutorVoila`` only adds
the redirect from ``/`` to the home page. Options live in ``voila.json`` (read from the current
directory, which must be the repository root).

Command line: ``python voila_app.py [--port=8866] .`` (what ``make serve`` runs).
From Python (tests, benchmarks): ``with running() as base_url: ...`` starts a private server on a
free 127.0.0.1 port and stops it, with its kernels, on exit.
"""

from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

from jupyter_server.utils import url_path_join
from tornado.web import RedirectHandler
from voila.app import Voila

REPO = Path(__file__).resolve().parent
HOME = "voila/render/notebooks/index.ipynb"


class TutorVoila(Voila):
    """Voila whose root URL redirects to the home notebook."""

    def init_handlers(self) -> list:
        """Voila's handlers, preceded by the redirect from ``/`` to ``HOME``."""
        handlers = super().init_handlers()
        if self.notebook_path:
            return handlers
        home = url_path_join(self.base_url, HOME)
        return [(self.server_url, RedirectHandler, {"url": home}), *handlers]


main = TutorVoila.launch_instance


def render_url(base_url: str, notebook: str) -> str:
    """The URL at which Voila renders ``notebook`` (a path relative to the served root)."""
    return f"{base_url.rstrip('/')}/voila/render/{notebook}"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _answers(port: int) -> bool:
    """Whether an HTTP server on 127.0.0.1:port answers a GET of ``/``."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    try:
        conn.request("GET", "/")
        return conn.getresponse().status < 500
    except OSError:
        return False
    finally:
        conn.close()


def _stop(proc: subprocess.Popen) -> None:
    """Stop the server (it shuts its kernels down on SIGTERM), then anything left in its group."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


@contextmanager
def running(root: Path | str = REPO, port: int | None = None, startup_timeout: float = 60.0,
            extra_args: tuple = ()):
    """Run Voila on ``root`` at http://127.0.0.1:<port> for the ``with`` block; yield the base URL."""
    port = port or free_port()
    cmd = [sys.executable, str(REPO / "voila_app.py"), f"--port={port}", "--no-browser",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", *extra_args, str(root)]
    with tempfile.TemporaryFile("w+") as log:
        proc = subprocess.Popen(cmd, cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            deadline = time.monotonic() + startup_timeout
            while not _answers(port):
                if proc.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"Voila did not start on port {port}:\n{log.read()[-3000:]}")
                time.sleep(0.2)
            yield f"http://127.0.0.1:{port}"
        finally:
            _stop(proc)


if __name__ == "__main__":
    main()
