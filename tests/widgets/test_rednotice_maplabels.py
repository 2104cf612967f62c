"""Map names placed apart: every city and continent gets a side, and on the phone-sized map
(estimated boxes) no two names overlap and no name leaves the map, in English and Japanese."""

from __future__ import annotations

import pytest

from tutor.games.rednotice import GAME
from tutor.games.rednotice.worldmap import default_map
from widgets.rednotice import maplabels
from widgets.rednotice.mapscene import TOP, map_zone, radar_piece_id


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_names_do_not_overlap_on_a_phone(lang):
    world = default_map()
    sides = maplabels.label_sides(lang, TOP)
    assert set(sides) == set(world.cities) | set(world.continents)
    assert set(sides.values()) <= set(maplabels.SIDES)
    width, height = world.size[0], world.size[1] + TOP + 12
    sx, sy = maplabels.PHONE_WIDTH / width, maplabels.PHONE_HEIGHT / height
    boxes = {}
    for cid, side in sides.items():
        data = world.cities.get(cid) or world.continents[cid]
        x, y = data["pos"] if cid in world.cities else data["radar"]
        boxes[cid] = maplabels._box(x * sx, (y + TOP) * sy,
                                    maplabels.text_width(data["name"][lang]), side)
    ids = sorted(boxes)
    clashes = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]
               if maplabels._overlap(boxes[a], boxes[b])]
    assert not clashes
    assert not [c for c, box in boxes.items() if maplabels._outside(box)]


def test_the_city_pieces_carry_their_side():
    zone = map_zone(GAME.new_game(seed=1, players=2).observe(0), "en")
    sides = maplabels.label_sides("en", TOP)
    placed = {p.id: p.label_side for p in zone.pieces if p.label_side}
    assert placed == {radar_piece_id(c) if c in default_map().continents else c: side
                      for c, side in sides.items()}


def test_a_crowded_pair_is_pushed_apart():
    """Two names that would overlap below their dots end up on different sides."""
    labels = {"a": ((100, 100), "Melbourne"), "b": ((130, 100), "Auckland")}
    sides = maplabels.place(labels, (maplabels.PHONE_WIDTH, maplabels.PHONE_HEIGHT))
    boxes = [maplabels._box(x, y, maplabels.text_width(name), sides[i])
             for i, ((x, y), name) in labels.items()]
    assert maplabels._overlap(*[maplabels._box(x, y, maplabels.text_width(n), "below")
                                for (x, y), n in labels.values()])
    assert not maplabels._overlap(*boxes)
