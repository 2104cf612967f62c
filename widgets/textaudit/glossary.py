"""Words a sentence may hold in the other language's script: names and terms each game prints
in Latin letters on its Japanese components too (company names, abbreviations of its own
vocabulary, letters a card's text names a number by), and names known in their own letters
(a source, the language a save file can be read in)."""

from __future__ import annotations

from functools import cache

SHARED = frozenset({"Board Game Arena", "Python"})

GAMES: dict[str, frozenset] = {
    # "N" and "k": the numbers Peek N and Rumour's text name ("ピークN", "その番号をkとします");
    # a ruling quotes the English card text it follows.
    "classified": frozenset({"N", "k", "another card"}),
    # the six companies keep their names on the Japanese cards
    "persona": frozenset({"Biolife", "Cosmoco", "Jihui", "Delacruz", "SJT", "Lumni"}),
    # the agent's agency and the POW disc, printed so on the Japanese components
    "rednotice": frozenset({"FBI", "POW"}),
    # NPC, the EMP grenade, the robot CSX-13, the IT help desk, the AI core, the secret room S (the
    # V-shaped facility, "V字"; its position is drawn "S" as the floors are "1F", "2F")
    "infiltration": frozenset({"NPC", "EMP", "CSX-13", "CSX", "IT", "AI", "V字",
                                  "S"}),
}


@cache
def allowed(game: str) -> frozenset:
    """The glossary of ``game`` (with the shared words)."""
    return SHARED | GAMES.get(game, frozenset())
