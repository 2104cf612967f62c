"""The Persona Non Grata board as one HTML string, drawn from an observation ONLY.

``render_board(observation, lang, highlights)``: the status line (week, day or phase, passing
direction, whose choice is pending and its question), the companies (corporation stacks, keys),
the per-company totals (with the company being compared in the archive phase), every player's
seat (hand size, action cards, face-down choices and encrypted cards as backs, play area,
archive, keys), the viewer's hand and action cards, the deck, and the final scores.
``highlights`` names the parts a lesson step points at: status, direction, companies,
standings, seats, play_areas, archives, hand, actions, deck.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..hand import zone_html
from ..theme import FAINT, LINE, MUTED, PANEL, SUCCESS, WARN
from .faces import back_svg, face_svg
from .labels import prompt_text
from .text import (BOARD, COMPANY_COLORS, DIRECTIONS, PHASES, action_name,
                   company_name, players_text, sep, tr, who)

GREY = FAINT
MARK = "rgba(255, 193, 7, 0.28)"            # the company being compared (reads on both themes)
MINE_TINT = "rgba(33, 150, 243, 0.10)"      # your seat
OTHER_TINT = "rgba(255, 152, 0, 0.08)"      # the others' seats


def _catalogue():
    from tutor.games.persona import GAME
    return GAME.catalogue


def _empty(lang: str) -> str:
    return f'<span style="color:{GREY};font-size:11px">{escape(tr(BOARD["empty"], lang))}</span>'


def _row(items: Sequence[str], lang: str) -> str:
    return "".join(items) or _empty(lang)


def _neighbours(obs: dict, viewer) -> tuple:
    n = obs["players"]
    if viewer is None:
        return None, None
    return (viewer + 1) % n, (viewer - 1) % n


def _status(obs: dict, lang: str, viewer, hl) -> str:
    """Week, day or phase, passing direction, and whose choice is pending."""
    phase = obs["phase"]
    when = tr(PHASES.get(phase, PHASES["day"]), lang, day=obs["day"])
    head = f'{escape(tr(BOARD["week"], lang, week=obs["week"]))} · {escape(when)}'
    if obs["players"] == 2:
        passing = tr(BOARD["passing_two"], lang)
    elif viewer is None:
        passing = tr(DIRECTIONS[obs["direction"]], lang)
    else:
        left, right = _neighbours(obs, viewer)
        to = left if obs["direction"] == "clockwise" else right
        passing = tr(BOARD["passing"], lang, direction=tr(DIRECTIONS[obs["direction"]], lang),
                     to=who(to, lang, viewer))
    arrow = "↻" if obs["direction"] == "clockwise" else "↺" if obs["players"] > 2 else "⇄"
    direction = (f'<span class="rt-direction" data-part="direction" style="margin-left:12px;'
                 f'{_lit_style("direction" in hl)}">{arrow} {escape(passing)}</span>')
    decision = obs.get("decision")
    pending = ""
    if decision:
        to_act = obs.get("to_act", [])
        if viewer in to_act:
            line = tr(BOARD["your_choice"], lang)
            prompt = prompt_text(decision, lang, viewer, _catalogue())
        else:
            line = tr(BOARD["waiting"], lang, who=players_text(to_act, lang, viewer))
            prompt = ""
        pending = (f'<div class="rt-pending"><b>{escape(line)}</b>'
                   + (f' <span class="rt-prompt">{escape(prompt)}</span>' if prompt else "")
                   + "</div>")
    style = f"padding:4px 8px;background:{PANEL};border-radius:6px;margin:2px 0;"
    style += _lit_style("status" in hl)
    return (f'<div class="rt-status" data-part="status" style="{style}">'
            f'<b>{head}</b>{direction}{pending}</div>')


def _lit_style(lit: bool) -> str:
    return "outline:3px solid #f5a623;" if lit else ""


def _chip(company: str) -> str:
    color = COMPANY_COLORS.get(company, "#444444")
    return (f'<span style="display:inline-block;background:{color};color:#ffffff;'
            f'border-radius:4px;padding:0 5px;font-size:11px;font-weight:bold">'
            f'{escape(company_name(company))}</span>')


def _companies(obs: dict, lang: str, viewer, lit: bool) -> str:
    """Each company: its corporation stack (top first) and where its key is."""
    rows = []
    for company in obs["companies"]:
        stack = " ".join(str(c[5:]) for c in obs["stacks"].get(company, [])) or "–"
        keeper = obs["keys"].get(company)
        key = tr(BOARD["on_table"], lang) if keeper is None else who(keeper, lang, viewer)
        rows.append(f'<tr><td>{_chip(company)}</td><td style="padding:0 8px">{escape(stack)}</td>'
                    f'<td>{escape(key)}</td></tr>')
    head = (f'<tr style="font-size:11px;color:{MUTED}"><td></td>'
            f'<td style="padding:0 8px">{escape(tr(BOARD["stack"], lang))}</td>'
            f'<td>{escape(tr(BOARD["key"], lang))}</td></tr>')
    removed = ""
    if obs.get("removed"):
        removed = (f'<div style="font-size:10px;color:{GREY}">'
                   + escape(tr(BOARD["removed"], lang, company=company_name(obs["removed"])))
                   + "</div>")
    body = f'<table style="font-size:12px;border-collapse:collapse">{head}{"".join(rows)}</table>'
    return zone_html(tr(BOARD["companies"], lang), body + removed, lit, "companies")


def _standings(obs: dict, lang: str, viewer, lit: bool) -> str:
    """Face-up totals per company and player; the company being compared is marked."""
    seats = obs["seats"]
    archiving = obs.get("archiving") or {}
    now = archiving.get("company") if obs["phase"] == "archive" else None
    head = "".join(f'<th style="padding:0 6px;font-weight:normal">'
                   f'{escape(who(s["player"], lang, viewer))}</th>' for s in seats)
    rows = []
    for company in obs["companies"]:
        totals = (archiving.get("totals") if company == now else None) or \
            [s["totals"].get(company, 0) for s in seats]
        best = max(totals) if totals else 0
        cells = "".join(f'<td style="text-align:center;'
                        f'{"font-weight:bold" if t and t == best else ""}">{t}</td>'
                        for t in totals)
        mark = f' style="background:{MARK}"' if company == now else ""
        rows.append(f'<tr{mark}><td>{_chip(company)}</td>{cells}</tr>')
    note = ""
    if now:
        note = f'<div class="rt-archiving" style="font-size:12px;font-weight:bold">' \
               f'{escape(tr(BOARD["now_comparing"], lang, company=company_name(now)))}'
        if archiving.get("first") is not None:
            note += " · " + escape(tr(BOARD["first_second"], lang,
                                      first=who(archiving["first"], lang, viewer),
                                      second=who(archiving["second"], lang, viewer)))
        note += "</div>"
    table = (f'<table style="font-size:12px;border-collapse:collapse"><tr><th></th>{head}</tr>'
             f'{"".join(rows)}</table>')
    return zone_html(tr(BOARD["standings"], lang), note + table, lit, "standings")


def _relation(obs: dict, seat: int, viewer) -> str | None:
    if viewer is None or seat == viewer:
        return None
    if obs["players"] == 2:
        return "opponent"
    left, right = _neighbours(obs, viewer)
    return "left" if seat == left else "right" if seat == right else None


def _chose(obs: dict, seat: int) -> bool:
    """Whether this seat has already made its half of the current simultaneous choice."""
    decision = obs.get("decision")
    if not decision or len(decision.get("players", [])) < 2:
        return False
    return seat in decision["players"] and seat not in obs.get("to_act", [])


def _seat(obs: dict, s: dict, lang: str, viewer, hl) -> str:
    """One player's side: name, hand size, actions, choice, play area, archive, keys."""
    p, mine = s["player"], s["player"] == viewer
    name = who(p, lang, viewer)
    relation = _relation(obs, p, viewer)
    if relation:
        name += f" ({tr(BOARD[relation], lang)})"
    used = sep(lang).join(action_name(a, lang) for a in s["used_actions"])
    hand, actions = s["hand_size"], s["action_cards_left"]
    if _chose(obs, p):                  # the chosen cards lie face down, out of the hand
        hand -= 1
        actions -= (obs["decision"].get("prompt") == "choose_play")
    info = [f'{escape(tr(BOARD["hand_of"], lang))}: {hand}',
            escape(tr(BOARD["actions_left"], lang, n=actions))]
    if used:
        info.append(escape(tr(BOARD["used"], lang, cards=used)))
    if s["keys"]:
        info.append(escape(tr(BOARD["keys"], lang, companies=sep(lang).join(
            company_name(c) for c in s["keys"]))))
    lit_play = "play_areas" in hl
    chosen = ""
    if s.get("has_face_down_choice") or _chose(obs, p):
        if mine and obs.get("my_choice"):
            chosen = ""                  # the viewer's own choice is shown in the status
        else:
            chosen = zone_html(tr(BOARD["face_down_choice"], lang),
                               back_svg(lang, lit_play, 0.6) + back_svg(lang, lit_play, 0.6),
                               lit_play, "choice")
    play = [face_svg(c, lang, lit_play) for c in s["play_area"]]
    enc = s.get("encrypted")
    if enc:
        if mine and enc.get("card"):
            play.append(f'<span style="display:inline-block;text-align:center;vertical-align:top">'
                        + face_svg(enc["card"], lang, lit_play, note=tr(BOARD["encrypted"], lang))
                        + f'<br><span style="font-size:9px;color:{WARN}">'
                        f'{escape(tr(BOARD["encrypted_yours"], lang))}</span></span>')
        else:
            play.append(back_svg(lang, lit_play, note=tr(BOARD["encrypted"], lang)))
    lit_arch = "archives" in hl
    archive = [face_svg(c, lang, lit_arch, 0.7) for c in s["corporation_cards"] + s["archive"]]
    spent = [face_svg(c, lang, False, 0.5, note=tr(BOARD["spent"], lang)) for c in s["spent"]]
    zones = chosen + zone_html(tr(BOARD["play_area"], lang), _row(play, lang), lit_play,
                               "play_areas")
    zones += zone_html(tr(BOARD["archive"], lang), _row(archive, lang) + "".join(spent),
                       lit_arch, "archives")
    color = MINE_TINT if mine else OTHER_TINT
    border = "3px solid #f5a623" if "seats" in hl and not mine else f"1px solid {LINE}"
    width = "flex:1 1 100%" if mine else "flex:1 1 360px"
    return (f'<div class="rt-seat" data-player="{p}" style="background:{color};border:{border};'
            f'border-radius:8px;padding:4px;margin:3px;{width}">'
            f'<div style="font-size:13px"><b>{escape(name)}</b> '
            f'<span style="font-size:11px;color:{MUTED}">{" · ".join(info)}</span></div>'
            f'{zones}</div>')


def _mine(obs: dict, lang: str, hl) -> str:
    """The viewer's hand, action cards in hand, and own pending choice."""
    if "hand" not in obs:
        return ""
    hand = [face_svg(c, lang, "hand" in hl, 0.9) for c in obs["hand"]]
    label = f'{tr(BOARD["hand"], lang)} ({len(obs["hand"])})'
    out = zone_html(label, _row(hand, lang), "hand" in hl, "hand")
    actions = "".join(
        f'<span class="rt-action-card" style="display:inline-block;border:1px solid #555555;'
        f'border-radius:6px;padding:14px 6px;margin:2px;font-size:11px;background:#ffffff;'
        f'color:#1b1b1b">'
        f'{escape(action_name(a, lang))}</span>' for a in obs.get("action_cards", []))
    out += zone_html(tr(BOARD["your_actions"], lang), actions or _empty(lang),
                     "actions" in hl, "my_actions")
    choice = obs.get("my_choice")
    if choice:
        body = face_svg(choice["info"], lang) + \
            f' <b>{escape(action_name(choice["action"], lang))}</b>'
        out += zone_html(tr(BOARD["face_down_choice"], lang), body, False, "my_choice")
    return f'<div class="rt-mine">{out}</div>'


def _deck(obs: dict, lang: str, lit: bool) -> str:
    body = (back_svg(lang, lit, 0.6) if obs["deck_size"] else "") + \
        f'<div style="font-size:11px">' \
        f'{escape(tr(BOARD["discarded"], lang, n=obs["discard_size"]))}</div>'
    return zone_html(tr(BOARD["deck"], lang, n=obs["deck_size"]), body, lit, "deck")


def _scores(obs: dict, lang: str, viewer) -> str:
    scores = obs.get("scores")
    if not scores:
        return ""
    best = max((s["score"], s["activated"], s["keys"]) for s in scores)
    won = [s["player"] for s in scores if (s["score"], s["activated"], s["keys"]) == best]
    lines = [tr(BOARD["score_line"], lang, who=who(s["player"], lang, viewer), score=s["score"],
                activated=s["activated"], keys=s["keys"]) for s in scores]
    key = "shared" if len(won) > 1 else "winner"
    head = tr(BOARD[key], lang, who=players_text(won, lang, viewer))
    body = f"<div><b>{escape(head)}</b></div>" + "".join(f"<div>{escape(l)}</div>" for l in lines)
    return (f'<div class="rt-result" style="border:2px solid {SUCCESS};border-radius:8px;'
            f'padding:6px;margin:4px 0"><b>{escape(tr(BOARD["scores"], lang))}</b>{body}</div>')


def render_board(observation: dict, lang: str, highlights: Sequence[str] = (),
                 mine: bool = True) -> str:
    """The whole table as the observation's viewer sees it, in ``lang``; ``mine=False`` leaves
    out the viewer's hand, action cards and choice (the clickable table shows them)."""
    obs, hl = observation, tuple(highlights or ())
    viewer = obs.get("viewer")
    n = obs["players"]
    start = viewer if viewer is not None else 0
    order = [(start + k) % n for k in range(1, n)] + [start]    # others clockwise, then you
    seats = (f'<div class="rt-seats" style="display:flex;flex-wrap:wrap;align-items:stretch">'
             + "".join(_seat(obs, obs["seats"][p], lang, viewer, hl) for p in order) + "</div>")
    middle = (f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start">'
              f'{_companies(obs, lang, viewer, "companies" in hl)}'
              f'{_standings(obs, lang, viewer, "standings" in hl)}'
              f'{_deck(obs, lang, "deck" in hl)}</div>')
    return (f'<div class="rt-persona" lang="{lang}" style="font-family:sans-serif">'
            + _status(obs, lang, viewer, hl) + _scores(obs, lang, viewer) + middle
            + seats + (_mine(obs, lang, hl) if mine else "") + "</div>")
