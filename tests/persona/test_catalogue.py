"""The rules catalogue: every cited rule exists; rulings are options with a stated reason."""

import ast
import re
from pathlib import Path

import pytest

from tutor.games import persona
from tutor.games.persona import GAME

from .helpers import random_game

SOURCE = Path(persona.__file__).parent
RULE_ID = re.compile(r"^(persona|core)\.[a-z_]+(\.[a-z_0-9]+)+$")


def cited_rule_ids() -> set[str]:
    """Every string literal in the engine source that looks like a rule id."""
    ids = set()
    for path in SOURCE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and RULE_ID.match(node.value):
                ids.add(node.value)
    return ids


def test_the_scan_finds_the_rules_the_engine_cites():
    assert {"persona.day.choose", "persona.archive.tie_first", "persona.two.discard"} \
        <= cited_rule_ids()


def test_every_rule_id_cited_by_the_engine_exists_in_the_catalogue():
    missing = sorted(i for i in cited_rule_ids() if i not in GAME.catalogue)
    assert missing == []


def test_every_rule_has_english_and_japanese_text():
    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    rules = [r for r in GAME.catalogue if r.id.startswith("persona.")]
    assert len(rules) >= 40
    for rule in rules:
        assert rule.title["en"] and rule.text["en"]
        assert japanese.search(rule.title["ja"]) and japanese.search(rule.text["ja"]), rule.id


def test_every_option_is_explained_by_a_ruling_that_names_it():
    for option in GAME.options:
        rule = GAME.catalogue[option.rule]
        assert rule.is_ruling and rule.option == option.name and rule.reason


def test_every_ruling_with_an_option_names_a_real_option():
    names = {o.name for o in GAME.options}
    rulings = GAME.catalogue.rulings()
    assert len([r for r in rulings if r.id.startswith("persona.")]) >= 8
    for rule in rulings:
        if rule.option is not None:
            assert rule.option in names, rule.id


def test_published_rules_name_their_source():
    for rule in GAME.catalogue:
        if not rule.is_ruling:
            assert rule.source


@pytest.mark.parametrize("players", [2, 3, 4])
def test_events_and_decisions_of_whole_games_cite_catalogue_rules(players):
    state = random_game(seed=5, players=players, options={"activator": "choose"})
    assert all(e.rule in GAME.catalogue for e in state.log)
