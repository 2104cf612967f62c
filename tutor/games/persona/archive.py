"""The archive phase at the end of each week: reveal, compare each company, award, steal."""

from __future__ import annotations

from tutor.engine import Action, Decision

from .board import deal_week, total, week_card
from .cards import ENCRYPT, WEEKS, company_of, direction, value_of

SKIP = Action("skip_steal")


def run_archive(state):
    """Reveal encrypted cards, settle every company in turn, then start the next week."""
    b = state.board
    reveal_encrypted(state)
    for company in b.companies:
        yield from archive_company(state, company)
    b.archive_view = None
    if b.week < WEEKS:
        b.week, b.day, b.phase = b.week + 1, 1, "day"
        passing = direction(b.week) if state.players > 2 else "opponent"
        state.emit("week", "persona.week.new", week=b.week, direction=passing)
        deal_week(state)
    else:
        b.phase = "scoring"


def reveal_encrypted(state) -> None:
    """Every encrypted card turns face up and joins its play area; Encrypt cards are used."""
    b = state.board
    shown = []
    for p in range(state.players):
        if b.encrypted[p] is not None:
            b.play[p].append(b.encrypted[p])
            b.used[p].append(ENCRYPT)
            shown.append({"player": p, "card": b.encrypted[p]})
            b.encrypted[p] = None
    state.emit("reveal_encrypted", "persona.archive.reveal", reveals=bool(shown), week=b.week,
               cards=shown)


def archive_company(state, company: str):
    """Compare ``company`` on the play areas; award its corporation card and key; steal."""
    b = state.board
    totals = [total(b, p, company) for p in range(state.players)]
    b.archive_view = {"company": company, "totals": totals, "first": None, "second": None}
    state.emit("compare", "persona.archive.totals", week=b.week, company=company, totals=totals)
    best = max(totals)
    if best == 0:
        state.emit("no_score", "persona.archive.none", company=company)
        return
    leaders = [p for p in range(state.players) if totals[p] == best]
    if len(leaders) > 1:
        placing = yield from first_place_tie(state, company, leaders)
        if placing is None:
            return
        first, second = placing
    else:
        first = leaders[0]
        second = yield from second_place(state, company, totals, first)
    b.archive_view.update(first=first, second=second)
    take_corporation(state, company, first)
    if second != first:
        take_key(state, company, second, "persona.archive.second")
    elif state.options["sole_scorer_key"] == "leader":
        take_key(state, company, second, "persona.archive.sole")
    for thief in dict.fromkeys([first, second]):
        yield from steal(state, company, thief)


def first_place_tie(state, company: str, leaders: list[int]):
    """A tie for 1st: the key holder ranks two tied players, or nothing happens (carry-over)."""
    b = state.board
    holder = b.keys[company]
    if holder is None:
        state.emit("carry_over", "persona.archive.carry_over", company=company, tied=leaders,
                   stack=list(b.stacks[company]))
        state.emit("no_key_no_steal", "persona.archive.no_steal_on_carry", company=company)
        return None
    options = [Action("rank_tie", first=f, second=s) for f in leaders for s in leaders if f != s]
    choice = yield Decision.single(holder, options, "persona.archive.tie_first",
                                   "break_first_tie", company=company, tied=leaders)
    state.emit("tie_first", "persona.archive.tie_first", company=company, chooser=holder,
               first=choice.first, second=choice.second)
    return choice.first, choice.second


def second_place(state, company: str, totals: list[int], first: int):
    """2nd place: the best other scorer; the leader breaks a tie; a sole scorer is also 2nd."""
    rest = [p for p in range(len(totals)) if p != first and totals[p] > 0]
    if not rest:
        state.emit("sole_scorer", "persona.archive.sole", company=company, player=first)
        return first
    top = max(totals[p] for p in rest)
    tied = [p for p in rest if totals[p] == top]
    if len(tied) == 1:
        return tied[0]
    choice = yield Decision.single(first, [Action("give_key", player=q) for q in tied],
                                   "persona.archive.tie_second", "break_second_tie",
                                   company=company, tied=tied)
    state.emit("tie_second", "persona.archive.tie_second", company=company, chooser=first,
               second=choice.player)
    return choice.player


def take_corporation(state, company: str, player: int) -> None:
    """1st takes corporation cards from the top of the stack down to this week's card."""
    b = state.board
    stack, target = b.stacks[company], week_card(b, company)
    taken = stack[:stack.index(target) + 1]
    b.stacks[company] = stack[len(taken):]
    b.archives[player] += taken
    state.emit("corporation", "persona.archive.first", company=company, player=player,
               cards=taken, carried=len(taken) > 1)


def take_key(state, company: str, player: int, rule: str) -> None:
    """2nd (or a sole scorer, by ``rule``) takes the key, from the table or from its holder."""
    b = state.board
    before, b.keys[company] = b.keys[company], player
    state.emit("key", rule, company=company, player=player, previous=before)


def steal_candidates(board, company: str, thief: int) -> list[tuple[int, str]]:
    """(owner, card) for each card of ``company`` in other players' play areas (archives are
    safe)."""
    return [(q, card) for q in range(len(board.play)) if q != thief
            for card in board.play[q] if company_of(card) == company]


def steal(state, company: str, thief: int):
    """``thief`` takes one card of ``company`` from another play area into their archive."""
    b = state.board
    candidates = steal_candidates(b, company, thief)
    if not candidates:
        state.emit("no_steal", "persona.archive.steal", company=company, player=thief)
        return
    optional = state.options["steal_optional"]
    rule = "persona.archive.steal"
    if len(candidates) == 1 and not optional:
        victim, card = candidates[0]
        rule = "persona.archive.steal_mandatory"          # taken without asking
    else:
        options = [Action("steal", card=c) for _, c in candidates] + ([SKIP] if optional else [])
        choice = yield Decision.single(thief, options, "persona.archive.steal", "choose_steal",
                                       company=company)
        if choice == SKIP:
            state.emit("skip_steal", "persona.archive.steal_mandatory", company=company,
                       player=thief)
            return
        card = choice.card
        victim = next(owner for owner, c in candidates if c == card)
    b.play[victim].remove(card)
    b.archives[thief].append(card)
    state.emit("steal", rule, company=company, player=thief, victim=victim, card=card,
               value=value_of(card))

