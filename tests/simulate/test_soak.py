"""The soak (``make soak``) on a few games: its counts add up, and its audit would see a leak."""

from __future__ import annotations

import json
import random
from collections import Counter

from benchmarks import soak
from tutor import games as registry
from tutor.games.persona import GAME as PERSONA
from widgets.registry import table_spec


def test_a_few_persona_games_fuzz_and_audit_without_problems():
    """Two games: no exception, no wrong exception type, no change, no leak, inputs refused."""
    part = soak.soak_chunk("persona", 0, [0, 1])
    counts = part["counts"]
    assert counts["games"] == 2 and part["problems"] == [] and part[soak.PEAK] > 0
    assert counts["rejected inputs"] > 0 and counts["audits"] > 0
    assert not any(counts.get(c) for c in ("exceptions", "wrong exception types",
                                            "states changed by a rejected input", "leaks"))


def test_an_observation_that_shows_hidden_cards_is_counted_as_a_leak(monkeypatch):
    """If observe handed out the whole board, the audit of hidden edits would catch it."""
    honest = type(PERSONA).observe

    def leaky(self, state, player):
        return {**honest(self, state, player), "everything": self.snapshot(state)}

    monkeypatch.setattr(type(PERSONA), "observe", leaky)
    counts = soak.soak_chunk("persona", 0, [0, 1])["counts"]
    assert counts["leaks"] > 0


def test_every_option_value_and_player_count_is_a_set_up():
    """Persona: 2-4 players, each with the defaults and each other value of each option."""
    plan = PERSONA.setups()
    assert {n for n, _ in plan} == {2, 3, 4}
    assert {"removed_company": "biolife"} in [o for _, o in plan]
    assert len(plan) == 3 * (1 + sum(len(o.choices) - 1 for o in PERSONA.options))


def test_the_table_prints_every_column(capsys):
    soak.print_table({"persona": {"games": 2, "set-ups": 30, "rejected inputs": 5}})
    out = capsys.readouterr().out
    assert all(column in out for column in soak.COLUMNS)
    assert not soak.failed({"persona": {"games": 2}}) and soak.failed({"x": {"leaks": 1}})


def test_every_game_s_table_is_one_of_the_audited_channels():
    """The audit compares what each game's table widget would draw (scene and moves) too."""
    for name in soak.VARIANTS:
        game = registry.load(name)
        state = game.new_game(seed=3, players=game.min_players)
        table = table_spec(game)
        seen = json.loads(soak.channels(state, 0, table))
        assert seen["widget"]["scene"], name


def test_the_peak_column_is_the_largest_worker_not_a_sum(capsys):
    soak.print_table({"persona": {"games": 2, soak.PEAK: 60}, "classified": {"games": 2, soak.PEAK: 70}})
    last = capsys.readouterr().out.strip().splitlines()[-1].split()
    assert last[0] == "all" and last[1] == "4" and last[-1] == "70"


def test_the_audit_draws_on_one_table_widget_per_game():
    """Each audit draws every player's table twice: on the same widget, so none piles up."""
    import warnings

    import ipywidgets as w

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        soak.soak_chunk("persona", 0, [0])
        before = len(w.Widget.widgets)
        soak.soak_chunk("persona", 0, [1, 2])
        assert len(w.Widget.widgets) == before


def test_scenario_mutations_are_counted_as_rejected_or_accepted():
    """Each mutated spec of a position is refused naming its key or builds a sound position."""
    state = PERSONA.new_game(seed=5, players=3)
    counts, problems = Counter(), []
    for _ in range(4):
        soak.scenario_mutations(state, random.Random(len(problems) + sum(counts.values())),
                                counts, problems)
    assert counts["rejected inputs"] + counts["accepted scenarios"] == 4 * soak.SCENARIOS_PER_GAME
    assert problems == []


def test_a_scenario_that_crashes_is_a_wrong_exception_type(monkeypatch):
    def crash(self, spec, seed=0, options=None):
        raise KeyError("boom")

    state = PERSONA.new_game(seed=5, players=3)
    monkeypatch.setattr(type(PERSONA), "scenario", crash)
    counts, problems = Counter(), []
    soak.scenario_mutations(state, random.Random(0), counts, problems)
    assert counts["wrong exception types"] == soak.SCENARIOS_PER_GAME and problems
