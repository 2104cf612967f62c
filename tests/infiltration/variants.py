"""Edits of a ``to_scenario`` spec that a player cannot see (hidden) or can see (visible)."""

from __future__ import annotations

from tutor.games.infiltration.card_loader import content_named


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


def shuffle_with_reserve(spec: dict, pile: list, rng) -> bool:
    """Shuffle the face-down tokens of ``pile`` together with the reserve."""
    if not pile or not spec["reserve"]:
        return False
    pool = pile + spec["reserve"]
    rng.shuffle(pool)
    pile[:], spec["reserve"] = pool[:len(pile)], pool[len(pile):]
    return True


def hidden_variant(spec: dict, player: int, rng) -> dict | None:
    """One edit the player cannot see, tried in random order: another seat's item swapped with
    the deck, a face-down room swapped with an unused one, a room's file tokens or another
    seat's file values shuffled with the reserve (not once the game is over: the final
    scores show what every operative brought out)."""
    others = [i for i, o in enumerate(spec["operatives"]) if o["owner"] != player]
    piles = list(spec["room_files"].values()) or [[]]
    edits = [lambda: swap_face_down_room(spec, rng),
             lambda: shuffle_with_reserve(spec, rng.choice(piles), rng)]
    if spec["phase"] != "over":
        edits += [lambda: swap_item_with_deck(spec, rng.choice(others), rng),
                  lambda: shuffle_with_reserve(
                      spec, spec["operatives"][rng.choice(others)]["files"], rng)]
    rng.shuffle(edits)
    return spec if any(edit() for edit in edits) else None


def visible_variant(spec: dict, player: int, rng) -> dict | None:
    """One of the player's own items swapped with the deck, else the alarm changed."""
    mine = [i for i, o in enumerate(spec["operatives"]) if o["owner"] == player]
    before = [list(spec["operatives"][i]["items"]) for i in mine]
    if swap_item_with_deck(spec, rng.choice(mine), rng) and \
            before != [spec["operatives"][i]["items"] for i in mine]:
        return spec
    spec["alarm"] = 1 if spec["alarm"] != 1 else 2
    return spec
