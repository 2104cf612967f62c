"""The tutor's own content set, its validated loader, card text, and a second tiny set that
proves the content is data."""

import random
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tutor.engine.agenda import Step
from tutor.engine.errors import UnknownCard
from tutor.games.infiltration import GAME
from tutor.games.infiltration.texts import TEXTS, card_info, event_text
from tutor.games.infiltration.card_loader import (CONTENT_ROOT, ContentError, content_named,
                                              load_content)
from tutor.games.infiltration.cards import VOCABULARY
from tutor.games.infiltration.effects import STEPS
from tutor.games.infiltration.game import Infiltration

TINY = Path(__file__).with_name("tiny_set")


def test_the_tutors_own_set_has_the_components_of_the_game():
    c = content_named("tutor")
    assert len(c.rooms) == 32 and len(c.items) == 35 and len(c.specials) == 6
    assert [len(c.rooms_of(f)) for f in (1, 2, "secret")] == [13, 13, 6]
    assert Counter(s.kind for s in c.specials.values()) == {"blackmail": 2, "prototype": 2,
                                                            "sludge": 2}
    assert len(c.npcs) == 5 and len(c.operatives) == 6
    assert sum(a.copies for a in c.actions.values()) == 30
    assert len(c.file_bag()) == 117 and c.lock_scientist_tokens == c.interface_tokens == 13
    assert {"Loading Dock", "Executive Elevator"} <= {r.name["en"] for r in c.rooms.values()}
    assert sum(r.secret_access for r in c.rooms.values()) >= 3


def test_the_set_is_called_the_tutors_own_set_wherever_it_is_shown():
    state = GAME.new_game(seed=1, players=3)
    assert state.observe(0)["content"]["name"] == {"en": "the tutor's own set",
                                                   "ja": "チューター独自セット"}
    assert GAME.card("lobby")["set"]["en"] == "the tutor's own set"
    assert "the tutor's own set" in GAME.draw(state.observe(0), "en").replace("&#x27;", "'")
    assert GAME.catalogue["infiltration.ruling.own_set"].is_ruling


def test_every_card_has_english_and_japanese_name_and_text():
    c = content_named("tutor")
    ids = [*c.rooms, *c.items, *c.specials, *c.npcs, *c.operatives, *c.actions]
    for card_id in ids:
        info = GAME.card(card_id)
        for lang in ("en", "ja"):
            assert info["name"][lang].strip() and info["text"][lang].strip(), card_id
        assert info["id"] == card_id and info["number"] >= 1
    assert "Move up to 3 rooms deeper" in GAME.card("test-area")["text"]["en"]
    assert "最大3部屋奥へ移動する" in GAME.card("test-area")["text"]["ja"]


def test_the_learner_texts_are_complete_in_both_languages():
    assert TEXTS.problems() == []


def test_an_unknown_card_id_says_how_ids_look():
    with pytest.raises(UnknownCard, match="lockpick-set"):
        GAME.card("R12")
    assert card_info(5) is None


@pytest.fixture
def copy_set(tmp_path):
    """A writable copy of the tutor's set."""
    folder = tmp_path / "broken"
    shutil.copytree(CONTENT_ROOT / "tutor", folder)
    return folder


def edit(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("file, old, new, message", [
    ("rooms.toml", 'do = "draw_items"', 'do = "teleport"',
     r"rooms.toml: card 'lobby': field 'interface.\[0\]': unknown effect 'teleport'"),
    ("rooms.toml", 'name = { en = "Lobby", ja = "ロビー" }', 'name = { en = "Lobby" }',
     r"rooms.toml: card 'lobby': field 'name': needs text in both en and ja"),
    ("rooms.toml", 'id = "lobby"\nname = { en = "Lobby", ja = "ロビー" }\nfloor = 1',
     'id = "lobby"\nname = { en = "Lobby", ja = "ロビー" }\nfloor = 3',
     r"rooms.toml: card 'lobby': field 'floor': must be 1, 2 or \"secret\""),
    ("rooms.toml", '{ do = "alarm", n = 1 }', '{ do = "alarm", n = "one" }',
     r"rooms.toml: card 'server-closet': field 'reveal.\[0\].n': must be a whole number"),
    ("rooms.toml", 'id = "mail-room"', 'id = "lobby"',
     r"rooms.toml: card 'lobby': the id appears twice"),
    ("rooms.toml", 'npc = "harris"', 'npc = "ghost"',
     r"rooms.toml: card 'guard-post': field 'reveal.\[0\].npc': no NPC 'ghost'"),
    ("rooms.toml", 'files = 2\ninterface_slots = 2', 'files = 2\nwalls = 2\ninterface_slots = 2',
     r"rooms.toml: card 'loading-dock': unknown fields \['walls'\]"),
    ("items.toml", '{ do = "move", dir = "advance", n = 1 }', '{ do = "move", dir = "up", n = 1 }',
     r"items.toml: card 'grappling-line': field 'effects.\[0\].dir': must be one of"),
    ("items.toml", '{ do = "heal" }', '{ do = "npc_retreat" }',
     r"items.toml: card 'field-medkit': field 'effects.\[0\]': effect 'npc_retreat' is for NPC"),
    ("npcs.toml", '"loading-dock"', '"ballroom"',
     r"npcs.toml: card 'bailey': field 'leaves_from': no room 'ballroom'"),
    ("npcs.toml", 'action = [{ do = "npc_retreat" }]', 'action = [{ do = "escape" }]',
     r"npcs.toml: card 'bailey': field 'action.\[0\]': effect 'escape' needs an operative"),
    ("specials.toml", 'points = 4', 'points = -4',
     r"specials.toml: card 'prototype-1': field 'points': must be a whole number >= 0"),
    ("set.toml", 'starting_items = 4', 'starting_items = 9',
     r"items.toml: 6 operatives with 9 items each need 54 items"),
    ("set.toml", 'interface_tokens = 13', 'interface_tokens = [',
     r"set.toml: not valid TOML"),
])
def test_the_loader_rejects_malformed_content_naming_file_card_and_field(copy_set, file, old,
                                                                        new, message):
    edit(copy_set, file, old, new)
    with pytest.raises(ContentError, match=message):
        load_content(copy_set)


def test_the_loader_rejects_a_set_with_too_few_rooms_or_a_missing_file(copy_set):
    (copy_set / "npcs.toml").unlink()
    with pytest.raises(ContentError, match="npcs.toml: missing"):
        load_content(copy_set)
    shutil.copy(TINY / "npcs.toml", copy_set / "npcs.toml")
    rooms = (TINY / "rooms.toml").read_text(encoding="utf-8")
    (copy_set / "rooms.toml").write_text(rooms.split('[[room]]\nid = "t1-5"')[0],
                                         encoding="utf-8")
    with pytest.raises(ContentError, match="floor 1 needs at least 6 rooms"):
        load_content(copy_set)


def test_a_second_tiny_set_plays_whole_games_so_content_really_is_data():
    game = Infiltration(TINY)
    assert game.options[0].choices == ("tiny_set",)
    for players in (2, 3, 6):
        state = game.new_game(seed=players, players=players)
        assert set(state.snapshot()["layout"].values()) <= set(content_named("tiny_set").rooms)
        assert state.observe(0)["content"]["name"]["en"] == "the tiny test set"
        rng = random.Random(players)
        while not state.is_over:
            player = rng.choice(state.to_act)
            state.apply(player, rng.choice(state.legal_actions(player)))
        assert all(v == 5 for o in state.board.operatives for v in o["files"])
    assert GAME.options[0].choices == ("tutor",)


def test_every_legal_action_reads_as_a_sentence_in_both_languages():
    seen = set()
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, players=3)
        while not state.is_over:
            player = rng.choice(state.to_act)
            for action in state.legal_actions(player):
                for lang in ("en", "ja"):
                    assert GAME.describe(action, lang, player).strip()
                seen.add(action.kind)
            state.apply(player, rng.choice(state.legal_actions(player)))
    assert {"select", "move_to"} <= seen
    state = GAME.new_game(seed=1, players=3)
    action = state.legal_actions(0)[0]
    assert GAME.describe(action, "en") == "Operative 1: select Advance face down."
    assert GAME.describe(action, "ja") == "エージェント1：前進を裏向きで選ぶ。"


def test_every_event_reads_as_a_sentence_for_every_viewer_in_both_languages():
    kinds = set()
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, players=2 + seed % 5)
        while not state.is_over:
            player = rng.choice(state.to_act)
            state.apply(player, rng.choice(state.legal_actions(player)))
        for viewer in (None, 0):
            observation = state.observe(viewer)
            for event in state.events_for(viewer):
                for lang in ("en", "ja"):
                    assert event_text(event, observation, lang).strip()
                kinds.add(event["kind"])
    assert {"room_revealed", "files_taken", "security", "game_over", "moved"} <= kinds
    state = GAME.scenario({"players": 3, "room_files": {"1.1": [3, 1]}})
    state.apply(0, state.legal_actions(0)[3])            # Download
    for player in (1, 2):
        state.apply(player, state.legal_actions(player)[2])
    mine = [event_text(e, state.observe(0), "en") for e in state.events_for(0)]
    theirs = [event_text(e, state.observe(1), "en") for e in state.events_for(1)]
    assert any("worth 3, 1" in line for line in mine)
    assert not any("worth" in line for line in theirs)


def test_the_log_speaks_to_you_in_the_second_person_and_says_when_nothing_moved():
    state = GAME.new_game(seed=1, players=3)
    mine, theirs = state.observe(0), state.observe(1)
    roll = {"kind": "security", "rule": "x", "player": 0, "roll": 3, "alarm": 1, "proximity": 5}
    assert event_text(roll, mine, "en").startswith("You roll 3;")
    assert event_text(roll, theirs, "en").startswith("Player 1 rolls 3;")
    first = {"kind": "new_round", "rule": "x", "round": 4, "first": 0}
    assert event_text(first, mine, "en") == "Round 4 begins; you are the first player."
    none = {"kind": "files_taken", "rule": "x", "operative": 0, "room": "1.1", "count": 0}
    assert event_text(dict(none, values=[]), mine, "en").endswith("finds no file tokens to take.")
    assert "0つ" not in event_text(dict(none, kind="files_discarded"), theirs, "ja")


def test_a_choice_of_effects_is_one_sentence_and_leaving_is_an_escape():
    from tutor.engine import Action
    from tutor.games.infiltration.texts import alternatives
    options = ["Destroy up to 1 lock in this room.", "Move 1 room deeper."]
    assert alternatives(options, "en") == \
        "Destroy up to 1 lock in this room, or move 1 room deeper."
    assert alternatives(["ロックを1つ破壊する。", "1部屋奥へ移動する。"], "ja") == \
        "ロックを1つ破壊する、または1部屋奥へ移動する。"
    assert GAME.describe(Action("move_to", room="out"), "en") == "Escape from the facility."


def test_every_verb_of_the_card_vocabulary_has_a_step_in_the_table():
    assert set(VOCABULARY) <= set(STEPS)
    assert all(isinstance(step, Step) for step in STEPS.values())
    asking = {kind for kind, step in STEPS.items() if step.answer is not None}
    assert asking == {"move", "wound", "delay", "destroy_npc", "choose", "npc_room"}
