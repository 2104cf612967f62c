"""The toy game of tests/engine with a rules catalogue, two lessons and a board renderer:
the shared fixture for the lesson runner, bot and widget tests."""
