/// Set operations on the areas paths fill: the engine under ``CGPath``'s `union(_:using:)`,
/// `intersection(_:using:)`, `subtracting(_:using:)`, `symmetricDifference(_:using:)`,
/// `normalized(using:)` and `componentsSeparated(using:)`.
///
/// Each path is flattened (curves to lines within `tolerance`, each line remembering the curve it
/// came from, ``Input``), every subpath closed, as filling closes it. The lines of both paths are
/// cut into an arrangement (``PathArrangement``) of edges that meet only at their ends. For each
/// edge the winding numbers of both paths are found just to its left and just to its right: on
/// one side by a ray cast from the edge's middle along an axis (``WindingRays``), and on the other
/// by the edge's weights. Where the operation's result is filled on exactly one side, the edge is
/// kept, turned so that the filled side is on its left (the side `(-dy, dx)` points to). The kept
/// edges are joined into closed loops (``trace(_:_:)``); where every line of a curve is kept, in
/// order, the loop has the curve itself (``loop(of:_:_:_:)``).
///
/// The result is what Apple calls weakly simple: no two of its edges cross, each filled region
/// lies to the left of its outer loop and right of its holes (winding +1 inside, 0 outside), so
/// filling it by either rule paints the same area. The method is the classic one of classifying
/// the pieces of an arrangement by winding number (as in the boolean operations of Skia's path
/// ops and of vector editors), on lines rather than curves.
package enum PathBoolean {
    /// Which points of the two operands' areas the result fills.
    package enum Operation: Sendable, Hashable {
        /// Points in either.
        case union
        /// Points in both.
        case intersection
        /// Points in the first and not the second.
        case subtraction
        /// Points in exactly one.
        case symmetricDifference

        func keeps(_ first: Bool, _ second: Bool) -> Bool {
            switch self {
            case .union: first || second
            case .intersection: first && second
            case .subtraction: first && !second
            case .symmetricDifference: first != second
            }
        }
    }

    /// One closed loop of a result: its points in order (every point where its lines meet, curves
    /// flattened), and its elements (a move, lines and whole curves, a close).
    struct Loop {
        var points: [CGPoint]
        var elements: [PathElement]
    }

    /// The loops of `operation` applied to the areas `first` and `second` fill under their rules
    /// (`second` nil: `first`'s area alone, normalized), curves flattened to within `tolerance`.
    static func loops(_ operation: Operation, _ first: CGPath, _ firstRule: CGPathFillRule,
                      _ second: CGPath?, _ secondRule: CGPathFillRule, tolerance: CGFloat) -> [Loop] {
        var input = Input()
        input.add(first, operand: 0, tolerance: tolerance)
        if let second { input.add(second, operand: 1, tolerance: tolerance) }
        let arrangement = PathArrangement(input.contours)
        guard !arrangement.ends.isEmpty else { return [] }
        func filled(_ w: (Int32, Int32)) -> Bool {
            let a = firstRule == .winding ? w.0 != 0 : w.0 & 1 != 0
            let b = secondRule == .winding ? w.1 != 0 : w.1 & 1 != 0
            return second == nil ? a : operation.keeps(a, b)
        }
        let rays = WindingRays(arrangement)
        var kept: [KeptEdge] = []
        for edge in arrangement.ends.indices {
            let (left, right) = rays.windings(beside: edge)
            let l = filled(left), r = filled(right)
            guard l != r else { continue }
            let (a, b) = arrangement.ends[edge]
            kept.append(l ? KeptEdge(from: a, to: b, edge: edge) : KeptEdge(from: b, to: a, edge: edge))
        }
        return trace(kept, arrangement).map { loop(of: $0, kept, arrangement, input.curves) }
    }
}
