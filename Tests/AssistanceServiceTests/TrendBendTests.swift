import AltitudeSimTestSupport
import AssistanceService
import Foundation
import Geophysics
import Testing

/// The service follows its stations' last steps where the network shows the weather bending,
/// and keeps the quieter window trend in steady weather (`AssistanceServer.weatherBends`).
@Suite("Trend bend")
struct TrendBendTests {
    static let second = TestNetwork.second
    static let minute = 60 * second

    /// A 3 × 3 grid 25 km apart, all at sea level, each with `noisePa` of noise.
    static func grid(noisePa: Double) -> [ReferenceStation] {
        (0..<9).map { (index: Int) -> ReferenceStation in
            let eastKm = 25 * Double(index % 3 - 1)
            let northKm = 25 * Double(index / 3 - 1)
            return TestNetwork.station(
                "S\(index)", eastKm: eastKm, northKm: northKm, elevationMeters: 0, noiseSigmaPa: noisePa)
        }
    }

    /// A thunderstorm's mesohigh: a `sin²` bump of 200 Pa rising over 8 minutes and returning
    /// over 8 (the shape of the world's `thunderstorm`), starting 20 minutes in.
    static func mesohighPa(atSeconds t: Double) -> Double {
        let x = min(max(t - 1_200, 0), 960)
        let s = sin(Double.pi * x / 960)
        return 100_800 + 200 * s * s
    }

    /// A steady fall of 0.12 Pa/s (4.3 hPa/h, a strong front's tendency).
    static func steadyFallPa(atSeconds t: Double) -> Double { 100_800 - 0.12 * t }

    /// |estimate − truth| at the origin at every `requestEvery` over `hours` (those within
    /// `during`, s, when given), with one noisy observation per station a minute (received 5 s
    /// later, `noisePa` of noise), the service keeping `depth` observations a station and its
    /// gate set to `gate`.
    static func errors(
        gate: Double, hours: Double, requestEvery: Int64 = 17 * second, depth: Int = 4, noisePa: Double = 3,
        during: ClosedRange<Double>? = nil, field: (Double) -> Double
    ) -> [Double] {
        let stations = Self.grid(noisePa: noisePa)
        var configuration = TestNetwork.configuration(stations: stations)
        configuration.trendBendGateSigmas = gate
        configuration.historyDepth = depth
        let server = AssistanceServer(configuration: configuration)
        var random = SplitMix64(seed: 7)
        var nextObservation: Int64 = 0
        var errors: [Double] = []
        let end = Int64(hours * 3_600) * second
        var time: Int64 = 0
        while time <= end {
            while nextObservation + 5 * second <= time {
                for station in stations {
                    server.ingest(
                        StationObservation(
                            stationID: station.id,
                            pressurePa: field(Double(nextObservation) / 1e9) + noisePa * random.gaussian(),
                            temperatureKelvin: 288, measuredAtNanoseconds: TestNetwork.start + nextObservation,
                            receivedAtNanoseconds: TestNetwork.start + nextObservation + 5 * second))
                }
                nextObservation += minute
            }
            if time >= 5 * minute, during.map({ $0.contains(Double(time) / 1e9) }) ?? true,
                let estimate = server.referenceEstimate(at: TestNetwork.origin, atNanoseconds: TestNetwork.start + time)
            {
                errors.append(abs(estimate.seaLevelPressurePa - field(Double(time) / 1e9)))
            }
            time += requestEvery
        }
        return errors
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(fraction * Double(sorted.count)))]
    }

    @Test("Through a mesohigh the last steps more than halve the window trend's lag")
    func mesohighFollowed() {
        let storm = 1_200.0...2_160.0
        let window = Self.errors(
            gate: 0, hours: 0.75, requestEvery: 3 * Self.second, during: storm, field: Self.mesohighPa)
        let gated = Self.errors(
            gate: 3, hours: 0.75, requestEvery: 3 * Self.second, during: storm, field: Self.mesohighPa)
        #expect(window.count > 300)
        #expect(Self.percentile(window, 0.8) > 12)
        #expect(Self.percentile(gated, 0.8) < Self.percentile(window, 0.8) / 2)
    }

    @Test("Noise-free stations follow a bend too: the station floor stands in for their noise")
    func noiseFreeStations() {
        let storm = 1_200.0...2_160.0
        let window = Self.errors(gate: 0, hours: 0.75, noisePa: 0, during: storm, field: Self.mesohighPa)
        let gated = Self.errors(gate: 3, hours: 0.75, noisePa: 0, during: storm, field: Self.mesohighPa)
        #expect(Self.percentile(gated, 0.8) < Self.percentile(window, 0.8) / 2)
    }

    @Test("Steady weather keeps the window trend: the gate opens in at most 1 % of requests")
    func steadyWeatherKeepsWindow() {
        let calmPa: (Double) -> Double = { _ in 100_800 }
        let steadyFallPa: (Double) -> Double = Self.steadyFallPa
        for field in [steadyFallPa, calmPa] {
            let window = Self.errors(gate: 0, hours: 6, field: field)
            let gated = Self.errors(gate: 3, hours: 6, field: field)
            #expect(window.count == gated.count && window.count > 1_000)
            let changed = zip(window, gated).filter { $0 != $1 }.count
            #expect(Double(changed) <= 0.01 * Double(window.count))
        }
    }

    @Test("A history of two observations has no last step to switch to: the window's line is it")
    func shortHistoryUnchanged() {
        let window = Self.errors(gate: 0, hours: 0.75, requestEvery: 5 * Self.second, depth: 2, field: Self.mesohighPa)
        let gated = Self.errors(gate: 3, hours: 0.75, requestEvery: 5 * Self.second, depth: 2, field: Self.mesohighPa)
        #expect(!window.isEmpty)
        #expect(window == gated)
    }
}
