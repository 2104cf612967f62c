"""Resume after a reload on the static site: the resume folder kept in the browser's IndexedDB.

On the static site (Voici) the kernel is Pyodide in the learner's browser, and its files live in
memory: a reload would lose them. ``KeptStore`` is the ``ResumeStore`` of ``resume.py`` whose
folder is an IndexedDB file system (Emscripten's IDBFS, part of Pyodide): read back from the
browser's storage before the first read, and written back after every change. The game on
screen is already in this browser (the kernel runs there); what is stored is the same record
the server keeps under the same random browser key, written by the kernel's worker into this
site's IndexedDB, never into widget state or the page. Browser storage refused (private mode):
the tutor plays on without resume, as on a server whose disk is full.
"""

from __future__ import annotations

import logging
from typing import Callable

from . import in_browser
from .resume import ResumeStore

log = logging.getLogger("widgets")


class PyodideFolders:
    """Folders of Pyodide's file system mounted on IndexedDB (one database per folder)."""

    def __init__(self):
        import pyodide_js                   # Pyodide's JavaScript API, in its kernel only
        from pyodide.ffi import create_once_callable

        self.fs, self.once = pyodide_js.FS, create_once_callable

    def mount(self, folder: str) -> None:
        """Make ``folder`` an IndexedDB folder (empty until loaded)."""
        import js

        self.fs.mkdirTree(folder)
        self.fs.mount(self.fs.filesystems.IDBFS, js.Object.new(), folder)

    def sync(self, folder: str, load: bool, done: Callable[[object], None]) -> None:
        """Copy ``folder`` from the browser's storage (``load``) or to it; ``done(error)`` after
        (``error`` None when it worked). Only this folder's mount is synced."""
        mount = self.fs.lookupPath(folder).node.mount
        self.fs.filesystems.IDBFS.syncfs(mount, load, self.once(lambda err=None: done(err)))


MOUNTED: dict[str, "KeptStore"] = {}        # one mount per folder in a kernel


def resume_store() -> ResumeStore:
    """Where an explorer keeps its game for a reload: the server's folder, or on the static
    site (Pyodide) the browser's storage."""
    return kept_store() if in_browser.ON_PYODIDE else ResumeStore()


def kept_store(folder=None, folders=None) -> "KeptStore":
    """The store of ``folder`` (default: the resume folder) kept in browser storage, mounted
    and loading on first use in this kernel."""
    folder = str(ResumeStore(folder).folder)
    if folder not in MOUNTED:
        MOUNTED[folder] = KeptStore(folder, folders=folders or PyodideFolders())
    return MOUNTED[folder].start()


class KeptStore(ResumeStore):
    """A ``ResumeStore`` kept in browser storage: ``when_ready`` waits for the folder to be
    read back; each write, forget and prune is written back (one sync at a time)."""

    def __init__(self, folder=None, *, folders):
        super().__init__(folder)
        self.folders = folders
        self.ready = False
        self.failed = False
        self._waiting: list[Callable[[], None]] = []
        self._syncing = self._again = self._started = False

    def start(self) -> "KeptStore":
        """Mount the folder and read it back from the browser (once)."""
        if not self._started:
            self._started = True
            try:
                self.folders.mount(str(self.folder))
                self.folders.sync(str(self.folder), True, self._loaded)
            except Exception:                 # noqa: BLE001 - no storage: no resume
                log.warning("no browser storage for resuming games", exc_info=True)
                self._loaded("no storage")
        return self

    def when_ready(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` once the kept games are read back (at once if they are); never
        when the browser refused its storage."""
        if self.ready:
            callback()
        elif not self.failed:
            self._waiting.append(callback)

    def _loaded(self, error) -> None:
        if error is not None:
            log.warning("cannot read the kept games back: %s", error)
            self.failed = True
            self._waiting.clear()
            return
        self.ready = True
        waiting, self._waiting = self._waiting, []
        for callback in waiting:
            callback()

    def write(self, key: str, game: str, record: dict) -> None:
        if self.failed:
            raise OSError("the browser refused its storage")
        super().write(key, game, record)
        self.persist()

    def forget(self, key: str, game: str) -> None:
        super().forget(key, game)
        self.persist()

    def prune(self, *args, **kwargs) -> int:
        removed = super().prune(*args, **kwargs)
        if removed:
            self.persist()
        return removed

    def persist(self) -> None:
        """Write the folder back to the browser's storage (again after the sync under way)."""
        if not self.ready:
            return
        if self._syncing:
            self._again = True
            return
        self._syncing = True
        self.folders.sync(str(self.folder), False, self._persisted)

    def _persisted(self, error) -> None:
        self._syncing = False
        if error is not None:
            log.warning("cannot keep the game in browser storage: %s", error)
        if self._again:
            self._again = False
            self.persist()
