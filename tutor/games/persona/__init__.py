"""Persona Non Grata (Sérgio Halaban, Dijon Jogos, 2024) for 2 to 4 players.

Hackers draft information cards over three weeks of five simultaneous days, pairing each card
with an action card (Download, Encrypt, Send Left, Send Right). At each week's end the archive
phase compares every company; 1st takes the corporation card, 2nd the key, and both steal.
Company points count only if the company is activated by a Worker or corporation card.
"""

from .game import PersonaNonGrata

GAME = PersonaNonGrata()

__all__ = ["GAME", "PersonaNonGrata"]
