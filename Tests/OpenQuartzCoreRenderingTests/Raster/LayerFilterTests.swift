#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// ``CALayer/layerFilters``: colours worked out here from the filters' definitions (``LayerFilter``)
/// on an opaque (0.2, 0.4, 0.6) square, whose luminance is 0.2126·0.2 + 0.7152·0.4 + 0.0722·0.6 =
/// 0.37192; a blur checked by its symmetry and by keeping the picture's total alpha. Both the
/// software compositor and Cairo draw them (the software one hands filtered pictures to Cairo).
@Suite struct LayerFilterTests {
    static func scene(_ filters: [LayerFilter], size: CGFloat = 20) -> CALayer {
        LayerTestHarness.withoutActions { () -> CALayer in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            let square = CALayer()
            square.frame = CGRect(x: 20, y: 20, width: size, height: size)
            square.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            square.layerFilters = filters
            root.addSublayer(square)
            return root
        }
    }

    /// R, G, B, A of the pixel at (x, y), with each compositor.
    static func pixel(_ filters: [LayerFilter], x: Int = 30, y: Int = 30) -> [[Int]] {
        LayerTestHarness.withManualClock(at: 0) { _ in
            [true, false].map { software in
                let bytes = Frames.render(scene(filters), width: 60, height: 60, at: 0, software: software, format: Frames.rgba)
                return (0..<4).map { Int(bytes[(y * 60 + x) * 4 + $0]) }
            }
        }
    }

    static func expect(_ filters: [LayerFilter], _ rgb: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        for got in pixel(filters) {
            let want = rgb.map { Int(($0 * 255).rounded()) } + [255]
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(got) against \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test func colourFiltersFollowTheirDefinitions() {
        Self.expect([], [0.2, 0.4, 0.6])
        // Fill red at half opacity: half way from the colour to red.
        Self.expect([.fill(red: 1, green: 0, blue: 0, opacity: 0.5)], [0.6, 0.2, 0.3])
        // Tint from blue (black) to yellow (white), in full: lerp((0,0,1), (1,1,0), 0.37192).
        Self.expect([.tint(black: [0, 0, 1], white: [1, 1, 0], amount: 1)], [0.37192, 0.37192, 0.62808])
        // At half the amount, half way back to the colour.
        Self.expect([.tint(black: [0, 0, 1], white: [1, 1, 0], amount: 0.5)], [0.28596, 0.38596, 0.61404])
        // Tritone: L < ½ runs from shadows (black) to midtones (red) by 2L = 0.74384.
        Self.expect([.tritone(highlights: [1, 1, 1], midtones: [1, 0, 0], shadows: [0, 0, 0], original: 0)], [0.74384, 0, 0])
        // Filters apply in order: fill white, then tint maps L = 1 to white's colour.
        Self.expect([.fill(red: 1, green: 1, blue: 1, opacity: 1), .tint(black: [0, 0, 0], white: [0, 1, 0], amount: 1)], [0, 1, 0])
    }

    /// A 20 × 20 white square blurred by σ = 2: its edge at x = 20 goes to about half, the middle
    /// stays whole, and the total alpha is kept (within rounding).
    @Test func aBlurSpreadsThePictureAndKeepsItsTotal() {
        LayerTestHarness.withManualClock(at: 0) { _ in
            for software in [true, false] {
                let plain = Frames.render(Self.scene([]), width: 60, height: 60, at: 0, software: software, format: Frames.rgba)
                let blurred = Frames.render(Self.scene([.gaussianBlur(sigma: 2, horizontal: true, vertical: true)]),
                                            width: 60, height: 60, at: 0, software: software, format: Frames.rgba)
                func alpha(_ bytes: [UInt8], _ x: Int, _ y: Int) -> Int { Int(bytes[(y * 60 + x) * 4 + 3]) }
                #expect(alpha(blurred, 30, 30) == 255)
                #expect(abs(alpha(blurred, 19, 30) + alpha(blurred, 20, 30) - 255) <= 12)
                #expect(alpha(blurred, 15, 30) < 10 && alpha(blurred, 17, 30) > 0)
                let total = { (bytes: [UInt8]) in stride(from: 3, to: bytes.count, by: 4).reduce(0) { $0 + Int(bytes[$1]) } }
                #expect(abs(total(blurred) - total(plain)) <= total(plain) / 50)
                // Across only: nothing spreads above or below the square.
                let across = Frames.render(Self.scene([.gaussianBlur(sigma: 2, horizontal: true, vertical: false)]),
                                           width: 60, height: 60, at: 0, software: software, format: Frames.rgba)
                #expect(alpha(across, 30, 18) == 0 && alpha(across, 18, 30) > 0)
            }
        }
    }

    /// The key `layerFilters` animates discretely: a keyframe animation switches the fill.
    @Test func filtersAnimateByKey() {
        LayerTestHarness.withManualClock(at: 0) { clock in
            let root = Self.scene([])
            let square = root.sublayers![0]
            let animation = CAKeyframeAnimation(keyPath: "layerFilters")
            animation.values = [LayerFilters([]), LayerFilters([.fill(red: 1, green: 0, blue: 0, opacity: 1)])]
            animation.keyTimes = [0, 0.5]
            animation.calculationMode = .discrete
            animation.duration = 2
            animation.beginTime = 1e-9
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            LayerTestHarness.withoutActions { square.add(animation, forKey: "filters") }
            let early = Frames.render(root, width: 60, height: 60, at: 0.5, software: true, format: Frames.rgba)
            let late = Frames.render(root, width: 60, height: 60, at: 1.5, software: true, format: Frames.rgba)
            #expect(early[(30 * 60 + 30) * 4] == 51 && late[(30 * 60 + 30) * 4] == 255)
            _ = clock
        }
    }
}
#endif
