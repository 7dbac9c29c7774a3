/// The end of the pipeline of ``PathEdges``: device-space vertices joined into a closed outline,
/// its sides clipped to the world's limits and stored as fixed-point edges.
extension PathEdges {
    /// Takes the next vertex of the current subpath's outline in device pixels (after mapping and,
    /// for projective maps, clipping): the side from the previous vertex is stored.
    @inline(__always)
    func output(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else {
            cursor.valid = false
            return
        }
        if cursor.outCount == 0 {
            cursor.outFirst = (x, y)
        } else {
            addLine(cursor.outPrevious.x, cursor.outPrevious.y, x, y)
        }
        cursor.outPrevious = (x, y)
        cursor.outCount += 1
    }

    /// Closes the current outline with a side back to its first vertex.
    func closeOutput() {
        if cursor.outCount > 1 {
            addLine(cursor.outPrevious.x, cursor.outPrevious.y, cursor.outFirst.x, cursor.outFirst.y)
        }
        cursor.outCount = 0
    }

    /// Stores the side from (`x0`, `y0`) to (`x1`, `y1`) (device pixels, finite). The part above or
    /// below ±``worldLimit`` is dropped (no row there is ever drawn); the part to the left or right
    /// is moved onto the limit as a vertical side, which keeps the winding of every point inside.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let limit = Self.worldLimit
        // The usual case: wholly within the limits (false for NaN).
        if max(abs(x0), abs(y0), abs(x1), abs(y1)) < limit {
            storeEdge(fixed: (x0, y0), (x1, y1))
            return
        }
        var (ax, ay, bx, by) = (x0, y0, x1, y1)
        if (ay < -limit && by < -limit) || (ay > limit && by > limit) || ay == by { return }
        // Clip to the rows within the limit.
        if ay < -limit || ay > limit || by < -limit || by > limit {
            let dx = bx - ax, dy = by - ay
            let low = (-limit - ay) / dy, high = (limit - ay) / dy
            let t0 = max(0, min(low, high)), t1 = min(1, max(low, high))
            guard t0 < t1 else { return }
            (ax, ay, bx, by) = (x0 + dx * t0, y0 + dy * t0, x0 + dx * t1, y0 + dy * t1)
            if t0 > 0 { ay = low < high ? -limit : limit }
            if t1 < 1 { by = low < high ? limit : -limit }
        }
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else {
            cursor.valid = false
            return
        }
        // Split where the side crosses x = ±limit; each piece is then inside or on one side.
        let dx = bx - ax
        var splits = (2.0, 2.0)
        if (ax < -limit) != (bx < -limit) { splits.0 = (-limit - ax) / dx }
        if (ax > limit) != (bx > limit) { splits.1 = (limit - ax) / dx }
        if splits.1 < splits.0 { splits = (splits.1, splits.0) }
        var start = (ax, ay)
        if splits.0 > 0 && splits.0 < 1 {
            let point = (ax + dx * splits.0, ay + (by - ay) * splits.0)
            storeEdge(start, point)
            start = point
        }
        if splits.1 > 0 && splits.1 < 1 {
            let point = (ax + dx * splits.1, ay + (by - ay) * splits.1)
            storeEdge(start, point)
            start = point
        }
        storeEdge(start, (bx, by))
    }

    /// Rounds a side within the limits (its x moved onto them where outside) to 24.8 fixed point
    /// and stores it, unless it is horizontal.
    @inline(__always)
    private func storeEdge(_ a: (Double, Double), _ b: (Double, Double)) {
        let limit = Self.worldLimit
        storeEdge(fixed: (min(max(a.0, -limit), limit), min(max(a.1, -limit), limit)),
                  (min(max(b.0, -limit), limit), min(max(b.1, -limit), limit)))
    }

    /// Rounds a side within the limits to 24.8 fixed point and stores it, unless it is horizontal.
    @inline(__always)
    private func storeEdge(fixed a: (Double, Double), _ b: (Double, Double)) {
        @inline(__always) func fixed(_ value: Double) -> Int32 {
            Int32(truncatingIfNeeded: PixelMath.floor(value * 256 + 0.5))
        }
        let fx0 = fixed(a.0), fy0 = fixed(a.1), fx1 = fixed(b.0), fy1 = fixed(b.1)
        guard let edge = PathEdge(x0: fx0, y0: fy0, x1: fx1, y1: fy1) else { return }
        appendEdge(edge)
        cursor.box.add(fx0, fy0)
        cursor.box.add(fx1, fy1)
    }
}
