extension CGContext {
    /// The current transformation matrix, mapping user space to device space. A new bitmap or
    /// recording context starts with the identity (Apple's bitmap contexts report the identity too;
    /// the flip to memory order is below device space).
    public var ctm: CGAffineTransform { gstate.drawing.ctm }

    /// The same as ``ctm``: user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { gstate.drawing.ctm }

    /// Moves the origin of user space by (`x`, `y`) user units.
    public func translateBy(x: CGFloat, y: CGFloat) {
        gstate.drawing.ctm = CGAffineTransform(translationX: x, y: y).concatenating(gstate.drawing.ctm)
    }

    /// Scales user space by `x` horizontally and `y` vertically.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        gstate.drawing.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(gstate.drawing.ctm)
    }

    /// Rotates user space by `angle` radians; positive angles turn counterclockwise in a y-up space.
    public func rotate(by angle: CGFloat) {
        gstate.drawing.ctm = CGAffineTransform(rotationAngle: angle).concatenating(gstate.drawing.ctm)
    }

    /// Transforms user space by `transform`: the new CTM is `transform` followed by the old CTM, so a
    /// point is first mapped by `transform`.
    public func concatenate(_ transform: CGAffineTransform) {
        gstate.drawing.ctm = transform.concatenating(gstate.drawing.ctm)
    }

    /// A user-space point in device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// A user-space size in device space (the linear part of the CTM applied to it as a vector).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

    /// The bounding box, in device space, of a user-space rectangle.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    /// A device-space point in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    /// A device-space size in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }

    /// The bounding box, in user space, of a device-space rectangle.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
