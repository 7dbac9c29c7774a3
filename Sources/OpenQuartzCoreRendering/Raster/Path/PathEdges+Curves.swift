/// Flattening of Bézier curves into the outline of ``PathEdges``, by a segment count computed from
/// the curve's second derivative (as tiny-skia and Blend2D count them), evaluated at evenly spaced
/// parameters: no recursion and no storage per curve.
///
/// A chord of a curve over a parameter interval of length h strays from it by at most
/// h² max|B''| / 8. A quadratic's B'' is 2 (p0 - 2 p1 + p2); a cubic's is at most
/// 6 max(|p0 - 2 p1 + p2|, |p1 - 2 p2 + p3|). So n = ⌈√(|p0 - 2 p1 + p2| / (4 tol))⌉ segments keep a
/// quadratic within `tol`, and n = ⌈√(0.75 max(...) / tol)⌉ a cubic.
///
/// Under an affine map the curve's control points are mapped and the curve flattened on the
/// device (a Bézier curve's affine image is the Bézier curve of the mapped control points). Under a
/// projective map it is not: the curve is flattened in its own space to within `tol / s`, where s
/// is the largest local scale (the Frobenius norm of the map's Jacobian) at its control points,
/// and the points mapped one by one, so that they lie exactly on the image of the curve. (The
/// Jacobian at the control points bounds it over the curve only approximately; a curve reaching
/// behind the viewer gets ``maximumSegments``.)
///
/// Under an affine map a curve reaching past ``cullBox`` (the target, or the world's limits) is
/// taken in pieces: a piece whose control points' box misses the box stands as its chord, which
/// changes the winding only inside the piece's convex hull, all of it outside; a piece inside it,
/// or no larger than it, is flattened. So a curve scaled far past the target (a shape scaled by
/// 10⁷) is cut finely where the target sees it, not into ``maximumSegments`` chords each hundreds
/// of pixels off the curve.
extension PathEdges {
    /// The deepest halving of a curve reaching past ``cullBox``: pieces of 2⁻²⁴ of it.
    static let deepestCullSplit = 24

    /// The most segments one curve is cut into (reached only by curves thousands of pixels long,
    /// mostly off any target, or crossing the horizon of a projective map).
    static let maximumSegments = 1024

    /// A segment count from the square of its ideal value, at least 1, at most ``maximumSegments``.
    @inline(__always)
    static func segments(squared: Double) -> Int {
        guard squared > 1 else { return 1 }
        guard squared < Double(maximumSegments * maximumSegments) else { return maximumSegments }
        return Int(squared.squareRoot().rounded(.up))
    }

    /// Adds the quadratic curve from the current point through control (`cx`, `cy`) to (`ex`, `ey`).
    func addQuad(_ cx: Double, _ cy: Double, _ ex: Double, _ ey: Double) {
        let (sx, sy) = cursor.current
        let tol = cursor.tolerance
        if cursor.projective {
            let scale = localScale(sx, sy, cx, cy, ex, ey, ex, ey)
            let n = Self.segments(squared: quadDeviation(sx, sy, cx, cy, ex, ey) * scale / (4 * tol))
            emitQuad(sx, sy, cx, cy, ex, ey, n: n, device: false)
        } else {
            let m = cursor.map
            let p0 = m.apply(sx, sy), p1 = m.apply(cx, cy), p2 = m.apply(ex, ey)
            // Degree elevation: one culling rule for both kinds of curve.
            cullCubic(p0.x, p0.y, p0.x + (p1.x - p0.x) * 2 / 3, p0.y + (p1.y - p0.y) * 2 / 3,
                      p2.x + (p1.x - p2.x) * 2 / 3, p2.y + (p1.y - p2.y) * 2 / 3, p2.x, p2.y, depth: 0,
                      quad: (p1.x, p1.y))
        }
    }

    /// Adds the cubic curve from the current point through controls (`c1x`, `c1y`), (`c2x`, `c2y`)
    /// to (`ex`, `ey`).
    func addCubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ ex: Double, _ ey: Double) {
        let (sx, sy) = cursor.current
        let tol = cursor.tolerance
        if cursor.projective {
            let scale = localScale(sx, sy, c1x, c1y, c2x, c2y, ex, ey)
            let deviation = max(quadDeviation(sx, sy, c1x, c1y, c2x, c2y), quadDeviation(c1x, c1y, c2x, c2y, ex, ey))
            let n = Self.segments(squared: 0.75 * deviation * scale / tol)
            emitCubic(sx, sy, c1x, c1y, c2x, c2y, ex, ey, n: n, device: false)
        } else {
            let m = cursor.map
            let p0 = m.apply(sx, sy), p1 = m.apply(c1x, c1y), p2 = m.apply(c2x, c2y), p3 = m.apply(ex, ey)
            cullCubic(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y, depth: 0, quad: nil)
        }
    }

    /// The device cubic (p0, p1, p2, p3) against ``cullBox``: its chord when its control points'
    /// box misses it; else flattened when inside it, no larger than it, or halved
    /// ``deepestCullSplit`` times; else halved (de Casteljau) and each half taken alike. `quad`,
    /// the control point of the quadratic the cubic was raised from (at depth 0 only), flattens it
    /// as the quadratic.
    private func cullCubic(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                           _ x3: Double, _ y3: Double, depth: Int, quad: (x: Double, y: Double)?) {
        switch cullBox.verdict(x0, y0, x1, y1, x2, y2, x3, y3, depth: depth, deepest: Self.deepestCullSplit) {
        case .chord:
            output(x3, y3)
            return
        case .flatten:
            let tol = cursor.tolerance
            if let quad {
                let n = Self.segments(squared: quadDeviation(x0, y0, quad.x, quad.y, x3, y3) / (4 * tol))
                emitQuad(x0, y0, quad.x, quad.y, x3, y3, n: n, device: true)
            } else {
                let deviation = max(quadDeviation(x0, y0, x1, y1, x2, y2), quadDeviation(x1, y1, x2, y2, x3, y3))
                emitCubic(x0, y0, x1, y1, x2, y2, x3, y3, n: Self.segments(squared: 0.75 * deviation / tol), device: true)
            }
            return
        case .halve:
            break
        }
        let ax = (x0 + x1) / 2, ay = (y0 + y1) / 2, bx = (x1 + x2) / 2, by = (y1 + y2) / 2
        let cx = (x2 + x3) / 2, cy = (y2 + y3) / 2
        let abx = (ax + bx) / 2, aby = (ay + by) / 2, bcx = (bx + cx) / 2, bcy = (by + cy) / 2
        let mx = (abx + bcx) / 2, my = (aby + bcy) / 2
        cullCubic(x0, y0, ax, ay, abx, aby, mx, my, depth: depth + 1, quad: nil)
        cullCubic(mx, my, bcx, bcy, cx, cy, x3, y3, depth: depth + 1, quad: nil)
    }

    /// |p0 - 2 p1 + p2|.
    @inline(__always)
    private func quadDeviation(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        let dx = x0 - 2 * x1 + x2, dy = y0 - 2 * y1 + y2
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The largest Frobenius norm of the projective map's Jacobian at four points (infinite when
    /// one lies on or behind the viewer's plane).
    private func localScale(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                            _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) -> Double {
        let m = cursor.map
        func scale(_ x: Double, _ y: Double) -> Double {
            let h = m.homogeneous(x, y)
            guard h.w > 0 else { return .infinity }
            let j0 = m.a * h.w - h.x * m.p, j1 = m.c * h.w - h.x * m.q
            let j2 = m.b * h.w - h.y * m.p, j3 = m.d * h.w - h.y * m.q
            return (j0 * j0 + j1 * j1 + j2 * j2 + j3 * j3).squareRoot() / (h.w * h.w)
        }
        return max(scale(x0, y0), scale(x1, y1), scale(x2, y2), scale(x3, y3))
    }

    /// Emits the quadratic's points at t = i / n, i = 1...n: as device vertices, or as vertices of
    /// the path's space to be mapped.
    private func emitQuad(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                                   n: Int, device: Bool) {
        let step = 1 / Double(n)
        for i in 1..<max(n, 1) {
            let t = Double(i) * step, mt = 1 - t
            let b0 = mt * mt, b1 = 2 * mt * t, b2 = t * t
            point(b0 * x0 + b1 * x1 + b2 * x2, b0 * y0 + b1 * y1 + b2 * y2, device: device)
        }
        point(x2, y2, device: device)
    }

    /// The cubic's points, as ``emitQuad(_:_:_:_:_:_:n:device:)``.
    private func emitCubic(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                                    _ x3: Double, _ y3: Double, n: Int, device: Bool) {
        let step = 1 / Double(n)
        for i in 1..<max(n, 1) {
            let t = Double(i) * step, mt = 1 - t
            let b0 = mt * mt * mt, b1 = 3 * mt * mt * t, b2 = 3 * mt * t * t, b3 = t * t * t
            point(b0 * x0 + b1 * x1 + b2 * x2 + b3 * x3, b0 * y0 + b1 * y1 + b2 * y2 + b3 * y3, device: device)
        }
        point(x3, y3, device: device)
    }

    /// One flattened point: a device vertex, or a vertex of the path's space.
    @inline(__always)
    private func point(_ x: Double, _ y: Double, device: Bool) {
        if device { output(x, y) } else { vertex(x, y) }
    }
}
