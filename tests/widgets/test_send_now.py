"""send_now: widget messages queued in a Jupyter kernel leave before the next part is drawn."""

import os
from pathlib import Path

from widgets.send_now import send_now

REPO = Path(__file__).resolve().parents[2]

IN_KERNEL = """
import sys, time, ipywidgets as w
from widgets.send_now import send_now
thread = sys.stdout.pub_thread
html = w.HTML()
thread.schedule(lambda: time.sleep(0.3))    # the IOPub thread is busy for a while
html.value = "step 2"                       # so this update waits in its queue
before = len(thread._events)
send_now()
print("queued", before, "then", len(thread._events))
"""


def run_in_kernel(code: str) -> str:
    """The text ``code`` prints in a fresh Python kernel started on the repository."""
    from jupyter_client.manager import start_new_kernel

    env = {**os.environ, "PYTHONPATH": str(REPO)}
    manager, client = start_new_kernel(kernel_name="python3", env=env, cwd=str(REPO))
    out: list[str] = []
    try:
        client.execute_interactive(code, timeout=60, output_hook=lambda m: out.append(
            m["content"].get("text", "")) if m["msg_type"] == "stream" else None)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return "".join(out)


def test_in_a_kernel_nothing_is_left_queued_after_send_now():
    queued, left = run_in_kernel(IN_KERNEL).split()[1::2]
    assert int(queued) >= 1 and int(left) == 0


def test_outside_a_kernel_it_does_nothing(capsys):
    print("kept", end="")
    send_now()                                  # pytest's capture is no kernel stream: untouched
    assert capsys.readouterr().out == "kept"
