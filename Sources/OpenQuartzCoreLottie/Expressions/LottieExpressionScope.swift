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
/// Times follow After Effects: `time` is the composition's time in seconds, `(frame × stretch +
/// start) / frame rate` for the layer's frame; a layer's keyframes are in its own frames. The
/// composition seen as `thisComp` is the file's (its size, frame rate and duration), also for the
/// layers of a precomposition.
final class LottieExpressionScope {
    struct Composition {
        var width: Double
        var height: Double
        var frameRate: Double
        var inFrame: Double
        var outFrame: Double
        var layerCount: Int
        /// Steps left for all of the document's expressions.
        var budget: LottieExpressionInterpreter.Budget
    }

    struct Layer {
        var index: Int?
        var name: String
        var inFrame: Double
        var outFrame: Double
        var startFrame: Double
        var stretch: Double
        var width: Double
        var height: Double
        var hasParent: Bool
    }

    let composition: Composition
    let layer: Layer
    /// The layer's node, for its effects (expression controls).
    let layerNode: LottieNode
    let report: LottieReportCollector
    var budget: LottieExpressionInterpreter.Budget { composition.budget }
    /// Effect parameters read so far, by their value's entry.
    var effectParameters: [Int: LottieProperty<[Double]>] = [:]
    /// How many properties are being baked inside one another (an expression reading an effect
    /// whose value has an expression).
    var nesting = 0

    static let maximumFrames = 10_000
    /// The steps one property's expression may take over all its frames
    /// (``LottieExpressionInterpreter``).
    static let propertySteps = 2_000_000

    init(composition: Composition, layer: Layer, layerNode: LottieNode, report: LottieReportCollector) {
        self.composition = composition
        self.layer = layer
        self.layerNode = layerNode
        self.report = report
    }

    /// The composition time (seconds) of the layer's frame `frame`.
    func time(atFrame frame: Double) -> Double { (frame * layer.stretch + layer.startFrame) / composition.frameRate }

    /// The layer's frame at composition time `time`.
    func frame(atTime time: Double) -> Double { (time * composition.frameRate - layer.startFrame) / layer.stretch }

    /// `property` with the expression `source` (at `node`, the property object) applied: keyframes
    /// of its value at every frame of the layer's span, or the property itself, reported, when the
    /// expression cannot be read or run.
    func apply(_ source: String, to property: LottieProperty<[Double]>, at node: LottieNode) -> LottieProperty<[Double]> {
        nesting += 1
        defer { nesting -= 1 }
        do throws(LottieExpressionError) {
            guard nesting <= 4 else { throw LottieExpressionError("expressions read one another more than 4 deep") }
            let program = try LottieExpressionParser.parse(source)
            let context = LottieExpressionProperty(scope: self, property: property, seed: node.index)
            let result = try bake(program, context)
            report.use("expression")
            report.evaluatedExpression(at: node.index)
            return result
        } catch {
            report.unsupported("expression", at: node.location, "\(error.message): the property's keyframes or value, without the expression")
            report.evaluatedExpression(at: node.index)
            return property
        }
    }

    private func bake(_ program: [LottieExpressionStatement], _ context: LottieExpressionProperty) throws(LottieExpressionError) -> LottieProperty<[Double]> {
        var first = (layer.inFrame - layer.startFrame) / layer.stretch, last = (layer.outFrame - layer.startFrame) / layer.stretch
        if last < first { swap(&first, &last) }
        first = first.rounded(.down)
        last = last.rounded(.up)
        guard first.isFinite, last.isFinite, last - first < 1e9 else { throw LottieExpressionError("the layer's span is too long") }
        let count = Int(last - first) + 1
        let stride = max(1, (count + Self.maximumFrames - 1) / Self.maximumFrames)
        budget.propertySteps = Self.propertySteps
        let interpreter = LottieExpressionInterpreter(budget: budget)
        var keyframes: [LottieKeyframe<[Double]>] = []
        var frame = first
        while frame <= last {
            let value = try context.value(of: program, atFrame: frame, interpreter: interpreter)
            if keyframes.count >= 2, keyframes[keyframes.count - 1].value == value, keyframes[keyframes.count - 2].value == value {
                keyframes[keyframes.count - 1].frame = frame
            } else {
                keyframes.append(LottieKeyframe(frame: frame, value: value, hold: false, timing: nil))
            }
            frame += Double(stride)
        }
        if keyframes.count == 2 && keyframes[0].value == keyframes[1].value { return .constant(keyframes[0].value) }
        return keyframes.count == 1 ? .constant(keyframes[0].value) : .animated(keyframes)
    }

    /// `effect(name or index)`: the layer's effect (`ef`) by its name (`nm`, or match name `mn`)
    /// or its index from 1, as a function of its parameters' names or indices, giving the value
    /// at `frame`.
    func effect(_ key: LottieExpressionValue, atFrame frame: Double) throws(LottieExpressionError) -> LottieExpressionValue {
        guard let effects = layerNode["ef"], let list = try? effects.elements(),
              let effect = Self.find(key, in: list) else { throw LottieExpressionError("the layer has no effect \(key.text)") }
        let parameters = (try? effect["ef"]?.elements()) ?? []
        let read = LottieExpressionLibrary.function("effect") { [unowned self] (arguments) throws(LottieExpressionError) in
            let key = LottieExpressionLibrary.argument(arguments, 0)
            guard let parameter = Self.find(key, in: parameters), let valueNode = parameter["v"] else {
                throw LottieExpressionError("the effect has no parameter \(key.text)")
            }
            if effectParameters[valueNode.index] == nil {
                do throws(LottieError) {
                    effectParameters[valueNode.index] = try valueNode.property { (node) throws(LottieError) in try node.vector() }
                } catch {
                    throw LottieExpressionError("the effect parameter \(key.text) is not a number: \(error.message)")
                }
            }
            return .property(effectParameters[valueNode.index]!.value(at: frame))
        }
        guard case .function(let function) = read else { return read }
        return .object(LottieExpressionObject("effect", call: function))
    }

    private static func find(_ key: LottieExpressionValue, in nodes: [LottieNode]) -> LottieNode? {
        if case .string(let name) = key {
            return nodes.first { (try? $0.string("nm")) == name || (try? $0.string("mn")) == name }
        }
        let position = key.number
        guard position >= 1, position <= Double(nodes.count), position == position.rounded() else { return nil }
        return nodes[Int(position) - 1]
    }
}
