import AltitudeEngine
import Foundation
import Geophysics
import Noise
import Simulation

/// Small specs for run tests: flat terrain at 400 m near Zurich, geoid 48 m, one 10-floor
/// building "tower" centred at (100, 0) (40 × 30 m, entrance at (100, −15)), standard weather.
enum RunSupport {
    static let origin = GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5)
    static let tower = Building(
        name: "tower", centre: EastNorth(eastMeters: 100, northMeters: 0), widthMeters: 40,
        depthMeters: 30, floorCount: 10)

    static func world(
        seed: UInt64 = 5, durationSeconds: Double = 600, buildings: [Building] = [tower],
        weather: WeatherModel = WeatherModel()
    ) throws -> World {
        try World(
            origin: origin, terrain: .flat(heightMeters: 400), geoid: .constant(undulationMeters: 48),
            buildings: buildings, weather: weather, noise: NoiseRoot(seed: seed),
            startNanoseconds: midnightNanoseconds, durationSeconds: durationSeconds)
    }

    /// A spec with one device (or `devices`), a 2 × 2 station grid and the given timeline.
    static func spec(
        seed: UInt64 = 5, durationSeconds: Double = 600, timeline: [TimelineStep] = [],
        configure: (inout DeviceSpec) -> Void = { _ in }
    ) throws -> SimulationSpec {
        var spec = SimulationSpec(
            name: "test", seed: seed, world: try world(seed: seed, durationSeconds: durationSeconds))
        spec.stations = StationNetworkSpec(layouts: [
            .grid(rows: 2, columns: 2, spacingMeters: 10_000, centre: EastNorth(eastMeters: 0, northMeters: 0))
        ])
        var device = DeviceSpec(name: "a")
        device.barometer.sampleRateHz = 5
        device.timeline = timeline
        configure(&device)
        spec.devices = [device]
        return spec
    }

    /// The usual app start: start the SDK at 0 s and altitude mode `oneSecond` at 1 s.
    static let startApp: [TimelineStep] = [
        at(0, .app(.startSDK(apiKey: nil, hostURL: nil))),
        at(1, .app(.startAltitude(.oneSecond))),
    ]

    static func at(_ seconds: Double, _ action: TimelineAction) -> TimelineStep {
        TimelineStep(atOffsetNanoseconds: Int64((seconds * 1e9).rounded()), action: action)
    }

    static func time(_ seconds: Double) -> Int64 { midnightNanoseconds + Int64((seconds * 1e9).rounded()) }

    /// The engine events of a trace.
    static func engineEvents(_ records: [TraceRecord]) -> [(time: Int64, kind: EngineEventKind, truth: TruthSnapshot)] {
        records.compactMap {
            if case .engine(let kind, let truth) = $0.event { return ($0.timeNanoseconds, kind, truth) }
            return nil
        }
    }

    /// The altitude contexts delivered.
    static func contexts(_ records: [TraceRecord]) -> [(context: NNAltitudeContext, truth: TruthSnapshot)] {
        engineEvents(records).compactMap {
            if case .altitudeCallback(_, let context?) = $0.kind { return (context, $0.truth) }
            return nil
        }
    }
}
