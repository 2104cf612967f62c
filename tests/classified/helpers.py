"""Helpers for Classified Information tests: compact positions and moves."""

from tutor.engine import Action
from tutor.games import classified
from tutor.games.classified.actions import target_action
from tutor.games.classified.table import Table

GAME = classified.GAME
PASS = Action("pass")


def position(hands, suitcases, options=None, **spec):
    """A hand-set position; cards not placed go to the bottom of the deck."""
    spec.setdefault("rest", "deck")
    spec.setdefault("drawn", True)
    return GAME.scenario({"hands": hands, "suitcases": suitcases, **spec},
                         options=options)


def caused(state, player, action) -> list:
    """Apply ``action`` for ``player`` and return every event it caused, every player's
    private parts included (``apply`` gives only what ``player`` may know)."""
    logged = len(state.log)
    state.apply(player, action)
    return state.log[logged:]


def act(state, player, kind, **params):
    """Apply ``Action(kind, **params)`` for ``player`` and return the events it caused."""
    return caused(state, player, Action(kind, **params))


def assassin(state, player, card, spot, owner=None):
    """The Enlist-as-Assassin Action of ``card`` against Guard spot ``spot`` of ``owner``
    (default: the opponent), named as the game names it (a face-up card by id)."""
    owner = 1 - player if owner is None else owner
    return target_action(Table(state), card, owner, spot)


def attack(state, player, card, spot, owner=None):
    """Apply ``player``'s Enlist as Assassin with ``card`` against that Guard spot."""
    return caused(state, player, assassin(state, player, card, spot, owner))


def events_of(events, kind):
    return [e for e in events if e.kind == kind]


def answers(state):
    """Every public answer given so far, as (question, answer) pairs."""
    return [(e.public["question"], e.public["answer"]) for e in state.log if e.kind == "answer"]


def all_cards(snap) -> list:
    """Every card on the table in a snapshot, wherever it lies."""
    cards = sum(snap["hands"], []) + list(snap["suitcase"]) + snap["deck"] + snap["discard"]
    cards += snap["encrypted"] + snap["limbo"]
    for row in snap["guards"]:
        for g in row:
            if g:
                cards += [c for k, c in g.items() if k in ("card", "cover", "tower") and c]
    for row in snap["area"]:
        for item in row:
            cards += [c for k, c in item.items() if k in ("card", "tucked") and c]
    return cards
