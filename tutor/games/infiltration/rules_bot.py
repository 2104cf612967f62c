"""A rule-based Infiltration bot: dig for files while the clock allows, then run for the exit.

From its observation only: it estimates the rounds left before proximity reaches 99 (the
average roll 3.5 plus the alarm each round) and the rooms between each of its operatives and
the way out. With time to spare it downloads where files lie, plays an item whose effects are
worth more than the action it replaces, and otherwise advances into deeper rooms; once the
margin is gone (sooner the more it carries) it retreats. It never selects Advance or Retreat
where no room lies that way (Advance in the secret room): such a card changes nothing. Choices
inside a card (a room, an option, a target) are valued with the same table of effects; ties go
to ``rng``.
"""

from __future__ import annotations

from tutor.bots import base

from .card_loader import content_named
from .facility import ADVANCE, OUTSIDE, PATH, RETREAT, SECRET

AVERAGE_ROLL = 3.5
SPARE_ROUNDS = 1.0          # rounds kept in hand before running for the exit
CARRY = 0.12                # extra rounds of margin per data point carried
NOWHERE = -20.0             # a move card with no room that way: below every card that acts


def exit_distance(node: str, came_from: str | None) -> int:
    """Retreats needed to leave from ``node`` (the secret room: back where it came from)."""
    if node == OUTSIDE:
        return 0
    if node == SECRET:
        return 1 + exit_distance(came_from or PATH[-1], None)
    return PATH.index(node) + 1


def rounds_left(obs: dict) -> float:
    """Expected security phases before proximity reaches 99 (the current one included)."""
    return (99 - obs["proximity"]) / (AVERAGE_ROLL + obs["alarm"])


class RulesBot(base.RulesBot):
    """Greedy on files with an eye on the clock; never looks beyond its observation."""

    def scores(self, observation: dict, legal_actions) -> list[float]:
        """How good each legal action looks now (what ``decide`` maximises; a search bot
        ranks its candidate moves by it)."""
        return [self._value(observation, a) for a in legal_actions]

    def _value(self, obs: dict, action) -> float:
        """The worth of one action, by its kind."""
        judge = getattr(self, f"_{action.kind}", None)
        return judge(obs, action) if judge else 0.0

    # ---- what the bot knows ------------------------------------------------------------------
    @staticmethod
    def _content(obs: dict):
        return content_named(obs["options"]["content"])

    @staticmethod
    def _room(obs: dict, node: str) -> dict | None:
        return next((r for r in obs["rooms"] if r["room"] == node), None)

    @staticmethod
    def _carried(obs: dict, op: int) -> int:
        mine = next((m for m in obs.get("mine", []) if m["operative"] == op), None)
        return sum(mine["files"]) if mine else 0

    def _running(self, obs: dict, op: int, extra: int = 0) -> bool:
        """Whether ``op`` must head for the exit now (``extra`` rooms further in)."""
        o = obs["operatives"][op]
        need = exit_distance(o["room"], o["came_from"]) + extra + (1 if o["wounded"] else 0)
        margin = SPARE_ROUNDS + CARRY * self._carried(obs, op)
        return rounds_left(obs) <= need + margin

    @staticmethod
    def _ways(obs: dict, node: str, move: str) -> list[str]:
        """The rooms one ``move`` (advance or retreat) leads to from ``node``."""
        return [to for frm, to, how in obs["edges"] if frm == node and how == move]

    def _acting(self, obs: dict) -> int | None:
        """The operative whose card is resolving (the top of the pending work)."""
        for task in obs.get("pending", []):
            if task.get("op") is not None:
                return task["op"]
        return None

    # ---- effects ----------------------------------------------------------------------------
    def _effects_value(self, obs: dict, op: int, effects) -> float:
        return sum(self._effect_value(obs, op, e) for e in effects)

    def _effect_value(self, obs: dict, op: int, e: dict) -> float:
        o = obs["operatives"][op]
        room = self._room(obs, o["room"]) or {"files": 0, "locks": [], "scientists": []}
        running = self._running(obs, op)
        verb, n = e["do"], e.get("n", 1)
        if verb == "take_files":
            return 2.0 * min(n, room["files"])
        if verb == "draw_items":
            return 0.6 * n
        if verb in ("destroy_lock", "destroy_scientist"):
            zone = room["locks" if verb == "destroy_lock" else "scientists"]
            return 1.5 * sum(zone[:n]) if zone else 0.0
        if verb == "escape":
            return 12.0 if running else 2.0 + self._carried(obs, op) * 0.5
        if verb == "move":
            sign = -1 if e["dir"] == "advance" else 1
            return (3.0 * sign if running else -1.0 * sign) * n
        if verb == "alarm":
            return -1.0 * n
        if verb == "proximity":
            return -0.25 * n
        if verb == "wound":
            return -3.0 if e.get("who", "self") in ("self", "all_here") else 0.5
        if verb == "delay":
            return -2.0 if e.get("who", "self") == "self" else 0.5
        if verb == "heal":
            return 2.0 if o["wounded"] else 0.0
        if verb == "choose":
            return max(self._effects_value(obs, op, opt) for opt in e["options"])
        return 0.2

    # ---- decisions ----------------------------------------------------------------------------
    def _select(self, obs: dict, action) -> float:
        """A card for an operative: run, dig, or go deeper; an item when it is worth more."""
        op, card = action.operative, action.card
        o = obs["operatives"][op]
        room = self._room(obs, o["room"])
        running = self._running(obs, op)
        files_here = room["files"] if room else 0
        if card in (ADVANCE, RETREAT) and not self._ways(obs, o["room"], card):
            return NOWHERE                    # finds no room that way: the card changes nothing
        if card == "retreat":
            return 10.0 if running else -2.0
        if card == "advance":
            return -5.0 if running else (1.5 if files_here == 0 else 0.5)
        if card == "download":
            first = (room or {}).get("downloads", 0) == 0
            worth = 2.0 * min(files_here, 2 if first else 1)
            return worth - (4.0 if running else 0.0)
        if card == "interface":
            if not room or not room.get("interface_tokens") or not room.get("card"):
                return -1.0
            effects = self._content(obs).rooms[room["card"]].interface
            return self._effects_value(obs, op, effects) - (4.0 if running else 0.0) - 0.5
        item = self._content(obs).items.get(card)
        if item is None:
            return 0.0
        return self._effects_value(obs, op, item.effects) - 0.8   # items are kept for later

    def _move_to(self, obs: dict, action) -> float:
        op = self._acting(obs)
        if op is None:
            return 0.0
        if action.room == OUTSIDE:
            return 20.0 if self._running(obs, op) else -1.0
        if action.room == SECRET:
            return -3.0 if self._running(obs, op, extra=2) else 1.0
        depth = PATH.index(action.room) if action.room in PATH else 0
        return -depth if self._running(obs, op) else depth * 0.1

    def _stop(self, obs: dict, action) -> float:
        op = self._acting(obs)
        if op is None:
            return 0.0
        room = self._room(obs, obs["operatives"][op]["room"])
        return -1.0 if self._running(obs, op) else (0.5 if room and room["files"] else -0.5)

    def _option(self, obs: dict, action) -> float:
        op = self._acting(obs)
        task = next((t for t in obs.get("pending", []) if t.get("do") == "choose"), None)
        if op is None or task is None:
            return 0.0
        return self._effects_value(obs, op, task["options"][action.n])

    def _target(self, obs: dict, action) -> float:
        """Hurt the operative of another seat carrying the most files; never one's own."""
        o = obs["operatives"][action.operative]
        if o["owner"] == obs["viewer"]:
            return -10.0
        return o["files"] + (0 if o["wounded"] else 0.5)

    def _npc(self, obs: dict, action) -> float:
        return 0.0
