import CARenderScene
import Foundation

/// `--watch`: notices when the scene file changes on disk (its modification date or size).
final class SceneWatcher {
    /// The scene file.
    let path: String
    private var stamp: (Date?, Int?)
    private var lastCheck: CFTimeInterval?

    /// Watches `path`, as it is now.
    init(path: String) {
        self.path = path
        stamp = Self.stamp(of: path)
    }

    /// Whether `interval` passed since the last check (checks are spaced, not made every frame).
    func isDue(at time: CFTimeInterval, interval: CFTimeInterval) -> Bool {
        if let lastCheck, time - lastCheck < interval { return false }
        lastCheck = time
        return true
    }

    /// Whether the file changed since the last call (or since the watcher was made).
    func hasChanged() -> Bool {
        let now = Self.stamp(of: path)
        defer { stamp = now }
        return now.0 != stamp.0 || now.1 != stamp.1
    }

    private static func stamp(of path: String) -> (Date?, Int?) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.modificationDate] as? Date, (attributes?[.size] as? NSNumber)?.intValue)
    }
}

extension Player {
    /// Reads the watched file again and, if it makes a scene (or a Lottie animation), shows it at the scene time shown now (its model moved to the
    /// present media time, so that its timeline events up to now have happened); if it
    /// does not, reports its problems (each with file, line and column) and keeps the scene shown.
    func reload() {
        guard let path = watcher?.path else { return }
        do {
            // A scene or a Lottie file, told apart by content as when the player started.
            let newSubject = try SceneInput.subject(path)
            let newSource = try newSubject.makeSource()
            newSource.advance(to: source.clock.currentTime)
            subject = newSubject
            // The window's timing stays: the scene time goes on from where it was.
            show(newSource)
            report("ca-render play: reloaded \(path)")
        } catch {
            report("ca-render play: \(path) has errors; still showing the previous scene:\n\(error)")
        }
    }
}
