"""The HTML beside the Infiltration table: the earlier rounds as everybody saw them (the public
``history`` of the observation) and, at the end, the scores."""

from __future__ import annotations

from html import escape
from typing import Sequence

from tutor.engine.text import list_sep, seat_name

from ..theme import LINE, MUTED, TINT
from .table import card_name, content_of, operative_name
from .text import ui


def fact_text(obs: dict, fact: dict, lang: str) -> str | None:
    """One public fact of an earlier round as words (None: not worth a line)."""
    kind = fact["fact"]
    if kind == "played":
        return ui("fact_played", lang, who=operative_name(obs, fact["operative"], lang),
                  card=card_name(obs, fact["card"], lang))
    if kind == "room_revealed":
        return ui("fact_room", lang, room=fact["room"],
                  card=content_of(obs).rooms[fact["card"]].name[lang])
    if kind == "roll":
        return ui("fact_roll", lang, roll=fact["roll"], alarm=fact["alarm"],
                  proximity=fact["proximity"])
    if kind == "option_chosen" and fact.get("operative") is not None:
        return ui("fact_option", lang, who=operative_name(obs, fact["operative"], lang),
                  number=fact["n"] + 1)
    if kind == "npc_order":
        return ui("fact_npc", lang, npc=content_of(obs).npcs[fact["npc"]].name[lang],
                  room=fact["room"])
    return None


def earlier_rounds(obs: dict, lang: str) -> list[str]:
    """One line per finished round, newest first."""
    rounds: dict[int, list[str]] = {}
    for fact in obs["history"]:
        if fact["round"] < obs["round"] or obs.get("end"):
            text = fact_text(obs, fact, lang)
            if text:
                rounds.setdefault(fact["round"], []).append(text)
    sep = "、" if lang == "ja" else "; "
    return [ui("round_facts", lang, round=r, facts=sep.join(facts))
            for r, facts in sorted(rounds.items(), reverse=True)]


def scores_line(obs: dict, lang: str) -> str:
    """"Scores: You 7, Player 2 0" once the game is over."""
    parts = [ui("score_line", lang, who=seat_name(s["seat"], lang, obs["viewer"]),
                score=ui("captured", lang) if s["score"] is None else s["score"])
             for s in obs.get("scores") or []]
    return ui("scores", lang, scores=list_sep(lang).join(parts)) if parts else ""


def render_board(observation: dict, lang: str, highlights: Sequence[str] = ()) -> str:
    """The set's name, the scores and the earlier rounds."""
    obs = observation
    content = content_of(obs)
    box = f"border:1px solid {LINE};border-radius:6px;padding:4px 8px;margin:4px 0"
    lit = f";background:{TINT};outline:2px solid var(--jp-warn-color1, #b35900)"
    parts = [f'<div class="rt-title" style="font-weight:600">'
             f'{escape(ui("title", lang, set=content.name[lang]))}</div>']
    scores = scores_line(obs, lang)
    if scores:
        lit_scores = lit if "scores" in highlights else ""
        parts.append(f'<div class="rt-zone" data-part="scores" style="{box}{lit_scores}">'
                     f'<b>{escape(scores)}</b></div>')
    lines = earlier_rounds(obs, lang)
    if lines:
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        parts.append(f'<details class="rt-zone rt-history" data-part="history" style="{box}">'
                     f'<summary style="color:{MUTED}">{escape(ui("earlier", lang))}</summary>'
                     f'<ul style="margin:2px 0;padding-left:18px">{items}</ul></details>')
    return f'<div class="rt-infiltration" style="overflow-wrap:anywhere">{"".join(parts)}</div>'
