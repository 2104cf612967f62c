"""What the Voila server adds in front of the kernels: the websocket's frame checks and guard,
the plain pages a learner sees instead of an error, and the guard against bad paths."""
