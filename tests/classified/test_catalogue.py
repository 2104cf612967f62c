"""The Classified Information catalogue: complete, bilingual, and every cited id exists."""

import random
import re
from pathlib import Path

import pytest

from tutor.engine import IllegalAction
from tutor.games import classified
from tutor.games.classified.cards import CARD_TYPES

GAME = classified.GAME
SOURCE = Path(classified.__file__).parent
DECKS = ["base", "emerald", "ruby", "random-full"]


def cited_in_source() -> set[str]:
    ids = set()
    for path in SOURCE.rglob("*.py"):
        text = path.read_text()
        ids |= set(re.findall(r'"(classified\.[A-Za-z0-9_.]+[A-Za-z0-9])"', text))
        ids |= {"classified.card." + k for k in re.findall(r'\bR \+ "([A-Za-z0-9]+)"', text)}
    return ids


def test_every_rule_id_cited_in_the_code_exists():
    missing = sorted(i for i in cited_in_source() if i not in GAME.catalogue)
    assert not missing


def test_every_card_type_has_a_catalogue_entry():
    assert not [k for k in CARD_TYPES if f"classified.card.{k}" not in GAME.catalogue]


def test_rulings_name_a_reason_and_options_name_their_rule():
    for rule in GAME.catalogue.rulings():
        assert rule.reason
    for option in GAME.options:
        assert option.rule in GAME.catalogue, option.name


@pytest.mark.parametrize("deck", DECKS)
def test_every_rule_cited_during_play_exists(deck):
    cited = set()
    for seed in range(40):
        state = GAME.new_game(seed=seed, options={"deck": deck, "promos": deck == "random-full"})
        rng = random.Random(seed)
        while not state.is_over:
            cited.add(state.decision.rule)
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        cited |= {e.rule for e in state.log}        # every event, whoever may see it
    assert not sorted(r for r in cited if r not in GAME.catalogue)


def test_illegal_actions_cite_existing_rules():
    state = GAME.new_game(seed=3)
    player = state.to_act[0]
    with pytest.raises(IllegalAction) as err:
        state.apply(1 - player, state.legal_actions(player)[0])
    assert err.value.rule in GAME.catalogue


def test_search_finds_rules_in_both_languages():
    assert "classified.card.C9" in [r.id for r in GAME.catalogue.search("bullet proof")]
    assert "classified.card.C9" in [r.id for r in GAME.catalogue.search("防弾", "ja")]
