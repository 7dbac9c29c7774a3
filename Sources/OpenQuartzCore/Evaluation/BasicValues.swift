/// The from, to and by values of a basic animation, converted to the property's type; nil means
/// not set. `previous` is the value the layer's presentation showed before the commit that added the
/// animation, the start when none of the three is set.
package struct BasicValues<Value: Interpolatable>: Sendable {
    package let from: Value?
    package let to: Value?
    package let by: Value?
    package let previous: Value?

    package init(from: Value?, to: Value?, by: Value?, previous: Value? = nil) {
        self.from = from
        self.to = to
        self.by = by
        self.previous = previous
    }

    /// The start and end values when they do not depend on the current value (from and to, from and
    /// by, or by and to are set: the first three rules of ``endpoints(current:)``); nil otherwise.
    @inlinable
    package var fixedEndpoints: (start: Value, end: Value)? {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtractingValue(by), to)
        default: nil
        }
    }

    /// The start and end values, by the rules of CABasicAnimation.h, where "current" is the layer's
    /// model value for the key path:
    /// from + to: from to to; from + by: from to from + by; by + to: to - by to to; from only: from to
    /// current; to only: current to to; by only: current to current + by; none: the previous value
    /// (the presentation before the commit that added the animation) to current, or current to
    /// current when there is no previous value. With all three set, from and to win (the header calls
    /// it undefined). `current` is evaluated only when the rules need it.
    @inlinable
    package func endpoints(current: @autoclosure () -> Value) -> (start: Value, end: Value) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtractingValue(by), to)
        case let (from?, nil, nil): return (from, current())
        case let (nil, to?, nil): return (current(), to)
        case let (nil, nil, by?):
            let value = current()
            return (value, value.adding(by))
        case (nil, nil, nil):
            let value = current()
            return (previous ?? value, value)
        }
    }
}
