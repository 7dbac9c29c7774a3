#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import PropertyBased
import QuartzCoreTestSupport
import Testing

#if !QUARTZCORE_COMPATIBILITY_TEST
/// IEC 61966-2-1: linear light to the sRGB encoding, extended by signed reflection (Apple's
/// extendedSRGB documentation), written independently of the library.
private func encodeSRGB(_ v: Double) -> Double {
    let m = abs(v)
    let r = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
    return v < 0 ? -r : r
}

private func space(_ name: String) throws -> CGColorSpace {
    try #require(CGColorSpace(name: name))
}

private func rgba(_ color: CGColor) -> [Double] {
    (color.components ?? []).map { Double($0) }
}

/// Interpolatable's rules for colours (OpenQuartzCore's protocol).
@Suite("CGColor interpolation")
struct CGColorInterpolationTests {
    @Test("colours in one space interpolate component by component, alpha included")
    func sameSpace() throws {
        let start = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let end = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5)
        let quarter = start.interpolated(to: end, fraction: 0.25)
        // 1 + (0 - 1) * 0.25 = 0.75, 0 + (1 - 0) * 0.25 = 0.25, 1 + (0.5 - 1) * 0.25 = 0.875.
        let expected = CGColor(srgbRed: 0.75, green: 0, blue: 0.25, alpha: 0.875)
        #expect(quarter.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))

        let gray = CGColor(gray: 0.2, alpha: 1).interpolated(to: CGColor(gray: 0.6, alpha: 0), fraction: 0.5)
        #expect(gray.isApproximatelyEqual(to: CGColor(gray: 0.4, alpha: 0.5), absoluteTolerance: 1e-12))
    }

    @Test("colours in different spaces interpolate in extended sRGB")
    func differentSpaces() throws {
        // Gray 0.5 (gamma 2.2) is R = G = B = the sRGB encoding of 0.5^2.2 in sRGB.
        let gray = CGColor(genericGrayGamma2_2Gray: 0.5, alpha: 1)
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 0.5)
        let middle = gray.interpolated(to: red, fraction: 0.5)
        let g = encodeSRGB(pow(0.5, 2.2))
        #expect(middle.colorSpace == (try space(CGColorSpace.extendedSRGB)))
        #expect(componentsApproximatelyEqual(rgba(middle), [(g + 1) / 2, g / 2, g / 2, 0.75], absoluteTolerance: 1e-9))
    }

    @Test("a Display P3 colour keeps its out-of-sRGB components")
    func wideGamut() throws {
        let p3Red = try #require(CGColor(colorSpace: try space(CGColorSpace.displayP3), components: [1, 0, 0, 1]))
        let start = p3Red.interpolated(to: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1), fraction: 0)
        // Published linear P3 -> linear sRGB matrix, first column (CSS Color 4): (1.2249401, -0.0420569,
        // -0.0196376), encoded by the extended sRGB transfer function.
        let expected = [1.2249401, -0.0420569, -0.0196376].map(encodeSRGB) + [1]
        #expect(componentsApproximatelyEqual(rgba(start), expected, absoluteTolerance: 1e-5))
    }

    @Test("overshooting fractions are not clamped")
    func overshoot() throws {
        let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        #expect(componentsApproximatelyEqual(rgba(black.interpolated(to: white, fraction: 1.2)), [1.2, 1.2, 1.2, 1],
                                             absoluteTolerance: 1e-12))
        #expect(componentsApproximatelyEqual(rgba(black.interpolated(to: white, fraction: -0.2)), [-0.2, -0.2, -0.2, 1],
                                             absoluteTolerance: 1e-12))
        let fading = CGColor(gray: 0, alpha: 1).interpolated(to: CGColor(gray: 0, alpha: 0), fraction: 1.5)
        #expect(fading.alpha.isApproximatelyEqual(to: -0.5, absoluteTolerance: 1e-12))
    }

    @Test("adding, subtracting and scaling work component by component")
    func vectorOperations() throws {
        let a = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let b = CGColor(srgbRed: 0.5, green: 0.25, blue: 0, alpha: 0.5)
        #expect(componentsApproximatelyEqual(rgba(a.adding(b)), [0.6, 0.45, 0.3, 0.9], absoluteTolerance: 1e-12))
        #expect(componentsApproximatelyEqual(rgba(b.subtractingValue(a)), [0.4, 0.05, -0.3, 0.1], absoluteTolerance: 1e-12))
        #expect(componentsApproximatelyEqual(rgba(a.scaled(by: 3)), [0.3, 0.6, 0.9, 1.2], absoluteTolerance: 1e-12))
        #expect(a.adding(b).colorSpace == a.colorSpace)
        // Across spaces the operations happen in extended sRGB: gray 1 is sRGB white.
        let sum = CGColor(gray: 1, alpha: 1).adding(b)
        #expect(sum.colorSpace == (try space(CGColorSpace.extendedSRGB)))
        #expect(componentsApproximatelyEqual(rgba(sum), [1.5, 1.25, 1, 1.5], absoluteTolerance: 1e-12))
        // from + (to - from) = to.
        #expect(a.adding(b.subtractingValue(a)).isApproximatelyEqual(to: b, absoluteTolerance: 1e-12))
    }

    @Test("distance is Euclidean over the components, alpha included")
    func distance() throws {
        let a = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        let b = CGColor(srgbRed: 0.3, green: 0.4, blue: 0, alpha: 1)
        #expect(a.interpolationDistance(to: b).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
        #expect(CGColor(gray: 0, alpha: 0).interpolationDistance(to: CGColor(gray: 0, alpha: 1)).isApproximatelyEqual(
            to: 1, absoluteTolerance: 1e-12))
        // Gray 1 is sRGB (1, 1, 1); from sRGB black at alpha 1 the distance is sqrt(3).
        #expect(CGColor(gray: 1, alpha: 1).interpolationDistance(to: a).isApproximatelyEqual(to: 3.0.squareRoot(),
                                                                                 absoluteTolerance: 1e-12))
        #expect(a.interpolationDistance(to: a) == 0)
    }

    @Test("animation values: a CGColor and nothing else")
    func animationValue() {
        let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(CGColor(animationValue: color as Any) == color)
        #expect(CGColor(animationValue: 0.5) == nil)
        #expect(CGColor(animationValue: "red") == nil)
    }

    @Test("fractions 0 and 1 give the end points")
    func endPoints() async {
        let unit = Gen.double(in: 0...1)
        await propertyCheck(input: unit, unit, unit, unit, unit, unit) { r, g, b, a, gray, grayAlpha in
            let start = CGColor(srgbRed: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
            let end = CGColor(srgbRed: CGFloat(b), green: CGFloat(r), blue: CGFloat(gray), alpha: CGFloat(grayAlpha))
            #expect(start.interpolated(to: end, fraction: 0).isApproximatelyEqual(to: start, absoluteTolerance: 1e-12))
            #expect(start.interpolated(to: end, fraction: 1).isApproximatelyEqual(to: end, absoluteTolerance: 1e-12))
            // Across spaces, the end points are the colours expressed in extended sRGB.
            let other = CGColor(gray: CGFloat(gray), alpha: CGFloat(grayAlpha))
            let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
            let startInSRGB = try #require(start.converted(to: extended, intent: .defaultIntent, options: nil))
            let otherInSRGB = try #require(other.converted(to: extended, intent: .defaultIntent, options: nil))
            #expect(start.interpolated(to: other, fraction: 0).isApproximatelyEqual(to: startInSRGB,
                                                                                    absoluteTolerance: 1e-9))
            #expect(start.interpolated(to: other, fraction: 1).isApproximatelyEqual(to: otherInSRGB,
                                                                                    absoluteTolerance: 1e-9))
        }
    }
}
#endif
