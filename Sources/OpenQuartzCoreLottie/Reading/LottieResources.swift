import Foundation

/// Where a Lottie file's image assets that are not embedded are read from: beside the JSON file
/// (the asset's `u` folder and `p` name, relative to the file's folder, as lottie-web resolves them
/// against the animation's location), or inside the `.lottie` archive that holds the animation
/// (dotLottie keeps them in `images/`). A name that is a URL is not fetched.
struct LottieResources: Sendable {
    private let read: @Sendable (String) -> Data?

    init(_ read: @escaping @Sendable (String) -> Data?) {
        self.read = read
    }

    /// Nothing to read from (the animation came as data).
    static let none = LottieResources { _ in nil }

    /// The files beside the Lottie file at `path`.
    static func directory(of path: String) -> LottieResources {
        let folder = (path as NSString).deletingLastPathComponent
        return LottieResources { name in try? LottieFileReader.contents(ofFile: folder.isEmpty ? name : folder + "/" + name) }
    }

    /// The files of the archive `data`.
    static func archive(_ data: Data) -> LottieResources {
        LottieResources { name in DotLottieArchive.file(name, in: data) }
    }

    /// The bytes of the asset whose folder is `folder` (`u`) and name `name` (`p`); nil when they
    /// cannot be read or name a URL.
    func contents(folder: String, name: String) -> Data? {
        let joined = folder + name
        guard !joined.isEmpty, !joined.contains("://") else { return nil }
        var relative = Substring(joined)
        while relative.hasPrefix("/") { relative = relative.dropFirst() }
        return read(String(relative))
    }
}
