import OpenCoreGraphics

/// Walking path elements into subpaths: where each subpath starts and ends, and the vertices of
/// its outline in the path's own space.
extension PathEdges {
    /// The state of the subpath being added.
    struct Cursor: Sendable {
        /// The map and the flattening tolerance in force.
        var map = PathMap.identity
        var projective = false
        var tolerance = PathEdges.defaultTolerance
        /// Whether a subpath is open, and whether all its coordinates have been finite so far.
        var active = false
        var valid = true
        /// Where its edges start in the store, and their fixed-point box.
        var edgeStart = 0
        var box = FixedBox()
        /// The current point and the subpath's start, in the path's space.
        var current = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        var hasCurrent = false
        /// The outline's first and latest device vertices, and how many there have been.
        var outFirst = (x: 0.0, y: 0.0), outPrevious = (x: 0.0, y: 0.0)
        var outCount = 0
        /// The homogeneous clipper's four stages (projective maps only).
        var stages = (ClipStage(), ClipStage(), ClipStage(), ClipStage())

        /// Starts a subpath under `map`.
        mutating func begin(map: PathMap, tolerance: Double) {
            self.map = map
            projective = !map.isAffine
            self.tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : PathEdges.defaultTolerance
            active = true
            valid = map.isFinite
            outCount = 0
            stages = (ClipStage(), ClipStage(), ClipStage(), ClipStage())
        }
    }

    /// Adds `elements` (in the space `map` maps from) to the path being built: each subpath
    /// closed, curves flattened to within `tolerance` device pixels.
    ///
    /// A `move` starts a subpath; a line or curve with no subpath open starts one at the current
    /// point (after a `close`, the closed subpath's start, as in Core Graphics; at the very start,
    /// its own end point). A subpath of a single point covers nothing.
    func addElements(_ elements: [PathElement], map: PathMap, tolerance: Double = defaultTolerance) {
        finishSubpath()
        cursor.hasCurrent = false
        for element in elements {
            switch element {
            case .move(let p):
                finishSubpath()
                startSubpath(at: Double(p.x), Double(p.y), map: map, tolerance: tolerance)
            case .line(let p):
                openSubpath(at: p, map: map, tolerance: tolerance)
                vertex(Double(p.x), Double(p.y))
                cursor.current = (Double(p.x), Double(p.y))
            case let .quadCurve(c, e):
                openSubpath(at: e, map: map, tolerance: tolerance)
                addQuad(Double(c.x), Double(c.y), Double(e.x), Double(e.y))
                cursor.current = (Double(e.x), Double(e.y))
            case let .curve(c1, c2, e):
                openSubpath(at: e, map: map, tolerance: tolerance)
                addCubic(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(e.x), Double(e.y))
                cursor.current = (Double(e.x), Double(e.y))
            case .close:
                finishSubpath()
                cursor.current = cursor.start
            }
        }
        finishSubpath()
    }

    /// Opens a subpath under `map` (closing the one open, if any), with no vertex yet.
    func beginSubpath(map: PathMap, tolerance: Double) {
        finishSubpath()
        cursor.begin(map: map, tolerance: tolerance)
        cursor.edgeStart = edgeCount
        cursor.box = FixedBox()
    }

    /// Starts a subpath at (`x`, `y`).
    private func startSubpath(at x: Double, _ y: Double, map: PathMap, tolerance: Double) {
        beginSubpath(map: map, tolerance: tolerance)
        cursor.start = (x, y)
        cursor.current = (x, y)
        cursor.hasCurrent = true
        vertex(x, y)
    }

    /// Opens a subpath at the current point for a drawing element when none is open (at the
    /// element's own end point `fallback` when there is no current point).
    @inline(__always)
    private func openSubpath(at fallback: CGPoint, map: PathMap, tolerance: Double) {
        guard !cursor.active else { return }
        let from = cursor.hasCurrent ? cursor.current : (x: Double(fallback.x), y: Double(fallback.y))
        startSubpath(at: from.x, from.y, map: map, tolerance: tolerance)
    }

    /// Takes the next vertex of the current subpath, in the path's own space: mapped (and for a
    /// projective map, clipped in front of the viewer) and passed on to ``output(_:_:)``.
    @inline(__always)
    func vertex(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else {
            cursor.valid = false
            return
        }
        if cursor.projective {
            clip(cursor.map.homogeneous(x, y), stage: 0)
        } else {
            let m = cursor.map
            output(m.a * x + m.c * y + m.tx, m.b * x + m.d * y + m.ty)
        }
    }

    /// Ends the current subpath: closes its outline, and keeps its edges only if every coordinate
    /// was finite.
    func finishSubpath() {
        guard cursor.active else { return }
        if cursor.projective { finishClip(stage: 0) }
        closeOutput()
        if cursor.valid {
            pathBox.add(cursor.box)
        } else {
            removeEdges(from: cursor.edgeStart)
        }
        cursor.active = false
    }

}
