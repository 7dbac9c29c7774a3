import ArgumentParser
import Testing
@testable import CARenderCLI

/// The help of every command, word for word: it is the tool's interface, written for its users, so a
/// change to it is a change of the specification and must be made here as well.
@Suite struct HelpTextTests {
    /// The help at 100 columns, without the blank line some commands end with.
    func help(_ command: any ParsableCommand.Type) -> String {
        var text = CARender.helpMessage(for: command, columns: 100)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test func rootHelp() {
        #expect(help(CARender.self) == """
            OVERVIEW: Render Core Animation scenes to PNG, GIF, MP4, WebM and APNG.

            USAGE: ca-render <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              render                  Render a scene to a PNG sequence, a GIF, an MP4, a WebM or an APNG.
              play                    Play a scene in a window, live, driven by the display.
              join                    Join the parts of a render split with --shard into one output.
              info                    Print a scene's size, duration, frame count, layers and animations.
              validate                Check a scene and print every problem, each with its file, line, column
                                      and key path.
              curve                   Plot a timing function, an easing function or a spring, or print its
                                      samples.
              gallery                 Render every example scene and the seeds' curve figures into a directory.

              See 'ca-render help <subcommand>' for detailed help.
            """)
    }

    @Test func infoHelp() {
        #expect(help(InfoCommand.self) == """
            OVERVIEW: Print a scene's size, duration, frame count, layers and animations.

            USAGE: ca-render info <scene>

            ARGUMENTS:
              <scene>                 The scene file (JSON or YAML) or Lottie file (JSON or .lottie), or - for
                                      standard input.

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }

    @Test func validateHelp() {
        #expect(help(ValidateCommand.self) == """
            OVERVIEW: Check a scene and print every problem, each with its file, line, column and key path.

            USAGE: ca-render validate <scene>

            ARGUMENTS:
              <scene>                 The scene file (JSON or YAML) or Lottie file (JSON or .lottie), or - for
                                      standard input.

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }

    @Test func curveHelp() {
        #expect(help(CurveCommand.self) == """
            OVERVIEW: Plot a timing function, an easing function or a spring, or print its samples.

            CURVE is a timing function's name (easeIn, easeOut, easeInEaseOut, linear, default, or
            kCAMediaTimingFunctionEaseIn...), four control points c1x,c1y,c2x,c2y (1,0,0.75,1 is the seeds'
            clock hand), penner:NAME (penner:bounceEaseOut), or a spring:
            spring:mass=1,stiffness=100,damping=10,velocity=0 or spring:duration=0.5,bounce=0.3. With -o the
            graph is written as PNG or SVG (by the extension); without, samples are printed as "time progress"
            lines. A timing function's graph shows the four points of its cubic Bézier, as the seeds' Figure
            10.2 does: the end points, and the control points joined to them by their handles.

            USAGE: ca-render curve <curve> [--output <output>] [--size <size>] [--samples <samples>] [--labels]

            ARGUMENTS:
              <curve>                 The curve to plot.

            OPTIONS:
              -o, --output <output>   Write the graph to this .png or .svg file.
              --size <size>           The graph's size in pixels, WIDTHxHEIGHT. (default: 480x480)
              --samples <samples>     How many intervals to print when sampling. (default: 10)
              --labels                Write each of a timing function's four points' coordinates beside it.
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }

    @Test func galleryHelp() {
        #expect(help(GalleryCommand.self) == """
            OVERVIEW: Render every example scene and the seeds' curve figures into a directory.

            Each scene of the examples directory (*.json, *.yaml, *.yml) and each built-in example is rendered
            to NAME.gif (or the --format given), and the Easing chapter's figures 10.1 to 10.5 are plotted as
            PNG files. --no-built-ins leaves the built-in examples out, for a gallery of one's own scenes.

            USAGE: ca-render gallery --output <output> [--examples <examples>] [--format <format>] [--jobs <jobs>] [--built-ins] [--no-built-ins] [--quiet]

            OPTIONS:
              -o, --output <output>   The directory to write into (created if missing).
              --examples <examples>   The directory of example scenes. (default: Examples)
              --format <format>       The format of the animations: gif, mp4, webm or apng. (default: gif)
              --jobs <jobs>           How many frames to draw at once (default: the number of cores).
              --built-ins/--no-built-ins
                                      Render the built-in examples (builtin:NAME) too. (default: --built-ins)
              --quiet                 Do not show progress.
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }

    @Test func versionIsPrinted() {
        #expect(CARender.configuration.version == "0.1.0")
    }
}
