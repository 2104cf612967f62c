"""Golden transcripts of the toy lessons, and the golden-file helper itself."""

import json

import pytest

from tests.toy.game import GAME
from tests.toy.lessons import BASICS, LESSONS
from tutor.lessons import assert_golden, golden_path, walkthrough


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_lesson_matches_its_golden_transcript(lesson):
    assert_golden(lesson, walkthrough(lesson, GAME).transcript)


def test_golden_files_live_under_tests_game_golden():
    path = golden_path("toy", "toy-basics")
    assert path.parts[-3:] == ("toy", "golden", "toy-basics.json") and path.exists()


def test_a_changed_transcript_fails_with_a_diff(tmp_path, monkeypatch):
    monkeypatch.setenv("REGEN_GOLDEN", "1")
    transcript = walkthrough(BASICS, GAME).transcript
    written = assert_golden(BASICS, transcript, root=tmp_path)
    assert json.loads(written.read_text())["transcript"][1]["action"] == "swap"
    monkeypatch.delenv("REGEN_GOLDEN")
    assert_golden(BASICS, transcript, root=tmp_path)
    transcript[1]["action"] = "keep"
    with pytest.raises(AssertionError, match=r"differs.*\n.*REGEN|-.*swap"):
        assert_golden(BASICS, transcript, root=tmp_path)


def test_a_missing_golden_file_says_how_to_record_it(tmp_path, monkeypatch):
    monkeypatch.delenv("REGEN_GOLDEN", raising=False)
    with pytest.raises(AssertionError, match="REGEN_GOLDEN=1"):
        assert_golden(BASICS, [], root=tmp_path)


def test_walkthrough_reaches_the_end_with_every_step_completed():
    runner = walkthrough(BASICS, GAME)
    assert runner.finished and runner.completed == {s.id for s in BASICS.steps}
    assert [e["step"] for e in runner.transcript] == [s.id for s in BASICS.steps]
