import Foundation

/// The colours of animated glyphs: an animator's fill or stroke colour mixed in by its factor, and
/// its fill hue, saturation and brightness (`fh` degrees, `fs` and `fb` percent) added to the fill
/// in HSV, each times the factor, as lottie-web's `addHueToRGB`, `addSaturationToRGB` and
/// `addBrightnessToRGB` add them: the hue turned and wrapped into one turn, saturation and
/// brightness limited to 0...1. lottie-web reads no stroke hue, saturation or brightness, and
/// neither do we (they are reported).
extension LottieTextFrames {
    /// A colour's components in 0...1 (the reader divides an old file's 0...255), past 1 or below 0
    /// where an easing overshoots.
    struct RGB: Equatable {
        var r = 0.0, g = 0.0, b = 0.0, a = 1.0

        init(_ vector: [Double]?) {
            guard let vector else { return }
            (r, g, b) = (vector.first ?? 0, vector.count > 1 ? vector[1] : 0, vector.count > 2 ? vector[2] : 0)
        }

        func mixed(with other: RGB, _ f: Double) -> RGB {
            var mix = self
            mix.r += f * (other.r - r)
            mix.g += f * (other.g - g)
            mix.b += f * (other.b - b)
            return mix
        }

        /// The colour with `hue` turns, `saturation` and `brightness` (fractions) added in HSV.
        func shifted(hue: Double, saturation: Double, brightness: Double) -> RGB {
            guard hue != 0 || saturation != 0 || brightness != 0 else { return self }
            func unit(_ value: Double) -> Double { Swift.min(Swift.max(value, 0), 1) }
            var (h, s, v) = Self.hsv(unit(r), unit(g), unit(b))
            h += hue
            h -= h.rounded(.down)
            s = Swift.min(Swift.max(s + saturation, 0), 1)
            v = Swift.min(Swift.max(v + brightness, 0), 1)
            let (red, green, blue) = Self.rgb(h, s, v)
            var shifted = self
            (shifted.r, shifted.g, shifted.b) = (red, green, blue)
            return shifted
        }

        /// Hue (turns, 0..<1), saturation and value of components in 0...1.
        static func hsv(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            let high = Swift.max(r, g, b), low = Swift.min(r, g, b), d = high - low
            let s = high > 0 ? d / high : 0
            guard d > 0 else { return (0, s, high) }
            var h: Double
            if high == r { h = (g - b) / d + (g < b ? 6 : 0) } else if high == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
            h /= 6
            return (h, s, high)
        }

        /// Components in 0...1 of a hue (turns), saturation and value.
        static func rgb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
            let sector = h * 6, i = sector.rounded(.down), f = sector - i
            let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
            switch Int(i) % 6 {
            case 0: return (v, t, p)
            case 1: return (q, v, p)
            case 2: return (p, v, t)
            case 3: return (p, q, v)
            case 4: return (t, p, v)
            default: return (v, p, q)
            }
        }
    }
}
