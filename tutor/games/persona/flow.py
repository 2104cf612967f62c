"""The turn structure, as the rulebook reads: three weeks of days, each week closed by the
archive phase, then the final scoring (``flow(state)``, the generator the engine runs).

A day: everyone chooses a pair at once, (two players: discard face down), reveal, then pass
hands or end the week. The archive phase: encrypted cards turn face up, then each company in
turn is compared, placed and stolen from. What the chosen actions do is in ``effects``; the
legal actions of each decision in ``actions``.

The flow re-enters from the board alone: ``board.phase`` says which part runs, a day's
face-down pairs are ``board.pending``, and ``board.archiving`` records how far the archive
phase has come (the company being compared, its totals, 1st and 2nd once settled, and the
thieves still to steal), so a position in the middle of any of them is fully described by the
board.
"""

from __future__ import annotations

from tutor.engine import Decision

from . import effects
from .actions import CHOOSE, DISCARD, STEAL, TIE_FIRST, TIE_SECOND, Ctx, legal_actions
from .board import draw
from .board import totals as seat_totals      # the parameters named totals are one company's
from .cards import WEEKS
from .scoring import run_scoring
from .seats import direction, pass_seats
from .setup import deal_week


def flow(state):
    """Days until the week's action cards are spent, the archive phase, then scoring."""
    b = state.board
    while b.phase != "over":
        if b.phase == "day":
            yield from run_day(state)
        elif b.phase == "archive":
            yield from run_archive(state)
        else:
            yield from run_scoring(state)


# ---- a day ------------------------------------------------------------------------------------
def choose_decision(state, rule: str, players) -> Decision:
    """The simultaneous decision ``rule`` for ``players``, from the shared checks of the legal
    actions."""
    b = state.board
    return Decision({p: legal_actions(rule, Ctx(b, p, options=state.options)) for p in players},
                    rule, "choose_play" if rule == CHOOSE else "discard_face_down",
                    {"week": b.week, "day": b.day})


def run_day(state):
    """One day: choose, (two players: discard), reveal and resolve, then pass or end the week."""
    b, n = state.board, state.players
    if not any(b.pending):                  # (a hand-set position may have chosen already)
        choice = yield choose_decision(state, CHOOSE, range(n))
        effects.hand_in(b, choice)
    if n == 2:
        yield from two_player_discard(state)
    effects.reveal(state)
    if any(b.actions):
        pass_hands(state)
        if n == 2:
            draw_one_each(state)
        b.day += 1
    else:
        discard_last_cards(state)
        b.phase = "archive"


def two_player_discard(state):
    """With two players, each who still holds two or more cards discards one face down."""
    b = state.board
    owing = [p for p in range(state.players) if len(b.hands[p]) >= 2]
    if not owing:
        return
    choice = yield choose_decision(state, DISCARD, owing)
    effects.discard_face_down(state, choice, DISCARD)


def pass_hands(state) -> None:
    """Pass whole hands in this week's direction; everyone learns the hand they receive."""
    b, n = state.board, state.players
    sources, targets = pass_seats(b.week, n)
    given = b.hands
    b.hands = [given[source] for source in sources]       # each hand moves on whole
    rule = "persona.two.pass_draw" if n == 2 else "persona.day.pass"
    state.emit("pass", rule, direction=direction(b.week, n),
               private={p: {"hand": list(b.hands[p]), "passed": list(given[p]),
                            "passed_to": targets[p], "received_from": sources[p]}
                        for p in range(n)})


def draw_one_each(state) -> None:
    """With two players, each draws one card after passing."""
    b = state.board
    for p in range(state.players):
        card = draw(b, 1)
        b.hands[p] += card
        state.emit("draw", "persona.two.pass_draw", player=p, private={p: {"card": card[0]}})


def discard_last_cards(state) -> None:
    """After the fifth day the card left in each hand is discarded face down."""
    b = state.board
    last = [list(hand) for hand in b.hands]
    for p in range(state.players):
        b.discards += b.hands[p]
        b.hands[p] = []
    state.emit("last_card", "persona.week.last_card_hidden", week=b.week,
               private={p: {"card": last[p][0]} for p in range(state.players) if last[p]})


# ---- the archive phase ------------------------------------------------------------------------
def run_archive(state):
    """Reveal encrypted cards, settle every company in turn, then start the next week."""
    b = state.board
    if b.archiving is None:
        effects.reveal_encrypted(state)
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
    effects.take_corporation(state, company, first)
    if second != first:
        effects.take_key(state, company, second, "persona.archive.second")
    elif state.options["sole_scorer_key"] == "leader":
        effects.take_key(state, company, second, "persona.archive.sole")
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


def steal(state, company: str, thief: int):
    """``thief`` takes one card of ``company`` from another play area into their archive."""
    info = {"company": company}
    options = legal_actions(STEAL, Ctx(state.board, thief, info, state.options))
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
    effects.take_stolen(state, company, thief, choice, rule)
