"""JupyterHub as ``make hub`` runs it (``binder/jupyterhub_config.py``), on free loopback ports.

``with running_hub(state_dir) as hub: ...`` starts the hub and its proxy on 127.0.0.1 with a
fresh state folder and a shared password of its own (``hub.password``), and on exit stops the
hub, which stops the proxy and every learner's server; anything of the hub's left running after
that is killed. ``login(page, hub, name)`` logs a learner in with Playwright (sync) and
``alogin`` with its async API; ``learner_memory_mb(hub)`` gives each learner's server and
kernels' resident memory.
"""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import voila_app

REPO = Path(__file__).resolve().parent.parent
CONFIG = REPO / "binder" / "jupyterhub_config.py"
LOCAL_PROXY = REPO / ".hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
SINGLE_USER = "jupyterhub.singleuser"
HOME_READY = ".rt-lang"          # the home page's language switch: the page is drawn


@dataclass
class Hub:
    """A running hub: its learners' URL, their password, and its process."""

    url: str
    password: str
    state: Path
    proc: subprocess.Popen

    def user_url(self, name: str, path: str = "") -> str:
        """The URL of ``path`` in learner ``name``'s own server."""
        return f"{self.url}/user/{name}/{path}"


def free_ports(count: int) -> list:
    """``count`` distinct TCP ports on 127.0.0.1 that are free right now."""
    import socket

    sockets = [socket.socket() for _ in range(count)]
    try:
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


def proxy_command() -> str:
    """configurable-http-proxy as the config finds it; refuses when it is not installed."""
    import shutil

    found = os.environ.get("CONFIGURABLE_HTTP_PROXY") or (
        str(LOCAL_PROXY) if LOCAL_PROXY.exists() else shutil.which("configurable-http-proxy"))
    if not found:
        raise RuntimeError("configurable-http-proxy is not installed: run `make hub-proxy`")
    return found


def _answers(url: str) -> bool:
    """Whether the hub answers ``GET /hub/login`` at ``url``."""
    host, port = url.rsplit("/", 1)[-1].split(":")
    return voila_app.answers(int(port), "/hub/login", lambda status: status == 200, host)


def _interruptible() -> None:
    """In the hub's process before it starts: let SIGINT interrupt again. A process started in the
    background inherits SIGINT ignored, and the hub stops its services with SIGINT first (the
    idle culler then held each stop for 10 s more)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def running_hub(state: Path | str, cull_s: int | None = None, startup_timeout: float = 90.0):
    """Run the hub with its state in ``state`` for the ``with`` block; yield a ``Hub``."""
    proxy_command()
    state = Path(state)
    public, hub_api, proxy_api = free_ports(3)
    password = secrets.token_urlsafe(12)
    env = {**os.environ, "RULES_TUTOR_HUB_DIR": str(state), "RULES_TUTOR_HUB_PASSWORD": password}
    if cull_s is not None:
        env["RULES_TUTOR_HUB_CULL"] = str(cull_s)
    cmd = [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG),
           f"--JupyterHub.bind_url=http://127.0.0.1:{public}",
           f"--JupyterHub.hub_bind_url=http://127.0.0.1:{hub_api}",
           f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{proxy_api}"]
    url = f"http://127.0.0.1:{public}"
    with tempfile.TemporaryFile("w+") as log:
        proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True, preexec_fn=_interruptible)
        try:
            voila_app.wait_started(proc, lambda: _answers(url), log, startup_timeout,
                                   f"JupyterHub at {url}", pause=0.3)
            yield Hub(url, password, state, proc)
        finally:
            stop(proc)


def stop(proc: subprocess.Popen, timeout: float = 30.0) -> None:
    """Stop the hub (on SIGTERM it stops its proxy and learners' servers), then kill whatever of
    its process tree is left (the proxy and servers run in sessions of their own)."""
    import psutil

    try:
        tree = psutil.Process(proc.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        tree = []
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
    for child in tree:
        try:
            child.kill()
        except psutil.NoSuchProcess:
            pass


def single_user_servers(hub: Hub) -> dict:
    """The learners' servers running under ``hub``: user name -> psutil process."""
    import psutil

    servers = {}
    for child in psutil.Process(hub.proc.pid).children(recursive=True):
        try:
            cmdline = child.cmdline()
            if SINGLE_USER in cmdline:
                servers[child.environ().get("JUPYTERHUB_USER", "?")] = child
        except psutil.Error:
            pass
    return servers


def learner_memory_mb(hub: Hub) -> dict:
    """Resident MB of each learner's server and of its kernels: name -> (server, kernels)."""
    import psutil

    memory = {}
    for name, server in single_user_servers(hub).items():
        try:
            own = server.memory_info().rss
            kernels = 0
            for kernel in server.children(recursive=True):
                try:
                    kernels += kernel.memory_info().rss
                except psutil.Error:
                    pass
        except psutil.Error:
            continue
        memory[name] = (own / 2**20, kernels / 2**20)
    return memory


def listening_addresses(hub: Hub) -> set:
    """The addresses that the hub and every process under it listen on."""
    import psutil

    addresses = set()
    for process in [psutil.Process(hub.proc.pid), *psutil.Process(hub.proc.pid).children(recursive=True)]:
        try:
            for conn in process.net_connections(kind="inet"):
                if conn.status == psutil.CONN_LISTEN:
                    addresses.add(conn.laddr.ip)
        except psutil.Error:
            pass
    return addresses


def login(page, hub: Hub, name: str, password: str | None = None) -> None:
    """Log learner ``name`` in on ``page`` (Playwright, sync); the hub then starts their server
    and the page goes on to the default URL."""
    page.goto(f"{hub.url}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", hub.password if password is None else password)
    page.click("#login_submit")


async def alogin(page, hub: Hub, name: str) -> None:
    """``login`` with Playwright's async API."""
    await page.goto(f"{hub.url}/hub/login")
    await page.fill("#username_input", name)
    await page.fill("#password_input", hub.password)
    await page.click("#login_submit")
