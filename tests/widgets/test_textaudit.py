"""The text audit in ``make test``: every rule panel, every lesson played to its end on the
tutorial app and a sample of random games over each game's player counts and option sets,
read in English and Japanese, without one finding. ``make text-audit`` plays 300 random games
per game (the sample here keeps ``make test`` to seconds per game; a long Red Notice game of
random moves takes a second to read)."""

from __future__ import annotations

import pytest

from widgets.textaudit import GAMES, Tally, audit

SAMPLE = {"classified": 28, "persona": 16, "rednotice": 8, "infiltration": 24}


@pytest.mark.parametrize("name", GAMES)
def test_what_a_learner_reads_has_no_broken_sentence_or_internal_reference(name):
    tally = audit(name, SAMPLE[name], Tally())
    assert tally.texts[name] > 10_000                 # it read the screens, not nothing
    assert tally.total == 0, "\n" + tally.report([name])
