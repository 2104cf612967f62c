"""Rule coverage checks over lessons, on the toy catalogue."""

from tests.toy.game import GAME, SWAP
from tests.toy.lessons import BASICS, LESSONS
from tutor.lessons import Lesson, T, explain, move, taught_rules, unknown_rules, untaught_rules


def test_every_toy_catalogue_rule_is_taught_by_some_step():
    # the engine's own guard rails (who may act, well-formed moves) are core rules every game
    # shares; the toy lessons teach the toy rules and the core rules a learner meets in play
    assert untaught_rules(GAME.catalogue, LESSONS, ignore=("core.player", "core.malformed")) == []
    assert taught_rules(LESSONS) == set(GAME.catalogue.ids()) - {"core.player", "core.malformed"}


def test_every_rule_the_toy_lessons_cite_exists():
    assert unknown_rules(GAME.catalogue, LESSONS) == []


def test_untaught_and_unknown_rules_are_reported():
    assert "toy.react" in untaught_rules(GAME.catalogue, [BASICS.__class__(
        "x", "toy", T("x", "x"), [explain("a", "toy.swap")])])
    assert untaught_rules(GAME.catalogue, [], ignore=("core.", "toy.")) == []
    bad = Lesson("bad", "toy", T("x", "x"), [
        move("m", SWAP, "toy.nope", why_not={"keep": ("toy.also-nope", T("a", "b"))})])
    assert unknown_rules(GAME.catalogue, [bad]) == ["bad/m: toy.nope", "bad/m: toy.also-nope"]
