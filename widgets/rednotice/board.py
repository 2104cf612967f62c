"""The part of the Red Notice board around the clickable table: the status (round, initiative,
cashed total, captures, the forger's security track, decks), the public history of reports,
searches and cashings, and how to read the map. Built from one observation only; the parts a
lesson step names (``status``, ``security``, ``history``, ``possible``, ``radars``,
``barriers``) are outlined."""

from __future__ import annotations

from html import escape
from typing import Sequence

from tutor.games.rednotice import texts as words

from ..card import HIGHLIGHT
from ..theme import INK, LINE, MUTED
from .words import MAP, MAP_NOTE, STATUS


def _part(part: str, highlights: Sequence[str], body: str, tag: str = "div") -> str:
    edge = f"3px solid {HIGHLIGHT}" if part in highlights else f"1px solid {LINE}"
    cls = "rt-zone rt-highlight" if part in highlights else "rt-zone"
    return (f'<{tag} class="{cls}" data-part="{part}" style="border:{edge};border-radius:6px;'
            f'padding:4px 8px;margin:4px 0;min-width:0">{body}</{tag}>')


def _status(obs: dict, lang: str) -> list[tuple[str, str]]:
    s = STATUS
    rows = []
    if obs["role"]:
        rows.append((s["you_are"].get(lang), words.role(obs["role"], lang)))
    rows += [(s["round"].get(lang), str(obs["round"])),
             (s["initiative"].get(lang), words.role(obs["initiative"], lang)),
             (s["cashed"].get(lang), f'${obs["checks"]["total"]:,} / $1,000,000'),
             (s["captures"].get(lang), f'{obs["captures"]} / 3'),
             (s["checks_left"].get(lang), str(obs["checks"]["deck"])),
             (s["action_deck"].get(lang), str(obs["action_deck"]))]
    return rows


def _history(obs: dict, lang: str) -> str:
    if not obs["show_history"]:
        return f"<i>{escape(STATUS['history_off'].get(lang))}</i>"
    lines = []
    for clue in obs["clues"]:
        kind = clue["kind"]
        if kind == "report":
            text = words.TEXTS.tr("event.report", lang,
                                    reports=words._report(clue["reports"], lang))
        elif kind == "search":
            text = words.TEXTS.tr("event.searched", lang, city=words.city(clue["city"], lang))
        elif kind in ("cash", "capture"):
            label = {"cash": ("Cashed in", "換金"), "capture": ("Captured in", "確保")}[kind]
            text = f'{label[0 if lang == "en" else 1]}{" " if lang == "en" else "："}' \
                   f'{words.city(clue["city"], lang)}'
        else:
            continue
        when = STATUS["round_n"].get(lang).format(round=clue["round"])
        lines.append(f"<li>{escape(when)}: {escape(text)}</li>")
    if not lines:
        return escape(STATUS["no_history"].get(lang))
    return '<ul class="rn-history" style="margin:0;padding-left:18px;max-height:9em;' \
           f'overflow-y:auto">{"".join(reversed(lines))}</ul>'


def _security(obs: dict, lang: str) -> str:
    filled = min(obs["security"], 4)
    boxes = "".join(f'<span style="display:inline-block;width:14px;height:14px;margin-right:3px;'
                    f'border:1px solid {INK};border-radius:3px;background:'
                    f'{"#c62828" if i < filled else "transparent"}"></span>' for i in range(4))
    return f'{escape(STATUS["security"].get(lang))}: {boxes} {obs["security"]} / 4'


def render_board(observation: dict, lang: str, highlights: Sequence[str] = ()) -> str:
    """HTML of everything beside the table, as ``observation``'s viewer sees it."""
    obs = observation
    status = "".join(f'<span style="margin-right:14px;white-space:nowrap"><b>{escape(k)}</b>: '
                     f'{escape(v)}</span>' for k, v in _status(obs, lang))
    legend = (f'<details><summary style="cursor:pointer">{escape(STATUS["legend"].get(lang))}'
              f'</summary><div style="font-size:12px">{escape(STATUS["legend_text"].get(lang))}'
              f'</div></details>')
    parts = [
        _part("status", highlights, f'<div style="display:flex;flex-wrap:wrap">{status}</div>'),
        _part("security", highlights, _security(obs, lang)),
        _part("history", highlights,
              f'<b>{escape(STATUS["history"].get(lang))}</b><div>{_history(obs, lang)}</div>'),
        _part("possible" if obs["show_possible"] else "legend", highlights, legend),
    ]
    title = (f'<div style="font-size:12px;color:{MUTED}"><b>{escape(MAP.get(lang))}</b>: '
             f'{escape(MAP_NOTE.get(lang))}</div>')
    return (f'<div class="rn-board" style="color:{INK};font-size:13px;max-width:100%">'
            + title + "".join(parts) + "</div>")
