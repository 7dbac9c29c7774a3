import _CCairo

extension RasterRecorder {
    /// A rounded rectangle less its hole: a fill the compositor's rounded-rectangle rows draw, or,
    /// seen in perspective or clipped by a clip that is, a path of its outlines (the hole taken out
    /// by the even-odd rule).
    func record(_ rect: FrameRect) -> Bool {
        let clip = rasterClip(rect.placement.clip)
        let color = PremultipliedColor.pack(rect.color, alpha: rect.alpha)
        guard clip != Self.empty, color != 0 else { return true }
        guard let toDevice = toDevice(rect.placement), clip < 0 || recording.clips[clip].isAnalytic else {
            let map = pathMap(rect.placement.map)
            recording.edges.beginPath()
            recording.edges.addRoundedRect(rect.rect, radius: rect.radius, corners: rect.corners, map: map)
            if !rect.hole.isNull {
                recording.edges.addRoundedRect(rect.hole, radius: rect.holeRadius, corners: rect.corners, map: map)
            }
            appendPath(recording.edges.endPath(), rule: rect.hole.isNull ? .winding : .evenOdd, paint: .solid(color), clip: clip)
            return true
        }
        guard let shape = RoundedRectCoverage(rect: rect.rect, radius: rect.radius, corners: rect.corners, toDevice: toDevice)
        else { return true }
        let bounds = shape.bounds.intersection(clipArea(clip))
        guard !bounds.isEmpty else { return true }
        var hole = -1
        if !rect.hole.isNull, let inner = RoundedRectCoverage(rect: rect.hole, radius: rect.holeRadius, corners: rect.corners,
                                                                toDevice: toDevice) {
            recording.holes.append(inner)
            hole = recording.holes.count - 1
        }
        recording.ops.append(.fill(SolidFill(shape: shape, hole: hole, color: color, clip: clip, bounds: bounds)))
        return true
    }

    /// Adds a path fill of the recording's path `path` (its device bounds within the clip's),
    /// with the outlines its clips need for their coverage masks.
    func appendPath(_ path: Int, rule: CGPathFillRule, paint: PathPaint, clip: Int, opacity: UInt32 = 255) {
        let bounds = recording.edges[path].bounds.intersection(clipArea(clip))
        guard !bounds.isEmpty else { return }
        var current = clip
        while current >= 0 {
            let raster = recording.clips[current]
            if !raster.isPixelRect && raster.path < 0 {
                recording.edges.beginPath()
                recording.edges.addRoundedRect(raster.rect, radius: raster.radius, corners: raster.corners, map: raster.map)
                recording.clips[current].path = recording.edges.endPath()
            }
            current = raster.parent
        }
        recording.ops.append(.path(PathDraw(path: path, rule: rule, paint: paint, opacity: opacity, clip: clip, bounds: bounds)))
    }

    /// An image drawn into a rectangle, sampled bilinearly or at the nearest texel: through the
    /// compositor's image rows, or, seen in perspective or clipped by a clip that is, as a path of
    /// the rectangle filled with the image. False for the trilinear filter (Cairo's).
    func record(_ step: FrameImage) -> Bool {
        guard step.filter != .trilinear else { return false }
        let clip = rasterClip(step.placement.clip)
        let source = step.source, frame = step.destination
        let alpha = PixelMath.factor(step.alpha)
        guard clip != Self.empty, alpha > 0, source.width > 0, source.height > 0, frame.width > 0, frame.height > 0
        else { return true }
        let surface = CairoImageCache.surface(for: step.image)
        cairo_surface_flush(surface.surface)
        guard let data = cairo_image_surface_get_data(surface.surface) else { return true }
        let texels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        guard let toDevice = toDevice(step.placement), clip < 0 || recording.clips[clip].isAnalytic else {
            // Image space (the image covering [0, width] x [0, height]) to the layer, then the device.
            let sx = Double(frame.width / source.width), sy = Double(frame.height / source.height)
            let toLayer = PathMap(a: sx, b: 0, c: 0, d: sy, tx: Double(frame.minX) - Double(source.minX) * sx,
                                  ty: Double(frame.minY) - Double(source.minY) * sy)
            let map = pathMap(step.placement.map)
            guard let paint = ImagePaint(texels: texels, stride: surface.bytesPerRow / 4, width: surface.width,
                                         height: surface.height, toDevice: toLayer.concatenating(map),
                                         nearest: step.filter == .nearest) else { return true }
            recording.images.append(surface)
            recording.edges.beginPath()
            recording.edges.addRoundedRect(frame, radius: 0, corners: [], map: map)
            appendPath(recording.edges.endPath(), rule: .winding, paint: .image(paint), clip: clip, opacity: alpha)
            return true
        }
        guard let shape = RoundedRectCoverage(rect: frame, radius: 0, corners: [], toDevice: toDevice) else { return true }
        let bounds = shape.bounds.intersection(clipArea(clip))
        guard !bounds.isEmpty else { return true }
        // Device pixel centre to texel space: undo the layer's placement, then the frame-to-source map.
        let toTexel = toDevice.inverted()
            .concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(CGAffineTransform(scaleX: source.width / frame.width, y: source.height / frame.height))
            .concatenating(CGAffineTransform(translationX: source.minX - 0.5, y: source.minY - 0.5))
        let a = Double(toTexel.a), b = Double(toTexel.b), c = Double(toTexel.c), d = Double(toTexel.d)
        recording.ops.append(.image(ImageDraw(shape: shape, image: surface, texels: texels, stride: surface.bytesPerRow / 4,
                                              width: surface.width, height: surface.height,
                                              xa: a, xc: c, xt: Double(toTexel.tx) + 0.5 * (a + c),
                                              yb: b, yd: d, yt: Double(toTexel.ty) + 0.5 * (b + d),
                                              nearest: step.filter == .nearest, alpha: alpha, clip: clip, bounds: bounds)))
        return true
    }

    /// The pixels inside raster clip `clip` (the whole frame for none).
    func clipArea(_ clip: Int) -> PixelRect {
        clip >= 0 ? recording.clips[clip].bounds : recording.rect
    }
}
