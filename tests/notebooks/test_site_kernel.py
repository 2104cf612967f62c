"""binder/site_kernel.py, the static site's kernel fix: comm messages reach the page as JSON
parsed there (None as null), with a stand-in for the kernel's shell and the page's JSON.parse."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("site_kernel", REPO / "binder" / "site_kernel.py")
site_kernel = importlib.util.module_from_spec(spec)
spec.loader.exec_module(site_kernel)


class PageObject(dict):
    """What the page's JSON.parse returns (marked, so the test sees it was parsed)."""


class Shell:
    def __init__(self):
        self.sent = []
        self.send_comm = lambda *args: self.sent.append(args)


def parse(text: str) -> PageObject:
    return PageObject(json.loads(text))


def test_outside_pyodide_nothing_is_installed():
    assert site_kernel.install() is False


def test_content_and_metadata_go_to_the_page_as_parsed_json_with_none_kept():
    shell = Shell()
    assert site_kernel.wrap_send_comm(shell, parse)
    content = {"data": {"state": {"moves": [{"id": "m1", "target": None}]}}, "comm_id": "c"}
    shell.send_comm("comm_msg", content, {"version": "2.1.0"}, b"topic", [b"\0"])
    (msg_type, sent, metadata, ident, buffers), = shell.sent
    assert isinstance(sent, PageObject) and sent == content
    assert sent["data"]["state"]["moves"][0] == {"id": "m1", "target": None}
    assert isinstance(metadata, PageObject) and (msg_type, ident, buffers) == (
        "comm_msg", b"topic", [b"\0"])


def test_content_that_is_not_plain_json_is_passed_on_unchanged():
    shell = Shell()
    site_kernel.wrap_send_comm(shell, parse)
    odd = {"data": {"value": float("nan")}}
    shell.send_comm("comm_msg", odd, {}, None, None)
    assert shell.sent[0][1] is odd


def test_wrapping_twice_wraps_once():
    shell = Shell()
    assert site_kernel.wrap_send_comm(shell, parse)
    assert not site_kernel.wrap_send_comm(shell, parse)
    shell.send_comm("comm_open", {}, {}, None, None)
    assert len(shell.sent) == 1
