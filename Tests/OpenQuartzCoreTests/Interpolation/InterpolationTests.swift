#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import Testing

@Suite("Interpolation of untyped values")
struct InterpolationTests {
    @Test func unboxesFoundationValues() {
        #expect(Interpolation.unboxed(NSNumber(value: 2.5)) as? Double == 2.5)
        #expect(Interpolation.unboxed(NSValue(cgPoint: CGPoint(x: 1, y: 2))) as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(Interpolation.unboxed(NSValue(cgRect: .zero)) as? CGRect == .zero)
        let rotation = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(Interpolation.unboxed(NSValue(caTransform3D: rotation)) as? CATransform3D == rotation)
        let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 2, ty: 3)
        #expect(Interpolation.unboxed(NSValue(cgAffineTransform: shear)) as? CGAffineTransform == shear)
        #expect(Interpolation.unboxed(3) as? Int == 3)
        #expect(Interpolation.unboxed(true) as? Bool == true)
        let array = Interpolation.unboxed([NSNumber(value: 1), NSNumber(value: 2)] as [Any]) as? [Any]
        #expect(array?.compactMap { $0 as? Double } == [1, 2])
    }

    @Test func interpolatesTypedValuesFoundAtRunTime() {
        #expect(Interpolation.interpolate(from: 10.0, to: 20.0, fraction: 0.25) as? Double == 12.5)
        #expect(Interpolation.interpolate(from: NSNumber(value: 0), to: 1.0, fraction: 0.5) as? Double == 0.5)
        let point = Interpolation.interpolate(from: NSValue(cgPoint: CGPoint(x: 150, y: 32)),
                                              to: NSValue(cgPoint: CGPoint(x: 150, y: 268)), fraction: 0.5)
        #expect(point as? CGPoint == CGPoint(x: 150, y: 150))
        // An integer start meets a floating-point end in Double, without rounding.
        #expect(Interpolation.interpolate(from: 0, to: 0.5, fraction: 0.5) as? Double == 0.25)
        #expect(Interpolation.interpolate(from: 0, to: 10, fraction: 0.26) as? Int == 3)
    }

    /// The seeds' fallback ("Automating the Process"): a value that cannot be interpolated is the
    /// start value for the first half and the end value for the second.
    @Test func uninterpolatableValuesSwitchAtHalfWay() {
        #expect(Interpolation.interpolate(from: "left", to: "right", fraction: 0.49) as? String == "left")
        #expect(Interpolation.interpolate(from: "left", to: "right", fraction: 0.5) as? String == "right")
        #expect(Interpolation.interpolate(from: false, to: true, fraction: 0.3) as? Bool == false)
        #expect(Interpolation.interpolate(from: false, to: true, fraction: 0.7) as? Bool == true)
        // Mismatched types cannot be interpolated either.
        #expect(Interpolation.interpolate(from: CGPoint.zero, to: 5.0, fraction: 0.7) as? Double == 5)
        #expect(!Interpolation.isInterpolatable("text"))
        #expect(Interpolation.isInterpolatable(NSNumber(value: 1)))
    }

    @Test func sumsAndDifferences() {
        #expect(Interpolation.sum(1.5, NSNumber(value: 2)) as? Double == 3.5)
        #expect(Interpolation.sum(CGPoint(x: 1, y: 1), NSValue(cgPoint: CGPoint(x: 2, y: 3))) as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(Interpolation.difference(10.0, 4.0) as? Double == 6)
        #expect(Interpolation.sum("a", "b") == nil)
        #expect(Interpolation.difference(CGPoint.zero, 1.0) == nil)
    }
}
#endif
