"""Where each name goes on the map: below its dot unless it would cover another name, a dot or
the map's edge, then above, right or left, whichever covers least.

Placed once per language for the narrowest screen (a 390 px phone, where the map is about
346 x 329 px and names are 8 px high: the most crowded case); on a wider screen the names are
relatively smaller, so the same sides keep them apart there too.
"""

from __future__ import annotations

from functools import lru_cache

from tutor.games.rednotice.worldmap import default_map, road_cities

SIDES = ("below", "right", "left", "above")       # above last: the people stand there
PHONE_WIDTH, PHONE_HEIGHT = 346.0, 329.0      # the map's box on a 390 px screen, in px
FONT = 8.0                                     # the names' size there, in px
DOT = 6.0                                      # a city dot's radius there, in px
GAP = 1.0
MARKER = 5.0                                   # a barrier marker's radius there, in px
MARKER_WEIGHT = 0.2                            # at most 4 barriers: a lighter obstacle
SIDE_COST = 12.0                               # below is best, then right, left, above


def text_width(name: str) -> float:
    """A name's width in px at ``FONT``: wide (CJK) characters take a whole em."""
    return sum(FONT if ord(ch) > 0x2e80 else 0.6 * FONT for ch in name)


def _box(x: float, y: float, width: float, side: str) -> tuple:
    """(left, top, right, bottom) of a name on ``side`` of a dot at (x, y)."""
    if side == "below":
        return (x - width / 2, y + DOT + GAP, x + width / 2, y + DOT + GAP + FONT + 2)
    if side == "above":
        return (x - width / 2, y - DOT - GAP - FONT - 2, x + width / 2, y - DOT - GAP)
    top = y - FONT / 2 - 1
    if side == "right":
        return (x + DOT + GAP, top, x + DOT + GAP + width, top + FONT + 2)
    return (x - DOT - GAP - width, top, x - DOT - GAP, top + FONT + 2)


def _overlap(a: tuple, b: tuple) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _outside(box: tuple) -> float:
    """How much of a box sticks out of the map."""
    return sum(max(0.0, v) for v in (-box[0], box[2] - PHONE_WIDTH, -box[1],
                                     box[3] - PHONE_HEIGHT)) * FONT


def place(labels: dict, size: tuple, markers=()) -> dict:
    """``labels``: id -> ((x, y) in map units, name); returns id -> side. Greedy: the names in
    the most crowded places first, each on the side that covers least of what is placed, of
    the dots and of the ``markers`` (points where a barrier may be drawn)."""
    sx, sy = PHONE_WIDTH / size[0], PHONE_HEIGHT / size[1]
    spots = {i: (x * sx, y * sy, text_width(name)) for i, ((x, y), name) in labels.items()}
    dots = [(x - DOT, y - DOT, x + DOT, y + DOT) for x, y, _ in spots.values()]
    m = MARKER
    marks = [(x * sx - m, y * sy - m, x * sx + m, y * sy + m) for x, y in markers]

    def crowd(i):
        x, y, _ = spots[i]
        return -sum(abs(x - u) < 45 and abs(y - v) < 25 for u, v, _ in spots.values())

    placed, sides = [], {}
    for i in sorted(spots, key=lambda i: (crowd(i), i)):
        x, y, width = spots[i]

        def cost(side):
            box = _box(x, y, width, side)
            return (sum(_overlap(box, other) for other in placed) * 30
                    + sum(_overlap(box, dot) for dot in dots) + _outside(box)
                    + MARKER_WEIGHT * sum(_overlap(box, mark) for mark in marks)
                    + SIDES.index(side) * SIDE_COST)
        side = min(SIDES, key=cost)
        sides[i] = side
        placed.append(_box(x, y, width, side))
    return sides


@lru_cache(maxsize=4)
def label_sides(lang: str, top: int) -> dict:
    """city or continent id -> the side its name goes on, in ``lang`` (``top``: the room the map
    zone adds above the map's own positions)."""
    world = default_map()
    labels = {cid: ((x, y + top), data["name"][lang])
              for cid, data in world.cities.items() for x, y in [data["pos"]]}
    labels.update({cid: ((x, y + top), data["name"][lang])
                   for cid, data in world.continents.items() for x, y in [data["radar"]]})
    width, height = world.size
    middles = []
    for key in world.roads:
        if key not in world.wrap:
            (ax, ay), (bx, by) = (world.cities[c]["pos"] for c in road_cities(key))
            middles.append(((ax + bx) / 2, (ay + by) / 2 + top))
    return place(labels, (width, height + top + 12), middles)
