"""Classified Information log sentences, en/ja, from events as the viewer may see them.

``event_text(event, lang, viewer)`` reads only the fields ``State.events_for(viewer)`` gives; an
event kind this module does not know reads as its rule's title plus its fields (never an error).
"""

from __future__ import annotations

from typing import Callable

from .catalogue import rules_catalogue
from .texts import REASONS, M, is_card, tr, who, whom, whose
from .texts import card_name as _plain_name

YES, NO = M("event.yes"), M("event.no")


def card_name(card: str, lang: str) -> str:
    """A card's name in a sentence (in Japanese between 「」)."""
    name = _plain_name(card, lang)
    return f"「{name}」" if lang == "ja" else name


def cards_text(cards, lang: str) -> str:
    return ("、" if lang == "ja" else ", ").join(card_name(c, lang) for c in cards)


def _yes(value: bool, lang: str) -> str:
    return tr(YES if value else NO, lang)


def _spot(e: dict) -> int:
    return int(e.get("spot", 0)) + 1


def _setup(e, lang, viewer):
    text = tr(M("event.text.set_up_first_player_first"), lang,
              first=whom(e.get("first"), lang, viewer), enc=e.get("encrypted"), deck=e.get("deck"))
    if "hand" in e:
        text += " " + tr(M("event.setup.your_hand_hand_your_suitcase"), lang,
                         hand=cards_text(e["hand"], lang), suitcase=card_name(e["suitcase"], lang))
    return text


def _draw(e, lang, viewer):
    if "card" in e:
        return tr(M("event.draw.who_drew_card"), lang,
                  who=who(e["player"], lang, viewer), card=card_name(e["card"], lang))
    return tr(M("event.draw.who_drew_a_card"), lang,
              who=who(e["player"], lang, viewer))


def _discard(e, lang, viewer):
    cards = e.get("cards", [])
    if len(cards) == 1:
        return tr(M("event.discard.card_went_to_the_discard"), lang,
                  card=card_name(cards[0], lang))
    return tr(M("event.discard.to_the_discard_pile_cards"), lang,
              cards=cards_text(cards, lang), top=card_name(cards[-1], lang))


def _seen_before(e, lang, viewer):
    return tr(M("event.seen_before"), lang, cards=cards_text(e["cards"], lang))


PILES = {"deck": M("event.piles.deck"),
         "deck_bottom": M("event.piles.deck_bottom"),
         "encrypted": M("event.piles.encrypted"),
         "discard": M("event.piles.discard")}


def _peek(e, lang, viewer):
    pile = PILES.get(e.get("pile"), M("event.piles.other"))
    what = tr(pile, lang, count=e.get("count"))
    if "cards" in e:
        return tr(M("event.peek.who_looked_at_what_cards"), lang,
                  who=who(e["player"], lang, viewer), what=what,
                  cards=cards_text(e["cards"], lang) or "-")
    return tr(M("event.peek.who_looked_at_what"), lang,
              who=who(e["player"], lang, viewer), what=what)


def _flip(e, lang, viewer):
    return tr(M("event.flip.whose_guard_in_spot_spot"), lang,
              whose=whose(e["player"], lang, viewer), spot=_spot(e), card=card_name(e["card"], lang))


def _guard(e, lang, viewer):
    values = {"who": who(e["player"], lang, viewer), "spot": _spot(e)}
    if "card" in e:
        up = M("event.up.face_up") if e.get("up") else M("event.up.face_down")
        return tr(M("event.guard.who_put_card_up_as"), lang,
                  card=card_name(e["card"], lang), up=tr(up, lang), **values)
    return tr(M("event.guard.who_put_a_card_face"), lang, **values)


QUESTIONS = {
    "within_two": M("event.questions.within_two"),
    "is_suitcase": M("event.questions.is_suitcase"),
    "in_code": M("event.questions.in_code"),
    "in_captor_code": M("event.questions.in_captor_code"),
    "in_low_range": M("event.questions.in_low_range"),
    "between": M("event.questions.between"),
}
REPLIES = {
    "not_suitcase_guild": M("event.replies.not_suitcase_guild"),
    "higher_or_lower": M("event.replies.higher_or_lower"),
    "parity": M("event.replies.parity"),
    "number_in_code": M("event.replies.number_in_code"),
}
WORDS = {"higher": M("event.words.higher"), "lower": M("event.words.lower"),
         "odd": M("event.words.odd"), "even": M("event.words.even"), "Guard": M("event.words.Guard"),
         "Assassin": M("event.words.Assassin"), "Sentinel": M("event.words.Sentinel")}


def _answer(e, lang, viewer):
    asker = e.get("player")
    owner = whose(1 - asker, lang, viewer) if asker in (0, 1) else "?"
    owner = owner.lower() if owner == "Your" else owner
    head = tr(M("event.head.answer_to_who"), lang, who=whom(asker, lang, viewer))
    question, answer = e.get("question"), e.get("answer")
    if question in QUESTIONS and isinstance(answer, bool):
        return head + tr(QUESTIONS[question], lang, owner=owner, number=e.get("number"),
                         low=e.get("low"), high=e.get("high"), answer=_yes(answer, lang))
    if question in REPLIES:
        word = tr(WORDS[answer], lang) if answer in WORDS else answer
        return head + tr(REPLIES[question], lang, owner=owner, number=e.get("number"),
                         answer=word)
    if question == "not_suitcase":
        return head + tr(M("event.answer.number_is_not_owner_suitcase"), lang,
                         owner=owner, number=answer)
    shown = _yes(answer, lang) if isinstance(answer, bool) else _field(answer, lang)
    return head + f"{question} → {shown}"


def _encrypt(e, lang, viewer):
    if "card" in e:
        return tr(M("event.encrypt.who_encrypted_card"), lang,
                  who=who(e["player"], lang, viewer), card=card_name(e["card"], lang))
    return tr(M("event.encrypt.who_encrypted_a_card"), lang,
              who=who(e["player"], lang, viewer))


def _simple(template: M) -> Callable:
    """An event sentence from ``template`` with {who}, {card} and {spot} filled in."""
    def text(e, lang, viewer):
        card = e.get("card")
        return tr(template, lang, who=who(e.get("player"), lang, viewer), spot=_spot(e),
                  whose=whose(e.get("player"), lang, viewer),
                  card=card_name(card, lang) if is_card(card) else "?",
                  other=whom(1 - e["player"], lang, viewer) if e.get("player") in (0, 1) else "?",
                  to=whom(e.get("to"), lang, viewer))
    return text


def _blocked(e, lang, viewer):
    if "card" in e:
        return tr(M("event.blocked.card_was_blocked"), lang,
                  card=card_name(e["card"], lang))
    owner = whose(e.get("player"), lang, viewer)
    return tr(M("event.blocked.the_assassination_of_whose_guard"), lang,
              whose=owner.lower() if owner == "Your" else owner, spot=_spot(e))


def _assassination(e, lang, viewer):
    attacker = e["player"]
    other = whose(1 - attacker, lang, viewer)
    values = {"who": who(attacker, lang, viewer), "other": other.lower() if other == "Your" else other,
              "spot": _spot(e), "card": card_name(e["card"], lang) if e.get("card") else "?",
              "result": tr(M("event.values.result") if e.get("success") else M("event.values.result_2"), lang)}
    if e.get("face_up") and e.get("target"):
        return tr(M("event.assassination.who_assassinated_other_face_up"), lang, target=card_name(e["target"], lang), **values)
    return tr(M("event.assassination.who_tried_to_assassinate_other"), lang, **values)


def _shown(e, lang, viewer):
    if "card" in e:
        return tr(M("event.shown.who_showed_to_a_random"), lang,
                  who=who(e["player"], lang, viewer), to=whom(e.get("to"), lang, viewer),
                  card=card_name(e["card"], lang))
    return _simple(M("event.shown.who_showed_to_a_random_2"))(e, lang, viewer)


def _hand_shown(e, lang, viewer):
    if "cards" in e:
        return tr(M("event.hand_shown.who_showed_their_hand_to"),
                  lang, who=who(e["player"], lang, viewer), to=whom(e.get("to"), lang, viewer),
                  cards=cards_text(e["cards"], lang) or "-")
    return _simple(M("event.hand_shown.who_showed_their_hand_to_2"))(
        e, lang, viewer)


def _swap_guards(e, lang, viewer):
    return tr(M("event.swap_guards.who_swapped_a_guard_spot"), lang,
              who=who(e["player"], lang, viewer), other=_lower(whose(1 - e["player"], lang, viewer)),
              spot=_spot(e), their=int(e.get("their_spot", 0)) + 1,
              got=card_name(e["got"], lang), gave=card_name(e["gave"], lang))


def _lower(possessive: str) -> str:
    return "your" if possessive == "Your" else possessive


def _swap_discard(e, lang, viewer):
    return tr(M("event.swap_discard.who_swapped_a_guard_spot"),
              lang, who=who(e["player"], lang, viewer), spot=_spot(e),
              got=card_name(e["got"], lang))


def _swap_into_spot(e, lang, viewer):
    text = tr(M("event.text.who_put_switch_places_in"), lang,
              who=who(e["player"], lang, viewer), spot=_spot(e))
    if "took" in e:
        text += " " + tr(M("event.swap_into_spot.you_took_card"), lang,
                         card=card_name(e["took"], lang))
    return text


def _rearranged(e, lang, viewer):
    return tr(M("event.rearranged.who_rearranged_the_discard_pile"), lang,
              who=who(e["player"], lang, viewer), cards=cards_text(e.get("discard", []), lang))


def _reveal(e, lang, viewer):
    if "suitcases" not in e:
        return _simple(M("event.reveal.who_revealed_card"))(e, lang, viewer)
    finals = [card_name(c, lang) if c else "-" for c in e.get("finals", [])]
    cases = [card_name(c, lang) for c in e["suitcases"]]
    sep = "、" if lang == "ja" else "; "
    return tr(M("event.reveal.reveal_suitcases_cases_final_cards"), lang,
              cases=sep.join(f"{who(p, lang, viewer)} {c}" for p, c in enumerate(cases)),
              finals=sep.join(f"{who(p, lang, viewer)} {c}" for p, c in enumerate(finals)))


def _match_blocked(e, lang, viewer):
    return tr(M("event.match_blocked.whose_final_card_n_is"),
              lang, whose=whose(e["player"], lang, viewer), n=e["number"])


def _game_over(e, lang, viewer):
    winners = e.get("winners", [])
    names = ("、" if lang == "ja" else ", ").join(who(p, lang, viewer) for p in winners)
    reason = REASONS.get(e.get("reason"))
    scores = " / ".join(f"{s:g}" if isinstance(s, (int, float)) else str(s)
                        for s in e.get("guard_scores", []))
    return tr(M("event.game_over.game_over_winner_names_reason"), lang,
              names=names or "-", reason=tr(reason, lang) if reason else e.get("reason"),
              scores=scores)


def _tuck(e, lang, viewer):
    text = _simple(M("event.text.who_put_card_in_their"))(
        e, lang, viewer)
    tucked = e.get("tucked")
    if is_card(tucked):
        text += " " + tr(M("event.tuck.tucked_under_it_card"), lang,
                         card=card_name(tucked, lang))
    elif e.get("source") or "spot" in e:
        text += " " + tr(M("event.tuck.a_card_is_tucked_under"), lang)
    return text


class _Values(dict):
    def __missing__(self, key):
        return "?"


def _values(e: dict, lang: str, viewer) -> _Values:
    """Every field of ``e`` ready for a template: cards named, spots from 1, players named."""
    values = _Values()
    for key, value in e.items():
        if is_card(value):
            values[key] = card_name(value, lang)
        elif isinstance(value, list) and value and all(is_card(v) for v in value):
            values[key] = cards_text(value, lang)
        elif key.endswith("spot") and isinstance(value, int):
            values[key] = value + 1
        elif key == "end" and value in ("top", "bottom"):
            values[key] = tr(M(f"event.ends.{value}"), lang)       # "the top discard" / 一番上
        else:
            values[key] = value
    player = e.get("player")
    values["who"] = who(player, lang, viewer)
    values["whose"] = whose(player, lang, viewer)
    if player in (0, 1):
        values["other"] = whom(1 - player, lang, viewer)
        values["others"] = _lower(whose(1 - player, lang, viewer))
    if "to" in e:
        values["to"] = whom(e["to"], lang, viewer)
    return values


def _variants(*pairs: tuple[str | None, M]) -> Callable:
    """The first template whose required field (None: always) the event has."""
    def text(e, lang, viewer):
        for field, template in pairs:
            if field is None or e.get(field) is not None:
                return template.get(lang, **_values(e, lang, viewer))
        raise KeyError(e["kind"])
    return text


def _shuffle_into_deck(e, lang, viewer):
    """Agonizing Choice puts back the card not chosen and a discard: only the discard when
    the deck held one card, only the card not chosen when the Discard Pile was empty."""
    card, deck = e.get("card"), e["deck"]
    if card is None:
        key = "no_discard" if deck else "nothing"
    else:
        key = "plain" if deck > 1 else "alone"
    values = {k: v for k, v in _values(e, lang, viewer).items() if k in ("who", "card")}
    return tr(M(f"event.shuffle_into_deck.{key}"), lang, count=deck, **values)


def _instant_win(e, lang, viewer):
    """"You won at once (Short Circuit)": the reason named as the card that decided it."""
    reason = REASONS[e["reason"]]
    return tr(M("event.instant_win.plain"), lang, who=who(e["player"], lang, viewer),
              reason=tr(reason, lang))


def _pull_the_plug(e, lang, viewer):
    return tr(M("event.pull_the_plug.who_pulled_the_plug_card"),
              lang, who=who(e["player"], lang, viewer), card=card_name(e["blocked"], lang))


MORE_EVENTS: dict[str, Callable] = {
    "swap_guard_hand": _variants((None, M("event.swap_guard_hand.plain"))),
    "shuffle_into_deck": _shuffle_into_deck,
    "exchange_discard": _variants(
        ("end", M("event.exchange_discard.with_end")),
        ("took", M("event.exchange_discard.with_took"))),
    "discard_exchange": _variants((None, M("event.discard_exchange.plain"))),
    "play_area": _variants((None, M("event.play_area.plain"))),
    "suitcase_exchange": _variants(
        ("guard", M("event.suitcase_exchange.with_guard")),
        (None, M("event.suitcase_exchange.plain"))),
    "hiding_swap": _variants(
        ("gave", M("event.hiding_swap.with_gave")),
        ("took", M("event.hiding_swap.with_took")),
        (None, M("event.hiding_swap.plain"))),
    "give": _variants(
        ("card", M("event.give.with_card")),
        (None, M("event.give.plain"))),
    "see_guard": _variants(
        ("card", M("event.see_guard.with_card")),
        (None, M("event.see_guard.plain"))),
    "sandwich_guard": _variants(
        ("took", M("event.sandwich_guard.with_took")),
        (None, M("event.sandwich_guard.plain"))),
    "grenade": _variants((None, M("event.grenade.plain"))),
    "instant_win": _instant_win,
    "exchange_guard_hand": _variants(
        ("gave", M("event.exchange_guard_hand.with_gave")),
        (None, M("event.exchange_guard_hand.plain"))),
    "revealed": _variants((None, M("event.revealed.plain"))),
    "tower": _variants((None, M("event.tower.plain"))),
    "suitcase_handoff": _variants(
        ("new", M("event.suitcase_handoff.with_new")),
        (None, M("event.suitcase_handoff.plain"))),
    "suitcase_revealed": _variants((None, M("event.suitcase_revealed.plain"))),
    "take_deck": _variants(
        ("card", M("event.take_deck.with_card")),
        (None, M("event.take_deck.plain"))),
    "return_deck": _variants(
        ("card", M("event.return_deck.with_card")),
        (None, M("event.return_deck.plain"))),
    "trap": _variants((None, M("event.trap.plain"))),
}


EVENTS: dict[str, Callable] = {
    **MORE_EVENTS,
    "tuck": _tuck, "pull_the_plug": _pull_the_plug,
    "returned": _simple(M("event.returned")),
    "discard_to_bottom": _simple(M("event.discard_to_bottom")),
    "encrypted_to_bottom": _simple(M("event.encrypted_to_bottom")),
    "take_from_deck": _simple(M("event.take_from_deck")),
    "reveal_encrypted": _simple(M("event.reveal_encrypted")),
    "resilience": _simple(M("event.resilience")),
    "setup": _setup, "seen_before": _seen_before, "draw": _draw, "discard": _discard, "peek": _peek, "flip": _flip,
    "guard": _guard, "answer": _answer, "encrypt": _encrypt, "blocked": _blocked,
    "assassination": _assassination, "shown": _shown, "hand_shown": _hand_shown,
    "swap_guards": _swap_guards, "swap_discard": _swap_discard,
    "swap_into_spot": _swap_into_spot, "rearranged": _rearranged, "reveal": _reveal,
    "game_over": _game_over, "match_blocked": _match_blocked,
    "deploy": _simple(M("event.deploy")),
    "react": _simple(M("event.react")),
    "react_price": _simple(M("event.react_price")),
    "skip": _simple(M("event.skip")),
    "killed": _simple(M("event.killed")),
    "take_discard": _simple(M("event.take_discard")),
    "cover": _simple(M("event.cover")),
}

FIELD_NAMES = {"card": M("event.field_names.card"), "cards": M("event.field_names.cards"),
               "spot": M("event.field_names.spot"), "number": M("event.field_names.number"),
               "got": M("event.field_names.got"), "gave": M("event.field_names.gave"), "took": M("event.field_names.took"),
               "put": M("event.field_names.put"), "end": M("event.field_names.end"), "guard": M("event.field_names.guard"),
               "tucked": M("event.field_names.tucked"), "source": M("event.field_names.source"),
               "blocked": M("event.field_names.blocked")}


def _field(value, lang: str) -> str:
    if is_card(value):
        return card_name(value, lang)
    if isinstance(value, bool):
        return _yes(value, lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(_field(v, lang) for v in value)
    return "-" if value is None else str(value)


def generic_event_text(e: dict, lang: str, viewer, catalogue=None) -> str:
    """"Player 2 — <rule title>: card 5 Scavenge, spot 2" for an event kind without a sentence."""
    rule = e.get("rule")
    title = catalogue[rule].title[lang] if catalogue is not None and rule in catalogue \
        else e["kind"].replace("_", " ")
    fields = []
    for key, value in e.items():
        if key in ("kind", "rule", "player"):
            continue
        name = tr(FIELD_NAMES[key], lang) if key in FIELD_NAMES else key.replace("_", " ")
        shown = int(value) + 1 if key.endswith("spot") and isinstance(value, int) else \
            _field(value, lang)
        fields.append(f"{name} {shown}")
    head = f"{who(e['player'], lang, viewer)} — {title}" if "player" in e else title
    return head + (": " + ", ".join(fields) if fields else "")


def make_event_text(catalogue=None) -> Callable[[dict, str, "int | None"], str]:
    """The ``event_text`` function for LogPanel (``catalogue`` names unknown events' rules)."""
    def event_text(e: dict, lang: str, viewer) -> str:
        try:
            return EVENTS[e["kind"]](e, lang, viewer)
        except Exception:                  # noqa: BLE001 - unknown kind or unexpected fields
            return generic_event_text(e, lang, viewer, catalogue or rules_catalogue())
    return event_text


event_text = make_event_text()
