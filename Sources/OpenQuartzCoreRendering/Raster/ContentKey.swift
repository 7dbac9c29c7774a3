/// Whether a gradient or shape layer draws the same in two presentations: what tells a cached
/// drawing (``ContentCache``) still holds. Colours and paths are compared by identity: an unanimated
/// layer presents its model's objects frame after frame, while an animated one gets new objects and
/// is then simply drawn again. Nothing here allocates.
enum ContentKey {
    /// Whether `a` and `b` give the same drawing for a layer of `kinds`.
    static func same(_ a: LayerState, _ b: LayerState, kinds: LayerKinds) -> Bool {
        guard a.bounds == b.bounds, a.cornerRadius == b.cornerRadius, a.maskedCorners == b.maskedCorners else { return false }
        if kinds.contains(.gradient) {
            guard same(a.colors, b.colors), a.locations == b.locations, a.startPoint == b.startPoint,
                  a.endPoint == b.endPoint, a.gradientType == b.gradientType else { return false }
        }
        if kinds.contains(.shape) {
            guard a.path === b.path, a.fillColor === b.fillColor, a.strokeColor === b.strokeColor,
                  a.fillRule == b.fillRule, a.lineCap == b.lineCap, a.lineJoin == b.lineJoin,
                  a.strokeStart == b.strokeStart, a.strokeEnd == b.strokeEnd, a.lineWidth == b.lineWidth,
                  a.miterLimit == b.miterLimit, a.lineDashPhase == b.lineDashPhase,
                  a.lineDashPattern == b.lineDashPattern else { return false }
        }
        return true
    }

    private static func same(_ a: [CGColor]?, _ b: [CGColor]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }
}
