// swift-tools-version: 6.0
// AltitudeSim: a deterministic simulator for phone barometric altitude engines.
// No Swift package outside the toolchain; C libraries come from Debian (libgsl-dev, zlib1g-dev).
import PackageDescription

let package = Package(
    name: "AltitudeSim",
    products: [
        .library(name: "Noise", targets: ["Noise"]),
        .library(name: "Geophysics", targets: ["Geophysics"]),
        .library(name: "EngineInterface", targets: ["EngineInterface"]),
        .library(name: "AssistanceProtocol", targets: ["AssistanceProtocol"]),
        .library(name: "AssistanceService", targets: ["AssistanceService"]),
        .library(name: "Simulation", targets: ["Simulation"]),
        .library(name: "AltitudeEngine", targets: ["AltitudeEngine"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "Fuzzing", targets: ["Fuzzing"]),
        .library(name: "FieldLogs", targets: ["FieldLogs"]),
        .library(name: "AltitudeSimTestSupport", targets: ["AltitudeSimTestSupport"]),
        .executable(name: "altsim", targets: ["altsim"]),
    ],
    targets: [
        // MARK: C libraries
        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),

        // MARK: Modules (see Docs/architecture.md)
        .target(name: "Noise", dependencies: ["CGSL"]),
        .target(name: "Geophysics"),
        // What an engine and the simulator share; a foreign engine depends on it alone.
        .target(name: "EngineInterface"),
        .target(name: "AssistanceProtocol", dependencies: ["EngineInterface"]),
        .target(name: "AssistanceService", dependencies: ["Geophysics", "AssistanceProtocol", "CGSL"]),
        .target(
            name: "Simulation",
            dependencies: [
                "EngineInterface", "Noise", "Geophysics", "AssistanceProtocol", "AltitudeEngine", "AssistanceService",
            ]),
        .target(name: "AltitudeEngine", dependencies: ["EngineInterface", "Geophysics", "AssistanceProtocol"]),
        .target(
            name: "ScenarioTesting",
            dependencies: ["Scenarios", "Simulation", "AltitudeEngine", "CGSL", "Noise", "CZlib"]
        ),
        .target(name: "Reports", dependencies: ["Simulation", "ScenarioTesting", "Scenarios", "Geophysics"]),
        .target(name: "Scenarios", dependencies: ["Simulation", "AssistanceService", "Geophysics", "Noise"]),
        .target(
            name: "Fuzzing", dependencies: ["Scenarios", "ScenarioTesting", "Simulation", "AltitudeEngine", "Noise"]),
        // Importers of real phone recordings (Docs/field-logs.md).
        .target(name: "FieldLogs"),
        // Test doubles and helpers for this package's tests and for integrators' own.
        .target(name: "AltitudeSimTestSupport", dependencies: ["EngineInterface", "AltitudeEngine"]),

        // MARK: The command-line tool
        .executableTarget(
            name: "altsim",
            dependencies: [
                "Noise", "Geophysics", "CGSL", "Simulation", "Scenarios", "ScenarioTesting", "Reports",
                "AltitudeEngine", "AssistanceProtocol", "Fuzzing", "FieldLogs",
            ]
        ),

        // MARK: The example foreign engine (Examples/ISAEngine, also a package of its own)
        .target(
            name: "ExampleISAEngine", dependencies: ["EngineInterface"], path: "Examples/ISAEngine/Sources/ISAEngine"),
        // MARK: The example app view-model (Examples/AppViewModel): app code that calls NNSDK only
        .target(
            name: "ExampleAppViewModel", dependencies: ["AltitudeEngine"],
            path: "Examples/AppViewModel/Sources/AppViewModel"),

        // MARK: Tests
        .testTarget(
            name: "ExampleISAEngineTests", dependencies: ["ExampleISAEngine", "ScenarioTesting", "Simulation"],
            path: "Examples/ISAEngine/Tests/ISAEngineTests"
        ),
        .testTarget(
            name: "ExampleAppViewModelTests",
            dependencies: ["ExampleAppViewModel", "ScenarioTesting", "AltitudeEngine"],
            path: "Examples/AppViewModel/Tests/AppViewModelTests"
        ),
        .testTarget(name: "FieldLogsTests", dependencies: ["FieldLogs"], exclude: ["Fixtures"]),
        .testTarget(name: "GeophysicsTests", dependencies: ["Geophysics"]),
        .testTarget(name: "AssistanceProtocolTests", dependencies: ["AssistanceProtocol"]),
        .testTarget(name: "NoiseTests", dependencies: ["Noise", "CGSL"]),
        .testTarget(
            name: "AssistanceServiceTests",
            dependencies: ["AltitudeSimTestSupport", "AssistanceService", "AssistanceProtocol", "Geophysics"]
        ),
        .testTarget(
            name: "SimulationTests",
            dependencies: [
                "AltitudeSimTestSupport", "Simulation", "Noise", "Geophysics", "AltitudeEngine", "AssistanceService",
                "AssistanceProtocol",
            ]),
        .testTarget(
            name: "AltitudeEngineTests",
            dependencies: ["AltitudeSimTestSupport", "AltitudeEngine", "AssistanceProtocol", "Geophysics"]),
        .testTarget(
            name: "ScenarioTestingTests",
            dependencies: [
                "AltitudeSimTestSupport", "ScenarioTesting", "Scenarios", "Simulation", "AltitudeEngine",
                "AssistanceProtocol", "Geophysics",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FuzzingTests",
            dependencies: [
                "Fuzzing", "Scenarios", "ScenarioTesting", "Simulation", "AltitudeEngine", "AssistanceProtocol",
            ]
        ),
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "AltitudeSimTestSupport", "Reports", "Simulation", "AltitudeEngine", "Geophysics", "Scenarios",
                "ScenarioTesting",
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "altsimTests", dependencies: ["altsim", "AltitudeSimTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ScenariosTests",
            dependencies: [
                "AltitudeSimTestSupport", "Scenarios", "Simulation", "AssistanceService", "AltitudeEngine",
                "Geophysics",
            ], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target gets the same strictness settings, in one place.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
