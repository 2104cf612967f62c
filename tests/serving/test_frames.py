"""The kernel websocket's v1 frames: well-formed ones round-trip, any other is refused at once."""

import json

import pytest

from tutor.serving import frames
from tutor.serving.kernel_socket import (check_incoming, offered_protocols, outgoing_content,
                                    outgoing_header)

MESSAGE = {"header": {"msg_type": "comm_msg", "msg_id": "1"}, "parent_header": {},
           "metadata": {}, "content": {"comm_id": "c", "data": {"method": "request_state"}}}


def test_a_message_round_trips_with_its_channel_and_buffers():
    frame = frames.pack({**MESSAGE, "buffers": [b"\x00\x01", b"png"]}, "shell")
    message = frames.unpack(frame)
    assert message["channel"] == "shell" and message["buffers"] == [b"\x00\x01", b"png"]
    assert {k: message[k] for k in frames.PARTS} == {k: MESSAGE[k] for k in frames.PARTS}
    assert frames.header(frame) == MESSAGE["header"]


@pytest.mark.timeout(60)
def test_the_unchecked_count_that_froze_the_server_is_refused_at_once():
    """2**60 offsets: refused before any list is built (Voila 0.5.8 built it, never finishing)."""
    huge = (2**60).to_bytes(8, "little") + b"\x00" * 64
    with pytest.raises(frames.FrameError):
        frames.split(huge)
    assert frames.header(huge) is None


@pytest.mark.parametrize("frame", [
    b"", b"\x06", b"\x07" * 40, "text is the legacy protocol",
    frames.pack(MESSAGE, "shell")[:-3],                       # truncated
    frames.pack(MESSAGE, "shell") + b"tail",                  # offsets do not reach the end
    (6).to_bytes(8, "little") + (100).to_bytes(8, "little") * 6 + b"x" * 60,   # offsets backwards
])
def test_frames_whose_offsets_do_not_fit_are_refused(frame):
    with pytest.raises(frames.FrameError):
        frames.split(frame)


def test_incoming_parts_must_be_json_in_utf8_without_lone_surrogates():
    parts = [json.dumps(p).encode() for p in (MESSAGE["header"], {}, {})]
    surrogate = frames.join("shell", parts + [b'{"data": {"value": "\\ud800"}}'])
    bad_utf8 = frames.join("shell", parts + [b'{"data": "\xff"}'])
    no_type = frames.pack({**MESSAGE, "header": {"msg_id": "1"}}, "shell")
    for frame in (surrogate, bad_utf8, no_type, frames.join("shell", parts + [b"[]"])):
        with pytest.raises(frames.FrameError):
            check_incoming(frame)
    assert check_incoming(frames.pack(MESSAGE, "shell"))["content"] == MESSAGE["content"]


def test_only_the_offered_protocols_are_read_and_any_outgoing_form_gives_its_header():
    assert offered_protocols("v1.kernel.websocket.jupyter.org, other") == [frames.PROTOCOL, "other"]
    assert offered_protocols(None) == []
    error = {**MESSAGE, "header": {"msg_type": "error"}}
    assert outgoing_header(frames.pack(error, "iopub"))["msg_type"] == "error"
    assert outgoing_header(json.dumps(error))["msg_type"] == "error"
    assert outgoing_header(error)["msg_type"] == "error"
    assert outgoing_header(b"\xff" * 8) is None and outgoing_header("not json") is None
    error["content"] = {"ename": "TypeError", "traceback": ["..."]}
    assert outgoing_content(frames.pack(error, "iopub"))["ename"] == "TypeError"
    assert outgoing_content(json.dumps(error))["ename"] == "TypeError"
    assert outgoing_content(b"\xff" * 8) == outgoing_content("[1]") == outgoing_content(None) == {}
