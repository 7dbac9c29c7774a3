#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import Testing

/// CGGradient creation rules (Apple's documentation: locations in [0, 1], nil means evenly spaced).
@Suite struct CGGradientTests {
    let space = CGColorSpace(name: CGColorSpace.sRGB)!

    @Test func componentsAndLocationsMakeAGradient() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        #expect(CGGradient(colorSpace: space, colorComponents: components, locations: [0, 1], count: 2) != nil)
        #expect(CGGradient(colorSpace: space, colorComponents: components, locations: nil, count: 2) != nil)
    }

    @Test func locationsOutsideTheUnitIntervalAreRejected() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        #expect(CGGradient(colorSpace: space, colorComponents: components, locations: [0, 1.5], count: 2) == nil)
    }

    #if !QUARTZCORE_COMPATIBILITY_TEST
    // Apple takes a CFArray of colours; OpenCoreGraphics a Swift array.
    @Test func colorsWithoutLocationsAreEvenlySpaced() {
        let colors = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1),
                      CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)]
        let a = CGGradient(colorsSpace: space, colors: colors, locations: nil)
        let b = CGGradient(colorsSpace: space, colors: colors, locations: [0, 0.5, 1])
        #expect(a != nil && a == b)
        #expect(CGGradient(colorsSpace: space, colors: [], locations: nil) == nil)
    }
    #endif
}
