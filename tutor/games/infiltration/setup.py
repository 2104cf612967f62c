"""Setting up: the facility dealt face down into a V, supplies, operatives and hands, the first
player, and the entry room revealed with everyone in it."""

from __future__ import annotations

from .board import Board, by_seat, execution_order, operative, operatives_of
from .cards import ACTION_KINDS
from .effects import reveal_tasks
from .facility import ENTRY, FLOOR1, FLOOR2, SECRET


def deal(state, board: Board, with_items: bool = True) -> None:
    """Shuffle and lay out rooms, supplies, operatives and (with_items) their items, silently."""
    rng, content, n = state.rng, board.content_set, state.players
    board.layout, board.unused_rooms = {}, []
    for floor, nodes in ((1, FLOOR1), (2, FLOOR2), ("secret", (SECRET,))):
        cards = content.rooms_of(floor)
        rng.shuffle(cards)
        board.layout.update(zip(nodes, cards))
        board.unused_rooms += cards[len(nodes):]
    board.unused_rooms.sort()
    board.reserve = content.file_bag()
    rng.shuffle(board.reserve)
    board.token_supply = content.lock_scientist_tokens
    board.interface_supply = content.interface_tokens
    board.specials = list(content.specials)
    board.item_deck = list(content.items)
    rng.shuffle(board.item_deck)
    cards = list(content.operatives)
    rng.shuffle(cards)
    actions = [a for a in content.actions if a in ACTION_KINDS]
    board.operatives = [operative(cards[i], i % n, actions) for i in range(operatives_of(n))]
    if with_items:
        for o in board.operatives:
            o["items"] = [board.item_deck.pop() for _ in range(content.starting_items)]
    board.first = rng.randrange(n)


def setup(state) -> None:
    """A new game: deal, tell each player their hands, then reveal the entry room."""
    b = state.board
    deal(state, b)
    content = b.content_set
    state.emit("setup", "infiltration.setup.facility", content=content.id,
               floors={"1": len(FLOOR1), "2": len(FLOOR2), "secret": 1})
    seats = by_seat(b, state.players)
    for p, mine in enumerate(seats):
        ops = [b.operatives[i] for i in mine]
        hands = {str(i): {"operative": o["card"], "items": list(o["items"])}
                 for i, o in zip(mine, ops)}
        state.emit("hands_dealt", "infiltration.setup.hands", player=p,
                   operatives=[o["card"] for o in ops], private={p: {"hands": hands}})
    if state.players == 2:
        state.emit("two_operatives", "infiltration.ruling.two_player",
                   operatives={str(p): mine for p, mine in enumerate(seats)})
    state.emit("first_player", "infiltration.setup.first_player", player=b.first)
    reveal_entry(state)


def reveal_entry(state) -> None:
    """The entry room turns face up in the order of every revealed room (``reveal_tasks``), its
    enter effect for each operative from the first player on (or the first only, under the
    ``entry_enter`` option)."""
    b = state.board
    room = b.content_set.rooms[b.layout[ENTRY]]
    b.revealed = [ENTRY]
    state.emit("room_revealed", "infiltration.setup.entry", room=ENTRY, card=room.id)
    order = execution_order(b, state.players)
    ctx = {"op": order[0], "by": None, "room": ENTRY, "src": room.id,
           "rule": "infiltration.room.reveal_effect"}
    entering = order if state.options["entry_enter"] == "each" else order[:1]
    b.stack = reveal_tasks(room, ctx, entering, "infiltration.ruling.entry_effects")
