"""What a window part gives back to Tk when it closes (Tk shell).

tkinter deletes a widget's own callbacks when the widget is destroyed, but
not a variable's traces: each trace is a Tcl command holding its Python
function, and through it the part that made it, so neither the command nor
the part is ever freed (a reference cycle through Tcl, which Python's
collector cannot see).  A part that traces variables calls
:func:`drop_traces` when it closes.  Nor does tkinter delete the commands
of ``bind_class``: :func:`bind_class` gives them back with their widget.

A closed window's widgets still hold one another (a part keeps its
children, each child its master): only the cycle collector frees them.
Left to its own time it may run in a task's worker thread, where a tkinter
variable's or image's ``__del__`` calls Tcl from the wrong thread ("main
thread is not in main loop", after waiting a second for each).  So a
window calls :func:`collect` once it is destroyed: its cycles go at once,
on the Tk thread (a full collection takes some 10-30 ms).
"""

import gc


def drop_traces(variables):
    """Remove every trace of each Tk variable in ``variables`` (and its command)."""
    for var in variables:
        try:
            traces = var.trace_info()
        except Exception:  # the interpreter is gone: nothing left to give back
            continue
        for modes, command in traces:
            var.trace_remove(modes, command)


def collect():
    """Free what a window just closed left in reference cycles, now, on this
    (the Tk) thread."""
    gc.collect()


def bind_class(owner, tag, bindings):
    """Bind each ``(sequence, handler)`` of ``bindings`` to the class ``tag``
    until ``owner`` is destroyed; then the bindings and their Tcl commands go."""
    made = [(sequence, owner.bind_class(tag, sequence, handler))
            for sequence, handler in bindings]

    def give_back(event):
        if event.widget is owner:
            for sequence, command in made:
                owner.tk.call("bind", tag, sequence, "")
                owner._root().deletecommand(command)
            made[:] = []
    owner.bind("<Destroy>", give_back, add="+")
