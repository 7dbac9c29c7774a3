import CARenderScene
import Foundation
import OpenQuartzCoreDisplay

// The scene's own input: pointer events on the scene's window layer, and the keys its handlers
// answer, go to the source's handlers (a scene's `on:` handlers, or a built-in example's). They are
// held until the frame they arrive in has moved the source to its time, and delivered then: a
// handler runs at the time of the first frame that can show its effect, which is also the time the
// recording gives it, so `render --input` applies it before drawing that same frame.
extension Player {
    /// Queues a pointer event on `window` (its location is in scene coordinates) for the source:
    /// the left mouse button, or one finger at a time.
    func forward(_ event: PointerEvent) {
        switch event.kind {
        case .mouse(let button) where button != 1: return
        case .touch(let finger):
            if let held = heldFinger, held != finger { return }
            heldFinger = event.phase == .up || event.phase == .cancelled ? nil : finger
        default: break
        }
        let phase: ScenePointerPhase = switch event.phase {
        case .down: .down
        case .moved: .moved
        case .up: .up
        case .cancelled: .cancelled
        }
        pendingInput.append(.pointer(phase, at: event.location))
    }

    /// Queues a key press for the source when its handlers answer that key; returns whether they
    /// do (the player's own keys act only on keys the scene leaves alone).
    func offer(_ event: KeyEvent) -> Bool {
        guard source.takesKey(event.key.name) else { return false }
        pendingInput.append(.key(event.key.name))
        return true
    }

    /// Delivers the queued input at the source's time, recording each event for `--record`.
    func deliverPendingInput() {
        let input = pendingInput
        pendingInput = []
        for event in input {
            if options.recordFile != nil { recorded.append((source.clock.currentTime, event)) }
            _ = source.handle(event)
        }
    }

    /// The recording as an input file for `ca-render render --input` (and `play --input`).
    var recording: String {
        var text = "# Input recorded by ca-render play: scene times of the source's clock (the same as the\n"
            + "# scene's while the player was neither paused, stepped nor sped up). Replay it with\n"
            + "# ca-render render SCENE --input THIS-FILE.\n"
        text += recorded.isEmpty ? "input: []\n" : "input:\n"
        for (time, event) in recorded { text += "  - \(event.timelineEntry(at: time))\n" }
        return text
    }

    /// Writes the recording to `--record`'s file, whole or not at all.
    func writeRecording() throws {
        guard let path = options.recordFile else { return }
        do {
            try Data(recording.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError("--record \(path): cannot write the recorded input: \(error.localizedDescription)")
        }
    }
}
