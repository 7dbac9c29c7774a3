import _OQCKernels

/// The colours of a ``GradientPaint`` along runs of a row. A row's parameters are the map's
/// homogeneous coordinates at the path's first column, stepped by the map's x coefficients in
/// single precision (``oqc_gradient_span``): the pixel k columns on computes u0 + k du (and v, w)
/// afresh, so no error accumulates along the row, and a pixel's colour is the same whichever run
/// or band it is drawn in. Where the processor has AVX2 the C kernel (``Kernels``) computes the
/// same colours eight at a time.
struct GradientSource: SpanSource {
    /// The gradient's map, kind and table (which must outlive the source).
    let map: PathMap
    /// The kind as the kernel numbers it: 0 axial, 1 radial, 2 conic, 3 radial from a focal point.
    let kind: Int32
    /// Whether the map divides by a varying w.
    let projective: Bool
    /// A focal gradient's h (``GradientPaint``); zero for the other kinds.
    let focus: SIMD2<Float>
    /// The table's first bin, its pad colours at indices -1 and `GradientTable.size`
    /// (``GradientTable``).
    let table: UnsafePointer<UInt32>
    /// The column the parameters step from.
    let anchor: Int

    /// The source of `gradient`, its colours at `table`, for a path whose pixels start at column
    /// `anchor`.
    init(_ gradient: GradientPaint, table: UnsafePointer<UInt32>, anchor: Int) {
        map = gradient.map
        switch gradient.kind {
        case .axial: kind = 0
        case .radial: kind = gradient.focus == nil ? 1 : 3
        case .conic: kind = 2
        }
        focus = gradient.focus ?? .zero
        projective = !gradient.map.isAffine
        self.table = table
        self.anchor = anchor
    }

    /// Writes the gradient's colours at pixels `x..<x + count` of row `y`.
    @inline(__always)
    func colors(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let h = map.homogeneous(Double(anchor), Double(y))
        var run = oqc_gradient_span(u0: Float(h.x), v0: Float(h.y), w0: Float(h.w),
                                    du: Float(map.a), dv: Float(map.b), dw: Float(map.p), hx: focus.x, hy: focus.y, table: table,
                                    size: Int32(GradientTable.size), kind: kind, projective: projective ? 1 : 0,
                                    first: Int32(truncatingIfNeeded: x - anchor))
        if Kernels.isEnabled {
            oqc_gradient_colors(&run, colors, count)
        } else {
            Self.portableSpan(run, into: colors, count: count)
        }
    }

    /// ``oqc_gradient_span`` in Swift, for every processor: the same operations in the same order,
    /// four pixels per vector step (``fourColors(_:at:into:kind:projective:)``), the last few one at a
    /// time.
    static func portableSpan(_ run: oqc_gradient_span, into colors: UnsafeMutablePointer<UInt32>, count: Int) {
        var index = 0
        switch (run.kind, run.projective != 0) {
        case (0, false): while index &+ 4 <= count { fourColors(run, at: index, into: colors, kind: 0, projective: false); index &+= 4 }
        case (1, false): while index &+ 4 <= count { fourColors(run, at: index, into: colors, kind: 1, projective: false); index &+= 4 }
        case (2, false): while index &+ 4 <= count { fourColors(run, at: index, into: colors, kind: 2, projective: false); index &+= 4 }
        default: while index &+ 4 <= count { fourColors(run, at: index, into: colors, kind: run.kind, projective: run.projective != 0); index &+= 4 }
        }
        let size = Float(run.size), last = run.size
        while index < count {
            defer { index &+= 1 }
            let lane = Float(run.first &+ Int32(truncatingIfNeeded: index))
            var u = run.u0 + lane * run.du, v = run.v0 + lane * run.dv
            if run.projective != 0 {
                let w = run.w0 + lane * run.dw
                u = u / w
                v = v / w
            }
            var s: Float
            switch run.kind {
            case 0: s = u
            case 1: s = (u * u + v * v).squareRoot()
            case 3:
                let d = u * run.hx + v * run.hy
                s = d + (d * d + (u * u + v * v)).squareRoot()
            default: s = turn(u, v) * size
            }
            s = s > -1 ? s : -1
            s = s < size ? s : size
            var entry = Int32(s + 1) &- 1
            entry = entry < -1 ? -1 : (entry > last ? last : entry)
            colors[index] = run.table[Int(entry)]
        }
    }

    /// The angle of (`u`, `v`) from the u axis in turns, in [0, 1] (1 only where rounding reaches
    /// it): the arctangent of the smaller magnitude over the larger by Abramowitz and Stegun's
    /// polynomial 4.4.47 (error under 1.2e-5 radians; its coefficients divided by 2π), reflected
    /// into the octant of (u, v). 0 for (0, 0).
    @inline(__always)
    static func turn(_ u: Float, _ v: Float) -> Float {
        let ax = abs(u), ay = abs(v)
        let steep = ay > ax
        let larger = steep ? ay : ax, smaller = steep ? ax : ay
        let a = larger > 0 ? smaller / larger : 0
        let s = a * a
        var p: Float = 0x1.b2a2cep-9 * s + -0x1.bbfc16p-7
        p = p * s + 0x1.d5bc16p-6
        p = p * s + -0x1.aea4c2p-5
        p = p * s + 0x1.45e7d8p-3
        p = p * a
        if steep { p = 0.25 - p }
        if u < 0 { p = 0.5 - p }
        if v < 0 { p = 1 - p }
        return p
    }
}
