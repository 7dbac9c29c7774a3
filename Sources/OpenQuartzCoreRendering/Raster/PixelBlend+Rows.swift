import _OQCKernels

extension PixelBlend {
    /// Blends `count` pixels of `source` over `row` by `mode`, each as
    /// ``blend(_:over:mode:)`` does: by the AVX2 kernel (`oqc_blend_mode_row`, eight pixels a
    /// step, the same single-precision operations in the same order, so the same bytes) where
    /// ``Kernels`` allow it and the mode is separable or addition, else by
    /// ``portableBlendRow(_:into:count:mode:)``. Lottie files blend layers by these modes often
    /// enough (`bm`) that a whole group composited one pixel at a time in Swift was most of a
    /// frame's drawing in some.
    static func blendRow(_ source: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt32>, count: Int,
                         mode: FrameBlendMode) {
        if Kernels.isEnabled, let number = kernelNumber(of: mode) {
            oqc_blend_mode_row(source, row, count, number)
        } else {
            portableBlendRow(source, into: row, count: count, mode: mode)
        }
    }

    /// ``blendRow(_:into:count:mode:)`` in Swift, one pixel at a time, for every processor and mode.
    static func portableBlendRow(_ source: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt32>, count: Int,
                                 mode: FrameBlendMode) {
        for x in 0..<count where source[x] != 0 {
            row[x] = blend(source[x], over: row[x], mode: mode)
        }
    }

    /// The kernel's number for `mode` (`oqc_blend_mode_row`), nil for the non-separable modes,
    /// which only the Swift loop draws.
    static func kernelNumber(of mode: FrameBlendMode) -> Int32? {
        switch mode {
        case .multiply: 0
        case .screen: 1
        case .overlay: 2
        case .darken: 3
        case .lighten: 4
        case .colorDodge: 5
        case .colorBurn: 6
        case .softLight: 7
        case .hardLight: 8
        case .difference: 9
        case .exclusion: 10
        case .addition: 11
        case .hue, .saturation, .color, .luminosity: nil
        }
    }
}
