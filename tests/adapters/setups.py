"""The set-ups the adapter tests cover: every game at every player count."""

from tutor import games

SETUPS = [(name, n) for name in games.names()
          for n in range(games.load(name).min_players, games.load(name).max_players + 1)]
IDS = [f"{name}-{n}p" for name, n in SETUPS]
