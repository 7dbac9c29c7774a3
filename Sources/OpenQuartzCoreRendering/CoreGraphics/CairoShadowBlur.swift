import _CCairo

/// The blur of Core Graphics shadows: a Gaussian of standard deviation `blur / 2`, approximated by
/// three successive box blurs in each direction (the sizes chosen so that the three boxes have the
/// Gaussian's variance), which costs a constant time per pixel whatever the radius.
enum ShadowBlur {
    /// The widths (odd) of the three boxes whose successive application approximates a Gaussian of
    /// standard deviation `sigma`.
    static func boxWidths(sigma: Double) -> [Int] {
        let ideal = (4 * sigma * sigma + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let l = Double(lower)
        let count = Int(((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded())
        return (0..<3).map { $0 < count ? lower : lower + 2 }
    }

    /// A new A8 surface (the caller destroys it) holding the alpha of the ARGB32 surface `source`,
    /// blurred with a Gaussian of standard deviation `sigma`; pixels outside count as transparent.
    static func blurredAlpha(of source: OpaquePointer, sigma: Double) -> OpaquePointer {
        cairo_surface_flush(source)
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        let input = UnsafeRawPointer(cairo_image_surface_get_data(source)!)
        var plane = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = input.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { plane[y * width + x] = Float(row[x] >> 24) }
        }
        var scratch = [Float](repeating: 0, count: max(width, height))
        for box in boxWidths(sigma: sigma) where box > 1 {
            let radius = box / 2
            plane.withUnsafeMutableBufferPointer { p in
                scratch.withUnsafeMutableBufferPointer { s in
                    for y in 0..<height { boxPass(p.baseAddress! + y * width, step: 1, count: width, radius: radius, scratch: s) }
                    for x in 0..<width { boxPass(p.baseAddress! + x, step: width, count: height, radius: radius, scratch: s) }
                }
            }
        }
        let output = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(output)
        let outStride = Int(cairo_image_surface_get_stride(output))
        let out = cairo_image_surface_get_data(output)!
        for y in 0..<height {
            for x in 0..<width {
                out[y * outStride + x] = UInt8(min(max(plane[y * width + x].rounded(), 0), 255))
            }
        }
        cairo_surface_mark_dirty(output)
        return output
    }

    /// One box blur along a line of `count` values `step` apart, with zeros beyond the ends.
    private static func boxPass(_ line: UnsafeMutablePointer<Float>, step: Int, count: Int, radius: Int,
                                scratch: UnsafeMutableBufferPointer<Float>) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            if i + radius < count { sum += scratch[i + radius] }
            if i - radius - 1 >= 0 { sum -= scratch[i - radius - 1] }
            line[i * step] = sum * scale
        }
    }
}
