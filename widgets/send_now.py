"""Send the widget messages made so far before doing more work.

In a Jupyter kernel a widget update is queued for the kernel's IOPub thread, which needs the GIL
to send it. While the main thread keeps computing (the rest of a screen's redraw), that thread
waits for Python's switch interval (5 ms) or longer, so what a learner should see first arrives
late. ``send_now()`` waits until the IOPub thread has sent everything queued so far (ipykernel's
stream flush does exactly this: it queues a marker behind the messages and waits for it).
Outside a kernel it does nothing.
"""

from __future__ import annotations

import sys


def send_now() -> None:
    """Let the kernel send the queued widget messages now (no-op outside a Jupyter kernel)."""
    stream = sys.stdout
    if getattr(stream, "pub_thread", None) is None or type(stream).__module__ != "ipykernel.iostream":
        return
    stream.flush()
