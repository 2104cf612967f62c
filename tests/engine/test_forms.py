"""``describe`` of a move a game does not have: IllegalAction naming the problem in plain words
(an unknown kind, card, city or room, a missing or an extra parameter), for every game; every
move the engine offers is described in both languages."""

import random

import pytest

from tutor import games
from tutor.engine import Action, IllegalAction, OptionError
from tutor.engine.forms import Param, check_form, list_of, one_of, whole

# (game, a good move, the parameter it needs, a bad value for it and the words naming it)
GOOD = {
    "classified": (Action("deploy", card="C5-G"), "card", "NOPE", "a Classified Information card"),
    "infiltration": (Action("select", operative=0, card="advance"), "card", "nope",
                     "an action or item card"),
    "persona": (Action("download", card="BIO-W1"), "card", "BIO-Z9", "a Persona Non Grata card"),
    "rednotice": (Action("go", city="paris"), "city", "atlantis", "a city on the map"),
}
UNKNOWN_PLACES = {"infiltration": Action("move_to", room="3.9"),
                  "rednotice": Action("barrier", road="paris~atlantis"),
                  "classified": Action("guard_spot", owner=0, spot=7),
                  "persona": Action("steal", card="BIO-W1", victim=9)}


def refusal(game, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        game.describe(action)
    assert err.value.rule == "core.malformed"
    assert "Error" not in err.value.reason and ".toml" not in err.value.reason
    return err.value


@pytest.mark.parametrize("name", sorted(GOOD))
def test_an_unknown_kind_is_named_with_the_moves_the_game_has(name):
    game = games.load(name)
    reason = refusal(game, Action("fly")).reason
    assert reason.startswith(f"{game.title['en']} has no move called 'fly'")
    assert GOOD[name][0].kind in reason


@pytest.mark.parametrize("name", sorted(GOOD))
def test_an_unknown_card_city_or_room_is_named(name):
    game = games.load(name)
    good, param, bad, words = GOOD[name]
    assert game.describe(good) and game.describe(good, "ja")
    reason = refusal(game, Action(good.kind, **{**dict(good.params), param: bad})).reason
    assert f"the {param} of a {good.kind!r} move must be {words}" in reason
    assert repr(bad) in reason
    assert "must be" in refusal(game, UNKNOWN_PLACES[name]).reason


@pytest.mark.parametrize("name", sorted(GOOD))
def test_a_missing_or_an_extra_parameter_is_named(name):
    game = games.load(name)
    good, param, _, _ = GOOD[name]
    missing = Action(good.kind, **{k: v for k, v in good.params if k != param})
    assert refusal(game, missing).reason == f"a {good.kind!r} move needs {param}"
    extra = Action(good.kind, **dict(good.params), colour="red")
    assert refusal(game, extra).reason.startswith(f"a {good.kind!r} move takes no colour (")
    assert "is not a move" in refusal(game, "deploy").reason


def test_a_value_of_the_wrong_type_is_refused_not_crashed_on():
    forms = {"pick": {"n": Param(whole(1, 3), "a number from 1 to 3"),
                      "cards": Param(list_of(one_of(("a", "b"))), "a list of cards")}}
    for n, cards in ((True, ["a"]), ("2", ["a"]), (4, ["a"]), (1, []), (1, ["c"]), (1, "a")):
        with pytest.raises(IllegalAction):
            check_form("Toy", Action("pick", n=n, cards=cards), forms)
    check_form("Toy", Action("pick", n=2, cards=["a", "b"]), forms)


OPTIONS = {"classified": [None, {"deck": "random-full", "promos": True}]}


@pytest.mark.parametrize("name", sorted(GOOD))
def test_every_move_offered_is_described_in_both_languages(name):
    game = games.load(name)
    for options in OPTIONS.get(name, [None]):
        for seed in range(3):
            state = game.new_game(seed=seed, players=game.max_players, options=options)
            rng = random.Random(seed)
            while not state.is_over:
                seat = state.to_act[0]
                legal = state.legal_actions(seat)
                for action in legal:
                    assert game.describe(action, "en") and game.describe(action, "ja")
                state.apply(seat, rng.choice(legal))


def test_a_fixed_player_count_is_said_once():
    with pytest.raises(OptionError, match=r"^classified is played by 2 players, not 9$"):
        games.load("classified").new_game(players=9)
    with pytest.raises(OptionError, match=r"^persona is played by 2 to 4 players, not 9$"):
        games.load("persona").new_game(players=9)
