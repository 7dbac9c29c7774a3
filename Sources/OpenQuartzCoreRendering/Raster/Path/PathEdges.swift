import OpenCoreGraphics

/// The device-space edges of one frame's paths, appended one path after another, for the coverage
/// rasterizer (``PathFill``) to fill.
///
/// Each path is its subpaths' outlines, every subpath closed for filling (a straight edge back to
/// its start), curves flattened into straight edges, mapped onto the device by an affine or
/// projective ``PathMap``. ``removeAll()`` starts a new frame and keeps the storage, so a frame in
/// the steady state allocates nothing.
///
/// Synchronisation: one thread builds the store; once built it is only read, and any number of
/// band threads may then fill from it at once. It must not be changed (appended to, or cleared for
/// the next frame) while a band reads it. (A class, so that appending an edge is a store and a
/// count, with no copy-on-write check.)
///
/// Geometry is clipped to ±``worldLimit`` pixels (beyond any target), keeping what lies outside
/// to the left and right as vertical edges on the limit so that the winding inside is unchanged.
/// A subpath with a coordinate that is not finite (before or after mapping) is dropped whole.
final class PathEdges: @unchecked Sendable {
    /// How far from the origin, in device pixels, geometry is kept.
    static let worldLimit = Double(1 << 20)
    /// The default flattening tolerance, in device pixels: Cairo's default (0.1), so that curves
    /// drawn here and by the reference renderer stray from the true curve by the same bound. A
    /// deviation of 0.1 px changes a boundary pixel's coverage by at most a tenth; the number of
    /// segments grows only as the inverse square root of the tolerance.
    static let defaultTolerance = 0.1

    /// Every path's edges, path after path.
    private var storage: UnsafeMutablePointer<PathEdge>
    /// How many edges there is room for.
    private var capacity: Int
    /// The number of edges stored so far.
    private(set) var edgeCount = 0
    /// The paths, in the order they were appended.
    private(set) var paths: [PathRecord] = []

    /// The path being built: where its edges start, and the fixed-point box of its edges.
    var pathStart = 0
    /// The fixed-point box of the path's edges so far.
    var pathBox = FixedBox()
    /// The subpath being built (see ``PathEdges/Cursor``).
    var cursor = Cursor()
    /// The device box beyond which a curve may stand as its chord (``PathEdges/cullCubic``): the
    /// world's limits, or the target's pixels with a margin (``setTarget(_:)``).
    private(set) var cullBox = PathEdges.worldBox
    /// The world's limits as a cull box.
    private static let worldBox = CullBox(region: CGRect(x: -worldLimit, y: -worldLimit, width: 2 * worldLimit,
                                                         height: 2 * worldLimit), reach: 0)

    /// An empty store, with room for a thousand edges.
    init() {
        capacity = 1_024
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The number of paths.
    var count: Int { paths.count }

    /// Path `index`'s record.
    subscript(index: Int) -> PathRecord { paths[index] }

    /// Path `index`'s edges.
    func edges(of index: Int) -> UnsafeBufferPointer<PathEdge> {
        let range = paths[index].edges
        return UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count)
    }

    /// Appends an edge to the path being built.
    @inline(__always)
    func appendEdge(_ edge: PathEdge) {
        if edgeCount == capacity { grow() }
        (storage + edgeCount).initialize(to: edge)
        edgeCount &+= 1
    }

    /// Doubles the storage.
    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<PathEdge>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: edgeCount)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// Drops the edges from `index` on (a subpath found invalid).
    func removeEdges(from index: Int) {
        if index < edgeCount { edgeCount = index }
    }

    /// Makes `target`'s device pixels, with a margin of two, what curves are flattened finely over
    /// (kept until changed; nil: the world's limits).
    func setTarget(_ target: PixelRect?) {
        guard let target, !target.isEmpty else {
            cullBox = Self.worldBox
            return
        }
        let pixels = CGRect(x: target.x0, y: target.y0, width: target.x1 - target.x0, height: target.y1 - target.y0)
        cullBox = CullBox(region: pixels, reach: 2)
    }

    /// Forgets every path, keeping the storage for the next frame.
    func removeAll() {
        edgeCount = 0
        paths.removeAll(keepingCapacity: true)
        pathStart = 0
        pathBox = FixedBox()
        cursor = Cursor()
    }

    /// Whether path `index` has the same device pixels' bounds and the same edges, in order, as
    /// path `index` of `other`.
    func hasSameEdges(_ index: Int, as other: PathEdges) -> Bool {
        guard index < count, index < other.count, self[index].bounds == other[index].bounds else { return false }
        // Through each store's own accessors: neither reaches into the other's storage.
        let mine = edges(of: index), theirs = other.edges(of: index)
        guard mine.count == theirs.count else { return false }
        guard let a = mine.baseAddress, let b = theirs.baseAddress else { return true }
        return memcmp(a, b, mine.count * MemoryLayout<PathEdge>.stride) == 0
    }

    /// Appends a path of `elements` mapped by `map`, curves flattened to within `tolerance` device
    /// pixels, and returns its index.
    @discardableResult
    func append(_ elements: [PathElement], map: PathMap, tolerance: Double = defaultTolerance) -> Int {
        beginPath()
        addElements(elements, map: map, tolerance: tolerance)
        return endPath()
    }

    /// Appends a path of `path`'s elements, as appending its element array does.
    @discardableResult
    func append(_ path: CGPath, map: PathMap, tolerance: Double = defaultTolerance) -> Int {
        append(path.elements, map: map, tolerance: tolerance)
    }

    /// Appends a copy of path `index` of `other` (the store of the frame before) and returns its
    /// index: the edges a path flattened there, for the same path placed the same way.
    func appendCopy(of index: Int, from other: PathEdges) -> Int {
        finishSubpath()
        let source = other.edges(of: index)
        let start = edgeCount
        while edgeCount + source.count > capacity { grow() }
        if let base = source.baseAddress { (storage + edgeCount).initialize(from: base, count: source.count) }
        edgeCount += source.count
        paths.append(PathRecord(edges: start..<edgeCount, bounds: other[index].bounds))
        pathStart = edgeCount
        pathBox = FixedBox()
        return paths.count - 1
    }

    /// Starts a path made of the subpaths added until ``endPath()``.
    func beginPath() {
        finishSubpath()
        pathStart = edgeCount
        pathBox = FixedBox()
    }

    /// Ends the path started by ``beginPath()`` and returns its index.
    func endPath() -> Int {
        finishSubpath()
        paths.append(PathRecord(edges: pathStart..<edgeCount, bounds: pathBox.pixels))
        pathStart = edgeCount
        pathBox = FixedBox()
        return paths.count - 1
    }

    /// Adds one closed polygon through `points` (in the space `map` maps from) to the path being
    /// built: the cheap way in for outlines already flattened (a stroker's polylines), one edge per
    /// side.
    func addPolygon<Points: Sequence<CGPoint>>(_ points: Points, map: PathMap) {
        beginSubpath(map: map, tolerance: Self.defaultTolerance)
        for point in points { vertex(Double(point.x), Double(point.y)) }
        finishSubpath()
    }

    /// Adds one closed polygon through the points `xy` holds as x, y pairs, as
    /// ``addPolygon(_:map:)`` adds one through points.
    func addPolygon(xy: UnsafeBufferPointer<Double>, map: PathMap) {
        beginSubpath(map: map, tolerance: Self.defaultTolerance)
        var index = 0
        while index + 1 < xy.count {
            vertex(xy[index], xy[index + 1])
            index += 2
        }
        finishSubpath()
    }
}

/// A box of fixed-point (24.8) coordinates, grown point by point.
struct FixedBox: Sendable, Equatable {
    /// The extremes (an empty box has its minimums above its maximums).
    var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min

    /// Grows the box to hold (`x`, `y`).
    @inline(__always)
    mutating func add(_ x: Int32, _ y: Int32) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    /// Grows the box to hold `other`.
    mutating func add(_ other: FixedBox) {
        guard other.minX <= other.maxX else { return }
        add(other.minX, other.minY)
        add(other.maxX, other.maxY)
    }

    /// The device pixels the box touches (empty for an empty box).
    var pixels: PixelRect {
        guard minX <= maxX, minY <= maxY else { return .empty }
        return PixelRect(x0: Int(minX >> 8), y0: Int(minY >> 8),
                         x1: Int((maxX &+ 255) >> 8), y1: Int((maxY &+ 255) >> 8))
    }
}
