import CARenderScene

/// What the frame pipeline draws: a layer tree and a way to move it through time.
protocol FrameSource: AnyObject {
    /// The root of the tree, placed at the canvas's origin.
    var root: CALayer { get }
    /// The clock the source moves (media time equals the subject's time).
    var clock: ManualMediaClock { get }
    /// Moves the tree's model to `time` (seconds from the start), never backwards; on the thread
    /// that made the source.
    func advance(to time: CFTimeInterval)
    /// Gives the source's handlers a piece of user input at its clock's time; returns whether one
    /// took it.
    func handle(_ event: SceneInputEvent) -> Bool
    /// Whether the source's handlers answer the key `name` (the player leaves such keys to them).
    func takesKey(_ name: String) -> Bool
}

extension SceneRuntime: FrameSource {
    func takesKey(_ name: String) -> Bool { hasKeyHandler(for: name) }
}

extension FrameSource {
    /// A source without handlers takes no input.
    func handle(_ event: SceneInputEvent) -> Bool { false }
    /// A source without handlers takes no key.
    func takesKey(_ name: String) -> Bool { false }
}

/// What a render draws: a canvas, a rate and a duration, and the source of its frames.
struct RenderSubject {
    /// The canvas size in points (the output size at scale 1).
    var width: Int, height: Int
    /// The frames per second and the duration the subject asks for.
    var fps: Double, duration: Double
    /// The colour under everything, if any.
    var background: CGColor?
    /// Makes a fresh source, at time 0.
    var makeSource: () throws -> any FrameSource
    /// The scene, when the subject is a scene file.
    var scene: Scene?

    /// A scene file's subject.
    init(scene: Scene) {
        self.scene = scene
        width = scene.width
        height = scene.height
        fps = scene.fps
        duration = scene.duration
        background = scene.background
        makeSource = { try scene.makeRuntime() }
    }

    /// A built-in example's subject.
    init(example: any BuiltInExample) {
        width = example.width
        height = example.height
        fps = example.fps
        duration = example.duration
        background = example.background
        makeSource = { example.makeSource() }
    }
}
