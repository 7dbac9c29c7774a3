/// Where a layer's contents go in its bounds: contentsGravity, and contentsCenter's nine slices.
enum ContentsLayout {
    /// The rectangle, in the layer's coordinates, that contents of natural `size` (in points) fill
    /// under `gravity`.
    ///
    /// The edge names are read as drawn, with y growing downwards: `.top` puts the contents against
    /// the bounds' minimum y, as Apple's table describes ("horizontally centered at the top edge").
    /// (Apple's iOS layers, whose geometry is flipped, show `.top` and `.bottom` the other way round;
    /// OpenQuartzCore follows the documented meaning.) An unknown gravity behaves as `.resize`.
    static func frame(forContentSize size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.hasPrefix("top") ? bounds.minY
                : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            return bounds
        }
    }

    /// One piece of contents: a rectangle of the source (in its pixels) and where it is drawn.
    struct Slice: Equatable {
        var source: CGRect
        var destination: CGRect
    }

    /// The slices that draw `source` (pixels) into `destination` with `center` (unit coordinates of
    /// the source) stretched and the rest kept at its natural size, `pointsPerPixel` points for each
    /// pixel (Apple's contentsCenter). When the destination is smaller than the fixed edges, the
    /// edges shrink in proportion. A unit `center` gives one slice: the whole source, stretched.
    static func slices(source: CGRect, destination: CGRect, center: CGRect, pointsPerPixel: CGFloat) -> [Slice] {
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) || source.isEmpty || destination.isEmpty {
            return [Slice(source: source, destination: destination)]
        }
        func cuts(_ start: CGFloat, _ length: CGFloat, _ unitStart: CGFloat, _ unitLength: CGFloat,
                  _ destinationStart: CGFloat, _ destinationLength: CGFloat) -> ([CGFloat], [CGFloat]) {
            let lead = max(0, min(1, unitStart)), trail = max(0, min(1, 1 - unitStart - unitLength))
            let sourceCuts = [start, start + lead * length, start + (1 - trail) * length, start + length]
            var leadPoints = lead * length * pointsPerPixel, trailPoints = trail * length * pointsPerPixel
            if leadPoints + trailPoints > destinationLength, leadPoints + trailPoints > 0 {
                let k = destinationLength / (leadPoints + trailPoints)
                leadPoints *= k
                trailPoints *= k
            }
            let destinationCuts = [destinationStart, destinationStart + leadPoints,
                                   destinationStart + destinationLength - trailPoints, destinationStart + destinationLength]
            return (sourceCuts, destinationCuts)
        }
        let (sx, dx) = cuts(source.minX, source.width, center.minX, center.width, destination.minX, destination.width)
        let (sy, dy) = cuts(source.minY, source.height, center.minY, center.height, destination.minY, destination.height)
        var result: [Slice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let s = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let d = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                if s.width > 0, s.height > 0, d.width > 0, d.height > 0 { result.append(Slice(source: s, destination: d)) }
            }
        }
        return result
    }
}
