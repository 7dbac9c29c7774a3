extension RasterBand {
    /// The coverage slot of path `path` of the recording in this band's strip (``CoverageSlot``),
    /// made the first time. Only path fills whose edges did not change since the frame before
    /// (``PathDraw/isStable``) ask for one, so paths that move every frame keep none.
    func coverageSlot(path: Int) -> CoverageSlot {
        let key = stack[0].rect.y0 &* 1_000_003 &+ path
        if let slot = coverageSlots[key] {
            slot.lastUse = runCount
            return slot
        }
        let slot = CoverageSlot()
        slot.lastUse = runCount
        coverageSlots[key] = slot
        return slot
    }

    /// Starts a run: once the slots have doubled since the last clean-up, those no fill asked for
    /// in the last two runs are let go (a strip's first row moves with the rows a frame redraws,
    /// ``RasterRecording/damagedRows()``, and so do the keys of its slots).
    func forgetIdleCoverageSlots() {
        runCount &+= 1
        guard coverageSlots.count > max(64, 2 * slotsKept) else { return }
        coverageSlots = coverageSlots.filter { runCount &- $0.value.lastUse <= 2 }
        slotsKept = coverageSlots.count
    }
}
