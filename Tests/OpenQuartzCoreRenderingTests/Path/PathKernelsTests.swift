#if !QUARTZCORE_COMPATIBILITY_TEST
import QuartzCoreTestSupport
import Testing
import _OQCKernels
@testable import OpenQuartzCoreRendering

/// The path fill's C kernels (``Kernels``) against the Swift loops they stand in for, bit for bit,
/// at every level the processor runs (as ``KernelsTests`` checks the compositor's): coverage rows
/// from accumulated cells, the blends of partly covered runs, and the colours of gradient runs.
/// (The Swift loops themselves are checked against independent calculations and Cairo in the
/// other path tests.) Serialized, as ``KernelsTests`` is: each test switches the process's level,
/// holding ``KernelLevelLock`` while it does.
@Suite(.serialized) struct PathKernelsTests {
    /// `count` random accumulation cells, cover and area interleaved: mostly what edges leave (a
    /// few rows' height of cover, two pixels of area either way), some anything.
    static func cells(_ count: Int, _ random: inout RandomScene) -> [Int32] {
        (0..<(2 * count)).map { index in
            if random.chance(0.1) { return Int32(truncatingIfNeeded: Int64(random.value(-2_147_483_648...2_147_483_647))) }
            return index % 2 == 0 ? Int32(random.value(-768...768)) : Int32(random.value(-262_144...262_144))
        }
    }

    @Test func coverageRowsMatchTheSwiftLoop() {
        KernelLevelLock.holding {
            var random = RandomScene(seed: 401)
            var wrong = 0, rows = 0
            for level in KernelsTests.levels() {
                Kernels.use(level: level)
                for count in 0..<80 {
                    for evenOdd in [false, true] {
                        let before = Self.cells(count, &random)
                        let running = random.chance(0.3) ? 0 : Int32(random.value(-400_000...400_000))
                        let alpha = random.chance(0.5) ? 255 : UInt32(random.value(0...255.99))
                        var kernelCells = before, swiftCells = before
                        var kernelCoverage = [UInt8](repeating: 7, count: count + 8), swiftCoverage = kernelCoverage
                        let kernelSum = oqc_accumulate_coverage(&kernelCells, count, running, alpha, evenOdd ? 1 : 0, &kernelCoverage)
                        let swiftSum = CoverageRow.portableAccumulate(&swiftCells, count: count, running: running, alpha: alpha,
                                                                      evenOdd: evenOdd, into: &swiftCoverage)
                        if kernelSum != swiftSum || kernelCells != swiftCells || kernelCoverage != swiftCoverage { wrong += 1 }
                        rows += 1
                    }
                }
            }
            Kernels.use(level: Kernels.allowedLevel)
            #expect(wrong == 0, "\(wrong) of \(rows) rows differ")
        }
    }

    @Test(arguments: [false, true]) func maskedRunsMatchTheSwiftLoop(image: Bool) {
        KernelLevelLock.holding {
            var random = RandomScene(seed: image ? 402 : 403)
            var wrong = 0, runs = 0
            for level in KernelsTests.levels() {
                Kernels.use(level: level)
                for count in 0..<80 {
                    let color = KernelsTests.premultiplied(alpha: UInt32(random.value(0...255.99)), &random)
                    let source = (0..<count).map { _ in KernelsTests.premultiplied(alpha: UInt32(random.value(0...255.99)), &random) }
                    let coverage = (0..<count).map { _ in UInt8(random.chance(0.2) ? 255 : random.value(0...255.99)) }
                    let before = KernelsTests.randomPixels(count + 16, &random)
                    var kernel = before, swift = before
                    kernel.withUnsafeMutableBufferPointer { row in
                        if image {
                            oqc_blend_image_mask(source, coverage, row.baseAddress! + 8, count)
                        } else {
                            oqc_blend_solid_mask(color, coverage, row.baseAddress! + 8, count)
                        }
                    }
                    swift.withUnsafeMutableBufferPointer { row in
                        if image {
                            MaskedRun.portableBlend(source, coverage: coverage, into: row.baseAddress! + 8, count: count)
                        } else {
                            MaskedRun.portableBlend(color, coverage: coverage, into: row.baseAddress! + 8, count: count)
                        }
                    }
                    if kernel != swift { wrong += 1 }
                    runs += 1
                }
            }
            Kernels.use(level: Kernels.allowedLevel)
            #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
        }
    }

    /// Runs of every kind, affine and projective, from parameters in the ranges fills use and from
    /// some far outside them (huge, infinite, not a number), against the Swift loop.
    @Test func gradientRunsMatchTheSwiftLoop() {
        KernelLevelLock.holding {
            var random = RandomScene(seed: 404)
            let table = (0..<GradientTable.size).map { UInt32($0) &* 2_654_435_761 }
            var wrong = 0, runs = 0
            func value(_ range: ClosedRange<Double>) -> Float {
                if random.chance(0.03) { return random.pick([Float.infinity, -.infinity, .nan, 1e30, -1e30, 0]) }
                return Float(random.value(range))
            }
            for level in KernelsTests.levels() {
                Kernels.use(level: level)
                for round in 0..<600 {
                    let count = Int(random.value(0...70.99))
                    let projective = round % 3 == 0
                    let parameters = (u0: value(-3_000...3_000), v0: value(-3_000...3_000), w0: projective ? value(-0.5...3) : 1,
                                      du: value(-40...40), dv: value(-40...40), dw: projective ? value(-0.01...0.01) : 0,
                                      first: Int32(random.value(0...300)))
                    var kernel = [UInt32](repeating: 1, count: count + 8), swift = kernel
                    table.withUnsafeBufferPointer { table in
                        let run = oqc_gradient_span(u0: parameters.u0, v0: parameters.v0, w0: parameters.w0, du: parameters.du,
                                                    dv: parameters.dv, dw: parameters.dw, hx: value(-7...7), hy: value(-7...7),
                                                    table: table.baseAddress!,
                                                    size: Int32(GradientTable.size), kind: Int32(round % 4),
                                                    projective: projective ? 1 : 0, first: parameters.first)
                        withUnsafePointer(to: run) { oqc_gradient_colors($0, &kernel, count) }
                        GradientSource.portableSpan(run, into: &swift, count: count)
                    }
                    if kernel != swift { wrong += 1 }
                    runs += 1
                }
            }
            Kernels.use(level: Kernels.allowedLevel)
            #expect(wrong == 0, "\(wrong) of \(runs) runs differ")
        }
    }
}
#endif
