import _CSDL2
import Foundation
import OpenQuartzCoreDisplay
import QuartzCoreTestSupport
import Testing
@testable import CARenderCLI

/// A scene's `on:` handlers in `ca-render play` under Xvfb (issue 17, item 5): synthetic clicks,
/// drags and keys change what the window draws as the handlers say, and the input the player
/// records, replayed by an offline render (`--input`), draws the frames the window showed.
@Suite(.serialized, .enabled(if: playerDisplayAvailable, "needs DISPLAY or Xvfb"))
struct PlayerInputTests {
    /// 120 x 80 at 10 fps: `a` (red, top left) turns blue on its first tap and starts moving right
    /// (position.x 30 → 80 over 1 s, linear) on its second; a drag anywhere else puts `b`'s centre
    /// under the pointer; the key c turns `b` green.
    static let scene = """
        size: 120x80
        fps: 10
        duration: 3
        background: "#ffffff"
        layers:
          - name: a
            frame: 10, 10, 40, 40
            backgroundColor: "#ff0000"
            on:
              tap:
                - {disableActions: true, set: {backgroundColor: "#0000ff"}}
                - add: {key: move, animation: {keyPath: position.x, fromValue: 30, toValue: 80, duration: 1, timingFunction: linear}}
          - name: b
            frame: 70, 10, 30, 30
            backgroundColor: "#000000"
            on:
              key:
                c: {disableActions: true, set: {backgroundColor: "#00ff00"}}
        on:
          drag:
            moved: {disableActions: true, set: {b.position: $location}}
        """

    /// The colour of the window's pixel at (x, y), as 0...255 components.
    private func pixel(_ image: CGImage?, _ x: Int, _ y: Int) throws -> [Int] {
        let image = try #require(image)
        let data = try #require(image.dataProvider?.data)
        return (0..<3).map { Int(data[y * image.bytesPerRow + x * 4 + $0]) }
    }

    @Test func clicksDragsAndKeysChangeWhatIsDrawnAndTheRecordingRendersTheSameFrames() throws {
        try PlayerTest.withScene(Self.scene) { path in
            let recording = path + ".input.yaml"
            let player = try PlayerTest.player(path, record: recording)
            PlayerTest.play(player, toTick: 6)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 30)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 30, y: 30)
            var shown: [Int: CGImage?] = [:]
            shown[8] = PlayerTest.play(player, toTick: 8)
            #expect(try pixel(shown[8]!, 30, 30) == [0, 0, 255], "the first tap turns a blue")
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 60)
            SyntheticInput.pushMouse(SDL_MOUSEMOTION, x: 90, y: 62)
            shown[10] = PlayerTest.play(player, toTick: 10)
            SyntheticInput.pushMouse(SDL_MOUSEMOTION, x: 60, y: 64)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONUP, x: 60, y: 64)
            shown[12] = PlayerTest.play(player, toTick: 12)
            #expect(try pixel(shown[12]!, 60, 64) == [0, 0, 0], "b follows the drag")
            #expect(try pixel(shown[12]!, 85, 25) == [255, 255, 255], "b has left its place")
            SyntheticInput.pushKey(SDLK_c)
            SyntheticInput.pushMouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 30)
            shown[14] = PlayerTest.play(player, toTick: 14)
            #expect(try pixel(shown[14]!, 60, 64) == [0, 255, 0], "c turns b green")
            for tick in [30, 50, 80] { shown[tick] = PlayerTest.play(player, toTick: tick) }
            // The second tap moves a right: by tick 50 (0.6 s on) its left edge has passed x = 30.
            #expect(try pixel(shown[50]!, 12, 30) == [255, 255, 255])
            try player.writeRecording()
            let text = try String(contentsOfFile: recording, encoding: .utf8)
            #expect(text.components(separatedBy: "pointer: down").count - 1 == 3)
            #expect(text.contains("key: \"c\""))
            for (tick, image) in shown.sorted(by: { $0.key < $1.key }) {
                #expect(try PlayerTest.shows(image, frame: tick, of: path, input: recording), "tick \(tick)")
            }
        }
    }

    @Test func keysTheSceneDoesNotTakeStayThePlayers() throws {
        try PlayerTest.withScene(Self.scene) { path in
            let player = try PlayerTest.player(path)
            PlayerTest.play(player, toTick: 3)
            SyntheticInput.pushKey(SDLK_SPACE)
            PlayerTest.play(player, toTick: 5)
            #expect(player.isPaused)
            #expect(player.recorded.isEmpty)
        }
    }
}
