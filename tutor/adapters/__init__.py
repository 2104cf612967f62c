"""Adapters that put the four games into other ecosystems: OpenSpiel
(``tutor.adapters.openspiel``) and PettingZoo (``tutor.adapters.pettingzoo``), both optional
extras. Nothing in the app imports this package; it reads games only through the engine's
public API (``new_game``, ``legal_actions``, ``apply``, ``observe``, ``determinize``, saves).
"""
