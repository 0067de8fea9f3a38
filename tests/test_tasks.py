"""Work off the event loop: Task threads, the one poller that hands their
results to the Tk thread and the window's task runner (the work the window
gives them is test_work's)."""

import threading
import time
import unittest

from mazetk.gui.tasks import Poller, Task, TaskRunner

from .support import GuiTestCase


def finished(task, timeout=30):
    task.join(timeout)
    assert task.done, "the task did not end"
    return task


class TaskTest(unittest.TestCase):
    def test_result_and_progress(self):
        def job(task):
            for i in range(5):
                task.step(i / 4.0, "step %d" % i)
            task.step(7.0)  # clamped
            return "made"
        task = finished(Task(job, "Job").start())
        self.assertEqual((task.result, task.error, task.cancelled), ("made", None, False))
        self.assertEqual((task.fraction, task.text), (1.0, "step 4"))

    def test_error_is_kept_with_details(self):
        def job(task):
            raise ValueError("bad input")
        task = finished(Task(job).start())
        self.assertIsInstance(task.error, ValueError)
        self.assertIn("bad input", task.details)
        self.assertIsNone(task.result)

    def test_cancel_stops_the_work_at_its_next_step(self):
        started, steps = threading.Event(), []

        def job(task):
            started.set()
            while True:
                task.step()
                steps.append(1)
        task = Task(job).start()
        self.assertTrue(started.wait(10))
        task.cancel()
        finished(task)
        self.assertTrue(task.cancelled)
        self.assertIsNone(task.error)
        count = len(steps)
        task.join(0.05)
        self.assertEqual(len(steps), count)

    def test_gc_is_back_on_after_a_task(self):
        import gc
        self.assertTrue(gc.isenabled())
        finished(Task(lambda task: 1).start())
        self.assertTrue(gc.isenabled())

    def test_garbage_from_before_a_task_is_still_collected(self):
        """Issue 21: a closed window's reference cycles must not outlive it
        because a task finished meanwhile (gc.freeze kept them forever)."""
        import gc
        import weakref

        class Node:
            pass
        node = Node()
        node.me = node  # a cycle: only the collector frees it
        gone = weakref.ref(node)
        del node
        finished(Task(lambda task: 1).start())
        gc.collect()
        self.assertIsNone(gone(), "a cycle made before the task was kept forever")
        self.assertEqual(gc.get_freeze_count(), 0)


def stepping(steps, gate=None, fail=None):
    """Work of ``steps`` steps; with ``gate`` (an Event) it waits at each
    for it; with ``fail`` it raises that at the end."""
    def work(task):
        for i in range(steps):
            if gate is not None:
                gate.wait(10)
            task.step((i + 1) / steps, "Step %d" % (i + 1))
        if fail is not None:
            raise fail
        return "made"
    return work


def until_idle(root, part, timeout=30):
    """Run the Tk loop until ``part`` is no longer busy; whether it still is."""
    deadline = time.time() + timeout
    while part.busy() and time.time() < deadline:
        root.update()
        time.sleep(0.005)
    return part.busy()


class PollerTest(GuiTestCase):
    """What a task comes to is handed over on the Tk thread, once."""

    def setUp(self):
        super().setUp()
        self.heard = []
        self.poller = Poller(self.root)

    def close_parts(self):
        self.poller.drop()

    def run_task(self, work):
        on_tk = threading.current_thread()

        def hook(name):
            def record(*args):
                self.assertIs(threading.current_thread(), on_tk)
                self.heard.append((name,) + args)
            return record

        self.poller.run(work, done=hook("done"), failed=hook("failed"),
                        stopped=hook("stopped"), progress=hook("progress"))

    def wait(self):
        self.assertFalse(until_idle(self.root, self.poller), "the task did not end")

    def test_progress_then_the_result(self):
        self.run_task(stepping(3))
        self.assertTrue(self.poller.busy())
        self.wait()
        self.assertEqual(self.heard[-1], ("done", "made"))
        self.assertEqual(self.heard[-2], ("progress", 1.0, "Step 3"))
        self.assertEqual({h[0] for h in self.heard[:-1]}, {"progress"})

    def test_an_error_comes_with_its_details(self):
        self.run_task(stepping(1, fail=ValueError("no room")))
        self.wait()
        name, error, details = self.heard[-1]
        self.assertEqual((name, str(error)), ("failed", "no room"))
        self.assertIn("ValueError: no room", details)

    def test_cancel_stops_the_work_and_says_so(self):
        gate = threading.Event()
        self.run_task(stepping(5, gate))
        self.poller.cancel()
        gate.set()
        self.wait()
        self.assertEqual(self.heard[-1], ("stopped",))
        self.assertNotIn("done", [h[0] for h in self.heard])

    def test_after_drop_nothing_more_is_heard(self):
        gate = threading.Event()
        self.run_task(stepping(5, gate))
        task = self.poller.task
        self.poller.drop()
        gate.set()
        task.join(10)
        self.root.update()
        self.assertFalse(self.poller.busy())
        self.assertEqual(self.heard, [])
        self.assertTrue(task.cancelled)

    def test_a_new_task_replaces_the_one_that_runs(self):
        gate = threading.Event()
        self.run_task(stepping(5, gate))
        first = self.poller.task
        self.run_task(stepping(1))
        gate.set()
        self.wait()
        self.assertTrue(first.cancelled)
        self.assertEqual(self.heard[-1], ("done", "made"))
        self.assertEqual([h for h in self.heard if h[0] != "progress"], [("done", "made")])


class FakeStatus:
    """What the runner shows in the status bar."""

    def __init__(self):
        self.line, self.progress, self.notes = "", None, ["a note"]

    def set(self, text):
        self.line = text

    def clear_note(self):
        self.notes = []

    def show_progress(self, fraction):
        self.progress = fraction

    def hide_progress(self):
        self.progress = None


class TaskRunnerTest(GuiTestCase):
    def setUp(self):
        super().setUp()
        self.status, self.errors, self.after_errors = FakeStatus(), [], []
        self.runner = TaskRunner(self.root, self.status, self.errors.append,
                                 lambda: self.after_errors.append(True))

    def close_parts(self):
        self.runner.drop()

    def wait(self):
        self.assertFalse(until_idle(self.root, self.runner), "the task did not end")

    def test_progress_in_the_status_bar_then_the_result(self):
        results = []
        self.assertTrue(self.runner.run(Task(stepping(2)), results.append, "Generating"))
        self.assertEqual((self.status.line, self.status.progress, self.status.notes),
                         ("Generating…", 0, []))
        self.wait()
        self.assertEqual(results, ["made"])
        self.assertIsNone(self.status.progress)
        self.assertEqual(self.status.line, "Step 2…")

    def test_an_error_is_one_sentence_after_the_status_is_put_back(self):
        self.runner.run(Task(stepping(1, fail=ValueError("the maze is too big"))),
                        self.fail, "Generating")
        self.wait()
        self.assertEqual(self.after_errors, [True])
        self.assertEqual(self.errors, ["The maze is too big."])
        self.assertIsNone(self.status.progress)

    def test_cancel_says_so_and_runs_the_parts_own_cancel(self):
        gate, undone = threading.Event(), []
        self.runner.run(Task(stepping(3, gate)), self.fail, "Opening",
                        on_cancel=lambda: undone.append(True))
        self.assertTrue(self.runner.cancel())
        gate.set()
        self.root.update()
        self.assertEqual((self.status.line, self.status.progress, undone),
                         ("Cancelled.", None, [True]))
        self.assertFalse(self.runner.busy())
        self.assertFalse(self.runner.cancel(), "nothing left to cancel")

    def test_while_a_maze_is_made_other_work_waits(self):
        gate, results = threading.Event(), []
        self.runner.run(Task(stepping(2, gate)), results.append, "Generating", replaces=True)
        self.assertTrue(self.runner.making_maze())
        self.assertFalse(self.runner.run(Task(stepping(1)), self.fail, "Counting"))
        self.assertIn("Still busy", self.status.line)
        gate.set()
        self.wait()
        self.assertEqual(results, ["made"])
        self.assertFalse(self.runner.making_maze())


if __name__ == "__main__":
    unittest.main()
