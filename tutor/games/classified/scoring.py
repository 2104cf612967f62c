"""The end of the game (rules spec §7): reveal, matches, guard blocking, tie-break."""

from __future__ import annotations

from .cards import in_code, number
from .table import Table

RULE_REVEAL = "classified.end.reveal"
RULE_MATCH = "classified.end.match"
RULE_BLOCK = "classified.ruling.guard_block"
RULE_TIEBREAK = "classified.end.tiebreak"
RULE_SHARED = "classified.end.shared"


def final_card(table: Table, player: int) -> str | None:
    hand = table.b.hands[player]
    return hand[0] if len(hand) == 1 else None


def blockers(table: Table, player: int) -> set[int]:
    """Numbers ``player``'s Guards block: each Guard blocks its own Card Number."""
    return {number(g["card"]) for g in table.guards(player)}


def unblocked_match(table: Table, player: int) -> bool:
    """``player``'s Final Card is in the opponent's Suitcase Code and no opposing Guard has
    its number."""
    final = final_card(table, player)
    if final is None:
        return False
    opponent = table.other(player)
    n = number(final)
    return in_code(n, table.suitcase_number(opponent)) and n not in blockers(table, opponent)


def blocked_match(table: Table, player: int) -> int | None:
    """The number of ``player``'s Final Card when it is in the opponent's Code but one of the
    opponent's Guards blocks it, else None."""
    final = final_card(table, player)
    if final is None:
        return None
    opponent, n = table.other(player), number(final)
    blocked = in_code(n, table.suitcase_number(opponent)) and n in blockers(table, opponent)
    return n if blocked else None


def guard_score(table: Table, player: int) -> float:
    """Guards in play, plus what cards in play add (Extra Protection counts half), as a float
    (the result's ``guard_scores``) whether or not such cards are in the deck."""
    extras = sum((extra(table, player) for extra in table.hooks.guard_score), 0.0)
    return table.guard_count(player) + extras


def compute_result(table: Table) -> dict:
    b = table.b
    finals = [final_card(table, p) for p in (0, 1)]
    matches = [unblocked_match(table, p) for p in (0, 1)]
    scores = [guard_score(table, p) for p in (0, 1)]
    if b.winner is not None:
        winners, reason = [b.winner], b.win_reason
    elif matches[0] != matches[1]:
        winners, reason = [0 if matches[0] else 1], "match"
    elif scores[0] != scores[1]:
        winners, reason = [0 if scores[0] > scores[1] else 1], "guards"
    else:
        winners, reason = [0, 1], "shared"
    return {"winners": winners, "reason": reason, "finals": finals, "matches": matches,
            "guard_scores": scores, "suitcases": list(b.suitcase)}


def finish(table: Table):
    """Reveal everything and record the result."""
    b = table.b
    b.result = compute_result(table)
    r = b.result
    table.emit("reveal", RULE_REVEAL, reveals=True, suitcases=r["suitcases"], finals=r["finals"],
               guards=[[g["card"] for g in table.guards(p)] for p in (0, 1)])
    for player in (0, 1):
        n = blocked_match(table, player)
        if n is not None:
            table.emit("match_blocked", RULE_BLOCK, player=player, number=n)
    rule = {"match": RULE_MATCH, "guards": RULE_TIEBREAK, "shared": RULE_SHARED}.get(
        r["reason"], b.win_rule)
    table.emit("game_over", rule, winners=r["winners"], reason=r["reason"],
               matches=r["matches"], guard_scores=r["guard_scores"])
    yield from ()
