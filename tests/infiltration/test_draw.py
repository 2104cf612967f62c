"""draw(observation, lang): the facility V from the graph, for the observation's viewer only."""

import random
import re

from tutor.games.infiltration import GAME
from tutor.games.infiltration.card_loader import content_named
from tutor.games.infiltration.draw import position

from .helpers import make, ops, select

CONTENT = content_named("tutor")


def played(seed=2, players=4, moves=30):
    rng = random.Random(seed)
    state = GAME.new_game(seed=seed, players=players)
    for _ in range(moves):
        player = rng.choice(state.to_act)
        state.apply(player, rng.choice(state.legal_actions(player)))
    return state


def test_every_room_position_is_drawn_and_rooms_do_not_overlap():
    html = GAME.draw(played().observe(0), "en")
    assert sorted(re.findall(r'data-room="([^"]+)"', html)) == sorted(
        ["1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "S"])
    corners = [position(n) for n in re.findall(r'data-room="([^"]+)"', html)]
    for i, (x1, y1) in enumerate(corners):
        for x2, y2 in corners[i + 1:]:
            assert abs(x1 - x2) >= 70 or abs(y1 - y2) >= 58


def test_face_down_rooms_and_other_hands_stay_hidden_in_the_drawing():
    state = played()
    b = state.board
    for viewer in (None, 0, 1):
        html = GAME.draw(state.observe(viewer), "en")
        for node, card in b.layout.items():
            name = CONTENT.rooms[card].name["en"][:15]
            assert (name in html) == (node in b.revealed), (viewer, node, name)
        for o in b.operatives:
            if o["owner"] != viewer:
                for item in o["items"]:
                    assert CONTENT.items[item].name["en"] not in html or item in b.item_discard


def test_the_drawing_speaks_the_language_asked_for_and_shows_the_monitor():
    state = make(3, alarm=2, proximity=41, operatives=ops(3, o0={"wounded": True}))
    en, ja = GAME.draw(state.observe(0), "en"), GAME.draw(state.observe(0), "ja")
    assert "Alarm 2, proximity 41" in en and "アラーム2、接近度41" in ja
    assert "Advance" in en and "前進" in ja
    assert 'fill="white"' in en                      # the wounded operative is a hollow disc
    select(state, {0: "advance", 1: "interface", 2: "interface"})
    assert "1.2 " in GAME.draw(state.observe(None), "en")
