import Foundation

/// What a layer's expressions can see of the layer and its composition, and where expressions are
/// turned into keyframes.
///
/// Core Animation has no expressions, so an expression becomes what Core Animation can play: its
/// value is computed at every frame of the layer's span (its in point to its out point, in the
/// layer's own frames) and written as linear keyframes, one per frame (runs of equal values kept as
/// their two ends; a value that never changes becomes a constant). Within the span this is the
/// value After Effects computes at each frame; between frames it is blended linearly. At most
/// 10,000 frames are computed per property (every k-th frame past that).
///
/// Times follow the players: a layer's own properties are keyed in its composition's frames (its
/// start time and stretch shift only a precomposition's contents, as ThorVG and rlottie draw them,
/// and as ``LottieCompositionBuilder`` maps them), so `time` is the frame over the frame rate. The
/// composition seen as `thisComp` is the file's (its size, frame rate and duration), also for the
/// layers of a precomposition.
final class LottieExpressionScope {
    /// What all the layers of a document share: the step budget, the properties whose expressions
    /// have run (by their entry, so that one read by other expressions runs once), the scopes of
    /// layers other expressions have read, and how deep expressions are reading one another.
    final class Shared {
        let budget: LottieExpressionInterpreter.Budget
        var baked: [Int: LottieProperty<[Double]>] = [:]
        /// Numeric properties read by other expressions, as the file writes them, by their entry:
        /// read from the JSON once, not at every frame that asks.
        var own: [Int: LottieProperty<[Double]>] = [:]
        /// Path properties: their expressions' keyframes, and the paths as the file writes them.
        var bakedPaths: [Int: LottieProperty<LottieBezier>] = [:]
        var ownPaths: [Int: LottieProperty<LottieBezier>] = [:]
        var scopes: [Int: LottieExpressionScope] = [:]
        var nesting = 0
        /// The property whose expression is running, innermost (by its entry).
        var running: [Int] = []

        init(steps: Int) { budget = LottieExpressionInterpreter.Budget(steps: steps) }

        /// Lets go of the scopes (each refers back to this) once the document is read.
        func release() {
            scopes.removeAll()
            baked.removeAll()
            own.removeAll()
            bakedPaths.removeAll()
            ownPaths.removeAll()
        }
    }

    struct Composition {
        var width: Double
        var height: Double
        var frameRate: Double
        var inFrame: Double
        var outFrame: Double
        var layerCount: Int
        /// The composition's `layers` array, for `thisComp.layer(...)`.
        var layers: LottieNode?
        var shared: Shared
    }

    struct Layer {
        var index: Int?
        var name: String
        var inFrame: Double
        var outFrame: Double
        var startFrame: Double
        var width: Double
        var height: Double
        var hasParent: Bool
    }

    let composition: Composition
    let layer: Layer
    /// The layer's node, for its transform and effects as other expressions read them.
    let layerNode: LottieNode
    let report: LottieReportCollector
    var budget: LottieExpressionInterpreter.Budget { composition.shared.budget }

    static let maximumFrames = 10_000
    /// The steps one property's expression may take over all its frames
    /// (``LottieExpressionInterpreter``).
    static let propertySteps = 2_000_000
    /// How deep expressions may read properties whose expressions read others: RubberHose's
    /// rigs read seven deep (a hose's arc, its controller's radii, their straight length, the
    /// parents' scale...).
    static let maximumNesting = 12

    init(composition: Composition, layer: Layer, layerNode: LottieNode, report: LottieReportCollector) {
        self.composition = composition
        self.layer = layer
        self.layerNode = layerNode
        self.report = report
    }

    /// The composition time (seconds) of frame `frame` of the layer's properties.
    func time(atFrame frame: Double) -> Double { frame / composition.frameRate }

    /// The frame of the layer's properties at composition time `time`.
    func frame(atTime time: Double) -> Double { time * composition.frameRate }

    /// `property` with the expression `source` (at `node`, the property object) applied: keyframes
    /// of its value at every frame of the layer's span, or the property itself, reported, when the
    /// expression cannot be read or run.
    func apply(_ source: String, to property: LottieProperty<[Double]>, at node: LottieNode) -> LottieProperty<[Double]> {
        applying(to: property, at: node, "property") { () throws(LottieExpressionError) in try baked(source, property, at: node) }
    }

    /// What `bake` gives, or `property` itself when it cannot be made, reported at `node` as the
    /// `what`'s keyframes or value, without the expression.
    func applying<Value>(to property: LottieProperty<Value>, at node: LottieNode, _ what: String,
                         _ bake: () throws(LottieExpressionError) -> LottieProperty<Value>) -> LottieProperty<Value> {
        do throws(LottieExpressionError) {
            let result = try bake()
            report.use("expression")
            return result
        } catch {
            report.unsupported("expression", at: node.location, "\(error.message): the \(what)'s keyframes or value, without the expression")
            return property
        }
    }

    /// The keyframes of `source` run over `property` (see the type's notes), once per property.
    func baked(_ source: String, _ property: LottieProperty<[Double]>, at node: LottieNode) throws(LottieExpressionError) -> LottieProperty<[Double]> {
        let shared = composition.shared
        if let done = shared.baked[node.index] { return done }
        let result = try running(source, at: node) { (program) throws(LottieExpressionError) in
            try bake(program, LottieExpressionProperty(scope: self, property: property, seed: node.index), at: node)
        }
        shared.baked[node.index] = result
        return result
    }

    /// Runs `body` with `source` parsed, as the expression of the property at `node`: counted as
    /// run, and among those running, at most ``maximumNesting`` deep.
    func running<Result>(_ source: String, at node: LottieNode,
                         _ body: ([LottieExpressionStatement]) throws(LottieExpressionError) -> Result) throws(LottieExpressionError) -> Result {
        let shared = composition.shared
        // Run here, so not among the expressions no layer ran (an expression control's value,
        // read by another expression).
        report.evaluatedExpression(at: node.index)
        shared.nesting += 1
        defer { shared.nesting -= 1 }
        guard shared.nesting <= Self.maximumNesting else {
            // A limit of this interpreter's, which no catch block sees: caught, a value computed
            // without the property would be kept as the property's.
            throw LottieExpressionError.limit("expressions read one another more than \(Self.maximumNesting) deep")
        }
        let program = try LottieExpressionParser.parse(source)
        shared.running.append(node.index)
        defer { shared.running.removeLast() }
        return try body(program)
    }

    /// The value at `frame` of the numeric property at `node` (`fallback` when there is none),
    /// its expression run: how an expression reads another property. A property read from its own
    /// expression (`transform.rotation` in the rotation's) is its value without the expression, as
    /// After Effects gives it; so is one whose expression is running further out when `reentrant`
    /// (a layer's transform as a space conversion reads it: RubberHose's rotation expressions ask
    /// `thisLayer.toComp([0, 0, 0])`, which the layer's rotation does not move).
    func value(ofPropertyAt node: LottieNode?, fallback: [Double], atFrame frame: Double,
               reentrant: Bool = false) throws(LottieExpressionError) -> [Double] {
        guard let node else { return fallback }
        return try current(at: node, atFrame: frame, reentrant: reentrant, baked: \.baked, own: ownProperty(at:), bake: baked)
    }

    /// The value at `frame` of the property at `node`, its expression run (see
    /// ``value(ofPropertyAt:fallback:atFrame:reentrant:)``), numbers or paths: `baked` caches the
    /// expression's keyframes, `own` reads the property without it, `bake` makes the keyframes.
    func current<Value: LottieInterpolable>(
        at node: LottieNode, atFrame frame: Double, reentrant: Bool,
        baked: KeyPath<Shared, [Int: LottieProperty<Value>]>,
        own: (LottieNode) throws(LottieExpressionError) -> LottieProperty<Value>,
        bake: (String, LottieProperty<Value>, LottieNode) throws(LottieExpressionError) -> LottieProperty<Value>
    ) throws(LottieExpressionError) -> Value {
        // Read at every frame: the expression's keyframes once made, and its source (long, with
        // escapes) decoded only to make them.
        if let done = composition.shared[keyPath: baked][node.index] { return done.value(at: frame) }
        let property = try own(node)
        let running = composition.shared.running
        guard let expression = node["x"], expression.isString, running.last != node.index, !(reentrant && running.contains(node.index)),
              let source = try? expression.string() else {
            return property.value(at: frame)
        }
        return try bake(source, property, node).value(at: frame)
    }

    /// The numeric property at `node` as the file writes it (without its expression), read once.
    func ownProperty(at node: LottieNode) throws(LottieExpressionError) -> LottieProperty<[Double]> {
        try own(at: node, cache: \.own, "a number") { (value) throws(LottieError) in try value.vector() }
    }

    /// The property at `node` as the file writes it, read with `parse` once and kept in `cache`;
    /// an error says it is not `what`.
    func own<Value: Sendable>(at node: LottieNode, cache: ReferenceWritableKeyPath<Shared, [Int: LottieProperty<Value>]>, _ what: String,
                              _ parse: (LottieNode) throws(LottieError) -> Value) throws(LottieExpressionError) -> LottieProperty<Value> {
        if let known = composition.shared[keyPath: cache][node.index] { return known }
        do {
            let property = try node.ownProperty(parse)
            composition.shared[keyPath: cache][node.index] = property
            return property
        } catch {
            throw LottieExpressionError("the property at \(node.path) is not \(what): \(error.message)")
        }
    }

    /// The rate of change per second at `frame` of `value` (a function of the layer's frames),
    /// from its values a twentieth of a frame either side.
    func velocity<Failure: Error>(atFrame frame: Double, of value: (Double) throws(Failure) -> [Double]) throws(Failure) -> [Double] {
        let step = 0.05
        let before = try value(frame - step), after = try value(frame + step)
        return zip(before, after).map { ($1 - $0) * composition.frameRate / (2 * step) }
    }

    /// The frames an expression runs at: every whole frame from the layer's in point to its out
    /// point, or every k-th past ``maximumFrames``.
    func spanFrames() throws(LottieExpressionError) -> StrideThrough<Double> {
        var first = layer.inFrame, last = layer.outFrame
        if last < first { swap(&first, &last) }
        first = first.rounded(.down)
        last = last.rounded(.up)
        guard first.isFinite, last.isFinite, last - first < 1e9 else { throw LottieExpressionError("the layer's span is too long") }
        let count = Int(last - first) + 1
        return stride(from: first, through: last, by: Double(max(1, (count + Self.maximumFrames - 1) / Self.maximumFrames)))
    }

    private func bake(_ program: [LottieExpressionStatement], _ context: LottieExpressionProperty,
                      at node: LottieNode) throws(LottieExpressionError) -> LottieProperty<[Double]> {
        try bake(at: node) { (frame, interpreter) throws(LottieExpressionError) in
            try context.value(of: program, atFrame: frame, interpreter: interpreter)
        }
    }

    /// The values `value` computes at the frames of the layer's span as keyframes (see the type's
    /// notes), within a property's step budget; a catch block that met a missing name is reported
    /// at `node`.
    func bake<Value: LottieInterpolable>(at node: LottieNode,
                                         _ value: (Double, LottieExpressionInterpreter) throws(LottieExpressionError) -> Value) throws(LottieExpressionError) -> LottieProperty<Value> {
        let frames = try spanFrames()
        let outer = budget.propertySteps
        budget.propertySteps = Self.propertySteps
        defer { budget.propertySteps = outer }
        let interpreter = LottieExpressionInterpreter(budget: budget)
        var keyframes: [LottieKeyframe<Value>] = []
        for frame in frames {
            let value = try value(frame, interpreter)
            if keyframes.count >= 2, keyframes[keyframes.count - 1].value == value, keyframes[keyframes.count - 2].value == value {
                keyframes[keyframes.count - 1].frame = frame
            } else {
                keyframes.append(LottieKeyframe(frame: frame, value: value, hold: false, timing: nil))
            }
        }
        if let caught = interpreter.firstCaught {
            report.unsupported("expression", at: node.location, "its try block stopped (\(caught)): what its catch block gives")
        }
        if keyframes.count == 2 && keyframes[0].value == keyframes[1].value { return .constant(keyframes[0].value) }
        return keyframes.count == 1 ? .constant(keyframes[0].value) : .animated(keyframes)
    }
}
