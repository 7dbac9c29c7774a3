extension CGPath {
    /// Calls `block` once for each element of the path, in order.
    ///
    /// Each element's points are valid only during its call, as on Apple's platforms (copy them out
    /// to keep them). A mutable path is read once, under its lock, before the first call, so the
    /// block may change the path without affecting the elements it is shown.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let snapshot = elements
        var points = (CGPoint.zero, CGPoint.zero, CGPoint.zero)
        withUnsafeMutableBytes(of: &points) { raw in
            let base = raw.baseAddress!.bindMemory(to: CGPoint.self, capacity: 3)
            for element in snapshot {
                var index = 0
                element.forEachPoint { point in
                    base[index] = point
                    index += 1
                }
                var cgElement = CGPathElement(type: element.type, points: base)
                withUnsafePointer(to: &cgElement) { block($0) }
            }
        }
    }

    /// Calls the C function `function` once for each element of the path, in order, passing `info`
    /// through unchanged (Apple's `CGPathApply`). The element's points are valid only during the
    /// call.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { element in function(info, element) }
    }
}
