"""Card abilities, one module per set, each declaring its own table (``ABILITIES``); here they
are joined, in set order, into the one table the game declares."""

from ..abilities import joined
from . import citrine, emerald, promo, ruby

ABILITIES = joined(citrine.ABILITIES, emerald.ABILITIES, ruby.ABILITIES, promo.ABILITIES)
