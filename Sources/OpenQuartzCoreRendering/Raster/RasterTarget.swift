/// Pixels the compositor draws into: a rectangle of device pixels (part of the frame, or a group's
/// scratch buffer) in Cairo's ARGB32 layout, premultiplied.
struct RasterTarget {
    /// The pixel at (`rect.x0`, `rect.y0`).
    var origin: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    var stride: Int
    /// The device pixels it holds.
    var rect: PixelRect

    /// A pointer that addresses device column x of row `y` as `row(y)[x]`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        origin + ((y - rect.y0) * stride - rect.x0)
    }
}

/// Scratch buffers for groups, one per nesting depth, kept from frame to frame so that a frame in
/// the steady state allocates nothing.
final class ScratchPool {
    private var buffers: [(pointer: UnsafeMutablePointer<UInt32>, capacity: Int)] = []

    /// A buffer of at least `count` pixels for groups nested `depth` deep (its contents are left as
    /// they were).
    func buffer(depth: Int, count: Int) -> UnsafeMutablePointer<UInt32> {
        while buffers.count <= depth {
            buffers.append((UnsafeMutablePointer<UInt32>.allocate(capacity: 1), 1))
        }
        if buffers[depth].capacity < count {
            buffers[depth].pointer.deallocate()
            // Grow geometrically so that a slowly growing group does not reallocate every frame.
            let capacity = max(count, buffers[depth].capacity * 3 / 2)
            buffers[depth] = (UnsafeMutablePointer<UInt32>.allocate(capacity: capacity), capacity)
        }
        return buffers[depth].pointer
    }

    deinit {
        for buffer in buffers { buffer.pointer.deallocate() }
    }
}
