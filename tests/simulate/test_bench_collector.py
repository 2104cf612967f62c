"""The playout table's collector column: CPU time spent in garbage collections while it runs."""

import gc

from benchmarks.collector import CollectorTime


def _cycles(n: int) -> None:
    for _ in range(n):
        a: list = []
        a.append(a)                    # garbage only a collection frees


def test_collections_inside_the_block_are_counted_and_timed():
    with CollectorTime() as spent:
        _cycles(10_000)
        gc.collect()
    assert spent.collections >= 1 and spent.seconds > 0


def test_nothing_is_counted_outside_the_block():
    with CollectorTime() as spent:
        pass
    gc.collect()
    assert spent.collections == 0 and spent.seconds == 0
    assert spent._callback not in gc.callbacks
