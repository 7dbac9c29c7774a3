/// A basic animation that moves like a damped spring, from its start value to its end value.
///
/// The motion is the damped harmonic oscillator with the given mass, stiffness and damping, starting
/// with `initialVelocity` (in units of the whole distance per second, positive toward the end value);
/// see ``SpringSolver``. The animation runs for its `duration`, like any animation: set it to
/// ``settlingDuration`` to see the spring come to rest. The spring keeps its own time, so the
/// animation's timing function does not apply.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring. Default 1; must be greater than 0.
    open var mass: CGFloat = 1
    /// The spring's stiffness. Default 100; must be greater than 0.
    open var stiffness: CGFloat = 100
    /// The damping. Default 10; must be 0 or more.
    open var damping: CGFloat = 10
    /// The initial velocity toward the end value. Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether damping beyond critical slows the motion further (true) or is held at critical
    /// damping (false, the default, as SwiftUI's springs document for the same flag).
    open var allowsOverdamping = false

    /// Creates a spring that takes about `perceptualDuration` seconds, with `bounce` from -1 to 1 (0
    /// is critically damped), as Apple's iOS 17 initializer does; see ``SpringSolver``.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringSolver(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        duration = spring.settlingDuration
    }

    /// The spring's settling time: Apple's estimate of when it is at rest (see
    /// ``SpringSolver/settlingDuration``).
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// How long the spring takes to feel finished, from its stiffness and mass.
    open var perceptualDuration: CFTimeInterval { solver.perceptualDuration }

    /// The spring's bounciness, from its damping ratio: 0 critically damped, up to 1 undamped.
    open var bounce: CGFloat { solver.bounce }

    /// The spring as a value.
    var solver: SpringSolver {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                     allowsOverdamping: allowsOverdamping)
    }

    package override func copyAttributes(to copy: CAAnimation) {
        super.copyAttributes(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "mass": mass
        case "stiffness": stiffness
        case "damping": damping
        case "initialVelocity": initialVelocity
        case "allowsOverdamping": allowsOverdamping
        case "settlingDuration": settlingDuration
        default: super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "mass": mass = value.flatMap(animationNumber).map { CGFloat($0) } ?? mass
        case "stiffness": stiffness = value.flatMap(animationNumber).map { CGFloat($0) } ?? stiffness
        case "damping": damping = value.flatMap(animationNumber).map { CGFloat($0) } ?? damping
        case "initialVelocity": initialVelocity = value.flatMap(animationNumber).map { CGFloat($0) } ?? initialVelocity
        case "allowsOverdamping": allowsOverdamping = Bool.fromKVC(value) ?? allowsOverdamping
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func makeInterpolatingTrack<A: InterpolatingLayerValueAccessor>(_ accessor: A, timing: TrackTiming) -> (any LayerAnimationTrack)? {
        guard let values = basicValues(A.Value.self) else { return nil }
        return PropertyTrack.make(accessor: accessor, timing: timing, source: .spring(solver, values),
                                  isAdditive: isAdditive, isCumulative: isCumulative)
    }
}
