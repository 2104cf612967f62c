"""Save (download), load (upload) and the ruling on when a save file may reach the browser.

A save file is the engine's saved-game text: the seed and every action, which together
determine every hidden card. So it goes to the browser only when that reveals nothing a player
at this screen may not see (``save_ruling``):

- ``"over"``: the game has ended; the record may be shown, as players show their hands after a
  game. Offered.
- ``"hotseat"``: only humans share this screen; offered, with a note in the UI that the file
  holds every player's hidden cards.
- ``"bots"``: a bot is playing and the game goes on; not offered (the file would show the bot's
  hand and the deck), and the UI says so. Resume after a reload still works (``resume.py``).

ipywidgets has no download widget: the file is an HTML link with a ``data:`` URI, made only when
the learner presses Save, and dropped as soon as the game changes.
"""

from __future__ import annotations

import base64
from html import escape
from typing import TYPE_CHECKING, Mapping

import ipywidgets as w

from .i18n import t

if TYPE_CHECKING:
    from tutor.engine import State

LINK_STYLE = ("display:inline-block;padding:2px 10px;border-radius:4px;font-weight:bold;"
              "text-decoration:none;background:var(--jp-brand-color1,#1565c0);"
              "color:var(--jp-ui-inverse-font-color1,#ffffff)")
SPACE = {"en": " ", "ja": ""}          # between two sentences
NOTES = {"over": "save_over", "hotseat": "save_hotseat", "bots": "save_bots"}


def save_ruling(state: "State", bots: Mapping[int, object]) -> str:
    """``"over"``, ``"hotseat"`` or ``"bots"``: whether a save file may be downloaded now."""
    if state.is_over:
        return "over"
    return "bots" if bots else "hotseat"


def data_link(text: str, filename: str, label: str) -> str:
    """An HTML link that downloads ``text`` as the file ``filename`` (a ``data:`` URI)."""
    payload = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (f'<a class="rt-save-file" download="{escape(filename, quote=True)}" '
            f'href="data:application/json;charset=utf-8;base64,{payload}" style="{LINK_STYLE}">'
            f'⬇ {escape(label)}</a>')


def save_filename(state: "State") -> str:
    """The download's file name: the game and how many decisions it holds."""
    return f"{state.game.name}-game-{len(state.history)}-moves.json"


class SavePanel:
    """Save and Load buttons (for the controls row) and a few lines of text below them.

    ``render(lang, ruling, ...)`` redraws; ``offer(state)`` makes the download link; ``say(key,
    kind, **values)`` shows a message (``kind`` "ok" or "error") until the game next changes.
    """

    def __init__(self):
        self.save_button = w.Button(icon="download")
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False,
                                   icon="upload")
        self.link = w.HTML()
        self.note = w.HTML()
        self.message = w.HTML()
        self.widget = w.VBox([self.link, self.note, self.message])
        for widget, css in ((self.save_button, "rt-save"), (self.upload, "rt-load"),
                            (self.link, "rt-save-link"), (self.note, "rt-save-note"),
                            (self.message, "rt-save-message"), (self.widget, "rt-saves")):
            widget.add_class(css)
        self._offer: tuple[str, str] | None = None     # (save text, file name)
        self._said: tuple[str, str, dict] | None = None
        self._fresh = False
        self._moment: object = None

    def offer(self, state: "State") -> None:
        """Make the download link for ``state`` (the caller has checked the ruling)."""
        self._offer = (state.to_json(), save_filename(state))

    def say(self, key: str, kind: str = "ok", **values: object) -> None:
        """Show the message ``key`` until the game next changes."""
        self._said, self._fresh = (key, kind, values), True

    def render(self, lang: str, ruling: str, covered: bool, resume: bool, moment: object) -> None:
        """Redraw; ``moment`` identifies the game position (a change drops the link)."""
        if moment != self._moment or covered:
            self._offer = None
            if not self._fresh:
                self._said = None
        self._moment, self._fresh = moment, False
        self.save_button.description = t("save", lang)
        self.save_button.tooltip = t("save_tip", lang)
        self.save_button.disabled = covered or ruling == "bots"
        self.upload.description = t("load", lang)
        self.upload.tooltip = t("load_tip", lang)
        self.upload.disabled = covered
        self.link.value = "" if self._offer is None else \
            data_link(self._offer[0], self._offer[1], t("save_link", lang, file=self._offer[1]))
        notes = [] if covered else [t(NOTES[ruling], lang)] + ([t("resume_kept", lang)]
                                                                if resume else [])
        self.note.value = "" if not notes else \
            f"<span style='opacity:0.75;font-size:90%'>{escape(SPACE[lang].join(notes))}</span>"
        self.message.value = "" if self._said is None else self._message_html(lang)

    def _message_html(self, lang: str) -> str:
        key, kind, values = self._said
        return (f"<div class='rt-feedback rt-{'illegal' if kind == 'error' else 'correct'}'>"
                f"{escape(t(key, lang, **values))}</div>")
