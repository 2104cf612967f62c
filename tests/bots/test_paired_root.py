"""The search's root: paired comparisons on the same sampled states, the rules bot's best
candidates only, playouts cut short by the game's evaluation, and the record of the past
carried into sampled states."""

import random

from tests.bots.positions import positions
from tutor import bots
from tutor.bots.hooks import evaluator


def classified_position(seed_games=3):
    return next(positions("classified", seed_games, 2, None,
                          lambda o: o["decision"]["rule"] == "classified.turn.action"
                          and not o["limbo"] and o["deck_size"] >= 6))


def persona_position():
    return next(positions("persona", 2, 2, None,
                          lambda o: o["phase"] == "day" and o["decision"] is not None))


def test_a_paired_root_tries_each_candidate_on_every_sample():
    state, seat = persona_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    assert len(legal) > 3
    bot = bots.load("ismcts", "persona", iterations=30, root="paired", candidates=3,
                    cutoff=4)
    samples, determinize = [], bot.determinize

    def spy(observation, rng):
        samples.append(rng.getstate())
        return determinize(observation, rng)

    bot.determinize = spy
    root = bot.search(obs, seat, random.Random(1), legal)
    moves = [k[1] for k in root.children if k[0] == seat]
    assert len(moves) == 3 and set(moves) <= set(legal)
    assert [root.children[(seat, m)].visits for m in moves] == [10, 10, 10]
    assert len(samples) == 30 and len(set(samples)) == 10     # each sample drawn for 3 moves
    assert bot.last_stats == {"iterations": 30, "fallback": False}


def test_the_candidates_are_the_rules_bots_best_scored_moves():
    state, seat = persona_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    rules = bots.load("rules", "persona")
    values = rules.scores(obs, legal)
    best = sorted(range(len(legal)), key=lambda i: -values[i])[:2]
    bot = bots.load("ismcts", "persona", iterations=4, root="paired", candidates=2, cutoff=2)
    bot._hint = None
    assert set(bot.root_moves(obs, legal)) == {legal[i] for i in best}
    unlimited = bots.load("ismcts", "persona", iterations=4, root="paired", candidates=0)
    assert unlimited.root_moves(obs, legal) == legal


def test_the_paired_choice_is_the_best_mean_with_the_rules_move_kept_on_a_tie():
    state, seat = classified_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    bot = bots.load("ismcts", "classified", iterations=12, root="paired", candidates=3)
    root = bot.search(obs, seat, random.Random(2), legal)
    choice = bot.best(root, seat, legal)
    means = {k[1]: c.reward / c.visits for k, c in root.children.items() if k[0] == seat}
    assert choice in means and means[choice] + bot.prior >= max(means.values())
    for child in root.children.values():         # every move the same (a tie)
        child.reward = child.visits / 2
    assert bot.best(root, seat, legal) == bot._hint[1]


def test_a_cut_off_playout_is_scored_by_the_games_evaluation():
    state, seat = persona_position()
    obs, legal = state.observe(seat), state.legal_actions(seat)
    bot = bots.load("ismcts", "persona", iterations=6, root="paired", candidates=2, cutoff=3)
    evaluate, scored = bot.evaluate, []

    def spy(sampled):
        scored.append(sampled)
        return evaluate(sampled)

    bot.evaluate = spy
    root = bot.search(obs, seat, random.Random(3), legal)
    assert len(scored) == 6 and not any(s.is_over for s in scored)
    assert all(0 <= c.reward / c.visits <= 1 for c in root.children.values() if c.visits)
    assert bots.load("ismcts", "persona", cutoff=0).evaluate is None
    assert evaluator("persona") is not None


class SpyGuide:
    """Records the observations the search hands its guide; plays the first legal move."""

    name = "spy"

    def __init__(self):
        self.seen = []

    def decide(self, observation, legal_actions, rng):
        self.seen.append(observation)
        return legal_actions[0]


def test_the_rules_bot_inside_the_search_sees_the_past_of_the_root():
    """Classified positions are rebuilt without their past: the answers given so far (public)
    reach both players' guides, the bot's own record only its own."""
    state, seat = classified_position()
    obs = dict(state.observe(seat))
    asked = {"step": 0, "rule": "test", "question": "unknown", "answer": True, "player": seat}
    obs["answers"] = [asked]
    obs["knowledge"] = [{"note": "shown earlier"}]
    bot = bots.load("ismcts", "classified", iterations=6, root="paired", candidates=2,
                    playout="rules", epsilon=0.0, prior=0.0)
    bot.guide = SpyGuide()
    bot.search(obs, seat, random.Random(4), state.legal_actions(seat))
    seen = bot.guide.seen
    assert {o["viewer"] for o in seen} == {0, 1}
    assert all(o["answers"][0] == asked for o in seen)
    assert all((o["knowledge"][:1] == [{"note": "shown earlier"}]) == (o["viewer"] == seat)
               for o in seen)
