import Foundation
import Testing
@testable import OpenQuartzCoreLottie
import OpenQuartzCoreRendering

/// Our frames of corpus files against frames a peer renderer (rlottie or ThorVG) drew: the golden
/// images are the peers', never ours (`Corpus/README.md`).
///
/// Tolerance, on premultiplied RGBA at 256 x 256: the mean absolute difference of all components at
/// most 2 (of 255), and at most 2 % of the pixels differing by more than 64 in any component. Both
/// rasterizers compute exact-area coverage, but they flatten curves, join strokes and round
/// gradients differently, which moves edge pixels by a few levels and, along thin strokes, by more.
@Suite struct LottieGoldenTests {
    static let meanTolerance = 2.0
    static let outlierFraction = 0.02

    static var goldens: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LottieTestSupport.corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test(arguments: goldens)
    func frameAgreesWithThePeer(_ golden: String) throws {
        let parts = golden.split(separator: ".")
        let name = String(parts[0]), frame = try #require(Double(String(parts[2])))
        let animation = try LottieAnimation(contentsOf: LottieTestSupport.corpus.appendingPathComponent("\(name).json"))
        let data = try Data(contentsOf: LottieTestSupport.corpus.appendingPathComponent(golden))
        let expected = try #require(CGImage(pngData: data))
        #expect(expected.width == 256 && expected.height == 256)
        let ours = LottieTestSupport.render(animation, frame: frame, width: 256, height: 256)
        let theirs = expected.withUnsafePixelBytes { Array($0) }
        try #require(ours.count == theirs.count)
        var total = 0, outliers = 0
        for pixel in stride(from: 0, to: ours.count, by: 4) {
            var largest = 0
            for component in 0..<4 {
                let difference = abs(Int(ours[pixel + component]) - Int(theirs[pixel + component]))
                total += difference
                largest = max(largest, difference)
            }
            if largest > 64 { outliers += 1 }
        }
        let mean = Double(total) / Double(ours.count)
        let fraction = Double(outliers) / Double(ours.count / 4)
        #expect(mean <= Self.meanTolerance, "\(golden): mean difference \(mean)")
        #expect(fraction <= Self.outlierFraction, "\(golden): \(fraction * 100) % of the pixels differ by more than 64")
    }
}
