"""WCAG 2.x contrast: relative luminance and the contrast ratio, and a drawn mark's contrast from
the colours measured in the browser (tests/e2e/table_page.py).

The formulas are the standard's (WCAG 2.2, "relative luminance" and "contrast ratio"): each sRGB
channel c in 0..1 is linearised (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055) ** 2.4),
L = 0.2126 R + 0.7152 G + 0.0722 B, and the ratio is (L_light + 0.05) / (L_dark + 0.05).
"""

from __future__ import annotations

NON_TEXT_MINIMUM = 3.0        # WCAG 1.4.11 non-text contrast


def linear(channel: float) -> float:
    """An sRGB channel value 0..255 as linear light 0..1."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb) -> float:
    """Relative luminance of an RGB colour (channels 0..255)."""
    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b) -> float:
    """The contrast ratio (1 to 21) between colours ``a`` and ``b`` (RGB 0..255)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def sampled_contrast(samples: list) -> float:
    """A mark's contrast from (inks, behind) at the points looked at: at each point its best ink
    against what is behind it; of the points, the lower median (a line crossing under one side
    of a token does not decide, two sides of four do)."""
    values = sorted(max(ratio(ink, under) for ink in inks) for inks, under in samples)
    return values[(len(values) - 1) // 2]
