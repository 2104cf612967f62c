"""Whether the tutor runs on Pyodide in the learner's browser (the static Voici site).

One place for the check: the paced bots (no threads there), the home page's links (Voici's
``.html`` pages) and the resume store (the browser's IndexedDB) all read ``ON_PYODIDE`` from
here at call time, so a test can switch it for all of them.
"""

from __future__ import annotations

import sys

ON_PYODIDE = sys.platform == "emscripten"
