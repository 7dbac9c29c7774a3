import OpenCoreGraphics

/// The device edges of the paths shape layers filled in the frame recorded before, kept so that a
/// fill of the same path placed the same way copies its edges rather than flattening its curves
/// again (rlottie likewise keeps a shape's outline while the shape does not change).
///
/// Only immutable paths are kept (a `CGMutablePath` may change after it was set), each by its
/// object, held so that its address is not reused meanwhile; a path is found only under the map
/// and the target it was flattened for (curves are flattened finely over the target, coarsely
/// beyond it) and only in the store of the recording just before (``RasterRecording/resetCount``).
final class KeptFillEdges {
    private struct Fill {
        let path: CGPath
        let map: PathMap
        let index: Int
    }

    private var current: [ObjectIdentifier: Fill] = [:], previous: [ObjectIdentifier: Fill] = [:]
    /// The recording (its reset count) and target the current fills were recorded in.
    private var recording = -1, target = PixelRect.empty
    /// The fills copied since the cache was made: for tests.
    private(set) var copied = 0

    /// Starts recording `recording` (its ``RasterRecording/resetCount`` once reset): the fills kept
    /// last become those looked up, when they were recorded in the recording just before over the
    /// same target.
    func beginFrame(of recording: RasterRecording) {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
        if recording.resetCount != self.recording + 1 || recording.target != target { previous.removeAll(keepingCapacity: true) }
        self.recording = recording.resetCount
        target = recording.target
    }

    /// Appends `path` placed by `map` to `recording`'s edges, flattened within `tolerance`, or
    /// copied from the recording before when it filled the same path the same way; returns the
    /// path's index.
    func append(_ path: CGPath, map: PathMap, tolerance: Double, to recording: RasterRecording) -> Int {
        let id = ObjectIdentifier(path)
        let index: Int
        if let kept = previous[id], kept.path === path, kept.map == map, kept.index < recording.previousEdges.count {
            index = recording.edges.appendCopy(of: kept.index, from: recording.previousEdges)
            copied += 1
        } else {
            index = recording.edges.append(path, map: map, tolerance: tolerance)
        }
        if !(path is CGMutablePath) { current[id] = Fill(path: path, map: map, index: index) }
        return index
    }
}
