"""Shorthands the Classified Information lessons share: actions and often-used texts."""

from tutor.engine import Action
from tutor.lessons import T, note

GAME_NAME = "classified"
PASS = Action("pass")

# Rule ids cited by many lessons.
ACTION = "classified.turn.action"
DEPLOY = "classified.action.deploy"
ENCRYPT = "classified.action.encrypt"
ENLIST = "classified.action.enlist"
GUARD = "classified.guard.enlist"
ORDER = "classified.assassinate.discard_order"
PROMPT = "classified.react.prompt"


def deploy(card: str) -> Action:
    return Action("deploy", card=card)


def encrypt(card: str) -> Action:
    return Action("encrypt", card=card)


def enlist_guard(card: str) -> Action:
    """Enlist ``card`` as a Guard (face down into a free Guard spot)."""
    return Action("enlist_guard", card=card)


def assassinate(card: str, target: str) -> Action:
    """Enlist ``card`` as an Assassin against the face-up card ``target`` (a face-up Guard, or
    an Extra Protection lying on a Guard)."""
    return Action("enlist_assassin", card=card, target=target)


def attempt(card: str, owner: int, spot: int) -> Action:
    """Enlist ``card`` as an Assassin against the face-down Guard in ``owner``'s spot ``spot``
    (0-2): an Assassination Attempt."""
    return Action("enlist_assassin", card=card, owner=owner, spot=spot)


def react(card_id: str) -> Action:
    return Action("react", card=card_id)


def number(n: int) -> Action:
    return Action("number", n=n)


def card(card_id: str) -> Action:
    return Action("card", card=card_id)


def spot(owner: int, index: int) -> Action:
    return Action("guard_spot", owner=owner, spot=index)


def mode(name: str) -> Action:
    return Action("mode", mode=name)


def order(*cards: str) -> Action:
    """Discard ``cards`` in this order: the last one ends on top of the Discard Pile."""
    return Action("discard_order", cards=list(cards))


MARK_WHEEL = "mark_wheel"
WHEEL = "classified.deduction.wheel"


def marks(*ruled_out: int) -> Action:
    """What the tutorial's deduction wheel sends: the numbers the learner has ruled out."""
    return Action(MARK_WHEEL, ruled_out=tuple(sorted(ruled_out)))


def mark_wheel(id: str, ruled_out, rules, text: T, **kw):
    """A step that waits until the learner's wheel rules out exactly ``ruled_out`` (marks made
    earlier stay; numbers marked only as possible do not matter)."""
    expected = frozenset(ruled_out)

    def why_not(action: Action):
        marked = set(action.ruled_out)
        missing, extra = sorted(expected - marked), sorted(marked - expected)
        en, ja = [], []
        if missing:
            en.append(f"still to rule out: {', '.join(map(str, missing))}")
            ja.append(f"まだ消していない数字：{'・'.join(map(str, missing))}")
        if extra:
            en.append(f"still possible, so not ruled out yet: {', '.join(map(str, extra))}")
            ja.append(f"まだ候補なので消さない数字：{'・'.join(map(str, extra))}")
        return WHEEL, T("Not quite: " + "; ".join(en) + ".", "もう少しです。" + "、".join(ja) + "。")

    return note(id, lambda action: set(action.ruled_out) == expected, marks(*expected), rules,
                text, why_not=why_not, highlight=kw.pop("highlight", ["wheel"]),
                hint=kw.pop("hint", T(
                    "Click a number on your wheel twice: the first click marks it possible, the "
                    "second rules it out.",
                    "ホイールの数字を2回クリックしましょう。1回目で「候補」、2回目で「除外」に"
                    "なります。")), **kw)


def kind_is(kind: str):
    """A move predicate accepting every action of ``kind``."""
    return lambda action: action.kind == kind



OPPONENT_PASSES = T(
    "A successful assassination opens a REACT window: your opponent is asked whether to play "
    "a Bullet Proof Vest (lesson 7). They pass, so the kill stands.",
    "暗殺が成功するとリアクトの機会が生まれ、相手は防弾チョッキを使うかどうか聞かれます"
    "（レッスン7）。相手はパスしたので、暗殺は成立します。")

ANY_ORDER = T(
    "Either order is legal; this step accepts both.",
    "どちらの順番でも構いません。このステップではどちらも正解です。")


HAND_SET = T(
    " (This lesson starts from a position set up by hand: no cards are encrypted, where a real "
    "game has at least 2, so that every card you reason about is one you can see or draw.)",
    "（このレッスンは手で並べた局面から始まります。本来のゲームでは2枚以上ある暗号化カードを"
    "0枚にして、考えるべきカードがすべて見えるか引けるようにしています。）")


def hand_set(text: T) -> T:
    """``text`` followed by why the hand-set position has no Encrypted Card Pile."""
    return T(text.en + HAND_SET.en, text.ja + HAND_SET.ja)
