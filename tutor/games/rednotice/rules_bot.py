"""A rule-based Red Notice bot for either role, deciding from its observation only.

From the rules and the plain strategy of each side:

- programming: its highest disc goes on the half it values most (the agent values Move by how
  near the possible cities are, Security by the continents they lie on, and Check and Bank as
  denial; the forger values Check by the room in her hand, Bank by a check she can cash where
  she is, Move by how near the agent is);
- the agent searches from the possible-city set (the engine's deduction in her observation):
  she enters a possible city when she can, else walks toward the nearest one, searches her own
  city when the forger may be there, and puts radars on the continents holding the most
  possible cities and barriers on the roads leading out of them;
- the forger (``forger_plan``) judges every route by the possible-city set the agent will
  see after it and by how far the agent can still walk before the forger moves again: she keeps
  out of the agent's reach and away from radars, keeps the set large, cashes a check only when
  the agent cannot reach her before she can slip away (or when it wins), spends security
  points on the white items that hem her in, hands over the least harmful upgrade, and bluffs
  in programming: her discs go where she needs them give or take a little noise, and she
  contests the cards where the agent has put a disc on a Move.
"""

from __future__ import annotations

import random
from typing import Sequence

from tutor.bots.base import RulesBot as BaseRulesBot
from tutor.engine import Action

from . import forger_plan as plan
from .board import HAND_LIMIT
from .cards import POW, default_decks, half_kind, half_symbols
from .worldmap import default_map, road_cities

# upgrades the forger would rather hand over first (least harmful to her first)
GIFT_ORDER = ("extension", "special_forces", "tracking", "reinforcements", "blockade",
              "place_radars", "private_jet", "permanent_forces", "next_gen_radar")
# the identity she flips first after a capture (the freest escape first)
IDENTITY_ORDER = ("journalist", "pilot", "lawyer", "spy", "doctor", "career_woman")
BLUFF = 0.6                  # the most noise she adds to a placement's score


def _disc_value(disc) -> float:
    return 5.5 if disc == POW else float(disc)


class RulesBot(BaseRulesBot):
    """The basic strategy of both roles, read from the observation (never the State)."""

    _judges: dict = {}                       # (class, action kind) -> its scoring function

    def __init__(self, game=None, seed: int = 0):
        super().__init__(game, seed)
        self._seen, self._facts = None, {}       # what the observation last judged gave

    def chosen_scores(self, observation: dict, legal_actions: Sequence[Action],
                      rng: random.Random) -> list[float]:
        """The scores, plus the forger's bluff on her placements (not fully readable)."""
        scores = self.scores(observation, legal_actions)
        if observation["role"] == "forger" and legal_actions[0].kind == "place":
            scores = [s + rng.uniform(0, BLUFF) for s in scores]
        return scores

    def scores(self, observation: dict, legal_actions) -> list[float]:
        """How good each legal action looks now (what ``decide`` maximises, before the forger's
        bluff; a search bot ranks its candidate moves by it)."""
        if legal_actions[0].kind == "move":
            info = observation["decision"].get("info", {})
            return plan.route_scores(observation, [list(a.path) for a in legal_actions],
                                     info.get("steps", 1), info.get("mode", "normal"))
        return [self.score(observation, a) for a in legal_actions]

    # ---- one score per action -------------------------------------------------------------
    def score(self, obs: dict, action: Action) -> float:
        judge = self._judge(action.kind)
        return judge(self, obs, dict(action.params)) if judge else 0.0

    @classmethod
    def _judge(cls, kind: str):
        """The method that scores actions of ``kind`` (None: every such action scores 0),
        looked up once per kind: a decision scores up to a few hundred actions."""
        key = (cls, kind)                  # a subclass has its own methods
        if key not in RulesBot._judges:
            RulesBot._judges[key] = getattr(cls, f"_{kind}", None)
        return RulesBot._judges[key]

    # programming
    def _place(self, obs, p) -> float:
        code = default_decks().actions[p["card"]][p["half"]]
        other = default_decks().actions[p["card"]][1 - p["half"]]
        value = self.half_value(obs, code) + 0.5 * self.half_value(obs, other)
        if obs["role"] == "forger":
            value += self._contest(obs, p)
        return value * _disc_value(p["disc"]) - 0.01 * _disc_value(p["disc"])

    def _contest(self, obs, p) -> float:
        """The forger's wish to beat the agent's disc on this card: winning takes the agent's
        half from her (a Move of hers when she is close)."""
        card = next(c for c in obs["row"] if c["card"] == p["card"])
        theirs = card["discs"][1 - p["half"]]
        if not theirs or theirs["role"] != "agent":
            return 0.0
        code = default_decks().actions[p["card"]][1 - p["half"]]
        near = plan.distance(obs["agent_city"], obs["forger_city"]) <= 3
        return 1.5 * half_symbols(code) if half_kind(code) == "move" and near else 0.3

    def half_value(self, obs: dict, code: str) -> float:
        """How much this bot wants to carry out one card half now (worked out once per
        observation: a programming decision asks for each half of each placement)."""
        facts = self._facts_of(obs)
        if code not in facts:
            facts[code] = self._half_value(obs, code)
        return facts[code]

    def _facts_of(self, obs: dict) -> dict:
        """Figures worked out from ``obs`` (kept while the same observation is judged)."""
        if self._seen is not obs:
            self._seen, self._facts = obs, {"possible": frozenset(obs["possible"])}
        return self._facts

    def _half_value(self, obs: dict, code: str) -> float:
        kind, n = half_kind(code), half_symbols(code)
        forger = obs["role"] == "forger"
        if kind == "wild":
            return max(self.half_value(obs, c) for c in ("C1", "B", "S1", "M1")) + 0.3
        if forger:
            return self._forger_half(obs, kind, n)
        if kind in ("check", "bank"):            # denial only
            return 1.0 if kind == "bank" else 0.6 * n
        possible = obs["possible"]
        if kind == "move":
            reach = self._nearest(obs["agent_city"], possible)
            return n * (3.0 if reach <= n else 1.5)
        free = [c for c in self._possible_continents(obs) if c not in obs["radars"]]
        return n * (2.0 if free else 1.0)

    def _forger_half(self, obs: dict, kind: str, n: int) -> float:
        hand = obs["checks"]["hand"] or []
        city = obs.get("forger_city")
        near = plan.distance(obs["agent_city"], city)
        if kind == "check":
            return min(n, HAND_LIMIT - len(hand)) * 1.3
        if kind == "bank":
            if not plan.checks_for(obs, city):
                return 0.8 if hand else 0.2
            return 4.0 if near > 2 else 1.5
        if kind == "move":
            hunted = near <= 2 or len(obs["possible"]) <= 3
            return n * (3.0 if hunted else 1.3)
        world = default_map()
        around = {world.continent_of(c) for c in world.within(city, 1)} if city else set()
        hemmed = any(col == "white" and c in around for c, col in obs["radars"].items())
        return n * (1.2 if hemmed else 0.3) if obs["security"] < 4 or hemmed else 0.1

    # agent
    def _go(self, obs, p) -> float:
        possible = self._facts_of(obs)["possible"]
        if p["city"] in possible:
            return 10.0 + self._possible_near(p["city"], possible)
        return 5.0 - self._nearest(p["city"], possible)

    def _search(self, obs, p) -> float:
        return 12.0 if obs["agent_city"] in obs["possible"] else -5.0

    def _stop(self, obs, p) -> float:
        return 5.0 - self._nearest(obs["agent_city"], obs["possible"]) - 0.5

    def _radar(self, obs, p) -> float:
        counts = self._possible_continents(obs)
        return 3.0 + counts.get(p["continent"], 0) if counts.get(p["continent"]) else 0.5

    _black_radar = _radar

    def _barrier(self, obs, p) -> float:
        facts = self._facts_of(obs)
        key = ("barrier", p["road"])          # a move-barrier decision asks for each road often
        if key not in facts:
            possible = facts["possible"]
            inside = sum(c in possible for c in road_cities(p["road"]))
            facts[key] = 2.0 + 0.1 * len(possible) if inside == 1 else 0.3 * inside
        return facts[key]

    _black_barrier = _barrier

    def _move_barrier(self, obs, p) -> float:
        return self._barrier(obs, {"road": p["to"]}) - self._barrier(obs, p) - 0.5

    def _pass(self, obs, p) -> float:
        return 1.0

    def _reinforce(self, obs, p) -> float:
        return 1.0

    def _no_reinforce(self, obs, p) -> float:
        return 0.0

    # forger
    def _discard(self, obs, p) -> float:
        data = default_decks().checks[p["check"]]
        same = sum(default_decks().checks[c]["continent"] == data["continent"]
                   for c in obs["checks"]["hand"] or [])
        return -data["value"] / 100_000 - same

    def _start(self, obs, p) -> float:
        return min(self._agent_distance(obs, p["city"]), 5) \
            + 1.5 * len(plan.checks_for(obs, p["city"]))

    def _cash(self, obs, p) -> float:
        """Cash when it wins, or when the agent cannot reach her before she slips away."""
        value = default_decks().checks[p["check"]]["value"]
        if obs["checks"]["total"] + value >= 1_000_000:
            return 100.0
        danger = 16.0 if plan.lives(obs) == 0 else 10.0
        return 6.0 + value / 100_000 - danger * plan.cash_risk(obs, p["check"])

    def _decline(self, obs, p) -> float:
        return 0.0

    def _move(self, obs, p) -> float:
        info = obs["decision"].get("info", {})
        return plan.route_scores(obs, [list(p["path"])], info.get("steps", len(p["path"])),
                                 info.get("mode", "normal"))[0]

    def _remove_radar(self, obs, p) -> float:
        world, city = default_map(), obs["forger_city"]
        if p["continent"] == world.continent_of(city):
            return 4.0
        around = {world.continent_of(c) for c in world.within(city, 2)}
        return 3.0 if p["continent"] in around else 0.8

    def _remove_barrier(self, obs, p) -> float:
        city = obs["forger_city"]
        ends = road_cities(p["road"])
        if city in ends:
            return 3.0
        return 2.0 if any(plan.distance(city, c) <= 1 for c in ends) else 0.5

    def _keep_points(self, obs, p) -> float:
        return 0.5 if obs["security"] >= 4 else 1.5

    def _give_upgrade(self, obs, p) -> float:
        return -GIFT_ORDER.index(p["upgrade"]) if p["upgrade"] in GIFT_ORDER else -10.0

    def _discard_upgrade(self, obs, p) -> float:
        return GIFT_ORDER.index(p["upgrade"]) if p["upgrade"] in GIFT_ORDER else 0.0

    def _identity(self, obs, p) -> float:
        rank = -IDENTITY_ORDER.index(p["tile"])
        if p["tile"] == "career_woman" and set(obs["upgrades"]["held"]) & {
                "next_gen_radar", "permanent_forces", "private_jet", "reinforcements"}:
            rank += 4
        if p["tile"] == "lawyer" and (obs["radars"] or obs["barriers"]):
            rank += 1
        return rank

    def _wild(self, obs, p) -> float:
        codes = {"check": "C1", "bank": "B", "security": "S1", "move": "M1"}
        return self.half_value(obs, codes[p["action"]])

    # ---- what the observation tells ------------------------------------------------------------
    @staticmethod
    def _nearest(city: str, cities) -> int:
        world = default_map()
        return min((world.distance(city, c) for c in cities), default=9)

    @staticmethod
    def _possible_near(city: str, possible: set) -> int:
        return len(default_map().within(city, 1) & possible)

    @staticmethod
    def _possible_continents(obs: dict) -> dict:
        counts: dict = {}
        for city in obs["possible"]:
            continent = default_map().continent_of(city)
            counts[continent] = counts.get(continent, 0) + 1
        return counts

    @staticmethod
    def _agent_distance(obs: dict, city: str | None) -> int:
        return 9 if city is None else default_map().distance(obs["agent_city"], city)
