extension PathBoolean {
    /// An edge of the arrangement kept in a result, turned so that the filled side is on its left.
    struct KeptEdge {
        var from: Int32
        var to: Int32
        var edge: Int
    }

    /// The kept edges joined into closed chains (indices into `kept`, in order). At a point where
    /// several edges leave, the chain takes the one that turns furthest left, so that regions
    /// touching at a point stay separate loops.
    static func trace(_ kept: [KeptEdge], _ arrangement: PathArrangement) -> [[Int]] {
        let points = arrangement.points
        var leaving = [[Int]](repeating: [], count: points.count)
        for (index, edge) in kept.enumerated() { leaving[Int(edge.from)].append(index) }
        var used = [Bool](repeating: false, count: kept.count)
        var chains: [[Int]] = []
        for start in kept.indices where !used[start] {
            var chain: [Int] = [], edge = start
            while true {
                used[edge] = true
                chain.append(edge)
                let at = kept[edge].to
                if at == kept[start].from { break }
                let heading = PathMath.sub(points[Int(at)], points[Int(kept[edge].from)])
                var best: Int?, bestTurn = -CGFloat.infinity
                for next in leaving[Int(at)] where !used[next] {
                    let out = PathMath.sub(points[Int(kept[next].to)], points[Int(at)])
                    let turn = atan2(PathMath.cross(heading, out), PathMath.dot(heading, out))
                    if turn > bestTurn { bestTurn = turn; best = next }
                }
                guard let best else { break }  // only where rounding unbalanced a point
                edge = best
            }
            chains.append(chain)
        }
        return chains
    }

    /// A chain as a loop: runs of edges that are every line of one curve, in order, become that
    /// curve (backwards where the chain runs against it); other edges are lines, without the
    /// points where the loop goes straight on.
    static func loop(of chain: [Int], _ kept: [KeptEdge], _ arrangement: PathArrangement,
                     _ curves: [(CGPoint, CGPoint, CGPoint, CGPoint)]) -> Loop {
        let points = arrangement.points
        // Each edge's piece, and whether the chain runs along the curve's direction.
        let along: [(piece: Piece, forward: Bool)?] = chain.map { index in
            guard let tagged = arrangement.pieces[kept[index].edge] else { return nil }
            return (tagged.piece, tagged.forward == (kept[index].from == arrangement.ends[kept[index].edge].a))
        }
        func follows(_ i: Int) -> Bool {
            let previous = (i + chain.count - 1) % chain.count
            guard let a = along[previous], let b = along[i], a.piece.curve == b.piece.curve, a.forward == b.forward else { return false }
            return b.piece.index == a.piece.index + (a.forward ? 1 : -1)
        }
        // Start where no run of one curve is cut in two.
        let start = chain.indices.first { !follows($0) }
            ?? chain.indices.first { along[$0].map { $0.forward ? $0.piece.index == 0 : $0.piece.index == $0.piece.count - 1 } ?? true } ?? 0
        var loopPoints: [CGPoint] = []
        var vertices: [(point: CGPoint, curve: (CGPoint, CGPoint)?)] = []  // each element's end, and a curve's controls
        var i = 0
        while i < chain.count {
            let k = (start + i) % chain.count
            loopPoints.append(points[Int(kept[chain[k]].from)])
            var run = 1
            while run < chain.count - i, follows((start + i + run) % chain.count) { run += 1 }
            if let first = along[k], first.piece.count == Int32(run),
               first.piece.index == (first.forward ? 0 : first.piece.count - 1) {
                let c = curves[Int(first.piece.curve)]
                vertices.append(first.forward ? (c.3, (c.1, c.2)) : (c.0, (c.2, c.1)))
                for j in 1..<run { loopPoints.append(points[Int(kept[chain[(start + i + j) % chain.count]].from)]) }
                i += run
            } else {
                vertices.append((points[Int(kept[chain[k]].to)], nil))
                i += 1
            }
        }
        // vertices[n - 1] is the loop's start again. A point between two lines that go straight on
        // is left out; the loop starts at a point that stays.
        let n = vertices.count
        var straight = [Bool](repeating: false, count: n)
        for index in 0..<n where n > 3 && vertices[index].curve == nil && vertices[(index + 1) % n].curve == nil {
            let before = vertices[(index + n - 1) % n].point, at = vertices[index].point, after = vertices[(index + 1) % n].point
            let a = PathMath.sub(at, before), b = PathMath.sub(after, at)
            straight[index] = abs(PathMath.cross(a, b)) <= 1e-12 * PathMath.length(a) * PathMath.length(b) && PathMath.dot(a, b) > 0
        }
        let anchor = straight.lastIndex(of: false) ?? n - 1
        var elements: [PathElement] = [.move(vertices[anchor].point)]
        for step in 1...n {
            let index = (anchor + step) % n
            if straight[index] { continue }
            if let (c1, c2) = vertices[index].curve {
                elements.append(.curve(control1: c1, control2: c2, end: vertices[index].point))
            } else if index != anchor {
                elements.append(.line(vertices[index].point))  // the line back to the anchor is the close's
            }
        }
        elements.append(.close)
        return Loop(points: loopPoints, elements: elements)
    }
}
