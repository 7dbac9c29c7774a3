#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import PropertyBased
import QuartzCoreTestSupport
import Testing

// Apple's colour space names are CFStrings; OpenCoreGraphics' are Strings.
#if QUARTZCORE_COMPATIBILITY_TEST
typealias ColorSpaceName = CFString
#else
typealias ColorSpaceName = String
#endif

// Independent reference formulas, written from the standards rather than taken from the library.

/// IEC 61966-2-1 (sRGB): encoded value to linear light.
func sRGBToLinear(_ v: Double) -> Double {
    let m = abs(v)
    let r = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
    return v < 0 ? -r : r
}

/// IEC 61966-2-1 (sRGB): linear light to encoded value.
func linearToSRGB(_ v: Double) -> Double {
    let m = abs(v)
    let r = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
    return v < 0 ? -r : r
}

/// The components of `color` converted to the space called `name`, as doubles.
func convertedComponents(_ color: CGColor, to name: ColorSpaceName) throws -> [Double] {
    let space = try #require(CGColorSpace(name: name))
    let converted = try #require(color.converted(to: space, intent: .defaultIntent, options: nil))
    #expect(converted.colorSpace == space)
    return try #require(converted.components).map { Double($0) }
}

func makeTestColor(_ name: ColorSpaceName, _ components: [CGFloat]) throws -> CGColor {
    let space = try #require(CGColorSpace(name: name))
    return try #require(CGColor(colorSpace: space, components: components))
}

@Suite("CGColorSpace")
struct CGColorSpaceTests {
    @Test("named spaces have Apple's models and component counts")
    func namedSpaces() throws {
        let expected: [(ColorSpaceName, CGColorSpaceModel, Int)] = [
            (CGColorSpace.sRGB, .rgb, 3),
            (CGColorSpace.extendedSRGB, .rgb, 3),
            (CGColorSpace.linearSRGB, .rgb, 3),
            (CGColorSpace.extendedLinearSRGB, .rgb, 3),
            (CGColorSpace.displayP3, .rgb, 3),
            (CGColorSpace.extendedDisplayP3, .rgb, 3),
            (CGColorSpace.linearDisplayP3, .rgb, 3),
            (CGColorSpace.extendedLinearDisplayP3, .rgb, 3),
            (CGColorSpace.adobeRGB1998, .rgb, 3),
            (CGColorSpace.genericRGBLinear, .rgb, 3),
            (CGColorSpace.genericGrayGamma2_2, .monochrome, 1),
            (CGColorSpace.linearGray, .monochrome, 1),
            (CGColorSpace.extendedGray, .monochrome, 1),
            (CGColorSpace.extendedLinearGray, .monochrome, 1),
            (CGColorSpace.genericCMYK, .cmyk, 4),
        ]
        for (name, model, count) in expected {
            let space = try #require(CGColorSpace(name: name), "\(name)")
            #expect(space.model == model, "\(name)")
            #expect(space.numberOfComponents == count, "\(name)")
            #expect(space.name == name)
        }
    }

    @Test("model raw values are Apple's")
    func modelRawValues() {
        // CGColorSpace.h: kCGColorSpaceModelUnknown = -1, then Monochrome, RGB, CMYK, Lab, DeviceN,
        // Indexed, Pattern, XYZ.
        let models: [CGColorSpaceModel] = [.unknown, .monochrome, .rgb, .cmyk, .lab, .deviceN, .indexed, .pattern, .xyz]
        #expect(models.map(\.rawValue) == [-1, 0, 1, 2, 3, 4, 5, 6, 7])
        // CGColorSpace.h: kCGRenderingIntentDefault, AbsoluteColorimetric, RelativeColorimetric,
        // Perceptual, Saturation, numbered from 0.
        let intents: [CGColorRenderingIntent] =
            [.defaultIntent, .absoluteColorimetric, .relativeColorimetric, .perceptual, .saturation]
        #expect(intents.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("device spaces have the device models")
    func deviceSpaces() {
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpaceCreateDeviceCMYK().model == .cmyk)
        #expect(CGColorSpaceCreateDeviceCMYK().numberOfComponents == 4)
    }

    @Test("equality is by space")
    func equality() throws {
        let a = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let b = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != p3)
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
    }

    @Test("wide gamut and extended range")
    func wideGamutAndExtendedRange() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        #expect(p3.isWideGamutRGB)
        #expect(!srgb.isWideGamutRGB)
        #expect(CGColorSpaceUsesExtendedRange(extended))
        #expect(!CGColorSpaceUsesExtendedRange(srgb))
    }
}
