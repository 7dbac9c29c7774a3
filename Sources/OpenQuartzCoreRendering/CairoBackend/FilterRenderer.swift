import _CCairo

/// Draws a layer's picture through its ``CALayer/layerFilters``: the picture is drawn offscreen
/// over the clip (grown by the reach of any blur), each filter applied to its pixels in order, and
/// the result drawn over what is under it.
///
/// Colour filters work on each pixel's colour unpremultiplied and keep its alpha (see
/// ``LayerFilter``); a blur spreads the premultiplied components with three box blurs per
/// direction whose variance is the Gaussian's (``ShadowBlur``), its standard deviation scaled by
/// the layer's map to the device. Both backends draw filters this way (the software rasterizer hands
/// the whole filtered picture to Cairo, as it does shadows).
enum FilterRenderer {
    static func draw(_ filters: [LayerFilter], map: PlaneMap, in cr: OpaquePointer, body: (OpaquePointer) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        let scale = map.followed(by: base).linearization(at: .zero).maximumScale
        var variance = 0.0
        for case .gaussianBlur(let sigma, _, _) in filters { variance += sigma * scale * sigma * scale }
        let margin = variance > 0 ? (3 * variance.squareRoot()).rounded(.up) + 1 : 0
        let region = Offscreen.deviceClipExtents(cr).insetBy(dx: -margin, dy: -margin).integral
        guard variance.isFinite, !region.isNull, region.width > 0, region.height > 0 else { return }
        guard region.width * region.height <= Double(1 << 26),
              let image = CairoImage(width: Int(region.width), height: Int(region.height)) else { return body(cr) }
        var shifted = base
        shifted.x0 -= Double(region.minX)
        shifted.y0 -= Double(region.minY)
        image.draw { target in
            cairo_set_matrix(target, &shifted)
            body(target)
        }
        image.withPixels { pixels, stride in
            for filter in filters {
                if case .gaussianBlur(let sigma, let horizontal, let vertical) = filter {
                    blur(pixels, stride: stride, width: image.width, height: image.height, sigma: sigma * scale,
                         horizontal: horizontal, vertical: vertical)
                } else {
                    recolor(pixels, stride: stride, width: image.width, height: image.height, by: filter)
                }
            }
        }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, Double(region.minX), Double(region.minY))
        cairo_paint(cr)
    }

    /// Applies a colour filter to every pixel that is not transparent.
    static func recolor(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, by filter: LayerFilter) {
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width where row[x] >> 24 != 0 {
                row[x] = recolored(row[x], by: filter)
            }
        }
    }

    /// One premultiplied ARGB32 pixel (alpha not 0) through a colour filter.
    static func recolored(_ pixel: UInt32, by filter: LayerFilter) -> UInt32 {
        let alpha = Double(pixel >> 24)
        var rgb = [Double((pixel >> 16) & 0xff) / alpha, Double((pixel >> 8) & 0xff) / alpha, Double(pixel & 0xff) / alpha]
        func mix(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
            (0..<3).map { a[$0] + (b[$0] - a[$0]) * t }
        }
        func color(_ c: [Double]) -> [Double] { (0..<3).map { $0 < c.count ? c[$0] : 0 } }
        let luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        switch filter {
        case .fill(let red, let green, let blue, let opacity):
            rgb = mix(rgb, [red, green, blue], opacity)
        case .tint(let black, let white, let amount):
            rgb = mix(rgb, mix(color(black), color(white), luminance), amount)
        case .tritone(let highlights, let midtones, let shadows, let original):
            let toned = luminance < 0.5 ? mix(color(shadows), color(midtones), 2 * luminance)
                : mix(color(midtones), color(highlights), 2 * luminance - 1)
            rgb = mix(toned, rgb, original)
        case .gaussianBlur:
            return pixel
        }
        func component(_ value: Double) -> UInt32 { UInt32(min(max((value * alpha).rounded(), 0), alpha)) }
        return pixel & 0xff00_0000 | component(rgb[0]) << 16 | component(rgb[1]) << 8 | component(rgb[2])
    }

    /// Blurs the four premultiplied components (transparent beyond the image).
    static func blur(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, sigma: Double,
                     horizontal: Bool, vertical: Bool) {
        let boxes = ShadowBlur.boxWidths(sigma: sigma).filter { $0 > 1 }
        guard !boxes.isEmpty, sigma.isFinite, horizontal || vertical else { return }
        var plane = [Float](repeating: 0, count: width * height)
        var scratch = [Float](repeating: 0, count: max(width, height))
        for shift: UInt32 in [24, 16, 8, 0] {
            for y in 0..<height {
                for x in 0..<width { plane[y * width + x] = Float((pixels[y * stride + x] >> shift) & 0xff) }
            }
            plane.withUnsafeMutableBufferPointer { p in
                scratch.withUnsafeMutableBufferPointer { s in
                    for box in boxes {
                        if horizontal {
                            for y in 0..<height { ShadowBlur.boxPass(p.baseAddress! + y * width, step: 1, count: width, radius: box / 2, scratch: s) }
                        }
                        if vertical {
                            for x in 0..<width { ShadowBlur.boxPass(p.baseAddress! + x, step: width, count: height, radius: box / 2, scratch: s) }
                        }
                    }
                }
            }
            let keep = ~(UInt32(0xff) << shift)
            for y in 0..<height {
                for x in 0..<width {
                    let value = UInt32(min(max(plane[y * width + x].rounded(), 0), 255))
                    pixels[y * stride + x] = pixels[y * stride + x] & keep | value << shift
                }
            }
        }
        // Rounding each component on its own can leave a colour component above its alpha.
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * stride + x], a = p >> 24
                let r = min((p >> 16) & 0xff, a), g = min((p >> 8) & 0xff, a), b = min(p & 0xff, a)
                pixels[y * stride + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
