import Foundation

/// Names and their values: one per function call, chained to where the function was declared; the
/// outermost one asks `globals` for the names the expression did not declare (`time`, `value`,
/// `Math`...).
final class LottieExpressionEnvironment {
    var variables: [String: LottieExpressionValue] = [:]
    let parent: LottieExpressionEnvironment?
    let globals: ((String) throws(LottieExpressionError) -> LottieExpressionValue?)?

    init(parent: LottieExpressionEnvironment?, globals: ((String) throws(LottieExpressionError) -> LottieExpressionValue?)? = nil) {
        self.parent = parent
        self.globals = globals
    }

    func lookup(_ name: String) throws(LottieExpressionError) -> LottieExpressionValue? {
        var environment: LottieExpressionEnvironment? = self
        while let current = environment {
            if let value = current.variables[name] { return value }
            if let globals = current.globals, let value = try globals(name) { return value }
            environment = current.parent
        }
        return nil
    }

    /// Assigns where `name` is declared, or declares it in the outermost environment (JavaScript's
    /// sloppy mode, which expressions run in).
    func assign(_ name: String, _ value: LottieExpressionValue) {
        var environment: LottieExpressionEnvironment = self
        while environment.variables[name] == nil, let parent = environment.parent { environment = parent }
        environment.variables[name] = value
    }
}

/// Runs parsed expressions (``LottieExpressionParser``) with JavaScript's semantics for the values
/// it has, and After Effects' for vectors: `+` and `-` add and subtract arrays element by element
/// (a number added to an array changes its first element, as lottie-web's `$bm_sum` does), `*` and
/// `/` scale an array by a number, and element-wise between arrays; a string on either side of `+`
/// concatenates. The result of a run is the variable `$bm_rt`, which bodymovin's exports assign
/// their result to: as lottie-web and ThorVG, an expression that sets no `$bm_rt` has no result
/// (After Effects would take its last statement's value; hand-written files that rely on that are
/// drawn by the players without the expression, and so are they here).
///
/// Work is bounded: every node evaluated takes a step from `budget`, and calls nest at most 100
/// deep, so that no expression hangs or exhausts the stack; running out is an error.
final class LottieExpressionInterpreter {
    /// Steps left: for all the expressions of a document, and for the property being computed.
    final class Budget {
        var steps: Int
        var propertySteps = 0
        init(steps: Int) { self.steps = steps }
    }

    /// How a statement ended.
    enum Completion {
        case normal, breakLoop, continueLoop
        case returns(LottieExpressionValue)
    }

    private let budget: Budget
    private var callDepth = 0
    /// The first error a `catch` block caught that names something not found, for the report:
    /// rigs exported from After Effects probe with `try` (`key(1)[1].length` fails on a property of
    /// one dimension), but a name or function missing there most likely is one this interpreter
    /// lacks.
    var firstCaught: String?
    /// Programs `eval` has parsed, by their source.
    private var evaluated: [String: [LottieExpressionStatement]] = [:]
    /// The value of the last `throw` statement run.
    var thrown: LottieExpressionValue = .undefined
    /// Every environment made, emptied after the run: a declared function and the environment it
    /// closes over refer to each other.
    private var environments: [LottieExpressionEnvironment] = []

    init(budget: Budget) { self.budget = budget }

    /// Runs `program` with `globals` for undeclared names; its result (see the type's notes).
    func run(_ program: [LottieExpressionStatement],
             globals: @escaping (String) throws(LottieExpressionError) -> LottieExpressionValue?) throws(LottieExpressionError) -> LottieExpressionValue {
        let root = LottieExpressionEnvironment(parent: nil, globals: globals)
        environments = [root]
        defer {
            for environment in environments { environment.variables.removeAll() }
            environments.removeAll()
        }
        _ = try execute(program, in: root)
        guard let result = root.variables["$bm_rt"], !Self.isUndefined(result) else {
            throw LottieExpressionError("it sets no $bm_rt (the result bodymovin's exports assign, and the only one lottie-web and ThorVG read)")
        }
        return result
    }

    private static func isUndefined(_ value: LottieExpressionValue) -> Bool {
        if case .undefined = value { return true }
        return false
    }

    private func step() throws(LottieExpressionError) {
        budget.steps -= 1
        budget.propertySteps -= 1
        guard budget.steps >= 0, budget.propertySteps >= 0 else {
            throw LottieExpressionError.limit("the expression takes too long (its steps ran out)")
        }
    }

    // MARK: Statements

    func execute(_ statements: [LottieExpressionStatement], in environment: LottieExpressionEnvironment) throws(LottieExpressionError) -> Completion {
        // Function declarations are visible from the start of their body (hoisting).
        for statement in statements {
            if case .function(let syntax) = statement { environment.variables[syntax.name] = .function(closure(syntax, environment)) }
        }
        for statement in statements {
            let completion = try execute(statement, in: environment)
            if case .normal = completion { continue }
            return completion
        }
        return .normal
    }

    func execute(_ statement: LottieExpressionStatement, in environment: LottieExpressionEnvironment) throws(LottieExpressionError) -> Completion {
        try step()
        switch statement {
        case .expression(let node):
            _ = try evaluate(node, in: environment)
        case .declare(let names):
            for (name, initial) in names {
                if let initial {
                    environment.variables[name] = try evaluate(initial, in: environment)
                } else if environment.variables[name] == nil {
                    environment.variables[name] = .undefined
                }
            }
        case .ifElse(let condition, let then, let otherwise):
            if try evaluate(condition, in: environment).isTruthy { return try execute(then, in: environment) }
            if let otherwise { return try execute(otherwise, in: environment) }
        case .block(let body):
            return try execute(body, in: environment)
        case .returns(let value):
            return .returns(try value.map { (node) throws(LottieExpressionError) in try evaluate(node, in: environment) } ?? .undefined)
        case .function:
            break  // declared when its block started
        case .loop(let start, let condition, let stepNode, let body):
            if let start { _ = try execute(start, in: environment) }
            while try condition.map({ (node) throws(LottieExpressionError) in try evaluate(node, in: environment).isTruthy }) ?? true {
                switch try execute(body, in: environment) {
                case .breakLoop: return .normal
                case .returns(let value): return .returns(value)
                case .normal, .continueLoop: break
                }
                if let stepNode { _ = try evaluate(stepNode, in: environment) }
                try step()
            }
        case .breakLoop: return .breakLoop
        case .continueLoop: return .continueLoop
        case .tryCatch(let body, let binding, let handler, let cleanup):
            return try executeTry(body, binding: binding, handler: handler, cleanup: cleanup, in: environment)
        case .switchCases(let discriminant, let cases):
            return try executeSwitch(discriminant, cases, in: environment)
        case .throwValue(let node):
            let value = try evaluate(node, in: environment)
            var error = LottieExpressionError("uncaught exception: \(value.text)")
            error.isThrown = true
            thrown = value
            throw error
        case .empty: break
        }
        return .normal
    }

    /// JavaScript's direct `eval(source)`: the source parsed (once per source) and run in the
    /// calling environment, its value that of its last statement when that is an expression
    /// (undefined otherwise); a value that is not a string is its own result. Rigs build key paths
    /// so (`eval("thisLayer.parent.parent").rotation`).
    private func directEval(_ argumentNodes: [LottieExpressionNode], in environment: LottieExpressionEnvironment) throws(LottieExpressionError) -> LottieExpressionValue {
        guard let first = argumentNodes.first else { return .undefined }
        let argument = try evaluate(first, in: environment)
        guard case .string(let source) = argument else { return argument }
        let program: [LottieExpressionStatement]
        if let known = evaluated[source] {
            program = known
        } else {
            program = try LottieExpressionParser.parse(source)
            if evaluated.count < 1_000 { evaluated[source] = program }
        }
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= 100 else { throw LottieExpressionError.limit("eval calls nest deeper than 100") }
        guard case .expression(let last)? = program.last else {
            _ = try execute(program, in: environment)
            return .undefined
        }
        if case .normal = try execute(Array(program.dropLast()), in: environment) {} else { return .undefined }
        return try evaluate(last, in: environment)
    }

    private func closure(_ syntax: LottieExpressionFunctionSyntax, _ environment: LottieExpressionEnvironment) -> LottieExpressionFunction {
        LottieExpressionFunction(syntax.name) { [unowned self] (arguments) throws(LottieExpressionError) in
            self.callDepth += 1
            defer { self.callDepth -= 1 }
            guard self.callDepth <= 100 else { throw LottieExpressionError.limit("function \(syntax.name) calls nest deeper than 100") }
            let local = LottieExpressionEnvironment(parent: environment)
            self.environments.append(local)
            for (index, name) in syntax.parameters.enumerated() {
                local.variables[name] = index < arguments.count ? arguments[index] : .undefined
            }
            local.variables["arguments"] = .array(arguments)
            if case .returns(let value) = try self.execute(syntax.body, in: local) { return value }
            return .undefined
        }
    }

    // MARK: Expressions

    func evaluate(_ node: LottieExpressionNode, in environment: LottieExpressionEnvironment) throws(LottieExpressionError) -> LottieExpressionValue {
        try step()
        switch node {
        case .literal(let value):
            return value
        case .name(let name):
            guard let value = try environment.lookup(name) else { throw LottieExpressionError.missing("\(name) is not defined") }
            return value
        case .array(let items):
            var values: [LottieExpressionValue] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try evaluate(item, in: environment)) }
            return .array(values)
        case .member(let base, let key):
            return try Self.member(try evaluate(base, in: environment), key)
        case .index(let base, let index):
            return try Self.index(try evaluate(base, in: environment), try evaluate(index, in: environment))
        case .call(let callee, let argumentNodes):
            if case .name("eval") = callee, try environment.lookup("eval") == nil {
                return try directEval(argumentNodes, in: environment)
            }
            if case .member(let base, "push") = callee, case .array(var items) = try evaluate(base, in: environment) {
                // Arrays are values here: the grown array is stored back where it was read from.
                for argument in argumentNodes { items.append(try evaluate(argument, in: environment)) }
                guard items.count <= 100_000 else { throw LottieExpressionError.limit("an array grows past 100,000 elements") }
                try store(.array(items), to: base, in: environment)
                return .number(Double(items.count))
            }
            let function = try evaluate(callee, in: environment)
            var arguments: [LottieExpressionValue] = []
            arguments.reserveCapacity(argumentNodes.count)
            for argument in argumentNodes { arguments.append(try evaluate(argument, in: environment)) }
            if case .undefined = function, case .member(_, let name) = callee {
                // Name the member, as engines do ("x.f is not a function"): most often one of After
                // Effects' this interpreter lacks.
                throw LottieExpressionError.missing(".\(name) is not a function")
            }
            return try Self.call(function, arguments)
        case .unary(let op, let operand):
            let value = try evaluate(operand, in: environment)
            switch op {
            case "-": return LottieExpressionArithmetic.negate(value)
            case "!": return .bool(!value.isTruthy)
            case "~": return .number(Double(~Self.int32(value.number)))
            case "typeof": return .string(Self.typeName(value))
            default: return .number(value.number)
            }
        case .binary(let op, let left, let right):
            return try LottieExpressionArithmetic.apply(op, try evaluate(left, in: environment), try evaluate(right, in: environment))
        case .logical(let op, let left, let right):
            let value = try evaluate(left, in: environment)
            switch op {
            case "&&": return value.isTruthy ? try evaluate(right, in: environment) : value
            case "||": return value.isTruthy ? value : try evaluate(right, in: environment)
            default: return try evaluate(right, in: environment)  // the comma operator
            }
        case .conditional(let condition, let then, let otherwise):
            return try evaluate(try evaluate(condition, in: environment).isTruthy ? then : otherwise, in: environment)
        case .assign(let target, let op, let valueNode):
            var value = try evaluate(valueNode, in: environment)
            if !op.isEmpty { value = try LottieExpressionArithmetic.apply(op, try evaluate(target, in: environment), value) }
            try store(value, to: target, in: environment)
            return value
        case .update(let target, let sign, let prefix):
            let old = try evaluate(target, in: environment).number
            try store(.number(old + sign), to: target, in: environment)
            return .number(prefix ? old + sign : old)
        case .function(let syntax):
            let function = closure(syntax, environment)
            if !syntax.name.isEmpty { environment.variables[syntax.name] = .function(function) }
            return .function(function)
        }
    }

    private func store(_ value: LottieExpressionValue, to target: LottieExpressionNode, in environment: LottieExpressionEnvironment) throws(LottieExpressionError) {
        switch target {
        case .name(let name):
            environment.assign(name, value)
        case .member(let base, let key):
            guard case .object(let object) = try evaluate(base, in: environment) else {
                throw LottieExpressionError("cannot set .\(key) here")
            }
            object.set(key, value)
        case .index(let base, let indexNode):
            let index = try evaluate(indexNode, in: environment).number
            guard case .array(var items) = try evaluate(base, in: environment), index >= 0, index < 100_000,
                  index == index.rounded() else { throw LottieExpressionError("cannot set this element") }
            let slot = Int(index)
            while items.count <= slot { items.append(.undefined) }
            items[slot] = value
            try store(.array(items), to: base, in: environment)
        default:
            throw LottieExpressionError("cannot assign to this expression")
        }
    }

    static func member(_ value: LottieExpressionValue, _ key: String) throws(LottieExpressionError) -> LottieExpressionValue {
        switch value {
        case .object(let object):
            return try object.member(key) ?? .undefined
        case .array(let items) where key == "length":
            return .number(Double(items.count))
        case .string(let text) where key == "length":
            return .number(Double(text.count))
        case .undefined:
            throw LottieExpressionError("cannot read .\(key) of undefined")
        default:
            return .undefined
        }
    }

    static func index(_ value: LottieExpressionValue, _ index: LottieExpressionValue) throws(LottieExpressionError) -> LottieExpressionValue {
        if case .string(let key) = index { return try member(value, key) }
        let position = index.number
        switch value {
        case .array(let items):
            guard position >= 0, position < Double(items.count), position == position.rounded() else { return .undefined }
            return items[Int(position)]
        case .string(let text):
            guard position >= 0, position < Double(text.count), position == position.rounded() else { return .undefined }
            return .string(String(text[text.index(text.startIndex, offsetBy: Int(position))]))
        case .object(let object):
            guard let indexed = object.indexed else { return .undefined }
            return try Self.index(indexed, index)
        case .undefined:
            throw LottieExpressionError("cannot index undefined")
        default:
            return .undefined
        }
    }

    static func call(_ callee: LottieExpressionValue, _ arguments: [LottieExpressionValue]) throws(LottieExpressionError) -> LottieExpressionValue {
        switch callee {
        case .function(let function): return try function.body(arguments)
        case .object(let object):
            guard let call = object.call else { throw LottieExpressionError.missing("\(object.name) is not a function") }
            return try call.body(arguments)
        default:
            throw LottieExpressionError.missing("\(callee.kind) is not a function")
        }
    }

    static func int32(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(truncatingIfNeeded: Int64(value.truncatingRemainder(dividingBy: 4_294_967_296)))
    }

    private static func typeName(_ value: LottieExpressionValue) -> String {
        switch value {
        case .number: "number"
        case .string: "string"
        case .bool: "boolean"
        case .undefined: "undefined"
        case .function: "function"
        case .array, .object: "object"
        }
    }
}
