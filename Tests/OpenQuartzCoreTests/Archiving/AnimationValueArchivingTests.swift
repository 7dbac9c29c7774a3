#if QUARTZCORE_COMPATIBILITY_TEST
import QuartzCore
#else
import OpenQuartzCore
#endif
import Foundation
import QuartzCoreTestSupport
import Testing

// The values an animation holds, archived (issue 17, item 3): geometry, transforms, colours, numbers,
// strings and arrays come back as the values set (numbers as NSNumber, boxes unboxed, as
// AnimationArchiveValue documents); a value that cannot be archived is left out instead of trapping.
// Value functions and timing functions archive on their own. The expected values are the ones each
// test sets.

/// An animation that keeps "secret" and its duration out of archives. (Top level: Foundation on Linux
/// archives only classes it can name, and a class inside a function has no such name.)
final class PrivateAnimation: CABasicAnimation {
    override func shouldArchiveValue(forKey key: String) -> Bool { key != "secret" && key != "duration" }
}

@Suite("Archiving animation values")
struct AnimationValueArchivingTests {
    /// `values` as a keyframe animation archives and unarchives them.
    static func roundTrip(_ values: [Any]) throws -> [Any]? {
        let animation = CAKeyframeAnimation(keyPath: "custom")
        animation.values = values
        return try ArchiveTestKit.roundTrip(animation, as: CAKeyframeAnimation.self)?.values
    }

    @Test func geometryAndTransformsComeBackAsSet() throws {
        let transform = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 1, 0)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let values: [Any] = [CGRect(x: 1, y: 2, width: 3, height: 4), CGSize(width: 5, height: 6), CGVector(dx: 7, dy: 8),
                             affine, transform, NSValue(caTransform3D: transform)]
        let decoded = try #require(try Self.roundTrip(values))
        #expect(decoded.count == 6)
        #expect(decoded[0] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(decoded[1] as? CGSize == CGSize(width: 5, height: 6))
        #expect(decoded[2] as? CGVector == CGVector(dx: 7, dy: 8))
        #expect(decoded[3] as? CGAffineTransform == affine)
        #expect((decoded[4] as? CATransform3D).map { CATransform3DEqualToTransform($0, transform) } == true)
        #expect((decoded[5] as? CATransform3D).map { CATransform3DEqualToTransform($0, transform) } == true)
    }

    @Test func colorsNumbersStringsAndArraysComeBackAsSet() throws {
        let srgb = CGColor(srgbRed: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        let gray = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.3, 1])!
        let values: [Any] = [srgb, gray, 1.5, Float(2.5), 3, true, "name", [1.0, 2.0]]
        let decoded = try #require(try Self.roundTrip(values))
        #expect(decoded.count == 8)
        #expect((decoded[0] as? CGColor).map { $0 == srgb } == true)
        #expect((decoded[0] as? CGColor)?.colorSpace?.name == CGColorSpace.sRGB)
        #expect((decoded[1] as? CGColor)?.components == [0.3, 1])
        #expect((decoded[1] as? CGColor)?.colorSpace == CGColorSpaceCreateDeviceGray())
        #expect(decoded[2...4].map(ArchiveTestKit.number) == [1.5, 2.5, 3])
        #expect((decoded[5] as? NSNumber)?.boolValue == true)
        #expect(decoded[6] as? String == "name")
        #expect((decoded[7] as? [Any])?.map(ArchiveTestKit.number) == [1, 2])
    }

    @Test func whatCannotBeArchivedIsLeftOut() throws {
        let animation = CABasicAnimation(keyPath: "contents")
        animation.fromValue = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
        animation.toValue = 1
        animation.setValue(CALayer(), forKey: "layer")
        animation.setValue("kept", forKey: "tag")
        let decoded = try #require(try ArchiveTestKit.roundTrip(animation, as: CABasicAnimation.self))
        #expect(decoded.fromValue == nil, "an image is not archived")
        #expect(ArchiveTestKit.number(decoded.toValue) == 1)
        #expect(decoded.value(forKey: "layer") == nil)
        #expect(decoded.value(forKey: "tag") as? String == "kept")
    }

    @Test func shouldArchiveValueLeavesAKeyOut() throws {
        let animation = PrivateAnimation(keyPath: "opacity")
        animation.setValue("hidden", forKey: "secret")
        animation.duration = 4
        let decoded = try #require(try ArchiveTestKit.roundTrip(animation, as: PrivateAnimation.self))
        #expect(decoded.keyPath == "opacity")
        #expect(decoded.value(forKey: "secret") == nil && decoded.duration == 0)
    }

    @Test func valueFunctionsAndTimingFunctionsArchive() throws {
        let function = try #require(CAValueFunction(name: .rotateZ))
        #expect(try ArchiveTestKit.roundTrip(function, as: CAValueFunction.self)?.name == .rotateZ)
        let timing = CAMediaTimingFunction(controlPoints: 0.2, -0.4, 0.6, 1.4)
        let decoded = try ArchiveTestKit.roundTrip(timing, as: CAMediaTimingFunction.self)
        #expect(ArchiveTestKit.controlPoints(decoded) == [0.2, -0.4, 0.6, 1.4])
        #expect(decoded == timing)

        let rotation = CABasicAnimation(keyPath: "transform")
        rotation.valueFunction = function
        (rotation.fromValue, rotation.toValue) = (0, Double.pi)
        let animation = try ArchiveTestKit.roundTrip(rotation, as: CABasicAnimation.self)
        #expect(animation?.valueFunction?.name == .rotateZ)
    }
}
