"""Start Voila on the repository so that ``/`` opens the Rules Tutor home notebook.

Voila serving a directory renders notebooks at ``/voila/render/<path>`` (the same URLs as on
mybinder), so relative links between notebooks open them as Voila apps. ``TutorVoila`` adds:

- the redirect from ``/`` to the home page;
- ``/tutor/status``: JSON counts of kernels and their memory (no ids), for tests and operators;
- a notebook page that sets the ``_xsrf`` cookie, so the page's tab-close request that shuts its
  kernel down is accepted (without the cookie it got 403 and the kernel lived on);
- a cap on learners' kernels (``TutorVoila.max_kernels``): a page asked for beyond it gets a
  short bilingual "the tutor is full" page (HTTP 503) instead of a kernel, but only once real
  learners hold the seats (a page still waiting for its seat-holder's websocket is waited for);
- a page's kernel is kept only for a page that opens its websocket: one that has not within
  ``TutorVoila.connect_timeout`` seconds of being sent (a crawler's plain GET) is shut down, and
  one client address may have at most ``TutorVoila.max_unconnected_per_address`` pages that
  hold a kernel without a websocket (more get a bilingual "one moment" page, HTTP 429, that
  retries by itself);
- only the notebooks in ``notebooks/`` are pages (``TutorVoila.pages``): the repository is not
  listed (``/voila/tree`` redirects home, ``/voila/api/contents`` is gone), bad paths get a
  plain 404 and errors a plain page, never a traceback (``tutor.serving.pages``);
- behind a reverse proxy, ``TutorVoila.trust_xheaders`` takes the client's address from the
  proxy's headers (the per-address limit needs it);
- the kernel websocket speaks the v1 protocol only, drops malformed frames and never sends a
  traceback (``tutor.serving.kernel_socket``);
- at most ``TutorVoila.max_concurrent_renders`` notebooks executing at once, the rest waiting
  their turn, so a burst of learners on 2 cores does not starve every kernel at the same time;
- the ``tutor`` Voila template (``share/jupyter/voila/templates/tutor``): Voila's ``lab`` one
  without its links to a CDN copy of Font Awesome (Voila bundles the same icons).

Options live in ``voila.json`` (read from the current directory, which must be the repository
root): culling of idle kernels, pre-heated kernel pools, the cap and the executor's timeouts.

Command line: ``python voila_app.py [--port=8866] .`` (what ``make serve`` runs).
From Python (tests, benchmarks): ``with running() as base_url: ...`` starts a private server on a
free 127.0.0.1 port and stops it, with its kernels, on exit.
"""

from __future__ import annotations

import asyncio
import functools
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import url_path_join
from tornado.web import RedirectHandler, RequestHandler
from traitlets import Bool, Float, Integer, Unicode, validate
from voila.app import Voila
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from tutor.serving import pages
from tutor.serving.kernel_socket import TutorKernelWebsocketHandler

REPO = Path(__file__).resolve().parent
HOME = "voila/render/notebooks/index.ipynb"
STATUS = "tutor/status"
NO_LAB = "RULES_TUTOR_NO_LAB"       # kernels inherit it: no JupyterLab here (widgets.home)
TEMPLATES = REPO / "share" / "jupyter"
APP_PAGES = r"notebooks/[A-Za-z0-9_-]+\.ipynb"        # the notebooks served as pages
# what the tests and benchmarks also render (tests/e2e/table-board.ipynb, benchmarks/baseline.ipynb)
DEVELOPER_PAGES = r"(notebooks|tests/e2e|benchmarks)/[A-Za-z0-9_-]+\.ipynb"
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
RETRY_AFTER_S = 30
BUSY_RETRY_S = 5
SEAT_POLL_S = 0.5
SEAT_RENDER_S = 60   # how long a page waits for others to render, beyond their connect_timeout


def pooled_kernel_ids(kernel_manager) -> set:
    """Ids of the started kernels waiting in Voila's pre-heated pools (empty without pools)."""
    ids = set()
    for pool in getattr(kernel_manager, "_pools", {}).values():
        for task in pool:
            if task.done() and not task.cancelled() and task.exception() is None:
                ids.add(task.result()["kernel_id"])
    return ids


def warm_kernel_ids(kernel_manager) -> set:
    """Pooled kernels that have run their notebook up to the page's request and wait for it
    (each holds Voila's request-info websocket open; see ``widgets.page``)."""
    from voila.request_info_handler import RequestInfoSocketHandler

    return pooled_kernel_ids(kernel_manager) & set(RequestInfoSocketHandler._waiters)


def pool_size(kernel_manager) -> int:
    """How many kernels the pre-heated pools hold when full (the notebooks named in the config)."""
    if not hasattr(kernel_manager, "_pools"):          # pre-heating is off
        return 0
    pools = kernel_manager.kernel_pools_config
    return sum(int(config.get("pool_size", 0)) for name, config in pools.items() if name != "default")


def memory_mb() -> tuple:
    """(server, its child processes) resident memory in MB; the children are the kernels."""
    import psutil

    server = psutil.Process()
    children = 0
    for child in server.children(recursive=True):
        try:
            children += child.memory_info().rss
        except psutil.Error:
            pass
    return server.memory_info().rss / 2**20, children / 2**20


class TutorKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager whose culler counts a pre-heated kernel's idle time from
    when a page took it out of the pool, not from when it was heated (else a page could lose a
    kernel that idled in the pool before its websocket connects)."""

    _seen_pooled: set = set()

    async def cull_kernels(self):
        """Restart the idle clock of kernels that left a pool since the last pass, then cull."""
        pooled = pooled_kernel_ids(self)
        for kernel_id in (self._seen_pooled - pooled) & set(self._kernels):
            self._kernels[kernel_id].last_activity = utcnow()
        self._seen_pooled = pooled
        await super().cull_kernels()


class Gate:
    """The server's admission state: the kernel cap, the queue of notebooks waiting to run, and
    the pages that hold a kernel but have not opened its websocket yet (per client address)."""

    def __init__(self, kernel_manager, max_kernels: int, max_renders: int,
                 max_unconnected_per_address: int = 0, connect_timeout: float = 0.0):
        self.kernel_manager = kernel_manager
        self.max_kernels = max_kernels
        self.renders = asyncio.Semaphore(max(max_renders, 1))
        self.waiting = 0
        self.max_unconnected_per_address = max_unconnected_per_address
        self.connect_timeout = connect_timeout
        self.opening: Counter = Counter()       # address -> its pages waiting or rendering
        self.unconnected: dict = {}             # kernel id -> address of its page (no websocket yet)
        self.seeking = 0                        # opening pages waiting in seat() (they hold none)
        self.freed = 0                          # kernels shut down for want of a websocket

    def learner_kernels(self) -> int:
        """Kernels that belong to a page (started ones not in a pre-heated pool)."""
        km = self.kernel_manager
        return len(set(km.list_kernel_ids()) - pooled_kernel_ids(km))

    def full(self) -> bool:
        """Whether one more page would exceed the cap (pages waiting their turn count too).

        A page that holds a render slot but has not started its kernel yet is not counted, so a
        burst can pass the cap by at most ``max_concurrent_renders`` kernels.
        """
        return self.max_kernels > 0 and self.learner_kernels() + self.waiting >= self.max_kernels

    def prune(self) -> None:
        """Forget the pages whose kernel is gone (closed tab, shut down, culled)."""
        alive = set(self.kernel_manager.list_kernel_ids())
        for kernel_id in set(self.unconnected) - alive:
            del self.unconnected[kernel_id]

    def busy(self, address: str) -> bool:
        """Whether ``address`` already has as many pages without a websocket as it may."""
        self.prune()
        pending = self.opening[address] + sum(1 for a in self.unconnected.values() if a == address)
        return 0 < self.max_unconnected_per_address <= pending

    async def seat(self) -> bool:
        """Whether a seat is free for an opening page, waiting (at most ``connect_timeout`` +
        ``SEAT_RENDER_S``) while other pages that have not opened their websocket yet
        (rendering, or sent) hold seats: they either connect (real learners) or are freed."""
        deadline = time.monotonic() + self.connect_timeout + SEAT_RENDER_S
        self.seeking += 1
        try:
            while self.full():
                self.prune()
                holding = len(self.unconnected) + sum(self.opening.values()) - self.seeking
                if holding <= 0 or time.monotonic() > deadline:
                    return False
                await asyncio.sleep(SEAT_POLL_S)
            return True
        finally:
            self.seeking -= 1

    def opened(self, address: str) -> None:
        """A page of ``address`` is admitted (it waits for its turn or renders)."""
        self.opening[address] += 1

    def closed(self, address: str) -> None:
        """A page of ``address`` no longer counts as opening (sent its kernel, or failed)."""
        self.opening[address] -= 1
        if self.opening[address] <= 0:
            del self.opening[address]

    def sent(self, kernel_id: str, address: str) -> None:
        """The opening page of ``address`` got ``kernel_id``: it holds it until its websocket
        opens (``connected``) or ``expire`` frees it."""
        self.closed(address)
        self.unconnected[kernel_id] = address

    def connected(self, kernel_id: str) -> None:
        """The page of ``kernel_id`` opened its websocket: a learner holds the kernel."""
        self.unconnected.pop(kernel_id, None)

    async def expire(self, kernel_id: str) -> None:
        """After ``connect_timeout`` seconds, shut ``kernel_id`` down if no websocket came."""
        await asyncio.sleep(self.connect_timeout)
        if self.unconnected.pop(kernel_id, None) is None:
            return
        km = self.kernel_manager
        if kernel_id in km.list_kernel_ids():
            km.log.info("kernel %s: its page opened no websocket in %.0f s; shut down",
                        kernel_id, self.connect_timeout)
            self.freed += 1
            await km.shutdown_kernel(kernel_id)

    def status(self) -> dict:
        """Counts for ``/tutor/status``."""
        km = self.kernel_manager
        ids = km.list_kernel_ids()
        self.prune()
        server_mb, kernels_mb = memory_mb()
        return {
            "kernels": len(ids),
            "pooled": len(pooled_kernel_ids(km)),
            "warm": len(warm_kernel_ids(km)),
            "pool_size": pool_size(km),
            "learner_kernels": self.learner_kernels(),
            "connected": sum(1 for k in ids if km._kernel_connections.get(k, 0) > 0),
            "unconnected": len(self.unconnected),
            "freed": self.freed,
            "waiting": self.waiting,
            "max_kernels": self.max_kernels,
            "server_mb": round(server_mb, 1),
            "kernels_mb": round(kernels_mb, 1),
        }


class TutorRenderHandler(TornadoVoilaHandler):
    """Voila's notebook page, behind the gate, setting the ``_xsrf`` cookie its tab-close request
    needs; only the notebooks ``TutorVoila.pages`` names; a plain page for any error."""

    page_kernel_id: str | None = None       # the kernel this page got, once its HTML names it

    async def get(self, path=None):
        """Refuse politely when full or busy; else wait for a render slot and render the notebook."""
        gate: Gate = self.settings["tutor_gate"]
        self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie
        if not self.notebook_path and not re.fullmatch(self.settings["tutor_pages"], str(path or "")):
            return pages.send(self, 404, pages.NOT_FOUND)
        address = self.request.remote_ip
        if gate.busy(address):
            return pages.send(self, 429, pages.BUSY, retry=BUSY_RETRY_S)
        gate.opened(address)
        try:
            if not await gate.seat():
                return pages.send(self, 503, pages.FULL, retry=RETRY_AFTER_S)
            await self._render_in_turn(gate, path)
        finally:
            if self.page_kernel_id is None:
                gate.closed(address)
            else:
                asyncio.ensure_future(gate.expire(self.page_kernel_id))

    async def _render_in_turn(self, gate: Gate, path) -> None:
        """Wait for a render slot, then render."""
        gate.waiting += 1
        try:
            await gate.renders.acquire()
        finally:
            gate.waiting -= 1
        try:
            await self._render(gate, path)
        finally:
            gate.renders.release()

    async def _render(self, gate: Gate, path) -> None:
        """Voila's streamed render, noting (``page_kernel_id``) and telling the gate the kernel
        id the page names as soon as it is sent."""
        async for html in self.get_generator(path=path):
            if self.page_kernel_id is None and (found := KERNEL_ID.search(html)):
                self.page_kernel_id = found.group(1)
                gate.sent(self.page_kernel_id, self.request.remote_ip)
            self.write(html)
            self.flush()

    def write_error(self, status_code: int, **kwargs) -> None:
        """A plain bilingual page, never Voila's error page (it names the exception)."""
        if not self._finished:
            pages.send(self, status_code, pages.NOT_FOUND if status_code == 404 else pages.ERROR)


class StatusHandler(RequestHandler):
    """``GET /tutor/status``: kernel counts and memory as JSON."""

    def get(self):
        """The gate's status."""
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(self.settings["tutor_gate"].status()))


class TutorVoila(Voila):
    """Voila with the home redirect, the status page, the kernel cap, the render queue, the
    connection deadline, the per-address limit and only the app's pages."""

    max_kernels = Integer(
        24, config=True,
        help="Most kernels that pages may hold at once (pre-heated pools not counted); 0: no cap.")
    max_concurrent_renders = Integer(
        2, config=True, help="Most notebooks executing for new pages at once; later pages wait.")
    max_unconnected_per_address = Integer(
        4, config=True,
        help="Most pages one client address may hold a kernel for without having opened its "
             "websocket (rendering or just sent); more get a page that retries by itself. "
             "Learners behind one address (a school's network) open pages in turn; 0: no limit.")
    connect_timeout = Float(
        30.0, config=True,
        help="Seconds a sent page has to open its kernel's websocket; a kernel whose page has not "
             "(a crawler, a plain GET) is shut down then.")
    pages = Unicode(
        APP_PAGES, config=True,
        help="Regular expression of the notebook paths served as pages (the whole path must "
             "match); any other render URL answers 404.")
    trust_xheaders = Bool(
        False, config=True,
        help="Take the client's address from X-Real-Ip / X-Forwarded-For (set it behind a "
             "reverse proxy, or every visitor has the proxy's address).")

    @validate("root_dir")
    def _absolute_root_dir(self, proposal) -> str:
        """The served directory as an absolute path (jupyter_core refuses relative roots)."""
        return os.path.abspath(proposal["value"])

    def initialize(self, argv=None):
        """Put the repository's Voila template on the Jupyter path, then initialise Voila."""
        paths = [str(TEMPLATES), *filter(None, os.environ.get("JUPYTER_PATH", "").split(os.pathsep))]
        os.environ["JUPYTER_PATH"] = os.pathsep.join(dict.fromkeys(paths))
        os.environ[NO_LAB] = "1"        # the home page then links no JupyterLab it cannot open
        super().initialize(argv)

    def init_settings(self) -> dict:
        """Voila's tornado settings plus the admission gate."""
        settings = super().init_settings()
        settings["tutor_pages"] = self.pages
        settings["tutor_gate"] = Gate(self.kernel_manager, self.max_kernels,
                                      self.max_concurrent_renders,
                                      self.max_unconnected_per_address, self.connect_timeout)
        return settings

    def init_handlers(self) -> list:
        """Voila's handlers with the gated page and the checked websocket, without the listing
        and (when no token is set) the login pages; plus the bad-path guard, the status page and
        the redirect to ``HOME``."""
        home = url_path_join(self.base_url, HOME)
        replaced = {TornadoVoilaHandler: TutorRenderHandler,
                    VoilaKernelWebsocketHandler: TutorKernelWebsocketHandler}
        handlers = []
        for route, handler, *rest in super().init_handlers():
            if handler is TornadoVoilaTreeHandler:
                handlers.append((route, RedirectHandler, {"url": home}))
            elif handler is VoilaContentsHandler or (
                    self._login_route(route) and not self.identity_provider.auth_enabled):
                handlers.append((route, pages.NotFoundHandler))
            else:
                handlers.append((route, replaced.get(handler, handler), *rest))
        guard = (url_path_join(self.server_url, pages.BAD_PATH), pages.NotFoundHandler)
        status = (url_path_join(self.server_url, STATUS), StatusHandler)
        if self.notebook_path:
            return [guard, status, *handlers]
        return [guard, (self.server_url, RedirectHandler, {"url": home}), status, *handlers]

    def listen(self):
        """Voila's listen, trusting the proxy's address headers when ``trust_xheaders``."""
        if self.trust_xheaders:
            self.app.listen = functools.partial(self.app.listen, xheaders=True)
        super().listen()

    def _login_route(self, route) -> bool:
        """Whether ``route`` is one of the identity provider's login or logout pages."""
        return any(route == url for url, *_ in self.identity_provider.get_handlers())


main = TutorVoila.launch_instance


def render_url(base_url: str, notebook: str) -> str:
    """The URL at which Voila renders ``notebook`` (a path relative to the served root)."""
    return f"{base_url.rstrip('/')}/voila/render/{notebook}"


def server_status(base_url: str, timeout: float = 10.0) -> dict:
    """The JSON of ``/tutor/status`` on a running server (kernel counts and memory)."""
    import urllib.request

    with urllib.request.urlopen(f"{base_url.rstrip('/')}/{STATUS}", timeout=timeout) as reply:
        return json.load(reply)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def answers(port: int, path: str = "/", ok=lambda status: status < 500,
            host: str = "127.0.0.1") -> bool:
    """Whether an HTTP server on host:port answers a GET of ``path`` with a status ``ok`` takes."""
    conn = http.client.HTTPConnection(host, port, timeout=2)
    try:
        conn.request("GET", path)
        return ok(conn.getresponse().status)
    except OSError:
        return False
    finally:
        conn.close()


def _answers(port: int) -> bool:
    """Whether an HTTP server on 127.0.0.1:port answers a GET of ``/``."""
    return answers(port)


def wait_started(proc: subprocess.Popen, ready, log, timeout: float, what: str,
                 pause: float = 0.2) -> None:
    """Wait until ``ready()``; a process that exits or a ``timeout`` passed raises RuntimeError
    saying ``what`` did not start, with the end of its ``log`` (a file it writes to)."""
    deadline = time.monotonic() + timeout
    while not ready():
        if proc.poll() is not None or time.monotonic() > deadline:
            log.seek(0)
            raise RuntimeError(f"{what} did not start:\n{log.read()[-3000:]}")
        time.sleep(pause)


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


def is_warm(status: dict) -> bool:
    """Whether no page holds a kernel and every pool is full of kernels waiting for a page."""
    return (status["learner_kernels"] == 0 and status["waiting"] == 0
            and status["kernels"] == status["pooled"] == status["warm"] >= status["pool_size"])


def pools_full(status: dict) -> bool:
    """Whether every pre-heated pool is full of kernels waiting for a page (pages may hold
    kernels of their own) and no notebook waits to run: the server has nothing left to heat."""
    return (status["waiting"] == 0
            and status["pooled"] == status["warm"] >= status["pool_size"])


def wait_until_warm(base_url: str, timeout: float, ready=is_warm) -> dict:
    """Poll ``/tutor/status`` until ``ready(status)`` (default ``is_warm``) or ``timeout``
    seconds pass; the last status."""
    deadline = time.monotonic() + timeout
    status = server_status(base_url)
    while not ready(status) and time.monotonic() < deadline:
        time.sleep(0.5)
        status = server_status(base_url)
    return status


@contextmanager
def running(root: Path | str = REPO, port: int | None = None, startup_timeout: float = 60.0,
            extra_args: tuple = (), warm_timeout: float = 0.0):
    """Run Voila on ``root`` at http://127.0.0.1:<port> for the ``with`` block; yield the base URL.

    With ``warm_timeout``, first wait (at most that many seconds) for the pre-heated pools to be
    full and warm, so that the block's first pages do not race the server's own start-up."""
    port = port or free_port()
    cmd = [sys.executable, str(REPO / "voila_app.py"), f"--port={port}", "--no-browser",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", *extra_args, str(root)]
    with tempfile.TemporaryFile("w+") as log:
        proc = subprocess.Popen(cmd, cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            wait_started(proc, lambda: _answers(port), log, startup_timeout,
                         f"Voila on port {port}")
            base_url = f"http://127.0.0.1:{port}"
            if warm_timeout:
                wait_until_warm(base_url, warm_timeout)
            yield base_url
        finally:
            _stop(proc)


if __name__ == "__main__":
    main()
