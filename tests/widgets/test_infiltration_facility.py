"""The Infiltration facility drawn as the V of the room graph: the two arms, the entry room at
the top of the first arm, the secret room apart and joined only to the rooms that lead there,
every corridor a line, nothing overlapping, and a legal room still played by a click."""

from __future__ import annotations

import pytest

from tutor.games.infiltration import GAME
from tutor.games.infiltration.facility import FLOOR1, FLOOR2, OUTSIDE, SECRET
from tutor.games.infiltration.lessons import LESSONS
from widgets.infiltration import InfiltrationTutorial, scene
from widgets.infiltration.facility_map import CARD, WIDTH, arms, graph_of, layout, rows_of

from .app_checks import click_next, click_on_table
from .test_infiltration_app import random_game


def facility(obs: dict, lang: str = "en"):
    return scene(obs, lang).piece("facility")


def centres(zone) -> dict[str, tuple]:
    return {p.id: p.at for p in zone.pieces}


def test_the_first_floor_goes_down_one_arm_and_the_second_floor_climbs_the_other():
    obs = GAME.new_game(seed=2, players=3).observe(0)
    at = centres(facility(obs))
    first = [at[f"room-{n}"] for n in FLOOR1]
    second = [at[f"room-{n}"] for n in FLOOR2]
    assert all(a[1] < b[1] and a[0] < b[0] for a, b in zip(first, first[1:]))   # down, inwards
    assert all(a[1] > b[1] and a[0] < b[0] for a, b in zip(second, second[1:]))  # back up
    assert max(x for x, _ in first) < WIDTH / 2 < min(x for x, _ in second)
    assert first[0][1] == min(y for _, y in first)               # the entry room on top
    assert at["room-out"][1] < first[0][1]                        # Outside above it
    for k in range(6):                                            # the V's rows
        assert first[k][1] == second[5 - k][1]
    bottom = second[0][0] - first[5][0]                           # the arms meet at the bottom
    top = second[5][0] - first[0][0]
    assert CARD[0] < bottom < top


def test_the_arms_come_from_the_graph_not_from_a_picture():
    """A smaller facility (3 + 3 rooms, walked from the entry room) is laid out as a smaller V."""
    obs = {"rooms": [{"room": n, "floor": int(n[0])} for n in ("1.1", "1.2", "1.3", "2.1",
                                                                "2.2", "2.3")],
           "edges": [["1.1", "out", "retreat"]] + [
               e for a, b in (("1.1", "1.2"), ("1.2", "1.3"), ("1.3", "2.1"), ("2.1", "2.2"),
                              ("2.2", "2.3"))
               for e in ([a, b, "advance"], [b, a, "retreat"])]}
    graph = graph_of(obs)
    assert arms(graph) == (["1.1", "1.2", "1.3"], ["2.1", "2.2", "2.3"])
    rows = rows_of(graph)
    assert [[n for n, _ in row] for row in rows] == [[OUTSIDE], ["1.1", "2.3"], ["1.2", "2.2"],
                                                     ["1.3", "2.1"]]
    at, height = layout(graph, {"1.2": 4})
    assert at["1.3"][1] - at["1.2"][1] > at["1.2"][1] - at["1.1"][1]   # room for 2 token rows
    assert height > at["1.3"][1] + CARD[1] / 2


def test_face_down_rooms_show_only_their_position():
    obs = GAME.new_game(seed=2, players=3).observe(0)
    room = facility(obs).to_json()["pieces"]
    down = next(p for p in room if p["id"] == "room-1.2")
    assert {k: v for k, v in down.items() if k != "at"} == {
        "id": "room-1.2", "kind": "card", "face_up": False, "badge": "1.2",
        "name": "Room 1.2, face down"}
    entry = next(p for p in room if p["id"] == "room-1.1")
    assert entry.get("face_up", True) and entry["label"] == "1.1" and entry["sub"]


def corridor_pairs(obs: dict) -> set[frozenset]:
    return {frozenset((u, v)) for u, v, _ in obs["edges"]}


def line_pairs(zone) -> set[frozenset]:
    """The pairs of nodes the zone's lines join (each end sits on a room's or Outside's centre)."""
    node_at = {p.at: p.id.removeprefix("room-") for p in zone.pieces if p.id.startswith("room-")}
    return {frozenset(node_at[tuple(pt)] for pt in line.points) for line in zone.map.lines}


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_corridor_of_the_graph_is_a_line(players):
    for decisions in (0, 40, 120):
        obs = random_game(players, players, decisions).observe(0)
        zone = facility(obs)
        assert line_pairs(zone) == corridor_pairs(obs)


def test_the_secret_room_stands_apart_joined_only_to_the_rooms_that_lead_there():
    lesson = next(x for x in LESSONS if x.id == "infiltration-secret")
    state = GAME.scenario(lesson.scenario, seed=lesson.seed)
    obs = state.observe(0)
    zone = facility(obs)
    at = centres(zone)
    assert at["room-S"][0] == WIDTH / 2 and at["room-S"][1] < at["room-1.1"][1]
    secret_lines = [line for line in zone.map.lines if at["room-S"] in map(tuple, line.points)]
    assert {line.style for line in secret_lines} == {"dashed"}
    assert {n for pair in line_pairs(zone) if "S" in pair for n in pair} == {"S", "1.4"}
    note = next(p for p in zone.pieces if p.id == "secret")
    assert "1.4" in note.sub and "Advance" in note.text
    fresh = facility(GAME.new_game(seed=2, players=3).observe(0))
    assert not [pair for pair in line_pairs(fresh) if "S" in pair]
    assert "No way in" in next(p for p in fresh.pieces if p.id == "secret").sub


def boxes(zone, px_per_unit: tuple = (3.46, 6.2), token_px: float = 33):
    """Each piece's box in map units at a 390 px phone (cards from CARD, tokens and notes in
    px)."""
    out = {}
    for p in zone.pieces:
        if p.kind in ("card", "slot"):
            w, h = CARD
        elif p.kind == "token":
            w, h = token_px / px_per_unit[0], token_px / px_per_unit[1]
        else:                                   # the secret room's note: two 11 px lines
            w, h = CARD[0], 30 / px_per_unit[1]
        x, y = p.at
        out[p.id] = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    return out


def overlapping(zone) -> list[tuple[str, str]]:
    found = boxes(zone)
    items = sorted(found.items())
    return [(a, b) for i, (a, ra) in enumerate(items) for b, rb in items[i + 1:]
            if ra[0] < rb[2] and rb[0] < ra[2] and ra[1] < rb[3] and rb[1] < ra[3]]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_no_two_pieces_of_the_facility_overlap_on_a_phone(players):
    for seed in range(3):
        for decisions in (0, 60, 200):
            zone = facility(random_game(seed, players, decisions).observe(0))
            assert not overlapping(zone), (seed, decisions, overlapping(zone))
            x0 = min(b[0] for b in boxes(zone).values())
            x1 = max(b[2] for b in boxes(zone).values())
            assert 0 <= x0 and x1 <= WIDTH                       # nothing cut off at the sides
            assert max(b[3] for b in boxes(zone).values()) <= zone.map.height


def test_operatives_and_npcs_stand_under_their_room():
    state = random_game(5, 6, 90)
    obs = state.observe(0)
    zone = facility(obs)
    at = centres(zone)
    for o in obs["operatives"]:
        if o["status"] == "inside":
            room = at[f"room-{o['room']}"]
            x, y = at[f"op-{o['operative']}"]
            assert y > room[1] + CARD[1] / 2 and abs(x - room[0]) <= CARD[0] / 2 + 1
    for npc in obs["npcs"]:
        assert at[f"npc-{npc['id']}"][1] > at[f"room-{npc['room']}"][1]


def test_a_click_on_a_legal_room_moves_the_operative_there():
    """In the secret-room lesson Advance leads two ways: both rooms are outlined on the map;
    a click on the secret room plays the move and the operative stands under it."""
    index = next(i for i, x in enumerate(LESSONS) if x.id == "infiltration-secret")
    tutorial = InfiltrationTutorial(lesson=index)
    view = tutorial.view
    for _ in range(40):
        if view.runner.waiting and view.runner.step.solution.kind == "move_to":
            break
        if view.runner.waiting:
            click_on_table(view, view.runner.step.solution)
        else:
            click_next(view)
    table = view.table
    assert {"room-S", "room-1.5"} <= set(table.legal_items())
    facility_zone = next(z for z in table.scene["zones"] if z["id"] == "facility")
    assert facility_zone["map"]["card"] and all("at" in p for p in facility_zone["pieces"])
    table.click("room-S", "Move here")
    assert "rt-correct" in view.stepper.feedback.value
    assert view.runner.state.observe(0)["operatives"][0]["room"] == SECRET
    zone = next(z for z in table.scene["zones"] if z["id"] == "facility")
    at = {p["id"]: p["at"] for p in zone["pieces"]}
    assert at["op-0"][1] > at["room-S"][1] and abs(at["op-0"][0] - at["room-S"][0]) < CARD[0] / 2


def test_the_facility_speaks_japanese():
    zone = facility(GAME.new_game(seed=2, players=3).observe(0), "ja")
    assert "研究所" in zone.label
    note = next(p for p in zone.pieces if p.id == "secret")
    assert note.label == "シークレットルーム" and "入口" in note.sub
    assert next(p for p in zone.pieces if p.id == "room-out").label == "外"
