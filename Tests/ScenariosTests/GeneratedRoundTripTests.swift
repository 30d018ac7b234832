import AltitudeEngine
import AltitudeSimTestSupport
import Geophysics
import Scenarios
import Simulation
import Testing

/// Scenarios built as Swift values with arbitrary (in-range) numbers, as a fuzzer would make
/// them: printing and compiling again gives the same value.
@Suite("Round trips of generated scenarios")
struct GeneratedRoundTripTests {
    static func generate(seed: UInt64) -> Scenario {
        var rng = SplitMix64(seed: seed)
        func uniform(_ low: Double, _ high: Double) -> Double { Double.random(in: low...high, using: &rng) }
        func ns(_ low: Int64, _ high: Int64) -> Int64 { Int64.random(in: low...high, using: &rng) }
        var s = Scenario(
            name: "generated \(seed)", durationNanoseconds: ns(3_600, 86_400) * 1_000_000_000 + ns(0, 999_999_999))
        s.seed = UInt64.random(in: 0...UInt64(Int64.max), using: &rng)
        s.origin = GeodeticCoordinate(latitudeDegrees: uniform(-89, 89), longitudeDegrees: uniform(-179, 179))
        s.geoid = .constant(undulationMeters: uniform(-100, 80))
        s.terrain = .plane(
            InclinedPlane(
                heightAtOriginMeters: uniform(0, 2_000), slopeMetersPerKilometer: uniform(0, 100),
                upslopeBearingDegrees: uniform(0, 359)))
        s.buildings = [
            Building(
                name: "B", centre: EastNorth(eastMeters: uniform(-5_000, 5_000), northMeters: uniform(-5_000, 5_000)),
                widthMeters: uniform(5, 200), depthMeters: uniform(5, 200), rotationDegrees: uniform(-90, 90),
                floorCount: Int.random(in: 2...80, using: &rng), lobbyHeightMeters: uniform(3, 8),
                floorHeightMeters: uniform(2.5, 5), hvacPressurisationPa: uniform(-5, 5),
                indoorTemperatureKelvin: uniform(285, 300), indoorTemperatureSpreadKelvin: uniform(0, 10))
        ]
        s.weather.basePressurePa = uniform(95_000, 104_000)
        s.weather.trendPaPerSecond = uniform(-0.05, 0.05)
        s.weather.temperature.seaLevelTemperatureKelvin = uniform(250, 310)
        s.weather.fronts = [
            WeatherFront(
                passageAtOriginNanoseconds: s.startNanoseconds + ns(0, s.durationNanoseconds),
                movingTowardBearingDegrees: uniform(0, 359), speedMetersPerSecond: uniform(1, 30),
                dropPa: uniform(0, 800), fallDurationSeconds: Double(ns(1, 20_000)), risePa: uniform(0, 800),
                riseDurationSeconds: Double(ns(1, 5_000)), temperatureChangeKelvin: uniform(-8, 0))
        ]
        var device = DeviceSpec(name: "d")
        device.barometer.offsetPa = uniform(-300, 300)
        device.barometer.whiteNoiseRMSPa = uniform(0.1, 5)
        device.barometer.linearDriftPaPerDay = uniform(-50, 50)
        device.gnss.accuracyScale = uniform(0.5, 2)
        device.handHeightMeters = uniform(0.5, 1.8)
        device.handHeightPersonSigmaMeters = [0, uniform(0.05, 0.5)][Int(ns(0, 1))]
        device.barometer.temperatureCoefficientPaPerKelvin = uniform(-5, 5)
        device.barometer.temperatureCoefficientSpreadPaPerKelvin = [0, uniform(0.05, 5)][Int(ns(0, 1))]
        device.initialCalibration =
            switch ns(0, 2) {
            case 0:
                .calibrated(
                    ageSeconds: Double(ns(1, 1_000_000)), errorPa: uniform(-20, 20), uncertaintyPa: uniform(1, 30))
            case 1: .calibrated(ageSeconds: Double(ns(1, 1_000_000)), errorPa: 0, uncertaintyPa: uniform(1, 30))
            default: .drawn(ageSeconds: Double(ns(1, 1_000_000)), uncertaintyPa: [10, uniform(1, 30)][Int(ns(0, 1))])
            }
        device.timeline = [
            TimelineStep(atOffsetNanoseconds: 0, action: .app(.startSDK(apiKey: nil, hostURL: nil))),
            TimelineStep(
                atOffsetNanoseconds: ns(1, 600) * 1_000_000_000 + ns(0, 999_999_999),
                action: .walk(
                    to: .point(EastNorth(eastMeters: uniform(-3_000, 3_000), northMeters: uniform(-3_000, 3_000))),
                    speedMetersPerSecond: uniform(0.5, 3))),
            TimelineStep(
                atOffsetNanoseconds: 700_000_000_000,
                action: .app(.setAltitude(pressurePa: uniform(90_000, 105_000), location: nil))),
        ]
        s.devices = [device]
        return s
    }

    @Test("Generated scenarios print and compile back to equal values", arguments: 1...40)
    func roundTrip(seed: UInt64) throws {
        let scenario = Self.generate(seed: seed)
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
    }
}
