"""The kernel websocket's ``v1.kernel.websocket.jupyter.org`` frames, read with every bound checked.

A frame is: the count of offsets (8 bytes, little-endian), the offsets (8 bytes each), then the
channel name and the message's parts (header, parent header, metadata, content, buffers), each
part running from its offset to the next. jupyter_server and Voila 0.5.8 read the count without
checking it, so a frame whose first bytes say "2**60 offsets" (or a legacy frame read as v1) makes
them build a list until memory runs out. ``split`` refuses such frames in time proportional to
their length.
"""

from __future__ import annotations

import json

PROTOCOL = "v1.kernel.websocket.jupyter.org"
WORD = 8
PARTS = ("header", "parent_header", "metadata", "content")


class FrameError(ValueError):
    """A frame that is not a well-formed v1 kernel message."""


def split(frame: bytes) -> tuple:
    """``(channel, parts)`` of a v1 frame; FrameError when its offsets do not fit the frame."""
    if not isinstance(frame, (bytes, bytearray, memoryview)):
        raise FrameError("a v1 frame is binary")
    frame = bytes(frame)
    count = int.from_bytes(frame[:WORD], "little")
    if len(frame) < WORD or count < 2 + len(PARTS) or WORD * (1 + count) > len(frame):
        raise FrameError("the offsets do not fit the frame")
    offsets = [int.from_bytes(frame[WORD * i:WORD * (i + 1)], "little") for i in range(1, count + 1)]
    if offsets[0] != WORD * (1 + count) or offsets[-1] != len(frame) or any(
            a > b for a, b in zip(offsets, offsets[1:])):
        raise FrameError("the offsets do not fit the frame")
    channel = frame[offsets[0]:offsets[1]]
    parts = [frame[a:b] for a, b in zip(offsets[1:], offsets[2:])]
    try:
        return channel.decode("ascii"), parts
    except UnicodeDecodeError as error:
        raise FrameError("the channel is not a name") from error


def join(channel: str, parts: list) -> bytes:
    """The v1 frame of ``parts`` (packed header, parent header, metadata, content, buffers...)."""
    name = channel.encode("ascii")
    offsets = [WORD * (2 + len(parts) + 1)]
    for piece in [name, *parts]:
        offsets.append(offsets[-1] + len(piece))
    head = len(offsets).to_bytes(WORD, "little")
    return b"".join([head, *(o.to_bytes(WORD, "little") for o in offsets), name, *parts])


def pack(message: dict, channel: str) -> bytes:
    """A message dict (header, parent_header, metadata, content, buffers) as a v1 frame."""
    parts = [json.dumps(message.get(key, {})).encode("utf-8") for key in PARTS]
    return join(channel, parts + list(message.get("buffers", [])))


def unpack(frame: bytes) -> dict:
    """A v1 frame as a message dict with ``channel`` and ``buffers``; FrameError if malformed."""
    channel, parts = split(frame)
    message = {key: strict_json(part) for key, part in zip(PARTS, parts)}
    message.update(channel=channel, buffers=parts[len(PARTS):])
    return message


def strict_json(data: bytes):
    """JSON that round-trips as UTF-8: FrameError for bad UTF-8, bad JSON or a lone surrogate
    (``"\\ud800"`` parses, but the kernel's session cannot encode it again)."""
    try:
        value = json.loads(data)
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except (ValueError, RecursionError) as error:   # UnicodeError is a ValueError
        raise FrameError("a part is not JSON in UTF-8") from error
    return value


def header(frame: bytes) -> dict | None:
    """The header of an outgoing frame, or None when it cannot be read (never raises)."""
    try:
        _, parts = split(frame)
        value = json.loads(parts[0])
    except (FrameError, ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None
