// swift-tools-version: 6.1
//
// OpenQuartzCore's benchmarks, a package of their own so that `swift test` in the main package never
// builds them. Run them with `make bench` at the repository root, which also builds and runs the peer
// programs of ../shared/peers in the same invocation. Benchmarks never gate CI on a timing.

import PackageDescription

let package = Package(
    name: "OpenQuartzCoreBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "OpenQuartzCore", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // A driver for profiling one scene (not a benchmark target: outside Benchmarks/Benchmarks).
        .executableTarget(
            name: "Probe",
            dependencies: ["BenchScenes", .product(name: "OpenQuartzCoreRendering", package: "OpenQuartzCore")],
            path: "Tools/Probe"
        ),
        // Every frame of a Lottie file, timed as the peer programs of ../shared/lottie/peers time theirs.
        .executableTarget(
            name: "LottieProbe",
            dependencies: [.product(name: "OpenQuartzCoreLottie", package: "OpenQuartzCore")],
            path: "Tools/LottieProbe"
        ),
        .executableTarget(
            name: "TimingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenQuartzCore", package: "OpenQuartzCore"),
            ],
            path: "Benchmarks/TimingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenQuartzCoreRendering", package: "OpenQuartzCore"),
            ],
            path: "Benchmarks/RenderingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchScenes",
            ],
            path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The scenes the frame and export benchmarks draw (the reference scene as CALayers).
        .target(
            name: "BenchScenes",
            dependencies: [.product(name: "OpenQuartzCoreRendering", package: "OpenQuartzCore")],
            path: "Scenes"
        ),
        // The exporters of ca-render (Sources/CARenderExport, which the main package does not vend as
        // a product), compiled here from the same files through the symbolic link
        // ExportUnderTest/CARenderExport (plus PackageShims.swift, the one `package` member they use) so
        // that the export benchmark drives `FrameSinks` itself.
        .target(
            name: "ExportUnderTest",
            dependencies: [
                .product(name: "OpenQuartzCoreRendering", package: "OpenQuartzCore"),
                .product(name: "Logging", package: "swift-log"),
                "ExportZlib", "ExportLibdeflate",
            ],
            path: "ExportUnderTest"
        ),
        // zlib for the exporters' PNG writer: the main package's module map (ExportZlib is a symbolic
        // link to ../Sources/_CZlib), which declares the module _CZlib that the exporters import. The
        // target has another name because target names must be unique across the package graph.
        .systemLibrary(
            name: "ExportZlib",
            path: "ExportZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libdeflate, which compresses the PNG writer's image data, the same way (ExportLibdeflate
        // links to ../Sources/_CLibdeflate, the module _CLibdeflate).
        .systemLibrary(
            name: "ExportLibdeflate",
            path: "ExportLibdeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // Export of 120 frames of the reference scene to MP4, PNG and GIF, run once by `make bench`
        // (too slow for benchmark iterations) and timed with ContinuousClock. Not under Benchmarks/:
        // the benchmark plugin runs every executable target whose directory's parent is "Benchmarks".
        .executableTarget(
            name: "ExportBenchmark",
            dependencies: ["BenchScenes", "ExportUnderTest", .product(name: "Logging", package: "swift-log")],
            path: "Tools/ExportBenchmark"
        ),
    ]
)
