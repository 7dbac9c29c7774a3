import Foundation

/// An expression of the JavaScript subset ``LottieExpressionParser`` reads.
indirect enum LottieExpressionNode {
    case literal(LottieExpressionValue)
    case name(String)
    case array([LottieExpressionNode])
    case member(LottieExpressionNode, String)
    case index(LottieExpressionNode, LottieExpressionNode)
    case call(LottieExpressionNode, [LottieExpressionNode])
    /// `-x`, `+x`, `!x`, `~x`, `typeof x`.
    case unary(String, LottieExpressionNode)
    /// Arithmetic, comparison and bitwise operators.
    case binary(String, LottieExpressionNode, LottieExpressionNode)
    /// `&&` and `||`, which evaluate their right side only when needed.
    case logical(String, LottieExpressionNode, LottieExpressionNode)
    case conditional(LottieExpressionNode, LottieExpressionNode, LottieExpressionNode)
    /// `target op= value`, with `op` empty for plain assignment.
    case assign(LottieExpressionNode, String, LottieExpressionNode)
    /// `++x`, `x--`: the operator's sign (+1 or -1) and whether the new value is the result.
    case update(LottieExpressionNode, Double, prefix: Bool)
    case function(LottieExpressionFunctionSyntax)
}

/// A statement of the subset.
indirect enum LottieExpressionStatement {
    case expression(LottieExpressionNode)
    /// `var`, `let` or `const` names, each with its optional initial value.
    case declare([(String, LottieExpressionNode?)])
    case ifElse(LottieExpressionNode, LottieExpressionStatement, LottieExpressionStatement?)
    case block([LottieExpressionStatement])
    case returns(LottieExpressionNode?)
    case function(LottieExpressionFunctionSyntax)
    /// `for (start; condition; step) body`; `while` is a `for` with only a condition.
    case loop(start: LottieExpressionStatement?, condition: LottieExpressionNode?, step: LottieExpressionNode?,
              body: LottieExpressionStatement)
    case breakLoop
    case continueLoop
    /// `try body catch (binding) handler finally cleanup`: the binding is nil for `catch {`, the
    /// handler nil without a `catch`, the cleanup nil without a `finally`.
    case tryCatch(body: LottieExpressionStatement, binding: String?, handler: LottieExpressionStatement?,
                  cleanup: LottieExpressionStatement?)
    case throwValue(LottieExpressionNode)
    /// `switch (discriminant) { case ...: ... default: ... }`, its cases in order.
    case switchCases(LottieExpressionNode, [LottieExpressionSwitchCase])
    case empty
}

/// One `case value:` (or `default:`, with no test) of a `switch` and the statements after it.
struct LottieExpressionSwitchCase {
    let test: LottieExpressionNode?
    let body: [LottieExpressionStatement]
}

/// A function the expression declares: its name (empty when anonymous), parameters and body.
final class LottieExpressionFunctionSyntax {
    let name: String
    let parameters: [String]
    let body: [LottieExpressionStatement]

    init(name: String, parameters: [String], body: [LottieExpressionStatement]) {
        self.name = name
        self.parameters = parameters
        self.body = body
    }
}
