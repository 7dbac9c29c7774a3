#if !QUARTZCORE_COMPATIBILITY_TEST
import Foundation
import Testing
import QuartzCoreTestSupport
@testable import OpenQuartzCoreRendering

/// One example of the seeds drawn as a golden-image scene: a layer tree with its animations, rendered
/// at 0, 25, 50, 75 and 100 % of the animation into `Goldens/<name>-000.png` ... `-100.png`.
///
/// Every frame is built afresh on a manual clock at 1000 s: `build` makes the layers (without
/// actions, as a listing's setup shows no animation), adds the animations and changes the model as
/// the listing does; the harness commits, advances the clock by the progress times `duration`, and
/// renders the committed tree at the clock's time. At 100 % the animations have ended (removed on
/// completion), so the last frame shows the model.
struct GoldenScene: Sendable {
    /// The file name stem, such as `bounce-keyframes`.
    let name: String
    /// The image width, in pixels.
    let width: Int
    /// The image height, in pixels.
    let height: Int
    /// The length of the animation in seconds: the frames are at fractions of it.
    let duration: CFTimeInterval
    /// Builds the scene; receives the frame's progress (0...1), which most scenes ignore.
    let build: @Sendable (_ progress: Double) -> CALayer

    /// The progress points rendered, in percent.
    static let percents = [0, 25, 50, 75, 100]

    /// The scene's root layer covering the image, with an opaque white background so that the
    /// PNGs look as the figures do. It is on display, as a figure's window is, so that the listings'
    /// property changes animate implicitly (Apple animates implicitly only layers on display:
    /// GNUstep libs-quartzcore PR #36).
    static func root(_ width: Int, _ height: Int) -> CALayer {
        let root = LayerTestHarness.onDisplay(RenderHarness.root(CGFloat(width), CGFloat(height)))
        root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        return root
    }

    /// The frame at `percent` % of the animation, rendered when the clock has advanced by
    /// `clockAdvance` seconds after the commit (by default `percent` % of ``duration``).
    func render(atPercent percent: Int, clockAdvance: CFTimeInterval? = nil) -> CairoImage {
        LayerTestHarness.withManualClock(at: 1000) { clock in
            let progress = Double(percent) / 100
            let root = build(progress)
            CATransaction.flush()
            clock.advance(by: clockAdvance ?? duration * progress)
            return RenderHarness.render(root, width: width, height: height, at: clock.currentTime)
        }
    }

    /// The golden file name of the frame at `percent` %, without the extension.
    func goldenName(atPercent percent: Int) -> String {
        name + "-" + String(format: "%03d", percent)
    }

    /// Compares every frame with its golden (or records them all), recording issues at the caller.
    func verify(sourceLocation: SourceLocation = #_sourceLocation) {
        for percent in Self.percents {
            GoldenHarness.verify(render(atPercent: percent), named: goldenName(atPercent: percent),
                                 sourceLocation: sourceLocation)
        }
        if GoldenHarness.isRecording {
            GoldenHarness.reportRecording(name, count: Self.percents.count, sourceLocation: sourceLocation)
        }
    }
}

/// The colours and shapes the scenes share, named as UIKit names its colours.
enum GoldenArt {
    /// UIColor.red.
    static let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    /// UIColor.green.
    static let green = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    /// UIColor.blue.
    static let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
    /// A dark grey for outlines.
    static let ink = CGColor(srgbRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    /// UIColor.clear.
    static let clear = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0)

    /// A ship drawn as an arrowhead filling a `size` x `size` square and pointing along +x, as the
    /// seeds' ship image points, so that `rotationMode = .rotateAuto` turns it along its path.
    static func shipPath(size: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: size, y: size / 2))
        path.addLine(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: size * 0.25, y: size / 2))
        path.addLine(to: CGPoint(x: 0, y: size))
        path.closeSubpath()
        return path
    }

    /// A shape layer drawing the ship in a `size` x `size` frame at `position`.
    static func shipLayer(size: CGFloat, position: CGPoint) -> CAShapeLayer {
        let ship = CAShapeLayer()
        ship.frame = CGRect(x: 0, y: 0, width: size, height: size)
        ship.position = position
        ship.path = shipPath(size: size)
        ship.fillColor = CGColor(srgbRed: 0.25, green: 0.3, blue: 0.45, alpha: 1)
        return ship
    }

    /// A `size` x `size` picture of four coloured quadrants (top-left, top-right, bottom-left,
    /// bottom-right, as sRGB triples), standing in for the listings' image files.
    static func quadrants(size: Int, _ colors: [(UInt8, UInt8, UInt8)]) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let (r, g, b) = colors[(y < size / 2 ? 0 : 2) + (x < size / 2 ? 0 : 1)]
                let index = (y * size + x) * 4
                (bytes[index], bytes[index + 1], bytes[index + 2]) = (r, g, b)
            }
        }
        return CGImage(width: size, height: size, premultipliedRGBA: bytes)!
    }
}
#endif
