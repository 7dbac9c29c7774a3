import _OQCKernels

extension RasterBand {
    /// Composites the innermost group over the target under it, its components multiplied by
    /// `tint`, then by `alpha`.
    func endGroup(alpha: UInt32, tint: PixelTint) {
        let group = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = group.rect
        guard !rect.isEmpty, alpha > 0 else { return }
        for y in rect.y0..<rect.y1 {
            let source = group.row(y), destination = parent.row(y)
            for x in rect.x0..<rect.x1 where source[x] != 0 {
                destination[x] = PixelMath.over(PixelMath.scale(tint.apply(source[x]), by: alpha), destination[x])
            }
        }
    }

    /// Blends the innermost group with the target under it by `mode`, row by row
    /// (``PixelBlend/blendRow(_:into:count:mode:)``).
    func endGroup(mode: FrameBlendMode) {
        let group = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = group.rect
        guard !rect.isEmpty else { return }
        for y in rect.y0..<rect.y1 {
            PixelBlend.blendRow(UnsafePointer(group.row(y) + rect.x0), into: parent.row(y) + rect.x0,
                                count: rect.x1 - rect.x0, mode: mode)
        }
    }

    /// Composites the masked picture (the group under the innermost) times the alpha of the mask's
    /// picture (the innermost group; transparent outside it) over the target under both.
    func endMask() {
        let mask = stack.removeLast(), content = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = content.rect.intersection(mask.rect)
        guard !rect.isEmpty else { return }
        for y in rect.y0..<rect.y1 {
            Self.blendMasked(content.row(y) + rect.x0, mask: mask.row(y) + rect.x0, into: parent.row(y) + rect.x0,
                             count: rect.x1 - rect.x0)
        }
    }

    /// Composites the masked picture times the coverage `kind` takes from the mask's picture over
    /// the target under both (an inverted mask's group covers the masked one's; another's, where
    /// both are).
    func endMask(_ kind: RasterMaskKind) {
        let mask = stack.removeLast(), content = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = content.rect.intersection(mask.rect)
        guard !rect.isEmpty else { return }
        for y in rect.y0..<rect.y1 {
            let source = content.row(y), cover = mask.row(y), destination = parent.row(y)
            for x in rect.x0..<rect.x1 where source[x] != 0 {
                let keep = kind.coverage(of: cover[x])
                guard keep != 0 else { continue }
                destination[x] = PixelMath.over(keep == 255 ? source[x] : PixelMath.scale(source[x], by: keep), destination[x])
            }
        }
    }

    /// `count` pixels of `source`, each times the alpha of `mask`'s pixel at its column, over `row`:
    /// by the AVX2 kernel where ``Kernels`` allow it, else by
    /// ``portableBlendMasked(_:mask:into:count:)``, the same pixels.
    static func blendMasked(_ source: UnsafePointer<UInt32>, mask: UnsafePointer<UInt32>,
                            into row: UnsafeMutablePointer<UInt32>, count: Int) {
        if Kernels.isEnabled {
            oqc_blend_masked(source, mask, row, count)
        } else {
            portableBlendMasked(source, mask: mask, into: row, count: count)
        }
    }

    /// `count` pixels of `source`, each times the alpha of `mask`'s pixel at its column, over `row`:
    /// ``endMask()``'s row in Swift, for every processor.
    static func portableBlendMasked(_ source: UnsafePointer<UInt32>, mask: UnsafePointer<UInt32>,
                                    into row: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let pixel = source[x], coverage = mask[x] >> 24
            guard pixel != 0, coverage != 0 else { continue }
            row[x] = PixelMath.over(coverage == 255 ? pixel : PixelMath.scale(pixel, by: coverage), row[x])
        }
    }

    /// Composites old x (1 - f) + new x f, f = `fraction` / 255, the old picture being the group
    /// under the innermost and the new the innermost (each transparent outside its pixels), over
    /// the target under both: where both pictures are opaque, the mix stays opaque.
    func endDissolve(_ fraction: UInt32) {
        let new = stack.removeLast(), old = stack.removeLast()
        let parent = stack[stack.count - 1]
        let rect = old.rect.union(new.rect).intersection(parent.rect)
        guard !rect.isEmpty else { return }
        let keep = 255 - fraction
        for y in rect.y0..<rect.y1 {
            let destination = parent.row(y)
            let oldRow = old.rect.y0 <= y && y < old.rect.y1 ? old.row(y) : nil
            let newRow = new.rect.y0 <= y && y < new.rect.y1 ? new.row(y) : nil
            for x in rect.x0..<rect.x1 {
                let a = oldRow != nil && old.rect.x0 <= x && x < old.rect.x1 ? oldRow![x] : 0
                let b = newRow != nil && new.rect.x0 <= x && x < new.rect.x1 ? newRow![x] : 0
                guard a | b != 0 else { continue }
                destination[x] = PixelMath.over(Self.saturatingSum(PixelMath.scale(a, by: keep), PixelMath.scale(b, by: fraction)),
                                                destination[x])
            }
        }
    }

    /// The channel-wise sum of two pixels, each channel at most 255.
    @inline(__always)
    static func saturatingSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            result |= min(((a >> shift) & 0xFF) + ((b >> shift) & 0xFF), 255) << shift
        }
        return result
    }
}
