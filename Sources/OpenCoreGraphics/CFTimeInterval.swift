/// A time interval in seconds, as Core Foundation defines it.
///
/// Core Animation measures every time in seconds as a `CFTimeInterval`. Apple declares it in Core
/// Foundation, which Linux's Foundation does not export, so OpenCoreGraphics declares it with the
/// same definition.
public typealias CFTimeInterval = Double
