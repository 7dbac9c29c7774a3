import ArgumentParser
import Testing
@testable import CARenderCLI

/// The help of the commands that write videos, `render` and `join`, word for word (see
/// ``HelpTextTests``).
extension HelpTextTests {
    @Test func renderHelp() {
        #expect(help(RenderCommand.self) == """
            OVERVIEW: Render a scene to a PNG sequence, a GIF, an MP4, a WebM or an APNG.

            The format comes from the output's extension (.gif, .mp4, .webm, .apng, .png, .rgba) or from
            --format. A PNG sequence is written into a directory, or to a pattern such as frames/f%04d.png;
            --time or --frame writes one frame to a .png file. Use - for SCENE to read standard input, and -
            for the output to write a GIF, MP4, WebM, APNG or raw frames to standard output. --format raw
            writes straight (not premultiplied) 8-bit RGBA frames, rows from the top, WIDTHxHEIGHTx4 bytes
            each, one after another; --format null draws every frame and writes nothing (for timing; no
            --output needed). Frames run from time 0 to the scene's duration, both ends included, at --fps
            frames per second; frame N is at time N / fps. The built-in examples, written as code that animates
            with timers and display links, are builtin:timer-ball-timer, builtin:timer-ball-displaylink,
            builtin:timer-ball-measured, builtin:timer-vs-displaylink, builtin:physics-crates.

            USAGE: ca-render render [<options>] <scene> ...

            ARGUMENTS:
              <scene>                 The scene file (JSON or YAML) or Lottie file (JSON or .lottie), - for
                                      standard input, or builtin:NAME for a built-in example; several scenes, a
                                      directory of scenes or a list file (.txt, one scene a line) render a
                                      batch into the output directory.

            OPTIONS:
              -o, --output <output>   The output file, directory or pattern, or - for standard output (not
                                      needed with --format null).
              --format <format>       The output format: png, gif, mp4, webm, apng, raw or null (default: from
                                      the output's extension).
              --fps <fps>             Frames per second (default: the scene's).
              --size <size>           The output size in pixels, WIDTHxHEIGHT (default: the scene's size).
              --scale <scale>         Scale the scene's size by this factor.
              --frames <frames>       Render only these frames: A..B, A.. or A.
              --time <time>           Render the single frame at this time, in seconds.
              --frame <N>             Render the single frame N, at time N / fps (frames counted from 0 at
                                      --fps or the scene's rate); several, N,M,..., to a pattern with %d
                                      numbered by frame.
              --input <file>          Replay recorded input (a file ca-render play --record wrote, or a list of
                                      timeline events under input:) into the scene's handlers.
              --duration <duration>   The scene's duration in seconds (default: the scene's).
              --background <background>
                                      A colour drawn under the scene, such as #ffffff.
              --jobs <jobs>           How many frames to draw at once (default: the number of cores).
              --preset <preset>       MP4 only: x264's preset, trading encoding speed for file size; medium
                                      unless given. (values: ultrafast, superfast, veryfast, faster, fast,
                                      medium, slow, slower, veryslow)
              --crf <n>               MP4 and WebM: the constant quality, lower is better and larger: 0 to 51
                                      for MP4 (default: 18), 0 to 63 for WebM (default: 24).
              --vp9-speed <n>         WebM only: VP9's -cpu-used, 0 (slowest, smallest) to 5 (default: 2).
              --encoder-threads <n>   MP4 and WebM: the encoder's threads, a fixed number so that the output is
                                      the same on every machine (default: 4).
              --shard <I/N|auto>      Render part I of N of the frames, I/N, for splitting a render over
                                      machines; auto (or auto/N) takes the part from a Kubernetes indexed Job
                                      or a Slurm job array.
              --manifest <manifest>   Write a manifest of the render (scene and settings, frames, each frame's
                                      SHA-256) to this file, for ca-render join (default with --shard:
                                      OUTPUT.manifest.json).
              --resume                Continue a PNG sequence written into a directory: frames an earlier
                                      render of the same scene and settings finished (checked against their
                                      recorded SHA-256) are kept, the others drawn.
              --verbose               After the render, print how its time split between drawing and encoding
                                      (and log ffmpeg's command line).
              --quiet                 Do not show the progress bar.
              --redraw                Draw every frame, even one that shows what the frame before it showed
                                      (which is otherwise not drawn again): for timing the drawing itself.
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }

    @Test func joinHelp() {
        #expect(help(JoinCommand.self) == """
            OVERVIEW: Join the parts of a render split with --shard into one output.

            Each PART is a part's manifest (.json) or its output (whose manifest is OUTPUT.manifest.json). The
            parts must come from the same scene and settings and hold every frame exactly once. Render the
            parts as PNG sequences to join them into any format (a PNG sequence joins byte for byte; --preset,
            --crf, --vp9-speed and --encoder-threads set up an MP4's or a WebM's encoder); MP4 and WebM parts
            join into their own format without re-encoding.

            USAGE: ca-render join <parts> ... --output <output> [--format <format>] [--preset <preset>] [--crf <n>] [--vp9-speed <n>] [--encoder-threads <n>] [--quiet]

            ARGUMENTS:
              <parts>                 The parts: manifests, or part outputs with their manifests beside them.

            OPTIONS:
              -o, --output <output>   The joined output: a file, a directory or a pattern, as for render.
              --format <format>       The output format: png, gif, mp4, webm or apng (default: from the
                                      output's extension).
              --preset <preset>       MP4 only: x264's preset, trading encoding speed for file size; medium
                                      unless given. (values: ultrafast, superfast, veryfast, faster, fast,
                                      medium, slow, slower, veryslow)
              --crf <n>               MP4 and WebM: the constant quality, lower is better and larger: 0 to 51
                                      for MP4 (default: 18), 0 to 63 for WebM (default: 24).
              --vp9-speed <n>         WebM only: VP9's -cpu-used, 0 (slowest, smallest) to 5 (default: 2).
              --encoder-threads <n>   MP4 and WebM: the encoder's threads, a fixed number so that the output is
                                      the same on every machine (default: 4).
              --quiet                 Do not show the progress bar.
              --version               Show the version.
              -h, --help              Show help information.
            """)
    }
}
