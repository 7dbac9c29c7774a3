extension PathElement {
    /// Calls `visit` with each element of `elements` in order, with the point the element starts
    /// from (`current`) and the start of the subpath it belongs to (`subpathStart`), both as they are
    /// before the element. Returns them as they are after the last element.
    ///
    /// Every reader of a path tracks these two points the same way: a move sets both; a line or a
    /// curve moves the current point to its end; a close returns it to the subpath's start. Before the
    /// first element both are the origin.
    @discardableResult
    package static func walk(
        _ elements: [PathElement],
        _ visit: (_ element: PathElement, _ current: CGPoint, _ subpathStart: CGPoint) -> Void
    ) -> (current: CGPoint, subpathStart: CGPoint) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            visit(element, current, subpathStart)
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                current = p
            case .quadCurve(_, let end), .curve(_, _, let end):
                current = end
            case .close:
                current = subpathStart
            }
        }
        return (current, subpathStart)
    }
}

extension PathElement {
    /// Whether the element draws from the current point: a line or a curve (not a move or a close).
    package var isDrawn: Bool {
        switch self {
        case .line, .quadCurve, .curve: true
        case .move, .close: false
        }
    }
}
