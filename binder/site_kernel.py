"""The static site's fix for its kernel (pyodide-kernel 0.6 in the learner's browser), imported
first by every notebook on the site (``binder/site.py`` ships this module in its own wheel and
puts the import at the top of each notebook it stages).

The kernel hands every comm message to the page through Pyodide's ``toJs()``, which makes
Python ``None`` JavaScript ``undefined``; the page then passes the message on as JSON, which
leaves out every key whose value is ``undefined``. Widget state ``{"target": None}`` thus
arrived as ``{}``: on the table every play looked as if it needed a target, so a click on a
play that has none never reached Python. Here each message's content and metadata reach the
page as JSON parsed by the page's ``JSON.parse``, ``None`` as ``null``, as from a kernel on a
server. Content that is not plain JSON is passed on as before.
"""

from __future__ import annotations

import json
import sys


def as_page_json(value, parse):
    """``value`` as the page's own object, parsed by ``parse`` (JavaScript's ``JSON.parse``)
    from its JSON text; ``value`` itself when it is not plain JSON."""
    try:
        text = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        return value
    return parse(text)


def wrap_send_comm(shell, parse) -> bool:
    """Make ``shell.send_comm`` (set by the kernel's worker) send content and metadata as the
    page's JSON objects. False when it already does."""
    send = shell.send_comm
    if getattr(send, "sends_page_json", False):
        return False

    def send_comm(msg_type, content, metadata, ident, buffers):
        return send(msg_type, as_page_json(content, parse), as_page_json(metadata, parse),
                    ident, buffers)

    send_comm.sends_page_json = True
    shell.send_comm = send_comm
    return True


def install() -> bool:
    """Apply the fix in a running pyodide-kernel; False anywhere else."""
    if sys.platform != "emscripten" or "pyodide_kernel" not in sys.modules:
        return False
    import js
    from IPython import get_ipython

    shell = get_ipython()
    return shell is not None and hasattr(shell, "send_comm") and wrap_send_comm(shell,
                                                                                 js.JSON.parse)


install()
