import Foundation

/// Two convex polygons about a rounded rectangle's coverage, for walking down its rows
/// (``RoundedRectRows``): an outer one that holds every pixel centre whose coverage is above zero,
/// and an inner one whose pixel centres are all fully covered.
///
/// In the local space (lengths in local units), with E the larger of the two edge ramps' empty
/// reaches (``EdgeRamp/emptyReach``) and of 0.498 pixel, and F the larger of their full reaches
/// (``EdgeRamp/fullReach``) and of half a pixel: a pixel whose centre lies outside the corner
/// squares rounds to full coverage more than F inside both pairs of edges and to none beyond E
/// outside them, and one inside a corner square is fully covered within half a pixel less than the
/// radius of the arc's centre, and rounds to none beyond 0.498 pixel more (``cornerCoverage(_:_:)``).
/// So the rounded rectangle grown by E (corner radius `radius + E`) holds every pixel drawn, and
/// the one shrunk by F (corner radius `radius - F`) is fully covered. Their arcs are
/// drawn as polygons of segments at most 0.15 pixel from the arc: tangents outside the outer arc,
/// chords inside the inner one, so that the outer polygon holds the outer shape and the inner one
/// lies within the inner shape. Square corners (radius 0) need no arcs: the rectangle widened by
/// each ramp's empty reach, or narrowed by its full reach.
extension RoundedRectCoverage {
    /// Whether the outlines describe the shape: square corners, or four corners rounded alike, on
    /// a shape within 10¹⁴ pixels of the origin (whose rows' crossings ``PixelMath/floor(_:)`` can
    /// take). Other shapes go through ``spans(row:within:)``.
    var hasOutlines: Bool { isModest && (radius == 0 || (isUniform && corners == 15)) }

    /// The most vertices either outline has: four corners of up to 32 segments and their ends.
    static let outlineCapacity = 4 * 34

    /// The outlines' vertices in pixel-index coordinates: the outer one's at `outer` and the inner
    /// one's at `inner` (each with room for ``outlineCapacity``), and how many of each (0 for an
    /// inner outline that is empty).
    func outlineVertices(outer: UnsafeMutablePointer<SIMD2<Double>>, inner: UnsafeMutablePointer<SIMD2<Double>>)
        -> (outer: Int, inner: Int) {
        let eu = ramp.emptyReach[0] * uStep, ev = ramp.emptyReach[1] * vStep
        let fu = ramp.fullReach[0] * uStep, fv = ramp.fullReach[1] * vStep
        guard radius > 0 else {
            let outerCount = box(SIMD4(-eu, -ev, width + eu, height + ev), into: outer)
            let innerCount = width >= 2 * fu && height >= 2 * fv
                ? box(SIMD4(fu, fv, width - fu, height - fv), into: inner) : 0
            return (outerCount, innerCount)
        }
        // Coverage rounds to 0 beyond the ramps' empty reach of the sides, and beyond 0.498 pixel
        // (0.5 - 1/512) of the arcs.
        let grow = max(eu, ev, (0.5 - 1.0 / 512) * uStep)
        let outerCount = arcs(radius: radius + grow, tangents: true, into: outer)
        // Full coverage reaches to within the ramps' full reach of the sides, and to within half a
        // pixel (`reach`) of the arcs.
        let shrink = max(fu, fv, 0.5 * uStep)
        let innerCount: Int
        if radius - shrink > 0 {
            innerCount = arcs(radius: radius - shrink, tangents: false, into: inner)
        } else {
            innerCount = width >= 2 * shrink && height >= 2 * shrink
                ? box(SIMD4(shrink, shrink, width - shrink, height - shrink), into: inner) : 0
        }
        return (outerCount, innerCount)
    }

    /// The rectangle from (`r[0]`, `r[1]`) to (`r[2]`, `r[3]`) of the local space, as four vertices.
    private func box(_ r: SIMD4<Double>, into vertices: UnsafeMutablePointer<SIMD2<Double>>) -> Int {
        let inverse = 1 / (ua * vd - uc * vb)
        vertices[0] = device(r[0], r[1], inverse)
        vertices[1] = device(r[2], r[1], inverse)
        vertices[2] = device(r[2], r[3], inverse)
        vertices[3] = device(r[0], r[3], inverse)
        return 4
    }

    /// The rectangle with its corners replaced by arcs of `rho` about the arcs' centres (`radius`
    /// in from each side), each drawn as segments: tangents to the arc (a polygon around it) or
    /// chords (one within it). Corners in order of angle: top left, top right, bottom right, bottom left.
    private func arcs(radius rho: Double, tangents: Bool, into vertices: UnsafeMutablePointer<SIMD2<Double>>) -> Int {
        // A segment of angle d strays rho (1 - cos(d / 2)) ≈ rho d² / 8 from the arc: at most 0.15
        // pixel with d = √(1.2 / rho) in pixels.
        let pixels = rho * uScale
        let segments = pixels > 0 ? Int(min(32, max(1, (Double.pi / 2 / (1.2 / pixels).squareRoot()).rounded(.up)))) : 1
        let step = Double.pi / 2 / Double(segments)
        let half = (cos(step / 2), sin(step / 2)), whole = (cos(step), sin(step))
        // Tangent polygons put their corners at the middle angles, 1 / cos(step / 2) out.
        let reach = tangents ? rho / half.0 : rho
        let inverse = 1 / (ua * vd - uc * vb)
        var count = 0
        // Each corner's arc starts where the last one's ends: pointing left, up, right, then down.
        var direction = (-1.0, 0.0)
        for corner in 0..<4 {
            let cx = corner == 1 || corner == 2 ? width - radius : radius
            let cy = corner >= 2 ? height - radius : radius
            let end = (-direction.1, direction.0)
            vertices[count] = device(cx + rho * direction.0, cy + rho * direction.1, inverse)
            count += 1
            let turn = tangents ? half : whole
            for _ in 0..<(tangents ? segments : segments - 1) {
                direction = (direction.0 * turn.0 - direction.1 * turn.1, direction.1 * turn.0 + direction.0 * turn.1)
                vertices[count] = device(cx + reach * direction.0, cy + reach * direction.1, inverse)
                count += 1
                if tangents {
                    direction = (direction.0 * half.0 - direction.1 * half.1, direction.1 * half.0 + direction.0 * half.1)
                }
            }
            direction = end
            vertices[count] = device(cx + rho * end.0, cy + rho * end.1, inverse)
            count += 1
        }
        return count
    }

    /// The pixel-index coordinates of local point (`u`, `v`): the inverse of the map from pixel
    /// centres to the local space, `inverse` the inverse of its determinant.
    @inline(__always)
    private func device(_ u: Double, _ v: Double, _ inverse: Double) -> SIMD2<Double> {
        let du = u - ut, dv = v - vt
        return SIMD2(vd * du - uc * dv, ua * dv - vb * du) * inverse
    }
}
