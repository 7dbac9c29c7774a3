#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import PropertyBased
import QuartzCoreTestSupport
import Testing

// Properties of decomposition and interpolation over random well-conditioned transforms: a non-zero
// scale (either sign), a rotation about a random axis and a translation, with or without perspective.

private typealias Decomposition = DecomposedTransform3D

/// `m` with every entry divided by its m44: the same projective transform, as recomposition gives it.
private func normalised(_ m: CATransform3D) -> CATransform3D {
    matrix(rows(m).map { $0.map { $0 / Double(m.m44) } })
}

@Suite("CATransform3D properties")
struct CATransform3DPropertyTests {
    static let coordinate = Gen.double(in: -100...100)
    static let unit = Gen.double(in: -1...1)
    static let scaleFactor = zip(Gen.double(in: 0.2...5), Gen.bool).map { (s: Double, negative: Bool) in negative ? -s : s }
    static let axis = zip(unit, unit, unit).filter { x, y, z in x * x + y * y + z * z > 0.01 }
    static let angle = Gen.double(in: -Double.pi...Double.pi)

    /// scale, then a rotation about a random axis, then a translation.
    static func transform(_ s: (Double, Double, Double), _ axis: (Double, Double, Double), _ angle: Double,
                          _ t: (Double, Double, Double)) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(s.0, s.1, s.2),
                                                CATransform3DMakeRotation(angle, axis.0, axis.1, axis.2)),
                            CATransform3DMakeTranslation(t.0, t.1, t.2))
    }

    @Test func recompositionRoundTrip() async {
        await propertyCheck(input: zip(Self.scaleFactor, Self.scaleFactor, Self.scaleFactor), Self.axis, Self.angle,
                            zip(Self.coordinate, Self.coordinate, Self.coordinate)) { s, axis, angle, t in
            let m = Self.transform(s, axis, angle, t)
            let d = Decomposition(m)
            #expect(d?.recomposed().isApproximatelyEqual(to: m, absoluteTolerance: 1e-9) == true, "\(m)")
        }
    }

    @Test func recompositionRoundTripWithPerspective() async {
        await propertyCheck(input: zip(Self.scaleFactor, Self.scaleFactor, Self.scaleFactor), Self.axis, Self.angle,
                            zip(Self.coordinate, Self.coordinate, Self.coordinate),
                            Gen.double(in: 200...2000)) { s, axis, angle, t, distance in
            var perspective = CATransform3DIdentity
            perspective.m34 = CGFloat(-1 / distance)
            let m = Self.transform(s, axis, angle, t)
            // Perspective first keeps m44 = 1; perspective last (the camera) changes it, and the
            // recomposition is the same matrix divided by m44.
            let first = CATransform3DConcat(perspective, m), last = CATransform3DConcat(m, perspective)
            #expect(Decomposition(first)?.recomposed().isApproximatelyEqual(to: first, absoluteTolerance: 1e-9) == true,
                    "\(first)")
            #expect(Decomposition(last)?.recomposed().isApproximatelyEqual(to: normalised(last), absoluteTolerance: 1e-9)
                    == true, "\(last)")
        }
    }

    @Test func interpolationEndsAreTheEndPoints() async {
        await propertyCheck(input: zip(Self.scaleFactor, Self.scaleFactor, Self.scaleFactor), Self.axis, Self.angle,
                            zip(Self.coordinate, Self.coordinate, Self.coordinate), Self.axis, Self.angle) {
            s, axis, angle, t, otherAxis, otherAngle in
            let a = Self.transform(s, axis, angle, t)
            let b = CATransform3DConcat(CATransform3DMakeRotation(otherAngle, otherAxis.0, otherAxis.1, otherAxis.2),
                                        CATransform3DMakeTranslation(t.2, t.0, t.1))
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1) == b)
            // And the decomposed path itself starts and ends on them.
            if let da = Decomposition(a), let db = Decomposition(b) {
                #expect(da.interpolated(to: db, fraction: 0).recomposed().isApproximatelyEqual(to: a, absoluteTolerance: 1e-9))
                #expect(da.interpolated(to: db, fraction: 1).recomposed().isApproximatelyEqual(to: b, absoluteTolerance: 1e-9))
            }
        }
    }

    @Test func rotationsAboutOneAxisInterpolateTheirAngle() async {
        await propertyCheck(input: Self.axis, Gen.double(in: -1.5...1.5), Gen.double(in: -1.5...1.5),
                            Gen.double(in: 0...1)) { axis, a, b, f in
            let start = CATransform3DMakeRotation(a, axis.0, axis.1, axis.2)
            let end = CATransform3DMakeRotation(b, axis.0, axis.1, axis.2)
            let expected = CATransform3DMakeRotation(a + (b - a) * f, axis.0, axis.1, axis.2)
            #expect(start.interpolated(to: end, fraction: f).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        }
    }

    @Test func wholePowersOfRotationsAreRepeatedConcatenation() async {
        await propertyCheck(input: Self.axis, Self.angle, Gen.int(in: 0...5)) { axis, angle, n in
            let rotation = CATransform3DMakeRotation(angle, axis.0, axis.1, axis.2)
            var repeated = CATransform3DIdentity
            for _ in 0..<n { repeated = CATransform3DConcat(repeated, rotation) }
            #expect(rotation.scaled(by: Double(n)).isApproximatelyEqual(to: repeated, absoluteTolerance: 1e-9))
        }
    }

    @Test func subtractingThenAddingRoundTrips() async {
        await propertyCheck(input: zip(Self.scaleFactor, Self.scaleFactor, Self.scaleFactor), Self.axis, Self.angle,
                            zip(Self.coordinate, Self.coordinate, Self.coordinate), Self.axis, Self.angle) {
            s, axis, angle, t, otherAxis, otherAngle in
            let a = Self.transform(s, axis, angle, t)
            let b = Self.transform((s.2, s.0, s.1), otherAxis, otherAngle, (t.1, t.2, t.0))
            #expect(a.subtractingValue(b).adding(b).isApproximatelyEqual(to: a, absoluteTolerance: 1e-9))
        }
    }
}
#endif
