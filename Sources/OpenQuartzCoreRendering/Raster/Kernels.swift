import _OQCKernels

/// The compositor's innermost loops compiled for AVX2 and AVX-512 (the `_OQCKernels` C target),
/// used in place of the Swift loops when the processor has AVX2.
///
/// Swift compiles the package for its architecture's baseline (SSE2 on x86-64: four pixels per
/// vector step) and cannot compile one function for a wider instruction set and choose it at run
/// time; C can, as pixman and Skia do. The kernels compute what the Swift loops compute, bit for
/// bit (the tests draw with both and compare every pixel): the Swift loops remain for every other
/// processor.
///
/// The environment variable `OQC_KERNELS` caps the level for the whole process, so that one machine
/// can measure and test what others run: `portable` (or `none`) runs the Swift loops alone (what
/// arm64 runs), `avx2` the AVX2 kernels even where the processor has AVX-512, and `best` (or no
/// value) the widest the processor has. `OQC_DISABLE_KERNELS` (any value) is the older spelling of
/// `portable`. An unknown value is read as `best` with a warning on standard error when the program
/// starts.
enum Kernels {
    /// The level `OQC_KERNELS` allows: 0 (portable), 1 (AVX2) or 2 (AVX-512). The C target reads the
    /// environment once, when the program is loaded (`oqc_kernels_allowed_level`).
    static var allowedLevel: Int { Int(oqc_kernels_allowed_level()) }

    /// Whether the kernels run: the processor has AVX2 and the environment allows them. The level
    /// they run at is the lower of the processor's and ``allowedLevel``, chosen before `main`. A
    /// plain load of a C global: the loops read it for every run they draw, and a Swift `static
    /// let` costs a call to `swift_once` on each read on Linux.
    @inline(__always)
    static var isEnabled: Bool { oqc_kernels_enabled() != 0 }

    /// Limits the kernels to AVX2 (`level` 1) or lets them use AVX-512 where the processor has it
    /// (2), for tests that check each version against the Swift loops; returns the level in force
    /// (0 where the processor has no AVX2). Never above what the processor has.
    @discardableResult
    static func use(level: Int) -> Int {
        Int(oqc_kernels_use(Int32(level)))
    }
}

extension RoundedRectCoverage {
    /// The constants ``coverage(x:y:)`` uses, for `oqc_fill_rounded_rect_rows`.
    var kernelShape: oqc_rounded_rect {
        oqc_rounded_rect(ua: ua, uc: uc, ut: ut, vb: vb, vd: vd, vt: vt,
                         half_width: halfWidth, half_height: halfHeight, corner_u: cornerU, corner_v: cornerV,
                         u_scale: uScale, v_scale: vScale, u_step: uStep, v_step: vStep,
                         radius: radius, inverse_radius: inverseRadius, inner_corner: innerCorner, outer_corner: outerCorner,
                         ramp_half: (ramp.half[0], ramp.half[1]), ramp_h: (ramp.h[0], ramp.h[1]),
                         ramp_w: (ramp.w[0], ramp.w[1]), ramp_span: (ramp.span[0], ramp.span[1]),
                         ramp_scale: (ramp.scale[0], ramp.scale[1]),
                         corners: UInt32(truncatingIfNeeded: corners), is_uniform: isUniform ? 1 : 0)
    }
}
