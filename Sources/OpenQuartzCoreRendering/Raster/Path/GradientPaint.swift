import Foundation

/// A gradient layer's gradient as a paint: its colour table and the map from device pixels to the
/// gradient's parameter, with `CAGradientLayer`'s geometry as ``GradientLayerPainter`` and
/// ``ConicGradient`` have Cairo draw it.
///
/// The gradient lives in the unit square of the layer's bounds, mapped to the device with them (a
/// gradient on a layer that is not square is stretched with it); `map` takes a device pixel's
/// column and row (sampled at the pixel's centre) to homogeneous coordinates (u, v, w) of a
/// parameter space in which, with u' = u / w and v' = v / w:
/// - axial: u' is the position in table entries (0 at the table's lower location, ``GradientTable/size``
///   at its upper one), constant across the line from `startPoint` to `endPoint`;
/// - radial: √(u'² + v'²) is that position, the ellipse centred on `startPoint` with radii
///   |endPoint − startPoint| reaching location 1;
/// - radial with a focus (``RadialFocus``): q'·h + √((q'·h)² + |q'|²) for (u', v') = q' and
///   h = ``focus``, the space moved to the focal point and scaled by 1 / √(1 − |f|²);
/// - conic: the angle of (u', v') from the u axis, in turns from 0 to 1 in the direction from x
///   towards y, is the location (u' pointing from `startPoint` towards `endPoint`).
///
/// Outside the table's range the end colours continue (pad). Under a projective map w varies
/// across the device; it is 1 under an affine one.
struct GradientPaint: Sendable {
    /// The kinds of gradient.
    enum Kind: Sendable { case axial, radial, conic }

    /// The colours, and the kind of gradient they were built for.
    let table: GradientTable
    /// Device pixel (column, row) to the parameter space (see above).
    let map: PathMap
    /// A radial gradient's h (see above); nil without a focus.
    let focus: SIMD2<Float>?

    /// The gradient of `table` with `startPoint` and `endPoint` (unit coordinates of the bounds, as
    /// `CAGradientLayer` defines them) on a layer whose `bounds` (its own space, y down)
    /// `toDevice` maps onto the device. Returns nil when the bounds or the map are degenerate
    /// (nothing can be drawn), or when the gradient is one colour everywhere (see
    /// ``PathPaint/layerGradient(table:startPoint:endPoint:focus:bounds:toDevice:)``).
    init?(table: GradientTable, startPoint: CGPoint, endPoint: CGPoint, focus: CGPoint = .zero, bounds: CGRect,
          toDevice: PathMap) {
        let focal = table.kind == .radial ? RadialFocus.clamped(focus) : nil
        guard !table.isSolid, var parameter = Self.parameterMap(table, startPoint, endPoint) else { return nil }
        if let focal {
            // Moved to the focus (the radial map's unit circle is the table's upper location) and
            // scaled by √c, c = 1 / (1 - |f|²).
            let scale = 1 / (1 - (focal.x * focal.x + focal.y * focal.y)).squareRoot()
            let k = Double(GradientTable.size) / table.upper
            parameter = PathMap(a: parameter.a * scale, b: 0, c: 0, d: parameter.d * scale,
                                tx: (parameter.tx - focal.x * k) * scale, ty: (parameter.ty - focal.y * k) * scale)
            self.focus = SIMD2(Float(focal.x * scale), Float(focal.y * scale))
        } else {
            self.focus = nil
        }
        let width = Double(bounds.width), height = Double(bounds.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let unitToDevice = PathMap(a: width, b: 0, c: 0, d: height, tx: Double(bounds.minX), ty: Double(bounds.minY))
            .concatenating(toDevice)
        guard let deviceToUnit = unitToDevice.inverted else { return nil }
        // Sample at the pixel's centre.
        let centre = PathMap(a: 1, b: 0, c: 0, d: 1, tx: 0.5, ty: 0.5)
        let map = centre.concatenating(deviceToUnit).concatenating(parameter)
        guard map.isFinite else { return nil }
        self.table = table
        self.map = map
    }

    /// The kind of gradient.
    var kind: Kind { table.kind }

    /// The affine map from the unit square to the parameter space of `table`'s kind, or nil when
    /// the gradient is degenerate (one colour everywhere): an axial gradient whose two points
    /// coincide, a radial one of zero radius.
    private static func parameterMap(_ table: GradientTable, _ start: CGPoint, _ end: CGPoint) -> PathMap? {
        let sx = Double(start.x), sy = Double(start.y)
        let dx = Double(end.x) - sx, dy = Double(end.y) - sy
        let size = Double(GradientTable.size)
        switch table.kind {
        case .axial:
            let squared = dx * dx + dy * dy
            guard squared > 0, squared.isFinite else { return nil }
            // t = ((p - start) · d) / |d|², then (t - lower) in table entries.
            let k = size / (table.upper - table.lower)
            return PathMap(a: dx / squared * k, b: 0, c: dy / squared * k, d: 0,
                           tx: (-(sx * dx + sy * dy) / squared - table.lower) * k, ty: 0)
        case .radial:
            let rx = abs(dx), ry = abs(dy)
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
            let kx = size / (table.upper * rx), ky = size / (table.upper * ry)
            return PathMap(a: kx, b: 0, c: 0, d: ky, tx: -sx * kx, ty: -sy * ky)
        case .conic:
            let angle = (dx != 0 || dy != 0) && dx.isFinite && dy.isFinite ? atan2(dy, dx) : 0
            let cosine = cos(angle), sine = sin(angle)
            // (p - start) turned back by the start angle.
            return PathMap(a: cosine, b: -sine, c: sine, d: cosine,
                           tx: -(cosine * sx + sine * sy), ty: sine * sx - cosine * sy)
        }
    }
}
