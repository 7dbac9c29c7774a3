extension CGPath {
    /// Whether the path is exactly one axis-aligned rectangle, and if so which.
    ///
    /// A rectangle is one closed subpath of four straight sides: a move and three lines followed by
    /// a close, or a move and four lines back to the start, with or without a close. Each side must
    /// be horizontal or vertical, alternately, in either direction and from any corner, so the paths
    /// of `addRect(_:transform:)` and ``init(rect:transform:)`` qualify, also under a transform that
    /// keeps the sides exactly axis-aligned (a translation or a scaling). Coordinates are compared
    /// exactly. When the path is a rectangle and `rect` is not
    /// `nil`, the standardised rectangle is stored there. Curves, several subpaths or an open
    /// subpath make the answer `false`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = Self.rectangle(in: elements) else { return false }
        rect?.pointee = found
        return true
    }

    private static func rectangle(in elements: [PathElement]) -> CGRect? {
        guard elements.count >= 4, case .move(let start) = elements[0] else { return nil }
        var corners = [start]
        var closed = false
        for (index, element) in elements.dropFirst().enumerated() {
            switch element {
            case .line(let p) where !closed: corners.append(p)
            case .close where index == elements.count - 2: closed = true
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == start {
            corners.removeLast()
            closed = true
        }
        guard closed, corners.count == 4 else { return nil }
        func horizontal(_ i: Int) -> Bool { corners[i].y == corners[(i + 1) % 4].y }
        func vertical(_ i: Int) -> Bool { corners[i].x == corners[(i + 1) % 4].x }
        let startsHorizontal = (0..<4).allSatisfy { $0 % 2 == 0 ? horizontal($0) : vertical($0) }
        let startsVertical = (0..<4).allSatisfy { $0 % 2 == 0 ? vertical($0) : horizontal($0) }
        guard startsHorizontal || startsVertical else { return nil }
        var box = PathMath.Box()
        corners.forEach { box.include($0) }
        return box.rect
    }
}
