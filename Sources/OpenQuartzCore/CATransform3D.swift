/// The standard transform matrix used throughout Core Animation, as QuartzCore defines it.
///
/// A 4 x 4 homogeneous matrix that rotates, scales, translates, skews and projects a layer's content.
/// It transforms row vectors, as Apple's `CATransform3D.h` lays it out: a point (x, y, z) maps to
/// `(x, y, z, 1) * M`, so
/// - the translation sits in the last row (`m41`, `m42`, `m43`);
/// - a rotation about the z axis by `a` has `m11 = cos a`, `m12 = sin a`, `m21 = -sin a`,
///   `m22 = cos a`;
/// - `m34 = -1 / d` gives a perspective projection seen from distance `d` along z;
/// - the product `a * b` applies `a` first, then `b` (see ``CATransform3DConcat(_:_:)``).
///
/// Build transforms with ``CATransform3DIdentity`` and the `CATransform3D...` functions. Two
/// transforms are equal when their sixteen entries are exactly equal, as
/// ``CATransform3DEqualToTransform(_:_:)`` decides (Apple's Swift overlay makes `==` call it).
public struct CATransform3D: Sendable, Hashable {
    /// The entry at row 1, column 1.
    public var m11: CGFloat
    /// The entry at row 1, column 2.
    public var m12: CGFloat
    /// The entry at row 1, column 3.
    public var m13: CGFloat
    /// The entry at row 1, column 4.
    public var m14: CGFloat
    /// The entry at row 2, column 1.
    public var m21: CGFloat
    /// The entry at row 2, column 2.
    public var m22: CGFloat
    /// The entry at row 2, column 3.
    public var m23: CGFloat
    /// The entry at row 2, column 4.
    public var m24: CGFloat
    /// The entry at row 3, column 1.
    public var m31: CGFloat
    /// The entry at row 3, column 2.
    public var m32: CGFloat
    /// The entry at row 3, column 3.
    public var m33: CGFloat
    /// The entry at row 3, column 4: `-1 / d` for a perspective seen from distance `d`.
    public var m34: CGFloat
    /// The entry at row 4, column 1: the x translation.
    public var m41: CGFloat
    /// The entry at row 4, column 2: the y translation.
    public var m42: CGFloat
    /// The entry at row 4, column 3: the z translation.
    public var m43: CGFloat
    /// The entry at row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform whose sixteen entries are all zero, as the imported C structure's
    /// initializer does.
    ///
    /// This is not the identity: use ``CATransform3DIdentity`` for that.
    @inlinable
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}
