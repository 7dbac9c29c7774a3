/// The coverage of one device pixel: exact areas across straight edges, a one-pixel ramp across
/// rounded corners (see ``RoundedRectCoverage``).
extension RoundedRectCoverage {
    /// The coverage of pixel (`x`, `y`) as an 8-bit factor.
    @inline(__always)
    func coverage(x: Int, y: Int) -> UInt32 {
        let px = Double(x), py = Double(y)
        let u = ua * px + uc * py + ut, v = vb * px + vd * py + vt
        // Distances from the rectangle's centre lines: beyond `cornerU` and `cornerV` both, the
        // pixel is in a corner's square (never, for square corners: they are infinite then).
        let au = (u - halfWidth).magnitude, av = (v - halfHeight).magnitude
        if au > cornerU && av > cornerV {
            let bit = (u < halfWidth ? 0 : 1) + (v < halfHeight ? 0 : 2)
            if corners & (1 << UInt(bit)) != 0 { return cornerCoverage(au - cornerU, av - cornerV) }
        }
        // How far inside each pair of edges, in device pixels.
        let cover = ramp.coverage(inside: (SIMD2(halfWidth, halfHeight) - SIMD2(au, av)) * SIMD2(uScale, vScale))
        return PixelMath.factor(cover[0] * cover[1])
    }

    /// The coverage near a rounded corner, `cu` and `cv` local units from the arc's centre: a ramp
    /// over one pixel of the first-order distance to the ellipse the arc becomes on the device.
    @inline(__always)
    func cornerCoverage(_ cu: Double, _ cv: Double) -> UInt32 {
        if isUniform {
            let squared = cu * cu + cv * cv
            if squared <= innerCorner { return 255 }
            if squared >= outerCorner { return 0 }
            return PixelMath.factor(0.5 - (squared.squareRoot() - radius) * uScale)
        }
        let x = cu * inverseRadius, y = cv * inverseRadius
        let level = (x * x + y * y).squareRoot()
        // Gradient of the level function in device pixels: (x / a, y / b) / level with semi-axes
        // a = radius / uStep and b = radius / vStep in pixels.
        let gx = x * uStep * inverseRadius, gy = y * vStep * inverseRadius
        let distance = (level - 1) * level / (gx * gx + gy * gy).squareRoot()
        return PixelMath.factor(0.5 - distance)
    }
}
