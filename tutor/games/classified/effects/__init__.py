"""Card abilities, one module per set; importing this package registers them all."""

from . import citrine  # noqa: F401
from . import emerald  # noqa: F401
from . import ruby  # noqa: F401
from . import promo  # noqa: F401
