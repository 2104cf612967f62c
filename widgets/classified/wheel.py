"""The deduction wheel: the numbers 1-9 on a ring, each unknown, possible or ruled out.

Like the physical Cypher Wheel, it holds the viewer's own notes about the opponent's Suitcase
number; it never reads the game. One SVG in one ``ipywidgets.HTML`` plus nine small buttons (that
share one layout and one style) and a Clear button; notes are kept per viewer. The ring scales
down to the width it gets (a phone), the buttons wrap, and the panel takes the theme's colours.
"""

from __future__ import annotations

import math
from html import escape

import ipywidgets as w

from tutor.games.classified.cards import code
from tutor.games.classified.faces import HIGHLIGHT

from ..outline import outline
from ..theme import LINE, MUTED
from .ui_text import tr

UNKNOWN, POSSIBLE, RULED_OUT = 0, 1, 2
STATES = (UNKNOWN, POSSIBLE, RULED_OUT)
STATE_NAMES = {UNKNOWN: "wheel.states.unknown", POSSIBLE: "wheel.states.possible",
               RULED_OUT: "wheel.states.ruled_out"}
FILL = {UNKNOWN: "#ffffff", POSSIBLE: "#d5f5e3", RULED_OUT: "#f5b7b1"}
STROKE = {UNKNOWN: "#888888", POSSIBLE: "#1e8449", RULED_OUT: "#b03a2e"}
BUTTON_STYLE = {UNKNOWN: "", POSSIBLE: "success", RULED_OUT: "danger"}
TEXT = {key: f"wheel.{key}" for key in ("title", "help", "center", "clear")}
SIZE, RADIUS, DOT = 230, 86, 19


class DeductionWheel:
    """The viewer's notes on the opponent's Suitcase number, drawn as a ring of 1-9."""

    def __init__(self, lang: str = "en"):
        self.lang = lang
        self.viewer: int | None = 0
        self.highlight = False
        self._notes: dict[int | None, list[int]] = {}
        self._listeners: list = []
        self.svg = w.HTML()
        self.svg.add_class("rt-wheel")
        layout = w.Layout(width="32px", padding="0px", margin="1px")
        style = w.ButtonStyle()
        self.buttons = [w.Button(description=str(n), layout=layout, style=style)
                        for n in range(1, 10)]
        for n, button in enumerate(self.buttons, start=1):
            button.add_class(f"rt-wheel-{n}")
            button.on_click(lambda _b, n=n: self.cycle(n))
        self.clear_button = w.Button(layout=w.Layout(width="auto"), icon="eraser")
        self.clear_button.on_click(lambda _b: self.clear())
        controls = w.HBox(self.buttons + [self.clear_button],
                          layout=w.Layout(flex_flow="row wrap", max_width="100%"))
        self.widget = w.VBox([self.svg, controls],
                             layout=w.Layout(flex="0 1 250px", min_width="0", max_width="100%"))
        self.widget.add_class("rt-wheel-box")
        self.render()

    # ---- notes -------------------------------------------------------------------------------
    @property
    def notes(self) -> list[int]:
        """The current viewer's nine states (index 0 is the number 1)."""
        return self._notes.setdefault(self.viewer, [UNKNOWN] * 9)

    def state(self, n: int) -> int:
        return self.notes[n - 1]

    def cycle(self, n: int) -> None:
        """unknown -> possible -> ruled out -> unknown, for the number ``n``."""
        notes = self.notes
        notes[n - 1] = (notes[n - 1] + 1) % len(STATES)
        self.render()
        self._changed()

    def clear(self) -> None:
        self._notes[self.viewer] = [UNKNOWN] * 9
        self.render()
        self._changed()

    def ruled_out(self) -> tuple[int, ...]:
        """The numbers the viewer has ruled out, in order."""
        return tuple(n for n in range(1, 10) if self.state(n) == RULED_OUT)

    def on_change(self, callback) -> None:
        """Call ``callback()`` after the learner changes a note (cycle or Clear)."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback()

    def set_viewer(self, viewer: int | None) -> None:
        """Show ``viewer``'s notes (each hot-seat player keeps their own)."""
        self.viewer = viewer
        self.render()

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.render()

    def reset(self) -> None:
        """Forget everybody's notes (a new game)."""
        self._notes = {}
        self.render()

    def show(self, visible: bool) -> None:
        self.widget.layout.display = None if visible else "none"

    # ---- drawing -----------------------------------------------------------------------------
    def render(self) -> None:
        lang, notes = self.lang, self.notes
        self.svg.value = wheel_svg(notes, lang, self.highlight)
        for n, button in enumerate(self.buttons, start=1):
            state = notes[n - 1]
            button.button_style = BUTTON_STYLE[state]
            button.tooltip = f"{n}: {tr(STATE_NAMES[state], lang)}"
        self.clear_button.description = self.clear_button.tooltip = tr(TEXT["clear"], lang)
        outline(self.widget, self.highlight)


def wheel_svg(notes: list[int], lang: str, highlight: bool = False) -> str:
    """The ring of numbers 1-9 (9 next to 1), each with its Code and its note."""
    c = SIZE / 2
    dots = []
    for n in range(1, 10):
        state = notes[n - 1]
        angle = -math.pi / 2 + (n - 1) * 2 * math.pi / 9
        x, y = c + RADIUS * math.cos(angle), c + RADIUS * math.sin(angle)
        low, _, high = code(n)
        name = escape(f"{n}: {tr(STATE_NAMES[state], lang)}")
        strike = (f'<line x1="{x - 13:.1f}" y1="{y + 13:.1f}" x2="{x + 13:.1f}" y2="{y - 13:.1f}" '
                  f'stroke="{STROKE[state]}" stroke-width="2.5"/>' if state == RULED_OUT else "")
        dots.append(
            f'<g class="rt-wheel-n" data-n="{n}" data-state="{state}"><title>{name}</title>'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{DOT}" fill="{FILL[state]}" '
            f'stroke="{STROKE[state]}" stroke-width="{3 if state else 1.5}"/>'
            f'<text x="{x:.1f}" y="{y + 2:.1f}" font-size="17" font-weight="bold" '
            f'text-anchor="middle" fill="#222222">{n}</text>'
            f'<text x="{x:.1f}" y="{y + 13:.1f}" font-size="7" text-anchor="middle" '
            f'fill="#555555">{low}·{n}·{high}</text>{strike}</g>')
    legend = " ".join(
        f'<span style="display:inline-block;width:10px;height:10px;border-radius:5px;'
        f'background:{FILL[s]};border:1px solid {STROKE[s]}"></span> '
        f'{escape(tr(STATE_NAMES[s], lang))}' for s in STATES)
    border = f"3px solid {HIGHLIGHT}" if highlight else f"1px solid {LINE}"
    return (f'<div class="rt-zone{" rt-highlight" if highlight else ""}" data-part="wheel" '
            f'style="box-sizing:border-box;max-width:100%;padding:6px;border:{border};'
            f'border-radius:8px">'
            f'<div style="font-size:12px;line-height:1.35;color:{MUTED}">'
            f'{escape(tr(TEXT["title"], lang))}</div>'
            f'<svg viewBox="0 0 {SIZE} {SIZE}" role="img" style="display:block;width:100%;'
            f'max-width:{SIZE}px;height:auto" aria-label="{escape(tr(TEXT["title"], lang))}">'
            f'<circle cx="{c}" cy="{c}" r="{RADIUS}" fill="none" style="stroke:{LINE}" '
            f'stroke-width="10"/>{"".join(dots)}'
            f'<text x="{c}" y="{c + 4}" font-size="12" text-anchor="middle" '
            f'style="fill:{MUTED}">{escape(tr(TEXT["center"], lang))}</text></svg>'
            f'<div style="font-size:11px;line-height:1.35">{legend}</div>'
            f'<div style="font-size:11px;line-height:1.35;color:{MUTED}">'
            f'{escape(tr(TEXT["help"], lang))}</div></div>')
