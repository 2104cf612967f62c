"""Every game's notebook drawing (``state.view(player)``, ``State._repr_html_``) follows
JupyterLab's light and dark themes: a fixed light or dark colour appears only as the fallback of
a ``--jp-*`` theme variable, or on a printed component (a card, a tile, a piece: an element
marked ``data-printed``, which keeps its own paper and ink in both themes)."""

import random
import re
from html.parser import HTMLParser

import pytest

from tutor import games

THEMED = re.compile(r"var\(--jp-[\w-]+,\s*(?:[^()]|\([^()]*\))*\)")
COLOUR = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b|rgba?\([^)]*\)"
                    r"|(?<![\w-])(?:white|black|silver|gainsboro|whitesmoke|ivory|snow)(?![\w-])")
LIGHT, DARK = 0.72, 0.05           # relative luminance beyond which a colour fits one theme only


def luminance(colour: str) -> float | None:
    """WCAG relative luminance of a CSS colour (None for one mostly transparent)."""
    named = {"white": "#ffffff", "black": "#000000", "silver": "#c0c0c0",
             "gainsboro": "#dcdcdc", "whitesmoke": "#f5f5f5", "ivory": "#fffff0",
             "snow": "#fffafa"}
    colour = named.get(colour.lower(), colour)
    if colour.startswith("#"):
        digits = colour[1:] if len(colour) == 7 else "".join(c * 2 for c in colour[1:])
        rgb = [int(digits[i:i + 2], 16) for i in (0, 2, 4)]
    else:
        parts = [float(p) for p in re.findall(r"[\d.]+", colour)]
        if len(parts) == 4 and parts[3] < 0.5:
            return None
        rgb = parts[:3]
    linear = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4
              for c in rgb]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


class Unthemed(HTMLParser):
    """Collects fixed light and dark colours outside printed components."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []
        self.stack: list[str] = []           # open elements; "printed" marks a printed one
        self.printed = 0

    def handle_starttag(self, tag, attrs):
        printed = any(name == "data-printed" for name, _ in attrs)
        if not self.printed and not printed:
            for name, value in attrs:
                self.scan(f"<{tag} {name}>", value or "")
        if tag in VOID:
            return
        self.stack.append("printed" if printed else tag)
        self.printed += printed

    def handle_startendtag(self, tag, attrs):
        if not self.printed and not any(name == "data-printed" for name, _ in attrs):
            for name, value in attrs:
                self.scan(f"<{tag} {name}>", value or "")

    def handle_endtag(self, tag):
        if tag in VOID or not self.stack:
            return
        self.printed -= self.stack.pop() == "printed"

    def handle_data(self, data):
        if self.stack and self.stack[-1] == "style" and not self.printed:
            self.scan("<style>", data)

    def scan(self, where: str, text: str) -> None:
        for colour in COLOUR.findall(THEMED.sub("", text)):
            value = luminance(colour)
            if value is not None and not DARK < value < LIGHT:
                self.found.append(f"{colour} in {where}")


VOID = {"br", "img", "hr", "input", "meta", "link", "wbr"}


def unthemed(html: str) -> list[str]:
    parser = Unthemed()
    parser.feed(html)
    return parser.found


def drawings(name: str, seeds: int = 3, every: int = 9):
    """HTML of random positions of ``name`` as each seat and a spectator see them, both
    languages, and of each finished game."""
    game = games.load(name)
    for seed in range(seeds):
        players = (game.min_players, game.max_players)[seed % 2]
        state = game.new_game(seed=seed, players=players)
        rng, step = random.Random(seed), 0
        while not state.is_over:
            if step % every == 0:
                for viewer in (None, *range(state.players)):
                    yield state.view(viewer, ("en", "ja")[step % 2])._repr_html_()
            seat = state.to_act[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        yield state._repr_html_()


@pytest.mark.parametrize("name", games.names())
def test_a_drawing_uses_theme_colours_outside_printed_components(name):
    found = set()
    for html in drawings(name):
        found.update(unthemed(html))
    assert not found, sorted(found)


def test_the_scan_finds_fixed_colours_and_passes_themed_and_printed_ones():
    assert unthemed('<rect fill="#f7f7f7" stroke="#aaaaaa"/>') == ["#f7f7f7 in <rect fill>"]
    assert unthemed('<div style="color:#222;background:rgba(0,0,0,0.1)">x</div>') == \
        ["#222 in <div style>"]
    assert unthemed('<rect fill="var(--jp-layout-color1, #ffffff)"/>') == []
    assert unthemed('<svg data-printed="1"><rect fill="white"/></svg><i style="color:#000">'
                    '</i>') == ["#000 in <i style>"]
    assert unthemed('<style>.a{fill:#fff}</style>') == ["#fff in <style>"]
    assert unthemed('<rect fill="#d4a017"/><rect fill="#888"/>') == []
