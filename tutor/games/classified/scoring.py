"""The end of the game (rules spec §7): reveal, matches, guard blocking, tie-break."""

from __future__ import annotations

from typing import NamedTuple

from .cards import in_code, number
from .table import Table

RULE_REVEAL = "classified.end.reveal"
RULE_MATCH = "classified.end.match"
RULE_BLOCK = "classified.ruling.guard_block"
RULE_TIEBREAK = "classified.end.tiebreak"
RULE_SHARED = "classified.end.shared"


class Showdown(NamedTuple):
    """One player's Final Card against the opponent's Suitcase Code and Guards."""

    final: str | None          # the Final Card: the one card left in hand, else None
    in_code: bool              # its number is in the opponent's Suitcase Code
    blocked: bool              # ... and one of the opponent's Guards has that number

    @property
    def match(self) -> bool:
        """An unblocked match: the Final Card scores."""
        return self.in_code and not self.blocked


def showdown(table: Table, player: int) -> Showdown:
    """``player``'s Final Card tested against the opponent (each Guard blocks its own Card
    Number)."""
    hand = table.b.hands[player]
    if len(hand) != 1:
        return Showdown(None, False, False)
    opponent, n = table.other(player), number(hand[0])
    hit = in_code(n, table.suitcase_number(opponent))
    return Showdown(hand[0], hit, hit and n in blockers(table, opponent))


def blockers(table: Table, player: int) -> set[int]:
    """Numbers ``player``'s Guards block: each Guard blocks its own Card Number."""
    return {number(g["card"]) for g in table.b.guards[player] if g is not None}


def guard_score(table: Table, player: int) -> float:
    """Guards in play, plus what cards in play add (Extra Protection counts half), as a float
    (the result's ``guard_scores``) whether or not such cards are in the deck."""
    extras = 0.0
    for extra in table.in_play.guard_score:
        extras += extra(table, player)
    return table.guard_count(player) + extras


def compute_result(table: Table, showdowns: list[Showdown]) -> dict:
    b = table.b
    matches = [s.match for s in showdowns]
    scores = [guard_score(table, 0), guard_score(table, 1)]
    if b.winner is not None:
        winners, reason = [b.winner], b.win_reason
    elif matches[0] != matches[1]:
        winners, reason = [0 if matches[0] else 1], "match"
    elif scores[0] != scores[1]:
        winners, reason = [0 if scores[0] > scores[1] else 1], "guards"
    else:
        winners, reason = [0, 1], "shared"
    return {"winners": winners, "reason": reason, "finals": [s.final for s in showdowns],
            "matches": matches, "guard_scores": scores, "suitcases": list(b.suitcase)}


def finish(table: Table):
    """Reveal everything and record the result."""
    b = table.b
    showdowns = [showdown(table, 0), showdown(table, 1)]
    b.result = compute_result(table, showdowns)
    r = b.result
    table.emit("reveal", RULE_REVEAL, reveals=True, suitcases=r["suitcases"], finals=r["finals"],
               guards=[[g["card"] for g in table.guards(p)] for p in (0, 1)])
    for player, s in enumerate(showdowns):
        if s.blocked:                     # blocked implies in the Code
            table.emit("match_blocked", RULE_BLOCK, player=player, number=number(s.final))
    rule = {"match": RULE_MATCH, "guards": RULE_TIEBREAK, "shared": RULE_SHARED}.get(
        r["reason"], b.win_rule)
    table.emit("game_over", rule, winners=r["winners"], reason=r["reason"],
               matches=r["matches"], guard_scores=r["guard_scores"])
    yield from ()
