"""A learner without a browser: what Voila's widget manager does, over the kernel's websocket.

``await learn(base_url, notebook, control_class, updated_class, clicks)`` GETs the Voila page
(the server starts or takes a kernel and runs the notebook), connects to that kernel's
``/api/kernels/<id>/channels`` websocket (the v1 protocol, as the browser; the server refuses
the legacy one), asks ipywidgets' control comm for every widget's state
(``request_states``, as the widget manager does on page load), finds the button whose CSS classes
include ``control_class`` (the first control), then clicks it ``clicks`` times (a ``custom``
``click`` message, as a browser click sends) and times each until the widget with
``updated_class`` is updated. It measures the server's share of a learner's wait; a browser also
downloads and runs the page's scripts on the learner's own machine.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone

from tutor.serving import frames
from voila_app import KERNEL_ID

CONTROL_TARGET = "jupyter.widget.control"
CONTROL_VERSION = "1.0.0"


class Refused(Exception):
    """The server answered with its "full" page."""


@dataclass
class Learner:
    """What one browserless learner measured."""

    page_s: float | None = None
    first_control_s: float | None = None
    clicks_ms: list = field(default_factory=list)
    kernel_id: str | None = None


def message(msg_type: str, content: dict, session: str, channel: str = "shell",
            metadata: dict | None = None) -> bytes:
    """A Jupyter message as a v1 websocket frame."""
    header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "load",
              "session": session, "date": datetime.now(timezone.utc).isoformat(), "version": "5.3"}
    return frames.pack({"header": header, "parent_header": {}, "metadata": metadata or {},
                        "content": content}, channel)


def decode(frame) -> dict:
    """A v1 websocket frame as a message dict (with its ``channel``)."""
    return frames.unpack(frame)


def _classed(states: dict, css: str, model: str | None = None) -> str | None:
    """The id of the first widget whose ``_dom_classes`` include ``css`` (of ``model`` if given)."""
    for model_id, entry in states.items():
        state = entry.get("state", {})
        if css in state.get("_dom_classes", ()) and model in (None, entry.get("model_name")):
            if not state.get("disabled", False):
                return model_id
    return None


async def _next_comm(ws, deadline: float, wanted) -> dict:
    """The next iopub comm message for which ``wanted(data, msg)`` is true, before ``deadline``."""
    import asyncio

    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no answer from the kernel in time")
        msg = decode(await asyncio.wait_for(ws.recv(), remaining))
        if msg.get("channel") == "iopub" and msg["header"]["msg_type"] == "comm_msg":
            if wanted(msg["content"]["data"], msg):
                return msg


async def fetch_page(client, url: str) -> str:
    """GET the page to its end (the notebook has run by then); return its kernel's id."""
    async with client.stream("GET", url) as reply:
        body = b"".join([chunk async for chunk in reply.aiter_bytes()])
    if reply.status_code == 503:
        raise Refused()
    reply.raise_for_status()
    found = KERNEL_ID.search(body.decode("utf8", "replace"))
    if not found:
        raise RuntimeError("no kernel id in the page")
    return found.group(1)


async def _widgets(ws, session: str, deadline: float) -> dict:
    """Every widget's state, asked of ipywidgets' control comm as the widget manager does."""
    control = uuid.uuid4().hex
    await ws.send(message("comm_open", {"comm_id": control, "target_name": CONTROL_TARGET,
                                        "data": {}}, session, metadata={"version": CONTROL_VERSION}))
    await ws.send(message("comm_msg", {"comm_id": control,
                                       "data": {"method": "request_states"}}, session))
    reply = await _next_comm(ws, deadline, lambda data, _: data.get("method") == "update_states")
    return reply["content"]["data"]["states"]


async def _click(ws, session: str, deadline: float, button: str, updated: str) -> float:
    """Milliseconds from a click message on ``button`` to the kernel's update of ``updated``."""
    clicked = time.perf_counter()
    await ws.send(message("comm_msg", {"comm_id": button, "data": {
        "method": "custom", "content": {"event": "click"}}}, session))
    await _next_comm(ws, deadline, lambda data, msg: (
        msg["content"]["comm_id"] == updated and data.get("method") in ("update", "echo_update")))
    return (time.perf_counter() - clicked) * 1000


async def learn(base_url: str, notebook: str, control_class: str, updated_class: str,
                clicks: int, timeout_s: float = 180.0, pause_s: float = 0.3, linger=None,
                address: str = "") -> Learner:
    """One learner's page load and clicks, timed, then its tab-close request; Refused when full.

    ``linger``: an async callable awaited after the clicks with the page still open (a class
    that stays on the tutorial until everyone has been measured). ``address``: the learner's
    address as a reverse proxy's ``X-Forwarded-For`` gives it (read by a server that trusts it).
    """
    import asyncio

    import httpx
    from websockets.asyncio.client import connect

    import voila_app

    learner = Learner()
    deadline = time.monotonic() + timeout_s
    start = time.perf_counter()
    headers = {"X-Forwarded-For": address} if address else {}
    async with httpx.AsyncClient(timeout=timeout_s, headers=headers) as client:
        learner.kernel_id = await fetch_page(client, voila_app.render_url(base_url, notebook))
        learner.page_s = time.perf_counter() - start
        cookies = "; ".join(f"{name}={value}" for name, value in client.cookies.items())
        session = uuid.uuid4().hex
        ws_url = (base_url.replace("http://", "ws://", 1)
                  + f"/api/kernels/{learner.kernel_id}/channels?session_id={session}")
        try:
            async with connect(ws_url, additional_headers={"Cookie": cookies}, max_size=None,
                               subprotocols=[frames.PROTOCOL]) as ws:
                states = await _widgets(ws, session, deadline)
                button = _classed(states, control_class, "ButtonModel")
                updated = _classed(states, updated_class)
                if button is None or updated is None:
                    raise RuntimeError(f"no {control_class} button or {updated_class} widget")
                learner.first_control_s = time.perf_counter() - start
                for _ in range(clicks):
                    learner.clicks_ms.append(await _click(ws, session, deadline, button, updated))
                    await asyncio.sleep(pause_s)
                if linger is not None:
                    await linger()
        finally:
            await client.post(f"{base_url}/voila/api/shutdown/{learner.kernel_id}",
                              data={"_xsrf": client.cookies.get("_xsrf", "")})
    return learner
