"""The archive phase at the end of each week: reveal, compare each company, award, steal.

``board.archiving`` records how far the phase has come (the company being compared, its totals,
1st and 2nd once settled, and the thieves still to steal), so a position in the middle of the
phase is fully described by the board.
"""

from __future__ import annotations

from tutor.engine import Decision

from .board import deal_week, use_action_card, week_card
from .board import totals as seat_totals      # the parameters named totals are one company's
from .cards import CARD_VALUE, ENCRYPT, WEEKS
from .legality import STEAL, TIE_FIRST, TIE_SECOND, Ctx, legal_actions
from .seats import direction


def run_archive(state):
    """Reveal encrypted cards, settle every company in turn, then start the next week."""
    b = state.board
    if b.archiving is None:
        reveal_encrypted(state)
        start = 0
    else:                                   # a hand-set position in the middle of the phase
        start = b.companies.index(b.archiving["company"])
    # a steal moves only a card of the company just compared, so the companies still to compare
    # keep the totals the play areas show now: sum them all in one pass per play area
    week_totals = [seat_totals(b, p) for p in range(state.players)]
    for company in b.companies[start:]:
        yield from archive_company(state, company, [seat[company] for seat in week_totals])
    b.archiving = None
    if b.week < WEEKS:
        b.week, b.day, b.phase = b.week + 1, 1, "day"
        state.emit("week", "persona.week.new", week=b.week,
                   direction=direction(b.week, state.players))
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
            use_action_card(b, p, ENCRYPT)
            shown.append({"player": p, "card": b.encrypted[p]})
            b.encrypted[p] = None
    state.emit("reveal_encrypted", "persona.archive.reveal", reveals=bool(shown), week=b.week,
               cards=shown)


def archive_company(state, company: str, totals: list[int]):
    """Compare ``company`` on the play areas (``totals``: each seat's weekly total of it);
    award its corporation card and key; steal."""
    b = state.board
    view = b.archiving
    if view is None or view["company"] != company or view["first"] is None:
        placing = yield from place(state, company, totals)
        if placing is None:
            return
    for thief in list(b.archiving["thieves"]):
        yield from steal(state, company, thief)
        b.archiving["thieves"].remove(thief)


def place(state, company: str, totals: list[int]):
    """Totals, then 1st and 2nd with their corporation card and key; None when nobody places."""
    b = state.board
    b.archiving = {"company": company, "totals": totals, "first": None, "second": None,
                   "thieves": []}
    state.emit("compare", "persona.archive.totals", week=b.week, company=company, totals=totals)
    best = max(totals)
    if best == 0:
        state.emit("no_score", "persona.archive.none", company=company)
        return None
    leaders = [p for p in range(state.players) if totals[p] == best]
    if len(leaders) > 1:
        placing = yield from first_place_tie(state, company, leaders)
        if placing is None:
            return None
        first, second = placing
    else:
        first = leaders[0]
        second = yield from second_place(state, company, totals, first)
    b.archiving.update(first=first, second=second, thieves=list(dict.fromkeys([first, second])))
    take_corporation(state, company, first)
    if second != first:
        take_key(state, company, second, "persona.archive.second")
    elif state.options["sole_scorer_key"] == "leader":
        take_key(state, company, second, "persona.archive.sole")
    return first, second


def first_place_tie(state, company: str, leaders: list[int]):
    """A tie for 1st: the key holder ranks two tied players, or nothing happens (carry-over)."""
    b = state.board
    holder = b.keys[company]
    if holder is None:
        state.emit("carry_over", "persona.archive.carry_over", company=company, tied=leaders,
                   stack=list(b.stacks[company]))
        state.emit("no_key_no_steal", "persona.archive.no_steal_on_carry", company=company)
        return None
    info = {"company": company, "tied": leaders}
    options = legal_actions(TIE_FIRST, Ctx(b, holder, info, state.options))
    choice = yield Decision.single(holder, options, TIE_FIRST, "break_first_tie", **info)
    state.emit("tie_first", TIE_FIRST, company=company, chooser=holder,
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
    info = {"company": company, "tied": tied}
    options = legal_actions(TIE_SECOND, Ctx(state.board, first, info, state.options))
    choice = yield Decision.single(first, options, TIE_SECOND, "break_second_tie", **info)
    state.emit("tie_second", TIE_SECOND, company=company, chooser=first, second=choice.to)
    return choice.to


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


def steal(state, company: str, thief: int):
    """``thief`` takes one card of ``company`` from another play area into their archive."""
    b = state.board
    info = {"company": company}
    options = legal_actions(STEAL, Ctx(b, thief, info, state.options))
    steals = [a for a in options if a.kind == "steal"]
    if not steals:
        state.emit("no_steal", STEAL, company=company, player=thief)
        return
    rule = STEAL
    if len(options) == 1:
        choice, rule = options[0], "persona.archive.steal_mandatory"   # taken without asking
    else:
        choice = yield Decision.single(thief, options, STEAL, "choose_steal", **info)
        if choice.kind == "skip_steal":
            state.emit("skip_steal", "persona.archive.steal_mandatory", company=company,
                       player=thief)
            return
    b.play[choice.victim].remove(choice.card)
    b.archives[thief].append(choice.card)
    state.emit("steal", rule, company=company, player=thief, victim=choice.victim,
               card=choice.card, value=CARD_VALUE[choice.card])


