// swift-tools-version: 6.2
//
// The compatibility build of OpenQuartzCore's tests, a package of its own: the test files of
// Tests/OpenCoreGraphicsTests, Tests/OpenQuartzCoreTests and Tests/OpenQuartzCoreRenderingTests
// (reached through the symbolic links in Tests/, so each file exists once) compiled a second time
// with QUARTZCORE_COMPATIBILITY_TEST defined. Each file then imports `QuartzCore` or `CoreGraphics`,
// the main package's Linux products that re-export Apple's API only, as it would import Apple's
// frameworks; the files and parts that test OpenQuartzCore's own additions are fenced out with
// `#if !QUARTZCORE_COMPATIBILITY_TEST`. (SwiftPM forbids two targets of one package sharing sources,
// hence a package apart.) Run it with `make test-compat` at the repository root, which also checks
// that the additions are not visible through those imports (scripts/check-compat-exports.sh).

import PackageDescription

/// Every test file sees the flag; warnings fail the build, as in the main package.
let compatibilitySettings: [SwiftSetting] = [
    .define("QUARTZCORE_COMPATIBILITY_TEST"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "OpenQuartzCoreCompatibility",
    dependencies: [
        .package(name: "OpenQuartzCore", path: ".."),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The tests' shared support, compiled with the flag: it imports QuartzCore, and OpenQuartzCore
        // only for the injected clock and display (it is the harness, not what is tested).
        .target(
            name: "QuartzCoreTestSupport",
            dependencies: [
                .product(name: "QuartzCore", package: "OpenQuartzCore"),
                .product(name: "OpenQuartzCore", package: "OpenQuartzCore"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            path: "Tests/QuartzCoreTestSupport",
            swiftSettings: compatibilitySettings
        ),
        .testTarget(
            name: "OpenCoreGraphicsCompatibilityTests",
            dependencies: [
                .product(name: "CoreGraphics", package: "OpenQuartzCore"),
                .product(name: "QuartzCore", package: "OpenQuartzCore"),
                "QuartzCoreTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: compatibilitySettings
        ),
        .testTarget(
            name: "OpenQuartzCoreCompatibilityTests",
            dependencies: [
                .product(name: "QuartzCore", package: "OpenQuartzCore"),
                "QuartzCoreTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: compatibilitySettings
        ),
        .testTarget(
            name: "OpenQuartzCoreRenderingCompatibilityTests",
            dependencies: [
                .product(name: "CoreGraphics", package: "OpenQuartzCore"),
                .product(name: "QuartzCore", package: "OpenQuartzCore"),
                "QuartzCoreTestSupport",
            ],
            // The golden images are read only by the golden-image tests, which use OpenQuartzCore's
            // PNG reading and are fenced out of this build.
            exclude: ["Goldens"],
            swiftSettings: compatibilitySettings
        ),
        // What `import QuartzCore` and `import CoreGraphics` vend and hide, checked by name: every
        // Apple name of the re-export lists resolves, and every addition left out resolves to a
        // canary of AdditionCanaries (a leaked one would make the name ambiguous, failing the build).
        .target(name: "AdditionCanaries", swiftSettings: [.treatAllWarnings(as: .error)]),
        .testTarget(
            name: "QuartzCoreExportTests",
            dependencies: [
                .product(name: "CoreGraphics", package: "OpenQuartzCore"),
                .product(name: "QuartzCore", package: "OpenQuartzCore"),
                "AdditionCanaries",
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ]
)
