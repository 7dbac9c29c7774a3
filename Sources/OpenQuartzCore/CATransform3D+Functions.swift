// Apple's global CATransform3D functions that build, compare and convert transforms, with the
// signatures of QuartzCore's Swift interface (those that combine transforms are in
// CATransform3D+Concatenation.swift). The matrix each one builds is the one `CATransform3D.h`
// states in its comments, in the row-vector convention described on `CATransform3D`.

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns true if `t` is exactly the identity transform.
@inlinable
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns true if `a` is exactly equal to `b`, entry by entry.
///
/// Entries compare as floating-point numbers: `0` equals `-0`, and a transform containing NaN is not
/// equal to itself.
@inlinable
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`: `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
@inlinable
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: tx, m42: ty, m43: tz, m44: 1)
}

/// Returns a transform that scales by `(sx, sy, sz)`: `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
@inlinable
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(m11: sx, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: sy, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: sz, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// The axis is normalised first, so only its direction matters. As Apple documents, if the vector
/// has length zero the identity is returned. The rotation is right-handed: about z it has
/// `m11 = cos angle`, `m12 = sin angle`, `m21 = -sin angle`, `m22 = cos angle`, turning the x axis
/// towards the y axis; about x it turns y towards z, about y it turns z towards x.
@inlinable
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns a transform with the same effect as the affine transform `m`:
/// `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]`.
@inlinable
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns true if `t` can be exactly represented by an affine transform: its entries outside
/// `m11, m12, m21, m22, m41, m42` are exactly those of the identity.
///
/// Apple does not list the entries it checks; this is the strict reading of "exactly represented",
/// under which `CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t))` gives `t` back.
/// A z scale or z translation therefore makes a transform non-affine, although it leaves a flat
/// layer's image unchanged.
@inlinable
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine transform represented by `t`: `(a, b, c, d, tx, ty) = (m11, m12, m21, m22,
/// m41, m42)`.
///
/// Apple leaves the result undefined when `t` is not affine (see ``CATransform3DIsAffine(_:)``);
/// here the other entries are then ignored.
@inlinable
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
