"""Headless tests of the shared widgets and of each game's app."""

import pytest

pytest.register_assert_rewrite("tests.widgets.app_checks")
