"""The text audit: everything a learner reads in the lessons, the rule panels, the explorers and
random games of the four games, in English and Japanese, checked for broken sentences and internal
references (``checks``). ``python -m widgets.textaudit`` prints its findings per check and
game; tests/widgets/test_textaudit.py runs it in ``make test``."""

from .audit import GAMES, audit, audit_catalogue
from .checks import CHECKS, NAMES, findings, numbering
from .explorers import audit_explorer
from .games import audit_games
from .lessons import audit_lessons
from .tally import Tally

__all__ = ["CHECKS", "GAMES", "NAMES", "Tally", "audit", "audit_catalogue", "audit_explorer",
           "audit_games", "audit_lessons", "findings", "numbering"]
