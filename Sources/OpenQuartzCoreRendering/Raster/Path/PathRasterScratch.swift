/// The buffers one thread fills paths with (``PathFill``), kept from call to call so that a frame in
/// the steady state allocates nothing: the accumulation cells of a strip of rows, the bits marking
/// which cells hold something, and one row of coverage and of source pixels. One per band thread;
/// not to be shared between threads.
///
/// Between calls every cell and every bit is zero: the sweep clears what the accumulation wrote.
final class PathRasterScratch {
    /// Cells per strip of rows (two Int32 values each, 64 KiB): a strip's cells stay in the
    /// processor's cache between their accumulation and their sweep.
    static let cellBudget = 8_192

    /// The accumulation cells, zero.
    private(set) var cells: UnsafeMutablePointer<Int32>
    private var cellCapacity: Int
    /// The dirty bits, zero.
    private(set) var dirty: UnsafeMutablePointer<UInt64>
    private var dirtyCapacity: Int
    /// A row of 8-bit coverage, and a row of premultiplied source pixels (a paint's colours).
    private(set) var coverage: UnsafeMutablePointer<UInt8>
    private(set) var source: UnsafeMutablePointer<UInt32>
    private var rowCapacity: Int
    /// Edge indices, for filling a tall path strip by strip (``EdgeBuckets``).
    private(set) var indices: UnsafeMutablePointer<Int32>
    private var indexCapacity: Int

    /// Buffers for a strip of the cell budget and rows of up to 2,048 pixels, grown when needed.
    init() {
        cellCapacity = 2 * Self.cellBudget
        cells = .allocate(capacity: cellCapacity)
        cells.initialize(repeating: 0, count: cellCapacity)
        dirtyCapacity = 1_024
        dirty = .allocate(capacity: dirtyCapacity)
        dirty.initialize(repeating: 0, count: dirtyCapacity)
        rowCapacity = 2_048
        coverage = .allocate(capacity: rowCapacity)
        source = .allocate(capacity: rowCapacity)
        indexCapacity = 1_024
        indices = .allocate(capacity: indexCapacity)
    }

    deinit {
        cells.deallocate()
        dirty.deallocate()
        coverage.deallocate()
        source.deallocate()
        indices.deallocate()
    }

    /// Makes room for `count` edge indices.
    func reserveIndices(_ count: Int) {
        guard count > indexCapacity else { return }
        indices.deallocate()
        indexCapacity = max(count, indexCapacity * 3 / 2)
        indices = .allocate(capacity: indexCapacity)
    }

    /// The rows per strip for rows of `width` pixels: as many as the cell budget holds, at least 1.
    static func stripRows(width: Int) -> Int {
        max(1, cellBudget / width)
    }

    /// Makes room for `rows` rows of `width` pixels: a cell (two Int32 values) per pixel,
    /// `words` 64-bit words of dirty bits each, and one row of coverage and source pixels (with
    /// room for a vector step past the end).
    func reserve(width: Int, rows: Int, words: Int) {
        let cellCount = 2 * width * rows
        if cellCount > cellCapacity {
            cells.deallocate()
            cellCapacity = max(cellCount, cellCapacity * 3 / 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if words * rows > dirtyCapacity {
            dirty.deallocate()
            dirtyCapacity = max(words * rows, dirtyCapacity * 3 / 2)
            dirty = .allocate(capacity: dirtyCapacity)
            dirty.initialize(repeating: 0, count: dirtyCapacity)
        }
        if width + 64 > rowCapacity {
            coverage.deallocate()
            source.deallocate()
            rowCapacity = max(width + 64, rowCapacity * 3 / 2)
            coverage = .allocate(capacity: rowCapacity)
            source = .allocate(capacity: rowCapacity)
        }
    }
}
