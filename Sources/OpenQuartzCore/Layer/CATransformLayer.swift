/// A layer whose sublayers share one 3D space: it is not flattened into a plane, so its sublayers
/// keep their depth and are drawn back to front by depth. It draws nothing of its own (no background,
/// border, contents, mask or shadow); its opacity applies to each sublayer separately, as Apple's
/// CATransformLayer documentation describes.
open class CATransformLayer: CALayer {
    package override class var layerKinds: LayerKinds { [.base, .transform] }
}
