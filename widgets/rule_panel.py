"""The rule panel: search the game's catalogue (en/ja), showing provenance and marking rulings."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Iterable

import ipywidgets as w

from .i18n import count, list_sep, t
from .sources import human_source
from .theme import INFO, MUTED

if TYPE_CHECKING:
    from tutor.engine import Catalogue, Rule

RULING_COLOR = "#b35900"


def provenance_html(rule: "Rule", lang: str) -> str:
    """"Published rule · Source: Japanese guide" or a clearly marked "Ruling of this tutor ·
    Why: ..."; sources are named as a learner knows them (never file names or sections)."""
    if rule.is_ruling:
        parts = [f'<span class="rt-ruling" style="background:{RULING_COLOR};color:#ffffff;'
                 f'padding:0 4px;border-radius:3px">{escape(t("ruling", lang))}</span>',
                 escape(t("reason", lang, reason=rule.reason[lang]))]
    else:
        parts = [f'<span class="rt-published">{escape(t("published", lang))}</span>',
                 escape(t("source", lang, source=human_source(rule.source, lang)))]
    return f'<div style="font-size:11px;color:{MUTED}">' + " · ".join(parts) + "</div>"


def designer_html(rule: "Rule", lang: str) -> str:
    """The rule's id, raw source and option, folded away for designers (its related rules are
    named by title outside the fold, in the page's language)."""
    lines = [f"<code>{escape(rule.id)}</code>"]
    if rule.source:
        lines.append(escape(rule.source))
    if rule.option:
        lines.append(escape(t("option", lang, option=rule.option)))
    return (f'<details class="rt-rule-detail" style="font-size:11px;color:{MUTED}">'
            f'<summary>{escape(t("for_designers", lang))}</summary>'
            + "<br>".join(lines) + "</details>")


def rule_html(rule: "Rule", lang: str, catalogue: "Catalogue | None" = None) -> str:
    """One rule: title, text, provenance, related rules by title, and the designers' detail."""
    related = ""
    titles = [catalogue[r].title[lang] for r in rule.related if catalogue and r in catalogue]
    if titles:
        related = (f'<div style="font-size:11px;color:{MUTED}">'
                   f'{escape(t("related", lang, ids=list_sep(lang).join(titles)))}</div>')
    border = RULING_COLOR if rule.is_ruling else INFO
    return (f'<div class="rt-rule" data-rule="{escape(rule.id)}" style="margin:6px 0;'
            f'padding:4px 8px;border-left:4px solid {border}">'
            f'<div><b>{escape(rule.title[lang])}</b></div>'
            f'<div>{escape(rule.text[lang])}</div>{provenance_html(rule, lang)}{related}'
            f'{designer_html(rule, lang)}</div>')


TOPIC_KEYS = {"setup": "topic_setup", "turn": "topic_turn", "cards": "topic_cards",
              "end": "topic_end"}


class RulePanel:
    """A search box (ranked, English and Japanese at once), topic buttons to browse every rule,
    and the matching rules; with an empty box and no topic, the focused rules."""

    def __init__(self, catalogue: "Catalogue", lang: str = "en"):
        self.catalogue = catalogue
        self.lang = lang
        self.focus: tuple[str, ...] = ()
        self.heading = "this_step"
        self.query = w.Text(value="", continuous_update=True)
        self.topics = w.ToggleButtons(options=self._topic_options(lang), value="",
                                      style={"button_width": "auto"})
        self.results = w.HTML()
        self.title = w.HTML()
        self.widget = w.VBox([self.title, self.query, self.topics, self.results])
        for widget, css in ((self.query, "rt-rule-search"), (self.results, "rt-rule-results"),
                            (self.topics, "rt-rule-topics"), (self.widget, "rt-rules")):
            widget.add_class(css)
        self.query.observe(lambda _change: self.render(), names="value")
        self._relabelling = False
        self.topics.observe(lambda _change: self._relabelling or self.render(), names="value")
        self.render()

    def _topic_options(self, lang: str) -> list[tuple[str, str]]:
        """"All / this step" (no topic) then one button per topic, in ``lang``."""
        return [(t("topic_none", lang), "")] + [(t(key, lang), topic)
                                                  for topic, key in TOPIC_KEYS.items()]

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self.render()

    def show(self, rule_ids: Iterable[str], heading: str = "this_step") -> None:
        """Focus the panel on these rules, shown under the i18n ``heading`` while the search box
        is empty and no topic is chosen (with no focus, the empty box shows a prompt)."""
        self.focus = tuple(r for r in rule_ids if r in self.catalogue)
        self.heading = heading
        self.render()

    def browse(self, topic: str) -> None:
        """Show every rule of ``topic`` ("" for none: back to the focused rules)."""
        self.topics.value = topic

    def matches(self) -> list["Rule"]:
        """The rules the panel shows now: the ranked search (within the chosen topic), else
        the topic's rules, else the focused rules."""
        query, topic = self.query.value.strip(), self.topics.value
        if query:
            rules = self.catalogue.rank(query)
            return [r for r in rules if self.catalogue.topic(r.id) == topic] if topic else rules
        if topic:
            return self.catalogue.browse(topic)
        return [self.catalogue[r] for r in self.focus]

    def _heading(self, query: str) -> str:
        lang, topic = self.lang, self.topics.value
        if topic and not query:
            return t(TOPIC_KEYS[topic], lang)
        return t(self.heading, lang) if self.focus and not query else t("rules", lang)

    def render(self) -> None:
        lang, query = self.lang, self.query.value.strip()
        self.query.placeholder = t("search", lang)
        self._relabelling = True                   # new labels are not a new choice
        try:
            relabel_toggles(self.topics, self._topic_options(lang))
        finally:
            self._relabelling = False
        rules = self.matches()
        self.title.value = f"<h4 style='margin:4px 0'>{escape(self._heading(query))}</h4>"
        if not query and not rules and not self.topics.value:
            prompt = t("search_prompt", lang, n=len(self.catalogue))
            self.results.value = f"<div style='font-size:12px'>{escape(prompt)}</div>"
            return
        if not rules:
            empty = t("no_results", lang, query=query) if query else t("no_topic_rules", lang)
            self.results.value = f"<div>{escape(empty)}</div>"
            return
        summary = f"<div style='font-size:11px'>{escape(count('results', lang, len(rules)))}</div>"
        self.results.value = summary + "".join(rule_html(r, lang, self.catalogue) for r in rules)


def relabel_toggles(toggles: w.ToggleButtons, options: list[tuple[str, str]]) -> None:
    """New labels for the same values, keeping the choice (no change event when unchanged)."""
    if list(toggles.options) != options:
        value = toggles.value
        toggles.options = options
        toggles.value = value
