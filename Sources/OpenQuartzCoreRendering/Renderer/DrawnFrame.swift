import OpenQuartzCore

/// What a ``CARenderer`` last drew: the committed tree, at which media time, over which bounds; what
/// ``CARenderer/updateBounds()`` compares a frame with.
///
/// A frame can look different from the last one when its tree is another committed tree, its
/// bounds others, or an animation of the tree has an effect that changes with time at either
/// frame's time or anywhere between the two (``RenderSchedule/nextChange(of:after:)``), which covers
/// animations that started or ended in between. That is an upper bound: an animation that runs
/// without changing what is drawn (a discrete one between its key times) counts as a change.
/// ``CARenderer/render()`` compares the evaluated frames themselves instead.
struct DrawnFrame {
    var tree: RenderLayer?
    var time: CFTimeInterval
    var bounds: CGRect

    /// Whether a frame of `tree` at `t` over `bounds` can look different from this one.
    func differs(tree: RenderLayer?, at t: CFTimeInterval, bounds: CGRect, schedule: inout RenderSchedule) -> Bool {
        guard tree === self.tree, bounds == self.bounds, t.isFinite, time.isFinite else { return true }
        guard let tree else { return false }
        let (low, high) = time <= t ? (time, t) : (t, time)
        return schedule.nextChange(of: tree, after: low) <= high
    }
}
