"""Benchmarks for ``make bench``: engine playout speed and Voila app timings (``python -m benchmarks``)."""
