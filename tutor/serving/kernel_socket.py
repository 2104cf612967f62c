"""The kernel's websocket as the tutor serves it: the v1 protocol only, bad frames dropped,
no traceback sent.

Voila's handler (0.5.8) reads every binary frame it sends as a v1 frame, also on a connection
that speaks the legacy protocol, whose frames then make it spin and fill memory: one client froze
the whole server. jupyter_server reads incoming v1 frames with the same unchecked count. So:

- a connection that does not offer the v1 subprotocol is refused (HTTP 400) before the upgrade;
- an incoming frame is checked (``frames.unpack``: offsets, UTF-8, JSON without lone surrogates,
  a header naming its message type) before jupyter_server sees it; a bad one is dropped and logged;
- an outgoing ``error`` message (a traceback with the server's paths, from an invalid widget
  update or a failing callback) is logged on the server and not sent; ``execute_input`` is not
  sent either (as Voila does).
"""

from __future__ import annotations

import json

from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from . import frames

HIDDEN = frozenset({"error", "execute_input"})
LOGGED_PER_SOCKET = 3  # refusals logged in full per connection; later ones are counted


def offered_protocols(header: str | None) -> list:
    """The subprotocols a client offers in its ``Sec-WebSocket-Protocol`` header."""
    return [name.strip() for name in (header or "").split(",") if name.strip()]


def outgoing_header(message) -> dict | None:
    """The header of a message about to be sent (v1 bytes, JSON text or a dict), or None."""
    if isinstance(message, (bytes, bytearray)):
        return frames.header(message)
    if isinstance(message, dict):
        return message.get("header")
    if isinstance(message, str):
        try:
            value = json.loads(message)
        except ValueError:
            return None
        return value.get("header") if isinstance(value, dict) else None
    return None


def outgoing_content(message) -> dict:
    """The content of a message about to be sent (as ``outgoing_header`` reads it), or {}."""
    if isinstance(message, (bytes, bytearray)):
        try:
            content = frames.unpack(message)["content"]
        except frames.FrameError:
            return {}
    elif isinstance(message, str):
        try:
            content = json.loads(message).get("content", {})
        except (ValueError, AttributeError):
            return {}
    else:
        content = message.get("content", {}) if isinstance(message, dict) else {}
    return content if isinstance(content, dict) else {}


def check_incoming(frame) -> dict:
    """The message of an incoming frame; FrameError unless it is a well-formed v1 message."""
    message = frames.unpack(frame)
    header = message["header"]
    if not isinstance(header, dict) or not isinstance(header.get("msg_type"), str):
        raise frames.FrameError("the header names no message type")
    if not isinstance(message["content"], dict):
        raise frames.FrameError("the content is not an object")
    return message


class TutorKernelWebsocketHandler(VoilaKernelWebsocketHandler):
    """Voila's kernel websocket, v1 only, with incoming frames checked and tracebacks withheld."""

    refused = 0

    async def get(self, kernel_id):
        """Refuse a client that does not offer the v1 subprotocol; else upgrade as usual."""
        if frames.PROTOCOL not in offered_protocols(self.request.headers.get("Sec-WebSocket-Protocol")):
            self.log.warning("kernel websocket refused: no %s subprotocol (from %s)",
                             frames.PROTOCOL, self.request.remote_ip)
            self.set_status(400)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            return self.finish("This websocket speaks the v1 kernel protocol only.\n")
        return await super().get(kernel_id)

    async def open(self, kernel_id):
        """Tell the admission gate that the kernel's page is here, then connect."""
        gate = self.settings.get("tutor_gate")
        if gate is not None:
            gate.connected(kernel_id)
        await super().open(kernel_id)

    def on_message(self, ws_message):
        """Pass a well-formed v1 message on to the kernel; drop and log anything else."""
        try:
            check_incoming(ws_message)
        except frames.FrameError as error:
            self._refuse(f"malformed frame ({error})")
            return None
        return super().on_message(ws_message)

    def write_message(self, message, binary: bool = False):
        """Send ``message`` unless it is an error (logged here instead) or an execute_input."""
        header = outgoing_header(message)
        kind = header.get("msg_type") if isinstance(header, dict) else None
        if kind in HIDDEN:
            if kind == "error":
                self._log_error(message)
            return None
        return super(VoilaKernelWebsocketHandler, self).write_message(message, binary)

    def _refuse(self, what: str) -> None:
        """Log a refused frame (in full for the first few on this connection)."""
        self.refused += 1
        if self.refused <= LOGGED_PER_SOCKET or self.refused % 1000 == 0:
            self.log.warning("kernel %s: %s dropped (%d on this connection)",
                             getattr(self, "kernel_id", "?"), what, self.refused)

    def _log_error(self, message) -> None:
        """Log a kernel error that the client is not sent: its name and first line."""
        content = outgoing_content(message)
        evalue = str(content.get("evalue", "")).splitlines()[:1]
        self.log.warning("kernel %s: error not sent to the page: %s: %s",
                         getattr(self, "kernel_id", "?"), content.get("ename", "?"),
                         (evalue or [""])[0][:200])
