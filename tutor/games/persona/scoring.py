"""Final scoring: pool each player's cards, activate each company, count keys, rank players."""

from __future__ import annotations

from tutor.engine import Decision

from .cards import ACTIVATORS, CARD_COMPANY, CARD_VALUE, is_corporation_card
from .actions import ACTIVATE, Ctx, legal_actions


def activation_order(card: str) -> tuple:
    """Cheapest activator first: corporation 0, corporation 2, a Worker, corporation 4."""
    return (CARD_VALUE[card], 0 if is_corporation_card(card) else 1, card)


def run_scoring(state):
    """Move play areas into archives, then score every company for every player."""
    b = state.board
    for p in range(state.players):
        b.archives[p] += b.play[p]
        b.play[p] = []
    state.emit("pool", "persona.score.pool")
    scores = []
    for p in range(state.players):
        companies = {}
        for company, cards in archive_by_company(b, p).items():
            companies[company] = yield from score_company(state, p, company, cards)
        scores.append(summary(p, companies))
    b.scores = scores
    b.phase = "over"
    announce(state, scores)


def announce(state, scores: list[dict]) -> None:
    """The final event cites the rule that decided the winner: points, tie-breaks or a share."""
    best = max(s["score"] for s in scores)
    won = winners(scores)
    rule = "persona.score.winner"
    if sum(s["score"] == best for s in scores) > 1:
        rule = "persona.score.shared" if len(won) > 1 else "persona.score.tiebreak"
    state.emit("final", rule, scores=[s["score"] for s in scores], winners=won)


def archive_by_company(b, player: int) -> dict[str, list[str]]:
    """``player``'s archived cards of each company in play, in archive order."""
    groups = {company: [] for company in b.companies}
    for card in b.archives[player]:
        groups[CARD_COMPANY[card]].append(card)
    return groups


def score_company(state, player: int, company: str, cards: list[str]):
    """One player's points for one company (``cards``: its cards in their archive):
    activation, card values, and the key."""
    b = state.board
    activators = sorted((c for c in cards if c in ACTIVATORS), key=activation_order)
    spent = given_up(b, player, company)         # a hand-set position resumed in the scoring
    if spent is None and activators:
        spent = activators[0]
        if state.options["activator"] == "choose" and len(activators) > 1:
            info = {"company": company}
            options = legal_actions(ACTIVATE, Ctx(b, player, info, state.options))
            choice = yield Decision.single(player, options, ACTIVATE, "choose_activator", **info)
            spent = choice.card
        b.archives[player].remove(spent)
        b.spent[player].append(spent)
        cards.remove(spent)
    points = sum(CARD_VALUE[c] for c in cards) if spent else 0
    key = b.keys[company] == player and (spent is not None
                                         or not state.options["key_needs_activation"])
    result = {"activated": spent is not None, "activator": spent, "points": points,
              "wasted": 0 if spent else sum(CARD_VALUE[c] for c in cards),
              "key_held": b.keys[company] == player, "key": int(key)}
    rule = "persona.score.activator_spent" if spent else "persona.score.activate"
    state.emit("company_score", rule, player=player, company=company, **result)
    if result["key"]:         # without activation the point counts only by the ruling
        rule = "persona.score.key" if spent else "persona.score.key_unconditional"
        state.emit("key_point", rule, player=player, company=company)
    return result


def given_up(b, player: int, company: str) -> str | None:
    """The activator ``player`` has already given up for ``company`` (None: not yet)."""
    return next((c for c in b.spent[player] if CARD_COMPANY[c] == company), None)


def summary(player: int, companies: dict) -> dict:
    """A player's total and the tie-break counts."""
    return {"player": player,
            "score": sum(c["points"] + c["key"] for c in companies.values()),
            "activated": sum(c["activated"] for c in companies.values()),
            "keys": sum(c["key_held"] for c in companies.values()),
            "companies": companies}


def rank_key(entry: dict) -> tuple:
    """Score, then companies activated, then keys held."""
    return entry["score"], entry["activated"], entry["keys"]


def winners(scores: list[dict]) -> list[int]:
    """Everyone tied on score and both tie-breaks shares the win."""
    best = max(rank_key(s) for s in scores)
    return [s["player"] for s in scores if rank_key(s) == best]
