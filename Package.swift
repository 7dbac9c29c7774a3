// swift-tools-version: 6.2
//
// OpenQuartzCore: Apple's Core Animation, rebuilt in Swift for the platforms Apple does not ship it on.
//
// Layout (after swift-numerics and swift-collections): public library targets first, then the
// executables, then underscored implementation targets (none yet), then tests and their shared
// support target. The model libraries use Foundation only, no system C library; the renderer, the
// command-line tool and the physics demo arrive later as further targets.

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
        .executable(name: "oqc-curves", targets: ["oqc-curves"]),
    ],
    dependencies: [
        // Test-only: approximate comparison (RealModule) and property-based testing.
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
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

        // MARK: Executables
        .executableTarget(
            name: "oqc-curves",
            dependencies: ["OpenQuartzCore"],
            swiftSettings: strictSettings
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
    ]
)
