/// The `NSValue` box for ``CATransform3D`` that QuartzCore adds to Foundation, which animations use to
/// hold transforms in `fromValue`, `toValue` and `values`.
extension NSValue {
    /// Creates a value that boxes a 3D transform.
    ///
    /// Foundation on Linux cannot box an arbitrary structure, so the sixteen entries are stored, row
    /// by row, as an array of doubles (Objective-C type encoding `[16d]`, where Apple's reads
    /// `{CATransform3D=dddddddddddddddd}`); ``caTransform3DValue`` reads them back.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = (Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14),
                       Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24),
                       Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
                       Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
        self.init(bytes: &entries, objCType: NSValue.caTransform3DEncoding)
    }

    /// The boxed 3D transform, or ``CATransform3DIdentity`` if the value boxes something else.
    ///
    /// Apple does not document the result for a value of another kind; the identity is chosen as
    /// the neutral transform, as `cgAffineTransformValue` returns `.identity`.
    public var caTransform3DValue: CATransform3D {
        guard objCTypeString == NSValue.caTransform3DEncoding else { return CATransform3DIdentity }
        var e = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        getValue(&e)
        return CATransform3D(
            m11: CGFloat(e.0), m12: CGFloat(e.1), m13: CGFloat(e.2), m14: CGFloat(e.3),
            m21: CGFloat(e.4), m22: CGFloat(e.5), m23: CGFloat(e.6), m24: CGFloat(e.7),
            m31: CGFloat(e.8), m32: CGFloat(e.9), m33: CGFloat(e.10), m34: CGFloat(e.11),
            m41: CGFloat(e.12), m42: CGFloat(e.13), m43: CGFloat(e.14), m44: CGFloat(e.15))
    }

    /// The type encoding under which ``init(caTransform3D:)`` stores a transform.
    package static let caTransform3DEncoding = "[16d]"
}
