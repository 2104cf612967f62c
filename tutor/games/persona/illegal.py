"""Specific explanations for wrong moves, citing the rule a move breaks."""

from __future__ import annotations

from tutor.engine import IllegalAction

from .cards import ACTION_KINDS, company_of, is_activator, is_known_card


def explain_illegal(state, player: int, action) -> IllegalAction | None:
    """An IllegalAction naming the broken rule, or None to let the core's generic error stand."""
    rule = state.decision.rule
    explain = EXPLAINERS.get(rule)
    return explain(state, player, action) if explain else None


def _play(state, player, action):
    b = state.board
    if action.kind != "play":
        return IllegalAction("persona.day.choose", "choose one information card and one action "
                             "card: play(info=<card>, action=<action card>)")
    kind, info = action.get("action"), action.get("info")
    if kind not in ACTION_KINDS:
        return IllegalAction("persona.setup.actions", f"{kind!r} is not an action card; they are "
                             f"{', '.join(ACTION_KINDS)}")
    if kind not in b.actions[player]:
        return IllegalAction("persona.actions.once", f"your {kind} card is already used this "
                             "week; each action card is used once a week")
    if info not in b.hands[player]:
        return IllegalAction("persona.day.choose", f"{info!r} is not in your hand")
    return None


def _discard(state, player, action):
    b = state.board
    card = action.get("card")
    if b.pending[player] and card == b.pending[player]["info"]:
        return IllegalAction("persona.two.discard", f"{card} is the card you play today; "
                             "discard another card from your hand")
    if action.kind == "discard" and card not in b.hands[player]:
        return IllegalAction("persona.two.discard", f"{card!r} is not in your hand")
    return None


def _tie_first(state, player, action):
    tied = state.decision.info["tied"]
    first, second = action.get("first"), action.get("second")
    if action.kind != "rank_tie":
        return None
    if first not in tied:
        return IllegalAction("persona.archive.tie_first", f"1st is chosen among the tied "
                             f"players {tied}")
    if first == second:       # the ranking of two tied players is the tutor's ruling
        return IllegalAction("persona.archive.tie_first_pair", "1st and 2nd must be two "
                             "different players")
    if second not in tied:
        return IllegalAction("persona.archive.tie_first_pair", f"1st and 2nd are chosen among "
                             f"the tied players {tied}")
    return None


def _tie_second(state, player, action):
    tied = state.decision.info["tied"]
    if action.kind == "give_key" and action.get("player") not in tied:
        return IllegalAction("persona.archive.tie_second", f"the key goes to one of the players "
                             f"tied for 2nd: {tied}")
    return None


def _steal(state, player, action):
    b, company = state.board, state.decision.info["company"]
    card = action.get("card")
    if action.kind == "skip_steal":            # offered only with the steal_optional option
        return IllegalAction("persona.archive.steal_mandatory", "stealing is mandatory while "
                             "another player has a card of the company")
    if action.kind != "steal" or not is_known_card(card):
        return None
    if company_of(card) != company:
        return IllegalAction("persona.archive.steal", f"you steal a card of {company}, not "
                             f"{company_of(card)}")
    if card in b.play[player]:
        return IllegalAction("persona.archive.steal", "you steal from another player's play "
                             "area, not from your own")
    if any(card in area for area in b.archives):
        return IllegalAction("persona.archive.archive_safe", f"{card} is archived; archived "
                             "cards cannot be stolen")
    return None


def _activate(state, player, action):
    b, company = state.board, state.decision.info["company"]
    card = action.get("card")
    if action.kind != "activate" or not is_known_card(card):
        return None
    if company_of(card) != company or not is_activator(card):
        return IllegalAction("persona.score.activate", f"{company} is activated by one of its "
                             "Workers or corporation cards")
    if card not in b.archives[player]:
        return IllegalAction("persona.score.activate", f"you do not hold {card}")
    return None


EXPLAINERS = {
    "persona.day.choose": _play,
    "persona.two.discard": _discard,
    "persona.archive.tie_first": _tie_first,
    "persona.archive.tie_second": _tie_second,
    "persona.archive.steal": _steal,
    "persona.score.activator_choice": _activate,
}
