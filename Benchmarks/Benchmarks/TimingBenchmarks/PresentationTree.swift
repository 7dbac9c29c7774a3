// The presentation tree of 1,000 animated layers, each with a position animation (basic,
// easeInEaseOut, autoreversing) and a keyframe rotation (`transform.rotation.z`), committed, built
// at successive frame times two ways:
// - through the public API: `presentation()` of every layer, one layer object each, as Apple's
//   presentation tree has;
// - as the renderer builds it: the committed tree's snapshot evaluated into `LayerState` values
//   (`_evaluatePresentationTree(atMediaTime:)`, SPI), no layer objects.
import Benchmark
@_spi(Benchmarking) import OpenQuartzCore

/// A root layer with 1,000 sublayers of 100 x 100, each animating its position and rotation.
func presentationTreeRoot(clock: ManualMediaClock) -> CALayer {
    MediaClockContext.withClock(clock) {
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let seeds = Inputs.unitValues(count: 3000, seed: 5)
        for index in 0..<1000 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = CGColor(srgbRed: seeds[3 * index], green: 0.5, blue: 0.5, alpha: 0.5)
            layer.cornerRadius = 16
            root.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: seeds[3 * index + 1] * 1920, y: 0)
            move.toValue = CGPoint(x: 960, y: seeds[3 * index + 2] * 1080)
            move.duration = 2
            move.repeatCount = .infinity
            move.autoreverses = true
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(move, forKey: "move")
            let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            spin.values = [0, Double.pi / 2, Double.pi * 2]
            spin.duration = 3
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
        }
        CATransaction.commit()
        return root
    }
}

let presentationBenchmarks: @Sendable () -> Void = {
    // As first written: the root is released, each layer asks for its own presentation.
    let clock = ManualMediaClock(time: 0)
    let layers = presentationTreeRoot(clock: clock).sublayers ?? []
    Benchmark("Presentation of 1000 animated layers, per frame") { benchmark in
        for _ in benchmark.scaledIterations {
            clock.advance(by: 1.0 / 60)
            MediaClockContext.withClock(clock) {
                var sum = 0.0
                for layer in layers {
                    sum += Double(layer.presentation()?.position.x ?? 0)
                }
                blackHole(sum)
            }
        }
    }

    let root = presentationTreeRoot(clock: ManualMediaClock(time: 0))
    blackHole(root._evaluatePresentationTree(atMediaTime: 1))
    Benchmark("Presentation of 1000 animated layers as the layer tree, per frame") { benchmark in
        var time = 1.0
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            blackHole(root._evaluatePresentationTree(atMediaTime: time))
        }
    }
}
