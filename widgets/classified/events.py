"""Classified Information log sentences, en/ja, from events as the viewer may see them.

``event_text(event, lang, viewer)`` reads only the fields ``State.events_for(viewer)`` gives; an
event kind this module does not know reads as its rule's title plus its fields (never an error).
"""

from __future__ import annotations

from typing import Callable

from tutor.lessons import T

from .text import REASONS, is_card, tr, who, whose
from .text import card_name as _plain_name

YES, NO = T("yes", "はい"), T("no", "いいえ")


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
    text = tr(T("Set-up: first player {first}; {enc} cards encrypted, {deck} in the Draw Deck.",
                "準備：{first}が先手。暗号化カード{enc}枚、山札{deck}枚。"), lang,
              first=who(e.get("first"), lang, viewer), enc=e.get("encrypted"), deck=e.get("deck"))
    if "hand" in e:
        text += " " + tr(T("Your hand: {hand}; your Suitcase: {suitcase}.",
                           "あなたの手札：{hand}、スーツケース：{suitcase}。"), lang,
                         hand=cards_text(e["hand"], lang), suitcase=card_name(e["suitcase"], lang))
    return text


def _draw(e, lang, viewer):
    if "card" in e:
        return tr(T("{who} drew {card}.", "{who}は{card}を引きました。"), lang,
                  who=who(e["player"], lang, viewer), card=card_name(e["card"], lang))
    return tr(T("{who} drew a card.", "{who}はカードを1枚引きました。"), lang,
              who=who(e["player"], lang, viewer))


def _discard(e, lang, viewer):
    cards = e.get("cards", [])
    if len(cards) == 1:
        return tr(T("{card} went to the Discard Pile.", "{card}が捨て札になりました。"), lang,
                  card=card_name(cards[0], lang))
    return tr(T("To the Discard Pile: {cards} ({top} on top).",
                "捨て札へ：{cards}（{top}が一番上）。"), lang,
              cards=cards_text(cards, lang), top=card_name(cards[-1], lang))


PILES = {"deck": T("the top {count} card(s) of the Draw Deck", "山札の上から{count}枚"),
         "deck_bottom": T("the bottom {count} card(s) of the Draw Deck", "山札の下から{count}枚"),
         "encrypted": T("the top {count} card(s) of the Encrypted Card Pile",
                        "暗号化カードの山の上から{count}枚"),
         "discard": T("{count} card(s) of the Discard Pile", "捨て札の{count}枚")}


def _peek(e, lang, viewer):
    pile = PILES.get(e.get("pile"), T("{count} card(s)", "{count}枚"))
    what = tr(pile, lang, count=e.get("count"))
    if "cards" in e:
        return tr(T("{who} looked at {what}: {cards}.", "{who}は{what}を見ました：{cards}。"), lang,
                  who=who(e["player"], lang, viewer), what=what,
                  cards=cards_text(e["cards"], lang) or "-")
    return tr(T("{who} looked at {what}.", "{who}は{what}を見ました。"), lang,
              who=who(e["player"], lang, viewer), what=what)


def _flip(e, lang, viewer):
    return tr(T("{whose} Guard in spot {spot} was turned face up: {card}.",
                "{whose}場所{spot}の衛兵が表向きになりました：{card}。"), lang,
              whose=whose(e["player"], lang, viewer), spot=_spot(e), card=card_name(e["card"], lang))


def _guard(e, lang, viewer):
    values = {"who": who(e["player"], lang, viewer), "spot": _spot(e)}
    if "card" in e:
        up = T("face up", "表向き") if e.get("up") else T("face down", "裏向き")
        return tr(T("{who} put {card} {up} as a Guard in spot {spot}.",
                    "{who}は{card}を{up}で場所{spot}に衛兵として置きました。"), lang,
                  card=card_name(e["card"], lang), up=tr(up, lang), **values)
    return tr(T("{who} put a card face down as a Guard in spot {spot}.",
                "{who}はカードを1枚裏向きで場所{spot}に衛兵として置きました。"), lang, **values)


QUESTIONS = {
    "within_two": T("is {owner} Suitcase number within 2 steps of {number}? {answer}.",
                    "{owner}スーツケースの番号は{number}から2以内か？ {answer}。"),
    "is_suitcase": T("is {number} {owner} Suitcase number? {answer}.",
                     "{number}は{owner}スーツケースの番号か？ {answer}。"),
    "in_code": T("is {number} in {owner} Code? {answer}.",
                 "{number}は{owner}コードに含まれるか？ {answer}。"),
    "in_captor_code": T("is {number} in {owner} Code? {answer}.",
                        "{number}は{owner}コードに含まれるか？ {answer}。"),
    "in_low_range": T("is {owner} Suitcase number between {low} and {high}? {answer}.",
                      "{owner}スーツケースの番号は{low}〜{high}か？ {answer}。"),
    "between": T("is {owner} Suitcase number between {low} and {high}? {answer}.",
                 "{owner}スーツケースの番号は{low}〜{high}の間か？ {answer}。"),
}
REPLIES = {
    "not_suitcase_guild": T("{owner} Suitcase is not a {answer}.",
                            "{owner}スーツケースの所属は{answer}ではありません。"),
    "higher_or_lower": T("{owner} Suitcase number is {answer} than {number}.",
                         "{owner}スーツケースの番号は{number}{answer}。"),
    "parity": T("{owner} Suitcase number is {answer}.", "{owner}スーツケースの番号は{answer}です。"),
    "number_in_code": T("{answer} is in {owner} Code.", "{answer}は{owner}コードに含まれます。"),
}
WORDS = {"higher": T("higher", "より大きい"), "lower": T("lower", "より小さい"),
         "odd": T("odd", "奇数"), "even": T("even", "偶数"), "Guard": T("Guard", "衛兵"),
         "Assassin": T("Assassin", "暗殺者"), "Sentinel": T("Sentinel", "センチネル")}


def _answer(e, lang, viewer):
    asker = e.get("player")
    owner = whose(1 - asker, lang, viewer) if asker in (0, 1) else "?"
    owner = owner.lower() if owner == "Your" else owner
    head = tr(T("Answer to {who}: ", "{who}への回答："), lang, who=who(asker, lang, viewer))
    question, answer = e.get("question"), e.get("answer")
    if question in QUESTIONS and isinstance(answer, bool):
        return head + tr(QUESTIONS[question], lang, owner=owner, number=e.get("number"),
                         low=e.get("low"), high=e.get("high"), answer=_yes(answer, lang))
    if question in REPLIES:
        word = tr(WORDS[answer], lang) if answer in WORDS else answer
        return head + tr(REPLIES[question], lang, owner=owner, number=e.get("number"),
                         answer=word)
    if question == "not_suitcase":
        return head + tr(T("{number} is not {owner} Suitcase number.",
                           "{number}は{owner}スーツケースの番号ではありません。"), lang,
                         owner=owner, number=answer)
    shown = _yes(answer, lang) if isinstance(answer, bool) else _field(answer, lang)
    return head + f"{question} → {shown}"


def _encrypt(e, lang, viewer):
    if "card" in e:
        return tr(T("{who} encrypted {card}.", "{who}は{card}を暗号化しました。"), lang,
                  who=who(e["player"], lang, viewer), card=card_name(e["card"], lang))
    return tr(T("{who} encrypted a card.", "{who}はカードを1枚暗号化しました。"), lang,
              who=who(e["player"], lang, viewer))


def _simple(template: T) -> Callable:
    """An event sentence from ``template`` with {who}, {card} and {spot} filled in."""
    def text(e, lang, viewer):
        card = e.get("card")
        return tr(template, lang, who=who(e.get("player"), lang, viewer), spot=_spot(e),
                  whose=whose(e.get("player"), lang, viewer),
                  card=card_name(card, lang) if is_card(card) else "?",
                  other=who(1 - e["player"], lang, viewer) if e.get("player") in (0, 1) else "?",
                  to=who(e.get("to"), lang, viewer))
    return text


def _blocked(e, lang, viewer):
    if "card" in e:
        return tr(T("{card} was blocked.", "{card}は防がれました。"), lang,
                  card=card_name(e["card"], lang))
    owner = whose(e.get("player"), lang, viewer)
    return tr(T("The assassination of {whose} Guard in spot {spot} was blocked.",
                "{whose}場所{spot}の衛兵への暗殺は防がれました。"), lang,
              whose=owner.lower() if owner == "Your" else owner, spot=_spot(e))


def _assassination(e, lang, viewer):
    attacker = e["player"]
    other = whose(1 - attacker, lang, viewer)
    values = {"who": who(attacker, lang, viewer), "other": other.lower() if other == "Your" else other,
              "spot": _spot(e), "card": card_name(e["card"], lang) if e.get("card") else "?",
              "result": tr(T("success", "成功") if e.get("success") else T("failure", "失敗"), lang)}
    if e.get("face_up") and e.get("target"):
        return tr(T("{who} assassinated {other} face-up Guard {target} in spot {spot} with "
                    "{card}: {result}.", "{who}は{card}で{other}場所{spot}の表向きの衛兵{target}"
                    "を暗殺：{result}。"), lang, target=card_name(e["target"], lang), **values)
    return tr(T("{who} tried to assassinate {other} face-down Guard in spot {spot} with {card}:"
                " {result}.", "{who}は{card}で{other}場所{spot}の裏向きの衛兵を暗殺しようとしました："
                "{result}。"), lang, **values)


def _shown(e, lang, viewer):
    if "card" in e:
        return tr(T("{who} showed {to} a random card from hand: {card}.",
                    "{who}は手札からランダムに1枚を{to}に見せました：{card}。"), lang,
                  who=who(e["player"], lang, viewer), to=who(e.get("to"), lang, viewer),
                  card=card_name(e["card"], lang))
    return _simple(T("{who} showed {to} a random card from hand.",
                     "{who}は手札からランダムに1枚を{to}に見せました。"))(e, lang, viewer)


def _hand_shown(e, lang, viewer):
    if "cards" in e:
        return tr(T("{who} showed their hand to {to}: {cards}.", "{who}は手札を{to}に見せました：{cards}。"),
                  lang, who=who(e["player"], lang, viewer), to=who(e.get("to"), lang, viewer),
                  cards=cards_text(e["cards"], lang) or "-")
    return _simple(T("{who} showed their hand to {to}.", "{who}は手札を{to}に見せました。"))(
        e, lang, viewer)


def _swap_guards(e, lang, viewer):
    return tr(T("{who} swapped a Guard (spot {spot}) with {other} Guard in spot {their}: "
                "got {got}, gave {gave}; both are face up.",
                "{who}は場所{spot}の衛兵と{other}場所{their}の衛兵を入れ替えました。"
                "{got}を得て{gave}を渡しました。どちらも表向きです。"), lang,
              who=who(e["player"], lang, viewer), other=_lower(whose(1 - e["player"], lang, viewer)),
              spot=_spot(e), their=int(e.get("their_spot", 0)) + 1,
              got=card_name(e["got"], lang), gave=card_name(e["gave"], lang))


def _lower(possessive: str) -> str:
    return "your" if possessive == "Your" else possessive


def _swap_discard(e, lang, viewer):
    return tr(T("{who} swapped a Guard (spot {spot}) with the top discard {got} (now face "
                "up).", "{who}は場所{spot}の衛兵と捨て札の一番上の{got}を入れ替えました（表向き）。"),
              lang, who=who(e["player"], lang, viewer), spot=_spot(e),
              got=card_name(e["got"], lang))


def _swap_into_spot(e, lang, viewer):
    text = tr(T("{who} put Switch Places in Guard spot {spot} and took that Guard into hand.",
                "{who}は入れ替えを場所{spot}に置き、その衛兵を手札に戻しました。"), lang,
              who=who(e["player"], lang, viewer), spot=_spot(e))
    if "took" in e:
        text += " " + tr(T("(You took {card}.)", "（{card}を手札に加えました。）"), lang,
                         card=card_name(e["took"], lang))
    return text


def _rearranged(e, lang, viewer):
    return tr(T("{who} rearranged the Discard Pile (top first): {cards}.",
                "{who}は捨て札の山を並べ替えました（上から）：{cards}。"), lang,
              who=who(e["player"], lang, viewer), cards=cards_text(e.get("discard", []), lang))


def _reveal(e, lang, viewer):
    if "suitcases" not in e:
        return _simple(T("{who} revealed {card}.", "{who}は{card}を公開しました。"))(e, lang, viewer)
    finals = [card_name(c, lang) if c else "-" for c in e.get("finals", [])]
    cases = [card_name(c, lang) for c in e["suitcases"]]
    sep = "、" if lang == "ja" else "; "
    return tr(T("Reveal. Suitcases: {cases}. Final cards: {finals}.",
                "公開。スーツケース：{cases}。最終カード：{finals}。"), lang,
              cases=sep.join(f"{who(p, lang, viewer)} {c}" for p, c in enumerate(cases)),
              finals=sep.join(f"{who(p, lang, viewer)} {c}" for p, c in enumerate(finals)))


def _match_blocked(e, lang, viewer):
    return tr(T("{whose} Final Card {n} is in the opposing Code, but a Guard with the same "
                "number blocks it.",
                "{whose}最終カード{n}は相手のコードに含まれますが、同じ番号の衛兵にブロックされました。"),
              lang, whose=whose(e["player"], lang, viewer), n=e["number"])


def _game_over(e, lang, viewer):
    winners = e.get("winners", [])
    names = ("、" if lang == "ja" else ", ").join(who(p, lang, viewer) for p in winners)
    reason = REASONS.get(e.get("reason"))
    scores = " / ".join(f"{s:g}" if isinstance(s, (int, float)) else str(s)
                        for s in e.get("guard_scores", []))
    return tr(T("Game over. Winner: {names} ({reason}). Guards: {scores}.",
                "ゲーム終了。勝者：{names}（{reason}）。衛兵：{scores}。"), lang,
              names=names or "-", reason=tr(reason, lang) if reason else e.get("reason"),
              scores=scores)


def _tuck(e, lang, viewer):
    text = _simple(T("{who} put {card} in their play area.", "{who}は{card}をプレイエリアに置きました。"))(
        e, lang, viewer)
    tucked = e.get("tucked")
    if is_card(tucked):
        text += " " + tr(T("Tucked under it: {card}.", "その下にタック：{card}。"), lang,
                         card=card_name(tucked, lang))
    elif e.get("source") or "spot" in e:
        text += " " + tr(T("A card is tucked under it.", "その下にカードが1枚タックされました。"), lang)
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
        else:
            values[key] = value
    player = e.get("player")
    values["who"] = who(player, lang, viewer)
    values["whose"] = whose(player, lang, viewer)
    if player in (0, 1):
        values["other"] = who(1 - player, lang, viewer)
        values["others"] = _lower(whose(1 - player, lang, viewer))
    if "to" in e:
        values["to"] = who(e["to"], lang, viewer)
    return values


def _variants(*pairs: tuple[str | None, T]) -> Callable:
    """The first template whose required field (None: always) the event has."""
    def text(e, lang, viewer):
        for field, template in pairs:
            if field is None or e.get(field) is not None:
                return template.get(lang).format_map(_values(e, lang, viewer))
        raise KeyError(e["kind"])
    return text


def _pull_the_plug(e, lang, viewer):
    return tr(T("{who} pulled the plug: {card} is blocked.", "{who}は電源を引き抜きました：{card}は防がれました。"),
              lang, who=who(e["player"], lang, viewer), card=card_name(e["blocked"], lang))


MORE_EVENTS: dict[str, Callable] = {
    "swap_guard_hand": _variants((None, T(
        "{who} took the Guard {got} (spot {spot}) into hand and put {card} face up in its place.",
        "{who}は場所{spot}の衛兵{got}を手札に戻し、代わりに{card}を表向きで置きました。"))),
    "shuffle_into_deck": _variants((None, T(
        "{who} shuffled {card} and the other card into the Draw Deck ({deck} cards).",
        "{who}は{card}ともう1枚を山札に混ぜました（山札{deck}枚）。"))),
    "exchange_discard": _variants(
        ("end", T("{who} exchanged {put} with the {end} discard {card}.",
                  "{who}は{put}を捨て札の{end}の{card}と交換しました。")),
        ("took", T("{who} gave up {gave} and took {took} from the Discard Pile.",
                   "{who}は{gave}を手放し、捨て札から{took}を取りました。"))),
    "discard_exchange": _variants((None, T(
        "{who} exchanged {gave} with the bottom discard {took}.",
        "{who}は{gave}を捨て札の一番下の{took}と交換しました。"))),
    "play_area": _variants((None, T("{who} put {card} face up in their play area.",
                                    "{who}は{card}を表向きでプレイエリアに置きました。"))),
    "suitcase_exchange": _variants(
        ("guard", T("{who} exchanged the Guard {guard} (spot {spot}) with their Suitcase; the new "
                    "Suitcase is {suitcase}.", "{who}は場所{spot}の衛兵{guard}をスーツケースと交換しました。"
                    "新しいスーツケースは{suitcase}です。")),
        (None, T("{who} exchanged the Guard in spot {spot} with their Suitcase; the new Suitcase "
                 "is {suitcase}.", "{who}は場所{spot}の衛兵をスーツケースと交換しました。"
                 "新しいスーツケースは{suitcase}です。"))),
    "hiding_swap": _variants(
        ("gave", T("{who} swapped {gave} with the card hidden under {place}: took {took}.",
                   "{who}は{gave}を{place}の下のカードと交換し、{took}を取りました。")),
        ("took", T("{who} swapped a hand card with the card under {place}: took {took}.",
                   "{who}は手札1枚を{place}の下のカードと交換し、{took}を取りました。")),
        (None, T("{who} swapped a hand card with the card hidden under {place}.",
                 "{who}は手札1枚を{place}の下に隠したカードと交換しました。"))),
    "give": _variants(
        ("card", T("{who} gave {card} to {to}.", "{who}は{card}を{to}に渡しました。")),
        (None, T("{who} gave a card to {to}.", "{who}はカードを1枚{to}に渡しました。"))),
    "see_guard": _variants(
        ("card", T("{who} took {others} Guard in spot {spot}: {card}.",
                   "{who}は{others}場所{spot}の衛兵を取りました：{card}。")),
        (None, T("{who} took {others} Guard in spot {spot}.",
                 "{who}は{others}場所{spot}の衛兵を取りました。"))),
    "sandwich_guard": _variants(
        ("took", T("{who} put {card} face up in {others} Guard spot {spot} (took {took}).",
                   "{who}は{others}場所{spot}に{card}を表向きで置きました（{took}を取りました）。")),
        (None, T("{who} put {card} face up in {others} Guard spot {spot}.",
                 "{who}は{others}場所{spot}に{card}を表向きで置きました。"))),
    "grenade": _variants((None, T("{who}'s grenade killed {kills} Guard(s).",
                                  "{who}の手榴弾で衛兵{kills}枚が倒れました。"))),
    "instant_win": _variants((None, T("{who} won at once ({reason}).",
                                      "{who}の即勝利です（{reason}）。"))),
    "exchange_guard_hand": _variants(
        ("gave", T("{who} exchanged the Guard in spot {spot} with {got} from {others} hand "
                   "(you gave {got} and got {gave}).",
                   "{who}は場所{spot}の衛兵を{others}手札の{got}と交換しました（{gave}を受け取りました）。")),
        (None, T("{who} exchanged the Guard in spot {spot} with {got} from {others} hand.",
                 "{who}は場所{spot}の衛兵を{others}手札の{got}と交換しました。"))),
    "revealed": _variants((None, T("{who} revealed {cards}.", "{who}は{cards}を公開しました。"))),
    "tower": _variants((None, T("{who} put {card} in Guard spot {spot} with {tucked} tucked "
                                "under it.", "{who}は{card}を場所{spot}に置き、{tucked}をタックしました。"))),
    "suitcase_handoff": _variants(
        ("new", T("{who} exchanged their Suitcase {old} with the top card of the Draw Deck: "
                  "the new Suitcase is {new}.", "{who}はスーツケース{old}を山札の一番上と交換しました。"
                  "新しいスーツケースは{new}です。")),
        (None, T("{who} exchanged their Suitcase with the top card of the Draw Deck.",
                 "{who}はスーツケースを山札の一番上のカードと交換しました。"))),
    "suitcase_revealed": _variants((None, T("{whose} Suitcase is revealed: {card}.",
                                            "{whose}スーツケースが公開されました：{card}。"))),
    "take_deck": _variants(
        ("card", T("{who} took {card} from the {place} of the Draw Deck.",
                   "{who}は山札の{place}から{card}を取りました。")),
        (None, T("{who} took a card from the {place} of the Draw Deck.",
                 "{who}は山札の{place}からカードを1枚取りました。"))),
    "return_deck": _variants(
        ("card", T("{who} put {card} back at the {place} of the Draw Deck.",
                   "{who}は{card}を山札の{place}に戻しました。")),
        (None, T("{who} put a card back at the {place} of the Draw Deck.",
                 "{who}はカードを1枚山札の{place}に戻しました。"))),
    "trap": _variants((None, T("{who} laid {card} on {others} Suitcase.",
                               "{who}は{card}を{others}スーツケースに仕掛けました。"))),
}


EVENTS: dict[str, Callable] = {
    **MORE_EVENTS,
    "tuck": _tuck, "pull_the_plug": _pull_the_plug,
    "returned": _simple(T("{whose} Guard {card} in spot {spot} returned to the hand.",
                          "{whose}場所{spot}の衛兵{card}は手札に戻りました。")),
    "discard_to_bottom": _simple(T("{who} moved {card} to the bottom of the Discard Pile.",
                                   "{who}は{card}を捨て札の一番下に移しました。")),
    "encrypted_to_bottom": _simple(T("{who} looked at the top Encrypted card and put it at the "
                                     "bottom.", "{who}は暗号化カードの一番上を見て一番下に置きました。")),
    "take_from_deck": _simple(T("{who} took a card from the Draw Deck.",
                                "{who}は山札からカードを1枚取りました。")),
    "reveal_encrypted": _simple(T("{who} revealed the top Encrypted card: {card}.",
                                  "{who}は暗号化カードの一番上を公開しました：{card}。")),
    "resilience": _simple(T("{who} used Resilience: the Guard in spot {spot} survives.",
                            "{who}は回復力を使いました：場所{spot}の衛兵は生き残ります。")),
    "setup": _setup, "draw": _draw, "discard": _discard, "peek": _peek, "flip": _flip,
    "guard": _guard, "answer": _answer, "encrypt": _encrypt, "blocked": _blocked,
    "assassination": _assassination, "shown": _shown, "hand_shown": _hand_shown,
    "swap_guards": _swap_guards, "swap_discard": _swap_discard,
    "swap_into_spot": _swap_into_spot, "rearranged": _rearranged, "reveal": _reveal,
    "game_over": _game_over, "match_blocked": _match_blocked,
    "deploy": _simple(T("{who} deployed {card}.", "{who}は{card}を展開しました。")),
    "react": _simple(T("{who} reacted with {card}.", "{who}は{card}でリアクトしました。")),
    "react_price": _simple(T("{who} paid the price of a REACT: no Action this turn, PEEK 1.",
                             "{who}はリアクトの代償を払います：このターンはアクションなし、ピーク1。")),
    "skip": _simple(T("{who} held one card with the deck empty: turn skipped.",
                      "{who}は手札1枚で山札が空なので、手番を飛ばします。")),
    "killed": _simple(T("{whose} Guard {card} in spot {spot} was killed.",
                        "{whose}場所{spot}の衛兵{card}が倒されました。")),
    "take_discard": _simple(T("{who} took {card} from the Discard Pile.",
                              "{who}は捨て札から{card}を手札に加えました。")),
    "cover": _simple(T("{who} laid {card} on the Guard in spot {spot}.",
                       "{who}は{card}を場所{spot}の衛兵に重ねました。")),
}

FIELD_NAMES = {"card": T("card", "カード"), "cards": T("cards", "カード"),
               "spot": T("spot", "場所"), "number": T("number", "数字"),
               "got": T("got", "得た"), "gave": T("gave", "渡した"), "took": T("took", "取った"),
               "put": T("put", "置いた"), "end": T("end", "端"), "guard": T("Guard", "衛兵"),
               "tucked": T("tucked", "タック"), "source": T("from", "出所"),
               "blocked": T("blocked", "阻止")}


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


def _catalogue():
    from tutor.games.classified import GAME
    return GAME.catalogue


def make_event_text(catalogue=None) -> Callable[[dict, str, "int | None"], str]:
    """The ``event_text`` function for LogPanel (``catalogue`` names unknown events' rules)."""
    def event_text(e: dict, lang: str, viewer) -> str:
        try:
            return EVENTS[e["kind"]](e, lang, viewer)
        except Exception:                  # noqa: BLE001 - unknown kind or unexpected fields
            return generic_event_text(e, lang, viewer, catalogue or _catalogue())
    return event_text


event_text = make_event_text()
