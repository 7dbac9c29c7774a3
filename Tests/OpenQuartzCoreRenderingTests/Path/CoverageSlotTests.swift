#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// A path fill through a ``CoverageSlot``: the first fill is swept and taken, the second swept and
/// recorded, and the ones after replayed; every one of them gives the pixels of a plain fill, for
/// random paths of every kind under both rules, solid and translucent, over random backgrounds.
/// A fill that differs from the slot's (another path, rule, opacity or area) is swept anew.
@Suite struct CoverageSlotTests {
    static let rect = PixelRect(x0: 3, y0: 2, x1: 83, y1: 66)

    /// `count` fills of `elements` into copies of `background`, each through `slot` when given.
    static func fills(_ elements: [PathElement], rule: CGPathFillRule, paint: PathPaint, opacity: UInt32,
                      background: [UInt32], slot: CoverageSlot?, count: Int) -> [[UInt32]] {
        let edges = PathEdges()
        let path = edges.append(elements, map: .identity)
        let scratch = PathRasterScratch()
        return (0..<count).map { _ in
            let canvas = PathCanvas(rect: rect)
            canvas.pixels = background
            canvas.draw { target in
                PathFill.fill(path, of: edges, rule: rule, paint: paint, opacity: opacity, area: rect, into: target,
                              scratch: scratch, slot: slot)
            }
            return canvas.pixels
        }
    }

    @Test func replayedFillsAreTheSweptFills() {
        var random = RandomScene(seed: 71)
        var replayed = 0
        for kind in RandomScene.PathKind.allCases {
            for rule in [CGPathFillRule.winding, .evenOdd] {
                let elements = random.path(kind, in: CGRect(x: -4, y: 0, width: 90, height: 70))
                let color = KernelsTests.premultiplied(alpha: UInt32(random.value(1...255.99)), &random)
                let opacity = UInt32(random.value(100...255.99))
                let background = KernelsTests.randomPixels(80 * 64, &random)
                let slot = CoverageSlot()
                let plain = Self.fills(elements, rule: rule, paint: .solid(color), opacity: opacity, background: background,
                                       slot: nil, count: 1)[0]
                let slotted = Self.fills(elements, rule: rule, paint: .solid(color), opacity: opacity,
                                         background: background, slot: slot, count: 4)
                #expect(slotted.allSatisfy { $0 == plain }, "\(kind) \(rule)")
                if slot.isRecorded { replayed += 1 }
            }
        }
        #expect(replayed == RandomScene.PathKind.allCases.count * 2)
    }

    @Test func anotherFillIsSweptAnew() {
        var random = RandomScene(seed: 72)
        let first = random.path(.star, in: CGRect(x: 0, y: 0, width: 80, height: 60))
        let second = random.path(.cubicBlob, in: CGRect(x: 0, y: 0, width: 80, height: 60))
        let background = [UInt32](repeating: 0, count: 80 * 64)
        let slot = CoverageSlot()
        _ = Self.fills(first, rule: .winding, paint: .solid(0xFF20_4080), opacity: 255, background: background, slot: slot,
                       count: 3)
        #expect(slot.isRecorded)
        for (elements, rule, opacity) in [(second, CGPathFillRule.winding, UInt32(255)), (first, .evenOdd, 255), (first, .winding, 128)] {
            let plain = Self.fills(elements, rule: rule, paint: .solid(0xFF20_4080), opacity: opacity, background: background,
                                   slot: nil, count: 1)[0]
            let through = Self.fills(elements, rule: rule, paint: .solid(0xFF20_4080), opacity: opacity,
                                     background: background, slot: slot, count: 1)[0]
            #expect(through == plain)
            #expect(!slot.isRecorded)
        }
    }
}
#endif
