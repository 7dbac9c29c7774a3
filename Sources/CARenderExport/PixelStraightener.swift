import OpenCoreGraphics

/// The per-pixel arithmetic that turns the renderer's premultiplied sRGB pixels into what the
/// encoders store: composited onto an optional background, then un-premultiplied ("straight").
///
/// It gives exactly ``FrameConverter``'s results (which the tests check over every premultiplied
/// input): compositing is `c + (background × (255 − alpha) + 127) / 255` per component, alpha
/// included, and un-premultiplying is `min(255, (c × 255 + alpha / 2) / alpha)`. Both are done with
/// tables so that the encoders' hot loops divide nothing: a reciprocal `⌈2²⁴ / alpha⌉` turns the
/// division into a multiplication and a shift, exact because the numerator never exceeds
/// `255 × 255 + 127` (less than `2²⁴ / 255`).
package struct PixelStraightener: Sendable {
    /// What compositing adds to red, green, blue and alpha, packed in the bytes of a `UInt32` as a
    /// premultiplied pixel is (red in the low byte), for each source alpha.
    private let backgroundTerms: [UInt32]
    /// `⌈2²⁴ / alpha⌉` for each alpha (0 for alpha 0).
    private let reciprocals: [UInt32]
    /// Whether the background is opaque, so that every composited pixel is.
    package let backgroundIsOpaque: Bool

    /// The arithmetic for frames composited onto `background` (converted to sRGB), or left as they
    /// are when it is `nil`.
    package init(background: CGColor?) {
        var terms = [UInt32](repeating: 0, count: 256)
        var opaque = false
        if let background {
            let rgba = background.rgba(in: CGColorSpace(name: CGColorSpace.sRGB)!)
            func premultiplied(_ component: Double) -> Int {
                Int((min(max(component, 0), 1) * rgba.alpha * 255).rounded())
            }
            let alpha = Int((min(max(rgba.alpha, 0), 1) * 255).rounded())
            let components = [premultiplied(rgba.red), premultiplied(rgba.green), premultiplied(rgba.blue), alpha]
            opaque = components[3] == 255
            for sourceAlpha in 0..<256 {
                var packed: UInt32 = 0
                for (index, component) in components.enumerated() {
                    packed |= UInt32((component * (255 - sourceAlpha) + 127) / 255) << (8 * index)
                }
                terms[sourceAlpha] = packed
            }
        }
        backgroundTerms = terms
        reciprocals = (0..<256).map { (alpha: Int) -> UInt32 in alpha == 0 ? 0 : UInt32(((1 << 24) + alpha - 1) / alpha) }
        backgroundIsOpaque = opaque
    }

    /// The premultiplied pixel `pixel` (red in the low byte) composited onto the background.
    @inline(__always)
    package func composited(_ pixel: UInt32) -> UInt32 {
        pixel &+ backgroundTerms[Int(truncatingIfNeeded: pixel >> 24)]
    }

    /// The alpha of `pixel` (premultiplied, red in the low byte) once composited onto the background.
    @inline(__always)
    package func compositedAlpha(_ pixel: UInt32) -> Int {
        Int(truncatingIfNeeded: composited(pixel) >> 24)
    }

    /// The straight colour of the premultiplied `pixel` (red in the low byte) composited onto the
    /// background, packed the same way: fully transparent pixels are 0, opaque ones unchanged.
    @inline(__always)
    package func straight(_ pixel: UInt32) -> UInt32 {
        let over = composited(pixel)
        let alpha = over >> 24
        if alpha == 255 { return over }
        if alpha == 0 { return 0 }
        let reciprocal = UInt64(reciprocals[Int(truncatingIfNeeded: alpha)])
        let half = alpha >> 1
        var result = alpha << 24
        for shift in stride(from: UInt32(0), through: 16, by: 8) {
            let component = (over >> shift) & 0xFF
            let value = UInt32(truncatingIfNeeded: (UInt64(component * 255 + half) &* reciprocal) >> 24)
            result |= min(value, 255) << shift
        }
        return result
    }
}
