// Apple's timing API, re-exported from OpenQuartzCore for `import QuartzCore` on Linux: the
// `CAMediaTiming` protocol that layers and animations adopt, `CAMediaTimingFunction` and its names,
// fill modes, `CACurrentMediaTime()`, and the Swift 3 names of the constants
// (`kCAMediaTimingFunctionEaseIn`, `kCAFillModeForwards`...), deprecated aliases that the seeds'
// listings use.
//
// Left out, deliberately, OpenQuartzCore's own timing machinery:
// - `MediaTiming`, the value type that evaluates the `CAMediaTiming` model (Apple's evaluation is
//   private);
// - `MediaClock`, `SystemMediaClock`, `ManualMediaClock` and `MediaClockContext`: the replaceable
//   clock behind `CACurrentMediaTime()`, which tests and offline renderers step by hand. Apple's
//   media time is the host's clock and cannot be replaced; code that steps time imports
//   OpenQuartzCore;
// - `CubicTimingCurve` and `EasingFunction`: the Bézier solver behind `CAMediaTimingFunction` and
//   Penner's easing functions.

@_exported import protocol OpenQuartzCore.CAMediaTiming
@_exported import class OpenQuartzCore.CAMediaTimingFunction
@_exported import struct OpenQuartzCore.CAMediaTimingFunctionName
@_exported import struct OpenQuartzCore.CAMediaTimingFillMode
@_exported import func OpenQuartzCore.CACurrentMediaTime

// Swift 3 names: timing functions and fill modes.
@_exported import var OpenQuartzCore.kCAMediaTimingFunctionLinear
@_exported import var OpenQuartzCore.kCAMediaTimingFunctionEaseIn
@_exported import var OpenQuartzCore.kCAMediaTimingFunctionEaseOut
@_exported import var OpenQuartzCore.kCAMediaTimingFunctionEaseInEaseOut
@_exported import var OpenQuartzCore.kCAMediaTimingFunctionDefault
@_exported import var OpenQuartzCore.kCAFillModeForwards
@_exported import var OpenQuartzCore.kCAFillModeBackwards
@_exported import var OpenQuartzCore.kCAFillModeBoth
@_exported import var OpenQuartzCore.kCAFillModeRemoved
