import OpenCoreGraphics

/// Fills paths of a ``PathEdges`` store into a ``RasterTarget``: exact-area anti-aliased coverage
/// (``CoverageCells``), the non-zero or even-odd rule, blended source-over with a ``PathPaint``.
///
/// Only the pixels of `area` are drawn (a band of the frame's rows, within a clip box), so that
/// several threads can fill from one store at once, each its own band with its own scratch: every
/// pixel's coverage depends only on its row's edges, so bands give the pixels one pass gives.
/// The rows are accumulated and swept a strip at a time (``PathRasterScratch/cellBudget`` cells),
/// which keeps the cells in cache.
enum PathFill {
    /// Fills path `path` of `edges` with `paint` under `rule`, its coverage times `opacity / 255`
    /// (0...255) and, with a `clip`, times the clip's coverage (nothing is drawn outside the
    /// clip's rectangle), over the pixels of `area` within `target`. With a `slot` (and no clip),
    /// the sweep is kept there and replayed while the fill stays the same (``CoverageSlot``).
    static func fill(_ path: Int, of edges: PathEdges, rule: CGPathFillRule, paint: PathPaint, opacity: UInt32 = 255,
                     clip: ClipMask? = nil, area: PixelRect, into target: RasterTarget, scratch: PathRasterScratch,
                     slot: CoverageSlot? = nil) {
        let alpha = min(opacity, 255)
        guard alpha > 0 else { return }
        let box = area.intersection(target.rect)
        var replay: CoverageSlot?, record: CoverageSlot?
        if let slot, clip == nil, path >= 0, path < edges.count,
           slot.matches(edges.edges(of: path), rule: rule, alpha: alpha, box: box) {
            if slot.isRecorded { replay = slot } else { record = slot }
        }
        @inline(__always) func cover<Sink: CoverageSink>(_ sink: inout Sink) {
            if let replay {
                replay.replay(into: &sink)
            } else if let record {
                var recording = RecordingSink(inner: sink, slot: record)
                rasterize(path, of: edges, rule: rule, alpha: alpha, clip: clip, area: box, scratch: scratch, into: &recording)
                recording.finish()
            } else {
                rasterize(path, of: edges, rule: rule, alpha: alpha, clip: clip, area: box, scratch: scratch, into: &sink)
            }
        }
        switch paint {
        case .solid(let color):
            guard color != 0 else { return }
            var sink = SolidSink(color: color, target: target)
            cover(&sink)
        case .gradient(let gradient):
            let anchor = path >= 0 && path < edges.count ? edges[path].bounds.x0 : 0
            gradient.table.entries.withUnsafeBufferPointer { table in
                // The first bin: the pad colours lie at -1 and `GradientTable.size`.
                let source = GradientSource(gradient, table: table.baseAddress! + 1, anchor: anchor)
                var sink = SourceSink(source: source, buffer: scratch.source, target: target)
                cover(&sink)
            }
        case .image(let image):
            let source = ImageSource(image, bounds: path >= 0 && path < edges.count ? edges[path].bounds : .empty)
            var sink = SourceSink(source: source, buffer: scratch.source, target: target)
            cover(&sink)
        }
    }

    /// Sweeps path `path`'s coverage over `area` into `sink`: the coverage engine under every paint
    /// and under ``ClipMask``.
    static func rasterize<Sink: CoverageSink>(_ path: Int, of edges: PathEdges, rule: CGPathFillRule, alpha: UInt32,
                                              clip: ClipMask?, area: PixelRect, scratch: PathRasterScratch,
                                              into sink: inout Sink) {
        guard path >= 0, path < edges.count else { return }
        let record = edges[path]
        var box = record.bounds.intersection(area)
        if let clip { box = box.intersection(clip.rect) }
        guard !box.isEmpty else { return }
        let pathEdges = edges.edges(of: path)
        if rule == .evenOdd {
            strips(pathEdges, box: box, rule: EvenOddSweep.self, alpha: alpha, clip: clip, scratch: scratch, into: &sink)
        } else {
            strips(pathEdges, box: box, rule: NonZeroSweep.self, alpha: alpha, clip: clip, scratch: scratch, into: &sink)
        }
    }

    /// The loop of ``rasterize(_:of:rule:alpha:clip:area:scratch:into:)`` over strips of rows:
    /// each strip's cells accumulated from its edges, then swept row by row, prefetching the
    /// target two rows ahead.
    @inline(__always)
    private static func strips<Sink: CoverageSink, Rule: SweepRule>(_ edges: UnsafeBufferPointer<PathEdge>, box: PixelRect,
                                                                    rule: Rule.Type, alpha: UInt32, clip: ClipMask?,
                                                                    scratch: PathRasterScratch, into sink: inout Sink) {
        let width = box.x1 - box.x0
        let words = (width + 63) >> 6
        let stripRows = min(PathRasterScratch.stripRows(width: width), box.y1 - box.y0)
        scratch.reserve(width: width, rows: stripRows, words: words)
        let sweep = CoverageSweep<Rule>(alpha: alpha, buffer: scratch.coverage)
        let rightSide = Int32(truncatingIfNeeded: box.x1 << 8)
        // The clip's rows, without touching the mask object per row.
        let clipRow0 = clip.map { UnsafePointer($0.row(box.y0)) }, clipStride = clip?.stride ?? 0
        // More than two strips: each strip visits the edges it holds only.
        var buckets = box.y1 - box.y0 > 2 * stripRows
            ? EdgeBuckets(edges, box: box, stripRows: stripRows, scratch: scratch) : nil
        var top = box.y0, strip = 0
        while top < box.y1 {
            let bottom = min(top + stripRows, box.y1)
            let cells = CoverageCells(cells: scratch.cells, stride: 2 * width, dirty: scratch.dirty, words: words,
                                      width: width, origin: box.x0, top: top)
            if buckets != nil {
                buckets!.forEachEdge(inStrip: strip, bottom: Int32(truncatingIfNeeded: bottom << 8), of: edges) {
                    cells.accumulate($0, rows: top..<bottom)
                }
            } else {
                for edge in edges where min(edge.x0, edge.x1) < rightSide {
                    cells.accumulate(edge, rows: top..<bottom)
                }
            }
            for y in top..<bottom {
                if y &+ 2 < bottom { cells.prefetch(row: y &+ 2 &- top, y: y &+ 2, into: sink) }
                let clipRow = clipRow0.map { $0 + (y &- box.y0) &* clipStride }
                sweep.sweep(row: y &- top, of: cells, y: y, clip: clipRow, into: &sink)
            }
            top = bottom
            strip &+= 1
        }
    }
}
