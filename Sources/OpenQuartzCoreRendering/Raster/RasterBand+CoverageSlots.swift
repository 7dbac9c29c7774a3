extension RasterBand {
    /// The coverage slot of path `path` of the recording in this band's strip (``CoverageSlot``),
    /// made the first time. Only path fills whose edges did not change since the frame before
    /// (``PathDraw/isStable``) ask for one, so paths that move every frame keep none.
    func coverageSlot(path: Int) -> CoverageSlot {
        let key = stack[0].rect.y0 &* 1_000_003 &+ path
        if let slot = coverageSlots[key] { return slot }
        let slot = CoverageSlot()
        coverageSlots[key] = slot
        return slot
    }
}
