import OpenQuartzCorePhysics

/// The Timer-Based Animation chapter's physics example: crates falling into a box under gravity,
/// simulated with Chipmunk at a fixed time step (with an accumulator and a guard against the spiral
/// of death) and driven by a CADisplayLink. The simulation's steps do not depend on the frame rate,
/// so every rate shows the same motion. In `ca-render play` the crates can be thrown with a drag
/// (``CrateThrower``).
struct PhysicsCratesExample: BuiltInExample {
    var name: String { "physics-crates" }
    var summary: String { "crates falling under gravity, simulated with Chipmunk at a fixed step" }
    var width: Int { 320 }
    var height: Int { 240 }
    var fps: Double { 30 }
    var duration: Double { 4 }
    var background: CGColor? { CGColor(srgbRed: 0.93, green: 0.95, blue: 0.98, alpha: 1) }

    /// The crates: sizes, starting positions and angles (fixed, so that renders repeat).
    static let crates: [(size: CGFloat, x: CGFloat, y: CGFloat, angle: CGFloat)] = [
        (44, 70, 30, 0.3), (36, 150, -20, -0.5), (52, 230, 10, 0.1), (30, 110, -80, 0.8),
        (40, 200, -120, -0.2), (34, 260, -60, 0.6), (46, 140, -170, 0.4),
    ]

    func makeSource() -> any FrameSource {
        let clock = ManualMediaClock(time: 0)
        let display = ManualDisplaySource(clock: clock, refreshRate: fps)
        return MediaClockContext.withClock(clock) {
            let space = PhysicsSpace()
            space.addContainer(CGRect(x: 0, y: 0, width: width, height: height))
            let simulation = PhysicsSimulation(space: space)
            var bodies: [PhysicsBody] = []
            let root = CATransaction.withoutActions {
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: width, height: height)
                for (index, crate) in Self.crates.enumerated() {
                    let body = space.addBox(size: CGSize(width: crate.size, height: crate.size), mass: 1,
                                            position: CGPoint(x: crate.x, y: crate.y), angle: Double(crate.angle))
                    bodies.append(body)
                    let layer = CALayer()
                    layer.bounds = CGRect(x: 0, y: 0, width: crate.size, height: crate.size)
                    let hue = CGFloat(index) / CGFloat(Self.crates.count)
                    layer.backgroundColor = CGColor(srgbRed: 0.55 + 0.3 * hue, green: 0.38 + 0.1 * hue, blue: 0.2, alpha: 1)
                    layer.borderWidth = 3
                    layer.borderColor = CGColor(srgbRed: 0.35, green: 0.22, blue: 0.1, alpha: 1)
                    layer.cornerRadius = 3
                    root.addSublayer(layer)
                    simulation.bind(layer, to: body)
                }
                simulation.updateLayers()
                return root
            }
            simulation.start(source: display)
            let source = DisplayDrivenSource(root: root, clock: clock, display: display)
            source.owner = SimulationBox(simulation)
            let thrower = CrateThrower(root: root, bodies: bodies)
            source.inputHandler = { thrower.handle($0) }
            return source
        }
    }
}

/// Keeps a simulation alive with the source that shows it.
final class SimulationBox {
    let simulation: PhysicsSimulation
    init(_ simulation: PhysicsSimulation) { self.simulation = simulation }
}
