"""The random-games half of the text audit: games of random legal moves over every player count
and option set of a game, reading in English and Japanese what each player is shown: the labels
of their legal moves (the list's captions and the table's menus), the table and the board at
their decisions, every log line as each player and a spectator read it, the log's numbering,
and the result."""

from __future__ import annotations

import random

from tutor import games
from tutor.lessons import LANGUAGES

from ..log import LogPanel
from .harvest import scene_texts
from .tally import Tally
from .voices import voice

PER_KIND = 12                 # log lines read per event kind, viewer and game (the first ones)
MAX_DECISIONS = 2000          # a cap (random Red Notice games, the longest, average some 660)
LABELS = 6                    # legal moves labelled per decision read (a random sample)
EVERY_DECISION = 30           # the first 30 decisions are all read, later ones ...
MOVES_EVERY = 5               # ... every 5th (a long game repeats itself)
TABLE_EVERY = 100             # the table and board: every 100th decision (and at the end)


def audit_games(name: str, count: int, tally: Tally | None = None, seed: int = 0) -> Tally:
    """Play ``count`` random games of ``name`` spread over its set-ups, reading their texts."""
    tally = tally if tally is not None else Tally()
    game = games.load(name)
    plan = game.setups()
    panel = LogPanel(game.catalogue, None)
    for i in range(count):
        players, options = plan[i % len(plan)]
        state = game.new_game(seed=seed + i, players=players, options=options)
        _play(tally, name, state, random.Random(seed + i))
        _read_end(tally, name, state, panel, f"game {seed + i} {players}p {options}")
    panel.widget.close()
    return tally


def _play(tally: Tally, name: str, state, rng: random.Random) -> None:
    words = voice(name)
    for decision in range(MAX_DECISIONS):
        if state.is_over:
            return
        for player in list(state.to_act):
            legal = state.legal_actions(player)
            where = f"{name} decision {decision} p{player}"
            if decision < EVERY_DECISION or decision % MOVES_EVERY == 0:
                obs = state.observe(player)
                for lang in LANGUAGES:
                    _read_moves(tally, name, words, state, player, obs, legal, lang, rng, where)
                    if decision % TABLE_EVERY == 0:
                        _read_table(tally, name, words, obs, legal, lang, where)
            state.apply(player, rng.choice(legal))
            if state.is_over:
                return


def _read_moves(tally, name, words, state, player, obs, legal, lang, rng, where) -> None:
    sample = legal if len(legal) <= LABELS else rng.sample(legal, LABELS)
    for action in sample:
        tally.read(name, lang, words.label(action, lang, player, obs), where + " label")
        tally.read(name, lang, state.game.describe(action, lang, player), where + " describe")
        tally.read(name, lang, words.table.verb(action, lang), where + " verb")
    for kind in {a.kind for a in legal}:
        tally.read(name, lang, words.kind(kind, lang), where + " kind")


def _read_table(tally, name, words, obs, legal, lang, where) -> None:
    spec = words.table
    scene = spec.scene(obs, lang).to_json()
    if spec.choices is not None:
        scene["zones"] = [z.to_json() for z in spec.choices(obs, legal, lang)] + scene["zones"]
    for text in scene_texts(scene):
        tally.read(name, lang, text, where + " table")
    tally.read_html(name, lang, words.board(obs, lang), where + " board")


def _read_end(tally: Tally, name: str, state, panel: LogPanel, where: str) -> None:
    """Every log line as each player and a spectator read it, the log as drawn, the result."""
    words = voice(name)
    for viewer in [*range(state.players), None]:
        obs = state.observe(viewer)
        events = state.events_for(viewer)
        for lang in LANGUAGES:
            for event in _first_of_each_kind(events):
                tally.read(name, lang, words.event(event, lang, viewer, obs), where + " log")
            if viewer == 0:
                panel.event_text = lambda e, lg, v, obs=obs: words.event(e, lg, v, obs)
                panel.render(events, lang, viewer)
                tally.read_html(name, lang, panel.widget.value, where + " log panel")
                _read_table(tally, name, words, obs, [], lang, where + " end")
                if state.is_over and words.result is not None:
                    tally.read(name, lang, words.result(state.result or {}, lang, viewer),
                               where + " result")


def _first_of_each_kind(events: list[dict]) -> list[dict]:
    """The first ``PER_KIND`` events of each kind (a long game says the same things again)."""
    seen: dict[str, int] = {}
    kept = []
    for event in events:
        seen[event["kind"]] = seen.get(event["kind"], 0) + 1
        if seen[event["kind"]] <= PER_KIND:
            kept.append(event)
    return kept
