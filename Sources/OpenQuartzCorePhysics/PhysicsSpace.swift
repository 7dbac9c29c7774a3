import _CChipmunk
import OpenQuartzCore

/// A world of rigid bodies under gravity, simulated by Chipmunk2D: static segments (floors, walls)
/// and dynamic boxes (crates).
///
/// Coordinates are a layer's: points, with y growing downwards, so the default gravity, 1000 points
/// per second squared along +y, makes things fall towards the bottom of the screen. Angles are in
/// radians, positive from +x towards +y (clockwise on screen), as `CATransform3DMakeRotation` about
/// z turns a layer.
///
/// Stepping is deterministic: the same space stepped by the same sequence of time steps reaches the
/// same state, bit for bit. ``PhysicsSimulation`` steps it at a fixed rate for that reason.
///
/// Thread safety: not thread-safe; use a space and its bodies from one thread (the one whose run loop
/// drives the simulation).
public final class PhysicsSpace {
    let space: OpaquePointer
    private var shapes: [OpaquePointer] = []
    /// The dynamic bodies, in the order they were added.
    public private(set) var bodies: [PhysicsBody] = []

    /// Creates an empty space with `gravity` (points per second squared) and the solver's iteration
    /// count (Chipmunk's default is 10; more iterations make stacks stiffer).
    public init(gravity: CGVector = CGVector(dx: 0, dy: 1000), iterations: Int = 10) {
        guard let space = QuietStart.run({ cpSpaceNew() }) else { preconditionFailure("PhysicsSpace: Chipmunk could not allocate a space") }
        self.space = space
        cpSpaceSetIterations(space, Int32(clamping: iterations))
        self.gravity = gravity
    }

    deinit {
        for shape in shapes {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        for body in bodies {
            cpSpaceRemoveBody(space, body.body)
            cpBodyFree(body.body)
        }
        cpSpaceFree(space)
    }

    /// The acceleration applied to every dynamic body, in points per second squared.
    public var gravity: CGVector {
        get {
            let vector = cpSpaceGetGravity(space)
            return CGVector(dx: vector.x, dy: vector.y)
        }
        set { cpSpaceSetGravity(space, cpVect(x: Double(newValue.dx), y: Double(newValue.dy))) }
    }

    /// Adds an immovable segment from `start` to `end`, `radius` points thick on each side.
    /// Friction and elasticity are Chipmunk's coefficients (0: none; the contact uses the product of
    /// both shapes' values).
    public func addStaticSegment(from start: CGPoint, to end: CGPoint, radius: CGFloat = 0,
                                 friction: Double = 1, elasticity: Double = 0) {
        let shape = cpSegmentShapeNew(cpSpaceGetStaticBody(space), cpVect(x: Double(start.x), y: Double(start.y)),
                                      cpVect(x: Double(end.x), y: Double(end.y)), Double(radius))
        add(shape, friction: friction, elasticity: elasticity)
    }

    /// Adds a floor along the bottom edge of `bounds` and walls along its left and right edges, the
    /// container of the chapter's falling crates.
    public func addContainer(_ bounds: CGRect, friction: Double = 1, elasticity: Double = 0) {
        let corners = (CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY),
                       CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.minY))
        addStaticSegment(from: corners.0, to: corners.1, friction: friction, elasticity: elasticity)
        addStaticSegment(from: corners.1, to: corners.2, friction: friction, elasticity: elasticity)
        addStaticSegment(from: corners.2, to: corners.3, friction: friction, elasticity: elasticity)
    }

    /// Adds a dynamic box of `size` and `mass` centred on `position`, turned by `angle` radians, and
    /// returns its body. Its moment of inertia is a solid rectangle's.
    @discardableResult
    public func addBox(size: CGSize, mass: Double, position: CGPoint, angle: Double = 0,
                       friction: Double = 0.7, elasticity: Double = 0) -> PhysicsBody {
        precondition(mass > 0 && size.width > 0 && size.height > 0, "PhysicsSpace.addBox: mass and size must be positive")
        let width = Double(size.width), height = Double(size.height)
        guard let pointer = cpBodyNew(mass, cpMomentForBox(mass, width, height)) else {
            preconditionFailure("PhysicsSpace: Chipmunk could not allocate a body")
        }
        cpSpaceAddBody(space, pointer)
        let body = PhysicsBody(body: pointer, size: size)
        body.position = position
        body.angle = angle
        bodies.append(body)
        add(cpBoxShapeNew(pointer, width, height, 0), friction: friction, elasticity: elasticity)
        return body
    }

    /// Advances the simulation by `interval` seconds in one step of Chipmunk's solver.
    public func step(by interval: CFTimeInterval) {
        cpSpaceStep(space, interval)
    }

    private func add(_ shape: OpaquePointer?, friction: Double, elasticity: Double) {
        guard let shape else { preconditionFailure("PhysicsSpace: Chipmunk could not allocate a shape") }
        cpShapeSetFriction(shape, friction)
        cpShapeSetElasticity(shape, elasticity)
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
    }
}
