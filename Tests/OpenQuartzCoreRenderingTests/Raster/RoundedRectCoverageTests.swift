#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The compositor's analytic coverage against an independent calculation: the area of each pixel
/// inside the shape, estimated by sampling a 32 x 32 grid of points per pixel and testing each
/// against the rounded rectangle mapped back to its local space.
@Suite struct RoundedRectCoverageTests {
    /// A random placement: rotation, scale (sometimes different in x and y), translation.
    static func placement(_ random: inout RandomScene) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: random.value(-3.2...3.2))
            .scaledBy(x: random.value(0.3...2), y: random.chance(0.5) ? random.value(0.3...2) : 1)
            .concatenating(CGAffineTransform(translationX: random.value(0...60), y: random.value(0...60)))
    }

    /// The fraction of pixel (x, y) whose sample points fall inside `rect` with circular corners of
    /// `radius` (all four), once mapped back through `toDevice`.
    static func sampledArea(x: Int, y: Int, rect: CGRect, radius: Double, toDevice: CGAffineTransform) -> Double {
        let inverse = toDevice.inverted()
        let r = min(radius, Double(min(rect.width, rect.height)) / 2)
        var inside = 0
        for j in 0..<32 {
            for i in 0..<32 {
                let p = CGPoint(x: Double(x) + (Double(i) + 0.5) / 32, y: Double(y) + (Double(j) + 0.5) / 32).applying(inverse)
                guard rect.contains(p) else { continue }
                let cx = min(max(Double(p.x), Double(rect.minX) + r), Double(rect.maxX) - r)
                let cy = min(max(Double(p.y), Double(rect.minY) + r), Double(rect.maxY) - r)
                let dx = Double(p.x) - cx, dy = Double(p.y) - cy
                if dx * dx + dy * dy <= r * r { inside += 1 }
            }
        }
        return Double(inside) / 1024
    }

    /// Straight edges at any angle: the exact area of the pixel inside each edge (the product of
    /// two at a corner, exact only on the grid), so within 0.035 of the sampled area, and on the
    /// pixel grid within 0.02 (the 32 x 32 grid places an axis-aligned edge to within 1/64 of a
    /// pixel, and 8-bit rounding adds up to 1/510).
    @Test func squareCornersCoverTheSampledArea() {
        var random = RandomScene(seed: 11)
        var worst = 0.0, worstAligned = 0.0
        for round in 0..<40 {
            let aligned = round < 10
            let toDevice = aligned ? CGAffineTransform(translationX: random.value(0...30), y: random.value(0...30))
                                   : Self.placement(&random)
            let rect = CGRect(x: 0, y: 0, width: random.value(2...40), height: random.value(2...40))
            let shape = RoundedRectCoverage(rect: rect, radius: 0, corners: [], toDevice: toDevice)!
            for y in shape.bounds.y0..<shape.bounds.y1 {
                for x in shape.bounds.x0..<shape.bounds.x1 {
                    let error = abs(Double(shape.coverage(x: x, y: y)) / 255
                        - Self.sampledArea(x: x, y: y, rect: rect, radius: 0, toDevice: toDevice))
                    if aligned { worstAligned = max(worstAligned, error) } else { worst = max(worst, error) }
                }
            }
        }
        #expect(worstAligned <= 0.02)
        #expect(worst <= 0.035)
    }

    /// Rounded corners under rotations and uniform scales: a one-pixel ramp of the distance to the
    /// arc, within 0.1 of the sampled area.
    @Test func roundedCornersCoverTheSampledArea() {
        var random = RandomScene(seed: 12)
        var worst = 0.0
        for _ in 0..<20 {
            let scale = random.value(0.5...2)
            let toDevice = CGAffineTransform(rotationAngle: random.value(-3.2...3.2)).scaledBy(x: scale, y: scale)
                .concatenating(CGAffineTransform(translationX: 40, y: 40))
            let rect = CGRect(x: -15, y: -15, width: random.value(10...30), height: random.value(10...30))
            let radius = random.value(2...15)
            let shape = RoundedRectCoverage(rect: rect, radius: radius, corners: .allCorners, toDevice: toDevice)!
            for y in shape.bounds.y0..<shape.bounds.y1 {
                for x in shape.bounds.x0..<shape.bounds.x1 {
                    let error = abs(Double(shape.coverage(x: x, y: y)) / 255
                        - Self.sampledArea(x: x, y: y, rect: rect, radius: radius, toDevice: toDevice))
                    worst = max(worst, error)
                }
            }
        }
        #expect(worst <= 0.1)
    }

    /// The row spans the fill loops trust: every pixel of a row's full run has coverage 255, and
    /// every pixel outside its outer span has coverage 0, for random shapes, corner masks and maps.
    @Test func rowSpansAgreeWithThePixelCoverage() {
        var random = RandomScene(seed: 5)
        var wrong = 0, full = 0
        for _ in 0..<1500 {
            let toDevice = Self.placement(&random)
            let rect = CGRect(x: random.value(-5...5), y: 0, width: random.value(1...80), height: random.value(1...80))
            let shape = RoundedRectCoverage(rect: rect, radius: random.value(0...40),
                                            corners: CACornerMask(rawValue: UInt(random.value(0...15.99))), toDevice: toDevice)!
            let columns = shape.bounds.x0..<shape.bounds.x1
            for y in shape.bounds.y0..<shape.bounds.y1 {
                let spans = shape.spans(row: y, within: columns)
                full += spans.inner.count
                for x in spans.inner where shape.coverage(x: x, y: y) != 255 { wrong += 1 }
                for x in columns where !spans.outer.contains(x) && shape.coverage(x: x, y: y) != 0 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(full > 1_000_000)
    }
}
#endif
