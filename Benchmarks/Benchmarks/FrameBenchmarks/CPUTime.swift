// The frame benchmarks' second time: the process's CPU time per frame, a custom metric recorded
// every iteration beside the harness's wall-clock time. On a machine shared with other programs the
// wall clock also counts their turns on the cores; a one-thread frame's CPU time does not, so
// `make bench` compares one-thread frames by CPU time (as its peers report theirs) and keeps the
// wall clock for the two-thread throughput figures.
import Benchmark
import BenchScenes

/// CPU time of the process per frame drawn, microseconds (every thread: a two-frame iteration on two
/// threads records its total CPU time divided by two).
let cpuPerFrame = BenchmarkMetric.custom("CPU per frame (us)", polarity: .prefersSmaller, useScalingFactor: false)

/// `base` (by default the target's default configuration) with ``cpuPerFrame`` added to its metrics,
/// for benchmarks that record it.
func withCPUTime(_ base: Benchmark.Configuration = Benchmark.defaultConfiguration) -> Benchmark.Configuration {
    var configuration = base
    configuration.metrics.append(cpuPerFrame)
    configuration.units[cpuPerFrame] = .count
    return configuration
}

/// Runs `draw` (which draws `frames` frames) and records the process's CPU time per frame it took.
@inline(__always)
func recordingCPUTime(_ benchmark: Benchmark, frames: Int = 1, _ draw: () -> Void) {
    let start = Frames.processCPUTime()
    draw()
    benchmark.measurement(cpuPerFrame, (Frames.processCPUTime() - start) / (1_000 * frames))
}
