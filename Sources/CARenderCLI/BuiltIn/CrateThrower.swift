import CARenderScene
import OpenQuartzCorePhysics

/// Throwing the physics example's crates: a pointer going down on a crate (hit-tested on the
/// presentation tree, what the window shows) takes hold of its body; each move puts the body under
/// the pointer, keeping the point it was taken by, and gives it the pointer's velocity; letting go
/// leaves it that velocity, so the crate flies on and the simulation takes over. Velocities are
/// measured between the frames the moves arrive in (moves of one frame add up).
final class CrateThrower {
    private let root: CALayer
    private let bodies: [PhysicsBody]
    private var held: Hold?

    private struct Hold {
        let body: PhysicsBody
        /// The pointer's offset from the body's centre when taken.
        let offset: CGVector
        var lastPoint: CGPoint
        var lastTime: CFTimeInterval
        var velocity = CGVector.zero
    }

    /// `bodies[i]` is the body of `root`'s sublayer `i`.
    init(root: CALayer, bodies: [PhysicsBody]) {
        self.root = root
        self.bodies = bodies
    }

    func handle(_ event: SceneInputEvent) -> Bool {
        guard case let .pointer(phase, point) = event else { return false }
        let now = CACurrentMediaTime()
        switch phase {
        case .down:
            let shownRoot = root.presentation() ?? root
            guard held == nil, let hit = shownRoot.hitTest(point), hit !== shownRoot,
                  let index = shownRoot.sublayers?.firstIndex(where: { $0 === hit }), index < bodies.count else { return false }
            let body = bodies[index]
            held = Hold(body: body, offset: CGVector(dx: point.x - body.position.x, dy: point.y - body.position.y),
                        lastPoint: point, lastTime: now)
            body.velocity = .zero
            body.angularVelocity = 0
            return true
        case .moved, .up, .cancelled:
            guard var hold = held else { return false }
            let elapsed = now - hold.lastTime
            if elapsed > 0 {
                hold.velocity = CGVector(dx: (point.x - hold.lastPoint.x) / elapsed, dy: (point.y - hold.lastPoint.y) / elapsed)
                hold.lastPoint = point
                hold.lastTime = now
            }
            hold.body.position = CGPoint(x: point.x - hold.offset.dx, y: point.y - hold.offset.dy)
            hold.body.velocity = hold.velocity
            held = phase == .moved ? hold : nil
            return true
        }
    }
}
