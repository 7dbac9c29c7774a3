import Foundation
import OpenCoreGraphics
import OpenQuartzCore

extension RenderFrame {
    /// Whether `other` holds the same steps, maps, clips, presented states and shadows: equal values,
    /// and the same objects where a step refers to one (images, backing stores, render-tree nodes)
    /// or a state holds one (its shared properties' box, compared by address). Frames with the same
    /// content draw the same pixels (``SoftwareCompositor`` skips the second).
    ///
    /// The objects compared by identity do not change once made (a backing store, an image, a
    /// node; a state's shared box is copied before a write), and the kept frame holds them, so an
    /// address is not reused meanwhile. A shape layer's path is the exception: a `CGMutablePath`
    /// can change after it was set, so a frame drawing one never counts as the same. States, maps,
    /// clips and shadows are compared byte for byte (each element's bytes, not the padding between
    /// elements): values equal but for bits that do not matter (padding inside a state, -0 against
    /// 0) count as different, which only costs drawing the frame again.
    func hasSameContent(as other: RenderFrame) -> Bool {
        guard ops.count == other.ops.count, states.count == other.states.count else { return false }
        for index in ops.indices where !Self.same(ops[index], other.ops[index]) { return false }
        guard Self.sameBits(maps, other.maps), Self.sameBits(clips, other.clips), Self.sameBits(states, other.states),
              Self.sameBits(shadows, other.shadows) else { return false }
        for state in states {
            if let path = state.path, path is CGMutablePath { return false }
        }
        for shadow in shadows {
            if let path = shadow.path, path is CGMutablePath { return false }
        }
        return true
    }

    /// Whether two steps are the same: the same case with equal values and identical objects.
    private static func same(_ a: FrameOp, _ b: FrameOp) -> Bool {
        switch (a, b) {
        case let (.rect(x), .rect(y)):
            x.rect == y.rect && x.radius == y.radius && x.corners == y.corners && x.color == y.color
                && x.alpha == y.alpha && x.hole == y.hole && x.holeRadius == y.holeRadius && x.placement == y.placement
        case let (.image(x), .image(y)):
            x.image === y.image && x.source == y.source && x.destination == y.destination && x.filter == y.filter
                && x.alpha == y.alpha && x.placement == y.placement
        case let (.shape(x), .shape(y)):
            x.state == y.state && x.stroke == y.stroke && x.alpha == y.alpha && x.placement == y.placement
        case let (.gradient(x), .gradient(y)), let (.text(x), .text(y)):
            x.state == y.state && x.key === y.key && x.placement == y.placement
        case let (.displayList(x), .displayList(y)):
            x.store === y.store && x.frame == y.frame && x.placement == y.placement
        case let (.begin(x), .begin(y)):
            x.kind == y.kind && x.next == y.next && x.end == y.end
        case (.next, .next), (.end, .end):
            true
        default:
            false
        }
    }

    /// Whether two arrays have the same count and each element the same bytes.
    private static func sameBits<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        guard a.count == b.count else { return false }
        let size = MemoryLayout<Element>.size, stride = MemoryLayout<Element>.stride
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                for index in 0..<a.count where memcmp(x.baseAddress! + index * stride, y.baseAddress! + index * stride, size) != 0 {
                    return false
                }
                return true
            }
        }
    }
}
