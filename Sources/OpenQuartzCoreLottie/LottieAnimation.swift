import Foundation

/// A Lottie (bodymovin) animation read from its JSON, ready to become a Core Animation layer tree.
///
/// ```swift
/// let animation = try LottieAnimation(contentsOf: url)
/// let root = animation.makeLayer()   // bounds = the composition's size, clipped
/// // Frame `f` (counted from the file's in point, as rlottie and ThorVG count) shows at media
/// // time f / animation.frameRate of the root's timeline.
/// ```
///
/// The tree is made of `CALayer`, `CAShapeLayer`, `CAGradientLayer` and `CAReplicatorLayer`
/// with `CAKeyframeAnimation`s, as lottie-ios's Core Animation rendering engine maps Lottie
/// (its mapping is described in each builder's documentation here). What the file uses that the
/// mapping does not draw as Lottie specifies is in ``report``; `docs/lottie.md` lists every
/// feature.
public struct LottieAnimation: Sendable {
    let document: LottieDocument
    /// The file name given when reading, used in errors.
    public let fileName: String
    /// The features the file uses and what is not drawn as specified (from reading and mapping).
    public let report: LottieCompatibilityReport
    /// The tree mapped while reading, for the first `makeLayer()` (see ``LottieFirstTree``).
    private let firstTree: LottieFirstTree

    /// The composition's size in points (`w`, `h`).
    public var size: CGSize { CGSize(width: document.width, height: document.height) }
    /// Frames per second (`fr`).
    public var frameRate: Double { document.frameRate }
    /// The first frame (`ip`) and the frame after the last (`op`).
    public var inFrame: Double { document.inFrame }
    public var outFrame: Double { document.outFrame }
    /// `(op - ip) / fr` seconds.
    public var duration: Double { (document.outFrame - document.inFrame) / document.frameRate }
    /// How many frames it has: `op - ip`, rounded up.
    public var frameCount: Int { Int((document.outFrame - document.inFrame).rounded(.up)) }

    /// The composition's layers, and those of its precompositions (each asset counted once).
    public var layerCount: Int {
        document.layers.count + document.assets.values.reduce(0) { count, asset in
            if case .precomp(let layers, _) = asset { return count + layers.count }
            return count
        }
    }

    /// Reads a Lottie file: JSON, or a `.lottie` archive (a zip) whose animation is JSON.
    public init(contentsOf url: URL) throws(LottieError) {
        let data: Data
        if url.isFileURL {
            data = try LottieFileReader.contents(ofFile: url.path)
        } else {
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw LottieError(file: url.path, jsonPath: "$", message: "cannot read the file: \(error.localizedDescription)")
            }
        }
        try self.init(data: data, fileName: url.path, resources: url.isFileURL ? .directory(of: url.path) : .none)
    }

    /// Reads Lottie JSON (or a `.lottie` archive) from `data`; `fileName` names it in errors.
    public init(data: Data, fileName: String = "<data>") throws(LottieError) {
        try self.init(data: data, fileName: fileName, resources: .none)
    }

    /// Reads Lottie JSON or an archive, its image files read from `resources` (an archive's from
    /// the archive itself).
    init(data: Data, fileName: String, resources: LottieResources) throws(LottieError) {
        let archived = try DotLottieArchive.animationJSON(in: data, fileName: fileName)
        let json = archived ?? data
        let collector = LottieReportCollector()
        document = try LottieDocument.read(json, file: fileName, report: collector,
                                           resources: archived == nil ? resources : .archive(data))
        self.fileName = fileName
        // Mapping once finds what the mapping itself reports (unsupported features, broken
        // references); the tree is kept for the first `makeLayer()`.
        // Built on a clock of its own at time 0, as a caller's `makeLayer()` at time 0 builds it: the
        // tree must not depend on whichever clock is current while reading (another thread's
        // tests install theirs). Found when the golden tests failed only beside other suites.
        let document = document
        let built = MediaClockContext.withClock(ManualMediaClock(time: 0)) {
            Result { () throws(LottieError) in try LottieAnimation.build(document, fileName: fileName, report: collector) }
        }
        firstTree = LottieFirstTree(try built.get())
        report = collector.report
    }

    /// A new layer tree of the animation: the root's bounds are the composition's, from the origin,
    /// clipped; its `timeOffset` puts the in point at time 0. Build it on the thread that will
    /// commit it; it adds no implicit animation (every property is set inside a transaction with
    /// actions disabled). The first call on the thread that read the file returns the tree that
    /// reading mapped (`LottieFirstTree`); each other call builds one.
    public func makeLayer() -> CALayer {
        if let tree = firstTree.take() { return tree }
        // Every reference was checked when the file was read, so building cannot fail here.
        return (try? LottieAnimation.build(document, fileName: fileName, report: LottieReportCollector())) ?? CALayer()
    }

    private static func build(_ document: LottieDocument, fileName: String, report: LottieReportCollector) throws(LottieError) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        return try LottieCompositionBuilder(document: document, report: report, file: fileName).makeRoot()
    }

    /// Whether `data` looks like a Lottie file (a JSON object whose first or last mebibyte has each
    /// of the keys `fr`, `ip`, `op`, and `layers` or `assets`; or a `.lottie` archive), without
    /// parsing it. The last mebibyte counts because exporters may write the composition's own keys
    /// after megabytes of assets (lottie-web's `demo/bodymovin/data.json` begins with `"assets"`).
    public static func isLottie(_ data: Data) -> Bool {
        if DotLottieArchive.isArchive(data) { return true }
        guard let first = data.first(where: { ![0x20, 0x0a, 0x0d, 0x09].contains($0) }), first == UInt8(ascii: "{") else { return false }
        let window = 1 << 20
        // The keys are ASCII: their bytes are searched for, with no string made of the file.
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let base = bytes.baseAddress else { return false }
            let head = min(bytes.count, window), tailStart = bytes.count > window ? bytes.count - window : bytes.count
            func has(_ key: StaticString) -> Bool {
                contains(key, in: base, head) || (tailStart < bytes.count && contains(key, in: base + tailStart, bytes.count - tailStart))
            }
            return has(#""fr""#) && has(#""ip""#) && has(#""op""#) && (has(#""layers""#) || has(#""assets""#))
        }
    }

    /// Whether the `count` bytes at `start` hold `key`'s: each place its first byte is found
    /// (`memchr`) compared in full (`memcmp`).
    private static func contains(_ key: StaticString, in start: UnsafeRawPointer, _ count: Int) -> Bool {
        let needle = key.utf8Start, length = key.utf8CodeUnitCount
        guard length > 0 else { return true }
        var offset = 0
        while count - offset >= length, let found = memchr(start + offset, Int32(needle.pointee), count - offset - length + 1) {
            if memcmp(found, needle, length) == 0 { return true }
            offset = start.distance(to: UnsafeRawPointer(found)) + 1
        }
        return false
    }
}
