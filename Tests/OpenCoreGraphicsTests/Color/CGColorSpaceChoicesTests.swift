#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

#if !QUARTZCORE_COMPATIBILITY_TEST
/// OpenCoreGraphics' own choices where Apple is silent or its profiles cannot be reproduced.
@Suite("CGColorSpace (OpenCoreGraphics choices)")
struct CGColorSpaceChoicesTests {
    @Test("unknown names give nil")
    func unknownNames() {
        #expect(CGColorSpace(name: "") == nil)
        #expect(CGColorSpace(name: "sRGB") == nil)
        #expect(CGColorSpace(name: "kCGColorSpaceNotAColorSpace") == nil)
        #expect(CGColorSpace(name: "kCGColorSpaceDeviceRGB") == nil)
    }

    @Test("the legacy generic spaces exist under their C names")
    func legacyNames() throws {
        #expect(try #require(CGColorSpace(name: kCGColorSpaceGenericRGB)).model == .rgb)
        #expect(try #require(CGColorSpace(name: kCGColorSpaceGenericGray)).model == .monochrome)
    }

    @Test("device spaces are unnamed and distinct from the named spaces they behave as")
    func deviceSpacesUnnamed() throws {
        #expect(CGColorSpaceCreateDeviceRGB().name == nil)
        #expect(CGColorSpaceCreateDeviceGray().name == nil)
        #expect(CGColorSpaceCreateDeviceCMYK().name == nil)
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpace(name: CGColorSpace.sRGB))
    }

    @Test("device RGB behaves as sRGB, device gray as gray gamma 2.2")
    func deviceBehaviour() throws {
        let rgb = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.5, 0.5, 0.5, 1]))
        let linear = try convertedComponents(rgb, to: CGColorSpace.linearSRGB)
        #expect(linear[0].isApproximatelyEqual(to: sRGBToLinear(0.5), absoluteTolerance: 1e-12))
        let gray = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]))
        let linearGray = try convertedComponents(gray, to: CGColorSpace.linearGray)
        #expect(linearGray[0].isApproximatelyEqual(to: pow(0.5, 2.2), absoluteTolerance: 1e-12))
    }

    @Test("generic RGB behaves as sRGB, generic gray as gray gamma 2.2")
    func genericBehaviour() throws {
        let linear = try convertedComponents(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), to: CGColorSpace.linearSRGB)
        #expect(linear[0].isApproximatelyEqual(to: sRGBToLinear(0.5), absoluteTolerance: 1e-12))
        let gray = try convertedComponents(CGColor(gray: 0.5, alpha: 1), to: CGColorSpace.linearGray)
        #expect(gray[0].isApproximatelyEqual(to: pow(0.5, 2.2), absoluteTolerance: 1e-12))
    }

    @Test("Adobe RGB uses its 563/256 power law")
    func adobeRGB() throws {
        // White maps to white; a gray's luminance is its encoding to the power 563/256.
        let gray = try convertedComponents(makeTestColor(CGColorSpace.adobeRGB1998, [0.5, 0.5, 0.5, 1]), to: CGColorSpace.linearGray)
        #expect(gray[0].isApproximatelyEqual(to: pow(0.5, 563.0 / 256.0), absoluteTolerance: 1e-9))
    }

    @Test("spaces that clamp clip out-of-gamut colours; extended spaces keep them")
    func clampingVersusExtended() throws {
        // P3 red is outside sRGB: in linear sRGB it is (1.2249, -0.0421, -0.0196) (published matrix).
        let p3Red = try makeTestColor(CGColorSpace.displayP3, [1, 0, 0, 1])
        #expect(try convertedComponents(p3Red, to: CGColorSpace.sRGB) == [1, 0, 0, 1])
        let extended = try convertedComponents(p3Red, to: CGColorSpace.extendedLinearSRGB)
        #expect(extended[0] > 1 && extended[1] < 0 && extended[2] < 0)
        // Values beyond 1 encode by the signed reflection: sign(x) * f(|x|).
        let big = try convertedComponents(makeTestColor(CGColorSpace.extendedLinearSRGB, [2, -0.5, 0.5, 1]), to: CGColorSpace.extendedSRGB)
        #expect(componentsApproximatelyEqual(big, [linearToSRGB(2), -linearToSRGB(0.5), linearToSRGB(0.5), 1],
                                             absoluteTolerance: 1e-12))
    }

    @Test("CMYK converts by the naive formula")
    func naiveCMYK() throws {
        // red = (1 - c)(1 - k), green = (1 - m)(1 - k), blue = (1 - y)(1 - k), read as sRGB.
        let cyan = try convertedComponents(CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1), to: CGColorSpace.sRGB)
        #expect(componentsApproximatelyEqual(cyan, [0, 1, 1, 1], absoluteTolerance: 1e-12))
        let mixed = try convertedComponents(CGColor(genericCMYKCyan: 0.2, magenta: 0.4, yellow: 0, black: 0.5, alpha: 0.5),
                                to: CGColorSpace.sRGB)
        #expect(componentsApproximatelyEqual(mixed, [0.8 * 0.5, 0.6 * 0.5, 0.5, 0.5], absoluteTolerance: 1e-12))
        // The inverse: k = 1 - max(r, g, b), c = (1 - r - k) / (1 - k), ...
        let back = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [1, 0.5, 0.25, 1]), to: CGColorSpace.genericCMYK)
        #expect(componentsApproximatelyEqual(back, [0, 0.5, 0.75, 0, 1], absoluteTolerance: 1e-12))
        let black = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [0, 0, 0, 1]), to: CGColorSpace.genericCMYK)
        #expect(black == [0, 0, 0, 1, 1])
    }

    @Test("linearized and extended variants")
    func variants() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let gray = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        #expect(CGColorSpaceCreateLinearized(srgb)?.name == CGColorSpace.linearSRGB)
        #expect(CGColorSpaceCreateExtended(srgb)?.name == CGColorSpace.extendedSRGB)
        #expect(CGColorSpaceCreateExtendedLinearized(srgb)?.name == CGColorSpace.extendedLinearSRGB)
        #expect(CGColorSpaceCreateExtendedLinearized(p3)?.name == CGColorSpace.extendedLinearDisplayP3)
        #expect(CGColorSpaceCreateLinearized(gray)?.name == CGColorSpace.linearGray)
        #expect(CGColorSpaceCreateExtended(gray)?.name == CGColorSpace.extendedGray)
        #expect(CGColorSpaceCreateLinearized(CGColorSpaceCreateDeviceCMYK()) == nil)
        #expect(CGColorSpaceCreateLinearized(try #require(CGColorSpace(name: CGColorSpace.adobeRGB1998))) == nil)
    }

    @Test("description names the space and model")
    func description() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(srgb.description.contains("kCGColorSpaceSRGB"))
        #expect(srgb.description.contains("kCGColorSpaceModelRGB"))
    }
}
#endif
