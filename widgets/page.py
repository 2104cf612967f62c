"""The page's language: the ``lang`` URL parameter, read in the kernel, and links that keep it.

Voila hands each page's request to its kernel as CGI-style variables (``QUERY_STRING``,
``SCRIPT_NAME``); with preheated kernels the request arrives later, and
``wait_for_request()`` waits for it (on the websocket Voila's server keeps for that, as Voila's own
``get_query_string`` does, without importing Voila's server into every kernel: 42 MB each). So an
app builds its screen first and asks for the page's language last (``follow_page_lang``): a
pre-heated kernel has the screen ready when the learner's request comes. In JupyterLab there is
no page URL, so the language given in the code is kept.
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from .i18n import LANGS

if TYPE_CHECKING:
    from .language import LanguageSwitch

PARAM = "lang"


def request_info_url() -> str:
    """The websocket on which Voila's server hands this pre-heated kernel its page's request,
    from the variables Voila gives every kernel it starts."""
    env = os.environ
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    return (f"{env.get('VOILA_WS_PROTOCOL', 'ws')}://{env.get('VOILA_APP_IP', '127.0.0.1')}:"
            f"{env.get('VOILA_APP_PORT', '8866')}{base}voila/query/{env.get('VOILA_KERNEL_ID', '')}")


def wait_for_request() -> None:
    """In a pre-heated kernel, block until a page takes it, then put that page's request
    variables (``QUERY_STRING``, ``SCRIPT_NAME``, ...) into the environment. When the server
    cannot be reached the environment is left as it is (the page keeps the language it started in)."""
    if os.environ.get("VOILA_PREHEAT") != "True":
        return
    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    try:
        with connect(request_info_url(), open_timeout=5) as socket:
            info = json.loads(socket.recv())
    except (OSError, WebSocketException, ValueError):     # OSError covers a timeout
        return
    for name, value in info.items():
        os.environ[name] = str(value)


def query_string() -> str:
    """The query string of the page this kernel serves ("" outside Voila)."""
    wait_for_request()
    return os.environ.get("QUERY_STRING", "")


def page_lang(default: str = "en", query: str | None = None) -> str:
    """The page's ``lang`` parameter when it names a known language, else ``default``."""
    values = parse_qs(query_string() if query is None else query).get(PARAM, [])
    return values[-1] if values and values[-1] in LANGS else default


def follow_page_lang(switch: "LanguageSwitch") -> None:
    """Turn ``switch`` to the page's language (waiting for the page's request in a pre-heated
    kernel); its callbacks redraw the screen when that differs from the one it was built in."""
    lang = page_lang(switch.lang)
    if lang != switch.lang:
        switch.lang = lang


def with_lang(href: str, lang: str) -> str:
    """``href`` with its ``lang`` parameter set to ``lang`` (other parameters kept)."""
    parts = urlsplit(href)
    params = [(k, v) for k, v in parse_qs(parts.query, keep_blank_values=True).items()
              if k != PARAM]
    query = urlencode([(k, v) for k, values in params for v in values] + [(PARAM, lang)])
    return urlunsplit(parts._replace(query=query))
