"""The Red Notice board: every zone and counter of one game, as plain JSON-friendly data.

Roles are named ``"forger"`` and ``"agent"``; ``forger`` holds the forger's seat. What is still
to happen is an agenda of small tasks kept on the board (``task``, ``push``; the steps that
resolve them are named in ``flow.STEPS``), so a position between two decisions is entirely
described by this dataclass (saves, scenarios and determinization rely on it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import default_decks

FORGER, AGENT = "forger", "agent"
ROLES = (FORGER, AGENT)
HAND_LIMIT = 5
SECURITY_MAX = 4
REMOVAL_COST = 2
MAX_BARRIERS = 4
RADAR_TOKENS = 6
CARDS_PER_ROUND = 4
DISCS_PER_ROUND = 3
FORGER_TARGET = 1_000_000
CAPTURES_TO_WIN = 3
WHITE, BLACK = "white", "black"


def other(role: str) -> str:
    return AGENT if role == FORGER else FORGER


def task(kind: str, **params) -> dict:
    """A task for the agenda: a plain dict ``{"do": kind, ...}``, never changed once made (a step
    that needs a different one makes a new dict), so the fixed ones are made once and shared."""
    return {"do": kind, **params}


def push(board, *tasks: dict) -> None:
    """Put ``tasks`` at the front of the agenda, in the given order. (No task is changed once
    made, so they go on as they are, uncopied.)"""
    board.agenda[0:0] = tasks


def count_down(board, t: dict, **changes) -> None:
    """Queue what is left of a task that counts ``left`` down (nothing when this was the last:
    a task with none left would only be dropped)."""
    if t["left"] > 1:
        push(board, {**t, "left": t["left"] - 1, **changes})


def _discs() -> dict:
    return {role: {"stack": [], "hand": [], "used": []} for role in ROLES}


@dataclass
class Board:
    """One game's table."""

    forger: int = 0                       # the forger's seat; the agent sits in the other
    round: int = 0                        # the round being played (0 before the first)
    initiative: str = FORGER              # the role holding the initiative token
    agenda: list = field(default_factory=list)         # pending tasks, the next one first
    agent_city: str = ""                  # the agent's city (public)
    forger_city: str = ""                 # the forger's city (secret; "" before she picks)
    trail: list = field(default_factory=list)          # secret: [{"round", "cities"}] of her moves
    radars: dict = field(default_factory=dict)         # continent -> "white" | "black"
    barriers: dict = field(default_factory=dict)       # road key -> "white" | "black"
    possible: list = field(default_factory=list)       # public: cities where she may be
    clues: list = field(default_factory=list)          # public record of what told her whereabouts
    action_deck: list = field(default_factory=list)    # face down, top first
    action_discard: list = field(default_factory=list) # face up
    row: list = field(default_factory=list)            # the 4 action cards of the round, slot order
    placed: list = field(default_factory=list)         # per slot: [half 0, half 1] of None | {role, disc}
    revealed: list = field(default_factory=list)       # slots whose discs are face up
    discs: dict = field(default_factory=_discs)        # role -> {stack, hand, used} disc values
    check_deck: list = field(default_factory=list)     # face down, top first
    check_discard: list = field(default_factory=list)  # face down
    hand: list = field(default_factory=list)           # her checks (secret unless Tracking)
    cashed: list = field(default_factory=list)         # public: [{"check", "city"}] in order
    security: int = 0                     # the forger's security track, 0..4
    upgrade_deck: list = field(default_factory=list)   # face down, top first
    upgrade_display: list = field(default_factory=list)  # the face-up upgrades (at most 2)
    upgrades: list = field(default_factory=list)       # the agent's permanent upgrades
    upgrades_gone: list = field(default_factory=list)  # removed unchosen, consumed or discarded
    reinforced: bool = False              # Reinforcements used this round
    identities: list = field(default_factory=list)     # [{"id", "flipped"}] the forger's tiles
    captures: int = 0
    winner: str | None = None             # "forger" | "agent" once the game is won
    win_reason: str | None = None         # the rule id that ended the game

    def seat(self, role: str) -> int:
        return self.forger if role == FORGER else 1 - self.forger

    def role_of(self, seat: int) -> str:
        return FORGER if seat == self.forger else AGENT

    def total(self) -> int:
        """The value of the checks she has cashed."""
        checks = default_decks().checks
        return sum(checks[c["check"]]["value"] for c in self.cashed)

    def has(self, upgrade: str) -> bool:
        return upgrade in self.upgrades
