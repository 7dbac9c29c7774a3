import _CCairo

/// The blur of Core Graphics shadows: a Gaussian of standard deviation `blur / 2`, approximated by
/// three successive box blurs in each direction (the sizes chosen so that the three boxes have the
/// Gaussian's variance), which costs a constant time per pixel whatever the radius; wide blurs are
/// drawn at reduced resolution (``reduction(sigma:)``).
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
    /// Only the box around the source's non-transparent pixels, grown by the boxes' reach, is
    /// blurred: beyond it every blurred value is exactly 0 (a layer's offscreen picture often spans
    /// the whole clip around a small drawing). `origin` is where the source's first pixel is on the
    /// device (``blurReduced(alphaOf:stride:into:outputStride:box:sigma:factor:origin:)``).
    static func blurredAlpha(of source: OpaquePointer, sigma: Double, origin: (x: Int, y: Int) = (0, 0)) -> OpaquePointer {
        cairo_surface_flush(source)
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        let input = UnsafeRawPointer(cairo_image_surface_get_data(source)!)
        let output = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(output)
        let outStride = Int(cairo_image_surface_get_stride(output))
        // A new image surface is all zeros (Cairo clears it).
        let out = cairo_image_surface_get_data(output)!
        defer { cairo_surface_mark_dirty(output) }
        guard let ink = inkBox(input, stride: stride, width: width, height: height) else { return output }
        let boxes = boxWidths(sigma: sigma).filter { $0 > 1 }
        let reach = boxes.reduce(0) { $0 + $1 / 2 } + reducedReach(sigma: sigma)
        let x0 = max(ink.x0 - reach, 0), x1 = min(ink.x1 + reach, width)
        let y0 = max(ink.y0 - reach, 0), y1 = min(ink.y1 + reach, height)
        let w = x1 - x0, h = y1 - y0
        let factor = reduction(sigma: sigma)
        if factor > 1 {
            blurReduced(alphaOf: input, stride: stride, into: out, outputStride: outStride,
                        box: PixelBox(x: x0, y: y0, width: w, height: h), sigma: sigma, factor: factor, origin: origin)
            return output
        }
        var plane = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = input.advanced(by: (y0 + y) * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { plane[y * w + x] = Float(row[x0 + x] >> 24) }
        }
        blur(&plane, width: w, height: h, boxes: boxes)
        for y in 0..<h {
            for x in 0..<w {
                // Rounded as + ½ truncated (the value clamped to 0...255 first): no call to roundf.
                out[(y0 + y) * outStride + x0 + x] = UInt8(min(max(plane[y * w + x], 0), 255) + 0.5)
            }
        }
        return output
    }

    /// The box (x0..<x1, y0..<y1) of the pixels whose alpha is not 0, or nil when none is.
    static func inkBox(_ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            guard let first = (0..<width).first(where: { row[$0] >> 24 != 0 }) else { continue }
            let last = (first..<width).last(where: { row[$0] >> 24 != 0 })!
            x0 = min(x0, first)
            x1 = max(x1, last + 1)
            y0 = min(y0, y)
            y1 = y + 1
        }
        return x1 > x0 ? (x0, y0, x1, y1) : nil
    }

    /// Blurs a plane of `width` x `height` pixels, `channels` floats a pixel (each blurred on its
    /// own), by the boxes across, then by the boxes down (box blurs along different axes commute).
    /// Across, the plane is transposed (pixels moved whole) so that both directions run as
    /// ``VerticalPass``es, whose steps run along rows (contiguous, so vectorised).
    static func blur(_ plane: inout [Float], width w: Int, height h: Int, channels c: Int = 1, boxes: [Int],
                     across: Bool = true, down: Bool = true) {
        guard plane.count >= c * w * h else { return }
        plane.withUnsafeMutableBufferPointer { p in
            blur(p.baseAddress!, width: w, height: h, channels: c, boxes: boxes, across: across, down: down)
        }
    }

    /// ``blur(_:width:height:channels:boxes:across:down:)`` of a plane in memory the caller holds.
    static func blur(_ plane: UnsafeMutablePointer<Float>, width w: Int, height h: Int, channels c: Int = 1, boxes: [Int],
                     across: Bool = true, down: Bool = true) {
        guard w > 0, h > 0, c > 0, !boxes.isEmpty else { return }
        if across {
            let transposed = UnsafeMutablePointer<Float>.allocate(capacity: c * w * h)
            defer { transposed.deallocate() }
            transpose(plane, into: transposed, width: w, height: h, channels: c)
            var rows = VerticalPass(width: c * h, height: w)
            for box in boxes { rows.run(transposed, radius: box / 2) }
            transpose(transposed, into: plane, width: h, height: w, channels: c)
        }
        if down {
            var columns = VerticalPass(width: c * w, height: h)
            for box in boxes { columns.run(plane, radius: box / 2) }
        }
    }

    /// Writes the `width` x `height` plane of `channels` floats a pixel as a `height` x `width` one
    /// (pixel (x, y) to (y, x)), in tiles of 16 x 16 pixels so that the reads and the writes both
    /// stay in the processor's cache; four channels move as one vector.
    static func transpose(_ source: UnsafePointer<Float>, into target: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                          channels c: Int) {
        let tile = 16
        for y0 in stride(from: 0, to: h, by: tile) {
            for x0 in stride(from: 0, to: w, by: tile) {
                for y in y0..<min(y0 + tile, h) {
                    for x in x0..<min(x0 + tile, w) {
                        let from = source + c * (y * w + x), to = target + c * (x * h + y)
                        if c == 4 {
                            UnsafeMutableRawPointer(to).storeBytes(of: UnsafeRawPointer(from).loadUnaligned(as: SIMD4<Float>.self),
                                                                   as: SIMD4<Float>.self)
                        } else {
                            for k in 0..<c { to[k] = from[k] }
                        }
                    }
                }
            }
        }
    }

    /// Box blurs down every column of a `width` x `height` plane at once, row by row: for each
    /// column the running sum a box blur keeps (zeros beyond the ends), but each step runs along a
    /// row, whose values lie together in memory.
    struct VerticalPass {
        let width: Int, height: Int
        private var input: [Float]
        private var sums: [Float]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            input = [Float](repeating: 0, count: width * height)
            sums = [Float](repeating: 0, count: width)
        }

        mutating func run(_ plane: UnsafeMutablePointer<Float>, radius: Int) {
            let w = width, h = height
            guard w > 0, h > 0 else { return }
            let scale = 1 / Float(2 * radius + 1)
            input.withUnsafeMutableBufferPointer { inputBuffer in
                sums.withUnsafeMutableBufferPointer { sumBuffer in
                    let source = inputBuffer.baseAddress!, sum = sumBuffer.baseAddress!
                    source.update(from: plane, count: w * h)
                    sum.update(repeating: 0, count: w)
                    for i in 0..<min(radius, h) {
                        let row = source + i * w
                        for x in 0..<w { sum[x] += row[x] }
                    }
                    for i in 0..<h {
                        if i + radius < h {
                            let row = source + (i + radius) * w
                            for x in 0..<w { sum[x] += row[x] }
                        }
                        if i - radius - 1 >= 0 {
                            let row = source + (i - radius - 1) * w
                            for x in 0..<w { sum[x] -= row[x] }
                        }
                        let out = plane + i * w
                        for x in 0..<w { out[x] = sum[x] * scale }
                    }
                }
            }
        }
    }
}
