#if !QUARTZCORE_COMPATIBILITY_TEST
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Property tracks: PropertyTrack.make builds a class compiled for the accessor's type where there
/// is one; it must evaluate exactly as the general class does.
@Suite("Property tracks")
struct PropertyTrackTests {
    private let timing = TrackTiming(timing: MediaTiming(beginTime: 0, duration: 2, repeatCount: 3, autoreverses: true),
                                     curve: CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1), isRemovedOnCompletion: false)

    /// The general class's track and the one `make` builds, applied to the same state at `times`.
    private func compare<A: InterpolatingLayerValueAccessor>(_ accessor: A, _ source: PropertyTrackSource<A.Value>,
                                                             isAdditive: Bool = false, isCumulative: Bool = false,
                                                             times: [Double] = [-1, 0, 0.3, 1.7, 2.5, 4.4, 7]) -> Bool {
        let general = PropertyTrack(accessor: accessor, timing: timing, source: source,
                                    isAdditive: isAdditive, isCumulative: isCumulative)
        let made = PropertyTrack.make(accessor: accessor, timing: timing, source: source,
                                      isAdditive: isAdditive, isCumulative: isCumulative)
        var model = LayerState()
        model.position = CGPoint(x: 5, y: 6)
        model.transform = CATransform3DMakeScale(2, 2, 1)
        for time in times {
            var a = model, b = model
            general.apply(to: &a, model: model, parentTime: time)
            made.apply(to: &b, model: model, parentTime: time)
            guard String(describing: accessor.read(a)) == String(describing: accessor.read(b)) else { return false }
        }
        return true
    }

    @Test func pointTracksAreSpecialisedAndAgree() {
        let accessor = StateAccessor(\LayerState.position)
        let basic = PropertyTrackSource.basic(BasicValues(from: CGPoint(x: 0, y: 1), to: CGPoint(x: 10, y: -4), by: nil))
        let made = PropertyTrack.make(accessor: accessor, timing: timing, source: basic, isAdditive: false, isCumulative: false)
        #expect(type(of: made) != PropertyTrack<StateAccessor<CGPoint>>.self)
        #expect(compare(accessor, basic))
        #expect(compare(accessor, basic, isAdditive: true, isCumulative: true))
        // Only a from value: the end point is the model's (the current value).
        #expect(compare(accessor, .basic(BasicValues(from: CGPoint(x: 1, y: 1), to: nil, by: nil))))
        let keyframes = KeyframeSequence(values: [CGPoint.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 9)], keyTimes: nil,
                                         calculationMode: .linear, timingFunctions: nil)!
        #expect(compare(accessor, .keyframes(keyframes, last: CGPoint(x: 4, y: 9)), isCumulative: true))
        #expect(compare(accessor, .spring(SpringSolver(), BasicValues(from: CGPoint.zero, to: CGPoint(x: 1, y: 2), by: nil))))
    }

    @Test func opacityAndRotationTracksAgree() throws {
        let opacity = StateAccessor(\LayerState.opacity)
        #expect(compare(opacity, .spring(SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
                                         BasicValues(from: 1, to: 0.25, by: nil))))
        let rotation = try #require(LayerPropertyTable.entries["transform.rotation.z"]?.accessor
            as? TransformComponentAccessor<StateAccessor<CATransform3D>>)
        var model = LayerState()
        model.transform = CATransform3DMakeScale(2, 2, 1)
        let keyframes = KeyframeSequence(values: [0, 1, 3.5].map { CGFloat($0) }, keyTimes: nil, calculationMode: .cubic,
                                         timingFunctions: nil)!
        #expect(compare(rotation.prepared(for: model), .keyframes(keyframes, last: 3.5)))
        #expect(compare(rotation, .basic(BasicValues(from: nil, to: nil, by: 0.5)), isAdditive: true))
    }

    @Test func otherAccessorsUseTheGeneralClass() {
        let accessor = StateAccessor(\LayerState.anchorPointZ)
        let component = ComponentAccessor(accessor, get: { $0 * 2 }, set: { $0 = $1 / 2 })
        let source = PropertyTrackSource.basic(BasicValues<CGFloat>(from: 0, to: 8, by: nil))
        let made = PropertyTrack.make(accessor: component, timing: timing, source: source, isAdditive: false, isCumulative: false)
        #expect(type(of: made) == PropertyTrack<ComponentAccessor<StateAccessor<CGFloat>, CGFloat>>.self)
        #expect(compare(component, source))
    }
}
#endif
