"""Saved games: versioned JSON holding the start and the action history.

Loading replays the history, so a saved game restores exactly. The file covers itself: its
``checks`` hold a fingerprint of the start (game, seed, players, options, scenario), one of the
history and the number of actions, so that an edit to any of them (a dropped action, a changed
parameter) is refused by name before anything is replayed; the ``digest`` of the final board
then detects a file written by an engine whose rules have since changed. This module reads and
writes the file format only; ``Game.from_json`` rebuilds the state.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import SaveFileError, short_repr

FORMAT = "rules-tutor/saved-game"
VERSION = 2                     # 2: the checks cover the start and the history, not only the board
MAX_BYTES = 20_000_000
MAX_SEED = 2 ** 63


START = ("game", "seed", "players", "options", "scenario")     # the fields the start is made of


def digest(snapshot: Any) -> str:
    """A short fingerprint of plain data (a complete board snapshot, a start, a history)."""
    text = json.dumps(snapshot, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def checks(data: dict) -> dict:
    """The fingerprints of a saved game's start and history, and its number of actions."""
    return {"start": digest([data.get(key) for key in START]),
            "history": digest(data["history"]), "actions": len(data["history"])}


def dump(state: Any) -> str:
    """The saved-game text of ``state`` (any object with the State attributes)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.name,
        "seed": state.seed,
        "players": state.players,
        "options": state.options,
        "scenario": state.scenario_spec,
        "history": [entry.to_json() for entry in state.history],
        "digest": digest(state.snapshot()),
    }
    data = json.loads(json.dumps(data))      # fingerprinted as a loader will read it back
    data["checks"] = checks(data)
    return json.dumps(data, ensure_ascii=False)


def parse(game_name: str, text: Any) -> dict:
    """The checked contents of a saved game, or SaveFileError saying what is wrong."""
    data = _decode(text)
    if type(data) is not dict or data.get("format") != FORMAT:
        raise SaveFileError(f"not a saved game: expected format {FORMAT!r}")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveFileError(f"saved-game version {version!r} is not supported "
                            f"(this tutor reads version {VERSION})")
    if data.get("game") != game_name:
        raise SaveFileError(f"this file is a saved {short_repr(data.get('game'))} game, "
                            f"not {game_name!r}")
    missing = {"seed", "players", "options", "history", "digest", "checks"} - set(data)
    if missing:
        raise SaveFileError(f"corrupt saved game: missing {', '.join(sorted(missing))}")
    _check_fields(data)
    _check_contents(data)
    return data


def _check_contents(data: dict) -> None:
    """SaveFileError naming the part of the file that was edited after saving."""
    saved, found = data["checks"], checks(data)
    if type(saved) is not dict or set(saved) != set(found):
        raise SaveFileError("corrupt saved game: its checks must be an object with "
                            + ", ".join(repr(key) for key in found))
    if saved["start"] != found["start"]:
        raise SaveFileError("corrupt saved game: its start (seed, players, options or "
                            "scenario) was edited after saving")
    if type(saved["actions"]) is not int or saved["actions"] != found["actions"]:
        raise SaveFileError(f"corrupt saved game: its history holds {found['actions']} "
                            f"actions but {short_repr(saved['actions'])} were saved (edited "
                            f"after saving)")
    if saved["history"] != found["history"]:
        raise SaveFileError("corrupt saved game: its history (an action or who took it) was "
                            "edited after saving")


def _decode(text: Any) -> Any:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError("not a saved game: the file is not UTF-8 text") from None
    if not isinstance(text, str):
        raise SaveFileError(f"not a saved game: expected text, got {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise SaveFileError("not a saved game: the file is too large")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, ValueError, RecursionError) as err:
        reason = "it is nested too deeply" if isinstance(err, RecursionError) else err
        raise SaveFileError(f"not a saved game: the text is not valid JSON ({reason})") from None


def _check_fields(data: dict) -> None:
    seed = data["seed"]
    if type(seed) is not int or not -MAX_SEED < seed < MAX_SEED:
        raise SaveFileError(f"corrupt saved game: the seed must be an integer below 2**63, "
                            f"not {short_repr(seed)}")
    if type(data["players"]) is not int:
        raise SaveFileError("corrupt saved game: the player count must be an integer")
    if type(data["options"]) is not dict:
        raise SaveFileError("corrupt saved game: the options must be an object")
    if data.get("scenario") is not None and type(data["scenario"]) is not dict:
        raise SaveFileError("corrupt saved game: the scenario must be an object or null")
    if type(data["digest"]) is not str:
        raise SaveFileError("corrupt saved game: the digest must be text")
    history = data["history"]
    if type(history) is not list:
        raise SaveFileError("corrupt saved game: the history must be a list")
    for number, entry in enumerate(history, 1):
        if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not int \
                or type(entry[1]) is not dict:
            raise SaveFileError(f"corrupt saved game: action {number} must be "
                                f"[player, {{\"kind\": ...}}]")

