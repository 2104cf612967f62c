"""Persona learner text as data: complete in both languages, every prompt and action phrased,
plurals and seat names right."""

import ast
from pathlib import Path

import pytest

from tutor.engine import Action
from tutor.engine.text import TextError
from tutor.games import persona
from tutor.games.persona import GAME
from tutor.games.persona.texts import (TEXTS, action_label, action_text, card_name, kind_label,
                                       prompt_text)

from .helpers import random_game, scenario

SOURCE = Path(persona.__file__).parent


def test_the_text_files_have_no_problems():
    assert TEXTS.problems() == []
    assert len(TEXTS.keys()) > 50


def test_every_prompt_the_engine_asks_has_a_text():
    prompts = set()
    for path in SOURCE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and f"prompt.{node.value}" in TEXTS:
                prompts.add(node.value)
    assert prompts == {k[len("prompt."):] for k in TEXTS.keys()
                       if k.startswith("prompt.") and k != "prompt.fallback"}


def test_a_prompt_names_the_company_and_the_tied_players_as_the_viewer_reads_them():
    tie = scenario(players=3, phase="archive", play_areas=[["BIO-P1"], ["BIO-A1", "BIO-A2"], []],
                   keys={"biolife": 2})
    decision = tie.observe(2)["decision"]
    assert prompt_text(decision, "en", 2) == ("You hold the Biolife key: choose 1st and 2nd "
                                              "among the tied players Player 1, Player 2.")
    assert prompt_text(decision, "ja", 0).startswith("あなたはBiolifeの鍵を持っています。")
    assert "あなた" in prompt_text(decision, "ja", 0)
    assert prompt_text(None) == ""
    title = GAME.catalogue["persona.day.choose"].title
    unknown = {"rule": "persona.day.choose", "prompt": "??"}
    assert prompt_text(unknown, "en", 0, GAME.catalogue) == f"{title['en']}: make your choice."
    assert prompt_text(unknown, "ja", 0, GAME.catalogue) == f"{title['ja']}：選んでください。"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_action_of_whole_games_reads_as_a_sentence_and_a_label_in_both_languages(players):
    state = random_game(seed=3, players=players, options={"activator": "choose",
                                                          "steal_optional": True})
    seen = set()
    replay = GAME.new_game(seed=3, players=players, options=state.options)
    for entry in state.history:
        for action in replay.legal_actions(entry.player):
            if action.kind in seen and action != entry.action:
                continue
            seen.add(action.kind)
            for lang in ("en", "ja"):
                assert action_text(action, lang, entry.player)
                assert action_label(action, lang, entry.player)
                assert kind_label(action.kind, lang)
        replay.apply(entry.player, entry.action)
    assert {"download", "encrypt", "send_left", "send_right", "steal"} <= seen


def test_actions_read_as_the_rulebook_says_them():
    send = Action("send_left", card="BIO-D1")
    assert action_text(send, "en") == ("Send Biolife Director 5 left: it goes face up into "
                                       "your left neighbour's play area.")
    assert action_label(send, "ja") == "左へ送信：Biolife ディレクター 5"
    steal = Action("steal", card="COS-W2", victim=2)
    assert action_text(steal, "en", 0) == "Steal Cosmoco Worker 2 from Player 3's play area."
    assert action_label(steal, "ja", 2) == "盗む：あなたのCosmoco 労働者 2"
    assert action_text(Action("give_key", to=1), "en", 1) == "Give the key to you."
    assert action_text(Action("rank_tie", first=0, second=2), "ja", 0) == \
        "同点の順位を決める：1位あなた、2位プレイヤー3。"
    with pytest.raises(TextError):
        action_text(Action("borrow", card="BIO-W1"), "en")


def test_card_names_in_both_languages():
    assert card_name("SJT-P1", "en") == "SJT President 6"
    assert card_name("BIO-C0", "ja") == "Biolife 企業カード 0"
