"""Colours of the notebook drawings (``Game.draw``) as JupyterLab theme variables, so that light
and dark themes both read.

Each is ``var(--jp-..., fallback)``: JupyterLab and Voila define the variables for the theme in
use; the fallback serves a page without them. A printed component (a card, a tile, a piece)
keeps its own paper and ink in both themes: its root element carries ``PRINTED``.
"""

INK = "var(--jp-ui-font-color1, #1a1a1a)"
MUTED = "var(--jp-ui-font-color2, #555555)"
FAINT = "var(--jp-ui-font-color3, #888888)"
LINE = "var(--jp-border-color1, #cccccc)"
SOFT_LINE = "var(--jp-border-color2, #aaaaaa)"
PAPER = "var(--jp-layout-color1, #ffffff)"
PANEL = "var(--jp-layout-color2, #f4f4f4)"
SHADE = "var(--jp-layout-color3, #dee2e6)"
PRINTED = 'data-printed="1"'
WARN = "var(--jp-warn-color1, #b35900)"
SUCCESS = "var(--jp-success-color1, #1e7b34)"

# A printed card's paper (the table's cards, widgets/table/board.css ``--rt-paper``).
CARD_PAPER = "#fbfaf6"


def _luminance(hex_colour: str) -> float:
    """WCAG 2.x relative luminance of ``#rrggbb``."""
    def linear(i: int) -> float:
        c = int(hex_colour[1 + i:3 + i], 16) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4)


def contrast(a: str, b: str) -> float:
    """WCAG 2.x contrast ratio (1 to 21) of two ``#rrggbb`` colours."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(colour: str, ground: str = CARD_PAPER, minimum: float = 3.2) -> str:
    """``colour`` (``#rrggbb``) darkened just enough, towards black in steps of 2 %, to stand
    ``minimum`` to 1 against ``ground``: a company's or continent's ink keeps its hue and reads on
    the card's paper (WCAG non-text contrast is 3:1; the margin covers rounding)."""
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    shade = colour.lower()
    for step in range(51):
        keep = 1 - step / 50
        shade = "#{:02x}{:02x}{:02x}".format(*(round(c * keep) for c in (red, green, blue)))
        if contrast(shade, ground) >= minimum:
            return shade
    return shade
