#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

// The decomposition of CSS Transforms Level 2 ("decomposing a 3D matrix"): expected components are
// the factors the test multiplies together, and quaternions are (axis sin(angle/2), cos(angle/2)).

private typealias Decomposition = DecomposedTransform3D
private typealias Quaternion = DecomposedTransform3D.Quaternion
private typealias Vector3 = DecomposedTransform3D.Vector3

private func expectApproximately(_ v: Vector3, _ x: Double, _ y: Double, _ z: Double, tolerance: Double = 1e-12,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(componentsApproximatelyEqual([v.x, v.y, v.z], [x, y, z], absoluteTolerance: tolerance),
            "\(v) is not (\(x), \(y), \(z))", sourceLocation: sourceLocation)
}

private func expectApproximately(_ q: Quaternion, _ other: Quaternion, tolerance: Double = 1e-12,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(componentsApproximatelyEqual([q.x, q.y, q.z, q.w], [other.x, other.y, other.z, other.w],
                                         absoluteTolerance: tolerance),
            "\(q) is not \(other)", sourceLocation: sourceLocation)
}

@Suite("CATransform3D decomposition")
struct CATransform3DDecompositionTests {
    @Test func identity() throws {
        let d = try #require(Decomposition(CATransform3DIdentity))
        #expect(d == Decomposition.identity)
        #expect(Decomposition.identity.recomposed() == CATransform3DIdentity)
    }

    @Test func scaleRotationTranslation() throws {
        let angle = 0.5, axis = (1.0, 2.0, 3.0), length = 14.0.squareRoot()
        let m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 4),
                                                        CATransform3DMakeRotation(angle, 1, 2, 3)),
                                    CATransform3DMakeTranslation(5, 6, 7))
        let d = try #require(Decomposition(m))
        expectApproximately(d.scale, 2, 3, 4)
        expectApproximately(d.translation, 5, 6, 7)
        expectApproximately(Vector3(x: d.skew.xy, y: d.skew.xz, z: d.skew.yz), 0, 0, 0)
        let s = sin(angle / 2) / length
        expectApproximately(d.rotation, Quaternion(x: axis.0 * s, y: axis.1 * s, z: axis.2 * s, w: cos(angle / 2)))
        #expect(d.rotation.angle.isApproximatelyEqual(to: angle, absoluteTolerance: 1e-14))
        #expect(d.recomposed().isApproximatelyEqual(to: m, absoluteTolerance: 1e-13))
    }

    @Test func skew() throws {
        // Rows (1, 0, 0), (0.5, 1, 0), (0.25, -0.75, 1): the y axis leans 0.5 along x, the z axis
        // 0.25 along x and -0.75 along y; no rotation, unit scale.
        let m = matrix([[1, 0, 0, 0], [0.5, 1, 0, 0], [0.25, -0.75, 1, 0], [0, 0, 0, 1]])
        let d = try #require(Decomposition(m))
        expectApproximately(Vector3(x: d.skew.xy, y: d.skew.xz, z: d.skew.yz), 0.5, 0.25, -0.75)
        expectApproximately(d.scale, 1, 1, 1)
        expectApproximately(d.rotation, .identity)
        #expect(d.recomposed().isApproximatelyEqual(to: m, absoluteTolerance: 1e-15))
    }

    @Test func perspective() throws {
        var m = CATransform3DIdentity
        m.m34 = -1.0 / 500
        let d = try #require(Decomposition(m))
        #expect(d.perspective == Decomposition.Vector4(x: 0, y: 0, z: -1.0 / 500, w: 1))
        #expect(d.recomposed() == m)
    }

    @Test func mirrorNegatesEveryScale() throws {
        // scale(-1, 1, 1) = scale(-1, -1, -1) * (a half turn about x).
        let d = try #require(Decomposition(CATransform3DMakeScale(-1, 1, 1)))
        expectApproximately(d.scale, -1, -1, -1)
        expectApproximately(d.rotation, Quaternion(x: 1, y: 0, z: 0, w: 0))
        #expect(d.recomposed().isApproximatelyEqual(to: CATransform3DMakeScale(-1, 1, 1), absoluteTolerance: 1e-15))
    }

    @Test func halfTurnsKeepTheirAxis() throws {
        // w = 0: the axis signs must come from the off-diagonal sums (a half turn about (1, -1, 0)).
        let m = CATransform3DMakeRotation(.pi, 1, -1, 0)
        let d = try #require(Decomposition(m))
        #expect(d.rotation.angle.isApproximatelyEqual(to: .pi, absoluteTolerance: 1e-15))
        #expect(d.recomposed().isApproximatelyEqual(to: m, absoluteTolerance: 1e-15))
    }

    @Test func failures() {
        #expect(Decomposition(CATransform3DMakeScale(1, 0, 1)) == nil)
        #expect(Decomposition(CATransform3D()) == nil)
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(Decomposition(noW) == nil)
        var infinite = CATransform3DIdentity
        infinite.m41 = .infinity
        #expect(Decomposition(infinite) == nil)
    }

    @Test func homogeneousScaleIsNormalisedAway() throws {
        // Every entry doubled is the same projective transform; recomposition gives m44 = 1.
        let m = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let doubled = matrix(rows(m).map { $0.map { $0 * 2 } })
        #expect(try #require(Decomposition(doubled)).recomposed().isApproximatelyEqual(to: m, absoluteTolerance: 1e-15))
    }

    @Test func eulerAngles() {
        // rotation(x) * rotation(y) * rotation(z): x first, in Core Animation's row-vector order.
        let angles = Vector3(x: 0.3, y: -0.4, z: 1.1)
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 0, 0),
                                                               CATransform3DMakeRotation(-0.4, 0, 1, 0)),
                                           CATransform3DMakeRotation(1.1, 0, 0, 1))
        let q = Quaternion(eulerAngles: angles)
        let built = Decomposition(translation: Vector3(x: 0, y: 0, z: 0), scale: Vector3(x: 1, y: 1, z: 1),
                                  skew: .init(xy: 0, xz: 0, yz: 0), perspective: .init(x: 0, y: 0, z: 0, w: 1),
                                  rotation: q)
        #expect(built.recomposed().isApproximatelyEqual(to: expected, absoluteTolerance: 1e-15))
        expectApproximately(q.eulerAngles, 0.3, -0.4, 1.1, tolerance: 1e-14)
        // transform.rotation.y = pi/4 alone is the rotation about y.
        expectApproximately(Quaternion(eulerAngles: Vector3(x: 0, y: .pi / 4, z: 0)),
                            Quaternion(angle: .pi / 4, axis: Vector3(x: 0, y: 1, z: 0)))
        expectApproximately(Quaternion(angle: 0.7, axis: Vector3(x: 0, y: 0, z: 2)).eulerAngles, 0, 0, 0.7)
        // Gimbal lock: y = pi/2 leaves x - z determined; z is reported as 0.
        let locked = Quaternion(eulerAngles: Vector3(x: 0.5, y: .pi / 2, z: 0.2)).eulerAngles
        expectApproximately(locked, 0.3, .pi / 2, 0, tolerance: 1e-7)
    }
}
#endif
