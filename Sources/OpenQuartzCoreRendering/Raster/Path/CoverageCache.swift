/// What a band's path fill at one place of the frame (a path of the recording, in one strip of
/// rows) swept last time: its device edges, fill rule, opacity and pixels, and, once the same fill
/// has come twice in a row, the sink calls its sweep made. A fill whose edges and parameters are
/// those of the last time replays the calls instead of accumulating and sweeping again (rlottie
/// likewise keeps each shape's spans while the shape does not change). The coverage is the same
/// either way: it depends on nothing else (fills through a clip mask are not cached).
///
/// Bands ask for slots only for fills whose edges did not change since the frame before
/// (``PathDraw/isStable``); a slot still compares the fill with the one it holds, which may be from
/// an earlier frame. Every buffer keeps its capacity, so the steady state allocates nothing.
final class CoverageSlot {
    private var edges: UnsafeMutablePointer<PathEdge>
    private var edgeCapacity = 16
    private var edgeCount = -1
    private var rule = CGPathFillRule.winding, alpha: UInt32 = 0, box = PixelRect.empty
    /// The calls, four words each: what (``Call``), then the row or column and two values.
    private var calls: [Int32] = []
    /// The coverage rows of the `blend` calls, one after another.
    private var bytes: [UInt8] = []
    /// Whether ``calls`` hold the fill's sweep.
    private(set) var isRecorded = false
    /// The band's run (``RasterBand/runCount``) that last asked for the slot.
    var lastUse = 0

    enum Call: Int32 {
        case startRow, fill, blend, pixel
    }

    init() {
        edges = .allocate(capacity: edgeCapacity)
    }

    deinit { edges.deallocate() }

    /// Whether the fill of `fillEdges` under `rule` with opacity `alpha` over `box` is the one this
    /// slot saw last; when it is not, the slot takes it (unrecorded).
    func matches(_ fillEdges: UnsafeBufferPointer<PathEdge>, rule: CGPathFillRule, alpha: UInt32, box: PixelRect) -> Bool {
        let count = fillEdges.count
        if count == edgeCount, rule == self.rule, alpha == self.alpha, box == self.box,
           count == 0 || memcmp(edges, fillEdges.baseAddress!, count * MemoryLayout<PathEdge>.stride) == 0 {
            return true
        }
        if count > edgeCapacity {
            edges.deallocate()
            edgeCapacity = max(count, edgeCapacity * 2)
            edges = .allocate(capacity: edgeCapacity)
        }
        if count > 0 { edges.update(from: fillEdges.baseAddress!, count: count) }
        (edgeCount, self.rule, self.alpha, self.box) = (count, rule, alpha, box)
        calls.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        isRecorded = false
        return false
    }

    /// Hands the slot's call and coverage buffers, emptied with their capacity kept, to a
    /// ``RecordingSink``, which gives them back with the fill's sweep in ``endRecording(calls:bytes:)``.
    /// The sink appends to them as its own values: appending to a class's stored arrays would check
    /// exclusive access at run time on every call.
    func beginRecording() -> (calls: [Int32], bytes: [UInt8]) {
        var taken: ([Int32], [UInt8]) = ([], [])
        swap(&taken.0, &calls)
        swap(&taken.1, &bytes)
        taken.0.removeAll(keepingCapacity: true)
        taken.1.removeAll(keepingCapacity: true)
        isRecorded = false
        return taken
    }

    /// Keeps the recorded sweep: what ``replay(into:)`` makes from now on.
    func endRecording(calls: consuming [Int32], bytes: consuming [UInt8]) {
        self.calls = calls
        self.bytes = bytes
        isRecorded = true
    }

    /// Makes the recorded calls into `sink`.
    func replay<Sink: CoverageSink>(into sink: inout Sink) {
        bytes.withUnsafeMutableBufferPointer { bytes in
            calls.withUnsafeBufferPointer { calls in
                var index = 0
                while index &+ 3 < calls.count {
                    let a = Int(calls[index &+ 1]), b = Int(calls[index &+ 2]), c = Int(calls[index &+ 3])
                    switch Call(rawValue: calls[index]) {
                    case .startRow: sink.startRow(a)
                    case .fill: sink.fill(x: a, count: b, coverage: UInt32(truncatingIfNeeded: c))
                    case .blend: sink.blend(x: a, count: b, coverage: bytes.baseAddress! + c)
                    case .pixel: sink.pixel(x: a, coverage: UInt32(truncatingIfNeeded: b))
                    case nil: break
                    }
                    index &+= 4
                }
            }
        }
    }
}

/// A sink that passes every call on to `inner` and records it, to be kept in `slot` by
/// ``finish()``.
struct RecordingSink<Inner: CoverageSink>: CoverageSink {
    var inner: Inner
    private let slot: CoverageSlot
    private var calls: [Int32]
    private var bytes: [UInt8]

    /// A sink recording `inner`'s calls for `slot`.
    init(inner: Inner, slot: CoverageSlot) {
        self.inner = inner
        self.slot = slot
        (calls, bytes) = slot.beginRecording()
    }

    /// Gives the recorded sweep to the slot.
    consuming func finish() {
        slot.endRecording(calls: calls, bytes: bytes)
    }

    @inline(__always)
    private mutating func record(_ call: CoverageSlot.Call, _ a: Int, _ b: Int, _ c: Int) {
        calls.append(call.rawValue)
        calls.append(Int32(truncatingIfNeeded: a))
        calls.append(Int32(truncatingIfNeeded: b))
        calls.append(Int32(truncatingIfNeeded: c))
    }

    @inline(__always)
    mutating func startRow(_ y: Int) {
        record(.startRow, y, 0, 0)
        inner.startRow(y)
    }

    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt32) {
        record(.fill, x, count, Int(coverage))
        inner.fill(x: x, count: count, coverage: coverage)
    }

    @inline(__always)
    mutating func blend(x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        record(.blend, x, count, bytes.count)
        bytes.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
        inner.blend(x: x, count: count, coverage: coverage)
    }

    @inline(__always)
    mutating func pixel(x: Int, coverage: UInt32) {
        record(.pixel, x, Int(coverage), 0)
        inner.pixel(x: x, coverage: coverage)
    }

    @inline(__always)
    func prefetch(y: Int, x: Int) {
        inner.prefetch(y: y, x: x)
    }
}
