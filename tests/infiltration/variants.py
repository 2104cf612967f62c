"""Edits of a ``to_scenario`` spec that a player cannot see (hidden) or can see (visible)."""

from __future__ import annotations

from tutor.games.infiltration.content import content_named


def swap_face_down_room(spec: dict, rng) -> bool:
    """Swap a face-down room with an unused room card of the same floor."""
    rooms = content_named(spec["content"]).rooms
    hidden = [n for n in spec["layout"] if n not in spec["revealed"]]
    rng.shuffle(hidden)
    for node in hidden:
        floor = rooms[spec["layout"][node]].floor
        spare = [r for r in spec["unused_rooms"] if rooms[r].floor == floor]
        if spare:
            other = rng.choice(spare)
            spec["unused_rooms"][spec["unused_rooms"].index(other)] = spec["layout"][node]
            spec["layout"][node] = other
            return True
    return False


def swap_item_with_deck(spec: dict, op: int, rng) -> bool:
    """Swap one of ``op``'s items (not one already chosen in a pending selection) with the deck."""
    o = spec["operatives"][op]
    chosen = {a.get("card") for a in spec.get("pending", {}).values()}
    free = [i for i, card in enumerate(o["items"]) if card not in chosen]
    if not free or not spec["item_deck"]:
        return False
    i, j = rng.choice(free), rng.randrange(len(spec["item_deck"]))
    o["items"][i], spec["item_deck"][j] = spec["item_deck"][j], o["items"][i]
    return True


def hidden_variant(spec: dict, player: int, rng) -> dict | None:
    """Another seat's item swapped with the deck, a face-down room swapped with an unused one, or
    the reserve and a room's file tokens shuffled together."""
    others = [i for i, o in enumerate(spec["operatives"]) if o["owner"] != player]
    rng.shuffle(others)
    if any(swap_item_with_deck(spec, op, rng) for op in others[:1]):
        return spec
    if swap_face_down_room(spec, rng):
        return spec
    piles = [n for n, pile in spec["room_files"].items() if pile]
    if piles and spec["reserve"]:
        node = rng.choice(piles)
        pool = spec["room_files"][node] + spec["reserve"]
        rng.shuffle(pool)
        count = len(spec["room_files"][node])
        spec["room_files"][node], spec["reserve"] = pool[:count], pool[count:]
        return spec
    return None


def visible_variant(spec: dict, player: int, rng) -> dict | None:
    """One of the player's own items swapped with the deck, else the alarm changed."""
    mine = [i for i, o in enumerate(spec["operatives"]) if o["owner"] == player]
    before = [list(spec["operatives"][i]["items"]) for i in mine]
    if swap_item_with_deck(spec, rng.choice(mine), rng) and \
            before != [spec["operatives"][i]["items"] for i in mine]:
        return spec
    spec["alarm"] = 1 if spec["alarm"] != 1 else 2
    return spec
