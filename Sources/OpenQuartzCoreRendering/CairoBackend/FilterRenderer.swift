import _CCairo

/// Draws a layer's picture through its ``CALayer/layerFilters``: the picture is drawn offscreen
/// over the part of the clip (grown by the reach of any blur) that its drawing can reach, each filter applied to its pixels in order, and
/// the result drawn over what is under it.
///
/// Colour filters work on each pixel's colour unpremultiplied and keep its alpha (see
/// ``LayerFilter``); a blur spreads the premultiplied components with three box blurs per
/// direction whose variance is the Gaussian's (``ShadowBlur``), its standard deviation scaled by
/// the layer's map to the device. Both backends draw filters this way (the software rasterizer hands
/// the whole filtered picture to Cairo, as it does shadows).
enum FilterRenderer {
    static func draw(_ filters: [LayerFilter], map: PlaneMap, extents: CGRect, in cr: OpaquePointer, body: (OpaquePointer) -> Void) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        let toDevice = map.followed(by: base)
        let scale = deviceScale(toDevice, extents: extents)
        let margin = reach(of: filters, scale: scale)
        // The clip, grown by the blur's reach (a picture outside it may blur into it), where the
        // layer's drawing can land.
        let clip = Offscreen.deviceClipExtents(cr).insetBy(dx: -margin, dy: -margin)
        let content = LayerExtents.projectedBox(extents, through: toDevice)?.insetBy(dx: -margin, dy: -margin) ?? clip
        let region = clip.intersection(content).integral
        guard margin.isFinite, !region.isNull, region.width > 0, region.height > 0 else { return }
        guard filters.contains(where: { !isIdentity($0) }),
              let image = Offscreen.render(region, matrix: base, body: body) else { return body(cr) }
        image.withPixels { pixels, stride in
            for filter in filters {
                if case .gaussianBlur(let sigma, let horizontal, let vertical) = filter {
                    blur(pixels, stride: stride, width: image.width, height: image.height, sigma: sigma * scale,
                         horizontal: horizontal, vertical: vertical, origin: (Int(region.minX), Int(region.minY)))
                } else {
                    recolor(pixels, stride: stride, width: image.width, height: image.height, by: filter)
                }
            }
        }
        // Only the box of pixels that are not transparent is composited (an offscreen picture
        // spans the clip, its ink often a small part of it).
        guard let ink = Offscreen.inkBox(of: image) else { return }
        Offscreen.paint(image, x: Double(region.minX), y: Double(region.minY), ink: ink, on: cr)
    }

    /// The scale a layer's blur is drawn at: its map to the device's largest at the middle of what it
    /// draws (exact for an affine map).
    static func deviceScale(_ toDevice: PlaneMap, extents: CGRect) -> Double {
        toDevice.linearization(at: CGPoint(x: extents.midX, y: extents.midY)).maximumScale
    }

    /// How far, in device pixels, the filters' blurs together spread a picture (three standard
    /// deviations of their combined Gaussian and a pixel, rounded up, and what the widest blur
    /// drawn at reduced resolution adds, ``ShadowBlur/reducedReach(sigma:)``; 0 without a blur;
    /// infinite or not a number for a blur too wide to draw).
    static func reach(of filters: [LayerFilter], scale: Double) -> Double {
        var variance = 0.0, reduced = 0
        for case .gaussianBlur(let sigma, _, _) in filters {
            variance += sigma * sigma
            if (sigma * scale).isFinite { reduced = max(reduced, ShadowBlur.reducedReach(sigma: sigma * scale)) }
        }
        return variance > 0 ? (3 * variance.squareRoot() * scale).rounded(.up) + 1 + Double(reduced) : 0
    }

    /// Whether `filter` leaves every picture as it is (a blur under a tenth of a pixel, a colour
    /// filter of no amount): such filters draw the picture directly.
    static func isIdentity(_ filter: LayerFilter) -> Bool {
        switch filter {
        case .fill(_, _, _, let opacity): opacity <= 0
        case .tint(_, _, let amount): amount <= 0
        case .tritone(_, _, _, let original): original >= 1
        case .gaussianBlur(let sigma, let horizontal, let vertical): !(sigma > 0.1) || !(horizontal || vertical)
        }
    }

    /// Applies a colour filter to every pixel that is not transparent.
    static func recolor(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, by filter: LayerFilter) {
        let colors = Colors(filter)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width where row[x] >> 24 != 0 {
                row[x] = recolored(row[x], by: filter, colors)
            }
        }
    }

    /// A colour filter's colours as vectors, made once per picture.
    struct Colors {
        var first = SIMD3<Double>(), second = SIMD3<Double>(), third = SIMD3<Double>()

        init(_ filter: LayerFilter) {
            func vector(_ c: [Double]) -> SIMD3<Double> {
                SIMD3(c.first ?? 0, c.count > 1 ? c[1] : 0, c.count > 2 ? c[2] : 0)
            }
            switch filter {
            case .fill(let red, let green, let blue, _): first = SIMD3(red, green, blue)
            case .tint(let black, let white, _): (first, second) = (vector(black), vector(white))
            case .tritone(let highlights, let midtones, let shadows, _): (first, second, third) = (vector(shadows), vector(midtones), vector(highlights))
            case .gaussianBlur: break
            }
        }
    }

    /// One premultiplied ARGB32 pixel (alpha not 0) through a colour filter.
    static func recolored(_ pixel: UInt32, by filter: LayerFilter, _ colors: Colors) -> UInt32 {
        let alpha = Double(pixel >> 24)
        var rgb = SIMD3(Double((pixel >> 16) & 0xff), Double((pixel >> 8) & 0xff), Double(pixel & 0xff)) / alpha
        func mix(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ t: Double) -> SIMD3<Double> { a + (b - a) * t }
        let luminance = 0.2126 * rgb.x + 0.7152 * rgb.y + 0.0722 * rgb.z
        switch filter {
        case .fill(_, _, _, let opacity):
            rgb = mix(rgb, colors.first, opacity)
        case .tint(_, _, let amount):
            rgb = mix(rgb, mix(colors.first, colors.second, luminance), amount)
        case .tritone(_, _, _, let original):
            let toned = luminance < 0.5 ? mix(colors.first, colors.second, 2 * luminance) : mix(colors.second, colors.third, 2 * luminance - 1)
            rgb = mix(toned, rgb, original)
        case .gaussianBlur:
            return pixel
        }
        func component(_ value: Double) -> UInt32 { UInt32(min(max(value * alpha + 0.5, 0), alpha)) }
        return pixel & 0xff00_0000 | component(rgb.x) << 16 | component(rgb.y) << 8 | component(rgb.z)
    }

    /// Blurs the four premultiplied components (transparent beyond the image), over the box
    /// around the pixels that are not transparent grown by the boxes' reach: beyond it every value
    /// stays exactly 0 (the reach of the full-resolution boxes, which a blur drawn at reduced
    /// resolution spreads as far as). The four components are spread together, four floats a pixel.
    static func blur(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, sigma: Double,
                     horizontal: Bool, vertical: Bool, origin: (x: Int, y: Int) = (0, 0)) {
        let boxes = ShadowBlur.boxWidths(sigma: sigma).filter { $0 > 1 }
        guard !boxes.isEmpty, sigma.isFinite, horizontal || vertical,
              let ink = ShadowBlur.inkBox(UnsafeRawPointer(pixels), stride: stride * 4, width: width, height: height) else { return }
        let reach = boxes.reduce(0) { $0 + $1 / 2 } + ShadowBlur.reducedReach(sigma: sigma)
        let x0 = horizontal ? max(ink.x0 - reach, 0) : ink.x0, x1 = horizontal ? min(ink.x1 + reach, width) : ink.x1
        let y0 = vertical ? max(ink.y0 - reach, 0) : ink.y0, y1 = vertical ? min(ink.y1 + reach, height) : ink.y1
        let w = x1 - x0, h = y1 - y0
        let factor = ShadowBlur.reduction(sigma: sigma)
        if factor > 1 {
            return ShadowBlur.blurReduced(premultiplied: pixels, stride: stride, box: PixelBox(x: x0, y: y0, width: w, height: h),
                                          sigma: sigma, factor: factor, across: horizontal, down: vertical, origin: origin)
        }
        // Four floats a pixel (alpha, red, green, blue): each of the 4w columns of floats is blurred
        // on its own.
        let plane = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: w * h)
        defer { plane.deallocate() }
        for y in 0..<h {
            let row = pixels + (y0 + y) * stride + x0, out = plane + y * w
            for x in 0..<w {
                let p = row[x]
                out[x] = SIMD4(Float(p >> 24), Float((p >> 16) & 0xff), Float((p >> 8) & 0xff), Float(p & 0xff))
            }
        }
        UnsafeMutableRawPointer(plane).withMemoryRebound(to: Float.self, capacity: 4 * w * h) { floats in
            ShadowBlur.blur(floats, width: w, height: h, channels: 4, boxes: boxes, across: horizontal, down: vertical)
        }
        for y in 0..<h {
            let row = pixels + (y0 + y) * stride + x0, blurred = plane + y * w
            for x in 0..<w {
                // Rounded (+ ½ and truncated, all being ≥ 0), each colour component kept within alpha.
                let v = blurred[x].clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)) + 0.5
                let a = UInt32(v[0])
                row[x] = a << 24 | min(UInt32(v[1]), a) << 16 | min(UInt32(v[2]), a) << 8 | min(UInt32(v[3]), a)
            }
        }
    }
}
