"""What the window's settings panel holds, as a plain dataclass (no Tk here).

``Settings.validate()`` returns a clean copy or raises :class:`FieldError`
naming the field, so the panel can show the message right beside it.
"""

from dataclasses import asdict, dataclass, fields, replace

from .generate import ALGORITHMS
from .scene import LOOKS, Style
from .solve import SOLVERS
from .spec import MazeSpec

#: Largest cell size the panel offers (pixels); the zoom goes further.
MAX_CELL = 64


class FieldError(ValueError):
    """A bad value in one field: ``field`` names it, ``str()`` says what is allowed."""

    def __init__(self, field, message):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Settings:
    cols: object = 20
    rows: object = 15
    cell: object = 24
    algorithm: str = "backtracker"
    param: object = 50
    braid: object = 0
    endpoints: str = "corners"
    seed: object = ""
    look: str = "lines"
    solver: str = "bfs"
    show_solution: bool = False
    difficulty: str = "any"
    min_share: object = 0
    heat_map: bool = False
    #: The pipeline version of the maze code being shown (None: the current
    #: one), so a pasted or opened older code rebuilds the very same maze.
    version: object = None
    #: The cell shape (see :data:`mazetk.spec.SHAPES`); a circle's size is cols.
    shape: str = "square"

    def validate(self):
        """A clean copy (ints, known names); FieldError for the first bad field."""
        def check(field, make):
            try:
                return make()
            except ValueError as exc:
                raise FieldError(field, str(exc)) from None

        shape = check("shape", lambda: MazeSpec(shape=self.shape).validate().shape)
        cols = check("cols", lambda: MazeSpec(cols=self.cols, rows=1).validate().cols)
        rows = check("rows", lambda: MazeSpec(cols=1, rows=self.rows).validate().rows)
        check("rows", lambda: MazeSpec(cols=cols, rows=rows).validate())
        check("cols", lambda: MazeSpec(cols=cols, rows=rows, shape=shape).validate())
        algorithm = check("algorithm", lambda: MazeSpec(algorithm=self.algorithm).validate()
                          .algorithm)
        check("algorithm", lambda: MazeSpec(algorithm=algorithm, shape=shape).validate())
        param = self.param
        if ALGORITHMS[algorithm].param is not None:
            param = check("param", lambda: MazeSpec(algorithm=algorithm, param=self.param)
                          .validate().param)
        else:
            try:
                param = int(str(param).strip())
            except ValueError:
                param = Settings.param
        braid = check("braid", lambda: MazeSpec(braid=self.braid).validate().braid)
        endpoints = check("endpoints", lambda: MazeSpec(endpoints=self.endpoints).validate()
                          .endpoints)
        seed = str(self.seed if self.seed is not None else "").strip()
        if seed:
            check("seed", lambda: MazeSpec(seed=seed).validate())
        look = str(self.look).strip().lower()
        if look not in LOOKS:
            raise FieldError("look", "look must be lines or blocks")
        if look != "lines" and shape != "square":
            raise FieldError("look", "the %s look is for square mazes only" % look)
        cell = check("cell", lambda: _whole_in(self.cell, "cell size", 2, MAX_CELL, "px"))
        solver = str(self.solver).strip()
        if solver not in SOLVERS:
            raise FieldError("solver", "unknown solver %r" % solver)
        difficulty = str(self.difficulty).strip().lower()
        if difficulty not in DIFFICULTIES:
            raise FieldError("difficulty", "difficulty must be any, easy, medium or hard")
        min_share = check("min_share", lambda: _percent(self.min_share, "the minimum way", 90))
        version = self.version
        if version is not None:
            version = check("version", lambda: MazeSpec(version=self.version).validate().version)
        return Settings(cols, rows, cell, algorithm, param, braid, endpoints, seed, look,
                        solver, bool(self.show_solution), difficulty, min_share,
                        bool(self.heat_map), version, shape)

    @property
    def target(self):
        """``(level or None, min_share)``: what Generate looks for, if anything."""
        level = None if self.difficulty == "any" else self.difficulty
        return level, self.min_share

    def problems(self):
        """``{field: message}`` for every bad field (empty when all are good)."""
        out = {}
        base = Settings()
        for name in ("shape", "cols", "rows", "cell", "algorithm", "param", "braid",
                     "endpoints", "seed", "look", "solver", "difficulty", "min_share"):
            trial = replace(base, **{name: getattr(self, name)})
            if name == "param":
                trial = replace(trial, algorithm=self.algorithm)
            elif name == "algorithm":
                trial = _with_default_param(trial)
            try:
                trial.validate()
            except FieldError as exc:
                out.setdefault(exc.field, str(exc))
        if not out:
            try:
                self.validate()
            except FieldError as exc:
                out[exc.field] = str(exc)
        return out

    def spec(self):
        """The MazeSpec of these (validated) settings; a blank seed draws a new one."""
        param = self.param if ALGORITHMS[self.algorithm].param is not None else None
        spec = MazeSpec(self.cols, self.rows, self.algorithm, param, self.seed or None,
                        self.endpoints, self.braid, shape=self.shape)
        if self.version is not None:
            spec = replace(spec, version=self.version)
        return spec.validate()

    def style(self, cell=None):
        """The Style for pictures at ``cell`` pixels (default: the panel's size)."""
        size = self.cell if cell is None else cell
        return Style(look=self.look, cell=size, wall=wall_for(size),
                     margin=max(4, min(24, size))).validate()

    def with_spec(self, spec):
        """These settings, changed to show ``spec`` (a pasted code, an opened file)."""
        return replace(self, cols=spec.cols, rows=spec.rows, algorithm=spec.algorithm,
                       param=spec.param if spec.param is not None else self.param,
                       braid=spec.braid, endpoints=spec.endpoints, seed=spec.seed,
                       version=spec.version, shape=spec.shape,
                       look="lines" if spec.shape != "square" else self.look)

    def to_dict(self):
        return asdict(self)

    @classmethod
    def from_dict(cls, data):
        """Settings from saved data: unknown keys ignored, each bad value replaced
        by its default, so a damaged file never stops the window from opening."""
        clean = cls()
        if not isinstance(data, dict):
            return clean
        for f in fields(cls):
            if f.name in data:
                candidate = replace(clean, **{f.name: data[f.name]})
                if f.name == "algorithm":  # its own parameter comes next
                    candidate = _with_default_param(candidate)
                try:
                    candidate.validate()
                except (ValueError, TypeError):
                    continue
                clean = candidate
        return clean.validate()


DIFFICULTIES = ("any", "easy", "medium", "hard")


def _with_default_param(settings):
    """``settings`` with its algorithm's default parameter (where it has one)."""
    algo = ALGORITHMS.get(str(settings.algorithm).strip())
    if algo is None or algo.param is None:
        return settings
    return replace(settings, param=algo.param.default)


def _percent(value, what, high):
    return _whole_in(value, what, 0, high, "%")


def _whole_in(value, what, low, high, unit):
    from .spec import _int
    number = _int(value, what)
    if not low <= number <= high:
        raise ValueError("%s must be from %d to %d %s, not %d" % (what, low, high, unit,
                                                                 number))
    return number


def wall_for(cell):
    """Wall thickness that suits a cell size: thin, but never thicker than a third."""
    return max(1, min(cell // 3, round(cell / 8.0)))

