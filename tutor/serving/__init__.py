"""What the Voila server adds in front of the kernels: the websocket's frame checks and guard,
the plain pages a learner sees instead of an error, and the guard against bad paths.

Server side only: ``voila_app.py`` and the serving benchmarks import it; the engines, widgets
and the static site never do (it needs tornado and jupyter_server)."""
