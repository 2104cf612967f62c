"""Simulation: many games between bots, reproducible by seed, on a local process pool or on a
Dask cluster, with progress bars and matplotlib plots (``tutor.simulate.plots``).

>>> from tutor import simulate
>>> table = simulate.run("classified", ["rules", "random"], games=200, seed=1, workers=2)
>>> print(table.summary())
"""

from .runner import run
from .stats import first_player_rate, wilson, win_rates
from .table import Results

__all__ = ["Results", "first_player_rate", "run", "wilson", "win_rates"]
