"""The site's icons for a phone's home screen: the favicon's design (`site/theme/assets/
favicon.svg`) drawn as PNG at the sizes an installed web app needs, in pure Python (its shapes
filled with anti-aliased edges by the nonzero rule, the PNG written with zlib).

The favicon is read, not copied: flat-coloured `rect` and `path` elements (commands M L H V C S Q
Z), no transforms. Anything else is refused by name, so that a new design cannot be drawn wrong
without a word."""
from __future__ import annotations

import math
import re
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from .. import paths
from ..errors import LawsearchError

FAVICON = paths.THEME / "theme" / "assets" / "favicon.svg"
SVG = "{http://www.w3.org/2000/svg}"
CURVE_STEPS = 24  # straight segments per curve; at 512 px each is under a pixel off the curve
CORNER_STEPS = 12  # per rounded corner
SUBROWS = 4  # coverage samples per pixel row (columns are exact)
SAFE_ZONE = 0.4  # radius, as a share of the size, that a maskable icon's mask always shows

Point = tuple[float, float]


@dataclass
class Shape:
    outlines: list[list[Point]]  # closed outlines in the design's units
    color: tuple[int, int, int]


@dataclass
class Design:
    box: tuple[float, float, float, float]  # the viewBox: x, y, width, height
    shapes: list[Shape]  # in painting order; the first is the tile behind the others

    def background(self) -> tuple[int, int, int]:
        return self.shapes[0].color


def _color(value: str, where: str) -> tuple[int, int, int]:
    m = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", value.strip())
    if not m:
        raise LawsearchError(f"{where}: fill {value!r}: only #rgb or #rrggbb colours are drawn")
    digits = m.group(1)
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point) -> list[Point]:
    out = []
    for i in range(1, CURVE_STEPS + 1):
        t = i / CURVE_STEPS
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return out


def _quadratic(p0: Point, p1: Point, p2: Point) -> list[Point]:
    # the same curve as a cubic: control points two thirds of the way to the quadratic's
    c1 = (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1]))
    c2 = (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1]))
    return _cubic(p0, c1, c2, p2)


TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "Z": 0}


def path_outlines(d: str, where: str = "path") -> list[list[Point]]:
    """The outlines of an SVG path's `d`, curves made straight segments."""
    tokens = TOKEN.findall(d)
    outlines: list[list[Point]] = []
    current: list[Point] = []
    x = y = sx = sy = 0.0
    control: Point | None = None  # the last cubic's second control point (for S)
    i, command = 0, ""
    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
            if command.upper() not in ARGS:
                raise LawsearchError(f"{where}: path command {command!r} is not drawn "
                                     f"(only {' '.join(ARGS)})")
        elif not command:
            raise LawsearchError(f"{where}: a path must begin with a command, not {tokens[i]!r}")
        n = ARGS[command.upper()]
        if n == 0:
            if current:
                outlines.append(current)
            current, x, y, control = [], sx, sy, None
            continue
        args = [float(t) for t in tokens[i:i + n]]
        if len(args) < n or any(t.isalpha() for t in tokens[i:i + n]):
            raise LawsearchError(f"{where}: path command {command!r} needs {n} numbers")
        i += n
        rel = command.islower()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        kind = command.upper()
        if kind == "M":
            if current:
                outlines.append(current)
            x, y = ox + args[0], oy + args[1]
            sx, sy, current, control = x, y, [(x, y)], None
            command = "l" if rel else "L"  # further pairs are lines
            continue
        if not current:
            current = [(x, y)]
        if kind == "L":
            x, y = ox + args[0], oy + args[1]
            current.append((x, y))
            control = None
        elif kind == "H":
            x = ox + args[0]
            current.append((x, y))
            control = None
        elif kind == "V":
            y = oy + args[0]
            current.append((x, y))
            control = None
        elif kind in ("C", "S"):
            if kind == "C":
                c1 = (ox + args[0], oy + args[1])
                rest = args[2:]
            else:  # the first control point mirrors the last curve's second
                c1 = (2 * x - control[0], 2 * y - control[1]) if control else (x, y)
                rest = args
            c2 = (ox + rest[0], oy + rest[1])
            end = (ox + rest[2], oy + rest[3])
            current.extend(_cubic((x, y), c1, c2, end))
            (x, y), control = end, c2
        elif kind == "Q":
            c = (ox + args[0], oy + args[1])
            end = (ox + args[2], oy + args[3])
            current.extend(_quadratic((x, y), c, end))
            (x, y), control = end, None
    if current:
        outlines.append(current)
    return [o for o in outlines if len(o) > 2]


def rect_outline(x: float, y: float, w: float, h: float, rx: float, ry: float) -> list[Point]:
    rx, ry = min(rx, w / 2), min(ry, h / 2)
    if rx <= 0 or ry <= 0:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    out: list[Point] = []
    # corners clockwise from the top right, each a quarter of an ellipse
    for cx, cy, start in ((x + w - rx, y + ry, -90), (x + w - rx, y + h - ry, 0),
                          (x + rx, y + h - ry, 90), (x + rx, y + ry, 180)):
        for i in range(CORNER_STEPS + 1):
            a = math.radians(start + 90 * i / CORNER_STEPS)
            out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def read(svg: Path = FAVICON) -> Design:
    """The design of an SVG icon."""
    root = etree.parse(str(svg)).getroot()
    box = [float(v) for v in (root.get("viewBox") or "").replace(",", " ").split()]
    if len(box) != 4 or box[2] <= 0 or box[3] <= 0:
        raise LawsearchError(f"{svg}: the icon needs a viewBox")
    shapes = []
    for el in root.iter():
        if el is root or not isinstance(el.tag, str):
            continue
        name = el.tag.replace(SVG, "")
        where = f"{svg}:{el.sourceline}"
        if el.get("transform") or name not in ("rect", "path"):
            raise LawsearchError(f"{where}: <{name}>{' with a transform' if el.get('transform') else ''}"
                                 " is not drawn (only rect and path)")
        fill = el.get("fill", "#000")
        if fill == "none":
            continue
        if name == "rect":
            x, y, w, h = (float(el.get(a, 0)) for a in ("x", "y", "width", "height"))
            rx = float(el.get("rx", el.get("ry", 0)))  # one radius given is both
            outline = [rect_outline(x, y, w, h, rx, float(el.get("ry", rx)))]
        else:
            outline = path_outlines(el.get("d", ""), where)
        shapes.append(Shape(outline, _color(fill, where)))
    if not shapes:
        raise LawsearchError(f"{svg}: nothing to draw")
    return Design((box[0], box[1], box[2], box[3]), shapes)


def coverage(outlines: list[list[Point]], size: int) -> list[list[float]]:
    """How much of each pixel (0 to 1) the outlines cover, filled by the nonzero rule; the
    outlines already in pixels."""
    rows: list[list[tuple[float, float, float, float]]] = [[] for _ in range(size)]
    for outline in outlines:
        for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1]):
            if y0 == y1:
                continue
            # each edge listed under the pixel rows it crosses, so a row tests only its own
            for r in range(max(0, int(min(y0, y1))), min(size, int(max(y0, y1)) + 1)):
                rows[r].append((x0, y0, x1, y1))
    out = []
    share = 1 / SUBROWS
    for r in range(size):
        partial = [0.0] * (size + 1)
        runs = [0.0] * (size + 1)  # a whole-pixel run's start and end, summed along the row
        for s in range(SUBROWS):
            y = r + (s + 0.5) * share
            crossings = []
            for x0, y0, x1, y1 in rows[r]:
                if (y0 <= y < y1) or (y1 <= y < y0):
                    crossings.append((x0 + (y - y0) * (x1 - x0) / (y1 - y0), 1 if y1 > y0 else -1))
            crossings.sort()
            winding, start = 0, 0.0
            for x, turn in crossings:
                if winding == 0:
                    start = x
                winding += turn
                if winding == 0:
                    _span(partial, runs, max(0.0, start), min(float(size), x), share)
        row, run = [], 0.0
        for x in range(size):
            run += runs[x]
            row.append(min(1.0, partial[x] + run))
        out.append(row)
    return out


def _span(partial: list[float], runs: list[float], a: float, b: float, w: float) -> None:
    if b <= a:
        return
    ia, ib = int(a), int(b)
    if ia == ib:
        partial[ia] += (b - a) * w
        return
    partial[ia] += (ia + 1 - a) * w
    runs[ia + 1] += w
    runs[ib] -= w
    partial[ib] += (b - ib) * w


def _place(outlines: list[list[Point]], scale: float, dx: float, dy: float) -> list[list[Point]]:
    return [[(x * scale + dx, y * scale + dy) for x, y in o] for o in outlines]


def draw(design: Design, size: int, maskable: bool = False) -> list[bytes]:
    """The design as `size` rows of RGBA pixels. Maskable: the tile fills the whole square (a
    phone cuts its own shape from it) and the rest shrinks, if need be, into the safe zone."""
    bx, by, bw, bh = design.box
    scale = size / max(bw, bh)
    dx, dy = -bx * scale + (size - bw * scale) / 2, -by * scale + (size - bh * scale) / 2
    shapes = design.shapes
    layers = []
    if maskable:
        layers.append(([[1.0] * size for _ in range(size)], shapes[0].color))
        centre = size / 2
        reach = max((math.hypot(x * scale + dx - centre, y * scale + dy - centre)
                     for s in shapes[1:] for o in s.outlines for x, y in o), default=0.0)
        shrink = min(1.0, SAFE_ZONE * size / reach) if reach else 1.0
        scale, dx, dy = scale * shrink, centre + (dx - centre) * shrink, centre + (dy - centre) * shrink
        shapes = shapes[1:]
    for shape in shapes:
        layers.append((coverage(_place(shape.outlines, scale, dx, dy), size), shape.color))
    rows = []
    for r in range(size):
        # premultiplied colour, each layer painted over those below
        red, green, blue, alpha = [0.0] * size, [0.0] * size, [0.0] * size, [0.0] * size
        for cover, (cr, cg, cb) in layers:
            for x, c in enumerate(cover[r]):
                if c <= 0.0:
                    continue
                keep = 1.0 - c
                red[x] = cr * c + red[x] * keep
                green[x] = cg * c + green[x] * keep
                blue[x] = cb * c + blue[x] * keep
                alpha[x] = c + alpha[x] * keep
        pixels = bytearray(size * 4)
        for x in range(size):
            a = alpha[x]
            if a > 0.0:
                pixels[4 * x:4 * x + 4] = bytes((round(red[x] / a), round(green[x] / a),
                                                  round(blue[x] / a), round(a * 255)))
        rows.append(bytes(pixels))
    return rows


def png(rows: list[bytes]) -> bytes:
    """RGBA rows as a PNG file (8 bits a channel, no filter: flat colours compress well)."""
    height, width = len(rows), len(rows[0]) // 4

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
