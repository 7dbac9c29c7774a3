import Foundation
import Testing
import QuartzCoreTestSupport
@testable import CARenderCLI

/// `ca-render curve`'s curves: names, control points, easings and springs.
@Suite struct CurveSpecTests {
    @Test func namedTimingFunctionsAreApples() throws {
        // easeIn's control points are (0.42, 0) and (1, 1) (Apple's CAMediaTimingFunction documentation).
        let spec = try CurveSpec(parsing: "easeIn")
        // (Apple's control points are Floats: compare within Float precision.)
        #expect(spec.controlPoints?.0.isApproximatelyEqual(to: CGPoint(x: 0.42, y: 0), absoluteTolerance: 1e-6) == true)
        #expect(spec.controlPoints?.1 == CGPoint(x: 1, y: 1))
        let swift3 = try CurveSpec(parsing: "kCAMediaTimingFunctionEaseIn")
        #expect(swift3.controlPoints?.0.isApproximatelyEqual(to: CGPoint(x: 0.42, y: 0), absoluteTolerance: 1e-6) == true)
    }

    @Test func controlPointsMakeACubicBezier() throws {
        let spec = try CurveSpec(parsing: "1,0,0.75,1")
        #expect(spec.controlPoints?.0 == CGPoint(x: 1, y: 0))
        #expect(spec.evaluate(0) == 0 && spec.evaluate(1) == 1)
        // x(t) = 3(1-t)^2 t + 2.25(1-t)t^2 + t^3 and y(t) = 3(1-t)t^2 + t^3; at t = 0.5: x = 0.375 +
        // 0.28125 + 0.125 = 0.78125 and y = 0.375 + 0.125 = 0.5, so the curve passes through (0.78125, 0.5).
        #expect(spec.evaluate(0.78125).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    }

    @Test func pennerAndSpringCurves() throws {
        let bounce = try CurveSpec(parsing: "penner:bounceEaseOut")
        // AHEasing's bounceEaseOut below 4/11 is 121 p^2 / 16: at 0.25, 0.47265625.
        #expect(bounce.evaluate(0.25).isApproximatelyEqual(to: 0.47265625, absoluteTolerance: 1e-12))
        let spring = try CurveSpec(parsing: "spring:mass=1,stiffness=100,damping=20")
        // Critically damped (c = 2 sqrt(k m) = 20): x(t) = 1 - (1 + 10 t) e^(-10 t); at 0.1: 1 - 2/e.
        #expect(spring.evaluate(0.1).isApproximatelyEqual(to: 1 - 2 / M_E, absoluteTolerance: 1e-9))
        #expect(spring.domain.upperBound > 0.5)
    }

    @Test func badCurvesSayWhatIsAccepted() {
        #expect(throws: CLIError.self) { try CurveSpec(parsing: "wobble") }
        #expect(throws: CLIError.self) { try CurveSpec(parsing: "penner:wobble") }
        #expect(throws: CLIError.self) { try CurveSpec(parsing: "spring:mass=heavy") }
        #expect(throws: CLIError.self) { try CurveSpec(parsing: "spring:colour=1") }
        do {
            _ = try CurveSpec(parsing: "wobble")
        } catch let error as CLIError {
            #expect(error.message.contains("unknown curve 'wobble'"))
            #expect(error.message.contains("easeInEaseOut"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func samplesAreEvenlySpaced() throws {
        let text = CurveSamples.text(try CurveSpec(parsing: "linear"), intervals: 4)
        #expect(text == "0.0000 0.0000\n0.2500 0.2500\n0.5000 0.5000\n0.7500 0.7500\n1.0000 1.0000\n")
    }

    @Test func plotsArePNGAndSVG() throws {
        let plot = CurvePlot(try CurveSpec(parsing: "easeOut"), width: 120, height: 100)
        let image = plot.makeImage()
        #expect(image.width == 120 && image.height == 100)
        // The background is white and the curve blue somewhere on the middle column.
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        let column = (0..<100).map { image.pixel(x: 60, y: $0) }
        #expect(column.contains { $0.blue > 150 && $0.red < 100 })
        let svg = plot.svg()
        #expect(svg.hasPrefix("<svg") && svg.contains("<polyline") && svg.hasSuffix("</svg>\n"))
    }
}
