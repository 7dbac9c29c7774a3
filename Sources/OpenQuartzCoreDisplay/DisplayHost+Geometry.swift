// The window's size and scale: the bitmap, the renderer's bounds, the root's frame and the layers'
// contentsScale follow them.
extension DisplayHost {
    /// Reads the window's size and pixel scale after it opened or was resized, and remakes the
    /// bitmap and the renderer when they changed.
    func updateGeometry() {
        _ = try? window.resizeTexture()
        let units = window.windowSize
        let points = CGSize(width: CGFloat(units.width) / unitsPerPoint, height: CGFloat(units.height) / unitsPerPoint)
        let newScale = CGFloat(window.pixelWidth) / max(1, points.width)
        let sizeChanged = points != size || surface.context.width != window.pixelWidth || surface.context.height != window.pixelHeight
        if sizeChanged || surface.renderer.layer == nil {
            surface = Self.makeSurface(window: window, points: points, threads: options.rasterizationThreads)
            surface.renderer.layer = layer
        }
        if newScale != scale {
            MediaClockContext.withClock(treeClock ?? clock) { Self.setContentsScale(newScale, replacing: scale, in: layer) }
            scale = newScale
        }
        let resized = points != size
        size = points
        if resized && options.resizesRoot {
            MediaClockContext.withClock(treeClock ?? clock) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.frame = CGRect(origin: .zero, size: points)
                CATransaction.commit()
            }
        }
        if resized { resizeHandler?(points) }
    }

    /// Gives `layer` and the layers below it whose `contentsScale` is 1 (the default) the window's
    /// ``scale``, as the host did for its tree when it opened: for layers added to the tree later
    /// (UIKit does the same for a view's layer when it moves to a window).
    public func adoptContentsScale(in layer: CALayer) {
        guard scale != 1 else { return }
        MediaClockContext.withClock(treeClock ?? clock) { Self.setContentsScale(scale, replacing: 1, in: layer) }
    }

    /// Gives every layer of the tree whose `contentsScale` is `old` (the host's previous scale; 1,
    /// the default, at first) the scale `new`, so that their contents are drawn at the window's
    /// resolution. Layers added later are given it by their owner.
    static func setContentsScale(_ new: CGFloat, replacing old: CGFloat, in root: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var pending = [root]
        while let layer = pending.popLast() {
            if layer.contentsScale == old { layer.contentsScale = new }
            pending.append(contentsOf: layer.sublayers ?? [])
            if let mask = layer.mask { pending.append(mask) }
        }
        CATransaction.commit()
    }
}

extension DisplayHost {
    /// A bitmap context of the window's pixels (B, G, R, A in memory, as SDL's ARGB8888 reads them)
    /// scaled to points, over `pixels` (the locked texture's) or memory of its own, and a renderer
    /// drawing the root into it.
    static func makeSurface(window: SDLWindow, points: CGSize, threads: Int,
                            pixels: (pixels: UnsafeMutableRawPointer, bytesPerRow: Int)? = nil) -> (context: CGContext, renderer: CARenderer) {
        let context = CGContext(data: pixels?.pixels, width: window.pixelWidth, height: window.pixelHeight, bitsPerComponent: 8,
                                bytesPerRow: pixels?.bytesPerRow ?? 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.scaleBy(x: CGFloat(window.pixelWidth) / max(1, points.width), y: CGFloat(window.pixelHeight) / max(1, points.height))
        let renderer = CARenderer(cgContext: context, options: nil)
        renderer.bounds = CGRect(origin: .zero, size: points)
        renderer.rasterizationThreads = max(1, threads)
        return (context, renderer)
    }

    /// Resizes the window to `newSize` points, as the user dragging its border would; the bitmap, the
    /// root's frame (with ``DisplayHostOptions/resizesRoot``) and ``size`` follow at once.
    public func resize(to newSize: CGSize) {
        window.setSize(width: Int((newSize.width * unitsPerPoint).rounded()), height: Int((newSize.height * unitsPerPoint).rounded()))
        updateGeometry()
    }
}
