/// Wide Gaussian blurs drawn at a fraction of the resolution: the pixels are averaged over blocks
/// of k × k, the reduced plane blurred (three box blurs per direction, as ``ShadowBlur`` blurs at
/// full resolution), and the result brought back by linear interpolation between the reduced pixels' centres. Only
/// the averaging (one read of each pixel) and the interpolation (one write) run at full
/// resolution; the blur costs in proportion to the reduced area.
///
/// The three steps each spread the picture; their variances add up to the Gaussian's: averaging k
/// pixels adds (k² − 1) / 12, interpolating linearly between samples k apart adds k² / 6 (the
/// triangle of half-width k it convolves with), and the reduced blur's standard deviation is chosen
/// for the rest. Interpolating an edge blurred by σ between samples k apart errs by at most
/// k² / 8 times its second derivative, which is at most 0.242 / σ² of the edge's height: 0.5 of a
/// level of 255 where σ ≥ 4k, 1.9 levels where σ ≥ 2k. So the reduction by 2 starts at σ = 4, and
/// those by 4 and 8 at σ = 4k; the disc of the tests stays within the error of the boxes'
/// approximation of the Gaussian at full resolution. Skia's GPU blur reduces wide blurs the same way (`SkGpuBlurUtils`
/// halves the picture until its sigma is at most `MAX_BLUR_SIGMA`, 4 pixels).
extension ShadowBlur {
    /// The factor a blur of standard deviation `sigma` (pixels) is drawn reduced by along each
    /// direction it blurs: 2 from 4 pixels (leaving at least 2 reduced pixels of standard
    /// deviation), 4 from 16 and 8 from 32 (at least 4), or 1 (full resolution) under 4 pixels.
    static func reduction(sigma: Double) -> Int {
        sigma >= 32 ? 8 : sigma >= 16 ? 4 : sigma >= 4 ? 2 : 1
    }

    /// How much farther than the full-resolution boxes a blur of `sigma` drawn reduced spreads, in
    /// pixels: a block averaged, a block's worth of rounding up in the reduced boxes, and the
    /// interpolation between blocks, 3 × the factor (0 at full resolution). Offscreen pictures are
    /// grown by it, so that what a pixel shows never depends on how far the picture reaches (the
    /// clip, a band of rows): beyond it every reduced value is exactly 0.
    static func reducedReach(sigma: Double) -> Int {
        let factor = reduction(sigma: sigma)
        return factor > 1 ? 3 * factor : 0
    }

    /// The standard deviation, in reduced pixels, of the blur drawn at 1 / `factor` of the
    /// resolution so that averaging, blur and interpolation together have the variance of a
    /// Gaussian of standard deviation `sigma` (full-resolution pixels).
    static func reducedSigma(_ sigma: Double, factor: Int) -> Double {
        let k2 = Double(factor * factor)
        return max((sigma * sigma - (k2 - 1) / 12 - k2 / 6) / k2, 0).squareRoot()
    }

    /// Blurs the premultiplied ARGB32 pixels of the box `box` (x, y, width, height within the
    /// rows of `stride` pixels at `pixels`) in place, across, down or both, at 1 / `factor` of the
    /// resolution; beyond the box counts as transparent. Each colour component is kept within the
    /// blurred alpha. `origin` is where the image's first pixel is on the device: the blocks are
    /// device pixels whose coordinates are multiples of the factor, wherever the image starts.
    static func blurReduced(premultiplied pixels: UnsafeMutablePointer<UInt32>, stride: Int, box: PixelBox, sigma: Double,
                            factor: Int, across: Bool, down: Bool, origin: (x: Int, y: Int) = (0, 0)) {
        let grid = ReducedGrid(box: box, factor: factor, across: across, down: down, origin: origin)
        var low = [SIMD4<Float>](repeating: .zero, count: grid.count)
        low.withUnsafeMutableBufferPointer { reduced in
            let l = reduced.baseAddress!
            for y in 0..<box.height {
                let row = pixels + (box.y + y) * stride + box.x, target = l + ((y + grid.phaseY) >> grid.shiftY) * grid.width
                for x in 0..<box.width {
                    let p = row[x]
                    target[(x + grid.phaseX) >> grid.shiftX] += SIMD4(Float(p >> 24), Float((p >> 16) & 0xff), Float((p >> 8) & 0xff), Float(p & 0xff))
                }
            }
            grid.blur(UnsafeMutableRawPointer(l).assumingMemoryBound(to: Float.self), channels: 4, sigma: sigma)
            grid.expand(l, box: box, rows: { pixels + ($0 + box.y) * stride + box.x }) { v in
                // Rounded (+ ½ and truncated, clamped first), each colour component kept within alpha.
                func byte(_ value: Float) -> UInt32 { UInt32(min(max(value, 0), 255) + 0.5) }
                let alpha = byte(v.x)
                return alpha << 24 | min(byte(v.y), alpha) << 16 | min(byte(v.z), alpha) << 8 | min(byte(v.w), alpha)
            }
        }
    }

    /// Writes into the A8 rows at `output` (`outputStride` bytes apart), over the box `box`, the
    /// alpha of the ARGB32 rows at `input` (`stride` bytes apart) blurred at 1 / `factor` of the
    /// resolution in both directions; beyond the box counts as transparent. `origin` places the
    /// blocks as for the premultiplied blur.
    static func blurReduced(alphaOf input: UnsafeRawPointer, stride: Int, into output: UnsafeMutablePointer<UInt8>,
                            outputStride: Int, box: PixelBox, sigma: Double, factor: Int, origin: (x: Int, y: Int) = (0, 0)) {
        let grid = ReducedGrid(box: box, factor: factor, across: true, down: true, origin: origin)
        var low = [Float](repeating: 0, count: grid.count)
        low.withUnsafeMutableBufferPointer { reduced in
            let l = reduced.baseAddress!
            for y in 0..<box.height {
                let row = input.advanced(by: (box.y + y) * stride).assumingMemoryBound(to: UInt32.self) + box.x
                let target = l + ((y + grid.phaseY) >> grid.shiftY) * grid.width
                for x in 0..<box.width { target[(x + grid.phaseX) >> grid.shiftX] += Float(row[x] >> 24) }
            }
            grid.blur(l, channels: 1, sigma: sigma)
            grid.expand(l, box: box, rows: { output + ($0 + box.y) * outputStride + box.x }) { UInt8(min(max($0, 0), 255) + 0.5) }
        }
    }
}

/// A box of pixels: its top left corner and size.
struct PixelBox: Equatable {
    var x: Int, y: Int, width: Int, height: Int
}

/// The reduced plane of a box blurred at 1 / factor of the resolution: its size, how a full
/// resolution pixel maps onto it (the block it is averaged into; the two reduced pixels it is
/// interpolated between), and the blur of the plane itself.
struct ReducedGrid {
    /// The factors along x and y as shifts (a direction that is not blurred is not reduced).
    let shiftX: Int, shiftY: Int
    /// Where the box's first column and row fall in their blocks: the blocks start at device
    /// coordinates that are multiples of the factor.
    let phaseX: Int, phaseY: Int
    /// The reduced plane's size, in reduced pixels; ``count`` of them in all.
    let width: Int, height: Int
    let across: Bool, down: Bool
    /// Per full-resolution column: the reduced columns it lies between and its weight towards the
    /// second.
    let left: [Int32], right: [Int32], weight: [Float]
    let factor: Int

    var count: Int { width * height }

    /// The grid of `box` in an image whose first pixel is at `origin` on the device.
    init(box: PixelBox, factor: Int, across: Bool, down: Bool, origin: (x: Int, y: Int) = (0, 0)) {
        let shift = factor.trailingZeroBitCount
        shiftX = across ? shift : 0
        shiftY = down ? shift : 0
        // The device coordinate modulo the block's size, whatever its sign.
        phaseX = (origin.x + box.x) & ((1 << shiftX) - 1)
        phaseY = (origin.y + box.y) & ((1 << shiftY) - 1)
        width = (box.width + phaseX + (1 << shiftX) - 1) >> shiftX
        height = (box.height + phaseY + (1 << shiftY) - 1) >> shiftY
        self.across = across
        self.down = down
        self.factor = factor
        var left = [Int32](), right = [Int32](), weight = [Float]()
        left.reserveCapacity(box.width)
        right.reserveCapacity(box.width)
        weight.reserveCapacity(box.width)
        for x in 0..<box.width {
            let (first, second, s) = Self.place(x + phaseX, shift: shiftX, count: width)
            left.append(Int32(first))
            right.append(Int32(second))
            weight.append(s)
        }
        (self.left, self.right, self.weight) = (left, right, weight)
    }

    /// Calls `body` with the columns' tables (``left``, ``right``, ``weight``) in memory.
    @inline(__always)
    func columns(_ body: (UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Float>) -> Void) {
        left.withUnsafeBufferPointer { l in
            right.withUnsafeBufferPointer { r in weight.withUnsafeBufferPointer { w in body(l.baseAddress!, r.baseAddress!, w.baseAddress!) } }
        }
    }

    /// The reduced plane `plane` brought back to the full-resolution box: each pixel of row y of the
    /// box (`rows(y)`, the row's first pixel) set to `convert` of the bilinear interpolation of the
    /// four reduced pixels around it, worked out in two steps (the two reduced rows around the row
    /// blended once for the whole row, then the two columns around each pixel).
    @inline(__always)
    func expand<Texel: BlurTexel, Output>(_ plane: UnsafePointer<Texel>, box: PixelBox, rows: (Int) -> UnsafeMutablePointer<Output>,
                                          convert: (Texel) -> Output) {
        var line = [Texel](repeating: .zero, count: width)
        line.withUnsafeMutableBufferPointer { scratch in
            let between = scratch.baseAddress!
            columns { left, right, weight in
                for y in 0..<box.height {
                    let (upper, lower, t) = Self.place(y + phaseY, shift: shiftY, count: height)
                    let above = plane + upper * width, below = plane + lower * width
                    for i in 0..<width { between[i] = above[i].blended(to: below[i], t) }
                    let out = rows(y)
                    for x in 0..<box.width { out[x] = convert(between[Int(left[x])].blended(to: between[Int(right[x])], weight[x])) }
                }
            }
        }
    }

    /// Where pixel `at` falls between the reduced pixels, each standing at the centre of the block
    /// of 2^shift pixels it averages; along the edges the nearest reduced pixel is held.
    static func place(_ at: Int, shift: Int, count: Int) -> (Int, Int, Float) {
        let k = Float(1 << shift)
        let position = (Float(at) - (k - 1) / 2) / k
        let below = position.rounded(.down)
        let first = Int(below)
        return (min(max(first, 0), count - 1), min(max(first + 1, 0), count - 1), position - below)
    }

    /// Turns the reduced plane's sums of blocks into means (blocks cut by the box's edges hold
    /// zeros beyond it) and blurs it by the reduced Gaussian.
    func blur(_ plane: UnsafeMutablePointer<Float>, channels: Int, sigma: Double) {
        let mean = 1 / Float(1 << (shiftX + shiftY))
        for i in 0..<(channels * count) { plane[i] *= mean }
        let boxes = ShadowBlur.boxWidths(sigma: ShadowBlur.reducedSigma(sigma, factor: factor)).filter { $0 > 1 }
        ShadowBlur.blur(plane, width: width, height: height, channels: channels, boxes: boxes, across: across, down: down)
    }
}

/// What a reduced plane holds per pixel: one float (alpha) or four (premultiplied A, R, G, B).
protocol BlurTexel {
    static var zero: Self { get }
    /// The value `t` of the way to `other`.
    func blended(to other: Self, _ t: Float) -> Self
}

extension Float: BlurTexel {
    @inline(__always) func blended(to other: Float, _ t: Float) -> Float { self + (other - self) * t }
}

extension SIMD4<Float>: BlurTexel {
    @inline(__always) func blended(to other: SIMD4<Float>, _ t: Float) -> SIMD4<Float> { self + (other - self) * t }
}
