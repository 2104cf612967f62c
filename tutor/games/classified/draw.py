"""The Classified Information board as one HTML string, drawn from an observation ONLY.

``render_board(observation, lang, highlights)``: the opponent's side on top (hand as backs,
Suitcase, Guards, play area), the shared piles in the middle, the viewer's side below, the
turn and the current decision's prompt above. ``highlights`` names parts a lesson step points at:
hand, suitcase, guards, opponent_guards, opponent_hand, encrypted, deck, discard, area.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from tutor.engine.colours import FAINT, LINE, MUTED, PANEL, PRINTED
from tutor.engine.text import list_sep

from .cards import code, number
from .catalogue import rules_catalogue
from .faces import HIGHLIGHT, back_svg, empty_svg, face_svg
from .labels import decider_text, prompt_text
from .texts import BOARD, REASONS, card_name, tr, who

SMALL = 0.72
# Theme colours (JupyterLab's variables, with a fallback for pages without them): the panels
# read in the light and the dark theme; card faces keep their own paper.
MINE_TINT = "rgba(60, 120, 220, 0.10)"
THEIR_TINT = "rgba(220, 90, 60, 0.10)"



def zone_html(label: str, body: str, highlight: bool = False, part: str = "") -> str:
    """A titled box around ``body``, outlined when a lesson step highlights it."""
    border = f"3px solid {HIGHLIGHT}" if highlight else f"1px solid {LINE}"
    data = f' data-part="{escape(part)}"' if part else ""
    return (f'<div class="rt-zone{" rt-highlight" if highlight else ""}"{data} '
            f'style="display:inline-block;vertical-align:top;margin:4px;padding:6px;'
            f'border:{border};border-radius:8px">'
            f'<div style="font-size:12px;color:{MUTED};margin-bottom:4px">{escape(label)}</div>'
            f'{body}</div>')

def _count(label: str, n: int, lang: str, extra: str = "") -> str:
    more = (f"、{extra}" if lang == "ja" else f", {extra}") if extra else ""
    count = tr(BOARD["cards"], lang, count=n)
    return f"{label} ({count}{more})"


def _row(items: Sequence[str], lang: str) -> str:
    return "".join(items) or f'<span style="color:{FAINT}">{escape(tr(BOARD["empty"], lang))}</span>'


def _guard_spot(guard: dict | None, spot: int, mine: bool, lang: str, lit: bool) -> str:
    """One Guard spot: empty, a face, or a back (the owner's back says what it is)."""
    label = tr(BOARD["spot"], lang, n=spot + 1)
    if guard is None:
        card = empty_svg(lang, label, lit)
    elif guard.get("up") and guard.get("card"):
        card = face_svg(guard["card"], lang, lit, note=label)
    else:
        known = guard.get("card") if mine else None
        card = back_svg(lang, lit, note=label, known=known)
    cover = ""
    if guard is not None and guard.get("cover"):            # Extra Protection lies on the Guard
        cover = (f'<div style="position:absolute;left:22px;top:26px">'
                 f'{face_svg(guard["cover"], lang, lit, SMALL)}</div>'
                 f'<div style="font-size:10px;color:{MUTED}">{escape(tr(BOARD["covered"], lang))}'
                 f'</div>')
    return (f'<div class="rt-guard-spot" data-spot="{spot}" style="display:inline-block;'
            f'position:relative;vertical-align:top;text-align:center;margin-right:'
            f'{24 if cover else 0}px">{card}{cover}</div>')


def _guards(view: dict, mine: bool, label: str, part: str, lang: str, lit: bool) -> str:
    body = "".join(_guard_spot(g, i, mine, lang, lit) for i, g in enumerate(view["guards"]))
    return zone_html(label, body, lit, part)


def _suitcase(view: dict, label: str, part: str, lang: str, lit: bool) -> str:
    card = view.get("suitcase")
    if card:
        low, mid, high = code(number(card))
        note = tr(BOARD["suitcase_code"], lang, code=f"{low}-{mid}-{high}")
        body = face_svg(card, lang, lit, note=note)
        if view.get("suitcase_public"):
            label += f" ({tr(BOARD['public'], lang)})"
    else:
        body = back_svg(lang, lit)
    return zone_html(label, body, lit, part)


def _area(view: dict, mine: bool, label: str, lang: str, lit: bool) -> str:
    items = []
    for item in view["area"]:
        parts = [face_svg(item["card"], lang, lit)]
        tucked = item.get("tucked")
        if tucked == "hidden":
            parts.append(back_svg(lang, lit, SMALL, note=tr(BOARD["tucked"], lang)))
        elif tucked:
            parts.append(face_svg(tucked, lang, lit, SMALL, note=tr(BOARD["tucked"], lang)))
        secret = item.get("secret") if mine else None
        if secret is not None:
            value = card_name(secret, lang) if isinstance(secret, str) and "-" in secret \
                else str(secret)
            parts.append(f'<div style="font-size:10px">'
                         f'{escape(tr(BOARD["secret"], lang, value=value))}</div>')
        items.append(f'<div style="display:inline-block;vertical-align:top">{"".join(parts)}</div>')
    return zone_html(label, _row(items, lang), lit, "area")


def _hand(view: dict, mine: bool, label: str, part: str, lang: str, lit: bool) -> str:
    cards = view.get("hand")
    if cards is not None:
        body = [face_svg(c, lang, lit) for c in cards]
    else:
        body = [back_svg(lang, lit) for _ in range(view["hand_size"])]
    return zone_html(_count(label, view["hand_size"], lang), _row(body, lang), lit, part)


def _debt(view: dict, lang: str) -> str:
    if not view.get("react_debt"):
        return ""
    return (f'<span class="rt-react-debt" {PRINTED} style="background:#b35900;color:#ffffff;'
            f'padding:1px 6px;border-radius:4px;font-size:11px">'
            f'{escape(tr(BOARD["react_debt"], lang))}</span>')


def _side(obs: dict, p: int, viewer, lang: str, hl: Sequence[str], top: bool) -> str:
    """One player's side of the table."""
    view = obs["players"][p]
    mine = p == viewer
    name = who(p, lang, viewer)
    if mine:
        labels = (BOARD["hand"], BOARD["suitcase"], BOARD["guards"], BOARD["area"])
        parts = ("hand", "guards")
    else:
        labels = (BOARD["opponent_hand"], BOARD["opponent_suitcase"], BOARD["opponent_guards"],
                  BOARD["opponent_area"])
        parts = ("opponent_hand", "opponent_guards")
    hand_l, case_l, guards_l, area_l = (tr(t, lang, who=name) for t in labels)
    zones = [
        _hand(view, mine, hand_l, parts[0], lang, parts[0] in hl),
        _suitcase(view, case_l, "suitcase" if mine else "opponent_suitcase", lang,
                  mine and "suitcase" in hl),
        _guards(view, mine, guards_l, parts[1], lang, parts[1] in hl),
    ]
    if view["area"] or (mine and "area" in hl):
        zones.append(_area(view, mine, area_l, lang, "area" in hl))
    if not top:                                 # the viewer's Guards face the middle
        zones = [zones[2], zones[1], zones[0]] + zones[3:]
    color = MINE_TINT if mine else THEIR_TINT
    head = (f'<div style="font-weight:bold;font-size:13px">{escape(name)} '
            f'{_debt(view, lang)}</div>')
    return (f'<div class="rt-side" data-player="{p}" style="background:{color};'
            f'border-radius:8px;padding:4px;margin:4px 0">{head}{"".join(zones)}</div>')


def _piles(obs: dict, lang: str, hl: Sequence[str]) -> str:
    deck = zone_html(_count(tr(BOARD["deck"], lang), obs["deck_size"], lang),
                     back_svg(lang, "deck" in hl) if obs["deck_size"] else _row([], lang),
                     "deck" in hl, "deck")
    mine = obs.get("encrypted_mine") or []
    enc_body = back_svg(lang, "encrypted" in hl) if obs["encrypted_size"] else _row([], lang)
    if mine:
        enc_body += (f'<div style="font-size:10px;color:{MUTED}">'
                     f'{escape(tr(BOARD["encrypted_mine"], lang, cards=""))}</div>'
                     + "".join(face_svg(c, lang, "encrypted" in hl, SMALL) for c in mine))
    encrypted = zone_html(_count(tr(BOARD["encrypted"], lang), obs["encrypted_size"], lang),
                          enc_body, "encrypted" in hl, "encrypted")
    discard_cards = [face_svg(c, lang, "discard" in hl, 1.0 if i == 0 else SMALL)
                     for i, c in enumerate(obs["discard"])]
    discard = zone_html(_count(tr(BOARD["discard"], lang), len(obs["discard"]), lang,
                               tr(BOARD["top_first"], lang) if obs["discard"] else ""),
                        _row(discard_cards, lang), "discard" in hl, "discard")
    zones = [deck, encrypted, discard]
    if obs.get("limbo"):
        zones.append(zone_html(_count(tr(BOARD["limbo"], lang), len(obs["limbo"]), lang),
                               "".join(face_svg(c, lang) for c in obs["limbo"]), False, "limbo"))
    return f'<div class="rt-piles" style="margin:4px 0">{"".join(zones)}</div>'


def _status(obs: dict, lang: str, viewer) -> str:
    turn = tr(BOARD["turn"], lang, n=obs.get("turn", 1))
    if obs.get("over"):
        return f'<div class="rt-status"><b>{escape(turn)} · {escape(tr(BOARD["over"], lang))}</b></div>'
    decision = obs.get("decision")
    decider = decider_text(decision, lang, viewer)
    prompt = prompt_text(decision, lang, rules_catalogue())
    return (f'<div class="rt-status" style="padding:4px 8px;background:{PANEL};'
            f'border-radius:6px"><b>{escape(turn)} · {escape(decider)}</b>'
            f'<div class="rt-prompt">{escape(prompt)}</div></div>')


def _result(obs: dict, lang: str, viewer) -> str:
    result = obs.get("result")
    if not obs.get("over") or not result:
        return ""
    sep = "、" if lang == "ja" else ", "
    winners = sep.join(who(p, lang, viewer) for p in result.get("winners", []))
    key = "shared" if len(result.get("winners", [])) > 1 else "winners"
    reason = REASONS.get(result.get("reason"))
    why = tr(reason, lang) if reason else str(result.get("reason"))
    lines = [tr(BOARD[key], lang, who=winners) + (f"（{why}）" if lang == "ja" else f" ({why})")]
    finals = [f"{who(p, lang, viewer)} {card_name(c, lang) if c else '-'}"
              for p, c in enumerate(result.get("finals", []))]
    cases = [f"{who(p, lang, viewer)} {card_name(c, lang)}"
             for p, c in enumerate(result.get("suitcases", []))]
    scores = [f"{who(p, lang, viewer)} {s:g}" for p, s in enumerate(result.get("guard_scores", []))]
    lines += [tr(BOARD["finals"], lang, cards=sep.join(finals)),
              tr(BOARD["suitcases"], lang, cards=sep.join(cases)),
              tr(BOARD["scores"], lang, scores=sep.join(scores))]
    body = "".join(f"<div>{escape(line)}</div>" for line in lines)
    return (f'<div class="rt-result" style="border:2px solid #1e7b34;border-radius:8px;'
            f'padding:6px;margin:4px 0">{body}</div>')


def _deck_list(obs: dict, lang: str) -> str:
    counts: dict[str, int] = {}
    for card in obs.get("deck_list", []):
        name = card_name(card, lang)
        counts[name] = counts.get(name, 0) + 1
    names = list_sep(lang).join(f"{name} ×{n}" if n > 1 else name for name, n in counts.items())
    return (f'<details style="font-size:11px;margin:4px 0"><summary>'
            f'{escape(tr(BOARD["deck_list"], lang))}</summary>{escape(names)}</details>')


def render_notes(observation: dict, lang: str, highlights: Sequence[str] = ()) -> str:
    """What a clickable table of the cards leaves out: the result at the end and the deck
    list (``highlights`` is accepted for the render_board signature)."""
    viewer = observation.get("viewer")
    return (f'<div class="rt-classified" lang="{lang}">' + _result(observation, lang, viewer)
            + _deck_list(observation, lang) + "</div>")


def render_board(observation: dict, lang: str, highlights: Sequence[str] = ()) -> str:
    """The whole board as the observation's viewer sees it, in ``lang``."""
    obs, hl = observation, tuple(highlights or ())
    viewer = obs.get("viewer")
    me = viewer if viewer in (0, 1) else 0
    opp = 1 - me
    return (f'<div class="rt-classified" lang="{lang}" style="font-family:sans-serif">'
            + _status(obs, lang, viewer)
            + _result(obs, lang, viewer)
            + _side(obs, opp, viewer, lang, hl, top=True)
            + _piles(obs, lang, hl)
            + _side(obs, me, viewer, lang, hl, top=False)
            + _deck_list(obs, lang)
            + "</div>")
