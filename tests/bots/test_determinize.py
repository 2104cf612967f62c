"""determinize(observation, rng) for every game with one: the sampled state gives back the same
observation to its viewer (the record of the history aside: knowledge, answers, public log; a
rebuilt position has no history),
the same legal actions, different hidden cards across samples, and the same sample for the same
rng. Positions it cannot rebuild raise DeterminizeError."""

import json
import random

import pytest

from tests.bots.positions import classified_action, persona_day, positions, without_knowledge
from tutor import bots
from tutor.bots import DeterminizeError

CASES = [("persona", 2, None, persona_day), ("persona", 3, None, persona_day),
         ("persona", 4, None, persona_day),
         ("classified", 2, {"deck": "base"}, classified_action),
         ("classified", 2, {"deck": "random-full", "promos": True, "difficulty": "hard"},
          classified_action)]


@pytest.mark.parametrize("game,players,options,want", CASES)
def test_the_sample_gives_back_the_observation(game, players, options, want):
    determinize = bots.determinizer(game)
    rules = []
    for state, seat in positions(game, 4, players, options, want):
        obs = state.observe(seat)
        sample = determinize(obs, random.Random(len(rules)))
        assert without_knowledge(sample.observe(seat)) == without_knowledge(obs)
        assert sample.legal_actions(seat) == state.legal_actions(seat)
        rules.append(obs["decision"]["rule"])
    assert len(rules) > 20
    if game == "persona":        # the archive phase is rebuilt too
        assert "persona.archive.steal" in rules


@pytest.mark.parametrize("game,players,options,want", CASES[:1] + CASES[3:4])
def test_samples_vary_the_hidden_cards_and_repeat_with_the_rng(game, players, options, want):
    determinize = bots.determinizer(game)
    state, seat = next(positions(game, 1, players, options, want))
    obs = state.observe(seat)
    digests = {json.dumps(determinize(obs, random.Random(s)).snapshot(), sort_keys=True)
               for s in range(8)}
    assert len(digests) > 4
    again = determinize(obs, random.Random(3)).snapshot()
    assert again == determinize(obs, random.Random(3)).snapshot()


def test_persona_keeps_the_cards_the_viewer_passed_on():
    """Two players: after a pass the opponent holds what the viewer handed over."""
    determinize = bots.determinizer("persona")
    for state, seat in positions("persona", 3, 2, None, persona_day):
        obs = state.observe(seat)
        if obs["day"] == 1 or obs["decision"]["rule"] != "persona.day.choose" or \
                obs["seats"][1 - seat]["has_face_down_choice"]:
            continue
        true_hand = set(state.board.hands[1 - seat])
        sample = determinize(obs, random.Random(0))
        assert len(true_hand & set(sample.board.hands[1 - seat])) >= len(true_hand) - 1


def test_classified_opponent_suitcase_respects_answers():
    """An answer the viewer got rules Suitcase numbers out of every sample."""
    from tutor.games.classified.deduction import suitcase_numbers
    determinize = bots.determinizer("classified")
    state, seat = next(positions("classified", 1, 2, None, classified_action))
    obs = state.observe(seat)
    obs["answers"] = [{"player": seat, "question": "within_two", "answer": False, "number": 5}]
    allowed = suitcase_numbers(obs, seat)
    assert allowed and not allowed & {3, 4, 5, 6, 7}
    from tutor.games.classified.cards import number
    for s in range(10):
        suitcase = determinize(obs, random.Random(s)).board.suitcase[1 - seat]
        assert number(suitcase) in allowed


@pytest.mark.parametrize("game,options,want", [
    ("persona", {"activator": "choose"},
     lambda o: o["phase"] == "scoring" and o["decision"] is not None),
    ("classified", None,
     lambda o: o["decision"] and o["decision"]["rule"] != "classified.turn.action")])
def test_other_decisions_are_refused(game, options, want):
    state, seat = next(positions(game, 20, 2, options, want))
    with pytest.raises(DeterminizeError):
        bots.determinizer(game)(state.observe(seat), random.Random(0))


def _searchable(game_name: str):
    """A predicate for the decisions ``game_name``'s determinize rebuilds."""
    return {"persona": persona_day, "classified": classified_action}.get(game_name)


@pytest.mark.parametrize("game_name", ["classified", "persona", "rednotice", "infiltration"])
def test_every_game_wires_its_determinize_as_the_game_hook(game_name):
    """``Game.determinize`` is the game's own (the registry finds it) and its sample gives the
    viewer back the same observation at the first searchable decisions of random games."""
    from tutor.engine import Game
    from tutor.games import load
    game = load(game_name)
    assert type(game).determinize is not Game.determinize
    assert bots.determinizer(game) == game.determinize
    checked = 0
    for state, seat in positions(game_name, 2, 2, None, _searchable(game_name)):
        obs = state.observe(seat)
        sample = game.determinize(obs, random.Random(checked))
        assert without_knowledge(sample.observe(seat)) == without_knowledge(obs)
        assert sample.legal_actions(seat) == state.legal_actions(seat)
        checked += 1
        if checked >= 12:
            break
    assert checked == 12
