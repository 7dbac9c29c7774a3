#if !QUARTZCORE_COMPATIBILITY_TEST
import Testing
@testable import OpenQuartzCoreRendering

/// The outlines the plain fills walk down the rows (``RoundedRectRows``, ``ConvexOutline``): the
/// runs they give must hold every pixel the shape covers and, in the full run, only fully covered
/// pixels (checked against ``RoundedRectCoverage/coverage(x:y:)``, which
/// ``RoundedRectCoverageTests`` checks against sampled areas).
@Suite struct RoundedRectRowsTests {
    /// A diamond's crossings, from |x| + |y| <= 1 worked by hand: half-width 1 - |y| on each row,
    /// rows walked in order, with the polygon given either way round.
    @Test func diamondCrossings() {
        let corners: [SIMD2<Double>] = [SIMD2(0, -1), SIMD2(1, 0), SIMD2(0, 1), SIMD2(-1, 0)]
        for vertices in [corners, corners.reversed()] {
            let storage = UnsafeMutablePointer<Double>.allocate(capacity: 6 * (vertices.count + 1))
            defer { storage.deallocate() }
            var outline = vertices.withUnsafeBufferPointer {
                ConvexOutline(vertices: $0.baseAddress!, count: $0.count, storage: storage)
            }
            #expect(outline.top == -1 && outline.bottom == 1)
            for y in stride(from: -1.0, through: 1.0, by: 0.25) {
                let (low, high) = outline.crossing(y)
                #expect(abs(low + (1 - abs(y))) < 1e-12 && abs(high - (1 - abs(y))) < 1e-12, "row \(y)")
            }
        }
    }

    /// Every pixel of a row's full run has coverage 255 and every pixel outside its outer run has
    /// coverage 0, for random rectangles with square or four rounded corners under rotations,
    /// uniform scales, reflections and translations (fractional and whole pixels); and the runs
    /// are nearly as tight as the exact ``RoundedRectCoverage/spans(row:within:)``, so that few
    /// more pixels go through the pixel-by-pixel path.
    @Test func runsAgreeWithThePixelCoverage() {
        var random = RandomScene(seed: 23)
        var wrong = 0, full = 0, partial = 0, exactPartial = 0, shapes = 0
        let scratch = OutlineScratch()
        for round in 0..<1500 {
            let scale = random.value(0.3...2)
            var toDevice = CGAffineTransform(rotationAngle: round % 5 == 0 ? 0 : random.value(-3.2...3.2))
                .scaledBy(x: scale, y: round % 7 == 0 ? -scale : scale)
            let shift = round % 3 == 0 ? (Double(Int(random.value(0...60))), Double(Int(random.value(0...60))))
                                       : (random.value(0...60), random.value(0...60))
            toDevice = toDevice.concatenating(CGAffineTransform(translationX: shift.0, y: shift.1))
            let rect = CGRect(x: random.value(-5...5), y: 0, width: random.value(1...80), height: random.value(1...80))
            let corners: CACornerMask = random.chance(0.7) ? CACornerMask(rawValue: 15) : []
            let shape = RoundedRectCoverage(rect: rect, radius: random.chance(0.2) ? 0 : random.value(0...40),
                                            corners: corners, toDevice: toDevice)!
            guard shape.hasOutlines else { continue }
            shapes += 1
            var rows = RoundedRectRows(shape, scratch: scratch)
            let columns = shape.bounds.x0..<shape.bounds.x1
            for y in shape.bounds.y0..<shape.bounds.y1 {
                let runs = rows.spans(row: y, within: columns)
                let exact = shape.spans(row: y, within: columns)
                full += runs.inner.count
                partial += runs.outer.count - runs.inner.count
                exactPartial += exact.outer.count - exact.inner.count
                for x in runs.inner where shape.coverage(x: x, y: y) != 255 { wrong += 1 }
                for x in columns where !runs.outer.contains(x) && shape.coverage(x: x, y: y) != 0 { wrong += 1 }
            }
        }
        #expect(shapes > 1000)
        #expect(wrong == 0)
        #expect(full > 1_000_000)
        #expect(Double(partial) <= 1.1 * Double(exactPartial), "\(partial) partly covered pixels against \(exactPartial)")
    }

    /// Maps at the edges of the useful: a rectangle scaled up until it covers the window many times
    /// over, one squeezed to a billionth of a pixel, one all but flattened to a line, one placed
    /// beyond 10¹⁴ pixels. Where the shape has outlines, their runs keep to the pixel coverage in a
    /// 64 x 64 window; the one beyond 10¹⁴ pixels has none (the fill takes the exact spans).
    @Test func extremeMapsKeepTheRunsRight() {
        let scratch = OutlineScratch()
        let maps: [CGAffineTransform] = [
            CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1e6, y: 1e6).translatedBy(x: -0.5, y: -0.5),
            CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1, y: 1e-9).concatenating(.init(translationX: 20, y: 20)),
            CGAffineTransform(a: 1, b: 1e-300, c: 1, d: 2e-300, tx: 10, ty: 10),
            CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2e12, y: 2e12),
            CGAffineTransform(translationX: 3e14, y: 0),
        ]
        var made = 0, wrong = 0
        for (index, map) in maps.enumerated() {
            let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
            guard let shape = RoundedRectCoverage(rect: rect, radius: index == 1 ? 0 : 8, corners: CACornerMask(rawValue: 15),
                                                  toDevice: map),
                  shape.hasOutlines else {
                #expect(index != 3, "a shape within 10¹⁴ pixels has outlines")
                continue
            }
            #expect(index != 4, "a shape beyond 10¹⁴ pixels has none")
            var rows = RoundedRectRows(shape, scratch: scratch)
            made += 1
            let window = PixelRect(x0: 0, y0: 0, x1: 64, y1: 64).intersection(shape.bounds)
            guard !window.isEmpty else { continue }
            for y in window.y0..<window.y1 {
                let runs = rows.spans(row: y, within: window.x0..<window.x1)
                for x in runs.inner where shape.coverage(x: x, y: y) != 255 { wrong += 1 }
                for x in window.x0..<window.x1 where !runs.outer.contains(x) && shape.coverage(x: x, y: y) != 0 { wrong += 1 }
            }
        }
        #expect(made >= 2)
        #expect(wrong == 0)
    }

    /// Rectangles on the pixel grid, whose outlines' top and bottom edges lie along rows: the
    /// runs cover exactly the rectangle's pixels, all in full runs, and nothing else.
    @Test func alignedRectanglesAreWhollyFull() {
        let scratch = OutlineScratch()
        for (x, y, width, height) in [(0, 0, 10, 10), (3, 5, 1, 1), (7, 2, 40, 3)] {
            let rect = CGRect(x: x, y: y, width: width, height: height)
            let shape = RoundedRectCoverage(rect: rect, radius: 0, corners: [], toDevice: .identity)!
            var rows = RoundedRectRows(shape, scratch: scratch)
            for row in shape.bounds.y0..<shape.bounds.y1 {
                let runs = rows.spans(row: row, within: shape.bounds.x0..<shape.bounds.x1)
                let expected = (y..<(y + height)).contains(row) ? x..<(x + width) : runs.outer.lowerBound..<runs.outer.lowerBound
                #expect(runs.inner == expected, "row \(row)")
                #expect(runs.outer == expected, "row \(row)")
            }
        }
    }
}
#endif
