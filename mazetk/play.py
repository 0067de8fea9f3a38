"""Walking a maze by hand: position, trail, moves and score (no Tk here)."""

import math
import time

from .analysis import distances
from .grids import E, N, S, W
from .i18n import N_, _, ngettext

#: A square cell's side for each straight direction of :data:`VECTORS` (on a
#: square the diagonals mean nothing).  The shell only labels these names.
DIRECTIONS = {"up": N, "right": E, "down": S, "left": W}
#: A cube's faces as a walker is told where it is (:data:`mazetk.grids.cube.FACES`).
FACE_NAMES = (N_("Top"), N_("Left"), N_("Front"), N_("Right"), N_("Back"), N_("Bottom"))
#: Where each walking key points on the screen (y grows downwards).  The
#: diagonals serve the shapes with sloped sides: hex, triangle, upsilon.
VECTORS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0),
           "up-left": (-1, -1), "up-right": (1, -1), "down-left": (-1, 1),
           "down-right": (1, 1)}
#: A side counts as lying "towards" a key's direction within this angle.
CONE = math.radians(67.5)
AMBIGUOUS = -1  # two open sides lie equally near the key's direction
#: Why a walk towards a clicked cell stopped (:meth:`Walk.head_for`).
ARRIVED, AT_GOAL, JUNCTION, CHOOSE, DEAD_END, WALL, LOOP = STOPS = (
    "arrived", "goal", "junction", "choose", "dead end", "wall", "loop")


def slot_toward(grid, cell, direction):
    """The side of ``cell`` a walking key means, on any shape.

    On a square grid and a cube's net the four arrows are the four sides
    and the diagonals mean nothing (None).  Elsewhere it is the open side whose neighbour's
    centre lies nearest the key's direction, within :data:`CONE`; when no
    open side lies there, the nearest closed one (the walker bumps into it).
    :data:`AMBIGUOUS` when two open sides lie equally near (on a hex grid
    Left, between up-left and down-left): the walker does not guess.
    None when no side at all lies that way.
    """
    if grid.kind in ("square", "cube"):  # every face of a cube's net lies the same way up
        return DIRECTIONS.get(direction)
    dx, dy = VECTORS[direction]
    want = math.atan2(dy, dx)
    cx, cy = grid.centre(cell)
    s = grid.slots
    near = []
    for k in range(grid.sides):  # a stair (grids.levels) lies no way on the screen
        other = grid.nbr[cell * s + k]
        if other < 0:
            continue
        ox, oy = grid.centre(other)
        off = abs((math.atan2(oy - cy, ox - cx) - want + math.pi) % (2 * math.pi) - math.pi)
        if off <= CONE:
            near.append((not grid.is_open(cell, k), round(off, 6), k))
    if not near:
        return None
    near.sort()
    if len(near) > 1 and near[0][:2] == near[1][:2] and not near[0][0]:
        return AMBIGUOUS
    return near[0][2]


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
            if len(exits) != 1 or exits[0] >= grid.sides:
                break  # a junction, a dead end or a stair: the walker decides
            slot = exits[0]
        return taken

    def stair(self, up=True):
        """Take the stair up (or down) from here: ``None`` where the maze has
        one floor, else whether there was one to take."""
        grid = self.grid
        if grid.up is None:
            return None
        return self.move(grid.up if up else grid.up + 1)

    def move_to(self, cell):
        """Step onto a neighbouring ``cell`` (for the mouse); False if walled off."""
        grid = self.grid
        for k in range(grid.slots):
            if grid.neighbour(self.cell, k) == cell:
                return self.move(k)
        return False

    def towards(self, target, limit=None):
        """Walk along open passages towards ``target`` (a cell the mouse
        points at), each step to the open neighbour nearest it, while the steps
        bring the walker nearer; stops at a wall in the way.  Returns the
        number of steps taken."""
        grid = self.grid
        tx, ty = grid.centre(target)
        taken = 0
        limit = limit if limit is not None else 4 * (grid.cols + grid.rows)
        while taken < limit and self.cell != target and not self.done:
            x, y = grid.centre(self.cell)
            best, best_d = None, (x - tx) ** 2 + (y - ty) ** 2 - 1e-9
            for m in grid.open_neighbours(self.cell):
                mx, my = grid.centre(m)
                d = (mx - tx) ** 2 + (my - ty) ** 2
                if d < best_d:
                    best, best_d = m, d
            if best is None or not self.move_to(best):
                break
            taken += 1
        return taken

    def head_for(self, target):
        """Walk towards ``target`` (a cell clicked) along open passages as far
        as the way goes without a choice; returns ``(steps, why)``, ``why``
        one of :data:`STOPS`.

        Each step goes on along a corridor (one way on: no choice, even where
        it bends away from the click), from the middle of a corridor the way
        whose next cell lies nearer the click, and at a junction the one way
        nearest the click if it brings the walker nearer.  It stops on the
        click, at the goal, at a junction where no way leads nearer, where
        two ways lie as near the click, at a dead end, before a wall between
        it and a clicked neighbour, or where the way would come back round a
        loop onto a cell walked this time.
        """
        grid = self.grid
        tx, ty = grid.centre(target)

        def away(cell):
            x, y = grid.centre(cell)
            return (x - tx) ** 2 + (y - ty) ** 2

        taken, came, walked = 0, None, {self.cell}
        while True:
            here = self.cell
            if here == target:
                return taken, ARRIVED
            if self.done:
                return taken, AT_GOAL
            step, why = self._way_on(here, came, walked, target, away)
            if step is None:
                return taken, why
            self.move_to(step)
            walked.add(step)
            came, taken = here, taken + 1

    def _way_on(self, here, came, walked, target, away):
        """``head_for``'s next cell from ``here`` (entered from ``came``), or
        None and why the walker stops there."""
        grid = self.grid
        ways = [m for m in grid.open_neighbours(here) if m != came]
        fresh = sorted((away(m), m) for m in ways if m not in walked)
        if len(ways) == 1 and fresh:
            return fresh[0][1], None  # along a corridor: no choice
        if not ways:
            return None, DEAD_END
        if not fresh:
            return None, LOOP
        # in a corridor, its end nearer the click; at a junction, the way
        # nearest the click if it leads nearer; never one of two as near
        tie = len(fresh) >= 2 and fresh[1][0] - fresh[0][0] < 1e-9
        leads = came is None and len(ways) == 2 or fresh[0][0] < away(here) - 1e-9
        if leads and not tie:
            return fresh[0][1], None
        if target in grid.nbr[here * grid.slots:(here + 1) * grid.slots]:
            return None, WALL
        return None, CHOOSE if leads else JUNCTION

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


def where(grid, cell):
    """Where ``cell`` is, in the grid's own words: row and column on the
    shapes made of rows, ring and cell on a circle (counted from 1, the
    cells clockwise from the top); a masked grid's cells keep the full
    grid's place."""
    if grid.kind == "masked":
        grid, cell = grid.full, grid.cells[cell]
    if grid.kind == "circle":
        ring, index = grid.ring_of(cell)
        if ring == 0:
            return _("The centre")
        return _("Ring %(ring)d, cell %(cell)d") % {"ring": ring, "cell": index + 1}
    if grid.kind == "cube":
        face, row, col = grid.place(cell)
        return _("%(face)s face, row %(row)d, column %(col)d") % {
            "face": _(FACE_NAMES[face]), "row": row + 1, "col": col + 1}
    if grid.levels > 1:
        level, row, col = grid.place(cell)
        return _("Floor %(level)d, row %(row)d, column %(col)d") % {
            "level": level + 1, "row": row + 1, "col": col + 1}
    row, col = grid.rc(cell)
    return _("Row %(row)d, column %(col)d") % {"row": row + 1, "col": col + 1}


def what(maze, cell):
    """What ``cell`` is to a walker: the start, the goal, or by its open
    sides a dead end (one), a corridor (two) or a junction (more)."""
    if cell == maze.start:
        return _("the start")
    if cell == maze.goal:
        return _("the goal")
    ways = maze.grid.degree(cell)
    if ways == 0:
        return _("a closed cell")
    if ways == 1:
        return _("a dead end")
    if ways == 2:
        return _("a corridor")
    return ngettext("a junction with %(n)d way", "a junction with %(n)d ways", ways) % {
        "n": ways}


def describe(maze, cell):
    """One short sentence saying where ``cell`` is and what it is, for the
    status line after each step: "Row 3, column 4: a junction with 3 ways." """
    said = _("%(where)s: %(what)s.") % {"where": where(maze.grid, cell),
                                       "what": what(maze, cell)}
    stairs = stairs_here(maze.grid, cell)
    return said if not stairs else "%s %s" % (said, stairs)


def stairs_here(grid, cell):
    """What stairs leave ``cell`` open, as a sentence ("" for none)."""
    if grid.up is None:
        return ""
    up, down = (grid.is_open(cell, k) and grid.neighbour(cell, k) >= 0
                for k in (grid.up, grid.up + 1))
    if up and down:
        return _("Stairs lead up and down.")
    if up:
        return _("A stair leads up.")
    if down:
        return _("A stair leads down.")
    return ""
