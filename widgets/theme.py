"""Colours of the shared widgets as JupyterLab theme variables, so light and dark themes read.

Each is ``var(--jp-..., fallback)``: JupyterLab and Voila define the variables for the theme in
use; the fallback serves a page without them. Card faces keep their own paper and ink.
"""

INK = "var(--jp-ui-font-color1, #1a1a1a)"
MUTED = "var(--jp-ui-font-color2, #555555)"
FAINT = "var(--jp-ui-font-color3, #888888)"
LINE = "var(--jp-border-color1, #cccccc)"
PANEL = "var(--jp-layout-color2, #f4f4f4)"
LINK = "var(--jp-content-link-color, #2c6fbb)"
SUCCESS = "var(--jp-success-color1, #1e7b34)"
WARN = "var(--jp-warn-color1, #b35900)"
ERROR = "var(--jp-error-color1, #b00020)"
INFO = "var(--jp-info-color1, #2c6fbb)"
TINT = "rgba(230, 120, 0, 0.12)"      # a warm wash that reads on light and dark panels
