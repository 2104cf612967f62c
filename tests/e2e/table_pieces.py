"""The tables a learner meets, for the contrast test: every game's scenes from the positions of
its lessons and of seeded random games (every seat's view), cut down to the fewest scenes that
still show every kind of piece the rules put on the table (a piece's kind is how it is drawn:
its shape, colours, marks and the kind of zone it stands in)."""

from __future__ import annotations

import random
from functools import cache
from importlib import import_module

from tutor import games
from tutor.lessons import LessonRunner
from widgets.textaudit.voices import voice

GAMES = ("rednotice", "infiltration", "persona", "classified")
RANDOM_GAMES = 4             # seeded random games per game (spread over its set-ups)
EVERY = 7                    # every 7th decision of a random game is looked at (and the end)
MAX_DECISIONS = 2000


def zone_style(zone: dict) -> str:
    """How a zone draws its pieces: in a row, as map markers, or as full pieces on a map."""
    if "map" not in zone:
        return "row"
    return "full-map" if "card" in zone["map"] else "map"


def piece_style(zone: dict, piece: dict) -> tuple:
    """What decides how a piece looks: its zone's style and every drawn field but its words
    (a one- or two-character symbol and a word are drawn differently, so that length counts)."""
    icon = piece.get("icon", "")
    return (zone_style(zone), piece["kind"], piece.get("face_up", True), piece.get("veiled", False),
            piece.get("marked", False), piece.get("color", ""), piece.get("halo", ""),
            "glyph" if 0 < len(icon) <= 2 else "word" if icon else "",
            *(bool(piece.get(k)) for k in ("label", "sub", "badge")),
            bool(piece.get("label_side")))


def _scene(name: str, obs: dict, actions, lang: str = "en") -> dict:
    spec = voice(name).table
    scene = spec.scene(obs, lang)
    data = scene.to_json()
    if spec.choices is not None:
        data["zones"] = [z.to_json() for z in spec.choices(obs, actions, lang)] + data["zones"]
    return data


def lesson_positions(name: str):
    """(observation, legal actions) at every step of every lesson, solutions played."""
    lessons = import_module(f"tutor.games.{name}.lessons").LESSONS
    game = games.load(name)
    for lesson in lessons:
        runner = LessonRunner(lesson, game)
        while True:
            yield runner.observation, runner.legal_actions if runner.waiting else []
            if runner.waiting:
                assert runner.try_move(runner.step.solution).ok, (lesson.id, runner.step.id)
            if not runner.next():
                break


def random_positions(name: str, count: int = RANDOM_GAMES):
    """(observation, legal actions) of every seat now and then in seeded random games, and every
    seat's view (and a spectator's) of each game's end."""
    game = games.load(name)
    plan = game.setups()
    for i in range(count):
        players, options = plan[(i * 5) % len(plan)]
        state = game.new_game(seed=i, players=players, options=options)
        rng = random.Random(i)
        for decision in range(MAX_DECISIONS):
            if state.is_over:
                break
            player = rng.choice(state.to_act)
            legal = state.legal_actions(player)
            if decision % EVERY == 0:
                yield state.observe(player), legal
            state.apply(player, rng.choice(legal))
        for viewer in [*range(state.players), None]:
            yield state.observe(viewer), []


@cache
def sample_scenes(name: str) -> tuple[tuple[dict, frozenset], ...]:
    """The fewest scenes (greedily) that show every piece style met, each with the styles it adds
    first (the test checks every piece of these scenes)."""
    seen: set = set()
    kept = []
    for source in (lesson_positions(name), random_positions(name)):
        for obs, actions in source:
            scene = _scene(name, obs, actions)
            styles = {piece_style(z, p) for z in scene["zones"] for p in z["pieces"]}
            new = styles - seen
            if new:
                seen |= new
                kept.append((scene, frozenset(new)))
    return tuple(kept)


def _representatives(name: str) -> list[tuple[dict, dict, tuple]]:
    """(zone, piece, style): the first piece met of every style, with the zone it stood in."""
    found: dict[tuple, tuple] = {}
    for scene, new in sample_scenes(name):
        for zone in scene["zones"]:
            for piece in zone["pieces"]:
                style = piece_style(zone, piece)
                if style in new and style not in found:
                    found[style] = (zone, piece, style)
    return list(found.values())


@cache
def sampler(name: str) -> tuple[dict, tuple]:
    """One scene showing every piece style of ``name``: pieces of rows in one row zone; a map's
    pieces on the map they were met on (the first time with every piece of it, so each is seen
    among its real neighbours; a piece met in another style on a further copy of that map, its
    lines and only the pieces it holds). Returns the scene and (zone id, piece id, style) of
    each style's piece."""
    row: list[dict] = []
    chosen: list[tuple] = []
    maps: list[dict] = []                      # zones, each a whole map
    for zone, piece, style in _representatives(name):
        if style[0] == "row":              # one id per style (a card met face up and down)
            piece = {**piece, "id": f"{piece['id']}~{len(chosen)}"}
            row.append(piece)
            chosen.append(("row", piece["id"], style))
            continue
        for copy in maps:
            same_map = copy["map"] == zone["map"]
            if same_map and piece["id"] in copy["_base"] and piece["id"] not in copy["_taken"]:
                break
        else:
            copy = {**zone, "id": f"{zone['id']}-{len(maps)}", "pieces": list(zone["pieces"]),
                    "_base": {p["id"] for p in zone["pieces"]}, "_taken": set()}
            maps.append(copy)
        copy["_taken"].add(piece["id"])
        chosen.append((copy["id"], piece["id"], style))
        copy["pieces"] = [piece if p["id"] == piece["id"] else p for p in copy["pieces"]]
    for copy in maps:                          # a further copy of the same map: its own pieces
        if any(other["map"] == copy["map"] for other in maps[:maps.index(copy)]):
            copy["pieces"] = [p for p in copy["pieces"] if p["id"] in copy["_taken"]]
    zones = [{k: v for k, v in z.items() if not k.startswith("_")} for z in maps]
    zones.append({"id": "row", "label": "Pieces", "pieces": row, "wide": True})
    return {"zones": zones, "caption": f"Every piece of {name}"}, tuple(chosen)
