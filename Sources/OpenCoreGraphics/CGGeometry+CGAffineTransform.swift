extension CGPoint {
    /// The point transformed by `t`: (a x + c y + tx, b x + d y + ty).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` as a vector, without the translation: (a w + c h, b w + d h).
    ///
    /// The result may have negative components (a rotation by a half turn negates both), as Apple's.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of the rectangle.
    ///
    /// As Apple documents for `CGRectApplyAffineTransform`, affine transforms do not preserve
    /// rectangles in general, so the result bounds the transformed corners. The null rectangle and
    /// the infinite rectangle are returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let r = standardized
        let corners = (
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t))
        let minX = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let maxX = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let minY = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let maxY = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension NSValue {
    /// Creates a value that boxes an affine transform.
    ///
    /// Foundation on Linux cannot box an arbitrary structure, so the transform is stored as an array
    /// of six doubles (Objective-C type encoding `[6d]`, where Apple's reads
    /// `{CGAffineTransform=dddddd}`); ``cgAffineTransformValue`` reads it back.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var entries = (Double(transform.a), Double(transform.b), Double(transform.c),
                       Double(transform.d), Double(transform.tx), Double(transform.ty))
        self.init(bytes: &entries, objCType: NSValue.cgAffineTransformEncoding)
    }

    /// The boxed affine transform, or `.identity` if the value boxes something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard objCTypeString == NSValue.cgAffineTransformEncoding else { return .identity }
        var entries = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        getValue(&entries)
        return CGAffineTransform(entries.0, entries.1, entries.2, entries.3, entries.4, entries.5)
    }

    /// The type encoding under which ``init(cgAffineTransform:)`` stores a transform.
    package static let cgAffineTransformEncoding = "[6d]"
}
