// The compositor kernels' level (AVX-512, AVX2 or the Swift loops) is one C global for the whole
// process. The suites that check each level against the Swift loops switch it: KernelsTests and
// PathKernelsTests (OpenQuartzCoreRenderingTests) and FrameRowConversionTests (CARenderExportTests).
// Each is serialized within itself, but Swift Testing runs different suites at the same time, so
// one could lower the level while another was comparing "the kernel" with the Swift loop: the
// comparison then held the Swift loop against itself and passed whatever the kernel did. They take
// this lock for as long as they hold a level of their own.
import Foundation

/// Keeps the tests that switch the kernels' process-wide level from running at the same time.
public enum KernelLevelLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body`, which switches the kernels' level and puts the environment's level back before
    /// it returns, while no such body runs on another thread. Reentrant: a body may call a helper
    /// that takes the lock too.
    public static func holding<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
