"""The window gives back what its dialogs take (issue 21): opening and closing
the Print studio, the mask editor, Keyboard shortcuts and Statistics again
and again leaves no Tcl command, no Python memory and no process memory
behind.

The goal is 100 cycles of each within 15 MB; the test runs 30 and holds
each dialog to its share of that goal a cycle (15 MB / 400 cycles).
"""

import gc
import os
import time
import tracemalloc
import unittest

from .test_app import AppTestCase

CYCLES = 30
#: What one open-and-close of one dialog may leave behind.
PER_CYCLE = 15e6 / 400


def rss():
    """The process's resident memory in bytes (Linux), or None elsewhere."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


class OpenAndCloseTest(AppTestCase):
    def commands(self):
        return len(self.root.tk.splitlist(self.root.tk.call("info", "commands")))

    def settle_until(self, done, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.root.update()
            if done():
                self.root.update()
                return
            time.sleep(0.002)
        self.fail("did not settle in %d s" % timeout)

    def cycle(self, kind):
        a = self.app
        if kind == "studio":
            a.commands.invoke("studio")
            self.settle_until(lambda: not a.studio.busy())
            self.assertTrue(a.studio.is_open())
            a.studio.close()
        elif kind == "mask":
            self.settle()  # the editor waits for the maze being made
            a.mask.var.set(True)
            a.mask.switched()
            self.root.update()
            self.assertTrue(a.mask.active(), a.status.text())
            a.mask.var.set(False)
            a.mask.switched()
            self.settle()
        elif kind == "shortcuts":
            dialog = a.show_shortcuts()
            self.root.update()
            self.assertTrue(dialog.winfo_viewable())
            dialog.close_button.invoke()
        elif kind == "stats":
            a.tabs.select(a.stats_panel)
            self.root.update()
            a.tabs.select(a.panel)
        self.root.update()

    def test_every_dialog_gives_back_what_it_took(self):
        self.make_app()
        kinds = ("studio", "mask", "shortcuts", "stats")
        for kind in kinds:  # the first time fills caches, fonts, styles
            self.cycle(kind)
            self.cycle(kind)
        # the process first, with nothing watching (tracemalloc takes memory itself)
        gc.collect()
        start_rss, commands = rss(), self.commands()
        for kind in kinds:
            for _ in range(CYCLES):
                self.cycle(kind)
        gc.collect()
        # an after() of the main window may be pending, so allow one
        self.assertLessEqual(self.commands() - commands, 1,
                             "Tcl commands left behind by %d cycles of each" % CYCLES)
        if start_rss is not None:
            grown = rss() - start_rss
            self.assertLess(grown, len(kinds) * CYCLES * PER_CYCLE,
                            "the process grew %.1f MB" % (grown / 1e6))
        # then Python's own memory, a dialog at a time
        tracemalloc.start()
        self.addCleanup(tracemalloc.stop)
        for kind in kinds:
            gc.collect()
            commands, traced = self.commands(), tracemalloc.get_traced_memory()[0]
            for _ in range(CYCLES // 2):
                self.cycle(kind)
            gc.collect()
            with self.subTest(kind=kind):
                self.assertLessEqual(self.commands() - commands, 1, "Tcl commands left behind")
                grown = tracemalloc.get_traced_memory()[0] - traced
                self.assertLess(grown, CYCLES // 2 * PER_CYCLE,
                                "%.2f MB of Python memory after %d cycles"
                                % (grown / 1e6, CYCLES // 2))

if __name__ == "__main__":
    unittest.main()
