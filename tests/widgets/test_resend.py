"""When an explorer's page says it is there (its browser key arrives), the kernel sends the
whole screen again: updates made while the page connected may never have reached it."""

from __future__ import annotations

import ipywidgets as w

from widgets.classified import ClassifiedExplorer
from widgets.resend import resend, widget_tree

KEY = "0123456789abcdef0123456789abcdef"


def test_the_tree_holds_every_child_layout_and_style_once():
    inner = w.Button()
    box = w.VBox([w.HBox([inner, inner]), inner])
    tree = list(widget_tree(box))
    assert len(tree) == len({id(x) for x in tree})
    for widget in (box, inner, inner.layout, inner.style, box.children[0].layout):
        assert any(x is widget for x in tree)


def test_a_page_that_sends_its_key_gets_the_status_line_as_the_kernel_holds_it(monkeypatch):
    app = ClassifiedExplorer(seed=1)
    view = app.view
    view.status.add_class("rt-bots-moving")     # what a page may still show from its connection
    view.status.remove_class("rt-bots-moving")  # ... after the kernel took it off
    sent = []
    monkeypatch.setattr(w.Widget, "send_state",           # whole states, not one trait's update
                        lambda self, key=None: key is None and sent.append(self))
    app.browser_key.key = KEY
    assert any(x is view.status for x in sent)
    assert any(x is view.handover_button.layout for x in sent)
    assert len(sent) == len(list(widget_tree(app.widget)))


def test_resend_counts_the_widgets_it_sent():
    box = w.VBox([w.HTML("a"), w.HTML("b")])
    assert resend(box) == len(list(widget_tree(box)))
