import _OQCKernels

/// Bilinear sampling in 16-bit vector lanes, two pixels at a time: the kernel, and the loop over a
/// run of a row.
extension TexelSampler {
    /// The bilinear samples of two pixels: the first's four texels at `first` and `first + 4` and
    /// the two beneath them (`rowBytes` further), the second's at `second`. `down` holds the low 16
    /// bits of the 16.16 texel coordinates, the first pixel's in lanes 0 to 3, the second's in lanes
    /// 4 to 7, and `across` the same with lanes 0, 1, 4 and 5 complemented (``acrossLanes(_:_:)``);
    /// the weights are their top 8 bits (out of 256). The samples come back in 32-bit lanes 0 and 2.
    ///
    /// Each channel is weighted down first, `(upper × (256 − wy) + lower × wy) / 256` truncated, then
    /// across the same way, as ``bilinear(fx:fy:)`` does at the image's edges: every sum is at most
    /// 255 × 256, so it fits a 16-bit lane. The texels' first and third bytes (blue and red, or red
    /// and blue) go through one register, the second and fourth through another. Only the vector
    /// types' arithmetic, bitwise and half operators are used, which always compile to vector
    /// instructions (the standard library's widening conversions are left as calls where this is
    /// inlined). The texels are read as little-endian words, the byte order of every platform
    /// Swift runs this on.
    @inline(__always)
    static func vectorPair(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, rowBytes: Int,
                           across: SIMD8<UInt16>, down: SIMD8<UInt16>) -> SIMD4<UInt32> {
        // Lanes 0 to 3 of each (as 32-bit texels: 0 and 1) the first pixel's, 4 to 7 the second's.
        let upper = SIMD4<UInt32>(lowHalf: first.loadUnaligned(as: SIMD2<UInt32>.self),
                                  highHalf: second.loadUnaligned(as: SIMD2<UInt32>.self))
        let lower = SIMD4<UInt32>(lowHalf: (first + rowBytes).loadUnaligned(as: SIMD2<UInt32>.self),
                                  highHalf: (second + rowBytes).loadUnaligned(as: SIMD2<UInt32>.self))
        let top = unsafeBitCast(upper, to: SIMD8<UInt16>.self), bottom = unsafeBitCast(lower, to: SIMD8<UInt16>.self)
        // 256 - w is ~w + 257 in 16 bits.
        let wy = down &>> 8, ky = (wy ^ 0xFFFF) &+ 257
        // Lanes of the left texel weigh 256 - wx (their top 8 bits hold 255 - wx), those of the
        // right one wx.
        let kx = (across &>> 8) &+ SIMD8<UInt16>(1, 1, 0, 0, 1, 1, 0, 0)
        @inline(__always) func filter(_ top: SIMD8<UInt16>, _ bottom: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let vertical = (top &* ky &+ bottom &* wy) &>> 8
            // Each 64-bit group's two 32-bit halves added (no carry crosses a 16-bit lane): the
            // left and right texels' channels summed in lanes 0 and 1, and 4 and 5.
            let products = unsafeBitCast(vertical &* kx, to: SIMD2<UInt64>.self)
            return unsafeBitCast(products &+ (products &>> 32), to: SIMD8<UInt16>.self) &>> 8
        }
        let even = filter(top & 0x00FF, bottom & 0x00FF), odd = filter(top &>> 8, bottom &>> 8)
        return unsafeBitCast(even | (odd &<< 8), to: SIMD4<UInt32>.self)
    }

    /// The 16-bit lanes ``vectorPair(_:_:rowBytes:across:down:)`` takes down for two coordinates.
    @inline(__always)
    static func lanes(_ first: Int, _ second: Int) -> SIMD8<UInt16> {
        SIMD8(lowHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: first)),
              highHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: second)))
    }

    /// The 16-bit lanes ``vectorPair(_:_:rowBytes:across:down:)`` takes across for two coordinates:
    /// the left texels' lanes complemented, so that their weights need no lane-wise selection.
    @inline(__always)
    static func acrossLanes(_ first: Int, _ second: Int) -> SIMD8<UInt16> {
        lanes(first, second) ^ SIMD8<UInt16>(0xFFFF, 0xFFFF, 0, 0, 0xFFFF, 0xFFFF, 0, 0)
    }

    /// What to add to ``acrossLanes(_:_:)`` to step both coordinates by `step`: `-step` in the
    /// complemented lanes, since ~(a + s) = ~a - s.
    @inline(__always)
    static func acrossStep(_ step: Int) -> SIMD8<UInt16> {
        acrossLanes(step, step) &+ SIMD8<UInt16>(1, 1, 0, 0, 1, 1, 0, 0)
    }

    /// The bilinear loop of ``blendRun(row:columns:y:alpha:)``, from biased 16.16 coordinates
    /// (`fx`, `fy`) stepping by (`dx`, `dy`) a column. The columns whose four texels all lie inside
    /// the image form one run (the texel coordinates are linear in the column), found first from
    /// both ends; it is sampled two columns at a time with
    /// ``vectorPair(_:_:rowBytes:across:down:)`` and no test per column, and the few columns before
    /// and after it with ``bilinear(fx:fy:)``, which extends the image's edges with the same
    /// products and truncations. When `opaque` (every texel is opaque and `alpha` is 255), so is
    /// every sample, and it replaces the pixel under it. Out of line, so that the loop is compiled
    /// with the vector code inline.
    /// Where the processor has AVX2 and the run steps one texel across and none down, the inside
    /// run goes to `oqc_bilinear_run`, with the same arithmetic (`portable` keeps it in Swift, for
    /// the tests that compare the two).
    @inline(never)
    func bilinearRun(row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, fx: Int, fy: Int, dx: Int, dy: Int,
                     alpha: UInt32, opaque: Bool = false, portable: Bool = false) {
        // The kernel draws translated runs (one texel across, none down) eight pixels a step; for
        // other steps this loop takes fewer instructions than the kernel's pairs (measured on
        // Probe's sprites scene).
        let kernel = !portable && Kernels.isEnabled && dx == 1 << 16 && dy == 0
        if opaque {
            bilinearLoop(row: row, columns: columns, fx: fx, fy: fy, dx: dx, dy: dy, alpha: 255, opaque: true, kernel: kernel)
        } else {
            bilinearLoop(row: row, columns: columns, fx: fx, fy: fy, dx: dx, dy: dy, alpha: alpha, opaque: false,
                         kernel: kernel)
        }
    }

    /// The loop of ``bilinearRun(row:columns:fx:fy:dx:dy:alpha:opaque:)``, compiled once for each
    /// value of `opaque`.
    @inline(__always)
    private func bilinearLoop(row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, fx: Int, fy: Int, dx: Int, dy: Int,
                              alpha: UInt32, opaque: Bool, kernel: Bool) {
        @inline(__always) func put(_ sample: UInt32, at x: Int) {
            if opaque { row[x] = sample; return }
            var pixel = sample
            if alpha < 255 { pixel = PixelMath.scale(pixel, by: alpha) }
            row[x] = PixelMath.over(pixel, row[x])
        }
        let limitX = UInt(bitPattern: maxX), limitY = UInt(bitPattern: maxY)
        @inline(__always) func inside(_ fx: Int, _ fy: Int) -> Bool {
            UInt(bitPattern: (fx >> 16) &- 65_536) < limitX && UInt(bitPattern: (fy >> 16) &- 65_536) < limitY
        }
        var fx = fx, fy = fy, x = columns.lowerBound
        var end = columns.upperBound
        while x < end && !inside(fx, fy) {
            put(edgeSample(fx: fx, fy: fy), at: x)
            fx &+= dx
            fy &+= dy
            x &+= 1
        }
        // The columns after the inside run, right to left.
        while end > x && !inside(fx &+ (end &- 1 &- x) &* dx, fy &+ (end &- 1 &- x) &* dy) {
            let offset = end &- 1 &- x
            put(edgeSample(fx: fx &+ offset &* dx, fy: fy &+ offset &* dy), at: end &- 1)
            end &-= 1
        }
        if kernel && end &- x >= 4 {
            oqc_bilinear_run(row + x, end &- x, texels, stride, Int64(fx &- (65_536 << 16)), Int64(fy &- (65_536 << 16)),
                             Int64(dx), Int64(dy), alpha, opaque ? 1 : 0)
            return
        }
        let rowBytes = stride * 4
        var across = Self.acrossLanes(fx, fx &+ dx), down = Self.lanes(fy, fy &+ dy)
        let stepAcross = Self.acrossStep(2 &* dx), stepDown = Self.lanes(2 &* dy, 2 &* dy)
        // Unbiased from here on (the run's coordinates are not negative).
        var ux = fx &- (65_536 << 16), uy = fy &- (65_536 << 16)
        while x &+ 1 < end {
            let nextX = ux &+ dx, nextY = uy &+ dy
            let samples = Self.vectorPair(UnsafeRawPointer(texels + ((uy >> 16) &* stride &+ (ux >> 16))),
                                          UnsafeRawPointer(texels + ((nextY >> 16) &* stride &+ (nextX >> 16))),
                                          rowBytes: rowBytes, across: across, down: down)
            if opaque {
                UnsafeMutableRawPointer(row + x).storeBytes(of: SIMD2(samples[0], samples[2]), as: SIMD2<UInt32>.self)
            } else {
                put(samples[0], at: x)
                put(samples[2], at: x &+ 1)
            }
            ux = nextX &+ dx
            uy = nextY &+ dy
            across &+= stepAcross
            down &+= stepDown
            x &+= 2
        }
        if x < end { put(bilinear(fx: ux &+ (65_536 << 16), fy: uy &+ (65_536 << 16)), at: x) }
    }
}
