"""A new game: roles, identities, upgrades, checks, action cards, discs and the agenda."""

from __future__ import annotations

from .board import AGENT, FORGER, task
from .cards import BEGINNER_IDENTITIES, IDENTITIES, UPGRADES, default_decks

INITIAL_DEAL, INITIAL_KEEP = 4, 3


def deal(state) -> None:
    """Lay out a fresh table from ``state.rng`` and the options (no event is emitted)."""
    b, rng, opts, decks = state.board, state.rng, state.options, default_decks()
    b.forger = rng.randrange(2) if opts["forger_seat"] == "random" else opts["forger_seat"]
    b.initiative = opts["first_initiative"]
    tiles = (list(BEGINNER_IDENTITIES) if opts["identities"] == "beginner"
             else rng.sample(list(IDENTITIES), 2))
    b.identities = [{"id": t, "flipped": False} for t in tiles]
    b.upgrade_deck = list(UPGRADES)
    rng.shuffle(b.upgrade_deck)
    b.upgrade_display, b.upgrade_deck = b.upgrade_deck[:2], b.upgrade_deck[2:]
    b.check_deck = list(decks.checks)
    rng.shuffle(b.check_deck)
    b.hand, b.check_deck = b.check_deck[:INITIAL_DEAL], b.check_deck[INITIAL_DEAL:]
    b.action_deck = list(decks.actions)
    rng.shuffle(b.action_deck)
    for role in (FORGER, AGENT):
        stack = list(decks.discs)
        rng.shuffle(stack)
        b.discs[role] = {"stack": stack, "hand": [], "used": []}
    b.agent_city = opts["agent_start"]
    b.agenda = [task("keep_checks"), task("start_city"), task("round")]


def announce(state) -> None:
    """The set-up events: roles and public components for all, the dealt checks to her."""
    b = state.board
    state.emit("setup", "rednotice.setup.roles", forger=b.forger, agent=b.seat(AGENT),
               identities=[i["id"] for i in b.identities], upgrades=list(b.upgrade_display),
               agent_city=b.agent_city, initiative=b.initiative)
    state.emit("deal_checks", "rednotice.setup.checks", role=FORGER, count=len(b.hand),
               private={b.seat(FORGER): {"checks": list(b.hand)}})
