import Foundation

extension CubicTimingCurve.Coefficients {
    /// The coefficients of the last custom curves made, handed out again for the same control
    /// points: making them solves for the guess table's seventeen nodes (some 9,000 instructions),
    /// and the keyframes of an animation mostly share a few easings (`thorvg-test7`'s 466 eased
    /// Lottie keyframes use two). The objects are immutable, so sharing one is as good as a copy.
    ///
    /// At most ``capacity`` are kept, the oldest dropped first, under an `NSLock` (a pthread mutex,
    /// which ThreadSanitizer sees, as `LayerPropertyTable`'s lock).
    final class Recent: @unchecked Sendable {
        /// The curves every timing function shares: sixteen.
        static let shared = Recent(capacity: 16)
        /// The most curves kept.
        let capacity: Int

        private var kept: [CubicTimingCurve.Coefficients] = []
        private let lock = NSLock()

        init(capacity: Int) {
            self.capacity = capacity
        }

        /// The coefficients of the curve with these control points: a kept object when one has
        /// them, else `make()`'s, then kept.
        func coefficients(x1: Double, y1: Double, x2: Double, y2: Double,
                          make: () -> CubicTimingCurve.Coefficients) -> CubicTimingCurve.Coefficients {
            lock.lock()
            let known = kept.last { $0.controlPoints == (x1, y1, x2, y2) }
            lock.unlock()
            if let known { return known }
            let made = make()
            lock.lock()
            if kept.count >= capacity { kept.removeFirst() }
            kept.append(made)
            lock.unlock()
            return made
        }
    }
}
