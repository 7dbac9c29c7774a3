extension CGContext {
    /// The pixel memory of a bitmap context (the caller's, or memory the context allocated when the
    /// caller passed `nil`), holding the current pixels after every drawing call; `nil` for other
    /// contexts.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }

    /// The width of a bitmap context in pixels; 0 for other contexts.
    public var width: Int { bitmap?.width ?? 0 }

    /// The height of a bitmap context in pixels; 0 for other contexts.
    public var height: Int { bitmap?.height ?? 0 }

    /// The bits per component of a bitmap context; 0 for other contexts.
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? 0 }

    /// The bits per pixel of a bitmap context; 0 for other contexts.
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 0 }

    /// The bytes per row of a bitmap context (computed when the caller passed 0); 0 for other contexts.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }

    /// The colour space of a bitmap context; `nil` for other contexts.
    public var colorSpace: CGColorSpace? { bitmap?.space }

    /// The layout flags of a bitmap context; empty for other contexts.
    public var bitmapInfo: CGBitmapInfo { bitmap?.bitmapInfo ?? [] }

    /// The alpha information of a bitmap context; ``CGImageAlphaInfo/none`` for other contexts.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// An image of a bitmap context's current pixels (a copy: later drawing does not change it); `nil`
    /// for other contexts.
    public func makeImage() -> CGImage? {
        backend.makeImage()
    }
}
