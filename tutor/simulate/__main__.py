"""``python -m tutor.simulate``: see ``tutor.simulate.cli``."""

import sys

from .cli import main

sys.exit(main())
