"""Saved games: versioned JSON holding the start and the action history.

Loading replays the history, so a saved game restores exactly; a digest of the final board
detects files that were edited by hand or written by an engine whose rules have since changed.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING

from .actions import Action
from .errors import IllegalAction, OptionError, SaveFileError, ScenarioError

if TYPE_CHECKING:
    from .game import Game
    from .state import State

FORMAT = "rules-tutor/saved-game"
VERSION = 1


def digest(state: "State") -> str:
    """A short fingerprint of the complete board."""
    text = json.dumps(state.snapshot(), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def dump(state: "State") -> str:
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.name,
        "seed": state.seed,
        "players": state.players,
        "options": state.options,
        "scenario": state.scenario_spec,
        "history": [entry.to_json() for entry in state.history],
        "digest": digest(state),
    }, ensure_ascii=False)


def _parse(game: "Game", text: str) -> dict:
    try:
        data = json.loads(text)
    except (TypeError, json.JSONDecodeError) as err:
        raise SaveFileError(f"not a saved game: the text is not JSON ({err})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"not a saved game: expected format {FORMAT!r}")
    if data.get("version") != VERSION:
        raise SaveFileError(f"saved-game version {data.get('version')!r} is not supported "
                            f"(this tutor reads version {VERSION})")
    if data.get("game") != game.name:
        raise SaveFileError(f"this file is a saved {data.get('game')!r} game, "
                            f"not {game.name!r}")
    missing = {"seed", "players", "options", "history", "digest"} - set(data)
    if missing:
        raise SaveFileError(f"corrupt saved game: missing {', '.join(sorted(missing))}")
    return data


def load(game: "Game", text: str) -> "State":
    from .state import State
    data = _parse(game, text)
    try:
        options = game.validate_options(data["options"])
        players = game.check_players(data["players"])
        state = State(game, data["seed"], players, options, data.get("scenario"))
    except (OptionError, ScenarioError, TypeError, KeyError) as err:
        raise SaveFileError(f"corrupt saved game: cannot rebuild the start ({err})") from None
    for number, entry in enumerate(data["history"], 1):
        try:
            player, action = entry
            state.apply(player, Action.from_json(action))
        except IllegalAction as err:
            raise SaveFileError(f"corrupt saved game: action {number} is illegal ({err})") from None
        except (TypeError, ValueError, KeyError, AttributeError) as err:
            raise SaveFileError(f"corrupt saved game: action {number} is malformed ({err})") \
                from None
    if digest(state) != data["digest"]:
        raise SaveFileError("corrupt saved game: the replayed position does not match the "
                            "saved digest (edited file, or saved by a different rules version)")
    return state
