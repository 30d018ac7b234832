import AssistanceProtocol
import AssistanceService
import Foundation
import Geophysics
import Testing

private let s = TestNetwork.second
private let t0 = TestNetwork.start

@Suite("Time extrapolation and uncertainty")
struct TimeAndUncertaintyTests {
    static let device = TestNetwork.coordinate(eastKm: 2, northKm: -3)
    /// MSL pressure rising 0.02 Pa/s everywhere (a 3-hour tendency of 2.2 hPa).
    static func pressure(at time: Int64) -> Double { 100_800 + 0.02 * Double(time - t0) / 1e9 }

    static func trendServer() -> AssistanceServer {
        let server = AssistanceServer(configuration: TestNetwork.configuration())
        for k in 0..<3 {
            let time = t0 + Int64(k) * 60 * s
            TestNetwork.feed(server, at: time) { _, _ in pressure(at: time) }
        }
        return server
    }

    @Test("Trend extrapolated up to its limit, then held, then stale (610)")
    func extrapolationThenStaleness() throws {
        let server = Self.trendServer()
        server.recordManualCalibration(TestNetwork.calibration(madeAt: t0), deviceID: "device-1")
        let last = t0 + 120 * s
        let config = server.configuration
        // Within the extrapolation limit: the trend is followed exactly.
        let inside = last + 300 * s
        let a = try #require(server.referenceEstimate(at: Self.device, atNanoseconds: inside))
        #expect(abs(a.seaLevelPressurePa - Self.pressure(at: inside)) < 1e-3)
        // Past the limit: held at the value of the limit.
        let beyond = last + config.extrapolationLimitNanoseconds + 200 * s
        let b = try #require(server.referenceEstimate(at: Self.device, atNanoseconds: beyond))
        #expect(abs(b.seaLevelPressurePa - Self.pressure(at: last + config.extrapolationLimitNanoseconds)) < 1e-3)
        // At the staleness limit still delivered, one ns later 610.
        let edge = last + config.stalenessLimitNanoseconds
        #expect(server.answer(TestNetwork.request(at: Self.device), atNanoseconds: edge).response?.status == .delivered)
        #expect(
            server.answer(TestNetwork.request(at: Self.device), atNanoseconds: edge + 1).response?.status
                == .referencePressureUnavailable)
    }

    @Test("An observation is not used before it is received")
    func receivedTimeMatters() {
        let server = AssistanceServer(configuration: TestNetwork.configuration())
        for station in TestNetwork.fiveStations {
            server.ingest(
                StationObservation(
                    stationID: station.id, pressurePa: 100_000, temperatureKelvin: 280,
                    measuredAtNanoseconds: t0, receivedAtNanoseconds: t0 + 10 * s))
        }
        #expect(server.referenceEstimate(at: Self.device, atNanoseconds: t0 + 9 * s) == nil)
        #expect(server.referenceEstimate(at: Self.device, atNanoseconds: t0 + 10 * s) != nil)
    }

    @Test(
        "Uncertainty grows with the age of the data",
        arguments: [InterpolationMethod.planeFit, .inverseDistance(power: 2)])
    func growsWithAge(method: InterpolationMethod) throws {
        let server = AssistanceServer(configuration: TestNetwork.configuration(interpolation: method))
        TestNetwork.feed(server, at: t0) { _, _ in 101_000 }
        var previous = 0.0
        for ageSeconds: Int64 in [0, 60, 300, 900, 1_800] {
            let e = try #require(server.referenceEstimate(at: Self.device, atNanoseconds: t0 + ageSeconds * s))
            #expect(e.pressureUncertaintyPa > previous)
            previous = e.pressureUncertaintyPa
        }
    }

    @Test(
        "Uncertainty grows with distance from the stations",
        arguments: [InterpolationMethod.planeFit, .inverseDistance(power: 2)])
    func growsWithDistance(method: InterpolationMethod) throws {
        let server = AssistanceServer(configuration: TestNetwork.configuration(interpolation: method))
        TestNetwork.feed(server, at: t0) { _, _ in 101_000 }
        var previous = 0.0
        for km in [40.0, 60, 90, 140, 200] {
            let e = try #require(
                server.referenceEstimate(at: TestNetwork.coordinate(eastKm: km, northKm: km / 3), atNanoseconds: t0))
            #expect(e.pressureUncertaintyPa > previous)
            previous = e.pressureUncertaintyPa
        }
        // One station: strictly growing with distance from it, from its floor.
        let one = [TestNetwork.station("solo", eastKm: 0, northKm: 0, elevationMeters: 100, noiseSigmaPa: 1)]
        let single = AssistanceServer(configuration: TestNetwork.configuration(stations: one, interpolation: method))
        TestNetwork.feed(single, stations: one, at: t0) { _, _ in 101_000 }
        previous = 0
        for km in [0.0, 1, 10, 50] {
            let e = try #require(
                single.referenceEstimate(at: TestNetwork.coordinate(eastKm: km, northKm: 0), atNanoseconds: t0))
            #expect(e.pressureUncertaintyPa > previous)
            previous = e.pressureUncertaintyPa
        }
    }

    @Test("More stations lower the uncertainty; disagreeing stations raise it")
    func stationsAndDisagreement() throws {
        let ring = (0..<8).map { k -> ReferenceStation in
            let angle = Double(k) * .pi / 4
            return TestNetwork.station(
                "R\(k)", eastKm: 20 * cos(angle), northKm: 20 * sin(angle), elevationMeters: 50, noiseSigmaPa: 1)
        }
        let centre = TestNetwork.coordinate(eastKm: 0, northKm: 0)
        func sigma(_ stations: [ReferenceStation], field: @escaping (Double, Double) -> Double) throws -> Double {
            let server = AssistanceServer(configuration: TestNetwork.configuration(stations: stations))
            TestNetwork.feed(server, stations: stations, at: t0, field: field)
            return try #require(server.referenceEstimate(at: centre, atNanoseconds: t0)).pressureUncertaintyPa
        }
        let four = ring.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let flat: (Double, Double) -> Double = { _, _ in 101_000 }
        #expect(try sigma(ring, field: flat) < sigma(four, field: flat))
        // A bumpy field (not a plane) leaves residuals beyond the stations' stated variances
        // (1 Pa noise, 6 Pa for 20 km): the stations disagree, and σ grows.
        let bumpy: (Double, Double) -> Double = { e, n in 101_000 + 200 * sin(e / 7_000) * cos(n / 9_000) }
        #expect(try sigma(ring, field: bumpy) > sigma(ring, field: flat) + 5)
        // Scatter within those variances (± 3 Pa) adds nothing: it is already in the fit's variance.
        let scattered: (Double, Double) -> Double = { e, n in 101_000 + ((e + n) > 0 ? 3 : -3) }
        #expect(try sigma(ring, field: scattered) == sigma(ring, field: flat))
    }

    @Test("Position uncertainty adds |gradient|·σ_h under the plane fit")
    func positionUncertainty() throws {
        let server = AssistanceServer(configuration: TestNetwork.configuration())
        TestNetwork.feed(server, at: t0) { e, _ in 101_000 + 0.004 * e }
        let sharp = try #require(server.referenceEstimate(at: Self.device, atNanoseconds: t0))
        let vague = try #require(
            server.referenceEstimate(at: Self.device, horizontalUncertaintyMeters: 1_000, atNanoseconds: t0))
        let expected = sqrt(sharp.pressureUncertaintyPa * sharp.pressureUncertaintyPa + 4 * 4)
        // The gradient is fitted in the device's own tangent plane, whose east scale differs from
        // the test plane's by ~1e-4 here: hence 0.01 Pa, not 1e-6.
        #expect(abs(vague.pressureUncertaintyPa - expected) < 0.01)
    }
}
