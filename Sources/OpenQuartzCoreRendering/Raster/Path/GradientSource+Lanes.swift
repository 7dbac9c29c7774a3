import _OQCKernels

/// The vector step of ``GradientSource/portableSpan(_:into:count:)``: four pixels' parameters in
/// the lanes of `SIMD4<Float>` (SSE registers), each lane computed with the same operations in the
/// same order as the scalar loop and the C kernel, so the colours are the same bit for bit.
extension GradientSource {
    /// The colours of pixels `index..<index + 4` of `run`, for a gradient of `kind` (0 axial, 1
    /// radial, 2 conic), divided by w when `projective`.
    @inline(__always)
    static func fourColors(_ run: oqc_gradient_span, at index: Int, into colors: UnsafeMutablePointer<UInt32>,
                           kind: Int32, projective: Bool) {
        let first = run.first &+ Int32(truncatingIfNeeded: index)
        let lanes = SIMD4<Float>(Float(first), Float(first &+ 1), Float(first &+ 2), Float(first &+ 3))
        var u = SIMD4(repeating: run.u0) + lanes * SIMD4(repeating: run.du)
        var v = SIMD4(repeating: run.v0) + lanes * SIMD4(repeating: run.dv)
        if projective {
            let w = SIMD4(repeating: run.w0) + lanes * SIMD4(repeating: run.dw)
            u = u / w
            v = v / w
        }
        let size = SIMD4<Float>(repeating: Float(run.size))
        var s: SIMD4<Float>
        switch kind {
        case 0: s = u
        case 1: s = (u * u + v * v).squareRoot()
        case 3:
            let d = u * SIMD4(repeating: run.hx) + v * SIMD4(repeating: run.hy)
            s = d + (d * d + (u * u + v * v)).squareRoot()
        default: s = turns(u, v) * size
        }
        s.replace(with: -1, where: .!(s .> -1))
        s.replace(with: size, where: .!(s .< size))
        let t = s + 1, last = run.size
        for lane in 0..<4 {
            var entry = Int32(t[lane]) &- 1
            entry = entry < -1 ? -1 : (entry > last ? last : entry)
            colors[index &+ lane] = run.table[Int(entry)]
        }
    }

    /// ``turn(_:_:)`` for four lanes.
    @inline(__always)
    static func turns(_ u: SIMD4<Float>, _ v: SIMD4<Float>) -> SIMD4<Float> {
        let magnitude = SIMD4<UInt32>(repeating: 0x7FFF_FFFF)
        let ax = unsafeBitCast(unsafeBitCast(u, to: SIMD4<UInt32>.self) & magnitude, to: SIMD4<Float>.self)
        let ay = unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & magnitude, to: SIMD4<Float>.self)
        let steep = ay .> ax
        let larger = ax.replacing(with: ay, where: steep), smaller = ay.replacing(with: ax, where: steep)
        let a = (smaller / larger).replacing(with: 0, where: .!(larger .> 0))
        let s = a * a
        var p = SIMD4<Float>(repeating: 0x1.b2a2cep-9) * s + SIMD4(repeating: -0x1.bbfc16p-7)
        p = p * s + SIMD4(repeating: 0x1.d5bc16p-6)
        p = p * s + SIMD4(repeating: -0x1.aea4c2p-5)
        p = p * s + SIMD4(repeating: 0x1.45e7d8p-3)
        p = p * a
        p.replace(with: SIMD4(repeating: 0.25) - p, where: steep)
        p.replace(with: SIMD4(repeating: 0.5) - p, where: u .< 0)
        p.replace(with: SIMD4(repeating: 1) - p, where: v .< 0)
        return p
    }
}
