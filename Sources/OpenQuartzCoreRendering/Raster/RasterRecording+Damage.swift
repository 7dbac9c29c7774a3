extension RasterRecording {
    /// What ``previous`` keeps of a recording: its ops and the tables they index, and where it was
    /// drawn.
    struct RecordedTables {
        var ops: [RasterOp] = []
        var clips: [RasterClip] = []
        var holes: [RoundedRectCoverage] = []
        var steps: [CairoStep] = []
        var images: [CairoImage] = []
        var toDevice = CGAffineTransform.identity
        var rect = PixelRect.empty, target = PixelRect.empty
        /// Whether a frame was recorded (not the empty recording of no frame).
        var hasFrame = false
    }

    /// The rows of ``rect`` (whole rows, its full width) outside which this recording draws exactly
    /// the pixels the previous one drew: empty when it draws them all the same, nil when the two
    /// cannot be compared (another placement, or ops that do not pair up one for one).
    ///
    /// Damage tracking, as Chromium's compositor and Core Animation's render server keep it: op by
    /// op, an op that differs from the previous recording's op at its place (another shape, colour,
    /// clip, paint, image, path, or Cairo step content) damages the pixels both can change; a
    /// group whose compositing changes damages its pictures' rectangles. Every op's pixels depend
    /// only on its own parameters and on the pixels under it at the same place (groups, masks and
    /// blend modes composite pixel by pixel; a shadow or a blur spreads only its own picture, within
    /// its step's bounds), so the pixels outside the damage are those of the previous recording.
    ///
    /// Whole rows, because the compositor draws a row the same whatever rows are drawn with it
    /// (bands of rows already give one pass's pixels), not necessarily whatever columns: kernels
    /// step through a row in vectors from where a run starts. And a Cairo step the rows reach is
    /// taken whole, since Cairo clipped at another row may round a pixel differently: a frame drawn
    /// after another is then the same bytes as the frame drawn alone (the joined shards of
    /// `ca-render` rely on it).
    func damagedRows() -> PixelRect? {
        extractStepContents()
        guard frame != nil, previous.hasFrame, previous.rect == rect, previous.target == target,
              previous.toDevice == toDevice, previous.ops.count == ops.count, previous.steps.count == steps.count
        else { return nil }
        var top = Int.max, bottom = Int.min
        func add(_ a: PixelRect, _ b: PixelRect) {
            if !a.isEmpty { (top, bottom) = (min(top, a.y0), max(bottom, a.y1)) }
            if !b.isEmpty { (top, bottom) = (min(top, b.y0), max(bottom, b.y1)) }
        }
        /// Closes the innermost `count` groups; when their compositing changed, damages their rectangles.
        func close(_ count: Int, changed: Bool) -> Bool {
            guard openGroups.count >= count else { return false }
            for _ in 0..<count {
                let begin = openGroups.removeLast()
                if changed, let a = ops[begin].bounds, let b = previous.ops[begin].bounds { add(a, b) }
            }
            return true
        }
        openGroups.removeAll(keepingCapacity: true)
        for index in ops.indices {
            switch (ops[index], previous.ops[index]) {
            case let (.fill(a), .fill(b)):
                if !same(a, b) { add(a.bounds, b.bounds) }
            case let (.image(a), .image(b)):
                if !same(a, b) { add(a.bounds, b.bounds) }
            case let (.path(a), .path(b)):
                if !same(a, b) { add(a.bounds, b.bounds) }
            case let (.cairo(a), .cairo(b)):
                if !sameStep(a, b) { add(steps[a].bounds, previous.steps[b].bounds) }
            case let (.beginGroup(a), .beginGroup(b)), let (.beginMask(a), .beginMask(b)),
                 let (.beginDissolve(a), .beginDissolve(b)):
                openGroups.append(index)
                if a != b { add(a, b) }
            case let (.endGroup(a), .endGroup(b)):
                guard close(1, changed: a != b) else { return nil }
            case let (.endTintedGroup(a, s), .endTintedGroup(b, t)):
                guard close(1, changed: a != b || s != t) else { return nil }
            case let (.endBlendedGroup(a), .endBlendedGroup(b)):
                guard close(1, changed: a != b) else { return nil }
            case (.endMask, .endMask):
                guard close(2, changed: false) else { return nil }
            case let (.endMaskOfKind(a), .endMaskOfKind(b)):
                guard close(2, changed: a != b) else { return nil }
            case let (.endDissolve(a), .endDissolve(b)):
                guard close(2, changed: a != b) else { return nil }
            case (.nop, .nop):
                break
            default:
                return nil
            }
            // Every row damaged: the rest need not be compared.
            if top <= rect.y0, bottom >= rect.y1 { return rect }
        }
        guard top < bottom else { return .empty }
        // Cairo steps the rows reach, whole (which may reach further steps).
        var grown = true
        while grown {
            grown = false
            for step in steps where step.bounds.y0 < bottom && step.bounds.y1 > top
                && (step.bounds.y0 < top || step.bounds.y1 > bottom) {
                top = min(top, step.bounds.y0)
                bottom = max(bottom, step.bounds.y1)
                grown = true
            }
        }
        let rows = PixelRect(x0: rect.x0, y0: max(top, rect.y0), x1: rect.x1, y1: min(bottom, rect.y1))
        return rows.isEmpty ? .empty : rows
    }

    /// Extracts the frame steps of each Cairo step (once per recording).
    private func extractStepContents() {
        guard let frame, stepContentCount < steps.count else { return }
        while stepContents.count < steps.count { stepContents.append(RenderFrame()) }
        for index in steps.indices {
            stepContents[index].extract(steps[index].range, of: frame, using: extraction)
        }
        stepContentCount = steps.count
    }

    private func same(_ a: SolidFill, _ b: SolidFill) -> Bool {
        a.color == b.color && a.bounds == b.bounds && a.shape == b.shape && a.hasHole == b.hasHole
            && (!a.hasHole || holes[a.hole] == previous.holes[b.hole]) && sameClip(a.clip, b.clip)
    }

    private func same(_ a: ImageDraw, _ b: ImageDraw) -> Bool {
        a.image === b.image && a.texels == b.texels && a.stride == b.stride && a.width == b.width && a.height == b.height
            && a.xa == b.xa && a.xc == b.xc && a.xt == b.xt && a.yb == b.yb && a.yd == b.yd && a.yt == b.yt
            && a.nearest == b.nearest && a.aligned == b.aligned && a.alpha == b.alpha && a.bounds == b.bounds
            && a.shape == b.shape && sameClip(a.clip, b.clip)
    }

    /// Path fills are the same when their edges are (``PathDraw/isStable``, set by
    /// ``markStablePaths()``), with the same rule, opacity, paint and clip.
    private func same(_ a: PathDraw, _ b: PathDraw) -> Bool {
        a.path == b.path && a.isStable && a.rule == b.rule && a.opacity == b.opacity && a.bounds == b.bounds
            && same(a.paint, b.paint) && sameClip(a.clip, b.clip)
    }

    private func same(_ a: PathPaint, _ b: PathPaint) -> Bool {
        switch (a, b) {
        case let (.solid(x), .solid(y)):
            x == y
        case let (.gradient(x), .gradient(y)):
            x.table === y.table && x.map == y.map && x.focus == y.focus
        case let (.image(x), .image(y)):
            x.projective == y.projective && x.sampler.texels == y.sampler.texels && x.sampler.stride == y.sampler.stride
                && x.sampler.maxX == y.sampler.maxX && x.sampler.maxY == y.sampler.maxY && x.sampler.nearest == y.sampler.nearest
                && x.sampler.xa == y.sampler.xa && x.sampler.xc == y.sampler.xc && x.sampler.xt == y.sampler.xt
                && x.sampler.yb == y.sampler.yb && x.sampler.yd == y.sampler.yd && x.sampler.yt == y.sampler.yt
        default:
            false
        }
    }

    /// Whether clip `a` of this recording and clip `b` of the previous one, and their ancestors,
    /// are the same shapes on the device (their outlines' place among the edges aside).
    private func sameClip(_ a: Int, _ b: Int) -> Bool {
        var (a, b) = (a, b)
        while a >= 0, b >= 0 {
            let x = clips[a], y = previous.clips[b]
            guard x.bounds == y.bounds, x.interior == y.interior, x.rect == y.rect, x.radius == y.radius,
                  x.corners == y.corners, x.isAnalytic == y.isAnalytic, x.isPixelRect == y.isPixelRect, x.map == y.map,
                  x.shape == y.shape else { return false }
            (a, b) = (x.parent, y.parent)
        }
        return a == b
    }

    /// Whether Cairo step `a` and the previous recording's step `b` draw the same frame steps over
    /// the same pixels.
    private func sameStep(_ a: Int, _ b: Int) -> Bool {
        let x = steps[a], y = previous.steps[b]
        guard x.bounds == y.bounds, x.keepsPicture == y.keepsPicture, a < stepContentCount, b < previousStepContentCount
        else { return false }
        return stepContents[a].hasSameContent(as: previousStepContents[b])
    }
}
