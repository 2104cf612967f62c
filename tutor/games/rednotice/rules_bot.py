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
- the forger banks whenever a check matches her continent, and routes away from the agent,
  through as few radars as she can, toward a continent of a check she holds; she spends her
  security points on the white radar or barrier closest to her.
"""

from __future__ import annotations

import random
from typing import Sequence

from tutor.bots.base import best_scored, require_actions
from tutor.engine import Action

from .components import POW, default_decks, half_kind, half_symbols
from .worldmap import default_map, road_cities

# upgrades the forger would rather hand over first (least harmful to her first)
GIFT_ORDER = ("reinforcements", "extension", "special_forces", "private_jet", "place_radars",
              "blockade", "permanent_forces", "next_gen_radar", "tracking")


def _disc_value(disc) -> float:
    return 5.5 if disc == POW else float(disc)


class RulesBot:
    """The basic strategy of both roles, read from the observation (never the State)."""

    name = "rules"

    def __init__(self, game=None, seed: int = 0):
        self.game = game
        self._rng = random.Random(seed)

    def decide(self, observation: dict, legal_actions: Sequence[Action],
               rng: random.Random | None = None) -> Action:
        """The best-scored legal action (ties broken by ``rng``)."""
        require_actions(legal_actions, "RulesBot")
        rng = self._rng if rng is None else rng
        if len(legal_actions) == 1:
            return legal_actions[0]
        scores = [self.score(observation, a) for a in legal_actions]
        return best_scored(legal_actions, scores, rng)

    # ---- one score per action -------------------------------------------------------------
    def score(self, obs: dict, action: Action) -> float:
        judge = getattr(self, f"_{action.kind}", None)
        return judge(obs, dict(action.params)) if judge else 0.0

    # programming
    def _place(self, obs, p) -> float:
        code = default_decks().actions[p["card"]][p["half"]]
        other = default_decks().actions[p["card"]][1 - p["half"]]
        value = self.half_value(obs, code) + 0.5 * self.half_value(obs, other)
        return value * _disc_value(p["disc"]) - 0.01 * _disc_value(p["disc"])

    def half_value(self, obs: dict, code: str) -> float:
        """How much this bot wants to carry out one card half now."""
        kind, n = half_kind(code), half_symbols(code)
        forger = obs["role"] == "forger"
        if kind == "wild":
            return max(self.half_value(obs, c) for c in ("C1", "B", "S1", "M1")) + 0.3
        if forger:
            hand = obs["checks"]["hand"] or []
            if kind == "check":
                return min(n, 5 - len(hand)) * 1.5
            if kind == "bank":
                return 4.0 if self._cashable(obs) else 1.0 if hand else 0.2
            if kind == "move":
                near = self._agent_distance(obs, obs.get("forger_city"))
                return n * (2.5 if near <= 2 else 1.2)
            return 0.5 * n if obs["radars"] or obs["barriers"] else 0.2 * n
        if kind in ("check", "bank"):            # denial only
            return 1.0 if kind == "bank" else 0.6 * n
        possible = obs["possible"]
        if kind == "move":
            reach = self._nearest(obs["agent_city"], possible)
            return n * (3.0 if reach <= n else 1.5)
        free = [c for c in self._possible_continents(obs) if c not in obs["radars"]]
        return n * (2.0 if free else 1.0)

    # agent
    def _go(self, obs, p) -> float:
        possible = set(obs["possible"])
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
        possible = set(obs["possible"])
        inside = sum(c in possible for c in road_cities(p["road"]))
        return 2.0 + 0.1 * len(possible) if inside == 1 else 0.3 * inside

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
        return self._agent_distance(obs, p["city"]) + 1.5 * self._checks_for(obs, p["city"])

    def _cash(self, obs, p) -> float:
        """Cash, unless the agent is one road away: the city is announced."""
        near = self._agent_distance(obs, obs.get("forger_city")) <= 1
        return (-5.0 if near else 10.0) + default_decks().checks[p["check"]]["value"] / 100_000

    def _decline(self, obs, p) -> float:
        return 0.0

    def _move(self, obs, p) -> float:
        path = list(p["path"])
        end = path[-1] if path else obs.get("forger_city")
        far = min(self._agent_distance(obs, end), 4)
        hidden = len(obs["possible"]) > 1 and not self._fires(obs, path)
        return 4.0 * far - 4.0 * self._fires(obs, path) + 1.5 * self._checks_for(obs, end) \
            + 0.1 * len(path) + (0.5 if hidden else 0.0)

    def _remove_radar(self, obs, p) -> float:
        here = default_map().continent_of(obs["forger_city"])
        return 4.0 if p["continent"] == here else 2.0

    def _remove_barrier(self, obs, p) -> float:
        return 3.0 if obs["forger_city"] in road_cities(p["road"]) else 0.5

    def _keep_points(self, obs, p) -> float:
        return 1.0

    def _give_upgrade(self, obs, p) -> float:
        return -GIFT_ORDER.index(p["upgrade"]) if p["upgrade"] in GIFT_ORDER else -10.0

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

    @staticmethod
    def _checks_for(obs: dict, city: str | None) -> int:
        if city is None:
            return 0
        continent = default_map().continent_of(city)
        return sum(default_decks().checks[c]["continent"] == continent
                   for c in obs["checks"]["hand"] or [])

    def _cashable(self, obs: dict) -> bool:
        return self._checks_for(obs, obs.get("forger_city")) > 0

    @staticmethod
    def _fires(obs: dict, path: list) -> int:
        radars = dict(obs["radars"])
        fired = 0
        for city in path:
            continent = default_map().continent_of(city)
            colour = radars.get(continent)
            if colour:
                fired += 1
                if colour == "white":
                    del radars[continent]
        return fired
