"""Persona Non Grata (Sérgio Halaban, Dijon Jogos, 2024) for 2 to 4 players.

Hackers draft information cards over three weeks of five simultaneous days, pairing each card
with an action card (Download, Encrypt, Send Left, Send Right). At each week's end the archive
phase compares every company; 1st takes the corporation card, 2nd the key, and both steal.
Company points count only if the company is activated by a Worker or corporation card.

Actions, by decision rule (kinds and parameters as the rulebook names them; seats are 0-based):
- ``persona.day.choose`` (everyone at once): the action card's kind with the information card,
  ``download(card=...)``, ``encrypt(card=...)``, ``send_left(card=...)``, ``send_right(card=...)``
- ``persona.two.discard`` (2 players, everyone at once): ``discard(card=<card id>)``
- ``persona.archive.tie_first`` (the key holder): ``rank_tie(first=<seat>, second=<seat>)``
- ``persona.archive.tie_second`` (1st place): ``give_key(to=<seat>)``
- ``persona.archive.steal`` (the thief): ``steal(card=<card id>, victim=<seat>)``, or
  ``skip_steal`` when the ``steal_optional`` option allows it
- ``persona.score.activator_choice`` (with ``activator='choose'``): ``activate(card=<card id>)``

``GAME.describe(action, lang, viewer)`` says any of them as a sentence; ``GAME.card(id)``
describes a card; ``GAME.draw(observation, lang)`` draws the board a viewer sees.

Modules, one role each (every game package has the same ones):
``game`` (the ``Game`` class: options, hooks and its declared parts), ``cards`` (components and
ids), ``board`` (the typed board and small zone operations), ``setup`` (dealing), ``flow``
(``flow(state)``: days, the archive phase, the final scoring), ``actions`` (the legal actions:
one check per rule, for legal moves and why-nots), ``effects`` (what chosen actions and
awarded cards do), ``scoring`` (the final scoring and the result), ``observe``, ``scenario``
(hand-set positions and ``to_scenario``), ``illegal`` (the rule a refused action breaks),
``forms`` (the forms of the moves), ``texts`` (learner text, from ``text/*.toml``), ``draw``
(the board as HTML), ``determinize`` (sampling what a viewer cannot see), ``evaluation``
(winning chances of an unfinished game), ``rules_bot``, ``coach_terms`` and ``lessons/``.
Besides them: ``seats`` (neighbours and passing), ``knowledge`` (what a viewer saw of other
hands) and ``narrate`` (log sentences).
"""

from .game import PersonaNonGrata

GAME = PersonaNonGrata()

__all__ = ["GAME", "PersonaNonGrata"]
