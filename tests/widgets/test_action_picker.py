"""The action picker: legal actions grouped by kind in a few reusable controls."""

import pytest

from tutor.engine import Action
from widgets import ActionPicker, group_by_kind

from .tree import widget_tree


DEPLOYS = [Action("deploy", card=c) for c in ("A", "B", "C")]


def label(action, lang):
    return f"{action.kind} {action.get('card', '')}".strip()


def test_picker_groups_by_kind_one_button_or_a_dropdown_per_kind():
    picker, picked = ActionPicker(label), []
    picker.on_pick(picked.append)
    picker.update(DEPLOYS + [Action("pass")], "en")
    assert [k for k, _ in group_by_kind(DEPLOYS + [Action("pass")])] == ["deploy", "pass"]
    deploy = picker.row("deploy")
    assert deploy.dropdown._options_labels == ("deploy A", "deploy B", "deploy C")
    assert deploy.dropdown.value == 0
    assert deploy.dropdown.description == "Deploy" and deploy.button.description == "Go"
    assert picker.row("pass").button.description == "pass"
    assert picker.row("pass").dropdown.layout.display == "none"
    deploy.dropdown.value = 2
    deploy.button.click()
    picker.row("pass").button.click()
    assert picked == [DEPLOYS[2], Action("pass")]


def test_picker_reuses_its_rows_and_forgets_stale_labels():
    picker = ActionPicker(label)
    picker.update(DEPLOYS + [Action("pass")], "en")
    count = len(widget_tree(picker.widget))
    picker.update([Action("pass")], "ja")
    assert len(widget_tree(picker.widget)) == count
    assert picker.rows[1].dropdown.options == () and picker.rows[1].button.description == ""
    assert picker.rows[1].box.layout.display == "none"
    picker.update([], "ja")
    assert picker.prompt.value == "今は選べる手がありません。"
    with pytest.raises(KeyError):
        picker.row("deploy")


def test_widget_count_does_not_grow_with_the_number_of_actions():
    picker, few = ActionPicker(label), ActionPicker(label)
    picker.update([Action("deploy", card=str(n)) for n in range(60)], "en")
    few.update(DEPLOYS, "en")
    assert len(widget_tree(picker.widget)) == len(widget_tree(few.widget)) < 20
    picker.choose(Action("deploy", card="41"))
    assert picker.row("deploy").dropdown.value == 41


def test_rows_carry_a_css_class_naming_their_kind():
    picker = ActionPicker(label)
    picker.update(DEPLOYS + [Action("pass")], "en")
    assert "rt-kind-deploy" in picker.rows[0].button._dom_classes
    picker.update([Action("pass")], "en")
    assert picker.rows[0].box._dom_classes == ("rt-kind-pass",)
    assert not any(c.startswith("rt-kind") for c in picker.rows[1].dropdown._dom_classes)


def row_labels(picker):
    return [label for row in picker.rows for label in
            (row.button.description, *(text for text, _ in row.dropdown.options)) if label]


def test_a_folded_list_names_its_moves_and_draws_rows_only_when_opened():
    picker, picked = ActionPicker(label), []
    picker.on_pick(picked.append)
    picker.update(DEPLOYS + [Action("pass")], "en")
    picker.collapse()
    assert not picker.is_open and picker.rows_box.layout.display == "none"
    assert picker.toggle.description == "Or choose from the list of 4 legal moves"
    assert row_labels(picker) == []                     # no row's labels were drawn or kept
    picker.update([Action("pass")], "ja")
    assert picker.toggle.description == "または、選べる手の一覧（1手）から選ぶ"
    picker.update([Action("pass")], "en")
    assert picker.toggle.description == "Or choose from the list of 1 legal move"
    picker.toggle.value = True                          # the learner opens it
    assert picker.rows_box.layout.display is None and row_labels(picker) == ["pass"]
    picker.update(DEPLOYS, "en")                        # an open list follows every redraw
    assert row_labels(picker) == ["Go", "deploy A", "deploy B", "deploy C"]
    picker.toggle.value = False                         # closed again: the rows are forgotten
    assert row_labels(picker) == []
    picker.choose(DEPLOYS[1])                           # as a user would: open, pick, Go
    assert picker.is_open and picked == [DEPLOYS[1]]


def test_a_folded_list_with_nothing_to_play_is_a_disabled_toggle():
    picker = ActionPicker(label)
    picker.collapse()
    picker.update([], "en")
    assert picker.toggle.disabled and picker.toggle.description == "Nothing to play now."
    picker.update([Action("pass")], "en")
    assert not picker.toggle.disabled
