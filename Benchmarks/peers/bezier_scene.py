"""Reads the Bezier reference scene's description (the format gen_bezier_scene.py documents) into
plain Python objects, and evaluates its motion: shared by gen_bezier_lottie.py and thorvg_bezier.py.
Standard library only."""
import math


class Shape:
    """One line of the description: centre, alpha, motion, box, path, fill and stroke."""

    def __init__(self, words):
        self.words = words
        self.cx, self.cy = self.number(), self.number()
        self.expect("alpha")
        self.alpha = self.number()
        self.expect("move")
        self.move = [self.number() for _ in range(4)]
        self.expect("rotate")
        self.angle, self.speed = self.number(), self.number()
        self.expect("box")
        self.box = [self.number() for _ in range(3)]
        self.expect("path")
        segments = int(self.word())
        self.start = (self.number(), self.number())
        self.segments = [tuple(self.number() for _ in range(6)) for _ in range(segments)]
        self.expect("fill")
        self.fill_kind = self.word()
        if self.fill_kind == "solid":
            self.fill = [self.number() for _ in range(3)]
        else:
            self.fill = [self.number() for _ in range(4 if self.fill_kind == "linear" else 3)]
            self.stops = [[self.number() for _ in range(4)] for _ in range(int(self.word()))]
        self.expect("stroke")
        first = self.word()
        self.stroke = None if first == "none" else [float(first), self.number(), self.number()]
        del self.words

    def word(self):
        return self.words.pop(0)

    def number(self):
        return float(self.word())

    def expect(self, name):
        found = self.word()
        if found != name:
            raise ValueError(f"expected {name}, found {found}")

    def centre(self, t):
        """The centre at time t seconds: out along two legs in 1 s, back in 1 s."""
        u = math.fmod(t, 2.0)
        if u > 1:
            u = 2 - u
        dx1, dy1, dx2, dy2 = self.move
        if u <= 0.5:
            return self.cx + dx1 * 2 * u, self.cy + dy1 * 2 * u
        v = 2 * u - 1
        return self.cx + dx1 + (dx2 - dx1) * v, self.cy + dy1 + (dy2 - dy1) * v

    def rotation(self, t):
        """The angle at time t seconds, radians, clockwise on screen (y down)."""
        return self.angle + self.speed * t


def load(path):
    """(width, height, [Shape]) of the description at `path`."""
    width = height = count = None
    shapes = []
    with open(path, encoding="ascii") as handle:
        for line in handle:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            if words[0] == "bezier-scene":
                width, height, count = int(words[2]), int(words[3]), int(words[4])
            elif words[0] == "shape":
                shapes.append(Shape(words[1:]))
            else:
                raise ValueError(f"unknown line {words[0]}")
    if count is None or len(shapes) != count:
        raise ValueError(f"{path}: {len(shapes)} shapes, header says {count}")
    return width, height, shapes
