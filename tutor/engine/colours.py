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
