"""Rules Tutor: headless rules engines, rules catalogues and lessons for four board games.

This package never imports ipywidgets; the UI lives in the top-level ``widgets`` package.
"""

__version__ = "0.1.0"
