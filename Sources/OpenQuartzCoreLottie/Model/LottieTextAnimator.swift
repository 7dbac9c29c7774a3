import Foundation
import OpenQuartzCore

/// A text animator (an entry of `t.a`): a range selector choosing how much of its style each
/// character takes, and the style.
struct LottieTextAnimator: Sendable {
    var selector: LottieTextSelector
    var style: LottieTextStyle

    var keyframeFrames: [Double] {
        let s = selector, t = style
        let properties: [LottieProperty<[Double]>] = [
            s.start, s.end, s.offset, s.amount, s.smoothness, s.maxEase, s.minEase, t.position, t.scale, t.rotation,
            t.anchor, t.skew, t.skewAxis, t.rotationX, t.rotationY, t.fillHue, t.fillSaturation, t.fillBrightness,
            t.opacity, t.tracking, t.fillOpacity, t.strokeOpacity, t.strokeWidth ?? .constant([0]),
            t.fillColor ?? .constant([0]), t.strokeColor ?? .constant([0]),
        ]
        return properties.flatMap(\.keyframeFrames)
    }
}

/// A range selector (`s`), as After Effects defines it: start, end and offset (percent of the
/// units, or unit indices when `units` is 2), what a unit is (`b`: 1 characters, 2 characters
/// other than spaces, 3 words, 4 lines), the shape of the amount over the range (`sh`: 1 square,
/// 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth), the amount (percent), the square's
/// smoothness (percent), and high and low ease (`xe`, `ne`, percent).
struct LottieTextSelector: Sendable {
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    var units: Int
    var basedOn: Int
    var shape: Int
    var amount: LottieProperty<[Double]>
    var smoothness: LottieProperty<[Double]>
    var maxEase: LottieProperty<[Double]>
    var minEase: LottieProperty<[Double]>

    /// The selector's values at `frame`, from which each unit's factor follows.
    func range(at frame: Double) -> Range {
        func value(_ property: LottieProperty<[Double]>) -> Double { property.value(at: frame).first ?? 0 }
        let offset = value(offset)
        let high = min(max(value(maxEase), -100), 100), low = min(max(value(minEase), -100), 100)
        var ease: CubicTimingCurve?
        if high != 0 || low != 0 {
            ease = CubicTimingCurve(x1: low > 0 ? low / 100 : 0, y1: low < 0 ? -low / 100 : 0,
                                    x2: high > 0 ? 1 - high / 100 : 1, y2: high < 0 ? 1 + high / 100 : 1)
        }
        return Range(start: value(start) + offset, end: value(end) + offset, inPercent: units != 2, shape: shape,
                     smoothness: min(max(value(smoothness) / 100, 0), 1), ease: ease, amount: value(amount) / 100)
    }

    /// How much of the style unit `index` of `count` takes at `frame`, 0...1.
    func factor(index: Int, count: Int, at frame: Double) -> Double {
        range(at: frame).factor(index: index, count: count)
    }

    /// A selector at one frame.
    ///
    /// With start s and end e in units (offset added), unit i spans [i, i + 1): the square takes the
    /// part of it inside [s, e), sharpened by a smoothness under 100 % (`(f - (1 - m) / 2) / m`, a
    /// step at half coverage when m is 0); the ramps, triangle, round and smooth shapes are
    /// functions of the unit's centre i + ½ across [s, e], as lottie-web and ThorVG evaluate them.
    /// Ease reshapes the result with the cubic whose handles high and low ease set (ThorVG's
    /// construction), and the amount scales it.
    struct Range {
        var start: Double, end: Double
        var inPercent: Bool
        var shape: Int
        var smoothness: Double
        var ease: CubicTimingCurve?
        var amount: Double

        func factor(index: Int, count: Int) -> Double {
            var s = start, e = end
            if inPercent {
                let unit = Double(count) / 100
                s *= unit
                e *= unit
            }
            if s > e { swap(&s, &e) }
            let i = Double(index)
            var f: Double
            switch shape {
            case 2: f = e == s ? (i >= e ? 1 : 0) : (i + 0.5 - s) / (e - s)
            case 3: f = e == s ? (i >= e ? 0 : 1) : 1 - (i + 0.5 - s) / (e - s)
            case 4:
                f = e == s ? 0 : 2 * (i + 0.5 - s) / (e - s)
                if f > 1 { f = 2 - f }
            case 5:
                let half = (e - s) / 2
                let t = min(max(i + 0.5 - s, 0), e - s) - half
                f = half == 0 ? 0 : (1 - t * t / (half * half)).squareRoot()
            case 6:
                let x = min(max(i + 0.5 - s, 0), e - s)
                f = e == s ? 0 : 0.5 * (1 + cos(.pi * (1 + 2 * x / (e - s))))
            default:
                f = max(0, min(e, i + 1) - max(s, i))
                if smoothness < 1 {
                    f = smoothness == 0 ? (f >= 0.5 ? 1 : 0) : (f - (1 - smoothness) / 2) / smoothness
                }
            }
            f = min(max(f.isNaN ? 0 : f, 0), 1)
            if let ease { f = min(max(ease.value(at: f), 0), 1) }
            return f * amount
        }
    }
}

/// What an animator changes (`a`), each toward its value by the selector's factor: position (added,
/// points), anchor point (points, moving the glyph the other way before it is scaled, skewed and
/// turned), scale (percent), skew (degrees, along the skew axis, degrees), rotation (degrees; about
/// x and y too, drawn without perspective), opacity, fill and stroke opacity (percent), fill and
/// stroke colour, fill hue (degrees), saturation and brightness (percent, added), stroke width,
/// and tracking (thousandths of an em, added after the character, as the document's tracking is).
struct LottieTextStyle: Sendable {
    var position: LottieProperty<[Double]>
    var anchor: LottieProperty<[Double]>
    var scale: LottieProperty<[Double]>
    var skew: LottieProperty<[Double]>
    var skewAxis: LottieProperty<[Double]>
    var rotation: LottieProperty<[Double]>
    var opacity: LottieProperty<[Double]>
    var fillOpacity: LottieProperty<[Double]>
    var strokeOpacity: LottieProperty<[Double]>
    var tracking: LottieProperty<[Double]>
    var fillColor: LottieProperty<[Double]>?
    var strokeColor: LottieProperty<[Double]>?
    var strokeWidth: LottieProperty<[Double]>?
    var rotationX: LottieProperty<[Double]> = .constant([0])
    var rotationY: LottieProperty<[Double]> = .constant([0])
    var fillHue: LottieProperty<[Double]> = .constant([0])
    var fillSaturation: LottieProperty<[Double]> = .constant([0])
    var fillBrightness: LottieProperty<[Double]> = .constant([0])

    /// The style's values at one frame (opacities as fractions, tracking in thousandths of an em).
    struct Values {
        var position: CGPoint, anchor: CGPoint, scaleX: Double, scaleY: Double, rotation: Double
        /// Degrees.
        var skew: Double, skewAxis: Double
        var opacity: Double, fillOpacity: Double, strokeOpacity: Double, tracking: Double
        var fillColor: [Double]?, strokeColor: [Double]?, strokeWidth: Double?
        /// Degrees, percent and percent.
        var fillHue = 0.0, fillSaturation = 0.0, fillBrightness = 0.0
        /// Degrees.
        var rotationX = 0.0, rotationY = 0.0
    }

    func values(at frame: Double) -> Values {
        func value(_ property: LottieProperty<[Double]>, _ fallback: Double) -> Double { property.value(at: frame).first ?? fallback }
        let scale = self.scale.value(at: frame)
        return Values(position: LottieAnimator.point(position.value(at: frame)), anchor: LottieAnimator.point(anchor.value(at: frame)),
                      scaleX: (scale.first ?? 100) / 100,
                      scaleY: (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100, rotation: value(rotation, 0),
                      skew: value(skew, 0), skewAxis: value(skewAxis, 0),
                      opacity: value(opacity, 100) / 100, fillOpacity: value(fillOpacity, 100) / 100,
                      strokeOpacity: value(strokeOpacity, 100) / 100, tracking: value(tracking, 0),
                      fillColor: fillColor?.value(at: frame), strokeColor: strokeColor?.value(at: frame),
                      strokeWidth: strokeWidth?.value(at: frame).first, fillHue: value(fillHue, 0),
                      fillSaturation: value(fillSaturation, 0), fillBrightness: value(fillBrightness, 0),
                      rotationX: value(rotationX, 0), rotationY: value(rotationY, 0))
    }
}
