"""Tests of the headless lesson layer, and the lesson checks every game shares."""

import pytest

pytest.register_assert_rewrite("tests.lessons.lesson_checks")
