// The timing core's hot paths, sized like ../shared/peers/easing.c so the figures compare:
// - timing-function solve, per call, for the peer's five curves;
// - CAMediaTiming evaluation plus a value, per animation, for 1k, 10k and 100k animations (basic
//   only, on the public timing primitives; MixedEvaluation.swift has the mixed set through layers,
//   PresentationTree.swift the presentation of 1,000 animated layers);
// - whole-matrix transform interpolation by decomposition, per call.
// Each benchmark iteration runs a batch (noted in its name), so divide the time by the batch size.
import Benchmark
import OpenQuartzCore

/// A fixed pseudo-random sequence (xorshift), so every run measures the same inputs.
struct Inputs {
    static func unitValues(count: Int, seed: UInt64 = 7) -> [Double] {
        var state = seed
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Double(state >> 11) / Double(1 << 53)
        }
    }
}

/// One animation as the evaluator sees it: its timing, its curve and its end values.
struct AnimationRecord {
    var timing: MediaTiming
    var curve: CubicTimingCurve
    var from: CGPoint
    var to: CGPoint
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )

    let batch = 4096
    let xs = Inputs.unitValues(count: batch)
    let curves: [(String, CubicTimingCurve)] = [
        ("ease(.25,.1,.25,1)", CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        ("easeInEaseOut(.42,0,.58,1)", CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        ("easeIn(.42,0,1,1)", CubicTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        ("steep(.9,0,.1,1)", CubicTimingCurve(x1: 0.9, y1: 0, x2: 0.1, y2: 1)),
        ("backish(.68,-.55,.27,1.55)", CubicTimingCurve(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)),
    ]
    for (name, curve) in curves {
        Benchmark("Timing-function solve \(name), batch of \(batch)") { benchmark in
            for _ in benchmark.scaledIterations {
                var sum = 0.0
                for x in xs { sum += curve(x) }
                blackHole(sum)
            }
        }
    }

    for count in [1_000, 10_000, 100_000] {
        let seeds = Inputs.unitValues(count: count * 4, seed: 11)
        var records: [AnimationRecord] = []
        records.reserveCapacity(count)
        for index in 0..<count {
            let seed = Array(seeds[(4 * index)..<(4 * index + 4)])
            let timing = MediaTiming(beginTime: seed[0], duration: 0.25 + seed[1], repeatCount: .infinity,
                                     autoreverses: index % 2 == 1)
            let from = CGPoint(x: seed[2] * 100, y: 0), to = CGPoint(x: 0, y: seed[3] * 100)
            records.append(AnimationRecord(timing: timing, curve: CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
                                           from: from, to: to))
        }
        var output = [CGPoint](repeating: .zero, count: count)
        Benchmark("Timing evaluation plus a point value, batch of \(count) animations") { benchmark in
            var frame = 0.0
            for _ in benchmark.scaledIterations {
                let time = 1 + frame / 60
                frame += 1
                for index in records.indices {
                    let record = records[index]
                    let state = record.timing.evaluate(atParentTime: time)
                    let eased = record.curve(state.progress)
                    output[index] = record.from.interpolated(to: record.to, fraction: eased)
                }
                blackHole(output[count / 2])
            }
        }
    }

    mixedEvaluationBenchmarks()
    presentationBenchmarks()

    let start = CATransform3DConcat(CATransform3DMakeScale(0.8, 1.2, 1), CATransform3DMakeTranslation(10, 20, 0))
    let end = CATransform3DConcat(CATransform3DMakeRotation(2.5, 0.2, 0.3, 1), CATransform3DMakeTranslation(-40, 5, 3))
    Benchmark("Transform interpolation by decomposition, batch of \(batch)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for x in xs { sum += start.interpolated(to: end, fraction: x).m11 }
            blackHole(sum)
        }
    }
}
