#if !QUARTZCORE_COMPATIBILITY_TEST
@testable import OpenQuartzCore
import Testing

/// The classes `PropertyTrack.make` picks for common accessors derive from the non-generic track
/// base, not from a generic class: the runtime sets a class derived from a generic one up from its
/// superclass's mangled name, checking the name's requirements by searching every conformance
/// record loaded (`PropertyTrackCore` says what that cost). Read through `Mirror`, independently of
/// how the classes are declared.
@Suite struct SpecializedTrackClassTests {
    @Test func everySpecializedTrackDerivesFromTheBaseDirectly() {
        let timing = TrackTiming(timing: MediaTiming(beginTime: 0, duration: 1), curve: nil, isRemovedOnCompletion: false)
        func superclass<A: InterpolatingLayerValueAccessor>(_ accessor: A, _ values: BasicValues<A.Value>) -> Any.Type? {
            let track = PropertyTrack.make(accessor: accessor, timing: timing, source: .basic(values),
                                           isAdditive: false, isCumulative: false)
            return Mirror(reflecting: track).superclassMirror?.subjectType
        }
        let supers: [Any.Type?] = [
            superclass(StateAccessor(\LayerState.position), BasicValues(from: .zero, to: CGPoint(x: 1, y: 1), by: nil)),
            superclass(StateAccessor(\LayerState.opacity), BasicValues(from: 0, to: 1, by: nil)),
            superclass(StateAccessor(\LayerState.cornerRadius), BasicValues(from: 0, to: 1, by: nil)),
            superclass(StateAccessor(\LayerState.bounds), BasicValues(from: .zero, to: CGRect(x: 0, y: 0, width: 1, height: 1), by: nil)),
            superclass(StateAccessor(\LayerState.transform), BasicValues(from: CATransform3DIdentity, to: CATransform3DMakeScale(2, 2, 1), by: nil)),
        ]
        for type in supers { #expect(type == LayerAnimationTrackBase.self) }
    }
}
#endif
