extension CGImage {
    /// The part of the image inside `rect`, as a new image.
    ///
    /// As Apple documents, the rectangle is first made integral (`rect.integral`, which grows it to
    /// whole pixels) and then intersected with the image's bounds, `(0, 0, width, height)`, in which
    /// y grows downward from the first row. Returns `nil` when nothing of the image remains.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.integral.intersection(bounds)
        guard !area.isNull, !area.isEmpty else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY)
        let croppedWidth = Int(area.width), croppedHeight = Int(area.height)
        if x0 == 0, y0 == 0, croppedWidth == width, croppedHeight == height { return copy() }
        var bytes = [UInt8](repeating: 0, count: croppedWidth * croppedHeight * 4)
        withUnsafePixelBytes { source in
            bytes.withUnsafeMutableBytes { destination in
                let rowLength = croppedWidth * 4
                for row in 0..<croppedHeight {
                    let from = ((y0 + row) * width + x0) * 4
                    destination.baseAddress!.advanced(by: row * rowLength)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: rowLength)
                }
            }
        }
        return CGImage(width: croppedWidth, height: croppedHeight, pixels: Data(bytes), space: space,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
