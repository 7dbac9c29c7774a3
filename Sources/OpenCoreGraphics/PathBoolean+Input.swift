extension PathBoolean {
    /// A line of a flattened curve: the curve (an index into ``Input/curves``), and which of its
    /// `count` lines, in the curve's own direction, it is.
    struct Piece: Equatable {
        var curve: Int32
        var index: Int32
        var count: Int32
    }

    /// The operands as closed polylines, each line tagged with the curve it flattens (nil for a
    /// line of the path), and the curves themselves as cubics (a quadratic raised to a cubic), so
    /// that a curve that comes through an operation whole is given back as the curve.
    struct Input {
        var contours: [(points: [CGPoint], pieces: [Piece?], operand: Int)] = []
        var curves: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []

        /// Adds `path`'s subpaths as operand `operand`, curves flattened to within `tolerance`,
        /// every subpath closed (by a line back to its start), those with a point that is not
        /// finite, or fewer than three points, left out.
        mutating func add(_ path: CGPath, operand: Int, tolerance: CGFloat) {
            for subpath in polylines(of: path, tolerance: tolerance) where subpath.points.count > 2 {
                contours.append((subpath.points, subpath.closed ? subpath.pieces : subpath.pieces + [nil], operand))
            }
        }

        /// `path`'s subpaths as polylines, curves flattened to within `tolerance` and added to
        /// ``curves``, each with its lines' pieces (a closed subpath's closing line last), leaving
        /// out subpaths with a point that is not finite or with fewer than two points.
        mutating func polylines(of path: CGPath, tolerance: CGFloat) -> [(points: [CGPoint], pieces: [Piece?], closed: Bool)] {
            var result: [(points: [CGPoint], pieces: [Piece?], closed: Bool)] = []
            var points: [CGPoint] = [], pieces: [Piece?] = []
            func finish(closed: Bool) {
                if points.count > 1, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                    result.append((points, closed ? pieces + [nil] : pieces, closed))
                }
                points = []
                pieces = []
            }
            PathElement.walk(path.elements) { element, current, subpathStart in
                if element.isDrawn && points.isEmpty { points.append(subpathStart) }
                switch element {
                case .move(let p):
                    finish(closed: false)
                    points.append(p)
                case .line(let p):
                    points.append(p)
                    pieces.append(nil)
                case let .quadCurve(c, e):
                    addCurve(current, PathMath.lerp(current, c, 2.0 / 3.0), PathMath.lerp(e, c, 2.0 / 3.0), e,
                             tolerance: tolerance, to: &points, &pieces)
                case let .curve(c1, c2, e):
                    addCurve(current, c1, c2, e, tolerance: tolerance, to: &points, &pieces)
                case .close:
                    finish(closed: true)
                }
            }
            finish(closed: false)
            return result
        }

        private mutating func addCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
                                       to points: inout [CGPoint], _ pieces: inout [Piece?]) {
            let id = Int32(curves.count)
            curves.append((p0, p1, p2, p3))
            let first = points.count
            PathFlattener.cubic(p0, p1, p2, p3, tolerance: tolerance) { points.append($0) }
            let count = Int32(points.count - first)
            for index in 0..<count { pieces.append(Piece(curve: id, index: index, count: count)) }
        }
    }
}
