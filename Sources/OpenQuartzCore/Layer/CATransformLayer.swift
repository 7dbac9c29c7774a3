/// A layer whose sublayers share one 3D space: it is not flattened into a plane, so its sublayers
/// keep their depth and intersect as 3D objects would. It draws nothing of its own (no background,
/// border or contents); the renderer composes its sublayers in 3D.
open class CATransformLayer: CALayer {}
