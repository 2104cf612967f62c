"""The engine's toy game with a rules catalogue attached."""

from pathlib import Path

from tests.engine.toy_game import CHALLENGE, CONCEDE, FIGHT, KEEP, PASS, SWAP, Toy

__all__ = ["CHALLENGE", "CONCEDE", "FIGHT", "GAME", "KEEP", "PASS", "SWAP"]


class TutorialToy(Toy):
    """The toy game, citing rules from ``toy_rules.toml``."""

    catalogue_file = str(Path(__file__).with_name("toy_rules.toml"))
    _catalogue = None


GAME = TutorialToy()
