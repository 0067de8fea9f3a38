"""Invariant checks shared by the tests (no Tk here)."""

from mazetk.solve import OPEN_SLOTS


def reachable(grid, source=0):
    """Cells reachable from ``source`` through passages."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    seen = {source}
    todo = [source]
    while todo:
        c = todo.pop()
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[c * s + k]
            if m >= 0 and m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


def check_consistent(test, grid):
    """Every passage is open from both sides."""
    s, nbr, pas, opp = grid.slots, grid.nbr, grid.passages, grid.opp
    for c in range(grid.n):
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[c * s + k]
            if m >= 0:
                test.assertTrue(pas[m] >> opp[k] & 1,
                                "passage %d->%d is open on one side only" % (c, m))


def check_perfect(test, grid, openings=0):
    """A perfect maze: consistent, connected, a tree, and ``openings`` holes in the border."""
    check_consistent(test, grid)
    test.assertEqual(len(reachable(grid)), grid.n, "not every cell is reachable")
    test.assertEqual(grid.passage_count(), grid.n - 1, "a perfect maze has n-1 passages")
    holes = sum(1 for c in range(grid.n) for k in OPEN_SLOTS[grid.passages[c]]
                if grid.nbr[c * grid.slots + k] < 0)
    test.assertEqual(holes, openings, "unexpected openings in the outer wall")


def check_path(test, grid, path, start, goal):
    """``path`` runs from start to goal through open passages, no cell twice."""
    test.assertEqual(path[0], start)
    test.assertEqual(path[-1], goal)
    test.assertEqual(len(set(path)), len(path), "the path visits a cell twice")
    for a, b in zip(path, path[1:]):
        k = grid.slot_towards(a, b)
        test.assertTrue(grid.is_open(a, k), "the path walks through a wall %d->%d" % (a, b))
