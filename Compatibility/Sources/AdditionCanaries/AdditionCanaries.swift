// One canary per top-level public name of OpenCoreGraphics, OpenQuartzCore and
// OpenQuartzCoreRendering that `import QuartzCore` and `import CoreGraphics` deliberately leave out
// (the main package's Sources/QuartzCore and Sources/CoreGraphics say why, file by file).
//
// A test file that imports both QuartzCore and this module and names one of these types in a type
// position resolves it to the canary while QuartzCore hides the addition; if QuartzCore ever vended
// the addition too, the name would be ambiguous or resolve to the addition, which has no marker, and
// the compatibility build would fail (Tests/QuartzCoreExportTests/AdditionsHiddenTests.swift). Each
// canary is an empty enum with a marker, whatever the kind of the declaration it stands for: only
// the name matters.

/// Stands for OpenCoreGraphics' `PathMeasure` (arc-length measurement of paths), which `import
/// QuartzCore` leaves out.
public enum PathMeasure {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `MediaTiming` (the evaluator of the CAMediaTiming model), which
/// `import QuartzCore` leaves out.
public enum MediaTiming {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `MediaClock` (the protocol of replaceable media clocks), which
/// `import QuartzCore` leaves out.
public enum MediaClock {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `SystemMediaClock` (the host-time media clock), which `import
/// QuartzCore` leaves out.
public enum SystemMediaClock {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `ManualMediaClock` (the media clock stepped by hand), which `import
/// QuartzCore` leaves out.
public enum ManualMediaClock {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `MediaClockContext` (the task-local choice of media clock), which
/// `import QuartzCore` leaves out.
public enum MediaClockContext {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `DisplaySource` (the refresh source of CADisplayLink), which `import
/// QuartzCore` leaves out.
public enum DisplaySource {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `SystemDisplaySource` (the timer-driven refresh source), which
/// `import QuartzCore` leaves out.
public enum SystemDisplaySource {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `ManualDisplaySource` (the refresh source stepped by hand), which
/// `import QuartzCore` leaves out.
public enum ManualDisplaySource {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `CubicTimingCurve` (the Bézier solver behind CAMediaTimingFunction),
/// which `import QuartzCore` leaves out.
public enum CubicTimingCurve {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `EasingFunction` (Penner's easing functions), which `import
/// QuartzCore` leaves out.
public enum EasingFunction {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `SpringSolver` (the damped spring behind CASpringAnimation), which
/// `import QuartzCore` leaves out.
public enum SpringSolver {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `Interpolatable` (the protocol of animatable values), which `import
/// QuartzCore` leaves out.
public enum Interpolatable {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `Interpolation` (interpolation helpers), which `import QuartzCore`
/// leaves out.
public enum Interpolation {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCore's `KeyframeSampling` (the sampling of keyframe timelines), which
/// `import QuartzCore` leaves out.
public enum KeyframeSampling {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}

/// Stands for OpenQuartzCoreRendering's `PNGError` (the error of PNG reading and writing), which
/// `import QuartzCore` leaves out.
public enum PNGError {
    /// Always true: the name resolved to this canary.
    public static let isCanary = true
}
