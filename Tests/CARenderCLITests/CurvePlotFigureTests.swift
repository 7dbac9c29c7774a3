import Foundation
import OpenQuartzCore
import Testing
import QuartzCoreTestSupport
@testable import CARenderCLI

/// `ca-render curve`'s graph of a timing function, drawn as the seeds' Figure 10.2 draws a cubic Bézier
/// easing function: the curve with its four points, the end points (0, 0) and (1, 1) and the two
/// control points, each control point joined to its end point by a handle. Expected positions come
/// from the plot's stated layout, computed here: a margin of 12 % of the smaller side around the unit
/// square, time to the right and progress up.
@Suite struct CurvePlotFigureTests {
    /// 300 x 300: the margin is 36 px, the unit square 228 px wide, from (36, 264) up to (264, 36).
    static func pixelPosition(_ t: Double, _ progress: Double) -> (Int, Int) {
        (Int((36 + t * 228).rounded(.down)), Int((300 - 36 - progress * 228).rounded(.down)))
    }

    static func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 180 && p.green < 110 && p.blue < 110
    }

    static func isDark(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red < 90 && p.green < 90 && p.blue < 90
    }

    static func isGrey(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 100 && p.red < 235 && abs(Int(p.red) - Int(p.blue)) < 12 && abs(Int(p.red) - Int(p.green)) < 12
    }

    @Test func aTimingFunctionShowsItsFourPointsAndHandles() throws {
        // Figure 10.2's kind of curve: fast, slow, then fast again, with controls (0.2, 0.8) and (0.8, 0.2).
        let image = CurvePlot(try CurveSpec(parsing: "0.2,0.8,0.8,0.2"), width: 300, height: 300).makeImage()
        // The control points are red rings of radius 4 (stroke 3): 4 px right of each centre is on the ring.
        for (cx, cy) in [(0.2, 0.8), (0.8, 0.2)] {
            let (x, y) = Self.pixelPosition(cx, cy)
            #expect(Self.isRed(image.pixel(x: x + 4, y: y)), "control point (\(cx), \(cy))")
            #expect(Self.isRed(image.pixel(x: x - 4, y: y)), "control point (\(cx), \(cy))")
        }
        // The end points are filled dark dots.
        for (t, progress) in [(0.0, 0.0), (1.0, 1.0)] {
            let (x, y) = Self.pixelPosition(t, progress)
            #expect(Self.isDark(image.pixel(x: x, y: y)), "end point (\(t), \(progress))")
        }
        // The handles are grey dashes (4 on, 3 off) from each end point to its control point: some of
        // the points between 20 % and 80 % of the way along each are grey.
        for ((ax, ay), (bx, by)) in [((0.0, 0.0), (0.2, 0.8)), ((1.0, 1.0), (0.8, 0.2))] {
            let grey = stride(from: 0.2, through: 0.8, by: 0.02).filter { f in
                let (x, y) = Self.pixelPosition(ax + (bx - ax) * f, ay + (by - ay) * f)
                return Self.isGrey(image.pixel(x: x, y: y))
            }
            #expect(grey.count >= 8, "handle from (\(ax), \(ay))")
        }
        // The curve passes through (0.5, 0.5) by symmetry (x(1/2) = 3/8 (0.2 + 0.8) + 1/8 = 1/2, and y likewise).
        let (mx, my) = Self.pixelPosition(0.5, 0.5)
        let middle = image.pixel(x: mx, y: my)
        #expect(middle.blue > 150 && middle.red < 100, "the curve")
    }

    @Test func anEasingFunctionHasNoControlPoints() throws {
        // A bounce is not a cubic Bézier: no control points, handles or end-point dots, nothing red.
        let plot = CurvePlot(try CurveSpec(parsing: "penner:bounceEaseOut"), width: 120, height: 120)
        #expect(plot.handles.isEmpty && plot.endPoints.isEmpty)
        let image = plot.makeImage()
        let red = (0..<120).flatMap { y in (0..<120).map { x in image.pixel(x: x, y: y) } }.filter(Self.isRed)
        #expect(red.isEmpty)
    }

    @Test func labelsGiveEachPointsCoordinates() throws {
        // easeInEaseOut's control points are (0.42, 0) and (0.58, 1) (Apple's CAMediaTimingFunction
        // documentation); the labels read as written although the points are stored as Floats.
        let spec = try CurveSpec(parsing: "easeInEaseOut")
        // (Built in a transaction committed at once: layers made in the thread's implicit transaction
        // would leave it open, and the next test on this thread would draw nothing.)
        func strings(_ plot: CurvePlot) -> [String] {
            LayerTestHarness.withCleanTransaction {
                (plot.makeLayer().sublayers ?? []).compactMap { ($0 as? CATextLayer)?.string as? String }
            }
        }
        #expect(strings(CurvePlot(spec, labels: true)) == ["(0, 0)", "(0.42, 0)", "(0.58, 1)", "(1, 1)", "easeInEaseOut"])
        #expect(strings(CurvePlot(spec)) == ["easeInEaseOut"], "only the title without --labels")
        let svg = CurvePlot(spec, labels: true).svg()
        for label in ["(0, 0)", "(0.42, 0)", "(0.58, 1)", "(1, 1)"] { #expect(svg.contains(">\(label)</text>"), "\(label)") }
        #expect(svg.components(separatedBy: "fill=\"#1a1a1a\"").count - 1 == 2, "two end-point dots")
    }

    @Test func galleryFigure10_2GoesFastSlowFast() throws {
        // The chapter on its Figure 10.2: "it goes quickly at first, then slows down, then speeds up at
        // the end": steeper than the diagonal over the first and last tenths, shallower in the middle.
        let figure = try #require(GalleryCommand.figures.first { $0.name == "figure-10.2-cubic-bezier" })
        #expect(figure.labels)
        let spec = try CurveSpec(parsing: figure.curve)
        #expect(spec.controlPoints != nil, "a cubic Bézier timing function")
        #expect(spec.evaluate(0.1) > 0.1 * 1.5)
        #expect(spec.evaluate(0.6) - spec.evaluate(0.4) < 0.2 * 0.5)
        #expect(1 - spec.evaluate(0.9) > 0.1 * 1.5)
    }
}
