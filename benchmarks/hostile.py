"""Hostile visitors of a running tutor server, on loopback only: the input kinds that once froze
it, leaked tracebacks or listed the repository. ``python -m benchmarks.load --hostile N`` runs N of
them beside each round's learners; the serving tests run each kind once.

Each probe is bounded (a few messages, a deadline) and returns counts, never raises for what the
server answers. The kinds:

- ``legacy``: a kernel websocket without the v1 subprotocol, sending ``request_state`` to every
  comm of the simulation page (whose Image widget's binary state froze Voila 0.5.8);
- ``socket``: on the tutorial's websocket, v1 frames that are not messages (an offset count of
  2**60, a text frame, random bytes, a truncated frame, a comm message holding a lone surrogate),
  then ``request_state`` to every comm, which must still be answered on the same socket, then
  invalid widget messages (``grid_column = []`` on a Layout, a Board play whose move is a
  list): no ``error`` message, traceback or server path may come back;
- ``paths``: the repository's listing, a NUL byte, a ``..`` path, ``/logout``: a 4xx each, with
  no traceback or path in the body;
- ``crawler``: plain GETs of a page that never open its websocket.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections import Counter

from tutor.serving import frames

SIMULATE = "notebooks/simulate.ipynb"          # has an Image widget (binary state)
TUTORIAL = "notebooks/classified-tutorial.ipynb"  # has the clickable table (a Board)
BAD_PATHS = ("/voila/api/contents", "/voila/api/contents/tests", "/voila/tree",
             "/voila/render/%00", "/voila/render/notebooks/index.ipynb%00",
             "/voila/templates/../../voila_app.py", "/voila/static/..%2f..%2fvoila_app.py",
             "/logout", "/login", "/voila/render/tests/e2e/table-board.ipynb",
             "/voila/render/README.md", "/voila/files/voila.json", "/voila/files/notebooks/",
             "/api/contents", "/api/kernels", "/api/sessions", "/api/kernelspecs", "/api/terminals",
             "/api/config/notebook", "/api/status", "/voila/api/shutdown/x")
LEAKS = ("Traceback", "File \"/", "site-packages", ".py\", line", "cdn.", "\"writable\"")
WAIT_S = 3.0      # how long to listen for anything a bad message brings back
ANSWER_S = 60.0   # how long a busy kernel has to answer what was asked


def leaked(text: str, repo: str) -> bool:
    """Whether ``text`` shows a traceback, a server path or a CDN link."""
    return repo in text or any(mark in text for mark in LEAKS)


def _message(msg_type: str, content: dict, session: str) -> dict:
    """A shell message dict."""
    header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "probe",
              "session": session, "date": "2026-01-01T00:00:00Z", "version": "5.3"}
    return {"header": header, "parent_header": {}, "metadata": {}, "content": content}


def _comm(comm_id: str, data: dict, session: str) -> dict:
    """A comm_msg to ``comm_id`` carrying ``data``."""
    return _message("comm_msg", {"comm_id": comm_id, "data": data}, session)


async def open_page(client, base_url: str, notebook: str) -> tuple:
    """GET a page; (kernel id or None, status code)."""
    import voila_app

    reply = await client.get(voila_app.render_url(base_url, notebook))
    found = voila_app.KERNEL_ID.search(reply.text)
    return (found.group(1) if found else None), reply.status_code


def _ws_url(base_url: str, kernel_id: str, session: str) -> str:
    """The kernel websocket's URL."""
    return (base_url.replace("http://", "ws://", 1)
            + f"/api/kernels/{kernel_id}/channels?session_id={session}")


async def _drain(ws, seconds: float, counts: Counter, repo: str, done=lambda messages: False) -> list:
    """Read frames for ``seconds`` or until ``done(messages read)``; count errors and leaks;
    the messages read."""
    messages = []
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0 and not done(messages):
        try:
            frame = await asyncio.wait_for(ws.recv(), left)
        except asyncio.TimeoutError:
            break
        counts["frames received"] += 1
        text = frame if isinstance(frame, str) else frame.decode("utf-8", "replace")
        counts["leaks"] += leaked(text, repo)
        try:
            message = frames.unpack(frame)
        except frames.FrameError:
            continue
        counts["error messages"] += message["header"].get("msg_type") == "error"
        messages.append(message)
    return messages


def _updates(messages: list) -> dict:
    """comm id -> state of the widget ``update`` messages among ``messages``."""
    states = {}
    for message in messages:
        data = message["content"].get("data", {})
        if message["header"].get("msg_type") == "comm_msg" and data.get("method") == "update":
            states[message["content"]["comm_id"]] = data.get("state", {})
    return states


async def _comm_ids(ws, session: str, counts: Counter, repo: str) -> dict:
    """comm id -> model name of every widget, asked of the kernel (v1)."""
    await ws.send(frames.pack(_message("comm_info_request", {}, session), "shell"))
    replied = [m for m in await _drain(ws, ANSWER_S, counts, repo, done=lambda ms: any(
        m["header"].get("msg_type") == "comm_info_reply" for m in ms))
        if m["header"].get("msg_type") == "comm_info_reply"]
    return replied[0]["content"].get("comms", {}) if replied else {}


async def _states(ws, session: str, comms: dict, counts: Counter, repo: str) -> dict:
    """comm id -> widget state, by ``request_state`` to every comm (the freeze's input)."""
    for comm_id in comms:
        await ws.send(frames.pack(_comm(comm_id, {"method": "request_state"}, session), "shell"))
    messages = await _drain(ws, ANSWER_S, counts, repo,
                            done=lambda ms: len(_updates(ms)) >= len(comms))
    states = _updates(messages)
    counts["states answered"] += len(states)
    return states


async def legacy(base_url: str, repo: str, timeout_s: float = 120.0) -> Counter:
    """A legacy-protocol client on the simulation page: refused, or (unpatched) its requests sent."""
    import httpx
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidStatus

    counts = Counter()
    async with httpx.AsyncClient(timeout=timeout_s) as client:
        kernel_id, status = await open_page(client, base_url, SIMULATE)
        if kernel_id is None:
            return Counter({f"pages refused {status}": 1})
        session = uuid.uuid4().hex
        cookies = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
        try:
            async with connect(_ws_url(base_url, kernel_id, session), max_size=None,
                               additional_headers={"Cookie": cookies}) as ws:
                counts["legacy accepted"] += 1
                await ws.send(json.dumps({**_message("comm_info_request", {}, session),
                                          "channel": "shell"}))
                reply = json.loads(await asyncio.wait_for(ws.recv(), timeout_s))
                for comm_id in reply.get("content", {}).get("comms", {}):
                    await ws.send(json.dumps({**_comm(comm_id, {"method": "request_state"}, session),
                                              "channel": "shell"}))
                await asyncio.sleep(WAIT_S)
        except InvalidStatus as refused:
            counts["legacy refused"] += refused.response.status_code == 400
        await _shutdown(client, base_url, kernel_id)
    return counts


def bad_frames(session: str) -> list:
    """Frames that are not v1 messages, and one message holding a lone surrogate."""
    huge = (2**60).to_bytes(8, "little") + b"\x00" * 64
    message = frames.pack(_message("kernel_info_request", {}, session), "shell")
    surrogate = frames.join("shell", [json.dumps(part).encode() for part in (
        _message("comm_msg", {}, session)["header"], {}, {},
        {"comm_id": "x", "data": {"method": "update", "state": {"value": "\ud800"}}})])
    return [huge, "{\"channel\": \"shell\"}", b"\x07" * 40, message[:-3], surrogate]


def _board_and_layout(states: dict) -> tuple:
    """(a Board's comm id, a Layout's comm id) among the widget states, or None for either."""
    board = next((c for c, s in states.items() if "rt-table-board" in s.get("_dom_classes", ())), None)
    layout = next((c for c, s in states.items() if s.get("_model_name") == "LayoutModel"), None)
    return board, layout


def widget_messages(board: str | None, layout: str | None) -> list:
    """(comm id, data) of invalid widget messages for the widgets found."""
    sent = []
    if layout:
        sent.append((layout, {"method": "update", "state": {"grid_column": []}, "buffer_paths": []}))
    if board:
        sent.append((board, {"method": "custom", "content": {"type": "play", "move": ["m0"],
                                                              "revision": 0}}))
    return sent


async def socket(base_url: str, repo: str, timeout_s: float = 120.0) -> Counter:
    """On the tutorial's kernel websocket (v1): malformed frames, then every comm's state (the
    socket must stay open and answer), then invalid widget messages (nothing but state may come
    back: no ``error`` message, traceback or path)."""
    import httpx
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    counts = Counter()
    async with httpx.AsyncClient(timeout=timeout_s) as client:
        kernel_id, status = await open_page(client, base_url, TUTORIAL)
        if kernel_id is None:
            return Counter({f"pages refused {status}": 1})
        session = uuid.uuid4().hex
        cookies = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
        try:
            async with connect(_ws_url(base_url, kernel_id, session), max_size=None,
                               subprotocols=[frames.PROTOCOL],
                               additional_headers={"Cookie": cookies}) as ws:
                for frame in bad_frames(session):
                    await ws.send(frame)
                    counts["bad frames sent"] += 1
                comms = await _comm_ids(ws, session, counts, repo)
                states = await _states(ws, session, comms, counts, repo)
                for comm_id, data in widget_messages(*_board_and_layout(states)):
                    await ws.send(frames.pack(_comm(comm_id, data, session), "shell"))
                    counts["bad widget messages sent"] += 1
                await _drain(ws, WAIT_S, counts, repo)
        except ConnectionClosed:
            counts["sockets closed"] += 1
        await _shutdown(client, base_url, kernel_id)
    return counts


async def paths(base_url: str, repo: str, timeout_s: float = 30.0) -> Counter:
    """Every path of ``BAD_PATHS``: counts of 4xx, 5xx, 200 answers and of bodies that leak."""
    import httpx

    counts = Counter()
    async with httpx.AsyncClient(timeout=timeout_s) as client:
        for path in BAD_PATHS:
            reply = await client.get(base_url + path)
            counts[f"paths {reply.status_code // 100}xx"] += 1
            counts["leaks"] += leaked(reply.text, repo)
    return counts


async def crawler(base_url: str, gets: int, notebook: str = "notebooks/index.ipynb",
                  timeout_s: float = 120.0, forwarded_for: str = "") -> Counter:
    """``gets`` plain GETs of ``notebook`` at once (no websocket ever): their status codes.
    ``forwarded_for``: the address an ``X-Forwarded-For`` header gives (as a reverse proxy
    would; only a server with ``trust_xheaders`` reads it)."""
    import httpx

    headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
    async with httpx.AsyncClient(timeout=timeout_s, headers=headers) as client:
        replies = await asyncio.gather(*(open_page(client, base_url, notebook) for _ in range(gets)),
                                       return_exceptions=True)
    return Counter(f"GET {r[1]}" if isinstance(r, tuple) else "GET failed" for r in replies)


async def _shutdown(client, base_url: str, kernel_id: str | None) -> None:
    """The page's tab-close request, so a probe leaves no kernel behind."""
    if kernel_id:
        await client.post(f"{base_url}/voila/api/shutdown/{kernel_id}",
                          data={"_xsrf": client.cookies.get("_xsrf", "")})


async def visitor(base_url: str, repo: str) -> Counter:
    """One hostile visitor: every kind above but the crawler, one after another."""
    total = Counter()
    for probe in (legacy, socket, paths):
        try:
            total.update(await probe(base_url, repo))
        except Exception as error:  # noqa: BLE001 - a probe that fails is counted
            total[f"probe failed: {type(error).__name__}"] += 1
    return total
