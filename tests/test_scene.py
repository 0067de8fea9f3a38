import random
import unittest
from dataclasses import replace

from mazetk import export, scene
from mazetk.scene import palette
from mazetk.maze import build
from mazetk.scene import Polygon, Polyline, Rect, Style
from mazetk.spec import MazeSpec
from tests.pngread import read_png


def covered_walls(sc, maze, style):
    """Which grid walls the scene's wall lines cover: {(r, c, 'N'|'W'|'S'|'E')}."""
    size, t, m = style.cell, style.wall, style.margin
    out = set()
    for item in sc.layer("walls"):
        if item.y0 == item.y1:  # horizontal: the north side of row r
            r = round((item.y0 - m - t / 2.0) / size)
            c0 = round((min(item.x0, item.x1) - m - t / 2.0) / size)
            c1 = round((max(item.x0, item.x1) - m - t / 2.0) / size)
            for c in range(c0, c1):
                out.add((r, c, "N"))
        else:
            c = round((item.x0 - m - t / 2.0) / size)
            r0 = round((min(item.y0, item.y1) - m - t / 2.0) / size)
            r1 = round((max(item.y0, item.y1) - m - t / 2.0) / size)
            for r in range(r0, r1):
                out.add((r, c, "W"))
    return out


def colours_of(items, background):
    """Every colour of ``items``, the background first, in first-use order."""
    seen = {background: None}
    for item in items:
        seen.setdefault(item.fill if isinstance(item, (Rect, Polygon)) else item.color, None)
    return list(seen)


def expected_walls(maze):
    g = maze.grid
    out = set()
    for r in range(g.rows + 1):
        for c in range(g.cols):
            if r < g.rows:
                closed = not g.is_open(g.cell(r, c), 0)
            else:
                closed = not g.is_open(g.cell(r - 1, c), 2)
            if closed:
                out.add((r, c, "N"))
    for c in range(g.cols + 1):
        for r in range(g.rows):
            if c < g.cols:
                closed = not g.is_open(g.cell(r, c), 3)
            else:
                closed = not g.is_open(g.cell(r, c - 1), 1)
            if closed:
                out.add((r, c, "W"))
    return out


class SceneTest(unittest.TestCase):
    def test_walls_are_exactly_the_closed_sides(self):
        for seed in range(8):
            for style in (Style(), Style(cell=9, wall=3, margin=5), Style(cell=4, wall=1, margin=0)):
                m = build(MazeSpec(13, 9, "kruskal", seed=seed, endpoints="random", braid=20))
                sc = scene.build(m, style)
                self.assertEqual(covered_walls(sc, m, style), expected_walls(m))

    def test_runs_are_merged(self):
        m = build(MazeSpec(300, 300, "backtracker", seed=1))
        sc = scene.build(m)
        walls = sc.layer("walls")
        self.assertLess(len(walls), 60000)
        # no two runs on one line touch: they would have been merged
        ends = {}
        for w in walls:
            key = ("h", w.y0) if w.y0 == w.y1 else ("v", w.x0)
            a, b = (w.x0, w.x1) if key[0] == "h" else (w.y0, w.y1)
            ends.setdefault(key, []).append((a, b))
        for spans in ends.values():
            spans.sort()
            for (a0, b0), (a1, b1) in zip(spans, spans[1:]):
                self.assertLess(b0, a1)

    def test_size_and_geometry(self):
        m = build(MazeSpec(1000, 1000, "binary-tree", seed=1))
        sc = scene.build(m, Style(cell=4, wall=1, margin=0))
        self.assertEqual((sc.width, sc.height), (4001, 4001))
        for item in sc.layer("walls")[:1000]:
            x0, y0, x1, y1 = scene.line_box(item)
            for v in (x0, y0, x1, y1):
                self.assertEqual(v, int(v), "wall edges fall on whole pixels")

    def test_solution_line_stays_inside_the_picture_at_any_cell_size(self):
        for look in ("lines", "blocks"):
            for size in (4, 16, 33, 64):
                for margin in (0, 8, 24):
                    maze = build(MazeSpec(6, 5, "backtracker", seed="edge%d" % size))
                    style = Style(look=look, cell=size, margin=margin)
                    sc = scene.build(maze, style, show_solution=True)
                    (line,) = sc.layer("solution")
                    half = line.width / 2.0
                    with self.subTest(look=look, size=size, margin=margin):
                        for x, y in line.points:
                            self.assertTrue(half <= x <= sc.width - half, (x, sc.width))
                            self.assertTrue(half <= y <= sc.height - half, (y, sc.height))
                        # it still leaves the maze through the openings when there is room
                        # (past the first cell's centre, towards the edge)
                        if margin >= size:
                            t = style.validate().wall
                            first = margin + (1.5 * size if look == "blocks"
                                              else t / 2.0 + size / 2.0)
                            self.assertLess(min(min(p) for p in line.points), first)

    def test_solution_layer_follows_the_path(self):
        m = build(MazeSpec(10, 8, "prim", seed=3))
        plain = scene.build(m)
        solved = scene.build(m, show_solution=True)
        self.assertEqual(plain.layer("solution"), [])
        (line,) = solved.layer("solution")
        self.assertIsInstance(line, Polyline)
        self.assertEqual(line.color, "#e00000")
        # every cell of the path lies on the polyline
        style = Style()
        for cell in m.solve("bfs").path:
            r, c = divmod(cell, m.cols)
            x = style.margin + style.wall / 2.0 + c * style.cell + style.cell / 2.0
            y = style.margin + style.wall / 2.0 + r * style.cell + style.cell / 2.0
            self.assertTrue(any(min(a[0], b[0]) <= x <= max(a[0], b[0]) and
                                min(a[1], b[1]) <= y <= max(a[1], b[1])
                                for a, b in zip(line.points, line.points[1:])), (r, c))
        # it leaves through the openings: left of the start, right of the goal
        self.assertLess(line.points[0][0], style.margin + style.wall)
        self.assertGreater(line.points[-1][0], solved.width - style.margin - style.wall)

    def test_blocks_look(self):
        m = build(MazeSpec(6, 4, "eller", seed=2))
        sc = scene.build(m, Style(look="blocks", cell=10, margin=0))
        self.assertEqual((sc.width, sc.height), (130, 90))
        from mazetk.files.mazefile import matrix_lines
        lines = matrix_lines(m)
        filled = set()
        for rect in sc.layer("walls"):
            self.assertIsInstance(rect, Rect)
            for y in range(int(rect.y0) // 10, int(rect.y1) // 10):
                for x in range(int(rect.x0) // 10, int(rect.x1) // 10):
                    self.assertNotIn((y, x), filled, "blocks overlap")
                    filled.add((y, x))
        expected = {(i, j) for i, line in enumerate(lines) for j, ch in enumerate(line)
                    if ch == ord("0")}
        self.assertEqual(filled, expected)

    def test_markers_and_title(self):
        m = build(MazeSpec(5, 5, seed=1))
        sc = scene.build(m, Style(title="Friday puzzle"))
        # a filled start and a ring of four Rects at the goal (issue 13: the
        # two differ by shape in the default palette too, not only by colour)
        self.assertEqual([r.fill for r in sc.layer("markers")], ["#2a9d4b"] + ["#2b6fd6"] * 4)
        (text,) = sc.layer("title")
        self.assertEqual(text.text, "Friday puzzle")
        self.assertEqual(scene.build(m, Style(cell=5, wall=1)).layer("markers"), [])

    def test_bad_style(self):
        for changes, message in [(dict(look="dots"), "lines or blocks"),
                                 (dict(cell=1), "from 2 to 200"), (dict(cell="x"), "whole number"),
                                 (dict(wall=16), "less than the cell"),
                                 (dict(wall_color="red"), "colour like"),
                                 (dict(margin=-1), "from 0"),
                                 (dict(palette="pink"), "palette must be one of")]:
            with self.subTest(**changes):
                with self.assertRaisesRegex(ValueError, message):
                    Style(**changes).validate()


class LazySceneTest(unittest.TestCase):
    def test_lazy_scene_makes_the_same_records_on_every_pass(self):
        maze = build(MazeSpec(17, 11, "kruskal", seed=4, braid=30))
        for style in (Style(), Style(cell=5, wall=2, margin=0, title="T"),
                      Style(look="blocks", cell=4, title="B")):
            for solved in (False, True):
                eager = scene.build(maze, style, show_solution=solved)
                lazy = scene.build(maze, style, show_solution=solved, lazy=True)
                self.assertIsInstance(lazy.items, scene.Records)
                self.assertEqual(list(lazy.items), eager.items)
                self.assertEqual(list(lazy.items), eager.items)  # again: made afresh
                self.assertEqual((lazy.width, lazy.height, lazy.maze_box),
                                 (eager.width, eager.height, eager.maze_box))
                self.assertEqual(lazy.colors(), eager.colors())
                self.assertEqual(lazy.colors(), colours_of(eager.items, eager.background))
                self.assertEqual(list(lazy.parts.walls.records()), eager.layer("walls"))

    def test_palette_when_colours_coincide(self):
        maze = build(MazeSpec(6, 5, seed=1))
        style = Style(start_color="#000000", goal_color="#ffffff", title="x",
                      solution_color="#2a9d4b")
        for solved, look in ((False, "lines"), (True, "lines"), (True, "blocks")):
            sc = scene.build(maze, replace(style, look=look), show_solution=solved)
            self.assertEqual(sc.colors(), colours_of(sc.items, sc.background))

    def test_a_maze_scene_is_its_parts_in_order(self):
        maze = build(MazeSpec(6, 5, seed=1))
        for look in ("lines", "blocks"):
            for cells in (None, {0: "#ff0000", 7: "#00ff00"}):
                sc = scene.build(maze, Style(look=look, title="t"), cells=cells,
                                 show_solution=True)
                under, walls, over = sc.parts
                self.assertEqual(sc.items, list(under) + list(walls.records()) + list(over))
                self.assertEqual({i.layer for i in under}, {"cells"} if cells else set())
                self.assertEqual([i.layer for i in over][-1], "title")
                self.assertEqual(walls.colour, Style().wall_color)


class PaletteSceneTest(unittest.TestCase):
    """A Style's palette colours the whole Scene; start and goal differ by shape."""

    def test_palette_sets_the_colours_left_at_their_defaults(self):
        for name in palette.NAMES:
            style = Style(palette=name.upper()).validate()
            colours = palette.style_colours(name)
            self.assertEqual(style.palette, name)
            self.assertEqual({k: getattr(style, k) for k in colours}, colours)
            self.assertEqual(style.validate(), style)  # validating again changes nothing
            # a colour given explicitly is kept
            kept = Style(palette=name, start_color="#ABCDEF").validate()
            self.assertEqual(kept.start_color, "#abcdef")
            self.assertEqual(kept.goal_color, colours["goal_color"])
        self.assertEqual(Style().validate(), Style(palette="default").validate())

    def test_every_picture_uses_the_palette(self):
        spec = MazeSpec(9, 7, "kruskal", seed=5)
        for shape in ("square", "hex", "triangle"):
            maze = build(spec.replace(shape=shape))
            for name in palette.NAMES:
                p = palette.get(name)
                sc = scene.build(maze, Style(palette=name, title="T"), show_solution=True)
                self.assertEqual(set(sc.colors()),
                                 {p.background, p.wall, p.start, p.goal, p.solution},
                                 (shape, name))
                self.assertEqual(sc.background, p.background)

    def test_goal_is_a_ring_in_every_palette(self):
        # issue 13 changed the default palette's picture on purpose: its goal
        # was a filled square like the start, told apart by colour alone
        maze = build(MazeSpec(8, 6, seed=2))
        for look, cell in (("lines", 16), ("lines", 7), ("blocks", 10)):
            for name in palette.NAMES:
                style = Style(look=look, cell=cell, wall=1, palette=name)
                markers = scene.build(maze, style).layer("markers")
                start, ring = markers[0], markers[1:]
                self.assertEqual(start.fill, style.validate().start_color)
                self.assertEqual(len(ring), 4)
                for r in ring + [start]:  # whole pixels, as every marker
                    self.assertTrue(all(v == int(v) for v in r[:4]), r)
                ring = [Rect(*map(int, r[:4]), r.fill, r.layer) for r in ring]
                # the goal's ring has the outline of the start's square
                gr, gc = divmod(maze.goal, maze.cols)
                sr, sc_ = divmod(maze.start, maze.cols)
                step = cell * (2 if look == "blocks" else 1)
                box = Rect(int(start.x0) + (gc - sc_) * step, int(start.y0) + (gr - sr) * step,
                           int(start.x1) + (gc - sc_) * step, int(start.y1) + (gr - sr) * step,
                           None, None)
                covered = {(x, y) for r in ring for x in range(r.x0, r.x1)
                           for y in range(r.y0, r.y1)}
                every = {(x, y) for x in range(box.x0, box.x1) for y in range(box.y0, box.y1)}
                self.assertLess(covered, every)  # a hole in the middle ...
                self.assertEqual(sum((r.x1 - r.x0) * (r.y1 - r.y0) for r in ring),
                                 len(covered))  # ... and no pixel drawn twice
                edge = {(x, y) for x, y in every if x in (box.x0, box.x1 - 1)
                        or y in (box.y0, box.y1 - 1)}
                self.assertLessEqual(edge, covered)  # the same outline as the square
                self.assertNotIn(((box.x0 + box.x1) // 2, (box.y0 + box.y1) // 2), covered)

    def test_rings_rasterise_as_the_general_rasteriser(self):
        maze = build(MazeSpec(7, 5, seed=9))
        for look in ("lines", "blocks"):
            for name in palette.NAMES:
                sc = scene.build(maze, Style(look=look, palette=name), show_solution=True)
                self.assertEqual(sc.colors(), colours_of(sc.items, sc.background))
                fast = export.png(sc)
                copy = scene.Scene(sc.width, sc.height, sc.background, sc.items, sc.maze_box)
                self.assertEqual(read_png(fast), read_png(export.png(copy)), (look, name))


def scene_distances(maze):
    from mazetk.solve import distances
    return distances(maze.grid, maze.start)


SHAPES = (("square", 9, 7), ("hex", 8, 6), ("triangle", 9, 6), ("circle", 5, 5),
          ("upsilon", 6, 5))


def inside(points, x, y):
    """Even-odd: is ``(x, y)`` inside the polygon ``points``?"""
    found = False
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1]):
        if (ay <= y < by or by <= y < ay) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            found = not found
    return found


class NotByColourAloneTest(unittest.TestCase):
    """Issue 13: the goal differs from the start by shape, the solution can
    be dashed, and a heat map comes with a numbered legend."""

    def test_solution_style_is_checked(self):
        self.assertEqual(Style().validate().solution_style, "solid")
        self.assertEqual(Style(solution_style=" Dashed ").validate().solution_style, "dashed")
        for bad in ("dotted", "", None, 3):
            with self.subTest(bad=bad), self.assertRaisesRegex(
                    ValueError, "^the solution style must be solid or dashed, not "):
                Style(solution_style=bad).validate()

    def test_the_solution_record_says_its_dash_on_every_shape(self):
        for shape, cols, rows in SHAPES:
            maze = build(MazeSpec(cols, rows, seed=4, shape=shape))
            for look in ("lines", "blocks") if shape == "square" else ("lines",):
                solid = Style(look=look)
                dashed = replace(solid, solution_style="dashed")
                with self.subTest(shape=shape, look=look):
                    (plain,) = scene.build(maze, solid, show_solution=True).layer("solution")
                    self.assertIsNone(plain.dash)
                    (line,) = scene.build(maze, dashed, show_solution=True).layer("solution")
                    self.assertEqual(line._replace(dash=None), plain)
                    # whole pixels, sized from the width: 2.5 widths each
                    self.assertEqual(line.dash, (round(2.5 * line.width),) * 2)
                    self.assertEqual(scene.solution_records(maze, dashed), [line])

    def test_dash_pieces_follow_the_pattern_round_corners(self):
        rng = random.Random(5)
        for _ in range(200):
            points = [(0.0, 0.0)]
            for _ in range(rng.randint(1, 6)):
                x, y = points[-1]
                step = rng.choice((1, 2, 5, 7.5, 13))
                points.append((x + step, y) if rng.random() < 0.5 else (x, y + step))
            on, off = rng.choice(((2.0, 2.0), (5.0, 3.0), (1.0, 4.0)))
            pieces = scene.dash_pieces(points, (on, off))
            total = sum(abs(bx - ax) + abs(by - ay)
                        for (ax, ay), (bx, by) in zip(points, points[1:]))
            drawn = [sum(abs(bx - ax) + abs(by - ay) for (ax, ay), (bx, by) in zip(p, p[1:]))
                     for p in pieces]
            self.assertEqual(pieces[0][0], points[0])
            for length in drawn[:-1]:
                self.assertAlmostEqual(length, on)
            self.assertLessEqual(drawn[-1], on + 1e-9)
            whole, rest = divmod(total, on + off)
            self.assertAlmostEqual(sum(drawn), whole * on + min(rest, on))

    def test_the_goal_is_hollow_on_every_shape_in_every_palette(self):
        for shape, cols, rows in SHAPES[1:]:
            maze = build(MazeSpec(cols, rows, seed=4, shape=shape))
            layout = scene.layout_for(maze.grid, Style())
            for name in palette.NAMES:
                with self.subTest(shape=shape, palette=name):
                    start, goal = scene.build(maze, Style(palette=name)).layer("markers")
                    sx, sy = layout.centre(maze.start)
                    gx, gy = layout.centre(maze.goal)
                    self.assertTrue(inside(list(start.points), sx, sy))
                    self.assertFalse(inside(list(goal.points), gx, gy))  # the hole
                    # the ring: ink between the hole and the outline
                    ox, oy = goal.points[0]
                    self.assertTrue(inside(list(goal.points), gx + (ox - gx) * 0.75,
                                           gy + (oy - gy) * 0.75))

    def test_a_heat_map_has_a_legend_with_its_numbers(self):
        from mazetk.analysis import heat_of
        from mazetk.solve import distances
        for shape, cols, rows in SHAPES:
            maze = build(MazeSpec(cols, rows, seed=4, shape=shape))
            far = max(distances(maze.grid, maze.start))
            for name in palette.NAMES:
                style = Style(palette=name)
                with self.subTest(shape=shape, palette=name):
                    plain = scene.build(maze, style, show_solution=True)
                    heat = heat_of(maze, name)
                    sc = scene.build(maze, style, show_solution=True, cells=heat)
                    legend = sc.layer("legend")
                    self.assertEqual(plain.layer("legend"), [])
                    words = [t.text for t in legend if isinstance(t, scene.Text)]
                    self.assertEqual(words[0], "steps from the start")
                    numbers = [int(w) for w in words[1:]]
                    self.assertEqual((numbers[0], numbers[-1]), (0, far))
                    self.assertEqual(numbers, sorted(set(numbers)))
                    self.assertGreaterEqual(len(numbers), 3)
                    # the picture grows under the maze; the legend lies there
                    self.assertEqual(sc.width, plain.width)
                    self.assertGreater(sc.height, plain.height)
                    self.assertEqual(sc.maze_box, plain.maze_box)
                    tops = [t.y - t.size / 2 for t in legend if isinstance(t, scene.Text)]
                    self.assertGreater(min(tops), plain.maze_box[3])
                    # its ramp is the heat map's 48 shades: no colour more
                    shades = {palette.ramp(name, i / 47.0) for i in range(48)}
                    self.assertLessEqual(set(heat.values()), shades)
                    self.assertLessEqual(set(sc.colors()) - set(plain.colors()), shades)
                    # the way and the markers over it still come last, for the window
                    layers = [i.layer for i in sc.items]
                    tail = layers[max(k for k, x in enumerate(layers) if x == "legend") + 1:]
                    self.assertEqual(set(tail), {"solution", "markers"})
                    self.assertEqual(tail[-1], "markers")

    def test_picture_size_counts_the_legend(self):
        from mazetk.analysis import heat_of
        for shape, cols, rows in SHAPES + (("square", 1, 2), ("hex", 2, 2), ("circle", 1, 1)):
            maze = build(MazeSpec(cols, rows, seed=4, shape=shape))
            for style in (Style(), Style(cell=2, wall=1, margin=0), Style(cell=40, title="T"),
                          Style(look="blocks", cell=5)):
                if style.look == "blocks" and shape != "square":
                    continue
                with self.subTest(shape=shape, style=style):
                    sc = scene.build(maze, style, cells=heat_of(maze))
                    self.assertEqual((sc.width, sc.height),
                                     scene.picture_size(maze.grid, style, heat=True))
                    plain = scene.build(maze, style)
                    self.assertEqual((plain.width, plain.height),
                                     scene.picture_size(maze.grid, style))
                    self.assertGreater(sc.height, plain.height)

    def test_a_tiny_maze_has_a_legend_no_wider_than_its_picture(self):
        from mazetk.fonts import strokefont
        from mazetk.analysis import heat_of
        for shape, cols, rows in (("square", 1, 2), ("square", 3, 3), ("hex", 2, 2),
                                  ("triangle", 2, 1), ("circle", 1, 1), ("upsilon", 2, 2),
                                  ("square", 40, 30)):
            maze = build(MazeSpec(cols, rows, seed=4, shape=shape))
            far = max(scene_distances(maze))
            for style in (Style(), Style(cell=2, wall=1), Style(cell=8, margin=0, wall=1)):
                sc = scene.build(maze, style, cells=heat_of(maze))
                texts = [t for t in sc.layer("legend") if isinstance(t, scene.Text)]
                with self.subTest(shape=shape, cols=cols, style=style):
                    spans = [(t.x - strokefont.width(t.text, t.size) / 2.0,
                              t.x + strokefont.width(t.text, t.size) / 2.0) for t in texts]
                    for a, b in spans:
                        self.assertGreaterEqual(a, 0)
                        self.assertLessEqual(b, sc.width)
                    # the numbers: 0 and the farthest at least, in order, never touching
                    numbers = spans[1:]
                    self.assertEqual(texts[1].text, "0")
                    self.assertEqual(texts[-1].text, str(far))
                    for (a0, b0), (a1, b1) in zip(numbers, numbers[1:]):
                        self.assertLess(b0, a1)
                    # the ramp lies under the maze, its frame and ticks in the picture
                    for item in sc.layer("legend"):
                        if isinstance(item, (scene.Rect, scene.Polygon)):
                            xs = ([item.x0, item.x1] if isinstance(item, scene.Rect)
                                  else [x for x, _ in item.points])
                            self.assertGreaterEqual(min(xs), sc.maze_box[0] - 1e-9)
                            self.assertLessEqual(max(xs), sc.maze_box[2] + 1e-9)
                        elif not isinstance(item, scene.Text):
                            xs = ([item.x0, item.x1] if isinstance(item, scene.Line)
                                  else [x for x, _ in item.points])
                            self.assertGreaterEqual(min(xs) - item.width / 2.0, 0)
                            self.assertLessEqual(max(xs) + item.width / 2.0, sc.width)
                    bottom = max(t.y + t.size / 2.0 for t in texts)
                    self.assertLessEqual(bottom, sc.height)

    def test_the_heat_map_says_what_its_legend_needs(self):
        from mazetk.analysis import heat_of
        maze = build(MazeSpec(9, 7, seed=4))
        heat = heat_of(maze, " Colorblind")
        self.assertEqual((heat.far, heat.palette), (max(scene_distances(maze)), "colorblind"))
        self.assertEqual(heat, palette.heat_colours(scene_distances(maze), "colorblind"))
        # its own palette's ramp, whatever the style's: the legend follows the cells
        sc = scene.build(maze, Style(palette="default"), cells=heat)
        ramp = {item.fill for item in sc.layer("legend") if isinstance(item, scene.Rect)}
        self.assertEqual(ramp, {palette.ramp("colorblind", i / 47.0) for i in range(48)})
        # the same colours in a plain dict are a colouring like any other
        self.assertEqual(scene.build(maze, Style(), cells=dict(heat)).layer("legend"), [])

    def test_other_cell_colours_get_no_legend(self):
        for shape in ("square", "hex"):
            maze = build(MazeSpec(6, 5, seed=1, shape=shape))
            sc = scene.build(maze, Style(), cells={0: "#ff0000", 1: "#00ff00"})
            self.assertEqual(sc.layer("legend"), [])
            self.assertEqual((sc.width, sc.height), scene.picture_size(maze.grid, Style()))


if __name__ == "__main__":
    unittest.main()
