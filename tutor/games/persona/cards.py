"""Persona Non Grata components: companies, information cards, corporation cards, action cards.

Card ids are short public strings: an information card is ``<CODE>-<rank letter><copy>``
(``"BIO-W1"`` is Biolife's first Worker), a corporation card is ``<CODE>-C<value>``
(``"BIO-C4"``). Keys have no id: ``board.keys[company]`` holds the keeper (None = on the table).
"""

from __future__ import annotations

COMPANIES = ("biolife", "cosmoco", "jihui", "delacruz", "sjt", "lumni")
CODES = {"biolife": "BIO", "cosmoco": "COS", "jihui": "JIH", "delacruz": "DEL", "sjt": "SJT",
         "lumni": "LUM"}
COMPANY_OF_CODE = {code: company for company, code in CODES.items()}

# rank letter -> (name, value, copies per company)
RANKS = {
    "W": ("worker", 2, 3),
    "A": ("assistant", 3, 4),
    "M": ("manager", 4, 2),
    "D": ("director", 5, 2),
    "P": ("president", 6, 1),
}
ACTIVATOR_RANK = "W"
CORPORATION_RANK = "C"

CORPORATION_VALUES = (4, 2, 0)               # the stack, top first
WEEK_CORPORATION_VALUE = {1: 4, 2: 2, 3: 0}  # the card each week awards

DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT = "download", "encrypt", "send_left", "send_right"
ACTION_CARDS = (DOWNLOAD, DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT)
ACTION_KINDS = (DOWNLOAD, ENCRYPT, SEND_LEFT, SEND_RIGHT)

MIN_PLAYERS, MAX_PLAYERS = 2, 4
ALL_COMPANIES_PLAYERS = 4     # four players use all six companies; fewer leave one out
WEEKS = 3
DAYS = 5
HAND_SIZE = 6
CLOCKWISE, COUNTER_CLOCKWISE, OPPONENT = "clockwise", "counter-clockwise", "opponent"

CARD_ID_HELP = ("information cards are '<company code>-<rank letter><copy>' such as 'BIO-W1' "
                "(ranks W, A, M, D, P), corporation cards '<company code>-C<value>' such as "
                "'BIO-C4'; company codes: " + ", ".join(CODES.values()))


def corporation_cards(company: str) -> list[str]:
    """The three corporation card ids of ``company``, top of the stack first."""
    return list(CORPORATION_CARDS[company])


def corporation_card(company: str, value: int) -> str:
    """The id of ``company``'s corporation card worth ``value``."""
    return f"{CODES[company]}-C{value}"


# each company's card ids, spelled out once (new games deal the information cards, set-ups
# stack the corporation cards)
INFO_CARDS = {company: tuple(f"{CODES[company]}-{letter}{copy}"
                             for letter, (_, _, copies) in RANKS.items()
                             for copy in range(1, copies + 1))
              for company in COMPANIES}
CORPORATION_CARDS = {company: tuple(corporation_card(company, value)
                                    for value in CORPORATION_VALUES)
                     for company in COMPANIES}


def is_corporation_card(card: str) -> bool:
    """Whether ``card`` is a corporation card (not an information card)."""
    return card[4] == CORPORATION_RANK


def company_of(card: str) -> str:
    """The company a card belongs to."""
    return COMPANY_OF_CODE[card[:3]]


def rank_of(card: str) -> str:
    """The rank letter of a card (W, A, M, D, P; C for a corporation card)."""
    return card[4]


def value_of(card: str) -> int:
    """The points a card is worth: its rank value, or a corporation card's printed value."""
    if is_corporation_card(card):
        return int(card[5:])
    return RANKS[card[4]][1]


def is_activator(card: str) -> bool:
    """Workers and corporation cards activate their company at the final scoring."""
    return is_corporation_card(card) or rank_of(card) == ACTIVATOR_RANK


def is_known_card(card: object) -> bool:
    """Whether ``card`` is the id of an information or corporation card of any company."""
    return isinstance(card, str) and card in ALL_CARDS


def left_out(players: int, removed: str) -> str | None:
    """The company out of the game: ``removed`` with two or three players, none with four."""
    return None if players >= ALL_COMPANIES_PLAYERS else removed


def companies_in_play(players: int, removed: str) -> tuple[str, ...]:
    """All six companies with four players; with two or three, all but ``removed``."""
    out = left_out(players, removed)
    return COMPANIES if out is None else tuple(c for c in COMPANIES if c != out)


def all_info_cards(companies) -> list[str]:
    """Every information card of ``companies``, company by company."""
    return [card for company in companies for card in INFO_CARDS[company]]


ALL_CARDS = frozenset(card for company in COMPANIES
                      for card in INFO_CARDS[company] + CORPORATION_CARDS[company])

# every card's company and points, for the flow's passes over whole zones (a lookup instead
# of parsing the id and a function call per card)
CARD_COMPANY = {card: company_of(card) for card in ALL_CARDS}
CARD_VALUE = {card: value_of(card) for card in ALL_CARDS}
ACTIVATORS = frozenset(card for card in ALL_CARDS if is_activator(card))
