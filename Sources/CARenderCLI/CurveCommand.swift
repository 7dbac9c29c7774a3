import ArgumentParser
import Foundation

/// `ca-render curve`: plots or samples a timing function, an easing function or a spring.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Plot a timing function, an easing function or a spring, or print its samples.",
        discussion: """
            CURVE is a timing function's name (easeIn, easeOut, easeInEaseOut, linear, default, or \
            kCAMediaTimingFunctionEaseIn...), four control points c1x,c1y,c2x,c2y (1,0,0.75,1 is the \
            seeds' clock hand), penner:NAME (penner:bounceEaseOut), or a spring: \
            spring:mass=1,stiffness=100,damping=10,velocity=0 or spring:duration=0.5,bounce=0.3. \
            With -o the graph is written as PNG or SVG (by the extension); without, samples are printed \
            as "time progress" lines. A timing function's graph shows the four points of its cubic \
            Bézier, as the seeds' Figure 10.2 does: the end points, and the control points joined to \
            them by their handles.
            """
    )

    @Argument(help: "The curve to plot.")
    var curve: String

    @Option(name: .shortAndLong, help: "Write the graph to this .png or .svg file.")
    var output: String?

    @Option(help: "The graph's size in pixels, WIDTHxHEIGHT.")
    var size = PixelSize(width: 480, height: 480)

    @Option(help: "How many intervals to print when sampling.")
    var samples = 10

    @Flag(help: "Write each of a timing function's four points' coordinates beside it.")
    var labels = false

    func run() throws {
        let spec = try CurveSpec(parsing: curve)
        guard let output else {
            guard samples >= 1, samples <= 100_000 else { throw CLIError("--samples \(samples): expected 1 to 100000") }
            print(CurveSamples.text(spec, intervals: samples), terminator: "")
            return
        }
        let plot = CurvePlot(spec, width: size.width, height: size.height, labels: labels)
        let url = URL(fileURLWithPath: output)
        switch url.pathExtension.lowercased() {
        case "png": try plot.makeImage().writePNG(to: url)
        case "svg": try Data(plot.svg().utf8).write(to: url, options: .atomic)
        default: throw CLIError("\(output): the graph is written as .png or .svg")
        }
    }
}

/// Samples of a curve as text.
enum CurveSamples {
    /// `intervals + 1` lines "time progress", evenly spaced over the curve's domain, 4 decimals.
    static func text(_ spec: CurveSpec, intervals: Int) -> String {
        let span = spec.domain.upperBound - spec.domain.lowerBound
        return (0...intervals).map { i in
            let t = spec.domain.lowerBound + span * Double(i) / Double(intervals)
            return String(format: "%.4f %.4f\n", t, spec.evaluate(t))
        }.joined()
    }
}
