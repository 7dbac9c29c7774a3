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
    ],
    targets: [
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
    ]
)
