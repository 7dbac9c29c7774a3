import Foundation

extension PathEdges {
    /// Adds the outline of `rect` with circular corners of `radius` at `corners` (the radius limited
    /// to half the shorter side, as Core Animation limits it; `CACornerMask`'s names read in y-down
    /// layer space) to the path being built, mapped by `map`: a layer's background, border, clip or
    /// gradient shape, with the same geometry as ``RoundedRect/addPath(_:radius:corners:to:)``.
    /// Each arc is cut into chords within ``defaultTolerance`` device pixels of it (for the map's
    /// largest stretch at the rectangle's corners).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, map: PathMap) {
        guard rect.width > 0, rect.height > 0 else { return }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2))
        beginSubpath(map: map, tolerance: Self.defaultTolerance)
        guard r > 0, !corners.isEmpty else {
            vertex(x0, y0); vertex(x1, y0); vertex(x1, y1); vertex(x0, y1)
            finishSubpath()
            return
        }
        // Chords of a quarter circle whose sagitta r (1 - cos(a / 2)) stays within the tolerance.
        let deviceRadius = r * RasterRecorder.largestStretch(of: map, over: rect)
        let tolerance = Self.defaultTolerance
        let step = deviceRadius > tolerance ? 2 * acos(1 - tolerance / deviceRadius) : Double.pi / 2
        let count = min(max(1, Int((Double.pi / 2 / step).rounded(.up))), 256)
        func corner(_ mask: CACornerMask, _ cx: Double, _ cy: Double, from angle: Double, sharp: (Double, Double)) {
            guard corners.contains(mask) else {
                vertex(sharp.0, sharp.1)
                return
            }
            for i in 0...count {
                let a = angle + Double.pi / 2 * Double(i) / Double(count)
                vertex(cx + r * cos(a), cy + r * sin(a))
            }
        }
        corner(.layerMinXMinYCorner, x0 + r, y0 + r, from: .pi, sharp: (x0, y0))
        corner(.layerMaxXMinYCorner, x1 - r, y0 + r, from: 1.5 * .pi, sharp: (x1, y0))
        corner(.layerMaxXMaxYCorner, x1 - r, y1 - r, from: 0, sharp: (x1, y1))
        corner(.layerMinXMaxYCorner, x0 + r, y1 - r, from: .pi / 2, sharp: (x0, y1))
        finishSubpath()
    }
}
