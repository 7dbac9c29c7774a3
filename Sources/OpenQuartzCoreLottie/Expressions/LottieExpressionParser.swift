import Foundation

/// Reads an expression's JavaScript into statements: the subset After Effects expressions and
/// bodymovin's exports use. Declarations (`var`, `let`, `const`), assignments (`=`, `+=`...),
/// `if`/`else`, blocks, `for`, `while` and `do`...`while` loops, `break`, `continue`, `return`,
/// function declarations and expressions; numbers, strings, arrays, names, members, indexing, calls,
/// unary, binary, logical and conditional operators with JavaScript's precedence, `++` and `--`.
/// Not read: object literals, `new`, classes, arrow functions, regular expressions, template
/// strings; each is an error that names it, and the property keeps its own value.
///
/// Nesting is limited (200 levels, chains such as `a + b + c` counting a level per link), so that
/// no expression can exhaust the stack, in parsing, running or freeing its tree.
struct LottieExpressionParser {
    private var tokens: [LottieExpressionToken]
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 200

    static func parse(_ source: String) throws(LottieExpressionError) -> [LottieExpressionStatement] {
        var parser = LottieExpressionParser(tokens: try LottieExpressionLexer.tokens(source))
        var statements: [LottieExpressionStatement] = []
        while parser.peek != .end { statements.append(try parser.statement()) }
        return statements
    }

    private init(tokens: [LottieExpressionToken]) { self.tokens = tokens }

    private var peek: LottieExpressionToken { tokens[position] }
    private func peek(is text: String) -> Bool { tokens[position] == .punctuation(text) }
    private func peekName(_ name: String) -> Bool { tokens[position] == .name(name) }

    private mutating func advance() -> LottieExpressionToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private mutating func accept(_ text: String) -> Bool {
        guard peek(is: text) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ text: String) throws(LottieExpressionError) {
        guard accept(text) else { throw LottieExpressionError("expected \"\(text)\", found \(describe(peek))") }
    }

    private func describe(_ token: LottieExpressionToken) -> String {
        switch token {
        case .number(let value): "the number \(value)"
        case .string(let text): "the string \"\(text)\""
        case .name(let name): "\"\(name)\""
        case .punctuation(let text): "\"\(text)\""
        case .end: "the end of the expression"
        }
    }

    private mutating func name() throws(LottieExpressionError) -> String {
        guard case .name(let name) = advance() else { throw LottieExpressionError("expected a name, found \(describe(tokens[position - 1]))") }
        return name
    }

    /// One more link of a chain the parser builds in a loop (`a + b + c`, `f()()`, `a, b, c`):
    /// each is a level of the tree, so chains count toward the nesting limit too. The caller gives
    /// the links back when done.
    private mutating func link(_ links: inout Int) throws(LottieExpressionError) {
        links += 1
        depth += 1
        guard depth <= Self.maximumDepth else { throw LottieExpressionError("the expression nests deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func nested<T>(_ body: (inout Self) throws(LottieExpressionError) -> T) throws(LottieExpressionError) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw LottieExpressionError("the expression nests deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    // MARK: Statements

    private mutating func statement() throws(LottieExpressionError) -> LottieExpressionStatement {
        try nested { (parser) throws(LottieExpressionError) in try parser.statementBody() }
    }

    private mutating func statementBody() throws(LottieExpressionError) -> LottieExpressionStatement {
        if accept(";") { return .empty }
        if accept("{") {
            var body: [LottieExpressionStatement] = []
            while !accept("}") {
                guard peek != .end else { throw LottieExpressionError("a block { is not closed") }
                body.append(try statement())
            }
            return .block(body)
        }
        guard case .name(let keyword) = peek else { return try expressionStatement() }
        switch keyword {
        case "var", "let", "const":
            position += 1
            let declaration = try declarations()
            _ = accept(";")
            return declaration
        case "if":
            position += 1
            try expect("(")
            let condition = try expression()
            try expect(")")
            let then = try statement()
            return .ifElse(condition, then, peekName("else") ? try elseBranch() : nil)
        case "return":
            position += 1
            if accept(";") || peek(is: "}") || peek == .end { return .returns(nil) }
            let value = try expression()
            _ = accept(";")
            return .returns(value)
        case "function":
            position += 1
            return .function(try function(named: true))
        case "for":
            position += 1
            try expect("(")
            var start: LottieExpressionStatement?
            if !peek(is: ";") {
                if peekName("var") || peekName("let") || peekName("const") {
                    position += 1
                    start = try declarations()
                } else {
                    start = .expression(try expression())
                }
            }
            try expect(";")
            let condition = peek(is: ";") ? nil : try expression()
            try expect(";")
            let step = peek(is: ")") ? nil : try expression()
            try expect(")")
            return .loop(start: start, condition: condition, step: step, body: try statement())
        case "while":
            position += 1
            try expect("(")
            let condition = try expression()
            try expect(")")
            return .loop(start: nil, condition: condition, step: nil, body: try statement())
        case "do":
            position += 1
            let body = try statement()
            guard case .name("while") = advance() else { throw LottieExpressionError("expected \"while\" after a do block") }
            try expect("(")
            let condition = try expression()
            try expect(")")
            _ = accept(";")
            // The body once, then the loop.
            return .block([body, .loop(start: nil, condition: condition, step: nil, body: body)])
        case "break":
            position += 1
            _ = accept(";")
            return .breakLoop
        case "continue":
            position += 1
            _ = accept(";")
            return .continueLoop
        case "try":
            position += 1
            return try tryStatement()
        case "throw":
            position += 1
            let value = try expression()
            _ = accept(";")
            return .throwValue(value)
        case "switch":
            position += 1
            return try switchStatement()
        case "new", "class":
            throw LottieExpressionError("\"\(keyword)\" is not supported in expressions")
        default:
            return try expressionStatement()
        }
    }

    /// `switch (value) { case a: ... default: ... }`, after `switch`.
    private mutating func switchStatement() throws(LottieExpressionError) -> LottieExpressionStatement {
        try expect("(")
        let discriminant = try expression()
        try expect(")")
        try expect("{")
        var cases: [LottieExpressionSwitchCase] = []
        while !accept("}") {
            let test: LottieExpressionNode?
            if peekName("case") {
                position += 1
                test = try expression()
            } else if peekName("default") {
                position += 1
                guard !cases.contains(where: { $0.test == nil }) else { throw LottieExpressionError("a switch has two defaults") }
                test = nil
            } else {
                throw LottieExpressionError("expected \"case\" or \"default\" in a switch, found \(describe(peek))")
            }
            try expect(":")
            var body: [LottieExpressionStatement] = []
            while !peekName("case"), !peekName("default"), !peek(is: "}") {
                guard peek != .end else { throw LottieExpressionError("a switch { is not closed") }
                body.append(try statement())
            }
            cases.append(LottieExpressionSwitchCase(test: test, body: body))
        }
        return .switchCases(discriminant, cases)
    }

    /// `try { } catch (name) { } finally { }`, after `try`: a catch, a finally or both; the catch's
    /// name may be left out (`catch { }`).
    private mutating func tryStatement() throws(LottieExpressionError) -> LottieExpressionStatement {
        guard peek(is: "{") else { throw LottieExpressionError("expected \"{\" after try, found \(describe(peek))") }
        let body = try statement()
        var binding: String?, handler: LottieExpressionStatement?, cleanup: LottieExpressionStatement?
        if peekName("catch") {
            position += 1
            if accept("(") {
                binding = try name()
                try expect(")")
            }
            guard peek(is: "{") else { throw LottieExpressionError("expected \"{\" after catch, found \(describe(peek))") }
            handler = try statement()
        }
        if peekName("finally") {
            position += 1
            guard peek(is: "{") else { throw LottieExpressionError("expected \"{\" after finally, found \(describe(peek))") }
            cleanup = try statement()
        }
        guard handler != nil || cleanup != nil else { throw LottieExpressionError("a try block needs a catch or a finally") }
        return .tryCatch(body: body, binding: binding, handler: handler, cleanup: cleanup)
    }

    private mutating func elseBranch() throws(LottieExpressionError) -> LottieExpressionStatement {
        position += 1
        return try statement()
    }

    private mutating func expressionStatement() throws(LottieExpressionError) -> LottieExpressionStatement {
        let value = try expression()
        _ = accept(";")
        return .expression(value)
    }

    private mutating func declarations() throws(LottieExpressionError) -> LottieExpressionStatement {
        var names: [(String, LottieExpressionNode?)] = []
        repeat {
            let name = try name()
            names.append((name, accept("=") ? try assignment() : nil))
        } while accept(",")
        return .declare(names)
    }

    private mutating func function(named: Bool) throws(LottieExpressionError) -> LottieExpressionFunctionSyntax {
        var name = ""
        if case .name(let given) = peek { name = given; position += 1 }
        if named && name.isEmpty { throw LottieExpressionError("a function declaration needs a name") }
        try expect("(")
        var parameters: [String] = []
        if !accept(")") {
            repeat { parameters.append(try self.name()) } while accept(",")
            try expect(")")
        }
        try expect("{")
        var body: [LottieExpressionStatement] = []
        while !accept("}") {
            guard peek != .end else { throw LottieExpressionError("the body of function \(name) is not closed") }
            body.append(try statement())
        }
        return LottieExpressionFunctionSyntax(name: name, parameters: parameters, body: body)
    }

    // MARK: Expressions, by precedence

    /// A comma-separated sequence, its last value the result.
    private mutating func expression() throws(LottieExpressionError) -> LottieExpressionNode {
        var value = try assignment()
        var links = 0
        defer { depth -= links }
        while accept(",") {
            try link(&links)
            let next = try assignment()
            value = .logical(",", value, next)
        }
        return value
    }

    private mutating func assignment() throws(LottieExpressionError) -> LottieExpressionNode {
        try nested { (parser) throws(LottieExpressionError) in
            let target = try parser.conditional()
            for op in ["=", "+=", "-=", "*=", "/=", "%="] where parser.accept(op) {
                switch target {
                case .name, .member, .index: break
                default: throw LottieExpressionError("cannot assign to this expression")
                }
                return .assign(target, String(op.dropLast()), try parser.assignment())
            }
            if parser.peek(is: "=>") { throw LottieExpressionError("arrow functions are not supported in expressions") }
            return target
        }
    }

    private mutating func conditional() throws(LottieExpressionError) -> LottieExpressionNode {
        let condition = try binary(0)
        guard accept("?") else { return condition }
        let then = try assignment()
        try expect(":")
        return .conditional(condition, then, try assignment())
    }

    /// Binary operators from the loosest (`||`) to the tightest (`**`).
    private static let levels: [[String]] = [
        ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(_ level: Int) throws(LottieExpressionError) -> LottieExpressionNode {
        guard level < Self.levels.count else { return try power() }
        var left = try binary(level + 1)
        var links = 0
        defer { depth -= links }
        while case .punctuation(let op) = peek, Self.levels[level].contains(op) {
            position += 1
            try link(&links)
            let right = try binary(level + 1)
            left = op == "&&" || op == "||" ? .logical(op, left, right) : .binary(op, left, right)
        }
        return left
    }

    private mutating func power() throws(LottieExpressionError) -> LottieExpressionNode {
        let base = try unary()
        guard accept("**") else { return base }
        return .binary("**", base, try nested { (parser) throws(LottieExpressionError) in try parser.power() })
    }

    private mutating func unary() throws(LottieExpressionError) -> LottieExpressionNode {
        try nested { (parser) throws(LottieExpressionError) in
            for op in ["-", "+", "!", "~"] where parser.accept(op) { return .unary(op, try parser.unary()) }
            if parser.accept("++") { return .update(try parser.unary(), 1, prefix: true) }
            if parser.accept("--") { return .update(try parser.unary(), -1, prefix: true) }
            if parser.peekName("typeof") {
                parser.position += 1
                return .unary("typeof", try parser.unary())
            }
            var value = try parser.postfix()
            if parser.accept("++") { value = .update(value, 1, prefix: false) }
            else if parser.accept("--") { value = .update(value, -1, prefix: false) }
            return value
        }
    }

    private mutating func postfix() throws(LottieExpressionError) -> LottieExpressionNode {
        var value = try primary()
        var links = 0
        defer { depth -= links }
        while true {
            if peek(is: ".") || peek(is: "[") || peek(is: "(") { try link(&links) }
            if accept(".") {
                value = .member(value, try name())
            } else if accept("[") {
                let index = try expression()
                try expect("]")
                value = .index(value, index)
            } else if accept("(") {
                var arguments: [LottieExpressionNode] = []
                if !accept(")") {
                    repeat { arguments.append(try assignment()) } while accept(",")
                    try expect(")")
                }
                value = .call(value, arguments)
            } else {
                return value
            }
        }
    }

    private mutating func primary() throws(LottieExpressionError) -> LottieExpressionNode {
        let token = advance()
        switch token {
        case .number(let value): return .literal(.number(value))
        case .string(let text): return .literal(.string(text))
        case .name(let name):
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null", "undefined": return .literal(.undefined)
            case "function": return .function(try function(named: false))
            case "new", "class", "this":
                throw LottieExpressionError("\"\(name)\" is not supported in expressions")
            default: return .name(name)
            }
        case .punctuation("("):
            let value = try expression()
            try expect(")")
            return value
        case .punctuation("["):
            var items: [LottieExpressionNode] = []
            if !accept("]") {
                repeat {
                    if peek(is: "]") { break }
                    items.append(try assignment())
                } while accept(",")
                try expect("]")
            }
            return .array(items)
        case .punctuation("{"):
            throw LottieExpressionError("object literals are not supported in expressions")
        default:
            throw LottieExpressionError("unexpected \(describe(token))")
        }
    }
}
