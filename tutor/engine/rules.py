"""Ids of the core rules (``core_rules.toml``) that the engine itself cites."""

PLAYER = "core.player"        # a player who is not at the table
TURN = "core.turn"            # a player who owes no decision now
MALFORMED = "core.malformed"  # something that is not a well-formed Action
LEGAL = "core.legal"          # an action the current decision does not offer
OVER = "core.over"            # acting after the end
UNDO = "core.undo"            # Board Game Arena's undo policy
