import CARenderScene
import Foundation
import Testing
@testable import CARenderCLI

/// No number in a scene or on the command line crashes the tool: each edge (1e300, -0, nan, inf,
/// numbers past `Int`) is either drawn or refused with an error that says where it is (the scene's
/// file, line, column and key path; the option's name). Before these checks, `info` on a duration of
/// 1e300 trapped converting it to `Int`, and so did a shadow radius of 1e300 in the renderer.
@Suite struct NumericEdgeTests {
    static let edges = ["1e300", "-1e300", "-0", "nan", "inf", "1e20", "9223372036854775807", "99999999999999999999"]

    /// A one-layer scene with `line` added to the layer (or replacing a top-level line).
    static func scene(top: [String: String] = [:], layer: String = "") -> String {
        let size = top["size"] ?? "40x30", fps = top["fps"] ?? "10", duration = top["duration"] ?? "1"
        return """
            size: \(size)
            fps: \(fps)
            duration: \(duration)
            layers:
              - name: a
                bounds: 0, 0, 10, 10
                position: 20, 15
                backgroundColor: "#ff0000"
            \(layer.isEmpty ? "" : "    " + layer)
            """
    }

    /// Runs info, validate and a one-frame render on `text`; returns their messages (nil: success).
    static func run(_ text: String) throws -> [String?] {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(text, in: directory)
        return [["info", scene], ["validate", scene],
                ["render", scene, "--time", "0.5", "-o", directory.appendingPathComponent("f.png").path, "--quiet"]]
            .map(CLI.message)
    }

    @Test(arguments: ["size", "fps", "duration"])
    func canvasNumbersAreLocated(key: String) throws {
        for edge in Self.edges {
            let value = key == "size" ? "\(edge)x30" : edge
            for message in try Self.run(Self.scene(top: [key: value])) {
                // Every edge here is out of range: refused at its line (2 + the key's line in the file).
                let line = ["size": 1, "fps": 2, "duration": 3][key]!
                #expect(message?.contains("scene.yaml:\(line):") == true, "\(key) \(edge): \(message ?? "accepted")")
            }
        }
    }

    @Test(arguments: ["shadowRadius: EDGE", "shadowOffset: EDGE, 3", "cornerRadius: EDGE", "opacity: EDGE",
                      "zPosition: EDGE", "speed: EDGE", "timeOffset: EDGE", "beginTime: EDGE",
                      "transform: scale(EDGE)", "transform: rotate(EDGE)", "borderWidth: EDGE"])
    func layerNumbersDrawOrAreLocated(template: String) throws {
        for edge in Self.edges {
            let line = template.replacingOccurrences(of: "EDGE", with: edge)
            let layer = template.hasPrefix("shadow") ? "shadowOpacity: 1\n    " + line : line
            for message in try Self.run(Self.scene(layer: layer)) {
                guard let message else { continue }
                #expect(message.contains("scene.yaml:") && message.contains(String(template.prefix { $0 != ":" })),
                        "\(line): \(message)")
            }
        }
    }

    @Test func anAnimationLongerThanAnyRenderIsRefusedByRenderAndCountedByInfo() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            size: 40x30
            layers:
              - bounds: 0, 0, 10, 10
                animations:
                  fade: { class: CABasicAnimation, keyPath: opacity, fromValue: 0, toValue: 1, duration: 1e300 }
            """
        let scene = try CLI.scene(text, in: directory)
        // The scene has no duration: it lasts to the end of its animation, 1e300 s.
        #expect(InfoCommand.describe(try SceneInput.load(scene)).contains("frames: too many to render"))
        let message = CLI.message(["render", scene, "-o", directory.appendingPathComponent("a.gif").path, "--quiet"])
        #expect(message?.contains("more than the 3600 s a render draws") == true)
    }

    @Test(arguments: ["--fps", "--duration", "--scale", "--time", "--jobs"])
    func optionNumbersAreNamed(option: String) throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLI.scene(Self.scene(), in: directory)
        for edge in Self.edges {
            let message = CLI.message(["render", scene, "-o", directory.appendingPathComponent("x.gif").path, option, edge, "--quiet"])
            // A frame at any finite time, however late, can be drawn (the scene as it ends).
            if option == "--time", message == nil, let time = Double(edge), time.isFinite { continue }
            #expect(message?.contains(option) == true || message?.contains(edge) == true, "\(option) \(edge): \(message ?? "accepted")")
        }
    }
}
