import AdditionCanaries
import QuartzCore
import Testing

// OpenQuartzCore's additions stay out of `import QuartzCore` (and so of `import CoreGraphics`, which
// QuartzCore re-exports): each name below must resolve to AdditionCanaries' canary. Were QuartzCore
// to vend the addition too, this file would not compile: a whole-module `@_exported import` makes
// the name ambiguous ("'ManualMediaClock' is ambiguous for type lookup in this context"), and a
// scoped re-export of the name takes precedence over the canary ("type 'ManualMediaClockProbe' (aka
// 'ManualMediaClock') has no member 'isCanary'"); both were tried. The list is AdditionCanaries'
// list: a new addition is hidden by default (QuartzCore re-exports name by name), and one meant to
// stay hidden is added there and here.

private typealias PathMeasureProbe = PathMeasure
private typealias MediaTimingProbe = MediaTiming
private typealias MediaClockProbe = MediaClock
private typealias SystemMediaClockProbe = SystemMediaClock
private typealias ManualMediaClockProbe = ManualMediaClock
private typealias MediaClockContextProbe = MediaClockContext
private typealias DisplaySourceProbe = DisplaySource
private typealias SystemDisplaySourceProbe = SystemDisplaySource
private typealias ManualDisplaySourceProbe = ManualDisplaySource
private typealias CubicTimingCurveProbe = CubicTimingCurve
private typealias EasingFunctionProbe = EasingFunction
private typealias SpringSolverProbe = SpringSolver
private typealias InterpolatableProbe = Interpolatable
private typealias InterpolationProbe = Interpolation
private typealias KeyframeSamplingProbe = KeyframeSampling
private typealias PNGErrorProbe = PNGError

@Suite("import QuartzCore hides OpenQuartzCore's additions")
struct AdditionsHiddenTests {
    @Test func everyAdditionResolvesToItsCanary() {
        let canaries = [
            PathMeasureProbe.isCanary,
            MediaTimingProbe.isCanary,
            MediaClockProbe.isCanary,
            SystemMediaClockProbe.isCanary,
            ManualMediaClockProbe.isCanary,
            MediaClockContextProbe.isCanary,
            DisplaySourceProbe.isCanary,
            SystemDisplaySourceProbe.isCanary,
            ManualDisplaySourceProbe.isCanary,
            CubicTimingCurveProbe.isCanary,
            EasingFunctionProbe.isCanary,
            SpringSolverProbe.isCanary,
            InterpolatableProbe.isCanary,
            InterpolationProbe.isCanary,
            KeyframeSamplingProbe.isCanary,
            PNGErrorProbe.isCanary
        ]
        #expect(canaries.count == 16)
        #expect(canaries.allSatisfy { $0 })
    }
}
