#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// The accessor of a transform's component keeps the decomposition of the model's transform for an
/// animation (prepared(for:)); with it or without it, it must read and write the same numbers.
@Suite("Transform component accessor")
struct TransformComponentAccessorTests {
    private let transforms: [CATransform3D] = [
        CATransform3DIdentity,
        CATransform3DScale(CATransform3DMakeRotation(0.7, 0, 0, 1), 1.2, 0.8, 1),
        CATransform3DTranslate(CATransform3DMakeRotation(1.1, 0.3, 0.4, 0.5), 10, -4, 2),
    ]

    private func accessor(_ keyPath: String) throws -> any LayerValueAccessor {
        try #require(LayerPropertyTable.entries[keyPath]).accessor
    }

    @Test(arguments: ["transform.rotation.z", "transform.rotation.x", "transform.scale.x", "transform.translation.y", "transform.scale"])
    func preparedAccessorMatchesThePlainOne(keyPath: String) throws {
        let plain = try accessor(keyPath)
        for model in transforms {
            var modelState = LayerState()
            modelState.transform = model
            let prepared = plain.prepared(for: modelState)
            // The model's own transform (the kept decomposition is used) and another one (it is not).
            for current in [model, CATransform3DMakeTranslation(3, 4, 5)] {
                var viaPlain = LayerState(), viaPrepared = LayerState()
                viaPlain.transform = current
                viaPrepared.transform = current
                #expect(String(describing: plain.read(viaPlain)) == String(describing: prepared.read(viaPrepared)))
                _ = plain.writeKVC(0.5, to: &viaPlain)
                _ = prepared.writeKVC(0.5, to: &viaPrepared)
                #expect(viaPlain.transform == viaPrepared.transform)
            }
        }
    }

    /// Setting the z rotation of the identity is the rotation about z (Apple's "Core Animation
    /// Extensions to Key-Value Coding"), whose matrix is written out here.
    @Test func rotationZOfTheIdentityIsTheRotationMatrix() throws {
        let prepared = try accessor("transform.rotation.z").prepared(for: LayerState())
        var state = LayerState()
        let angle = 0.9
        _ = prepared.writeKVC(angle, to: &state)
        let t = state.transform
        #expect(t.m11.isApproximatelyEqual(to: cos(angle), absoluteTolerance: 1e-12))
        #expect(t.m12.isApproximatelyEqual(to: sin(angle), absoluteTolerance: 1e-12))
        #expect(t.m21.isApproximatelyEqual(to: -sin(angle), absoluteTolerance: 1e-12))
        #expect(t.m22.isApproximatelyEqual(to: cos(angle), absoluteTolerance: 1e-12))
        #expect(t.m33 == 1 && t.m44 == 1 && t.m41 == 0 && t.m42 == 0)
    }
}
#endif
