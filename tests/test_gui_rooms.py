"""The Room field in the real window (under Xvfb): a square maze's room and
a circle's open centre made on Generate, carried by the code and by a
pasted one, said wrong under the field, and off where a room cannot be."""

from mazetk.maze import build
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class RoomWindowTest(AppTestCase):
    def test_a_room_and_an_open_centre(self):
        a = self.make_app()
        self.set_fields(cols=16, rows=12, seed="r", room="6x4")
        a.maker.generate()
        self.settle()
        self.assertIn("16x12r6x4:", a.panel.vars["code"].get())
        want = build(MazeSpec(16, 12, seed="r", room="6x4"))
        self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
        self.assertEqual(a.doc.maze.goal, want.goal)
        self.set_fields(shape="circle", cols=9, room="3")
        self.root.update()
        self.assertEqual(a.panel.room_label.cget("text"), "Open rings")
        a.maker.generate()
        self.settle()
        self.assertIn("c9r3:", a.panel.vars["code"].get())
        self.assert_no_errors()

    def test_a_room_too_big_is_said_under_its_field(self):
        a = self.make_app()
        self.set_fields(cols=10, rows=8, room="9x2")
        a.maker.generate()
        self.settle()
        self.assertIn("8x6", a.panel.errors["room"].cget("text"))

    def test_off_where_a_room_cannot_be(self):
        a = self.make_app()
        self.set_fields(room="4x3")
        self.set_fields(shape="hex")
        self.root.update()
        self.assertEqual(a.panel.vars["room"].get(), "")
        self.assertTrue(a.panel.widgets["room"].instate(["disabled"]))

    def test_a_pasted_code_shows_its_room(self):
        a = self.make_app()
        self.root.clipboard_clear()
        self.root.clipboard_append("mz2:c10r4:wilson:c:b0:4")
        a.maker.paste_code()
        self.settle()
        self.assertEqual(a.panel.vars["room"].get(), "4")
        self.assertEqual(a.panel.vars["shape"].get(), "circle")
        self.assertIn("c10r4:", a.panel.vars["code"].get())


class UnicursalWindowTest(AppTestCase):
    def test_the_one_path_box(self):
        a = self.make_app()
        self.set_fields(cols=16, rows=12, seed="u", unicursal="1")
        a.maker.generate()
        self.settle()
        self.assertIn("16x12n:", a.panel.vars["code"].get())
        maze = a.doc.maze
        self.assertEqual(len(maze.solve("bfs").path), maze.grid.n)
        self.set_fields(rows=13)
        a.maker.generate()
        self.settle()
        self.assertIs(a.doc.maze, maze)  # an odd size: nothing made, and said why
        self.assertIn("even", a.panel.errors["unicursal"].cget("text"))
        self.set_fields(shape="hex")
        self.root.update()
        self.assertFalse(a.panel.vars["unicursal"].get())
        self.assertTrue(a.panel.unicursal_check.instate(["disabled"]))


class WordWindowTest(AppTestCase):
    def test_the_solution_word_field(self):
        a = self.make_app()
        self.set_fields(cols=40, rows=20, seed="w", word="Yes")
        a.maker.generate()
        self.settle()
        self.assertIn("40x20=YES:", a.panel.vars["code"].get())
        self.assertEqual(a.doc.maze.grid.passages,
                         build(MazeSpec(40, 20, seed="w", word="YES")).grid.passages)
        self.set_fields(word="Longer words")
        a.maker.generate()
        self.settle()
        self.assertIn("at least", a.panel.errors["word"].cget("text"))
        self.set_fields(shape="circle")
        self.root.update()
        self.assertEqual(a.panel.vars["word"].get(), "")
        self.assertTrue(a.panel.widgets["word"].instate(["disabled"]))


class LabyrinthWindowTest(AppTestCase):
    def test_a_labyrinth_chosen_by_name_or_order(self):
        a = self.make_app()
        self.set_fields(algorithm="wilson", labyrinth="cretan7")
        self.root.update()
        self.assertEqual((a.panel.vars["shape"].get(), a.panel.vars["cols"].get()),
                         ("circle", "8"))
        a.maker.generate()
        self.settle()
        self.assertIn("c8o3-2-1-4-7-6-5:", a.panel.vars["code"].get())
        maze = a.doc.maze
        self.assertEqual(len(maze.solve("bfs").path), maze.grid.n)
        self.set_fields(labyrinth="1-3-2")
        a.maker.generate()
        self.settle()
        self.assertIs(a.doc.maze, maze)
        self.assertIn("crosses", a.panel.errors["labyrinth"].cget("text"))

    def test_chartres_and_its_open_centre(self):
        """Chartres takes a centre of 3 open rings, and Rings follow Open
        rings; a Cretan one chosen after it gives the centre back."""
        a = self.make_app()
        self.set_fields(labyrinth="chartres")
        self.root.update()
        v = a.panel.vars
        self.assertEqual((v["shape"].get(), v["cols"].get(), v["room"].get()),
                         ("circle", "14", "3"))
        self.set_fields(room="4")
        self.root.update()
        self.assertEqual(v["cols"].get(), "15")
        a.maker.generate()
        self.settle()
        self.assertIn(":c15r4o5-6-11-10-", v["code"].get())
        maze = a.doc.maze
        self.assertEqual(maze.grid.ring_of(maze.goal)[0], 3)  # where the way enters the centre
        self.assertIn("15-ring circle   ·   Chartres, 11 circuits   ·   generated in",
                      a.doc.summary())
        self.assertEqual(len(maze.solve("bfs").path), maze.grid.n - maze.grid.first[4] + 1)
        self.set_fields(labyrinth="cretan7")
        self.root.update()
        self.assertEqual((v["cols"].get(), v["room"].get()), ("8", ""))
        self.set_fields(labyrinth="chartres")
        self.set_fields(labyrinth="")  # a plain maze again: Chartres's centre goes too
        self.root.update()
        self.assertEqual((v["shape"].get(), v["room"].get()), ("circle", ""))
        self.set_fields(labyrinth="chartres")
        self.set_fields(shape="hex")  # Open rings goes with the circle; the shape stays
        self.root.update()
        self.assertEqual((v["shape"].get(), v["room"].get()), ("hex", ""))
