"""Work off the event loop: Task threads (no Tk); the work the window gives them is
test_work's."""

import threading
import unittest

from mazetk.gui.tasks import Task


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


if __name__ == "__main__":
    unittest.main()
