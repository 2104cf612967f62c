"""The Persona Non Grata board as one HTML string (SVG cards inside), drawn from an observation.

``draw_board(observation, lang, highlights)``: the status line (week, day or phase, passing
direction, whose choice is pending and its question), the companies (corporation stacks, keys),
the per-company totals (with the company being compared in the archive phase), every player's
seat (hand size, action cards, face-down choices and encrypted cards as backs, play area,
archive, keys), the viewer's hand, action cards and face-down choices, the deck, and the final
scores. ``highlights`` names the parts a lesson step points at: status, direction, companies,
standings, seats, play_areas, archives, hand, actions, deck. Pure strings: nothing here imports
a widget library, and only the observation is read, so hidden cards stay hidden.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from tutor.engine.colours import FAINT, LINE, MUTED, PANEL, PRINTED, WARN
from tutor.engine.seats import others
from tutor.engine.text import Seat

from .cards import CLOCKWISE, company_of, is_corporation_card, value_of
from .seats import left_of, passes_to, right_of
from .texts import (TEXTS, action_card_name, card_name, company_name, prompt_text, rank_name,
                    seats_text, sep)

COMPANY_COLORS = {"biolife": "#35a7dd", "cosmoco": "#652b80", "jihui": "#029447",
                  "delacruz": "#a39f1c", "sjt": "#bc2026", "lumni": "#936036"}
HIGHLIGHT = "#f5a623"
BACK_FILL = "#34495e"
MARK = "rgba(255, 193, 7, 0.28)"                  # the company being compared
MINE_TINT = "rgba(33, 150, 243, 0.10)"            # your seat
OTHER_TINT = "rgba(255, 152, 0, 0.08)"            # the others' seats
W, H = 60, 84


def tr(key: str, lang: str, viewer: int | None = None, **params) -> str:
    return TEXTS.tr(key, lang, viewer, **params)


def who(seat, lang: str, viewer: int | None) -> str:
    """A seat as the viewer names it ("You", "Player 2")."""
    return TEXTS.tr("seat", lang, viewer, player=Seat(seat))


def zone_html(label: str, body: str, highlight: bool = False, part: str = "") -> str:
    """A titled, optionally highlighted box around ``body``."""
    border = f"3px solid {HIGHLIGHT}" if highlight else f"1px solid {LINE}"
    data = f' data-part="{escape(part)}"' if part else ""
    return (f'<div class="rt-zone{" rt-highlight" if highlight else ""}"{data} '
            f'style="display:inline-block;vertical-align:top;margin:4px;padding:6px;'
            f'border:{border};border-radius:8px">'
            f'<div style="font-size:12px;color:{MUTED};margin-bottom:4px">{escape(label)}</div>'
            f'{body}</div>')


def face_svg(card: str, lang: str, lit: bool = False, scale: float = 0.8, note: str = "") -> str:
    """A face-up card: the company band, its value and its rank; ``data-card`` holds the id."""
    company = company_of(card)
    color = COMPANY_COLORS.get(company, "#444444")
    w, h = round(W * scale), round(H * scale)
    stroke, sw = (HIGHLIGHT, 4) if lit else ("#555555", 1.5)
    title = escape(card_name(card, lang) + (f" ({note})" if note else ""))
    rank = rank_name(card, lang)
    fill = "#f3efe2" if is_corporation_card(card) else "#ffffff"
    small = 8 if len(rank) > 9 else 9
    return (f'<svg class="rt-card" {PRINTED} data-card="{escape(card)}" width="{w}" height="{h}" '
            f'viewBox="0 0 {W} {H}" role="img" aria-label="{title}"><title>{title}</title>'
            f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="6" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw}"/>'
            f'<rect x="4" y="4" width="{W - 8}" height="16" rx="4" fill="{color}"/>'
            f'<text x="{W // 2}" y="16" font-size="10" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff">{escape(company_name(company, lang))}</text>'
            f'<text x="{W // 2}" y="50" font-size="24" font-weight="bold" text-anchor="middle" '
            f'fill="{color}">{value_of(card)}</text>'
            f'<text x="{W // 2}" y="70" font-size="{small}" text-anchor="middle" '
            f'fill="#333333">{escape(rank)}</text></svg>')


def back_svg(lang: str, lit: bool = False, scale: float = 0.8, note: str = "") -> str:
    """A card back (no identity at all); ``note`` is shown under it."""
    w, h = round(W * scale), round(H * scale)
    stroke, sw = (HIGHLIGHT, 4) if lit else ("#555555", 1.5)
    name = escape(tr("board.hidden_card", lang))
    svg = (f'<svg class="rt-card rt-card-back" {PRINTED} width="{w}" height="{h}" '
           f'viewBox="0 0 {W} {H}" '
           f'role="img" aria-label="{name}"><title>{name}</title>'
           f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="6" fill="{BACK_FILL}" '
           f'stroke="{stroke}" stroke-width="{sw}"/>'
           f'<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="4" fill="none" '
           f'stroke="#ffffff" stroke-opacity="0.5"/></svg>')
    if not note:
        return svg
    return (f'<span style="display:inline-block;text-align:center;vertical-align:top">{svg}'
            f'<br><span style="font-size:9px;color:{MUTED}">{escape(note)}</span></span>')
GREY = FAINT


def _empty(lang: str) -> str:
    return f'<span style="color:{GREY};font-size:11px">{escape(tr("board.empty", lang))}</span>'


def _row(items: Sequence[str], lang: str) -> str:
    return "".join(items) or _empty(lang)


def _neighbours(obs: dict, viewer) -> tuple:
    n = obs["players"]
    if viewer is None:
        return None, None
    return left_of(viewer, n), right_of(viewer, n)


def _status(obs: dict, lang: str, viewer, hl, catalogue=None) -> str:
    """Week, day or phase, passing direction, and whose choice is pending."""
    phase = obs["phase"]
    when = tr(f"phase.{phase}", lang, day=obs["day"])
    head = f'{escape(tr("board.week", lang, week=obs["week"]))} · {escape(when)}'
    if obs["players"] == 2:
        passing = tr("board.passing_two", lang)
    elif viewer is None:
        passing = tr(f"direction.{obs['direction']}", lang)
    else:
        to = passes_to(viewer, obs["week"], obs["players"])
        passing = tr("board.passing", lang, direction=tr(f"direction.{obs['direction']}", lang),
                     to=who(to, lang, viewer))
    arrow = "↻" if obs["direction"] == CLOCKWISE else "↺" if obs["players"] > 2 else "⇄"
    direction = (f'<span class="rt-direction" data-part="direction" style="margin-left:12px;'
                 f'{_lit_style("direction" in hl)}">{arrow} {escape(passing)}</span>')
    decision = obs.get("decision")
    pending = ""
    if decision:
        to_act = obs.get("to_act", [])
        if viewer in to_act:
            line = tr("board.your_choice", lang)
            prompt = prompt_text(decision, lang, viewer, catalogue)
        else:
            line = tr("board.waiting", lang, who=seats_text(to_act, lang, viewer))
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


def _chip(company: str, lang: str) -> str:
    color = COMPANY_COLORS.get(company, "#444444")
    return (f'<span {PRINTED} style="display:inline-block;background:{color};color:#ffffff;'
            f'border-radius:4px;padding:0 5px;font-size:11px;font-weight:bold">'
            f'{escape(company_name(company, lang))}</span>')


def _companies(obs: dict, lang: str, viewer, lit: bool) -> str:
    """Each company: its corporation stack (top first) and where its key is."""
    rows = []
    for company in obs["companies"]:
        stack = " ".join(str(value_of(c)) for c in obs["stacks"].get(company, [])) or "–"
        keeper = obs["keys"].get(company)
        key = tr("board.on_table", lang) if keeper is None else who(keeper, lang, viewer)
        rows.append(f'<tr><td>{_chip(company, lang)}</td><td style="padding:0 8px">{escape(stack)}</td>'
                    f'<td>{escape(key)}</td></tr>')
    head = (f'<tr style="font-size:11px;color:{MUTED}"><td></td>'
            f'<td style="padding:0 8px">{escape(tr("board.stack", lang))}</td>'
            f'<td>{escape(tr("board.key", lang))}</td></tr>')
    removed = ""
    if obs.get("removed"):
        removed = (f'<div style="font-size:10px;color:{GREY}">'
                   + escape(tr("board.removed", lang, company=company_name(obs["removed"], lang)))
                   + "</div>")
    body = f'<table style="font-size:12px;border-collapse:collapse">{head}{"".join(rows)}</table>'
    return zone_html(tr("board.companies", lang), body + removed, lit, "companies")


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
        rows.append(f'<tr{mark}><td>{_chip(company, lang)}</td>{cells}</tr>')
    note = ""
    if now:
        note = f'<div class="rt-archiving" style="font-size:12px;font-weight:bold">' \
               f'{escape(tr("board.now_comparing", lang, company=company_name(now, lang)))}'
        if archiving.get("first") is not None:
            note += " · " + escape(tr("board.first_second", lang,
                                      first=who(archiving["first"], lang, viewer),
                                      second=who(archiving["second"], lang, viewer)))
        note += "</div>"
    table = (f'<table style="font-size:12px;border-collapse:collapse"><tr><th></th>{head}</tr>'
             f'{"".join(rows)}</table>')
    return zone_html(tr("board.standings", lang), note + table, lit, "standings")


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
        name += f" ({tr('board.' + relation, lang)})"
    used = sep(lang).join(action_card_name(a, lang) for a in s["used_actions"])
    hand, actions = s["hand_size"], s["action_cards_left"]
    if _chose(obs, p):                  # the chosen cards lie face down, out of the hand
        hand -= 1
        actions -= (obs["decision"].get("prompt") == "choose_play")
    info = [escape(tr("board.hand_of", lang, count=hand)),
            escape(tr("board.actions_left", lang, count=actions))]
    if used:
        info.append(escape(tr("board.used", lang, cards=used)))
    if s["keys"]:
        info.append(escape(tr("board.keys", lang, companies=sep(lang).join(
            company_name(c, lang) for c in s["keys"]))))
    lit_play = "play_areas" in hl
    chosen = ""
    if s.get("has_face_down_choice") or _chose(obs, p):
        if mine and obs.get("my_choice"):
            chosen = ""                  # the viewer's own choice is shown in the status
        else:
            chosen = zone_html(tr("board.face_down_choice", lang),
                               back_svg(lang, lit_play, 0.6) + back_svg(lang, lit_play, 0.6),
                               lit_play, "choice")
    play = [face_svg(c, lang, lit_play) for c in s["play_area"]]
    enc = s.get("encrypted")
    if enc:
        if mine and enc.get("card"):
            play.append('<span style="display:inline-block;text-align:center;vertical-align:top">'
                        + face_svg(enc["card"], lang, lit_play, note=tr("board.encrypted", lang))
                        + f'<br><span style="font-size:9px;color:{WARN}">'
                        f'{escape(tr("board.encrypted_yours", lang))}</span></span>')
        else:
            play.append(back_svg(lang, lit_play, note=tr("board.encrypted", lang)))
    lit_arch = "archives" in hl
    archive = [face_svg(c, lang, lit_arch, 0.7) for c in s["corporation_cards"] + s["archive"]]
    spent = [face_svg(c, lang, False, 0.5, note=tr("board.spent", lang)) for c in s["spent"]]
    zones = chosen + zone_html(tr("board.play_area", lang), _row(play, lang), lit_play,
                               "play_areas")
    zones += zone_html(tr("board.archive", lang), _row(archive, lang) + "".join(spent),
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
    label = f'{tr("board.hand", lang)} ({len(obs["hand"])})'
    out = zone_html(label, _row(hand, lang), "hand" in hl, "hand")
    actions = "".join(
        f'<span class="rt-action-card" {PRINTED} style="display:inline-block;'
        f'border:1px solid #555555;border-radius:6px;padding:14px 6px;margin:2px;font-size:11px;background:#ffffff;'
        f'color:#1b1b1b">'
        f'{escape(action_card_name(a, lang))}</span>' for a in obs.get("action_cards", []))
    out += zone_html(tr("board.your_actions", lang), actions or _empty(lang),
                     "actions" in hl, "my_actions")
    choice = obs.get("my_choice")
    if choice:
        body = face_svg(choice["card"], lang) + \
            f' <b>{escape(action_card_name(choice["action"], lang))}</b>'
        out += zone_html(tr("board.face_down_choice", lang), body, False, "my_choice")
    if obs.get("my_discard"):
        out += zone_html(tr("board.face_down_discard", lang), face_svg(obs["my_discard"], lang),
                         False, "my_discard")
    return f'<div class="rt-mine">{out}</div>'


def _deck(obs: dict, lang: str, lit: bool) -> str:
    body = (back_svg(lang, lit, 0.6) if obs["deck_size"] else "") + \
        f'<div style="font-size:11px">' \
        f'{escape(tr("board.discarded", lang, count=obs["discard_size"]))}</div>'
    return zone_html(tr("board.deck", lang, count=obs["deck_size"]), body, lit, "deck")


def _scores(obs: dict, lang: str, viewer) -> str:
    scores = obs.get("scores")
    if not scores:
        return ""
    best = max((s["score"], s["activated"], s["keys"]) for s in scores)
    won = [s["player"] for s in scores if (s["score"], s["activated"], s["keys"]) == best]
    lines = [tr("board.score_line", lang, who=who(s["player"], lang, viewer),
                points=tr("board.points", lang, count=s["score"]),
                activated=tr("board.companies_activated", lang, count=s["activated"]),
                keys=tr("board.keys_held", lang, count=s["keys"])) for s in scores]
    key = "shared" if len(won) > 1 else "winner"
    head = tr(f"board.{key}", lang, who=seats_text(won, lang, viewer))
    body = f"<div><b>{escape(head)}</b></div>" + "".join(f"<div>{escape(l)}</div>" for l in lines)
    return (f'<div class="rt-result" style="border:2px solid #1e7b34;border-radius:8px;'
            f'padding:6px;margin:4px 0"><b>{escape(tr("board.scores", lang))}</b>{body}</div>')


def draw_board(observation: dict, lang: str = "en", highlights: Sequence[str] = (),
               mine: bool = True, catalogue=None) -> str:
    """The whole table as the observation's viewer sees it, in ``lang``; ``mine=False`` leaves
    out the viewer's hand, action cards and choice (the clickable table shows them); a
    decision without a prompt of its own reads as its rule's title in ``catalogue``."""
    obs, hl = observation, tuple(highlights or ())
    viewer = obs.get("viewer")
    n = obs["players"]
    start = viewer if viewer is not None else 0
    order = others(start, n) + [start]                            # others clockwise, then you
    seats = ('<div class="rt-seats" style="display:flex;flex-wrap:wrap;align-items:stretch">'
             + "".join(_seat(obs, obs["seats"][p], lang, viewer, hl) for p in order) + "</div>")
    middle = (f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start">'
              f'{_companies(obs, lang, viewer, "companies" in hl)}'
              f'{_standings(obs, lang, viewer, "standings" in hl)}'
              f'{_deck(obs, lang, "deck" in hl)}</div>')
    return (f'<div class="rt-persona" lang="{lang}" style="font-family:sans-serif">'
            + _status(obs, lang, viewer, hl, catalogue) + _scores(obs, lang, viewer) + middle
            + seats + (_mine(obs, lang, hl) if mine else "") + "</div>")
