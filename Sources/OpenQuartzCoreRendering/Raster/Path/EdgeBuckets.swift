/// A tall path's edges sorted into the strips of rows they start in, and the edges active in the
/// strip being filled: so that filling a path strip by strip visits each edge in the strips it
/// crosses only, not in every strip (a full-screen path is filled in a hundred strips or more).
///
/// A counting sort by first strip, then an active list: each strip adds the edges starting in it,
/// accumulates the active ones, and drops those ending in it. The indices live in the scratch
/// (``PathRasterScratch/indices``): nothing is allocated per fill.
struct EdgeBuckets {
    /// Where each strip's edges end in `order` (strip s's are `ends[s - 1]..<ends[s]`, from 0 for
    /// strip 0), the edge indices by first strip, and the active edges.
    private let ends, order, active: UnsafeMutablePointer<Int32>
    /// How many edges are active.
    private var activeCount = 0

    /// Sorts the `edges` that reach the rows of `box` and start left of its right side into strips
    /// of `stripRows` rows from `box.y0`.
    init(_ edges: UnsafeBufferPointer<PathEdge>, box: PixelRect, stripRows: Int, scratch: PathRasterScratch) {
        let strips = (box.y1 - box.y0 + stripRows - 1) / stripRows
        scratch.reserveIndices(strips + 2 * edges.count)
        ends = scratch.indices
        order = ends + strips
        active = order + edges.count
        ends.update(repeating: 0, count: strips)
        let top = Int32(truncatingIfNeeded: box.y0 << 8), bottom = Int32(truncatingIfNeeded: box.y1 << 8)
        let rightSide = Int32(truncatingIfNeeded: box.x1 << 8)
        @inline(__always) func strip(_ edge: PathEdge) -> Int? {
            guard edge.y1 > top, edge.y0 < bottom, min(edge.x0, edge.x1) < rightSide else { return nil }
            return max(0, Int(edge.y0 >> 8) &- box.y0) / stripRows
        }
        for edge in edges {
            if let s = strip(edge) { ends[s] &+= 1 }
        }
        // Starts of the strips' runs, then each edge placed, which leaves each run's end.
        var start: Int32 = 0
        for s in 0..<strips {
            let count = ends[s]
            ends[s] = start
            start &+= count
        }
        for (index, edge) in edges.enumerated() {
            guard let s = strip(edge) else { continue }
            order[Int(ends[s])] = Int32(truncatingIfNeeded: index)
            ends[s] &+= 1
        }
    }

    /// Calls `body` with every edge active in strip `strip` (numbered from 0, in order), whose
    /// rows end at fixed-point height `bottom`; forgets the edges that end there.
    @inline(__always)
    mutating func forEachEdge(inStrip strip: Int, bottom: Int32, of edges: UnsafeBufferPointer<PathEdge>,
                              _ body: (PathEdge) -> Void) {
        let begin = strip == 0 ? 0 : Int(ends[strip &- 1]), end = Int(ends[strip])
        for k in begin..<end {
            active[activeCount] = order[k]
            activeCount &+= 1
        }
        var kept = 0
        for k in 0..<activeCount {
            let index = active[k]
            let edge = edges[Int(index)]
            body(edge)
            if edge.y1 > bottom {
                active[kept] = index
                kept &+= 1
            }
        }
        activeCount = kept
    }
}
