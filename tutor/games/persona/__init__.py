"""Persona Non Grata (Sérgio Halaban, Dijon Jogos, 2024) for 2 to 4 players.

Hackers draft information cards over three weeks of five simultaneous days, pairing each card
with an action card (Download, Encrypt, Send Left, Send Right). At each week's end the archive
phase compares every company; 1st takes the corporation card, 2nd the key, and both steal.
Company points count only if the company is activated by a Worker or corporation card.

Actions, by decision rule:
- ``persona.day.choose`` (everyone at once): ``play(info=<card id>, action=<action card>)``
- ``persona.two.discard`` (2 players, everyone at once): ``discard(card=<card id>)``
- ``persona.archive.tie_first`` (the key holder): ``rank_tie(first=<player>, second=<player>)``
- ``persona.archive.tie_second`` (1st place): ``give_key(player=<player>)``
- ``persona.archive.steal`` (the thief): ``steal(card=<card id>)``, or ``skip_steal`` when the
  ``steal_optional`` option allows it
- ``persona.score.activator_choice`` (with ``activator='choose'``): ``activate(card=<card id>)``

Modules: ``cards`` (components and ids), ``board`` (zones), ``day``, ``archive``, ``scoring``
(the flow), ``observe``, ``scenario`` (hand-set positions, ``spec_from_board``), ``illegal``
(explanations of wrong moves), ``prompts`` (decision questions in English and Japanese).
"""

from .game import PersonaNonGrata

GAME = PersonaNonGrata()

__all__ = ["GAME", "PersonaNonGrata"]
