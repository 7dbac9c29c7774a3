#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

@Suite("CGColor")
struct CGColorTests {
    @Test("init(red:green:blue:alpha:) makes an RGB colour")
    func genericRGB() {
        // Apple: "Creates a color in the Generic RGB color space."
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(color.components == [1, 0.5, 0.25, 0.75])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.75)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test("init(srgbRed:green:blue:alpha:) makes an sRGB colour")
    func sRGB() {
        let color = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color.components == [0.2, 0.4, 0.6, 1])
        #expect(color.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
    }

    @Test("init(gray:alpha:) makes a gray colour")
    func gray() {
        // Apple: "Creates a color in the Generic gray color space": one colour component and alpha.
        let color = CGColor(gray: 0.5, alpha: 0.25)
        #expect(color.components == [0.5, 0.25])
        #expect(color.numberOfComponents == 2)
        #expect(color.alpha == 0.25)
        #expect(color.colorSpace?.model == .monochrome)
    }

    @Test("init(genericGrayGamma2_2Gray:alpha:) uses Generic Gray Gamma 2.2")
    func grayGamma22() {
        let color = CGColor(genericGrayGamma2_2Gray: 0.3, alpha: 1)
        #expect(color.components == [0.3, 1])
        #expect(color.colorSpace == CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
    }

    @Test("init(genericCMYKCyan:...) makes a CMYK colour")
    func cmyk() {
        let color = CGColor(genericCMYKCyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4, alpha: 0.5)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(color.numberOfComponents == 5)
        #expect(color.colorSpace == CGColorSpace(name: CGColorSpace.genericCMYK))
    }

    @Test("init(colorSpace:components:) takes an array literal")
    func colorSpaceAndComponents() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let color = try #require(CGColor(colorSpace: p3, components: [1, 0, 0, 1]))
        #expect(color.colorSpace == p3)
        #expect(color.components == [1, 0, 0, 1])
        let gray = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        #expect(CGColor(colorSpace: gray, components: [0.25, 0.5])?.components == [0.25, 0.5])
    }

    @Test("components are clamped to the range of the space")
    func clamping() throws {
        // Apple (CGColorCreate): "Values outside this range will be clamped to the nearest correct value."
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColor(colorSpace: srgb, components: [1.5, -0.5, 0.5, 2])?.components == [1, 0, 0.5, 1])
        // Extended spaces encode values below 0 and above 1 (Apple's extendedSRGB documentation).
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        #expect(CGColor(colorSpace: extended, components: [1.5, -0.5, 0.5, 1])?.components == [1.5, -0.5, 0.5, 1])
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST || os(macOS)
    @Test("black, white and clear are gray")
    func constants() {
        // Apple: "The black color in the Generic gray color space", and so on.
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        for color in [CGColor.black, CGColor.white, CGColor.clear] {
            #expect(color.colorSpace?.model == .monochrome)
            #expect(color.colorSpace == CGColor(gray: 0.5, alpha: 1).colorSpace)
        }
    }
    #endif

    @Test("copy and copy(alpha:)")
    func copies() throws {
        let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.copy() == color)
        let faded = try #require(color.copy(alpha: 0.9))
        #expect(faded.components == [0.1, 0.2, 0.3, 0.9])
        #expect(faded.colorSpace == color.colorSpace)
        #expect(color.alpha == 0.4)
    }

    @Test("converted(to:) to the same space keeps the colour")
    func convertedToSameSpace() throws {
        let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let space = try #require(color.colorSpace)
        let converted = try #require(color.converted(to: space, intent: .defaultIntent, options: nil))
        #expect(converted.isApproximatelyEqual(to: color, absoluteTolerance: 1e-6))
    }

    @Test("converted(to:) keeps alpha and converts the colour")
    func convertedToOtherSpace() throws {
        let color = CGColor(srgbRed: 0.5, green: 0, blue: 1, alpha: 0.3)
        let linear = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let converted = try #require(color.converted(to: linear, intent: .perceptual, options: nil))
        #expect(converted.colorSpace == linear)
        // IEC 61966-2-1: ((0.5 + 0.055) / 1.055)^2.4.
        let expected = try #require(CGColor(colorSpace: linear, components: [CGFloat(pow(0.555 / 1.055, 2.4)), 0, 1, 0.3]))
        #expect(converted.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
    }

    @Test("equality is by colour space and components")
    func equality() throws {
        let a = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let b = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.5))
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(a != CGColor(colorSpace: p3, components: [0.1, 0.2, 0.3, 1]))
        #expect(Set([a, b, CGColor(gray: 0.5, alpha: 1)]).count == 2)
    }
}

#if !QUARTZCORE_COMPATIBILITY_TEST
@Suite("CGColor (OpenCoreGraphics choices)")
struct CGColorChoicesTests {
    @Test("the generic initializers use the legacy generic spaces")
    func genericSpaces() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).colorSpace?.name == kCGColorSpaceGenericRGB)
        #expect(CGColor(gray: 1, alpha: 1).colorSpace?.name == kCGColorSpaceGenericGray)
        #expect(CGColor.black.colorSpace?.name == kCGColorSpaceGenericGray)
    }

    @Test("the same components in different spaces are different colours")
    func sameComponentsDifferentSpaces() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("alpha is clamped, also in extended spaces and by copy(alpha:)")
    func alphaClamping() throws {
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        #expect(CGColor(colorSpace: extended, components: [2, 0, 0, 1.5])?.alpha == 1)
        #expect(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1).copy(alpha: -1)?.alpha == 0)
    }

    @Test("conversion to a space that clamps clips; to an extended space it keeps")
    func conversionRange() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let green = try #require(CGColor(colorSpace: p3, components: [0, 1, 0, 1]))
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let clipped = try #require(green.converted(to: srgb, intent: .defaultIntent, options: nil)?.components)
        #expect(clipped.allSatisfy { (0...1).contains($0) })
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        let kept = try #require(green.converted(to: extended, intent: .defaultIntent, options: nil)?.components)
        // Published linear P3 -> linear sRGB matrix, second column: (-0.2249404, 1.0420571, -0.0786361).
        #expect(kept[0] < 0 && kept[1] > 1 && kept[2] < 0)
    }

    @Test("description shows the space and the components")
    func description() {
        let text = CGColor(srgbRed: 1, green: 0, blue: 0.5, alpha: 1).description
        #expect(text.contains("kCGColorSpaceSRGB"))
        #expect(text.contains("( 1 0 0.5 1 )"))
    }
}
#endif
