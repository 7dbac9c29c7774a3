// CAMediaTiming plus value evaluation for 1k, 10k and 100k animations, a third each basic, keyframe
// and spring, through the public API, as ../shared/peers/easing.c's "anim eval mix" loop does in C.
//
// Each layer carries three animations, one of each kind: a CABasicAnimation of `position`
// (easeInEaseOut, 0.25 to 1.25 s, autoreversing every other layer), a CAKeyframeAnimation of
// `transform.rotation.z` through 6 values, and a CASpringAnimation of `opacity` (stiffness 100,
// damping 10, mass 1, as the peer's spring); all repeat forever and start at staggered times. One
// iteration asks every layer for its `presentation()` at the next frame's time (60 fps), which
// evaluates the three animations of the layer and makes the presentation copy the public API
// returns. Divide the time per iteration by the animation count (3 x layers) for the time per
// animation; the summary does.
//
// Beside it, the same layers evaluated as the renderer evaluates them: the committed tree's snapshot,
// each layer's animations applied to its committed model (`LayerState` values, no layer objects),
// through the SPI `_evaluatePresentationTree(atMediaTime:)`. This is the CAMediaTiming plus value
// evaluation the target is about; `presentation()` adds making one CALayer per call.
import Benchmark
@_spi(Benchmarking) import OpenQuartzCore

/// Layers holding `animations` animations (rounded up to a multiple of three), committed at time 0.
/// Their superlayer is released on return (as when these benchmarks were first written): each
/// layer is a root.
func mixedAnimationLayers(animations: Int, clock: ManualMediaClock) -> [CALayer] {
    mixedAnimationTree(animations: animations, clock: clock).sublayers ?? []
}

/// A root layer whose sublayers hold `animations` animations (see ``mixedAnimationLayers``).
func mixedAnimationTree(animations: Int, clock: ManualMediaClock) -> CALayer {
    MediaClockContext.withClock(clock) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        let layerCount = (animations + 2) / 3
        let seeds = Inputs.unitValues(count: layerCount * 4, seed: 13)
        for index in 0..<layerCount {
            let u = seeds[(4 * index)..<(4 * index + 4)].map { $0 }
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSublayer(layer)

            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: u[0] * 100, y: u[1] * 100)
            move.toValue = CGPoint(x: u[1] * 100, y: u[0] * 100)
            move.beginTime = u[2]
            move.duration = 0.25 + u[3]
            move.autoreverses = index % 2 == 1
            move.repeatCount = .infinity
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(move, forKey: "move")

            let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            turn.values = (0..<6).map { Double($0) * u[0] }
            turn.beginTime = u[3]
            turn.duration = 0.25 + u[2]
            turn.repeatCount = .infinity
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(turn, forKey: "turn")

            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromValue = 1.0
            spring.toValue = u[1]
            spring.stiffness = 100
            spring.damping = 10
            spring.mass = 1
            spring.beginTime = u[1]
            spring.duration = 2
            spring.repeatCount = .infinity
            layer.add(spring, forKey: "spring")
        }
        CATransaction.commit()
        return root
    }
}

let mixedEvaluationBenchmarks: @Sendable () -> Void = {
    for count in [1_000, 10_000, 100_000] {
        let clock = ManualMediaClock(time: 0)
        let layers = mixedAnimationLayers(animations: count, clock: clock)
        clock.advance(by: 1)
        Benchmark("Mixed evaluation (basic, keyframe, spring) via presentation(), \(layers.count * 3) animations",
                  configuration: .init(maxDuration: .seconds(3), maxIterations: count >= 100_000 ? 30 : 3_000)) { benchmark in
            for _ in benchmark.scaledIterations {
                clock.advance(by: 1.0 / 60)
                MediaClockContext.withClock(clock) {
                    var sum = 0.0
                    for layer in layers {
                        if let presented = layer.presentation() {
                            sum += Double(presented.position.x) + Double(presented.opacity)
                        }
                    }
                    blackHole(sum)
                }
            }
        }
    }
    for count in [1_000, 10_000, 100_000] {
        let clock = ManualMediaClock(time: 0)
        let root = mixedAnimationTree(animations: count, clock: clock)
        let animations = (root.sublayers?.count ?? 0) * 3
        // The frame times are passed in rather than read from the clock: advancing a clock also runs
        // the animation scheduler, which is not evaluation.
        blackHole(root._evaluatePresentationTree(atMediaTime: 1))
        Benchmark("Mixed evaluation (basic, keyframe, spring) of the layer tree, \(animations) animations",
                  configuration: .init(maxDuration: .seconds(3), maxIterations: count >= 100_000 ? 60 : 5_000)) { benchmark in
            var time = 1.0
            for _ in benchmark.scaledIterations {
                time += 1.0 / 60
                blackHole(root._evaluatePresentationTree(atMediaTime: time))
            }
        }
    }
}
