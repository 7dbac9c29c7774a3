#if QUARTZCORE_COMPATIBILITY_TEST
import CoreGraphics
#else
import OpenCoreGraphics
#endif
import Foundation
import PropertyBased
import QuartzCoreTestSupport
import Testing

@Suite("CGColorSpace conversions")
struct CGColorSpaceConversionTests {
    @Test("sRGB decodes by the IEC 61966-2-1 formula")
    func sRGBKnownValues() throws {
        // ((0.5 + 0.055) / 1.055)^2.4 = 0.214041140...: the power segment.
        let half = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [0.5, 0.5, 0.5, 1]), to: CGColorSpace.linearSRGB)
        let expected = pow((0.5 + 0.055) / 1.055, 2.4)
        #expect(expected.isApproximatelyEqual(to: 0.214041140, absoluteTolerance: 1e-9))
        #expect(componentsApproximatelyEqual(half, [expected, expected, expected, 1], absoluteTolerance: 1e-6))
        // 0.04 / 12.92: the linear segment, below the 0.04045 threshold.
        let dark = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [0.04, 0, 1, 1]), to: CGColorSpace.linearSRGB)
        #expect(componentsApproximatelyEqual(dark, [0.04 / 12.92, 0, 1, 1], absoluteTolerance: 1e-6))
    }

    @Test("sRGB round-trips through linear sRGB", arguments: (0...20).map { Double($0) / 20 })
    func sRGBRoundTrip(value: Double) throws {
        let linear = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [CGFloat(value), 0, 0, 1]),
                                 to: CGColorSpace.linearSRGB)
        #expect(linear[0].isApproximatelyEqual(to: sRGBToLinear(value), absoluteTolerance: 1e-6))
        let back = try convertedComponents(makeTestColor(CGColorSpace.linearSRGB, [CGFloat(linear[0]), 0, 0, 1]),
                               to: CGColorSpace.sRGB)
        #expect(back[0].isApproximatelyEqual(to: value, absoluteTolerance: 1e-6))
    }

    @Test("the transfer functions round-trip for any value")
    func transferRoundTripProperty() async {
        await propertyCheck(input: Gen.double(in: 0...1)) { value in
            let linear = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [CGFloat(value), 1, 0, 1]),
                                     to: CGColorSpace.linearSRGB)
            let back = try convertedComponents(makeTestColor(CGColorSpace.linearSRGB, linear.map { CGFloat($0) }),
                                   to: CGColorSpace.sRGB)
            #expect(back[0].isApproximatelyEqual(to: value, absoluteTolerance: 1e-6))
            let gray = try convertedComponents(makeTestColor(CGColorSpace.genericGrayGamma2_2, [CGFloat(value), 1]),
                                   to: CGColorSpace.linearGray)
            // Generic Gray Gamma 2.2: linear = encoded^2.2.
            #expect(gray[0].isApproximatelyEqual(to: pow(value, 2.2), absoluteTolerance: 1e-6))
        }
    }

    @Test("gamma 2.2 gray")
    func gamma22Gray() throws {
        let linear = try convertedComponents(makeTestColor(CGColorSpace.genericGrayGamma2_2, [0.5, 1]), to: CGColorSpace.linearGray)
        #expect(componentsApproximatelyEqual(linear, [pow(0.5, 2.2), 1], absoluteTolerance: 1e-6))
        // A gray is an achromatic colour: in sRGB, red = green = blue = the sRGB encoding of its luminance.
        let rgb = try convertedComponents(makeTestColor(CGColorSpace.genericGrayGamma2_2, [0.5, 0.25]), to: CGColorSpace.sRGB)
        let encoded = linearToSRGB(pow(0.5, 2.2))
        #expect(componentsApproximatelyEqual(rgb, [encoded, encoded, encoded, 0.25], absoluteTolerance: 1e-5))
    }

    @Test("RGB converts to gray by its luminance")
    func rgbToGray() throws {
        // ITU-R BT.709 / IEC 61966-2-1 luminance coefficients: Y = 0.2126 R + 0.7152 G + 0.0722 B
        // (published to four places).
        let red = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [1, 0, 0, 1]), to: CGColorSpace.linearGray)
        #expect(red[0].isApproximatelyEqual(to: 0.2126, absoluteTolerance: 1e-4))
        let green = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [0, 1, 0, 1]), to: CGColorSpace.genericGrayGamma2_2)
        #expect(green[0].isApproximatelyEqual(to: pow(0.7152, 1 / 2.2), absoluteTolerance: 1e-4))
    }

    @Test("Display P3 primaries in extended linear sRGB")
    func displayP3ToSRGB() throws {
        // The linear Display P3 -> linear sRGB matrix as published with CSS Color 4's conversion code
        // (and used by WebKit and Skia): its columns are the P3 primaries in linear sRGB.
        let columns: [[Double]] = [
            [1.2249401, -0.0420569, -0.0196376],
            [-0.2249404, 1.0420571, -0.0786361],
            [0.0000000, 0.0000000, 1.0982735],
        ]
        for (index, expected) in columns.enumerated() {
            var components: [CGFloat] = [0, 0, 0, 1]
            components[index] = 1
            let linear = try convertedComponents(makeTestColor(CGColorSpace.displayP3, components), to: CGColorSpace.extendedLinearSRGB)
            #expect(componentsApproximatelyEqual(linear, expected + [1], absoluteTolerance: 1e-5), "primary \(index)")
            // The same primary in extended sRGB: the signed reflection of the sRGB encoding.
            let encoded = try convertedComponents(makeTestColor(CGColorSpace.displayP3, components), to: CGColorSpace.extendedSRGB)
            #expect(componentsApproximatelyEqual(encoded, expected.map(linearToSRGB) + [1], absoluteTolerance: 1e-5))
        }
    }

    @Test("sRGB primaries in linear Display P3")
    func sRGBToDisplayP3() throws {
        // The published linear sRGB -> linear Display P3 matrix (CSS Color 4), column by column.
        let columns: [[Double]] = [
            [0.8224621, 0.0331941, 0.0170827],
            [0.1775380, 0.9668058, 0.0723974],
            [0.0000000, 0.0000000, 0.9105199],
        ]
        for (index, expected) in columns.enumerated() {
            var components: [CGFloat] = [0, 0, 0, 1]
            components[index] = 1
            let linear = try convertedComponents(makeTestColor(CGColorSpace.sRGB, components), to: CGColorSpace.linearDisplayP3)
            #expect(componentsApproximatelyEqual(linear, expected + [1], absoluteTolerance: 1e-5), "primary \(index)")
        }
        // White is white in every space that shares the D65 white point.
        let white = try convertedComponents(makeTestColor(CGColorSpace.sRGB, [1, 1, 1, 1]), to: CGColorSpace.displayP3)
        #expect(componentsApproximatelyEqual(white, [1, 1, 1, 1], absoluteTolerance: 1e-5))
    }

    @Test("sRGB -> Display P3 -> sRGB is the identity inside the sRGB gamut")
    func displayP3RoundTrip() async {
        await propertyCheck(input: Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)) { r, g, b in
            let start = try makeTestColor(CGColorSpace.sRGB, [CGFloat(r), CGFloat(g), CGFloat(b), 1])
            let p3 = try convertedComponents(start, to: CGColorSpace.displayP3)
            let back = try convertedComponents(makeTestColor(CGColorSpace.displayP3, p3.map { CGFloat($0) }), to: CGColorSpace.sRGB)
            #expect(componentsApproximatelyEqual(back, [r, g, b, 1], absoluteTolerance: 1e-5))
        }
    }
}
