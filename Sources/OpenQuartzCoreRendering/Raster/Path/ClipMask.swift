import OpenCoreGraphics

/// An 8-bit coverage mask over a rectangle of device pixels: a path's coverage (``PathFill``'s,
/// exact area, either fill rule), optionally times a parent mask's, for clipping fills to a shape
/// (`masksToBounds` under rotation or perspective, a mask layer's shape). Fills take it as their
/// `clip` and multiply it into their coverage; outside its rectangle they draw nothing.
///
/// The storage is kept from one ``render(_:of:rule:rect:parent:scratch:)`` to the next. A mask is
/// written by one thread, then may be read by any number (several bands filling through it).
final class ClipMask {
    /// The pixels it covers.
    private(set) var rect = PixelRect.empty
    /// Coverages from one row to the next.
    private(set) var stride = 0
    /// The coverages, row after row, and how many there is room for.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    /// An empty mask (no pixels), with room for a small one.
    init() {
        capacity = 4_096
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// A pointer that addresses device column x of row `y` (within ``rect``) as `row(y)[x]`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        storage + ((y - rect.y0) * stride - rect.x0)
    }

    /// The coverage of pixel (`x`, `y`): 0 outside ``rect``.
    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return row(y)[x]
    }

    /// Makes the mask path `path` of `edges` under `rule` over `rect`, each coverage times
    /// `parent`'s where there is one (0 outside the parent's rectangle). `parent` must be another
    /// mask.
    func render(_ path: Int, of edges: PathEdges, rule: CGPathFillRule, rect: PixelRect, parent: ClipMask? = nil,
                scratch: PathRasterScratch) {
        precondition(parent !== self, "a clip mask cannot be its own parent")
        self.rect = rect.isEmpty ? .empty : rect
        stride = self.rect.x1 - self.rect.x0
        let count = stride * (self.rect.y1 - self.rect.y0)
        if count > capacity {
            storage.deallocate()
            capacity = max(count, capacity * 3 / 2)
            storage = .allocate(capacity: capacity)
        }
        guard count > 0 else { return }
        storage.update(repeating: 0, count: count)
        var sink = MaskSink(mask: self)
        PathFill.rasterize(path, of: edges, rule: rule, alpha: 255, clip: parent, area: self.rect, scratch: scratch,
                           into: &sink)
    }
}

/// Writes coverage into a ``ClipMask``'s rows.
struct MaskSink: CoverageSink {
    /// The mask written.
    let mask: ClipMask
    /// The row being written (addressing device column x as `row[x]`).
    private var row: UnsafeMutablePointer<UInt8>?

    /// A sink writing `mask`, whose rows are clear.
    init(mask: ClipMask) {
        self.mask = mask
    }

    /// Starts writing row `y`.
    @inline(__always)
    mutating func startRow(_ y: Int) {
        row = mask.row(y)
    }

    /// Writes the run's coverage.
    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt32) {
        (row! + x).update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
    }

    /// Copies the run's coverages.
    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        (row! + x).update(from: coverage, count: count)
    }

    /// Writes the pixel's coverage.
    @inline(__always)
    mutating func pixel(x: Int, coverage: UInt32) {
        row![x] = UInt8(truncatingIfNeeded: coverage)
    }

    /// The mask's rows were just cleared, so they are in cache.
    func prefetch(y: Int, x: Int) {}
}
