import Foundation

/// The statements that choose what runs next from a value or an error: `switch` and `try`.
extension LottieExpressionInterpreter {
    /// JavaScript's `switch`: the first case whose value is strictly equal to the discriminant's
    /// (or else `default`, wherever it stands) and every case after it run, until a `break`.
    func executeSwitch(_ discriminant: LottieExpressionNode, _ cases: [LottieExpressionSwitchCase],
                       in environment: LottieExpressionEnvironment) throws(LottieExpressionError) -> Completion {
        let value = try evaluate(discriminant, in: environment)
        var start: Int?
        for (index, entry) in cases.enumerated() {
            guard let test = entry.test else { continue }
            if LottieExpressionArithmetic.equal(value, try evaluate(test, in: environment), strict: true) { start = index; break }
        }
        guard let first = start ?? cases.firstIndex(where: { $0.test == nil }) else { return .normal }
        for entry in cases[first...] {
            switch try execute(entry.body, in: environment) {
            case .normal: continue
            case .breakLoop: return .normal
            case let other: return other
            }
        }
        return .normal
    }

    /// JavaScript's `try`: the handler runs when the body throws a catchable error, its binding
    /// the thrown value or, for the interpreter's own errors, an `Error` object with the message;
    /// the cleanup runs after either, and its own completion (a `return`, a `break`) wins.
    func executeTry(_ body: LottieExpressionStatement, binding: String?, handler: LottieExpressionStatement?,
                    cleanup: LottieExpressionStatement?, in environment: LottieExpressionEnvironment) throws(LottieExpressionError) -> Completion {
        var outcome: Result<Completion, LottieExpressionError>
        do throws(LottieExpressionError) {
            outcome = .success(try execute(body, in: environment))
        } catch {
            outcome = .failure(error)
            if error.isCatchable, let handler {
                if firstCaught == nil, error.isMissingName { firstCaught = error.message }
                if let binding {
                    environment.variables[binding] = error.isThrown ? thrown : .object(LottieExpressionObject(
                        "Error", members: ["message": .string(error.message), "name": .string("Error")]))
                }
                do throws(LottieExpressionError) {
                    outcome = .success(try execute(handler, in: environment))
                } catch {
                    outcome = .failure(error)
                }
            }
        }
        if let cleanup {
            let completion = try execute(cleanup, in: environment)
            if case .normal = completion {} else { return completion }
        }
        return try outcome.get()
    }
}
