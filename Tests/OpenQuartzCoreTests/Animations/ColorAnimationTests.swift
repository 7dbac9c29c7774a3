#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import OpenQuartzCore
import QuartzCoreTestSupport
import Testing

/// Colour animations of backgroundColor: within one colour space, from nil, and between colour
/// spaces. A colour is compared in sRGB, converted through CGColor's public conversion.
@Suite("Animations: colours")
struct ColorAnimationTests: AnimationSuite {
    private static let sRGB = CGColorSpace(name: CGColorSpace.sRGB)!

    /// Red, green, blue and alpha of `color` in sRGB.
    private func rgba(_ color: CGColor?) -> [Double]? {
        guard let converted = color?.converted(to: Self.sRGB, intent: .defaultIntent, options: nil),
              let components = converted.components else { return nil }
        return components.map { Double($0) }
    }

    /// The presented backgroundColor at `time` into a 1 second animation from `from` to `to`, on a
    /// layer whose model colour is `model`.
    private func presentedColor(model: CGColor?, from: CGColor?, to: CGColor?, at time: CFTimeInterval) -> CGColor? {
        withManualClock { clock in
            let layer = committedLayer()
            withoutActions { layer.backgroundColor = model }
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.duration = 1
            animation.fromValue = from
            animation.toValue = to
            addAndCommit(animation, to: layer)
            clock.advance(by: time)
            return layer.presentation()?.backgroundColor
        }
    }

    @Test func componentsInterpolateInOneColourSpace() {
        // Component by component: a quarter of the way from red to blue is (0.75, 0, 0.25, 1).
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        let color = rgba(presentedColor(model: nil, from: red, to: blue, at: 0.25))
        #expect(color.map { componentsApproximatelyEqual($0, [0.75, 0, 0.25, 1], absoluteTolerance: 1e-6) } == true,
                "\(String(describing: color))")
    }

    @Test func toOnlyStartsFromTheModelColour() {
        // The model colour (green) is the start: half way to blue is (0, 0.5, 0.5, 1).
        let green = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1), blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        let color = rgba(presentedColor(model: green, from: nil, to: blue, at: 0.5))
        #expect(color.map { componentsApproximatelyEqual($0, [0, 0.5, 0.5, 1], absoluteTolerance: 1e-6) } == true,
                "\(String(describing: color))")
    }

    @Test func fromNilFadesIn() {
        // A layer with no background colour shows nothing: from nil the colour fades in. Half way its
        // alpha is half, and it has no green or blue (whatever is done with the missing colour's RGB,
        // premultiplied or not, it holds none of them).
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let start = presentedColor(model: nil, from: nil, to: red, at: 0)
        #expect(start.map { $0.alpha.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6) } ?? true)
        let color = rgba(presentedColor(model: nil, from: nil, to: red, at: 0.5))
        #expect(color.map { $0[3].isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6) } == true,
                "\(String(describing: color))")
        #expect(color.map { componentsApproximatelyEqual([$0[1], $0[2]], [0, 0], absoluteTolerance: 1e-6) } == true)
        let end = rgba(presentedColor(model: nil, from: nil, to: red, at: 0.999_999))
        #expect(end.map { componentsApproximatelyEqual($0, [1, 0, 0, 1], absoluteTolerance: 1e-5) } == true)
    }

    @Test func betweenColourSpaces() {
        // White in a grey colour space to black in sRGB: half way is a neutral grey, opaque. In sRGB,
        // the space OpenQuartzCore interpolates in (Interpolatable+CGColor), it is (0.5, 0.5, 0.5, 1).
        let white = CGColor(gray: 1, alpha: 1), black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        let start = rgba(presentedColor(model: nil, from: white, to: black, at: 0))
        #expect(start.map { componentsApproximatelyEqual($0, [1, 1, 1, 1], absoluteTolerance: 1e-6) } == true)
        let half = rgba(presentedColor(model: nil, from: white, to: black, at: 0.5))
        #expect(half.map { componentsApproximatelyEqual($0, [0.5, 0.5, 0.5, 1], absoluteTolerance: 1e-6) } == true,
                "\(String(describing: half))")
    }
}
#endif
