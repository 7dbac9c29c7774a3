import _CChipmunk
import OpenQuartzCore

/// A dynamic rigid body of a ``PhysicsSpace``: a box, with its position, angle and velocities.
///
/// The space owns the body: it lives as long as its space, and is freed with it. Not thread-safe,
/// like its space.
public final class PhysicsBody {
    let body: OpaquePointer

    /// The size of the body's box, in points.
    public let size: CGSize

    init(body: OpaquePointer, size: CGSize) {
        self.body = body
        self.size = size
    }

    /// The position of the body's centre of gravity (the box's centre), in points.
    public var position: CGPoint {
        get {
            let vector = cpBodyGetPosition(body)
            return CGPoint(x: vector.x, y: vector.y)
        }
        set { cpBodySetPosition(body, cpVect(x: Double(newValue.x), y: Double(newValue.y))) }
    }

    /// The body's rotation in radians, positive from +x towards +y.
    public var angle: Double {
        get { cpBodyGetAngle(body) }
        set { cpBodySetAngle(body, newValue) }
    }

    /// The body's velocity, in points per second.
    public var velocity: CGVector {
        get {
            let vector = cpBodyGetVelocity(body)
            return CGVector(dx: vector.x, dy: vector.y)
        }
        set { cpBodySetVelocity(body, cpVect(x: Double(newValue.dx), y: Double(newValue.dy))) }
    }

    /// The body's angular velocity, in radians per second.
    public var angularVelocity: Double {
        get { cpBodyGetAngularVelocity(body) }
        set { cpBodySetAngularVelocity(body, newValue) }
    }

    /// The body's mass.
    public var mass: Double { cpBodyGetMass(body) }

    /// The transform that turns a layer by the body's angle about z: what ``PhysicsSimulation`` sets
    /// as the `transform` of the body's layer.
    public var transform: CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
    }
}
