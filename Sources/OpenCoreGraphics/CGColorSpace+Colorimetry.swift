// The colorimetry behind OpenCoreGraphics' colour spaces: transfer functions, the chromaticities of
// RGB primaries, and the RGB-to-XYZ matrices derived from them. Every space shares the D65 white
// point, so converting between them needs no chromatic adaptation.

/// How an encoded component relates to linear light, as a colour space's transfer function.
///
/// Every function is applied to the magnitude and given back the sign ("signed reflection"), the rule
/// Apple documents for its extended-range spaces (`extendedSRGB`, `extendedGray`). Clamping to
/// `[0, 1]` is the colour space's business, not the transfer function's.
enum ColorTransferFunction: Hashable, Sendable {
    /// The identity: components are linear light.
    case linear
    /// The piecewise sRGB function of IEC 61966-2-1: linear below a small threshold, a 2.4 power
    /// above it, with an overall behaviour close to gamma 2.2.
    case sRGB
    /// A pure power law: `linear = encoded ^ exponent`.
    case gamma(Double)

    /// The linear-light value of an encoded component.
    @inline(__always)
    func linearize(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let result: Double
        switch self {
        case .linear:
            return encoded
        case .sRGB:
            // ((m + 0.055) / 1.055)^2.4, written so that 1 decodes to exactly 1.
            result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude - 1) / 1.055 + 1, 2.4)
        case .gamma(let exponent):
            result = pow(magnitude, exponent)
        }
        return encoded < 0 ? -result : result
    }

    /// The encoded component of a linear-light value: the inverse of ``linearize(_:)``.
    @inline(__always)
    func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let result: Double
        switch self {
        case .linear:
            return linear
        case .sRGB:
            // 1.055 m^(1/2.4) - 0.055, written so that 1 encodes to exactly 1.
            result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * (pow(magnitude, 1 / 2.4) - 1) + 1
        case .gamma(let exponent):
            result = pow(magnitude, 1 / exponent)
        }
        return linear < 0 ? -result : result
    }
}

/// A 3 x 3 matrix acting on column vectors, for linear RGB and CIE XYZ.
struct ColorMatrix: Sendable {
    /// The three rows.
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// The matrix whose columns are `a`, `b` and `c`.
    init(columns a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>) {
        rows = (SIMD3(a.x, b.x, c.x), SIMD3(a.y, b.y, c.y), SIMD3(a.z, b.z, c.z))
    }

    /// The product of the matrix and the column vector `v`.
    @inline(__always)
    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }

    /// The inverse, by the adjugate over the determinant (the matrices here are well conditioned).
    var inverse: ColorMatrix {
        let (r0, r1, r2) = rows
        // M (r1 x r2) = (det, 0, 0), and likewise for the other pairs: the cross products of pairs
        // of rows, over the determinant, are the columns of the inverse.
        let c0 = cross(r1, r2), c1 = cross(r2, r0), c2 = cross(r0, r1)
        let determinant = (r0 * c0).sum()
        return ColorMatrix(columns: c0 / determinant, c1 / determinant, c2 / determinant)
    }

    private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}

/// The primaries of an RGB colour space, each with the D65 white point.
enum ColorPrimaries: Hashable, Sendable {
    /// ITU-R BT.709 primaries, shared by sRGB (IEC 61966-2-1).
    case sRGB
    /// DCI-P3 primaries, as Apple's Display P3 uses them with the D65 white point.
    case displayP3
    /// Adobe RGB (1998) primaries ("Adobe RGB (1998) Color Image Encoding", 2005).
    case adobeRGB1998

    /// The CIE 1931 xy chromaticity of the D65 white point, as IEC 61966-2-1 gives it.
    static let whiteChromaticity = SIMD2<Double>(0.3127, 0.3290)

    /// The CIE XYZ tristimulus values of the white point, normalised to luminance Y = 1.
    static let whiteXYZ = tristimulus(whiteChromaticity)

    /// The published xy chromaticities of the red, green and blue primaries.
    var chromaticities: (red: SIMD2<Double>, green: SIMD2<Double>, blue: SIMD2<Double>) {
        switch self {
        case .sRGB: (SIMD2(0.64, 0.33), SIMD2(0.30, 0.60), SIMD2(0.15, 0.06))
        case .displayP3: (SIMD2(0.680, 0.320), SIMD2(0.265, 0.690), SIMD2(0.150, 0.060))
        case .adobeRGB1998: (SIMD2(0.64, 0.33), SIMD2(0.21, 0.71), SIMD2(0.15, 0.06))
        }
    }

    /// The matrix from linear RGB in these primaries to CIE XYZ.
    var toXYZ: ColorMatrix {
        switch self {
        case .sRGB: Self.sRGBMatrices.toXYZ
        case .displayP3: Self.displayP3Matrices.toXYZ
        case .adobeRGB1998: Self.adobeRGBMatrices.toXYZ
        }
    }

    /// The matrix from CIE XYZ to linear RGB in these primaries.
    var fromXYZ: ColorMatrix {
        switch self {
        case .sRGB: Self.sRGBMatrices.fromXYZ
        case .displayP3: Self.displayP3Matrices.fromXYZ
        case .adobeRGB1998: Self.adobeRGBMatrices.fromXYZ
        }
    }

    /// The relative luminance (Y) of linear RGB in these primaries: the middle row of ``toXYZ``.
    var luminance: SIMD3<Double> { toXYZ.rows.1 }

    private static let sRGBMatrices = derive(.sRGB)
    private static let displayP3Matrices = derive(.displayP3)
    private static let adobeRGBMatrices = derive(.adobeRGB1998)

    /// XYZ with Y = 1 of the chromaticity `xy`.
    private static func tristimulus(_ xy: SIMD2<Double>) -> SIMD3<Double> {
        SIMD3(xy.x / xy.y, 1, (1 - xy.x - xy.y) / xy.y)
    }

    /// Derives the RGB-to-XYZ matrix from the chromaticities: the primaries' tristimulus values,
    /// each scaled so that RGB (1, 1, 1) maps to the white point (SMPTE RP 177's method).
    private static func derive(_ primaries: ColorPrimaries) -> (toXYZ: ColorMatrix, fromXYZ: ColorMatrix) {
        let (r, g, b) = primaries.chromaticities
        let unscaled = ColorMatrix(columns: tristimulus(r), tristimulus(g), tristimulus(b))
        let scale = unscaled.inverse.apply(whiteXYZ)
        let (xr, xg, xb) = (tristimulus(r) * scale.x, tristimulus(g) * scale.y, tristimulus(b) * scale.z)
        let toXYZ = ColorMatrix(columns: xr, xg, xb)
        return (toXYZ, toXYZ.inverse)
    }
}
