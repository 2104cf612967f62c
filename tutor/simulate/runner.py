"""``run``: many games between bots, in this process, on a local process pool or on Dask.

Every game's seed derives from the run's seed and the game's index only, so the table is the
same whatever the number of workers or the backend.
"""

from __future__ import annotations

import math
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed

from ..bots import game_of
from . import seats as seat_specs
from .play import MAX_DECISIONS, play_chunk
from .progress import progress_bar
from .table import Results

CHUNKS_PER_WORKER = 8
SCHEDULER_TIMEOUT = 5        # seconds to wait for a Dask scheduler to answer


def run(game, seats, games: int, options: dict | None = None, seed: int = 0,
        workers: int = 1, client=None, progress=True, chunk: int | None = None,
        rotate: bool = False, max_decisions: int = MAX_DECISIONS) -> Results:
    """Play ``games`` games of ``game`` (a name or a loaded game) between ``seats`` (one bot
    spec per seat, see ``tutor.simulate.seats``) and return one row per game.

    ``rotate`` moves the bots one seat round between games (game i seats bot k in seat
    (k + i) mod players), so each bot plays each seat, and each role where seats have roles.
    A game still going after ``max_decisions`` decisions is stopped and recorded as truncated.
    ``workers`` > 1 uses a local process pool (in a browser, on Pyodide, this process);
    ``client`` (a ``dask.distributed.Client`` or a
    scheduler address) runs the games on that Dask cluster instead. ``progress`` shows a tqdm
    bar (terminal, JupyterLab or Voila); ``False`` shows none, and a function is called as
    ``progress(done, total)`` after each part of the work instead."""
    game = game_of(game)
    for name, value in (("games", games), ("workers", workers), ("max_decisions", max_decisions)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{name} must be a positive whole number, not {value!r}")
    game.check_players(len(seats))
    options = game.validate_options(options)
    parsed = seat_specs.check(seats, game)
    chunks = _chunks(games, workers, chunk, client)
    task = (game.name, parsed, options, seed, bool(rotate), max_decisions)
    rows: list[dict] = []
    with progress_bar(games, f"{game.name} games", progress) as bar:
        for part in _execute(task, chunks, workers, client):
            rows += part
            bar.update(len(part))
    rows.sort(key=lambda r: r["index"])
    return Results(game.name, [seat_specs.seat_label(s) for s in parsed], seed, rows,
                   rotate=bool(rotate), max_decisions=max_decisions)


def _chunks(games: int, workers: int, chunk: int | None, client) -> list[list[int]]:
    """Game indexes split into tasks, small enough to show progress and balance load."""
    if chunk is None:
        parallel = 1 if client is None and workers == 1 else max(workers, 1)
        chunk = max(1, math.ceil(games / (parallel * CHUNKS_PER_WORKER)))
    return [list(range(i, min(i + chunk, games))) for i in range(0, games, chunk)]


def _execute(task: tuple, chunks: list[list[int]], workers: int, client, work=play_chunk):
    """Yield ``work(*task, indexes)`` for every chunk as it finishes, on the chosen backend
    (``work`` must be a module-level function, so that worker processes can import it)."""
    if client is not None:
        yield from _on_dask(task, chunks, client, work)
    elif workers == 1 or not processes_available():
        for indexes in chunks:
            yield work(*task, indexes)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(work, *task, indexes) for indexes in chunks]
            for future in as_completed(futures):
                yield future.result()


def processes_available() -> bool:
    """Whether this Python can start worker processes: not in a browser (Pyodide, as on the
    static Voici site), where a run with ``workers`` > 1 plays its games in this process."""
    return sys.platform not in ("emscripten", "wasi")


def map_chunks(work, task: tuple, games: int, workers: int = 1, client=None,
               chunk: int | None = None):
    """Yield ``work(*task, indexes)`` over games 0..``games``-1 split into chunks, on the same
    workers as ``run`` (in this process, a local process pool, or Dask): for other per-game
    jobs than a bots' table, such as the soak test."""
    yield from _execute(task, _chunks(games, workers, chunk, client), workers, client, work)


def _on_dask(task: tuple, chunks: list[list[int]], client, work=play_chunk):
    """Run the chunks on a Dask cluster (``client`` or a scheduler address)."""
    from dask.distributed import as_completed as dask_completed
    own = isinstance(client, str)
    if own:
        client = connect(client)
    try:
        futures = [client.submit(work, *task, indexes, pure=False) for indexes in chunks]
        for future in dask_completed(futures):
            yield future.result()
    finally:
        if own:
            client.close()


def connect(address: str, timeout: float | None = None):
    """A Dask client of the scheduler at ``address``; ConnectionError in one line when Dask is
    missing or no scheduler answers within ``timeout`` seconds (``SCHEDULER_TIMEOUT``)."""
    timeout = SCHEDULER_TIMEOUT if timeout is None else timeout
    try:
        from dask.distributed import Client
    except ImportError:
        raise ConnectionError("running on a Dask scheduler needs Dask: "
                              "pip install 'rules-tutor[cluster]'") from None
    try:
        return Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as error:
        raise ConnectionError(f"no Dask scheduler answered at {address} within {timeout:g} s "
                              f"({type(error).__name__})") from None
