import Foundation

/// The layer's frame: read from, and written back into, `bounds`, `anchorPoint`, `position` and
/// `transform` (Apple: the frame "is a function of the bounds, anchorPoint and position properties",
/// and of the transform, which it documents for affine transforms only).
///
/// Reading: the bounds' size placed with its anchor point at the origin, transformed by the affine
/// part of `transform` (a, b, c, d, tx, ty; what `CATransform3DGetAffineTransform` keeps), moved to
/// `position`, and taken as a bounding box; the bounds' origin plays no part.
///
/// Writing takes the transform back out, so that the frame reads back as it was set wherever one
/// bounds size can give it:
/// - When the transform's linear part keeps the axes on the axes (scales and flips: b = c = 0; quarter
///   turns: a = d = 0) and is invertible, the bounds' size is the one whose transformed box has the
///   frame's size, and `position` is placed so that the box lands on the frame. Under a translation
///   of (10, 20), a frame of (10, 20, 100, 50) gives bounds (0, 0, 100, 50) and position (50, 25);
///   under a scale of (2, 4), bounds (0, 0, 50, 12.5) and position (60, 45) (measured on Apple:
///   GNUstep libs-quartzcore `Tests/quartzcore/CALayer/geometry.m`, PR #18).
/// - Under any other transform (a rotation by another angle, a shear), no bounds size need give the
///   frame, and Apple calls the frame undefined. OpenQuartzCore then takes the frame back through
///   the inverse of the linear part: the bounds' size is the size of the box of the frame so mapped
///   (the frame's own size when the linear part cannot be inverted), and `position` is the frame's
///   point at the anchor point less the translation, so the layer stays centred on the frame with a
///   centred anchor point. Such a frame does not read back as it was set.
/// The bounds' origin is kept; a frame with a negative size is standardised first (measured on
/// Apple, geometry.m).
extension LayerGeometry {
    /// The frame of a layer whose model is `state`.
    package static func frame(of state: LayerState) -> CGRect {
        let size = state.bounds.size, anchor = state.anchorPoint
        let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        return local.applying(CATransform3DGetAffineTransform(state.transform))
            .offsetBy(dx: state.position.x, dy: state.position.y)
    }

    /// The bounds size and position that give a layer whose model is `state` the frame `frame`
    /// (see the rules above).
    package static func placement(forFrame frame: CGRect, of state: LayerState) -> (size: CGSize, position: CGPoint) {
        let frame = frame.standardized
        let affine = CATransform3DGetAffineTransform(state.transform)
        let linear = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
        let anchor = state.anchorPoint
        if let size = axisPreservingSize(for: frame.size, under: linear) {
            let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
            let box = local.applying(linear)
            return (size, CGPoint(x: frame.minX - affine.tx - box.minX, y: frame.minY - affine.ty - box.minY))
        }
        let determinant = linear.a * linear.d - linear.b * linear.c
        let size = determinant == 0 ? frame.size : CGRect(origin: .zero, size: frame.size).applying(linear.inverted()).size
        let anchorInFrame = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        return (size, CGPoint(x: anchorInFrame.x - affine.tx, y: anchorInFrame.y - affine.ty))
    }

    /// The bounds size whose box under `linear` has the size `size`, when `linear` maps the axes
    /// onto the axes and is invertible; nil otherwise. A coefficient under 1e-12 of the largest one
    /// counts as zero, so that the quarter turns `CATransform3DMakeRotation` computes (whose cosine
    /// is not exactly 0) count as quarter turns.
    private static func axisPreservingSize(for size: CGSize, under linear: CGAffineTransform) -> CGSize? {
        let scale = max(abs(linear.a), abs(linear.b), abs(linear.c), abs(linear.d))
        func isZero(_ value: CGFloat) -> Bool { abs(value) <= scale * 1e-12 }
        guard scale > 0 else { return nil }
        if isZero(linear.b), isZero(linear.c), !isZero(linear.a), !isZero(linear.d) {
            return CGSize(width: size.width / abs(linear.a), height: size.height / abs(linear.d))
        }
        if isZero(linear.a), isZero(linear.d), !isZero(linear.b), !isZero(linear.c) {
            return CGSize(width: size.height / abs(linear.b), height: size.width / abs(linear.c))
        }
        return nil
    }
}
