#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import OpenQuartzCorePhysics
import QuartzCoreTestSupport
import Testing

/// The chapter's falling crates: a 320 x 480 container (floor at y 480), crates of 32 and 48 points
/// dropped with a tilt, stepped at 1/120 s from frames of a display link on a manual display.
@Suite("Physics: the fixed-step simulation")
struct PhysicsSimulationTests {
    static let floorY: CGFloat = 480

    /// A new world of three crates, their layers bound to them.
    static func makeCrates() -> (PhysicsSimulation, [CALayer]) {
        let space = PhysicsSpace()
        space.addContainer(CGRect(x: 0, y: 0, width: 320, height: floorY))
        let simulation = PhysicsSimulation(space: space)
        let crates: [(CGFloat, CGPoint, Double)] = [(32, CGPoint(x: 60, y: 100), 0.3), (48, CGPoint(x: 160, y: 40), -0.6),
                                                    (32, CGPoint(x: 260, y: 200), 1.1)]
        var layers: [CALayer] = []
        LayerTestHarness.withoutActions {
            for (side, position, angle) in crates {
                let body = space.addBox(size: CGSize(width: side, height: side), mass: 1, position: position, angle: angle)
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
                simulation.bind(layer, to: body)
                layers.append(layer)
            }
        }
        return (simulation, layers)
    }

    /// Runs the crates for `seconds` from a display link at `rate` Hz; returns the bodies' states.
    static func run(rate: Double, seconds: Double) -> (simulation: PhysicsSimulation, layers: [CALayer]) {
        LayerTestHarness.withManualClock(at: 1000) { clock in
            let (simulation, layers) = makeCrates()
            let display = ManualDisplaySource(clock: clock, refreshRate: rate)
            simulation.start(source: display)
            display.step(frames: Int((seconds * rate).rounded()) + 1)
            simulation.stop()
            return (simulation, layers)
        }
    }

    @Test func theSamePositionsWhateverTheFrameRate() {
        let runs = [30.0, 60, 120].map { Self.run(rate: $0, seconds: 2) }
        #expect(runs.map(\.simulation.stepCount) == [240, 240, 240], "2 s of 1/120 s steps")
        let reference = runs[0].simulation.space.bodies
        for run in runs.dropFirst() {
            for (body, expected) in zip(run.simulation.space.bodies, reference) {
                #expect(body.position == expected.position, "bit for bit: the same steps")
                #expect(body.angle == expected.angle)
            }
            for (layer, body) in zip(run.layers, run.simulation.space.bodies) {
                #expect(layer.position == body.position)
                #expect(layer.presentation()?.position == body.position, "committed with the frame")
            }
        }
        #expect(runs[0].simulation.space.bodies.allSatisfy { $0.position.y > 100 }, "they fell")
    }

    /// At rest a square crate lies on a side: its centre is half its size above the floor, and its
    /// angle a multiple of 90 degrees. Tolerances: Chipmunk lets shapes overlap by its collision
    /// slop (0.1 point) and settles to a residual velocity.
    @Test func cratesComeToRestOnTheFloor() {
        let (simulation, layers) = Self.run(rate: 60, seconds: 6)
        for (body, layer) in zip(simulation.space.bodies, layers) {
            let restingY = Double(Self.floorY - body.size.height / 2)
            #expect(Double(body.position.y).isApproximatelyEqual(to: restingY, absoluteTolerance: 0.5))
            let quarterTurns = body.angle / (.pi / 2)
            #expect(abs(quarterTurns - quarterTurns.rounded()) < 0.01, "lying on a side")
            #expect(abs(body.velocity.dy) < 1 && abs(body.velocity.dx) < 1)
            #expect(layer.position == body.position)
            let rotation = CATransform3DMakeRotation(CGFloat(body.angle), 0, 0, 1)
            #expect(CATransform3DEqualToTransform(layer.transform, rotation))
        }
    }

    @Test func aLongFrameDoesNotSpiral() {
        let (simulation, _) = Self.makeCrates()
        let steps = simulation.advance(by: 5)
        #expect(steps == 30, "clamped to 0.25 s: 30 steps of 1/120 s, not 600")
        #expect(simulation.accumulator < simulation.timeStep)
        #expect(simulation.advance(by: 1.0 / 120) == 1, "back to one step per 1/120 s")
    }

    @Test func theAccumulatorCarriesPartialSteps() {
        let (simulation, _) = Self.makeCrates()
        // 1/50 s is 2.4 steps: 2, then 2 (4.8 in all), then 3 (7.2).
        let frame: CFTimeInterval = 1.0 / 50
        let steps: [Int] = (0..<3).map { _ in simulation.advance(by: frame) }
        #expect(steps == [2, 2, 3])
        let left: CFTimeInterval = 3.0 / 50 - 7.0 / 120
        #expect(simulation.accumulator.isApproximatelyEqual(to: left, absoluteTolerance: 1e-12))
        #expect(simulation.frame(at: 10) == 0, "the first frame sets the reference")
        #expect(simulation.frame(at: 10 + 1.0 / 30) == 4)
    }
}
#endif
