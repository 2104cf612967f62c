"""A rule-based Persona Non Grata bot: counts majorities, keys and activation from what it sees.

It values a position for each player as the points their cards would score (full value once
the company is activated by a Worker or corporation card, a fraction before), plus what this
week's archive would give them on the current totals (the corporation card and a steal for
1st, the key and a steal for 2nd). A play is judged by that value for itself against the best
opponent; with two players the face-down discard removes the card the opponent would gain most
from, since the rest of the hand passes to them.
"""

from __future__ import annotations

from functools import lru_cache

from tutor.bots import base

from .cards import (ACTION_KINDS, ENCRYPT, WEEK_CORPORATION_VALUE, company_of, is_activator,
                    is_corporation_card, value_of)
from .effects import target_of
from .seats import left_of

UNACTIVATED = 0.4      # share of a company's points counted before it is activated
STEAL = 2.5            # what a steal is worth on average
KEY = 1.5              # a key: its point and the tie-breaks it decides


@lru_cache(maxsize=None)
def _facts(card: str) -> tuple[str, int, bool]:
    """(company, points, activates its company) of a card: the values below ask for them
    hundreds of thousands of times a game."""
    return company_of(card), value_of(card), is_activator(card)


def _pair(action) -> tuple[str, str] | None:
    """(information card, action card) of a day's play, or None for another action."""
    if action.kind in ACTION_KINDS:
        return action.card, action.kind
    if action.kind == "play":
        return action.info, action.action
    return None


@lru_cache(maxsize=4096)
def _company_totals(cards: tuple[str, ...]) -> dict:
    """company -> the points of ``cards`` in it (read only: kept for the next candidate
    move, which changes one seat's cards and leaves the others' as they were)."""
    totals: dict = {}
    for c in cards:
        company, points, _ = _facts(c)
        totals[company] = totals.get(company, 0) + points
    return totals


@lru_cache(maxsize=4096)
def _cards_value(cards: tuple[str, ...]) -> float:
    """One seat's estimated points from its cards: each company's points, or a share of
    them while nothing of the seat's activates it (kept like ``_company_totals``)."""
    by_company: dict = {}               # company -> [points, activated], in card order
    for c in cards:
        company, points, activator = _facts(c)
        held = by_company.setdefault(company, [0, False])
        held[0] += points
        held[1] = held[1] or activator
    value = 0.0
    for points, activated in by_company.values():
        value += points if activated else UNACTIVATED * points
    return value


class RulesBot(base.RulesBot):
    """Greedy on majorities, keys and activation; never looks beyond its observation."""

    def scores(self, observation: dict, legal_actions) -> list[float]:
        """How good each legal action looks now (what ``decide`` maximises; a search bot
        ranks its candidate moves by it)."""
        kind = legal_actions[0].kind
        judge = {"discard": self._discard, "steal": self._steal, "skip_steal": self._steal,
                 "give_key": self._give_key, "rank_tie": self._rank_tie,
                 "activate": self._activate}.get(kind)
        if _pair(legal_actions[0]) is not None:
            judge = self._play
        return [judge(observation, a) if judge else 0.0 for a in legal_actions]

    # ---- position values -------------------------------------------------------------------
    @staticmethod
    def _cards(obs: dict) -> list[list[str]]:
        """Each seat's scoring cards as far as the viewer knows (own face-down card included)."""
        me = obs["viewer"]
        cards = []
        for q, seat in enumerate(obs["seats"]):
            mine = list(seat["play_area"]) + list(seat["archive"]) + list(seat["corporation_cards"])
            if q == me and seat["encrypted"] and seat["encrypted"]["card"]:
                mine.append(seat["encrypted"]["card"])
            cards.append(mine)
        return cards

    @staticmethod
    def _week_cards(obs: dict) -> list[list[str]]:
        """Each seat's cards that count for this week's totals."""
        me = obs["viewer"]
        week = [list(seat["play_area"]) for seat in obs["seats"]]
        enc = obs["seats"][me]["encrypted"]
        if enc and enc["card"]:
            week[me].append(enc["card"])
        return week

    def values(self, obs: dict, cards: list[list[str]], week: list[list[str]]) -> list[float]:
        """Each seat's estimated final points."""
        values = [_cards_value(tuple(held)) for held in cards]
        totals = [_company_totals(tuple(w)) for w in week]
        for company in obs["companies"]:
            self._archive_bonus(obs, company, totals, values)
        for keeper in obs["keys"].values():
            if keeper is not None:
                values[keeper] += KEY / 2
        return values

    @staticmethod
    def _archive_bonus(obs: dict, company: str, week_totals: list[dict], values: list[float]):
        """What this week's comparison of ``company`` would give on the current totals (each
        seat's points this week by company)."""
        totals = [seat.get(company, 0) for seat in week_totals]
        ranked = sorted(range(len(totals)), key=lambda q: -totals[q])
        if not totals[ranked[0]]:
            return
        corp = WEEK_CORPORATION_VALUE.get(obs["week"], 0)
        values[ranked[0]] += corp + 1 + STEAL
        if len(ranked) > 1 and totals[ranked[1]]:
            values[ranked[1]] += KEY + STEAL

    def _margin(self, obs: dict, cards, week) -> float:
        """The viewer's value against the best other seat."""
        values = self.values(obs, cards, week)
        me = obs["viewer"]
        return values[me] - max(v for q, v in enumerate(values) if q != me)

    # ---- decisions -------------------------------------------------------------------------
    def _play(self, obs: dict, action) -> float:
        """The margin after ``action``'s card lands where its action card sends it."""
        cards, week = self._cards(obs), self._week_cards(obs)
        card, kind = _pair(action)
        to = target_of(obs["viewer"], kind, obs["players"])
        cards[to].append(card)
        week[to].append(card)
        hidden_bonus = 0.3 if kind == ENCRYPT else 0.0
        return self._margin(obs, cards, week) + hidden_bonus

    def _discard(self, obs: dict, action) -> float:
        """Two players: how much the opponent would gain from the card, were it passed on."""
        me = obs["viewer"]
        opp = left_of(me, obs["players"])      # two players: the neighbour is the opponent
        cards, week = self._cards(obs), self._week_cards(obs)
        before = self.values(obs, cards, week)[opp]
        cards[opp].append(action.card)
        week[opp].append(action.card)
        return self.values(obs, cards, week)[opp] - before

    def _steal(self, obs: dict, action) -> float:
        """The card's value, more when it takes an activator or hurts the leader."""
        card = getattr(action, "card", None)
        if card is None:
            return -1.0
        return value_of(card) + (1.0 if is_activator(card) else 0.0)

    def _give_key(self, obs: dict, action) -> float:
        """Give a key to the weakest of the tied players."""
        values = self.values(obs, self._cards(obs), self._week_cards(obs))
        return -values[action.get("to", action.get("player"))]

    def _rank_tie(self, obs: dict, action) -> float:
        """Rank yourself first; else put the weaker tied player first."""
        me = obs["viewer"]
        values = self.values(obs, self._cards(obs), self._week_cards(obs))
        if action.first == me:
            return 100.0
        return -values[action.first] + (50.0 if action.second == me else 0.0)

    @staticmethod
    def _activate(obs: dict, action) -> float:
        """Spend the cheapest activator (corporation 0 before a Worker before the rest)."""
        card = action.card
        return -(value_of(card) + (0.5 if not is_corporation_card(card) else 0.0))
