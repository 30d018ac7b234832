// swift-tools-version: 6.0
// A foreign engine written against `EngineInterface` alone, run through the simulator's
// scenario library by its tests (Docs/engine.md, "Writing another engine").
import PackageDescription

let package = Package(
    name: "ISAEngine",
    products: [
        .library(name: "ISAEngine", targets: ["ISAEngine"])
    ],
    dependencies: [
        .package(name: "AltitudeSim", path: "../..")
    ],
    targets: [
        // The engine sees only the interface: no AltitudeEngine, no AssistanceProtocol.
        .target(name: "ISAEngine", dependencies: [.product(name: "EngineInterface", package: "AltitudeSim")]),
        // Its tests run the library through ScenarioTesting.
        .testTarget(
            name: "ISAEngineTests",
            dependencies: [
                "ISAEngine", .product(name: "ScenarioTesting", package: "AltitudeSim"),
                .product(name: "Simulation", package: "AltitudeSim"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
