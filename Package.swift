// swift-tools-version: 6.2
//
// OpenQuartzCore: Apple's Core Animation, rebuilt in Swift for the platforms Apple does not ship it on.
//
// Layout (after swift-numerics and swift-collections): public library targets first, then the
// executables, then underscored implementation targets (the system libraries Cairo, Pango, zlib and Chipmunk,
// and the loaders of libcrypto and SDL2), then
// tests and their shared support target. The model libraries (OpenCoreGraphics, OpenQuartzCore) use
// Foundation only, no system C library; OpenQuartzCoreRendering draws with Cairo and Pango;
// OpenQuartzCorePhysics simulates rigid bodies with Chipmunk;
// OpenQuartzCoreDisplay shows layer trees in SDL2 windows.

import PackageDescription

/// Settings every target of ours shares: Swift 6 mode comes from the tools version; warnings fail the build.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "OpenQuartzCore",
    products: [
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenQuartzCoreRendering", targets: ["OpenQuartzCoreRendering"]),
        .library(name: "OpenQuartzCorePhysics", targets: ["OpenQuartzCorePhysics"]),
        .library(name: "OpenQuartzCoreLottie", targets: ["OpenQuartzCoreLottie"]),
        .library(name: "OpenQuartzCoreDisplay", targets: ["OpenQuartzCoreDisplay"]),
        // The scene format's reader, vended for the fuzzing package (Fuzz/), which reads scenes as
        // any client would.
        .library(name: "CARenderScene", targets: ["CARenderScene"]),
        .executable(name: "ca-render", targets: ["ca-render"]),
    ],
    dependencies: [
        // Test-only: approximate comparison (RealModule) and property-based testing.
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // The command-line tool: its commands, its scene format (JSON and YAML) and its logging.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // Documentation: `swift package generate-documentation`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: Public libraries
        .target(
            name: "OpenCoreGraphics",
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenQuartzCore",
            dependencies: ["OpenCoreGraphics"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "OpenQuartzCoreRendering",
            dependencies: ["OpenQuartzCore", "_CCairo", "_CPangoCairo", "_CImageCodecs", "_OQCKernels"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenQuartzCorePhysics",
            dependencies: ["OpenQuartzCore", "_CChipmunk"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "OpenQuartzCoreDisplay",
            dependencies: ["OpenQuartzCoreRendering", "_CSDL2"],
            swiftSettings: strictSettings
        ),

        // Lottie (bodymovin) files as layer trees with animations; zlib inflates `.lottie` archives.
        .target(
            name: "OpenQuartzCoreLottie",
            dependencies: ["OpenQuartzCoreRendering", "_CZlib"],
            swiftSettings: strictSettings
        ),

        // MARK: Executables
        .executableTarget(
            name: "ca-render",
            dependencies: ["CARenderCLI", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),

        // MARK: Implementation targets of ca-render
        .target(
            name: "CARenderScene",
            dependencies: ["OpenQuartzCoreRendering", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CARenderExport",
            dependencies: ["OpenQuartzCoreRendering", "_CZlib", "_CLibdeflate", "_OQCKernels", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CARenderCLI",
            dependencies: [
                "CARenderScene", "CARenderExport", "OpenQuartzCorePhysics", "OpenQuartzCoreLottie", "OpenQuartzCoreDisplay", "_COpenSSL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Implementation targets
        // The compositor's innermost loops compiled for AVX2, picked at run time (Swift cannot
        // compile a function for a wider instruction set than the package's baseline).
        .target(name: "_OQCKernels"),
        // System libraries, found with pkg-config.
        .systemLibrary(
            name: "_CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "_CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "_CLibdeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // libcrypto and SDL2 are opened when first called (dlopen), not linked: a render without a
        // manifest or a window loads neither, nor the audio, X11 and Wayland libraries SDL brings.
        // Their headers come from Debian's libssl-dev and libsdl2-dev, which the Makefile installs.
        .target(name: "_COpenSSL", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "_CSDL2", linkerSettings: [.linkedLibrary("dl")]),
        // libjpeg-turbo and libwebp, opened on the first JPEG or WebP image (headers from Debian's
        // libturbojpeg0-dev and libwebp-dev).
        .target(name: "_CImageCodecs", linkerSettings: [.linkedLibrary("dl")]),
        // Pango on Cairo, opened when text is first laid out (its declarations are our own: no
        // headers or libraries are needed to build).
        .target(name: "_CPangoCairo", linkerSettings: [.linkedLibrary("dl")]),
        // Debian's libchipmunk-dev has no pkg-config file: the module map links `chipmunk` itself.
        .systemLibrary(
            name: "_CChipmunk",
            providers: [.apt(["libchipmunk-dev"])]
        ),

        // MARK: Tests
        .target(
            name: "QuartzCoreTestSupport",
            dependencies: [
                "OpenQuartzCore",
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            path: "Tests/QuartzCoreTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: [
                "OpenCoreGraphics",
                "QuartzCoreTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: [
                "OpenQuartzCore",
                "QuartzCoreTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenQuartzCoreRenderingTests",
            dependencies: [
                "OpenQuartzCoreRendering",
                "QuartzCoreTestSupport",
            ],
            resources: [.copy("Goldens")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenQuartzCorePhysicsTests",
            dependencies: ["OpenQuartzCorePhysics", "QuartzCoreTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenQuartzCoreLottieTests",
            dependencies: ["OpenQuartzCoreLottie", "QuartzCoreTestSupport"],
            // The corpus files and golden frames are read through the source tree (#filePath).
            exclude: ["Corpus"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OpenQuartzCoreDisplayTests",
            dependencies: ["OpenQuartzCoreDisplay", "QuartzCoreTestSupport", "_CSDL2"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CARenderSceneTests",
            dependencies: ["CARenderScene", "QuartzCoreTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CARenderExportTests",
            dependencies: ["CARenderExport", "QuartzCoreTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CARenderCLITests",
            dependencies: ["CARenderCLI", "QuartzCoreTestSupport", "_CSDL2"],
            swiftSettings: strictSettings
        ),
    ]
)

// MARK: Apple's module names, where Apple's frameworks do not exist
// `import QuartzCore` and `import CoreGraphics` for code written against Apple's frameworks (the
// seeds' listings, the tests built with QUARTZCORE_COMPATIBILITY_TEST in Compatibility/). They
// re-export Apple's API only, name by name, from the libraries above; OpenQuartzCore's additions
// stay behind `import OpenQuartzCore`. Declared on Linux only: on Apple's platforms these names are
// Apple's frameworks.
#if os(Linux)
package.products += [
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
]
package.targets += [
    // OpenCoreGraphics only, never a target with a system library: packages in the graph test
    // `canImport(CoreGraphics)` and import it (swift-property-based does), without the system
    // libraries' module maps that loading OpenQuartzCoreRendering needs.
    .target(
        name: "CoreGraphics",
        dependencies: ["OpenCoreGraphics", "_Testing_CoreGraphics"],
        swiftSettings: strictSettings
    ),
    .target(
        name: "QuartzCore",
        dependencies: ["CoreGraphics", "OpenQuartzCore", "OpenQuartzCoreRendering"],
        swiftSettings: strictSettings
    ),
    // Swift Testing's cross-import overlay for a module named CoreGraphics, which the Linux toolchain
    // does not ship: without it, `import Testing` beside `import CoreGraphics` fails. Empty.
    .target(name: "_Testing_CoreGraphics", swiftSettings: strictSettings),
]
#endif

// MARK: The thread-safety build
// `make test-tsan` builds the suites that prove the render tree safe to read from any thread under
// ThreadSanitizer, in a build of their own. Compiling every test target with the sanitizer took as
// long as the main build, for 24 tests; with OQC_TEST_SUBSET=thread-safety in the environment (which
// only that target sets) the test targets keep just those suites and the support files they use, and
// the other test targets are left out. The libraries are the same either way.
if Context.environment["OQC_TEST_SUBSET"] == "thread-safety" {
    let threadSafetySources: [String: [String]] = [
        "OpenQuartzCoreTests": [
            "RenderTree/RenderTreeTests.swift",
        ],
        "OpenQuartzCoreRenderingTests": [
            "Renderer/ConcurrentCommitTests.swift",
            "Renderer/CARendererTests.swift",
            "Renderer/RendererTestSupport.swift",
            "Raster/Frames.swift",
        ],
        "CARenderExportTests": [
            "PNGExportTests.swift",
            "ExportTestSupport.swift",
            "ExportTestSupport+Context.swift",
        ],
        "CARenderCLITests": [
            "PipelineThreadingTests.swift",
            "CLITestSupport.swift",
        ],
    ]
    package.targets = package.targets.compactMap { target in
        guard target.type == .test else { return target }
        guard let sources = threadSafetySources[target.name] else { return nil }
        target.sources = sources
        target.resources = nil
        return target
    }
}
