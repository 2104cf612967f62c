"""A rule-based Classified Information bot, from the rules and basic strategy.

It tracks the opponent's possible Suitcase numbers from everything it has seen and been told
(``deduction.suitcase_numbers``), keeps the card most likely to match the opponent's Code as its
Final Card, assassinates when the odds of an overlap are good (always against a face-up Guard it
can hit), enlists Guards (above all those that block a number of its own Code), deploys
question cards while the Suitcase is still uncertain, blocks successful assassinations, and
asks the question that best splits the numbers still possible.
"""

from __future__ import annotations

from tutor.bots.base import RulesBot as BaseRulesBot

from .cards import codes_overlap, in_code, number, ring_distance, type_key
from .deduction import suitcase_numbers, visible_cards

QUESTION_CARDS = {"C1", "C2", "C7", "E1", "E3", "E7", "R1", "R7", "R8", "P1b", "P4a", "P7a"}
GUESS_PROMPTS = {"C2.number", "P4a.guess", "P7a.number", "R7.number"}
GUARD_KINDS = {"guard", "enlist_guard"}                # Enlist as a Guard
ASSASSIN_KINDS = {"assassinate", "enlist_assassin"}    # Enlist as an Assassin
ACTION_KINDS = {"deploy", "encrypt"} | GUARD_KINDS | ASSASSIN_KINDS
FINAL_WEIGHT = 3.0     # what keeping a likely match is worth against an Action's gain
GOOD_ODDS = 0.6        # success chance above which a face-down assassination pays


class RulesBot(BaseRulesBot):
    """Deduction, Final-Card keeping and good-odds assassinations."""

    def __init__(self, game=None, seed: int = 0):
        super().__init__(game, seed)
        # during one decision: (observation, possible numbers, match chance by card, unseen
        # numbers)
        self._known: tuple = (None, set(), {}, [])

    def scores(self, observation: dict, legal_actions) -> list[float]:
        """How good each legal action looks now (what ``decide`` maximises; a search bot
        ranks its candidate moves by it)."""
        prompt = (observation.get("decision") or {}).get("prompt", "")
        me = self._me(observation)
        self._known = (observation, suitcase_numbers(observation, me), {}, [])
        try:
            return [self.score(observation, prompt, a) for a in legal_actions]
        finally:
            self._known = (None, set(), {}, [])

    def score(self, obs: dict, prompt: str, action) -> float:
        """How good ``action`` looks now."""
        if prompt == "action" or action.kind in ACTION_KINDS:
            return self._action(obs, action)
        if prompt.startswith("react."):
            return 1.0 if prompt == "react.assassination_success" and action.kind != "pass" else 0.0
        if action.kind == "number":
            return self._number(obs, prompt, action.n)
        return 0.0

    # ---- what the bot knows ----------------------------------------------------------------
    @staticmethod
    def _me(obs: dict) -> int:
        return obs["viewer"]

    def possible(self, obs: dict) -> set[int]:
        """The opponent's possible Suitcase numbers (worked out once per ``decide``)."""
        if self._known[0] is obs:
            return self._known[1]
        return suitcase_numbers(obs, self._me(obs))

    def _blockers(self, obs: dict) -> set[int]:
        """Numbers of the opponent's Guards the bot can see (they block those Final Cards)."""
        opp = obs["players"][1 - self._me(obs)]
        return {number(g["card"]) for g in opp["guards"] if g and g["card"]}

    def match_chance(self, obs: dict, card: str) -> float:
        """The chance ``card`` as Final Card is in the opponent's Code and not blocked."""
        known = self._known[2] if self._known[0] is obs else {}
        if card not in known:
            known[card] = self._match_chance(obs, card)
        return known[card]

    def _match_chance(self, obs: dict, card: str) -> float:
        possible = self.possible(obs)
        n = number(card)
        if not possible or n in self._blockers(obs):
            return 0.0
        return sum(in_code(n, s) for s in possible) / len(possible)

    def _unseen_numbers(self, obs: dict) -> list[int]:
        """Numbers of the cards the bot cannot see (the candidates for a face-down Guard)."""
        known = self._known[3] if self._known[0] is obs else None
        if known:
            return known
        seen = set(visible_cards(obs, obs["viewer"]))
        unseen = [number(c) for c in obs["deck_list"] if c not in seen]
        if known is not None:
            known.extend(unseen)
        return unseen

    # ---- the turn's Action -----------------------------------------------------------------
    def _action(self, obs: dict, action) -> float:
        """Immediate gain plus the value of the best Final Card left in hand."""
        me = self._me(obs)
        hand = list(obs["players"][me]["hand"] or [])
        card = action.get("card")
        rest = list(hand)
        if card in rest:
            rest.remove(card)
        late = 1.0 if obs["deck_size"] <= 2 else 0.35
        final = max((self.match_chance(obs, c) for c in rest), default=0.0)
        return self._gain(obs, action) + FINAL_WEIGHT * late * final

    def _gain(self, obs: dict, action) -> float:
        """What the Action itself brings."""
        me, card = self._me(obs), action.get("card")
        if action.kind in GUARD_KINDS:
            suitcase = obs["players"][me]["suitcase"]
            blocks = suitcase is not None and in_code(number(card), number(suitcase))
            return 1.0 + (0.6 if blocks else 0.0)
        if action.kind in ASSASSIN_KINDS:
            return self._assassinate(obs, action)
        if action.kind == "deploy":
            uncertain = len(self.possible(obs)) > 2
            key = type_key(card)
            return 0.9 if key in QUESTION_CARDS and uncertain else 0.5
        if action.kind == "encrypt":
            return 0.3
        return 0.1

    def _aim(self, obs: dict, action) -> tuple[bool, bool]:
        """(at one's own Guard, at a face-up target) for either way of naming the target: a
        Guard spot of the opponent (``target`` a number, ``own`` for one's own), a face-up card
        by its id (``target``), or a face-down Guard by ``owner`` and ``spot``."""
        me = self._me(obs)
        target = action.get("target")
        if isinstance(target, str):
            mine = obs["players"][me]["guards"]
            own = any(g and target in (g["card"], g["cover"], g.get("tower")) for g in mine)
            return own, True
        if target is not None:
            owner = me if action.get("own") else 1 - me
            guard = obs["players"][owner]["guards"][target]
        else:
            owner = action.get("owner")
            guard = obs["players"][owner]["guards"][action.get("spot")]
        face_up = bool(guard and (guard["up"] or guard["cover"]))
        return owner == me, face_up

    def _assassinate(self, obs: dict, action) -> float:
        """Certain against a face-up target; by the odds of an overlap against a face-down one."""
        own, face_up = self._aim(obs, action)
        if own:
            return -1.0
        if face_up:
            return 1.4
        n = number(action.card)
        pool = self._unseen_numbers(obs) or [n]
        odds = sum(codes_overlap(n, m) for m in pool) / len(pool)
        return 1.4 * odds + 0.3 * (1 - odds) if odds >= GOOD_ODDS else 0.2 * odds

    # ---- naming numbers --------------------------------------------------------------------
    def _number(self, obs: dict, prompt: str, n: int) -> float:
        """Questions: split the possible numbers evenly; guesses: a possible number."""
        me = self._me(obs)
        possible = self.possible(obs)
        if prompt in GUESS_PROMPTS:
            return 1.0 if n in possible else 0.0
        if prompt == "C1.number":
            near = sum(ring_distance(s, n) <= 2 for s in possible)
            return -abs(2 * near - len(possible))
        suitcase = obs["players"][me]["suitcase"]
        return ring_distance(n, number(suitcase)) if suitcase else 0.0
