"""Resume after a page reload: the browser keeps only a random key, the server keeps the game.

Voila starts a new kernel for every page view, so a game kept in the kernel is gone after a
reload. The browser cannot keep the game itself: a saved game is the seed and every action,
which determine every hidden card (the bot's hand, the other player's Suitcase, the deck), and
nothing hidden may reach the browser. So ``BrowserKey`` keeps a random 128-bit key in the
browser's localStorage and sends it to the kernel, and ``ResumeStore`` keeps the learner's last
game in a server folder under that key. Many learners on one server each have their own key;
a key cannot be guessed, so nobody resumes someone else's game. Old files are pruned.

The folder is ``$RULES_TUTOR_SAVES`` when set, else ``rules-tutor/saves`` in the user's cache
folder (``$XDG_CACHE_HOME`` or ``~/.cache``). On the static site the kernel itself runs in the
browser, and the same folder is kept in the browser's storage (``site_resume.py``).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path

import anywidget
import traitlets

KEY = re.compile(r"[0-9a-f]{32}")
NAME = re.compile(r"[a-z0-9_-]{1,40}")
MAX_AGE_DAYS = 30
MAX_FILES = 10_000
MAX_RECORD_BYTES = 2_000_000

BROWSER_JS = """
function newKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
function render({ model, el }) {
  el.style.display = "none";
  let key = "";
  try {
    const name = model.get("storage_name");
    key = localStorage.getItem(name) || "";
    if (!/^[0-9a-f]{32}$/.test(key)) {
      key = newKey();
      localStorage.setItem(name, key);
    }
  } catch (err) {
    key = "";                       // storage refused (private mode): no resume, nothing breaks
  }
  if (key && model.get("key") !== key) {
    model.set("key", key);
    model.save_changes();
  }
}
export default { render };
"""


class BrowserKey(anywidget.AnyWidget):
    """An invisible widget: ``key`` becomes this browser's resume key once it is displayed."""

    _esm = BROWSER_JS
    storage_name = traitlets.Unicode("rules-tutor-resume-key").tag(sync=True)
    key = traitlets.Unicode("").tag(sync=True)

    def on_key(self, callback) -> None:
        """Call ``callback(key)`` whenever the browser sends a well-formed key."""
        def changed(change) -> None:
            if valid_key(change["new"]):
                callback(change["new"])
        self.observe(changed, "key")


def valid_key(key: object) -> bool:
    """Whether ``key`` looks like a key the browser made (32 lowercase hex digits)."""
    return isinstance(key, str) and KEY.fullmatch(key) is not None


def default_folder() -> Path:
    """Where resume files live unless ``$RULES_TUTOR_SAVES`` says otherwise."""
    if os.environ.get("RULES_TUTOR_SAVES"):
        return Path(os.environ["RULES_TUTOR_SAVES"])
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "rules-tutor" / "saves"


class ResumeStore:
    """One small JSON record per browser key and game, in a server folder."""

    def __init__(self, folder: Path | str | None = None):
        self.folder = Path(folder) if folder is not None else default_folder()

    def path(self, key: str, game: str) -> Path:
        """The file of ``key``'s ``game``; refuses anything but a browser key and a game name."""
        if not valid_key(key) or not NAME.fullmatch(game or ""):
            raise ValueError("a resume file needs a browser key and a game name")
        return self.folder / f"{key}-{game}.json"

    def when_ready(self, callback) -> None:
        """Call ``callback()`` once the store can be read: at once for a server folder (a
        store kept in browser storage reads its folder back first, ``site_resume.py``)."""
        callback()

    def read(self, key: str, game: str) -> dict | None:
        """The record kept for ``key`` and ``game``, or None (none kept, or unreadable)."""
        path = self.path(key, game)
        try:
            if path.stat().st_size > MAX_RECORD_BYTES:
                return None
            record = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            return None
        return record if isinstance(record, dict) else None

    def write(self, key: str, game: str, record: dict) -> None:
        """Keep ``record`` for ``key`` and ``game`` (written whole, never half a file)."""
        path = self.path(key, game)
        self.folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(record, out, ensure_ascii=False)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def forget(self, key: str, game: str) -> None:
        """Remove the record of ``key`` and ``game`` if there is one."""
        self.path(key, game).unlink(missing_ok=True)

    def prune(self, max_age_days: float = MAX_AGE_DAYS, max_files: int = MAX_FILES) -> int:
        """Remove records older than ``max_age_days`` and the oldest beyond ``max_files``;
        returns how many were removed."""
        try:
            found = list(self.folder.glob("*.json"))
        except OSError:
            return 0
        ages = sorted(((_mtime(p), p) for p in found), reverse=True)   # newest first
        cutoff = time.time() - max_age_days * 86400
        doomed = [p for i, (mtime, p) in enumerate(ages) if i >= max_files or mtime < cutoff]
        for path in doomed:
            path.unlink(missing_ok=True)
        return len(doomed)


def _mtime(path: Path) -> float:
    """When ``path`` was last written (0 when another kernel removed it meanwhile)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
