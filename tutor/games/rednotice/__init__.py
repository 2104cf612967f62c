"""Red Notice (Baptiste Laurent and Gautier de Cottreau, Catch Up Games, 2026) for 2 players.

The forger Angela Farbank cashes forged checks around the world in secret; the FBI agent Jessah
Hope hunts her. Each round 4 action cards are turned up and both players place 3 discs face
down on card halves, one at a time; cards resolve from the initiative holder's end. The forger
wins at $1,000,000 cashed, the agent on her third capture. Played on the tutor's own map and
decks (``data/``), since the printed ones are not published.

Actions, by decision rule:
- ``rednotice.setup.checks`` (forger): ``discard(check=<id>)``
- ``rednotice.setup.forger_start`` (forger): ``start(city=<city>)``
- ``rednotice.program.place``: ``place(disc=<1-5 or "POW">, card=<card id>, half=<0|1>)``
- ``rednotice.upgrade.reinforcements`` (agent): ``reinforce(card=<id>)`` or ``no_reinforce``
- ``rednotice.bank.cash`` (forger): ``cash(check=<id>)`` or ``decline``
- ``rednotice.security.agent``: ``radar(continent=)``, ``barrier(road=)``,
  ``move_barrier(road=, to=)`` or ``pass``
- ``rednotice.security.remove`` (forger): ``remove_radar(continent=)``,
  ``remove_barrier(road=)`` or ``keep_points``
- ``rednotice.move.agent``: ``go(city=)``, ``search`` (her own city) or ``stop``
- ``rednotice.move.forger``: ``move(path=[city, ...])``, her whole secret route in one choice
- ``rednotice.wild.choose``: ``wild(action="check"|"bank"|"security"|"move")``
- ``rednotice.upgrade.gain`` (forger): ``give_upgrade(upgrade=)``; upgrade placements
  ``radar``/``barrier``/``black_radar``/``black_barrier``/``pass``
- ``rednotice.identity.*`` (forger): ``identity(tile=)``, ``remove_barrier``, ``remove_radar``,
  ``discard_upgrade(upgrade=)``

Modules: ``worldmap`` and ``cards`` (data and loaders), ``board`` (with the agenda of tasks
still to happen), ``setup``, ``flow`` (setup choices and rounds, and ``STEPS``, the step of each
task kind, which the engine's agenda resolves), ``actions`` (legal actions and the questions
asking for them), ``effects/`` (what they do), ``scoring`` (the end and the result),
``deduction`` (the possible-city set), ``observe``, ``scenario``, ``illegal``, ``forms``,
``texts``, ``draw``, ``determinize``, ``evaluation``, ``rules_bot`` (with ``forger_plan``),
``coach_terms``, ``lessons/``.
"""

from .game import RedNotice

GAME = RedNotice()

__all__ = ["GAME", "RedNotice"]
