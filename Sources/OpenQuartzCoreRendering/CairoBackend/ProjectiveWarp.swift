import _CCairo

/// Draws a layer seen in perspective: the layer is drawn flat into an offscreen image, which is then
/// mapped onto the target through the projective map, sampled bilinearly per target pixel (which
/// also anti-aliases the edges, the image having a transparent border).
enum ProjectiveWarp {
    /// The largest side of the offscreen image, in pixels.
    static let maximumSide = 4096.0

    /// Draws `body` (drawing in the layer's coordinates) through `map` (layer plane to `cr`'s user
    /// plane). Only the part of the layer in front of the viewer (w > 0) is drawn.
    static func draw(map: PlaneMap, extents: CGRect, in cr: OpaquePointer, body: (OpaquePointer) -> Void) {
        guard extents.width > 0, extents.height > 0 else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let toDevice = map.followed(by: ctm)
        guard let fromDevice = toDevice.inverted else { return }
        let visible = visiblePolygon(of: extents, map: toDevice)
        guard visible.count >= 3 else { return }
        // The device rectangle to fill: the visible part's bounds within the clip.
        let points = visible.compactMap { toDevice.apply($0) }
        var x0 = points.map(\.x).min()!, y0 = points.map(\.y).min()!
        var x1 = points.map(\.x).max()!, y1 = points.map(\.y).max()!
        let clip = Offscreen.deviceClipExtents(cr)
        x0 = max(x0.rounded(.down), clip.minX); y0 = max(y0.rounded(.down), clip.minY)
        x1 = min(x1.rounded(.up), clip.maxX); y1 = min(y1.rounded(.up), clip.maxY)
        guard x1 > x0, y1 > y0, let target = CairoImage(width: Int(x1 - x0), height: Int(y1 - y0)) else { return }
        // Source resolution: the largest magnification over the visible corners, bounded.
        var scale = 0.0
        for p in visible { scale = max(scale, magnification(toDevice, at: p)) }
        scale = min(max(scale, 1.0 / 64), maximumSide / Double(max(extents.width, extents.height)), 16)
        let width = Int((Double(extents.width) * scale).rounded(.up)) + 2
        let height = Int((Double(extents.height) * scale).rounded(.up)) + 2
        guard let source = CairoImage(width: width, height: height) else { return }
        source.draw { sourceContext in
            cairo_translate(sourceContext, 1, 1)
            cairo_scale(sourceContext, scale, scale)
            cairo_translate(sourceContext, -Double(extents.minX), -Double(extents.minY))
            body(sourceContext)
        }
        let sampler = BilinearSampler(source)
        target.withPixels { pixels, stride in
            for row in 0..<target.height {
                let line = pixels.advanced(by: row * stride)
                let y = y0 + Double(row) + 0.5
                for column in 0..<target.width {
                    let x = x0 + Double(column) + 0.5
                    let q = x * fromDevice.m14 + y * fromDevice.m24 + fromDevice.m44
                    guard q != 0 else { continue }
                    let u = (x * fromDevice.m11 + y * fromDevice.m21 + fromDevice.m41) / q
                    let v = (x * fromDevice.m12 + y * fromDevice.m22 + fromDevice.m42) / q
                    guard toDevice.w(CGPoint(x: u, y: v)) > 0 else { continue }
                    line[column] = sampler.sample(x: (u - Double(extents.minX)) * scale + 1,
                                                  y: (v - Double(extents.minY)) * scale + 1)
                }
            }
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target.surface, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The part of `rect` where the map's w is positive (in front of the viewer), as a polygon.
    static func visiblePolygon(of rect: CGRect, map: PlaneMap) -> [CGPoint] {
        visiblePolygon(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)], map: map)
    }

    /// The part of the polygon `corners` where the map's w is positive, as a polygon (clipped
    /// against the plane w = 0, as a near plane).
    static func visiblePolygon(of corners: [CGPoint], map: PlaneMap) -> [CGPoint] {
        let epsilon = 1e-6
        var result: [CGPoint] = []
        for index in corners.indices {
            let a = corners[index], b = corners[(index + 1) % corners.count]
            let wa = map.w(a) - epsilon, wb = map.w(b) - epsilon
            if wa > 0 { result.append(a) }
            if (wa > 0) != (wb > 0) {
                let t = wa / (wa - wb)
                result.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return result
    }

    /// How much the map magnifies lengths near `p` (the larger singular value of its Jacobian).
    static func magnification(_ map: PlaneMap, at p: CGPoint) -> Double {
        map.linearization(at: p).maximumScale
    }
}
