// What `import QuartzCore` brings besides Core Animation's own API, as on Apple's platforms:
// - all of Foundation (Apple's QuartzCore headers import Foundation, and its module re-exports it);
// - this package's `CoreGraphics` module, Apple's Core Graphics API (geometry, colours, paths,
//   images, contexts), which Core Animation's API is written in.
//
// The Core Animation declarations themselves are re-exported, one topic a file, from
// OpenQuartzCore (layers, animations, timing, transactions, transforms, display links) and
// OpenQuartzCoreRendering (`CARenderer`). Each file says what it leaves out; in short, OpenQuartzCore's
// own additions stay out: the timing model and clocks (`MediaTiming`, `MediaClock`,
// `ManualMediaClock`, `SystemMediaClock`, `MediaClockContext`), the display sources of
// `CADisplayLink` (`DisplaySource`, `ManualDisplaySource`, `SystemDisplaySource`), the curves and
// solvers beneath the timing functions (`CubicTimingCurve`, `EasingFunction`, `SpringSolver`),
// interpolation (`Interpolatable`, `Interpolation`, `KeyframeSampling`), and
// OpenQuartzCoreRendering's `PNGError`. Code that wants them imports OpenQuartzCore or
// OpenQuartzCoreRendering as well (`make test-compat` checks that none of them is visible through
// `import QuartzCore`).

@_exported import Foundation
@_exported import CoreGraphics
