import Foundation

/// Expressions on a text layer's source text (`t.d.x`): counters, clocks, text read from a slider.
///
/// The expression runs at every frame of the layer's span, with `value` (and `text.sourceText`)
/// the text of the document shown then; its result, as text (a number as JavaScript writes it:
/// `Math.round(...)` gives `"42"`, not `"42.0"`), replaces that document's text. Each change of
/// text starts a document, so the text switches at whole frames, as After Effects shows source text.
/// At most ``maximumDocuments`` different texts in a row are kept; an expression that changes its
/// text more often is reported and the layer keeps its own documents.
extension LottieExpressionScope {
    static let maximumDocuments = 2_000

    func applyText(_ source: String, to documents: [(frame: Double, document: LottieTextDocument)],
                   at node: LottieNode) -> [(frame: Double, document: LottieTextDocument)] {
        report.evaluatedExpression(at: node.index)
        func shown(atFrame frame: Double) -> LottieTextDocument {
            documents.last { $0.frame <= frame }?.document ?? documents[0].document
        }
        do throws(LottieExpressionError) {
            let program = try LottieExpressionParser.parse(source)
            let context = LottieExpressionProperty(scope: self, property: .constant([0]), seed: node.index) { shown(atFrame: $0).text }
            let interpreter = LottieExpressionInterpreter(budget: budget)
            let outer = budget.propertySteps
            budget.propertySteps = Self.propertySteps
            defer { budget.propertySteps = outer }
            var result: [(frame: Double, document: LottieTextDocument)] = []
            for frame in try spanFrames() {
                var document = shown(atFrame: frame)
                document.text = try context.text(of: program, atFrame: frame, interpreter: interpreter)
                guard document.text.utf8.count <= 100_000 else { throw LottieExpressionError("its text is longer than 100000 bytes") }
                if let last = result.last?.document, last.text == document.text, last.fontName == document.fontName,
                   last.size == document.size, last.fillColor == document.fillColor {
                    continue
                }
                guard result.count < Self.maximumDocuments else {
                    throw LottieExpressionError("it changes the text more than \(Self.maximumDocuments) times")
                }
                result.append((result.isEmpty ? min(frame, documents[0].frame) : frame, document))
            }
            report.use("expression")
            report.use("text-expression")
            return result.isEmpty ? documents : result
        } catch {
            report.unsupported("expression", at: node.location, "\(error.message): the text's own documents, without the expression")
            return documents
        }
    }
}
