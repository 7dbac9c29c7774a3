import CARenderExport
import Testing

/// The encoders' per-pixel arithmetic, over every premultiplied pixel value (colour at most alpha),
/// against the formulas of ``FrameConverter``'s documentation computed here with plain division.
@Suite struct PixelStraightenerTests {
    @Test(arguments: [nil, CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1), CGColor(srgbRed: 1, green: 0.25, blue: 0, alpha: 0.5)])
    func matchesTheFormulasForEveryPixel(background: CGColor?) {
        let straightener = PixelStraightener(background: background)
        // The background premultiplied, 0 to 255: white (255, 255, 255, 255); the half-transparent
        // orange 1 × 0.5 × 255 = 127.5 → 128, 0.25 × 0.5 × 255 = 31.9 → 32, 0, and alpha 128.
        let under: [Int] = switch background {
        case nil: [0, 0, 0, 0]
        case let colour? where colour.alpha == 1: [255, 255, 255, 255]
        default: [128, 32, 0, 128]
        }
        var mismatches = 0
        for alpha in 0...255 {
            for colour in 0...alpha {
                let pixel = UInt32(colour) | UInt32(colour / 2) << 8 | UInt32(alpha - colour) << 16 | UInt32(alpha) << 24
                let source = [colour, colour / 2, alpha - colour, alpha]
                let over = zip(source, under).map { $0 + ($1 * (255 - alpha) + 127) / 255 }
                let expected = over[3] == 0 ? [0, 0, 0, 0]
                    : over[0..<3].map { min(255, ($0 * 255 + over[3] / 2) / over[3]) } + [over[3]]
                let result = straightener.straight(pixel)
                let actual = (0..<4).map { Int((result >> (8 * UInt32($0))) & 0xFF) }
                if actual != expected { mismatches += 1 }
                if straightener.compositedAlpha(pixel) != over[3] { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(straightener.backgroundIsOpaque == (under[3] == 255))
    }
}
