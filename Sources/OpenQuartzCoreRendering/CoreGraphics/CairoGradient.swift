import _CCairo
import OpenCoreGraphics

/// Where a gradient lies, in user space, and which of its ends extend.
///
/// Cairo extends a gradient on both sides or neither (`CAIRO_EXTEND_PAD` or `NONE`); Core Graphics
/// can extend one side only. For one side, the pattern is rebuilt over a wider parameter range: its
/// geometry runs from `tLow` to `tHigh` (in the original parameter, 0 at the start and 1 at the end),
/// the stops are remapped into it, the end colour fills the extension, and nothing is drawn beyond.
/// The range is chosen to cover the clip (exactly for axial gradients; for radial ones, until the
/// circles contain the clip or their radius reaches zero, where Core Graphics stops drawing too).
enum GradientGeometry {
    case linear(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                options: CGGradientDrawingOptions)

    private var options: CGGradientDrawingOptions {
        switch self {
        case .linear(_, _, let options), .radial(_, _, _, _, let options): options
        }
    }

    /// A new Cairo pattern (the caller destroys it) for `gradient`, covering `userClip`.
    func makePattern(_ gradient: CGGradient, userClip: CGRect) -> OpaquePointer {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        var (tLow, tHigh) = (0.0, 1.0)
        if before != after { (tLow, tHigh) = range(covering: userClip, before: before, after: after) }
        let pattern: OpaquePointer
        switch self {
        case let .linear(s, e, _):
            let (dx, dy) = (Double(e.x - s.x), Double(e.y - s.y))
            pattern = cairo_pattern_create_linear(s.x + tLow * dx, s.y + tLow * dy, s.x + tHigh * dx, s.y + tHigh * dy)!
        case let .radial(c0, r0, c1, r1, _):
            let (dx, dy, dr) = (Double(c1.x - c0.x), Double(c1.y - c0.y), Double(r1 - r0))
            pattern = cairo_pattern_create_radial(c0.x + tLow * dx, c0.y + tLow * dy, max(0, r0 + tLow * dr),
                                                  c0.x + tHigh * dx, c0.y + tHigh * dy, max(0, r0 + tHigh * dr))!
        }
        let span = tHigh - tLow
        let stops = gradient.stops
        if tLow < 0, let first = stops.first { addStop(first, at: 0, to: pattern) }
        for stop in stops { addStop(stop, at: (stop.location - tLow) / span, to: pattern) }
        if tHigh > 1, let last = stops.last { addStop(last, at: 1, to: pattern) }
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pattern
    }

    private func addStop(_ stop: CGGradient.Stop, at offset: Double, to pattern: OpaquePointer) {
        cairo_pattern_add_color_stop_rgba(pattern, min(max(offset, 0), 1), stop.red, stop.green, stop.blue, stop.alpha)
    }

    /// The parameter range drawn when one side extends, covering `clip`.
    private func range(covering clip: CGRect, before: Bool, after: Bool) -> (Double, Double) {
        let corners = [CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.minY),
                       CGPoint(x: clip.minX, y: clip.maxY), CGPoint(x: clip.maxX, y: clip.maxY)]
        switch self {
        case let .linear(s, e, _):
            let (dx, dy) = (Double(e.x - s.x), Double(e.y - s.y))
            let length2 = dx * dx + dy * dy
            let ts = corners.map { (Double($0.x - s.x) * dx + Double($0.y - s.y) * dy) / length2 }
            return (before ? min(0, ts.min()!) : 0, after ? max(1, ts.max()!) : 1)
        case let .radial(c0, r0, c1, r1, _):
            let dc = Double(hypot(c1.x - c0.x, c1.y - c0.y)), dr = Double(r1 - r0)
            let far = corners.map { Double(hypot($0.x - c0.x, $0.y - c0.y)) }.max()! + Double(r0) + 1
            // How far the parameter must go for the circles to sweep past the clip.
            let reach = min(far / max(abs(dr), dc, 1e-6), 1e4)
            if after { return (0, 1 + reach) }
            // Before the start, the radius shrinks to zero at -r0/dr when it grows along the gradient.
            let low = dr > 0 ? max(-Double(r0) / dr, -reach) : -reach
            return (low, 1)
        }
    }
}
