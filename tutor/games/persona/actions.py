"""One predicate per rule, shared by the legal-action lists and the why-not explanations.

Each decision has a ``Moves`` entry: the action kinds it accepts and their parameters, the
candidate actions to consider, and the ordered ``Check``s (rule id, predicate, reason). The
legal actions are the candidates that pass every check; a refused action is explained by the
first check it fails, so a list and its explanation can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, NamedTuple, Sequence

from tutor.engine import Action, IllegalAction

from .board import Board, owner_in_play
from .cards import ACTION_KINDS, ACTIVATORS, ALL_CARDS, CARD_COMPANY, company_of, is_known_card
from .texts import card_name

CHOOSE, DISCARD = "persona.day.choose", "persona.two.discard"
TIE_FIRST, TIE_SECOND = "persona.archive.tie_first", "persona.archive.tie_second"
STEAL, ACTIVATE = "persona.archive.steal", "persona.score.activator_choice"
SKIP_STEAL = Action("skip_steal")


class Ctx(NamedTuple):
    """What a check reads: the board, who decides, the decision's public info, the options."""

    board: Board
    player: int
    info: dict = {}
    options: dict = {}


@dataclass(frozen=True)
class Check:
    """A rule as a predicate over (ctx, action), with the reason given when it fails."""

    rule: str
    ok: Callable[[Ctx, object], bool]   # over the action, or over the one value it reads
    why: Callable[[Ctx, Action], str]
    reads: str = "action"               # "kind" or "card": ``ok`` then gets only that value
    kinds: tuple[str, ...] = ()         # the kinds it applies to (empty: all)

    def passes(self, ctx: Ctx, action: Action) -> bool:
        """Whether ``action`` passes this check."""
        return self.ok(ctx, action if self.reads == "action" else getattr(action, self.reads))


@dataclass(frozen=True)
class Moves:
    """The actions one decision accepts (``kinds`` -> parameter names), its candidates and
    checks, and what to say about a kind it does not accept."""

    kinds: dict[str, tuple[str, ...]]
    candidates: Callable[[Ctx], list[Action]]
    checks: tuple[Check, ...]
    wrong_kind: Callable[[Ctx, Action], IllegalAction]
    # for card actions, (kinds, cards) whose product is the candidates (read, never changed):
    # then each check that reads only the kind or only the card filters its axis once instead
    # of every candidate
    axes: Callable[[Ctx], tuple[Sequence[str], Sequence[str]]] | None = None


def named(card) -> str:
    """A card in a refusal: its English name and id ("Biolife Worker 2 (BIO-W1)")."""
    return f"{card_name(card, 'en')} ({card})" if is_known_card(card) else repr(card)


CARD_KINDS = (*ACTION_KINDS, "discard", "activate")     # the kinds that name one card only

# card -> kind -> the action, every one made once: the card decisions look their candidates
# up here
_CARD_ACTIONS = {card: {kind: Action(kind, card=card) for kind in CARD_KINDS}
                 for card in sorted(ALL_CARDS)}


def card_action(kind: str, card: str) -> Action:
    """The (immutable, so shared) action ``kind`` on one card."""
    return _CARD_ACTIONS[card][kind]


@lru_cache(maxsize=None)
def steal_action(card: str, victim: int) -> Action:
    """Steal ``card`` from ``victim``'s play area."""
    return Action("steal", card=card, victim=victim)


# ---- the day: choose a pair, and with two players discard face down ---------------------------
def _choose_axes(ctx: Ctx) -> tuple[Sequence[str], Sequence[str]]:
    return ACTION_KINDS, ctx.board.hands[ctx.player]


def _choose_candidates(ctx: Ctx) -> list[Action]:
    kinds, cards = _choose_axes(ctx)
    return [card_action(kind, card) for card in cards for kind in kinds]


def _not_an_action_card(ctx: Ctx, action: Action) -> IllegalAction:
    if action.kind in OTHER_KINDS:
        return IllegalAction(CHOOSE, "today everyone pairs one information card with one action "
                             "card: download / encrypt / send_left / send_right (card=<card>)")
    return IllegalAction("persona.setup.actions", f"{action.kind!r} is not an action card; "
                         f"they are {', '.join(ACTION_KINDS)}")


CHOOSE_MOVES = Moves(
    kinds={kind: ("card",) for kind in ACTION_KINDS},
    candidates=_choose_candidates,
    checks=(
        Check("persona.actions.once", lambda c, kind: kind in c.board.actions[c.player],
              lambda c, a: f"your {a.kind} card is already used this week; each action card "
                           "is used once a week", reads="kind"),
        Check(CHOOSE, lambda c, card: card in c.board.hands[c.player],
              lambda c, a: f"{named(a.card)} is not in your hand", reads="card"),
    ),
    wrong_kind=_not_an_action_card,
    axes=_choose_axes,
)


def _played_today(ctx: Ctx) -> str | None:
    pending = ctx.board.pending[ctx.player]
    return pending["card"] if pending else None


DISCARD_MOVES = Moves(
    kinds={"discard": ("card",)},
    candidates=lambda c: [card_action("discard", card) for card in c.board.hands[c.player]],
    checks=(
        Check(DISCARD, lambda c, a: a.card != _played_today(c),
              lambda c, a: f"{named(a.card)} is the card you play today; discard another card from "
                           "your hand"),
        Check(DISCARD, lambda c, a: a.card in c.board.hands[c.player],
              lambda c, a: f"{named(a.card)} is not in your hand"),
    ),
    wrong_kind=lambda c, a: IllegalAction(DISCARD, "with two players you now discard one more "
                                                   "card face down: discard(card=<card>)"),
)


# ---- the archive phase: ties, the key, steals ---------------------------------------------------
def _seats(ctx: Ctx) -> range:
    return range(ctx.board.players)


TIE_FIRST_MOVES = Moves(
    kinds={"rank_tie": ("first", "second")},
    candidates=lambda c: [Action("rank_tie", first=f, second=s) for f in _seats(c) for s in _seats(c)],
    checks=(
        Check(TIE_FIRST, lambda c, a: a.first in c.info["tied"],
              lambda c, a: f"1st is chosen among the tied players {c.info['tied']}"),
        Check("persona.archive.tie_first_pair", lambda c, a: a.first != a.second,
              lambda c, a: "1st and 2nd must be two different players"),
        Check("persona.archive.tie_first_pair", lambda c, a: a.second in c.info["tied"],
              lambda c, a: f"1st and 2nd are chosen among the tied players {c.info['tied']}"),
    ),
    wrong_kind=lambda c, a: IllegalAction(TIE_FIRST, "you hold the key: rank the tie with "
                                                     "rank_tie(first=<seat>, second=<seat>)"),
)

TIE_SECOND_MOVES = Moves(
    kinds={"give_key": ("to",)},
    candidates=lambda c: [Action("give_key", to=q) for q in _seats(c)],
    checks=(
        Check(TIE_SECOND, lambda c, a: a.to in c.info["tied"],
              lambda c, a: f"the key goes to one of the players tied for 2nd: {c.info['tied']}"),
    ),
    wrong_kind=lambda c, a: IllegalAction(TIE_SECOND, "you are 1st: give the key with "
                                                      "give_key(to=<seat>)"),
)


def _steal_candidates(ctx: Ctx) -> list[Action]:
    """Every card of the company in another play area (the checks keep those a thief may take)."""
    company, thief = ctx.info["company"], ctx.player
    options = [steal_action(card, victim) for victim, area in enumerate(ctx.board.play)
               if victim != thief for card in area if CARD_COMPANY.get(card) == company]
    return options + ([SKIP_STEAL] if ctx.options.get("steal_optional") else [])


def _steal_check(rule: str, ok, why) -> Check:
    """A check of a steal (a declined steal, offered only by the option, has none of these)."""
    return Check(rule, ok, why, kinds=("steal",))


def _archived(ctx: Ctx, card: str) -> bool:
    return any(card in area for area in ctx.board.archives)


STEAL_MOVES = Moves(
    kinds={"steal": ("card", "victim"), "skip_steal": ()},
    candidates=_steal_candidates,
    checks=(
        Check("persona.archive.steal_mandatory", lambda c, a: bool(c.options.get("steal_optional")),
              lambda c, a: "stealing is mandatory while another player has a card of the "
                           "company", kinds=("skip_steal",)),
        _steal_check(STEAL, lambda c, a: CARD_COMPANY.get(a.card) == c.info["company"],
                     lambda c, a: f"you steal a card of {c.info['company']}, not "
                                  f"{company_of(a.card) if is_known_card(a.card) else a.card!r}"),
        _steal_check(STEAL, lambda c, a: a.victim != c.player,
                     lambda c, a: "you steal from another player's play area, not from your "
                                  "own"),
        # a card in a play area is not archived: only look in the archives otherwise
        _steal_check("persona.archive.archive_safe",
                     lambda c, a: a.card in _play_area(c, a.victim) or not _archived(c, a.card),
                     lambda c, a: f"{named(a.card)} is archived; archived cards cannot be stolen"),
        _steal_check(STEAL, lambda c, a: a.card in _play_area(c, a.victim),
                     lambda c, a: _not_there(c, a)),
    ),
    wrong_kind=lambda c, a: IllegalAction(STEAL, "steal one card of the company: "
                                                 "steal(card=<card>, victim=<seat>)"),
)


def _play_area(ctx: Ctx, seat) -> list[str]:
    return ctx.board.play[seat] if 0 <= seat < len(ctx.board.play) else []


def _not_there(ctx: Ctx, action: Action) -> str:
    owner = owner_in_play(ctx.board, action.card)
    where = "no play area" if owner is None else f"the play area of seat {owner}"
    return f"{named(action.card)} is not in seat {action.victim}'s play area but in {where}"


# ---- the final scoring ------------------------------------------------------------------------
ACTIVATE_MOVES = Moves(
    kinds={"activate": ("card",)},
    candidates=lambda c: [card_action("activate", card) for card in c.board.archives[c.player]],
    checks=(
        Check("persona.score.activate",
              lambda c, a: a.card in ACTIVATORS and CARD_COMPANY[a.card] == c.info["company"],
              lambda c, a: f"{c.info['company']} is activated by one of its Workers or "
                           "corporation cards"),
        Check("persona.score.activate", lambda c, a: a.card in c.board.archives[c.player],
              lambda c, a: f"you do not hold {named(a.card)}"),
    ),
    wrong_kind=lambda c, a: IllegalAction(ACTIVATE, "give up one activator: "
                                                    "activate(card=<card>)"),
)

MOVES = {CHOOSE: CHOOSE_MOVES, DISCARD: DISCARD_MOVES, TIE_FIRST: TIE_FIRST_MOVES,
         TIE_SECOND: TIE_SECOND_MOVES, STEAL: STEAL_MOVES, ACTIVATE: ACTIVATE_MOVES}
OTHER_KINDS = {kind for moves in MOVES.values() for kind in moves.kinds} - set(ACTION_KINDS)


def checks_of(moves: Moves, kind: str) -> list[Check]:
    """The checks that apply to actions of ``kind``."""
    return [check for check in moves.checks if not check.kinds or kind in check.kinds]


def first_failure(moves: Moves, ctx: Ctx, action: Action) -> Check | None:
    """The first check ``action`` fails (None when it passes them all)."""
    for check in checks_of(moves, action.kind):
        if not check.passes(ctx, action):
            return check
    return None


@lru_cache(maxsize=None)
def _axis_tests(rule: str) -> tuple[list, list]:
    """The predicates of decision ``rule`` that read only the kind, and only the card."""
    checks = MOVES[rule].checks
    if any(check.reads not in ("kind", "card") for check in checks):
        raise ValueError(f"{rule}: a check on both axes needs the candidates path")
    return ([c.ok for c in checks if c.reads == "kind"], [c.ok for c in checks if c.reads == "card"])


def _legal_on_axes(rule: str, moves: Moves, ctx: Ctx) -> list[Action]:
    """The product of the axes, each axis filtered by the checks that read only it."""
    kinds, cards = moves.axes(ctx)
    on_kind, on_card = _axis_tests(rule)
    for ok in on_kind:
        kinds = [k for k in kinds if ok(ctx, k)]
    for ok in on_card:
        cards = [c for c in cards if ok(ctx, c)]
    return [card_action(kind, card) for card in cards for kind in kinds]


@lru_cache(maxsize=None)
def _tests(rule: str) -> dict[str, list]:
    """The check predicates of decision ``rule``, by action kind."""
    moves = MOVES[rule]
    return {kind: [check.ok for check in checks_of(moves, kind)] for kind in moves.kinds}


def legal_actions(rule: str, ctx: Ctx) -> list[Action]:
    """The candidates of decision ``rule`` that pass every check."""
    moves = MOVES[rule]
    if moves.axes is not None:
        return _legal_on_axes(rule, moves, ctx)
    tests = _tests(rule)
    legal = []
    for action in moves.candidates(ctx):
        for ok in tests[action.kind]:
            if not ok(ctx, action):
                break
        else:
            legal.append(action)
    return legal


def why_not(rule: str, ctx: Ctx, action: Action) -> IllegalAction | None:
    """Why decision ``rule`` refuses ``action``: a wrong kind, wrong parameters, or the first
    rule it breaks (None when no check objects)."""
    moves = MOVES.get(rule)
    if moves is None:
        return None
    if action.kind not in moves.kinds:
        return moves.wrong_kind(ctx, action)
    expected = moves.kinds[action.kind]
    if tuple(sorted(k for k, _ in action.params)) != tuple(sorted(expected)) or not all(
            isinstance(v, str if k == "card" else int) and not isinstance(v, bool)
            for k, v in action.params):
        shown = ", ".join(f"{k}=<{'card' if k == 'card' else 'seat'}>" for k in expected)
        return IllegalAction(rule, f"{action.kind} takes {shown or 'no parameters'}")
    failed = first_failure(moves, ctx, action)
    return IllegalAction(failed.rule, failed.why(ctx, action)) if failed else None
