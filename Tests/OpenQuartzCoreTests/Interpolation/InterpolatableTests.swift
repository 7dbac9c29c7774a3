#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import PropertyBased
import QuartzCoreTestSupport
import Testing

@Suite("Interpolatable: numbers and geometry")
struct InterpolatableTests {
    @Test func numbersOfAnyTypeConvert() {
        // An animation's `fromValue = 0.5` must work whatever the property's type.
        #expect(Float(animationValue: 0.5) == 0.5)
        #expect(CGFloat(animationValue: 0.5) == 0.5)
        #expect(Double(animationValue: Float(0.25)) == 0.25)
        #expect(Double(animationValue: NSNumber(value: 3)) == 3)
        #expect(CGFloat(animationValue: NSNumber(value: 2.5)) == 2.5)
        #expect(Double(animationValue: UInt8(200)) == 200)
        #expect(Double(animationValue: CGFloat(1.5)) == 1.5)
        #expect(Int(animationValue: 2.5) == 3)       // halves round away from zero
        #expect(Int(animationValue: -2.5) == -3)
        #expect(Int8(animationValue: 1_000.0) == 127)  // clamped
        #expect(UInt(animationValue: -4.0) == 0)
        #expect(Double(animationValue: true) == nil)   // a Bool is not a number
        #expect(Double(animationValue: "1") == nil)
        #expect(Int(animationValue: Double.nan) == nil)
    }

    @Test func numbersInterpolateLinearlyAndOvershoot() {
        #expect(10.0.interpolated(to: 20, fraction: 0.5) == 15)
        #expect(10.0.interpolated(to: 20, fraction: 1.5) == 25)     // overshooting timing functions
        #expect(Float(0).interpolated(to: 1, fraction: -0.25) == -0.25)
        #expect(0.interpolated(to: 10, fraction: 0.25) == 3)       // 2.5 rounds to 3
        #expect(Int8.max.adding(1) == .max && Int8.min.subtractingValue(1) == .min)
        // Never Strideable's signed distance(to:), which numbers also have.
        #expect(4.0.interpolationDistance(to: 1) == 3)
        #expect(10.interpolationDistance(to: 3) == 7)
        #expect(CGFloat(1).interpolationDistance(to: 4) == 3)
        #expect(2.0.scaled(by: 3) == 6)
    }

    @Test func geometryInterpolatesComponentWise() {
        let a = CGPoint(x: 150, y: 32), b = CGPoint(x: 150, y: 268)
        #expect(a.interpolated(to: b, fraction: 0.5) == CGPoint(x: 150, y: 150))
        #expect(CGSize(width: 10, height: 20).interpolated(to: CGSize(width: 30, height: 60), fraction: 0.25) == CGSize(width: 15, height: 30))
        #expect(CGRect(x: 0, y: 0, width: 100, height: 100).interpolated(to: CGRect(x: 50, y: 50, width: 200, height: 0), fraction: 0.5)
            == CGRect(x: 25, y: 25, width: 150, height: 50))
        #expect(CGVector(dx: 1, dy: 1).adding(CGVector(dx: 2, dy: 3)) == CGVector(dx: 3, dy: 4))
        #expect(CGPoint(x: 0, y: 0).interpolationDistance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).subtractingValue(CGRect(x: 1, y: 1, width: 1, height: 1)).scaled(by: 2)
            == CGRect(x: 0, y: 2, width: 4, height: 6))
    }

    @Test func geometryReadsNSValueBoxes() {
        // The seeds box points with NSValue(cgPoint:) in keyframe `values`.
        #expect(CGPoint(animationValue: NSValue(cgPoint: CGPoint(x: 120, y: 32))) == CGPoint(x: 120, y: 32))
        #expect(CGPoint(animationValue: NSValue(point: CGPoint(x: 1, y: 2))) == CGPoint(x: 1, y: 2))
        #expect(CGSize(animationValue: NSValue(cgSize: CGSize(width: 3, height: 4))) == CGSize(width: 3, height: 4))
        #expect(CGRect(animationValue: NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGVector(animationValue: NSValue(cgVector: CGVector(dx: 5, dy: 6))) == CGVector(dx: 5, dy: 6))
        #expect(CGPoint(animationValue: NSValue(cgSize: CGSize(width: 3, height: 4))) == nil)
        #expect(CGPoint(animationValue: 3.0) == nil)
    }

    @Test func arraysInterpolateElementWise() {
        // CAGradientLayer.locations are arrays of numbers, often NSNumbers.
        let from = [Double](animationValue: [NSNumber(value: 0), NSNumber(value: 0.5), NSNumber(value: 1)])
        #expect(from == [0, 0.5, 1])
        #expect([0.0, 0.5, 1].interpolated(to: [0.5, 0.5, 0.5], fraction: 0.5) == [0.25, 0.5, 0.75])
        #expect([CGPoint(x: 0, y: 0)].interpolated(to: [CGPoint(x: 2, y: 4)], fraction: 0.5) == [CGPoint(x: 1, y: 2)])
        // Different lengths switch at half way.
        #expect([1.0, 2].interpolated(to: [5.0], fraction: 0.49) == [1, 2])
        #expect([1.0, 2].interpolated(to: [5.0], fraction: 0.5) == [5])
        #expect([1.0, 2].adding([10.0]) == [11, 2])
        #expect([Double](animationValue: ["a"]) == nil)
        #expect([3.0, 4].interpolationDistance(to: [0, 0]) == 5)
    }

    /// Interpolation at fraction 0 and 1 gives the end points.
    @Test func endPointsAreExact() async {
        await propertyCheck(input: Gen.double(in: -1_000...1_000), Gen.double(in: -1_000...1_000)) { a, b in
            let p = CGPoint(x: a, y: b), q = CGPoint(x: b, y: a)
            #expect(p.interpolated(to: q, fraction: 0) == p)
            #expect(p.interpolated(to: q, fraction: 1).isApproximatelyEqual(to: q, absoluteTolerance: 1e-9))
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1).isApproximatelyEqual(to: b, absoluteTolerance: 1e-9))
        }
    }
}
#endif
