// swift-tools-version: 6.1
//
// OpenQuartzCore's fuzzing targets, a package of their own: they only link with libFuzzer's
// instrumentation (`swift build --sanitize=fuzzer`), which the main package's build never uses.
// Run them with `make fuzz` at the repository root (FUZZ_SECONDS bounds the run).

import PackageDescription

let package = Package(
    name: "OpenQuartzCoreFuzz",
    dependencies: [
        .package(name: "OpenQuartzCore", path: ".."),
    ],
    targets: [
        // The scene reader and one frame of rendering, fed arbitrary bytes.
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: [
                .product(name: "CARenderScene", package: "OpenQuartzCore"),
                .product(name: "OpenQuartzCoreRendering", package: "OpenQuartzCore"),
            ],
            // libFuzzer brings `main`; the target has none of its own.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The Lottie reader and mapping, and one frame of rendering, fed arbitrary bytes.
        .executableTarget(
            name: "LottieFuzzer",
            dependencies: [
                .product(name: "OpenQuartzCoreLottie", package: "OpenQuartzCore"),
                .product(name: "OpenQuartzCoreRendering", package: "OpenQuartzCore"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
