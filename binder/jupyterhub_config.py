# JupyterHub for Rules Tutor on one machine: `make hub` runs this file (docs/PUBLISH.md, part 3).
#
# Every learner who logs in gets a Jupyter server of their own whose default page is the
# tutor's home page rendered by Voila. Everything listens on 127.0.0.1; put a reverse proxy with
# TLS in front to publish. Environment variables read here:
#   RULES_TUTOR_HUB_PASSWORD  the learners' shared password (8 characters or more); when unset,
#                             a random one is made and printed at start-up
#   RULES_TUTOR_HUB_DIR       where the hub keeps its database, cookie secret and the learners'
#                             home folders (default: build/hub in the repository)
#   RULES_TUTOR_HUB_CULL      seconds a learner's server may stay idle before it is stopped (600)
# Addresses (override on the command line): learners' --JupyterHub.bind_url (port 8000), the
# hub's own --JupyterHub.hub_bind_url (8081), the proxy's --ConfigurableHTTPProxy.api_url (8001).
import os
import secrets
import sys
from pathlib import Path

c = get_config()  # noqa: F821 - JupyterHub runs this file with get_config defined

REPO = Path(__file__).resolve().parent.parent
STATE = Path(os.environ.get("RULES_TUTOR_HUB_DIR") or REPO / "build" / "hub").resolve()
STATE.mkdir(parents=True, exist_ok=True)
LOOPBACK = "127.0.0.1"

# -- the hub and its proxy, on loopback only
c.JupyterHub.bind_url = f"http://{LOOPBACK}:8000"
c.JupyterHub.hub_bind_url = f"http://{LOOPBACK}:8081"
c.ConfigurableHTTPProxy.api_url = f"http://{LOOPBACK}:8001"
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(STATE / "jupyterhub.pid")
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")
# configurable-http-proxy from the npm registry, installed by `make hub` into .hub-proxy/
_local_proxy = REPO / ".hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
c.ConfigurableHTTPProxy.command = [
    os.environ.get("CONFIGURABLE_HTTP_PROXY")
    or (str(_local_proxy) if _local_proxy.exists() else "configurable-http-proxy")
]

# -- a test authenticator: any user name, one shared password (local trials only)
_password = os.environ.get("RULES_TUTOR_HUB_PASSWORD")
if not _password:
    _password = secrets.token_urlsafe(9)
    print(f"Rules Tutor hub: learners log in with any name and the password {_password}"
          " (set RULES_TUTOR_HUB_PASSWORD to choose it)", file=sys.stderr, flush=True)
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = _password
c.Authenticator.allow_all = True

# -- a local process per learner, each in a home folder of its own under STATE
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(STATE / "users" / "{username}")
c.Spawner.ip = LOOPBACK
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.notebook_dir = str(REPO)
c.Spawner.default_url = "/voila/render/notebooks/index.ipynb"
# The same Voila settings as `make serve`, from voila.json itself: Voila's server extension
# reads voila.json from the Jupyter config path (template, no sources, no tracebacks, files);
# the server reads it as its config file (kernel culling, the executor's timeout). The tutor's
# template is on the Jupyter path; voila.json names the kernel manager of voila_app.py.
c.Spawner.args = [f"--config={REPO / 'voila.json'}"]
if os.geteuid() == 0:                   # as root (containers, CI): Jupyter refuses without this
    c.Spawner.args.append("--allow-root")
c.Spawner.environment = {
    "JUPYTER_CONFIG_PATH": str(REPO),
    "JUPYTER_PATH": str(REPO / "share" / "jupyter"),
    "PYTHONPATH": str(REPO),
}
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120

# -- stop learners' servers that have been idle (their kernels go with them)
c.JupyterHub.services = [{
    "name": "idle-culler",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler",
                f"--timeout={int(os.environ.get('RULES_TUTOR_HUB_CULL') or 600)}"],
}]
c.JupyterHub.load_roles = [{
    "name": "idle-culler",
    "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    "services": ["idle-culler"],
}]
