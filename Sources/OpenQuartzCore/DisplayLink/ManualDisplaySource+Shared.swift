// The display a link uses by default under a manual clock: one per clock, shared by every link
// created while that clock is in effect.
extension ManualDisplaySource {
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedSources: [ObjectIdentifier: WeakSource] = [:]

    private struct WeakSource {
        weak var source: ManualDisplaySource?
    }

    /// The 60 Hz source with grid origin 0 (ticks at whole multiples of 1/60 s) on `clock`, shared by
    /// the display links created while `clock` is the clock in effect. It lives while a link or a
    /// caller holds it; a new one on the same clock has the same grid, so it behaves the same.
    public static func shared(for clock: ManualMediaClock) -> ManualDisplaySource {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        sharedSources = sharedSources.filter { $0.value.source != nil }
        if let source = sharedSources[ObjectIdentifier(clock)]?.source { return source }
        let source = ManualDisplaySource(clock: clock)
        sharedSources[ObjectIdentifier(clock)] = WeakSource(source: source)
        return source
    }
}
