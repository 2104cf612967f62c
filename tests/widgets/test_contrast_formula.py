"""The contrast arithmetic of the browser's contrast test (tests/e2e/contrast.py) against the
WCAG figures it must reproduce; the engine's ``readable`` ink (tutor/engine/colours.py) agrees."""

import pytest

from tests.e2e.contrast import luminance, ratio, sampled_contrast
from tutor.engine.colours import CARD_PAPER, contrast, readable

WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def test_luminance_and_ratio_match_the_standard():
    assert luminance(WHITE) == pytest.approx(1.0)
    assert luminance(BLACK) == pytest.approx(0.0)
    assert ratio(BLACK, WHITE) == pytest.approx(21.0)
    assert ratio((118, 118, 118), WHITE) == pytest.approx(4.54, abs=0.01)       # #767676
    assert ratio((148, 148, 148), WHITE) == pytest.approx(3.03, abs=0.01)       # #949494
    assert ratio((0, 0, 255), (255, 0, 0)) == ratio((255, 0, 0), (0, 0, 255))    # symmetric
    assert ratio((77, 77, 77), (77, 77, 77)) == pytest.approx(1.0)


def test_a_mark_counts_by_its_best_ink_at_most_of_its_sides():
    grey = (148, 148, 148)
    assert sampled_contrast([([WHITE], WHITE)]) == pytest.approx(1.0)           # white on white
    assert sampled_contrast([([WHITE, BLACK], WHITE)]) == pytest.approx(21.0)   # its outline
    crossed = [([grey], WHITE)] * 3 + [([grey], grey)]                          # a road under one side
    assert sampled_contrast(crossed) == pytest.approx(3.03, abs=0.01)
    half = [([grey], WHITE)] * 2 + [([grey], grey)] * 2                          # under two sides
    assert sampled_contrast(half) == pytest.approx(1.0)


def test_readable_darkens_a_light_ink_just_enough_and_keeps_a_dark_one():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert readable("#1565c0") == "#1565c0"                     # already reads on the paper
    for light in ("#b8901a", "#35a7dd", "#a39f1c", "#ffffff"):
        shade = readable(light)
        assert 3.2 <= contrast(shade, CARD_PAPER) < 3.6                # just enough
        assert contrast(light, CARD_PAPER) < 3.2
