"""Colours of the shared widgets as JupyterLab theme variables, so light and dark themes read.

Each is ``var(--jp-..., fallback)``: JupyterLab and Voila define the variables for the theme in
use; the fallback serves a page without them. Card faces keep their own paper and ink. The
shared ones come from the notebook drawings' colours (``tutor.engine.colours``).
"""

from tutor.engine.colours import FAINT, INK, LINE, MUTED, PANEL, SUCCESS, WARN  # noqa: F401 - re-exported for the widgets

LINK = "var(--jp-content-link-color, #2c6fbb)"
ERROR = "var(--jp-error-color1, #b00020)"
INFO = "var(--jp-info-color1, #2c6fbb)"
TINT = "rgba(230, 120, 0, 0.12)"      # a warm wash that reads on light and dark panels
