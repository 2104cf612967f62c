"""Property tests: thousands of seeded random games over every option.

Each game checks that nothing raises, all 18 cards stay on the table, the game ends with a
result, at a random mid-game point the shared kit's JSON round trip / replay / copy and
``to_scenario`` checks hold (wherever the flow stands), and a player's
observation does not change when only cards hidden from that player are moved around (and
does change when one of their own cards does).
"""

import random

import pytest

from tutor.games.classified.cards import PROMOS, SETS
from tutor.games.classified.decks import DECKS, DIFFICULTY

from tests.engine.kit import check_hidden_information as check_information
from tests.engine.kit import check_save_replay_copy, check_to_scenario

from .helpers import GAME, all_cards
from .variants import hidden_variant, visible_variant

GAMES_PER_CHUNK = 250
CHUNKS = 6                                   # 1,500 games in all


def random_options(rng: random.Random) -> dict:
    deck = rng.choice(DECKS)
    options = {"deck": deck, "promos": rng.random() < 0.5,
               "difficulty": rng.choice(list(DIFFICULTY)),
               "first_player": rng.choice(["random", 0, 1]),
               "react_prompt": rng.choice(["public", "when_able"])}
    if deck == "select":
        options["deck_select"] = {n: rng.choice(list(SETS) + list(PROMOS.get(n, ())))
                                  for n in range(1, 10) if rng.random() < 0.7}
    return options


def check_hidden_information(state, rng) -> None:
    """The shared kit's check, in both directions, with Classified's variants, where the
    current player chooses their turn Action (the board alone then makes the position)."""
    if state.decision is not None and state.decision.rule == "classified.turn.action":
        assert check_information(state, hidden_variant, visible_variant, rng) > 0


def play_one(seed: int) -> None:
    rng = random.Random(seed)
    options = random_options(rng)
    state = GAME.new_game(seed=seed, options=options)
    cards = sorted(state.snapshot()["cards"])
    save_at = rng.randrange(1, 40)
    steps = 0
    while not state.is_over:
        player = state.to_act[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        steps += 1
        assert sorted(all_cards(state.snapshot())) == cards
        if steps == save_at:
            check_save_replay_copy(state)
            check_to_scenario(state)
        if steps % 14 == 0:
            check_hidden_information(state, rng)
        assert steps < 400, "a game that does not end"
    result = state.result
    assert result["winners"] and set(result["winners"]) <= {0, 1}
    assert state.replay().snapshot() == state.snapshot()


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    for seed in range(chunk * GAMES_PER_CHUNK, (chunk + 1) * GAMES_PER_CHUNK):
        try:
            play_one(seed)
        except Exception as err:
            raise AssertionError(f"seed {seed}: {err!r}") from err
