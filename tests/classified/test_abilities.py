"""The ability table is data: each set declares what its cards bring, the game joins them."""

import pytest

from tutor.games.classified import GAME
from tutor.games.classified.abilities import Abilities, joined
from tutor.games.classified.cards import CARD_TYPES, REACT
from tutor.games.classified.effects import ABILITIES, citrine, emerald, promo, ruby

SETS = {"citrine": citrine, "emerald": emerald, "ruby": ruby, "promo": promo}


def test_the_game_declares_the_joined_table():
    assert GAME.abilities is ABILITIES


def test_every_card_type_is_deployed_played_as_a_guard_or_a_reaction():
    """A card's Deploy resolves its ability, or puts it down as a Guard; a REACT card is only
    played in a reaction window (never Deployed on its own turn)."""
    reacting = {r.card for offered in ABILITIES.reactions.values() for r in offered}
    for key, card in CARD_TYPES.items():
        ways = [key in ABILITIES.deploy, key in ABILITIES.play_as_guard, REACT in card.keywords]
        assert ways.count(True) == 1, key
        assert (REACT in card.keywords) <= (key in reacting), key


@pytest.mark.parametrize("name", SETS)
def test_each_set_declares_only_its_own_cards(name):
    table = SETS[name].ABILITIES
    keys = {*table.deploy, *table.can_deploy, *table.play_as_guard, *table.on_guard_killed,
            *table.start_of_turn, *table.end_of_turn, *table.guard_score, *table.win_checks,
            *table.own_targets, *(f.card for f in table.free_actions.values()),
            *(r.card for offered in table.reactions.values() for r in offered)}
    assert keys and all(CARD_TYPES[k].set == name for k in keys)


def test_joining_keeps_the_sets_order_and_refuses_a_card_declared_twice():
    assert list(ABILITIES.deploy)[:8] == [f"C{n}" for n in range(1, 9)]
    assert [r.card for r in ABILITIES.reactions["assassination_success"]] == ["C9", "E6"]
    with pytest.raises(ValueError, match="C1"):
        joined(citrine.ABILITIES, Abilities(deploy={"C1": citrine.fortune_teller}))


def test_a_game_consults_only_the_abilities_of_its_deck():
    in_play = ABILITIES.in_play(frozenset({"C1", "E5", "P3c"}))
    assert in_play.reactions["assassination_success"] == ()
    assert in_play.end_of_turn == (ABILITIES.end_of_turn["E5"],)
    assert in_play.win_checks == (ABILITIES.win_checks["P3c"],)
    assert len(in_play.free_offers) == 2 and in_play.start_of_turn == ()
