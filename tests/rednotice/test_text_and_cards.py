"""Learner text: complete in both languages, every legal action and logged event printable,
cards described, and the catalogue bilingual with every ruling explained."""

import random

import pytest

from tutor.engine import UnknownCard
from tutor.games.rednotice import GAME
from tutor.games.rednotice import texts as words
from tutor.games.rednotice.cards import IDENTITIES, UPGRADES, default_decks


def test_the_texts_have_no_problems():
    assert words.TEXTS.problems() == []


def test_every_action_event_and_prompt_of_random_games_reads_in_both_languages():
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, options={"identities": "random"})
        while not state.is_over:
            player = state.to_act[0]
            legal = state.legal_actions(player)
            for action in rng.sample(legal, min(5, len(legal))):
                assert GAME.describe(action, "en") and GAME.describe(action, "ja", player)
            assert words.prompt(state.observe(player)["decision"], "ja")
            state.apply(player, rng.choice(legal))
        for player in (0, 1):
            for event in state.events_for(player):
                assert words.narrate(event, "en", player) and words.narrate(event, "ja", player)


def test_sentences_name_cities_and_cards_not_ids():
    from tutor.engine import Action
    assert words.describe(Action("move", path=["london", "paris"]), "en") == \
        "Move: London → Paris."
    assert words.describe(Action("go", city="tokyo"), "ja") == "東京へ行く。"
    assert "NA-100-1" not in words.describe(Action("cash", check="NA-100-1"), "en")


def test_cards_of_every_kind_have_names_and_text_in_both_languages():
    decks = default_decks()
    for card_id in list(decks.checks)[:3] + list(decks.actions)[:3] + list(UPGRADES) + \
            list(IDENTITIES):
        card = GAME.card(card_id)
        assert card["id"] == card_id and card["number"] >= 1
        for field in ("name", "text", "set"):
            assert card[field]["en"] and card[field]["ja"]
    assert GAME.card("A01")["set"]["en"] == "the tutor's own decks"
    with pytest.raises(UnknownCard, match="look like"):
        GAME.card("Z99")


def test_the_catalogue_is_bilingual_and_every_ruling_has_a_reason():
    catalogue = GAME.catalogue
    for rule in catalogue:
        assert rule.title["en"] and rule.title["ja"] and rule.text["en"] and rule.text["ja"]
    rulings = [r for r in catalogue.rulings() if r.id.startswith("rednotice.")]
    assert len(rulings) >= 15 and all(r.reason for r in rulings)


def test_every_option_cites_an_existing_rule_and_rulings_name_their_option():
    catalogue = GAME.catalogue
    for option in GAME.options:
        assert option.rule in catalogue
    for rule in catalogue.rulings():
        if rule.option:
            assert rule.option in {o.name for o in GAME.options}


def test_the_secret_route_prompt_counts_its_roads():
    decision = {"prompt": "forger_move", "info": {"steps": 1}}
    assert words.prompt(decision, "en") == "Move in secret: choose your route of up to 1 road."
    decision["info"]["steps"] = 2
    assert words.prompt(decision, "en").endswith("up to 2 roads.")
