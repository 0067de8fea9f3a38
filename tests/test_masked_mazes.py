"""Mazes cut to a mask, on every shape: the engine, codes and drawing.

The spanning-tree check here is independent of the engine: it reads the
passages back as pairs of *full-grid* cells and checks them against the
full grid's own neighbour table and the mask.
"""

import random
import unittest

from mazetk import grids
from mazetk.masks import mask as masks
from mazetk import scene
from mazetk.analysis import heat_of
from mazetk.generate import ALGORITHMS
from mazetk.grids.masked import MaskedGrid
from mazetk.maze import build
from mazetk.scene.sloped import UNIT
from mazetk.scene import Style
from mazetk.solve import SOLVERS
from mazetk.spec import MazeSpec

from mazetk.grids import SHAPES
ANY_GRAPH = [name for name, algo in ALGORITHMS.items() if not algo.square_only]


def size_of(shape):
    return (7, 7) if shape == "circle" else (16, 12)


def masks_for(shape):
    """A ring with a hole, two blobs joined by a one-cell bridge, and two
    pieces (the larger is kept), as masks of the shape's full grid."""
    cols, rows = size_of(shape)
    full = grids.make(shape, cols, rows)
    w, h = full.extent()
    cx, cy = w / 2.0, h / 2.0
    r = min(w, h) / 2.0
    ring, blobs, pieces = (bytearray(full.n) for _ in range(3))
    for c in range(full.n):
        x, y = full.centre(c)
        d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5
        ring[c] = 0.3 * r < d < 0.95 * r
        left = ((x - w * 0.25) ** 2 + (y - cy) ** 2) ** 0.5 < 0.22 * min(w, h)
        right = ((x - w * 0.75) ** 2 + (y - cy) ** 2) ** 0.5 < 0.22 * min(w, h)
        pieces[c] = left or (((x - w * 0.75) ** 2 + (y - cy) ** 2) ** 0.5 < 0.12 * min(w, h))
        blobs[c] = left or right
    # the bridge: the cells on the straight line between the blobs' centres
    a = full.cell_at(w * 0.25, cy)
    b = full.cell_at(w * 0.75, cy)
    here = a
    while here != b:
        blobs[here] = 1
        bx, by = full.centre(b)
        here = min((m for m in full.nbr[here * full.slots:(here + 1) * full.slots] if m >= 0),
                   key=lambda m: (full.centre(m)[0] - bx) ** 2 + (full.centre(m)[1] - by) ** 2)
    blobs[b] = 1
    out = []
    for on in (ring, blobs, pieces):
        out.append(masks.Mask(shape, cols, rows, on))
    return out


def full_pairs(maze):
    """The passages as ``{(a, b)}`` of full-grid cells, ``a < b``."""
    g = maze.grid
    pairs = set()
    for i in range(g.n):
        for k in range(g.slots):
            m = g.nbr[i * g.slots + k]
            if g.passages[i] >> k & 1 and m >= 0:
                a, b = g.cells[i], g.cells[m]
                pairs.add((min(a, b), max(a, b)))
    return pairs


class MaskedMazeTest(unittest.TestCase):
    def check_tree(self, maze, on, perfect=True):
        full = maze.grid.full
        kept = [c for c in range(full.n) if on[c]]
        self.assertEqual(len(kept), maze.grid.n)
        pairs = full_pairs(maze)
        for a, b in pairs:
            self.assertTrue(on[a] and on[b], (a, b))
            self.assertIn(b, full.nbr[a * full.slots:(a + 1) * full.slots], (a, b))
        if perfect:
            self.assertEqual(len(pairs), len(kept) - 1)
        # connected: a walk over the pairs from the first kept cell reaches all
        links = {}
        for a, b in pairs:
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
        seen = {kept[0]}
        todo = [kept[0]]
        for c in todo:
            for m in links.get(c, ()):
                if m not in seen:
                    seen.add(m)
                    todo.append(m)
        self.assertEqual(len(seen), len(kept))

    def test_every_graph_generator_makes_a_spanning_tree_of_the_mask(self):
        for shape in SHAPES:
            cols, rows = size_of(shape)
            full = grids.make(shape, cols, rows)
            for mask in masks_for(shape):
                kept, dropped = masks.keep_largest(mask, full)
                code = masks.encode(mask)
                for name in ANY_GRAPH:
                    with self.subTest(shape=shape, algorithm=name, cells=kept.count()):
                        maze = build(MazeSpec(cols, rows, name, seed="m-" + name, shape=shape,
                                              mask=code))
                        self.check_tree(maze, kept.on)

    def test_braid_keeps_it_one_piece_and_solvers_find_the_way(self):
        for shape in SHAPES:
            cols, rows = size_of(shape)
            for mask in masks_for(shape)[:2]:
                code = masks.encode(mask)
                maze = build(MazeSpec(cols, rows, "wilson", seed="b", shape=shape, mask=code,
                                      braid=60, endpoints="random"))
                kept = masks.keep_largest(mask, grids.make(shape, cols, rows))[0]
                self.check_tree(maze, kept.on, perfect=False)
                best = len(maze.solve("bfs").path)
                for solver in SOLVERS:
                    found = maze.solve(solver)
                    if not found.found:
                        continue  # a wall follower may circle an island of a braid
                    path = found.path
                    self.assertEqual((path[0], path[-1]), (maze.start, maze.goal))
                    for a, b in zip(path, path[1:]):
                        self.assertIn(b, maze.grid.open_neighbours(a))
                    if solver in ("bfs", "astar"):
                        self.assertEqual(len(path), best)

    def test_corners_lie_on_the_masks_edge_and_open_there(self):
        for shape in SHAPES:
            cols, rows = size_of(shape)
            for mask in masks_for(shape):
                maze = build(MazeSpec(cols, rows, "backtracker", seed="c", shape=shape,
                                      mask=masks.encode(mask)))
                g = maze.grid
                for end in (maze.start, maze.goal):
                    opened = [k for k in g.border_slots(end) if g.is_open(end, k)]
                    if shape == "circle" and end == maze.start and not g.border_slots(end):
                        continue  # as in a whole circle, the way may start at the centre
                    self.assertEqual(len(opened), 1, (shape, end))
                self.assertNotEqual(maze.start, maze.goal)

    def test_the_code_rebuilds_the_same_masked_maze(self):
        for shape in SHAPES:
            cols, rows = size_of(shape)
            mask = masks_for(shape)[1]
            maze = build(MazeSpec(cols, rows, "prim", seed="code", shape=shape,
                                  mask=masks.encode(mask), endpoints="farthest"))
            self.assertIn("+", maze.code)
            again = build(maze.code)
            self.assertEqual(again.grid.passages, maze.grid.passages)
            self.assertEqual((again.start, again.goal), (maze.start, maze.goal))
            self.assertEqual(again.code, maze.code)

    def test_square_only_generators_are_refused_with_a_mask(self):
        mask = masks_for("square")[0]
        for name, algo in ALGORITHMS.items():
            if algo.square_only:
                with self.assertRaisesRegex(ValueError, "masked"):
                    MazeSpec(16, 12, name, seed="x", mask=masks.encode(mask)).validate()

    def test_bad_masks_are_clear_errors(self):
        with self.assertRaisesRegex(ValueError, "mask"):
            MazeSpec(16, 12, seed="x", mask="not a mask!").validate()
        empty = masks.encode(masks.Mask("square", 16, 12, bytearray(16 * 12)))
        with self.assertRaisesRegex(ValueError, "no cell"):
            MazeSpec(16, 12, seed="x", mask=empty).validate()
        other = masks.encode(masks_for("square")[0])
        with self.assertRaises(ValueError):  # a mask of 16 x 12 cells on a 20 x 12 maze
            MazeSpec(20, 12, seed="x", mask=other).validate()
        with self.assertRaisesRegex(ValueError, "mask after"):
            MazeSpec.from_code("mz2:16x12+:prim:c:b0:1")

    def test_json_keeps_full_numbers_and_reads_back(self):
        import json
        from mazetk.files import mazefile
        for shape in SHAPES:
            cols, rows = size_of(shape)
            mask = masks_for(shape)[0]
            maze = build(MazeSpec(cols, rows, "wilson", seed="j", shape=shape,
                                  mask=masks.encode(mask), endpoints="random"))
            text = mazefile.to_json(maze, solution=True)
            doc = json.loads(text)
            kept = masks.keep_largest(mask, grids.make(shape, cols, rows))[0]
            self.assertEqual(doc["shape"], shape)
            self.assertEqual(doc["mask"], kept.lines())
            self.assertEqual(doc["cells"], kept.n)
            self.assertEqual({tuple(p) for p in doc["passages"]}, full_pairs(maze))
            self.assertEqual(doc["start_cell"], maze.grid.cells[maze.start])
            self.assertEqual(doc["solution_cells"],
                             [maze.grid.cells[c] for c in maze.solve("bfs").path])
            self.assertNotIn("matrix", doc)
            back = mazefile.from_json(text)
            self.assertEqual(back.grid.passages, maze.grid.passages)
            self.assertEqual((back.start, back.goal), (maze.start, maze.goal))
            self.assertEqual(back.code, maze.code)
            # without the code, the file alone says the same maze
            del doc["code"]
            alone = mazefile.from_json(json.dumps(doc))
            self.assertEqual(list(alone.grid.cells), list(maze.grid.cells))
            self.assertEqual(alone.grid.passages, maze.grid.passages)

    def test_json_that_disagrees_with_its_mask_is_refused(self):
        import json
        from mazetk.files import mazefile
        maze = build(MazeSpec(16, 12, "prim", seed="r", mask=masks.encode(masks_for("square")[0])))
        doc = json.loads(mazefile.to_json(maze))
        del doc["code"]
        off = next(c for c in range(16 * 12) if c not in set(maze.grid.cells))

        def refused(change, words):
            bad = json.loads(json.dumps(doc))
            change(bad)
            with self.assertRaisesRegex(ValueError, words):
                mazefile.from_json(json.dumps(bad))

        refused(lambda d: d["passages"].append([off, off + 1]), "not in the mask")
        refused(lambda d: d.update(start_cell=off, start=[off // 16, off % 16]),
                "not in the mask")
        refused(lambda d: d["mask"].__setitem__(0, "X?" + d["mask"][0][2:]), "found")
        refused(lambda d: d["mask"].append("X" * 16), "x 13|pieces")
        two = list(doc["mask"])
        two[0] = "X" + two[0][1:]  # a lone cell in the corner: a second piece
        refused(lambda d: d.update(mask=two), "pieces")
        refused(lambda d: d.update(matrix=["1"]), "matrix")

    def test_statistics_heat_map_and_play_work_on_a_mask(self):
        from mazetk import analysis
        from mazetk.maze import statistics
        from mazetk.play import VECTORS, Walk, slot_toward
        for shape in SHAPES:
            cols, rows = size_of(shape)
            maze = build(MazeSpec(cols, rows, "backtracker", seed="s", shape=shape,
                                  mask=masks.encode(masks_for(shape)[1])))
            stats = statistics(maze)
            self.assertEqual(stats["cells"], maze.grid.n)
            self.assertEqual(stats["passages"], maze.grid.n - 1)
            self.assertEqual(stats["solution_length"], len(maze.solve("bfs").path))
            heat = analysis.heat_of(maze)
            self.assertEqual(sorted(heat), list(range(maze.grid.n)))
            walk = Walk(maze)
            path = maze.solve("bfs").path
            for here, there in zip(path, path[1:]):  # by keys, as in the window
                want = maze.grid.slot_towards(here, there)
                key = next(d for d in VECTORS if slot_toward(maze.grid, here, d) == want)
                self.assertTrue(walk.move(slot_toward(maze.grid, here, key)))
            self.assertTrue(walk.done)

    def test_the_animation_steps_make_the_same_masked_maze(self):
        from mazetk.maze import stepper
        for shape in SHAPES:
            cols, rows = size_of(shape)
            for name in ANY_GRAPH:
                spec = MazeSpec(cols, rows, name, seed="a", shape=shape,
                                mask=masks.encode(masks_for(shape)[0])).validate()
                grid, steps = stepper(spec)
                try:
                    while True:
                        next(steps)
                except StopIteration as stop:
                    grown = stop.value
                self.assertEqual(grown.grid.passages, build(spec).grid.passages, (shape, name))

    def test_masked_tables_are_the_full_grids_renumbered(self):
        # built with slices and byte masks; here cell by cell, on random masks
        # that touch every edge, keep single cells and whole rows
        rng = random.Random(9)
        for shape in SHAPES:
            for cols, rows in ((1, 1), (1, 5), (6, 1), (2, 2), (9, 7), (23, 17)):
                if shape == "triangle" and cols == 1 and rows > 2:
                    continue
                full = grids.make(shape, cols, rows)
                for share in (0.3, 0.7, 1.0):
                    on = bytes(rng.random() < share for _ in range(full.n))
                    if not any(on):
                        continue
                    grid = MaskedGrid(full, on, checked=True)  # its tables, pieces and all
                    cells = [c for c in range(full.n) if on[c]]
                    new = {c: i for i, c in enumerate(cells)}
                    self.assertEqual(list(grid.cells), cells)
                    self.assertEqual(list(grid.index), [new.get(c, -1) for c in range(full.n)])
                    s = full.slots
                    for i, c in enumerate(cells):
                        for k in range(s):
                            m = full.nbr[c * s + k]
                            want = m if m < 0 else new.get(m, -1)
                            self.assertEqual(grid.nbr[i * s + k], want, (shape, cols, rows, c, k))
                            self.assertEqual(grid.match[i * s + k], full.match[c * s + k])

    def test_a_mask_in_pieces_is_refused_by_the_grid(self):
        # Wilson's walk, among others, would wait for ever for a cell it cannot reach
        for shape in SHAPES:
            for mask in masks_for(shape):
                full = mask.grid()
                kept, dropped = masks.keep_largest(mask, full)
                MaskedGrid(full, kept.on)  # one piece: taken
                if dropped:
                    with self.assertRaises(ValueError) as caught:
                        MaskedGrid(full, mask.on)
                    self.assertIn("pieces", str(caught.exception))
                else:
                    MaskedGrid(full, mask.on)
            full = grids.make(shape, *size_of(shape))
            on = bytearray(full.n)
            on[0] = on[full.n - 1] = 1  # two lone cells far apart
            self.assertRaises(ValueError, MaskedGrid, full, on)

    def test_masked_grid_geometry_is_the_full_grids(self):
        rng = random.Random(5)
        for shape in SHAPES:
            cols, rows = size_of(shape)
            full = grids.make(shape, cols, rows)
            on = bytearray(rng.random() < 0.7 for _ in range(full.n))
            g = MaskedGrid(full, on, checked=True)  # its geometry, pieces and all
            for i in range(g.n):
                c = g.cells[i]
                self.assertEqual(g.centre(i), full.centre(c))
                self.assertEqual(g.cell_at(*full.centre(c)), i)
                for k in range(g.slots):
                    m = full.nbr[c * full.slots + k]
                    want = (g.index[m] if on[m] else grids.BORDER) if m >= 0 else m
                    self.assertEqual(g.nbr[i * g.slots + k], want)
            for c in range(full.n):
                if not on[c]:
                    self.assertEqual(g.cell_at(*full.centre(c)), -1)

    def test_a_masked_maze_is_drawn_with_its_walls_round_the_mask(self):
        for shape in SHAPES:
            cols, rows = size_of(shape)
            maze = build(MazeSpec(cols, rows, "backtracker", seed="d", shape=shape,
                                  mask=masks.encode(masks_for(shape)[0])))
            sc = scene.build(maze, Style(cell=12), show_solution=True)
            self.assertTrue(sc.smooth)
            self.assertTrue(sc.layer("walls"))
            self.assertEqual(len(sc.layer("solution")), 1)
            self.assertEqual(len(sc.layer("markers")), 2)


def brute_box(full, on):
    """The box round every corner of every kept cell's polygon."""
    xs, ys = [], []
    for c in range(full.n):
        if on[c]:
            for x, y in full.polygon(c):
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def off_centre(shape):
    """Masks whose figure lies off to one side of a wide grid: a heart, a
    blob at the right edge, and a random mask's largest piece."""
    cols, rows = (9, 9) if shape == "circle" else (30, 12)
    full = grids.make(shape, cols, rows)
    w, h = full.extent()
    blob = bytearray(full.n)
    for c in range(full.n):
        x, y = full.centre(c)
        blob[c] = ((x - w * 0.8) ** 2 + (y - h * 0.3) ** 2) ** 0.5 < 0.2 * min(w, h)
    rng = random.Random(shape)
    noise = masks.Mask(shape, cols, rows, bytes(rng.random() < 0.6 for _ in range(full.n)))
    return full, [masks.outline("heart", full), masks.Mask(shape, cols, rows, blob),
                  masks.keep_largest(noise, full)[0]]


class CroppedPictureTest(unittest.TestCase):
    """Every picture of a masked maze holds its figure and the margin, no more."""

    def test_the_box_is_the_box_round_the_kept_cells(self):
        rng = random.Random(3)
        for shape in SHAPES:
            for cols, rows in ((1, 1), (2, 3), (9, 7), (17, 11)):
                if shape == "triangle" and cols == 1 and rows > 2:
                    continue
                full = grids.make(shape, cols, rows)
                for share in (0.05, 0.4, 1.0):
                    on = bytes(rng.random() < share for _ in range(full.n))
                    if not any(on):
                        continue
                    box = MaskedGrid(full, on, checked=True).bounds()
                    want = brute_box(full, on)
                    for got, exact in zip(box, want):  # a circle's arcs: exact, not sampled
                        self.assertAlmostEqual(got, exact, delta=0.02 if shape == "circle"
                                               else 1e-9, msg=(shape, cols, rows, on))

    def test_pictures_are_the_figure_and_the_margin(self):
        from tests.pngread import read_png
        from xml.etree import ElementTree
        from mazetk.export import eps, plotter, png, svg
        for shape in SHAPES:
            full, cases = off_centre(shape)
            for mask in cases:
                maze = build(MazeSpec(full.cols, full.rows, "backtracker", seed="c",
                                      shape=shape, mask=masks.encode(mask)))
                x0, y0, x1, y1 = brute_box(full, mask.on)
                for style in (Style(cell=10, wall=2, margin=12), Style(cell=7, wall=1, margin=4)):
                    unit = style.cell * UNIT[shape]
                    sc = scene.build(maze, style, show_solution=True)
                    where = (shape, mask, style.cell)
                    self.assertAlmostEqual(sc.width, 2 * style.margin + style.wall
                                           + (x1 - x0) * unit, delta=1.01, msg=where)
                    self.assertAlmostEqual(sc.height, 2 * style.margin + style.wall
                                           + (y1 - y0) * unit, delta=1.01, msg=where)
                    self.assertEqual(scene.picture_size(maze.grid, style),
                                     (sc.width, sc.height))
                    width, height, rows = read_png(png(sc))
                    self.assertEqual((width, height), (sc.width, sc.height))
                    white = (255, 255, 255)
                    for line in (rows[0], rows[-1], [r[0] for r in rows],
                                 [r[-1] for r in rows]):
                        self.assertEqual(set(line), {white}, where)
                    reach = style.margin + style.wall + 1
                    dark = [(x, y) for y, row in enumerate(rows) for x, px in enumerate(row)
                            if sum(px) < 3 * 100]
                    self.assertLessEqual(min(x for x, y in dark), reach, where)
                    self.assertLessEqual(min(y for x, y in dark), reach, where)
                    self.assertGreaterEqual(max(x for x, y in dark), width - 1 - reach, where)
                    self.assertGreaterEqual(max(y for x, y in dark), height - 1 - reach, where)
                    root = ElementTree.fromstring(svg(sc))
                    self.assertEqual((root.get("width"), root.get("height")),
                                     (str(sc.width), str(sc.height)))
                    self.assertIn(("0 0 %d %d R" % (sc.width, sc.height)).encode("ascii"),
                                  eps(sc))  # the background: the whole picture
                plot = ElementTree.fromstring(plotter.plotter_svg(maze, cell_mm=5))
                unit = 5 * UNIT[shape]
                self.assertAlmostEqual(float(plot.get("width")[:-2]),
                                       2 * plotter.MARGIN_MM + (x1 - x0) * unit, delta=0.05)
                sc = scene.build(maze, Style(cell=10), cells=heat_of(maze))
                self.assertEqual(sc.width, scene.picture_size(maze.grid, Style(cell=10))[0])

    def test_a_worksheet_places_the_figure(self):
        from mazetk.export.pdfbook import worksheet
        for shape in SHAPES:
            full, cases = off_centre(shape)
            maze = build(MazeSpec(full.cols, full.rows, "backtracker", seed="w", shape=shape,
                                  mask=masks.encode(cases[0])))
            data = b"".join(worksheet(maze, key=True))
            self.assertTrue(data.startswith(b"%PDF"), shape)


if __name__ == "__main__":
    unittest.main()
