"""Does every writer give the same bytes on every Python?  A check to run by hand.

    python3 tests/same_bytes.py                  # the Pythons under ~/.pyenv/versions
    python3 tests/same_bytes.py PY1 PY2 ...      # these interpreters

Each interpreter writes the same mazes (every shape, masked ones, several
seeds; every format, with and without the solution, dashed, the JSON laid
out; books of every shape) into a folder of its own; the files are then compared by SHA-256 and
every file that differs is named.  Exit status 1 when any differs.  With
``--write DIR`` this script is the writer run by each interpreter.
"""

import glob
import hashlib
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORTED = ("3.8", "3.9", "3.10", "3.11", "3.12", "3.13")

#: (shape, size, extra flags), each written for every seed.
MAZES = [("square", "14x10", []), ("hex", "11x9", []), ("triangle", "13x8", []),
         ("circle", "7", []), ("upsilon", "10x8", []),
         ("square", "16x16", ["--outline", "heart"]), ("hex", "14x12", ["--outline", "hexagon"]),
         ("triangle", "16x12", ["--outline", "circle"]),
         ("circle", "9", ["--outline", "heart"]), ("upsilon", "14x12", ["--outline", "heart"]),
         ("square", "12x9", ["--braid", "60", "--endpoints", "farthest"]),
         ("hex", "9x9", ["--endpoints", "random", "--algorithm", "wilson"]),
         ("circle", "6", ["--endpoints", "farthest", "--braid", "100"])]
SEEDS = ("1", "2", "3", "4", "5")
PICTURES = "png,ps,svg,pdf,plotter,json"


def write(folder):
    """Write every maze of the check into ``folder``."""
    sys.path.insert(0, ROOT)
    from mazetk.cli import main
    from contextlib import redirect_stdout
    import io
    runs = []
    for shape, size, extra in MAZES:
        for seed in SEEDS:
            formats = PICTURES + (",txt,ascii" if shape == "square" and "--outline" not in extra
                                  else "")
            if "--outline" in extra:
                formats += ",mask"
            base = ["generate", "--shape", shape, "--size", size, "--seed", seed] + extra
            runs.append(base + ["--format", formats, "--solution"])
            runs.append(base + ["--format", "png,svg,plotter,json", "--solution",
                                "--solution-style", "dashed", "--palette", "colorblind",
                                "--thick-walls", "--json-indent", "2"])
    for shape, size in (("square", "8x8..14x10"), ("hex", "6x6..10x8"),
                        ("triangle", "8x6..12x8"), ("circle", "4..7"), ("upsilon", "6x6..9x8")):
        runs.append(["book", os.path.join(folder, "book-%s.pdf" % shape), "--shape", shape,
                     "--size", size, "--count", "4", "--per-page", "2", "--seed", "9",
                     "--title", "Same bytes", "--title-page", "--page", "a4"])
    for args in runs:
        if args[0] == "generate":
            args = args + ["--out", folder]
        with redirect_stdout(io.StringIO()):
            status = main(args)
        if status:
            raise SystemExit("failed: %s" % " ".join(args))


def hashes(folder):
    found = {}
    for path in sorted(glob.glob(os.path.join(folder, "*"))):
        with open(path, "rb") as f:
            found[os.path.basename(path)] = hashlib.sha256(f.read()).hexdigest()
    return found


def main(argv):
    if argv[:1] == ["--write"]:
        write(argv[1])
        return 0
    pythons = argv or sorted(
        p for p in glob.glob(os.path.expanduser("~/.pyenv/versions/*/bin/python"))
        if any(os.path.basename(os.path.dirname(os.path.dirname(p))).startswith(v + ".")
               for v in SUPPORTED))
    results = {}
    with tempfile.TemporaryDirectory(prefix="mazetk-same-") as top:
        for i, python in enumerate(pythons):
            folder = os.path.join(top, str(i))
            os.mkdir(folder)
            env = dict(os.environ, PYTHONHASHSEED=str(i + 1), LANGUAGE="en")
            subprocess.run([python, os.path.abspath(__file__), "--write", folder],
                           check=True, env=env, stderr=subprocess.DEVNULL)
            results[python] = hashes(folder)
    first = pythons[0]
    names = sorted(set().union(*results.values()))
    differ = [n for n in names if len({r.get(n) for r in results.values()}) > 1]
    for python in pythons:
        print("%s: %d files, %s" % (python, len(results[python]), hashlib.sha256(
            "".join("%s %s\n" % kv for kv in sorted(results[python].items())).encode()
        ).hexdigest()[:16]))
    print("%d files compared on %d Pythons: %d differ" % (len(names), len(pythons), len(differ)))
    for name in differ:
        print("  %s: %s" % (name, ", ".join(
            "%s=%s" % (os.path.basename(os.path.dirname(os.path.dirname(p))),
                       results[p].get(name, "missing")[:12]) for p in pythons)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
