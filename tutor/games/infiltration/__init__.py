"""Infiltration (Donald X. Vaccarino, 2012) for 2 to 6 players, on the tutor's own content set.

Operatives break into a research facility laid out as a V of six first-floor and six
second-floor rooms (plus a secret room), steal face-down file tokens and must escape before the
security forces' proximity reaches 99. Each round: selection (everyone picks one card face down
at once; a delayed operative may not pick Advance or Retreat), execution in order from the first
player, the NPC phase room by room from the entrance, and the security phase (die plus alarm
onto proximity). With two players each runs two operatives.

Actions, by decision rule:
- ``infiltration.select.choose`` (everyone at once): ``select(operative=<n>, card=<card>)``,
  card = advance / retreat / interface / download or an item id
- while a card resolves: ``move_to(room=<position>)`` / ``stop``, ``option(n=<i>)``,
  ``target(operative=<n>)``, ``npc(npc=<id>)``
- ``infiltration.npc.order`` (the first player): ``npc(npc=<id>)``

Options (each a catalogued ruling): ``content`` (the tutor's own set), ``tie_break``,
``csx_releases_files``, ``entry_enter``, ``secret_exit``, ``two_player_capture``. The other
rulings are constants, each with its ``ruling`` entry in ``rules.toml``.

Modules, by role (the same names in every game package): ``game`` (the Game class and its
declared parts), ``cards`` (the card kinds, ids and effect vocabulary) with ``card_loader``
(reading and validating a content set; ``content/FORMAT.md`` describes the files),
``facility`` (the networkx room graph), ``board``, ``setup``, ``flow`` (the phases),
``actions`` (legal actions, one check per rule), ``effects`` (what cards do: the table of
steps that the engine's agenda resolves from ``board.stack``), ``scoring``,
``observe``, ``scenario`` (hand-set positions), ``illegal`` (refusals), ``forms``, ``texts``
(card text, actions and events as sentences; ``texts.toml``), ``draw`` (the SVG board),
``determinize`` (hidden states for search bots), ``evaluation``, ``rules_bot`` (the rule-based
bot, from observations only), ``coach_terms``, ``lessons``.
"""

from .game import Infiltration

GAME = Infiltration()

__all__ = ["GAME", "Infiltration"]
