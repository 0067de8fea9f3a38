"""The window is sized from the screen: its scale, its size, and the size and
place kept from last time, fitted to the screen it opens on now."""

import unittest

from mazetk.gui import screen

from .support import GuiTestCase


class FakeRoot:
    """What the sizing asks of a window: its screen, and the geometry it is given."""

    def __init__(self, width=1280, height=1024, dpi=96.0):
        self.width, self.height, self.dpi = width, height, dpi
        self.given = []

    def winfo_fpixels(self, distance):
        assert distance == "1i"
        return self.dpi

    def winfo_screenwidth(self):
        return self.width

    def winfo_screenheight(self):
        return self.height

    def geometry(self, text):
        self.given.append(text)


class SizesTest(unittest.TestCase):
    def test_pixels_follow_the_screens_dots_per_inch(self):
        self.assertEqual(screen.px(FakeRoot(dpi=96), 10), 10)
        self.assertEqual(screen.px(FakeRoot(dpi=192), 10), 20)
        self.assertEqual(screen.px(FakeRoot(dpi=72), 10), 10)  # never smaller than 96 dpi

    def test_the_window_is_never_bigger_than_the_screen(self):
        self.assertEqual(screen.window_size(FakeRoot()), screen.WINDOW)
        self.assertEqual(screen.window_size(FakeRoot(800, 600)), (760, 520))
        big = screen.window_size(FakeRoot(1920, 1080, dpi=192))
        self.assertEqual(big, (1880, 1000))

    def test_a_kept_geometry_is_fitted_to_this_screen(self):
        root = FakeRoot(800, 600)
        screen.restore_geometry(root, "1900x1400+1500+-30")  # kept on a bigger screen
        self.assertEqual(root.given, ["760x520+40+0"])

    def test_a_kept_geometry_never_shrinks_below_the_smallest(self):
        root = FakeRoot()
        screen.restore_geometry(root, "100x50+10+20")
        self.assertEqual(root.given, ["%dx%d+10+20" % screen.SMALLEST])

    def test_no_kept_geometry_or_a_damaged_one_means_the_usual_size(self):
        for kept in (None, "", "wide", "800x600", "12x12+a+b"):
            root = FakeRoot()
            screen.restore_geometry(root, kept)
            self.assertEqual(root.given, ["%dx%d" % screen.WINDOW], kept)


class ScaleTest(GuiTestCase):
    def test_the_scale_follows_tk_scaling(self):
        before = float(self.root.tk.call("tk", "scaling"))
        self.addCleanup(self.root.tk.call, "tk", "scaling", before)
        self.root.tk.call("tk", "scaling", 192 / 72.0)  # a 192 dpi screen
        self.assertAlmostEqual(screen.screen_scale(self.root), 2.0, places=2)
        self.assertEqual(screen.px(self.root, 8), 16)


if __name__ == "__main__":
    unittest.main()
