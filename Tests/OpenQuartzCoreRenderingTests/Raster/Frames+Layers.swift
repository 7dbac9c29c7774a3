#if !QUARTZCORE_COMPATIBILITY_TEST
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

extension Frames {
    /// A layer of `frame` filled with the sRGB colour `red`, `green`, `blue`, `alpha`: the roots,
    /// cards and squares the compositor tests build their scenes of.
    static func solid(_ frame: CGRect, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1,
                      cornerRadius: CGFloat = 0) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        layer.cornerRadius = cornerRadius
        return layer
    }

    /// Adds to `layer` a basic animation of `keyPath` from `from` to `to` over `duration` seconds,
    /// under the key path's name.
    static func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        layer.add(animation, forKey: keyPath)
    }
}
#endif
