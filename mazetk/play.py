"""Walking a maze by hand: position, trail, moves and score (no Tk here)."""

import time

from .analysis import distances
from .grids import E, N, S, W

DIRECTIONS = {"up": N, "right": E, "down": S, "left": W}


class Walk:
    """A walker from the start to the goal of ``maze``.

    The trail is the way walked so far without loops: stepping back onto the
    previous cell of the trail takes the last step off it.
    """

    def __init__(self, maze, clock=time.monotonic):
        self.maze = maze
        self.grid = maze.grid
        self.clock = clock
        self.trail = [maze.start]
        self.moves = 0
        self.started = None
        self.finished = None
        self.to_goal = distances(self.grid, maze.goal)
        self.shortest = self.to_goal[maze.start]

    @property
    def cell(self):
        return self.trail[-1]

    @property
    def done(self):
        return self.finished is not None

    def can_move(self, slot):
        grid = self.grid
        return grid.is_open(self.cell, slot) and grid.neighbour(self.cell, slot) >= 0

    def move(self, slot):
        """One step through side ``slot``; False (nothing changes) into a wall."""
        if self.done or not self.can_move(slot):
            return False
        if self.started is None:
            self.started = self.clock()
        target = self.grid.neighbour(self.cell, slot)
        if len(self.trail) >= 2 and self.trail[-2] == target:
            self.trail.pop()
        elif target in self.trail:  # closing a loop: the loop leaves the trail
            del self.trail[self.trail.index(target) + 1:]
        else:
            self.trail.append(target)
        self.moves += 1
        if target == self.maze.goal:
            self.finished = self.clock()
        return True

    def run(self, slot):
        """Keep going through ``slot`` and along the corridor until a junction,
        a dead end or the goal.  Returns the number of steps taken."""
        taken = 0
        came_from = None
        grid = self.grid
        while True:
            here = self.cell
            if not self.move(slot):
                break
            taken += 1
            if self.done:
                break
            came_from = grid.match[here * grid.slots + slot]
            exits = [k for k in range(self.grid.slots)
                     if k != came_from and self.can_move(k)]
            if len(exits) != 1:
                break  # a junction or a dead end: the walker decides
            slot = exits[0]
        return taken

    def move_to(self, cell):
        """Step onto a neighbouring ``cell`` (for the mouse); False if walled off."""
        grid = self.grid
        for k in range(grid.slots):
            if grid.neighbour(self.cell, k) == cell:
                return self.move(k)
        return False

    def hint(self):
        """The next cell on the shortest way to the goal (None once there)."""
        if self.cell == self.maze.goal or self.to_goal[self.cell] < 0:
            return None
        here = self.to_goal[self.cell]
        for m in self.grid.open_neighbours(self.cell):
            if self.to_goal[m] == here - 1:
                return m
        return None

    def seconds(self):
        if self.started is None:
            return 0.0
        return (self.finished if self.finished is not None else self.clock()) - self.started

    def score(self):
        """Shortest possible moves / moves made, as a percentage (100 = perfect)."""
        if not self.moves:
            return 0.0
        return round(100.0 * self.shortest / self.moves, 1)
