import AltitudeSimTestSupport
import Foundation
import Geophysics
import Testing

@testable import AssistanceService

/// A plane fit's stated σ covers the bend of a front between its stations, shown by the
/// stations' differing tendencies (`UnresolvedCurvature`), and stays as it was where the
/// stations change alike.
@Suite("Unresolved curvature")
struct UnresolvedCurvatureTests {
    static let second = TestNetwork.second
    static let minute = 60 * second
    static let hour = 60 * minute

    /// Four stations on a square 70 km apart around the origin (a sparse rural network).
    static let sparseGrid: [ReferenceStation] = [(-35.0, -35.0), (35, -35), (-35, 35), (35, 35)].enumerated().map {
        TestNetwork.station(
            "R\($0.offset)", eastKm: $0.element.0, northKm: $0.element.1, elevationMeters: 0, noiseSigmaPa: 3)
    }

    /// A front moving east at 12.5 m/s (45 km/h), crossing the origin 70 minutes in: the
    /// pressure rises 300 Pa across it over ≈ 30 km (a tanh of 15 km half-width), on a
    /// −0.3 hPa/h fall everywhere.
    static func frontPa(eastMeters: Double, seconds t: Double) -> Double {
        let frontEast = 12.5 * (t - 4_200)
        return 100_800 - 30 * t / 3_600 + 150 * tanh((frontEast - eastMeters) / 15_000)
    }

    /// A plane of 1 Pa/km carried east at 12.5 m/s, on the same fall: every station changes alike.
    static func movingPlanePa(eastMeters: Double, seconds t: Double) -> Double {
        100_800 - 30 * t / 3_600 + (eastMeters - 12.5 * t) / 1_000
    }

    /// (|estimate − truth|, stated σ) at the origin every 13 s over `hours`, with one noisy
    /// observation per station a minute (received 5 s later) and the service's advection speed
    /// set to `speed`.
    static func answers(
        speed: Double, hours: Double, field: (Double, Double) -> Double, during: ClosedRange<Double>? = nil
    ) -> [(error: Double, sigma: Double)] {
        var configuration = TestNetwork.configuration(stations: Self.sparseGrid)
        configuration.uncertainty.advectionSpeedMetersPerSecond = speed
        let server = AssistanceServer(configuration: configuration)
        var random = SplitMix64(seed: 11)
        var nextObservation: Int64 = 0
        var answers: [(error: Double, sigma: Double)] = []
        let end = Int64(hours * 3_600) * second
        var time: Int64 = 0
        while time <= end {
            while nextObservation + 5 * second <= time {
                for station in Self.sparseGrid {
                    let east = TestNetwork.plane.eastNorth(of: station.position).eastMeters
                    server.ingest(
                        StationObservation(
                            stationID: station.id,
                            pressurePa: field(east, Double(nextObservation) / 1e9) + 3 * random.gaussian(),
                            temperatureKelvin: 288, measuredAtNanoseconds: TestNetwork.start + nextObservation,
                            receivedAtNanoseconds: TestNetwork.start + nextObservation + 5 * second))
                }
                nextObservation += minute
            }
            let seconds = Double(time) / 1e9
            if time >= 5 * minute, during.map({ $0.contains(seconds) }) ?? true,
                let estimate = server.referenceEstimate(at: TestNetwork.origin, atNanoseconds: TestNetwork.start + time)
            {
                answers.append((abs(estimate.seaLevelPressurePa - field(0, seconds)), estimate.pressureUncertaintyPa))
            }
            time += 13 * second
        }
        return answers
    }

    static func coverage(_ answers: [(error: Double, sigma: Double)], z: Double) -> Double {
        Double(answers.filter { $0.error <= z * $0.sigma }.count) / Double(answers.count)
    }

    @Test("A front between four stations: σ covers the plane's miss, where it covered under half")
    func frontBetweenSparseStations() {
        // The front is between the stations' columns (±35 km) from 23 to 117 minutes in.
        let between = 1_600.0...6_800.0
        let without = Self.answers(speed: 0, hours: 2.2, field: Self.frontPa, during: between)
        let with = Self.answers(speed: 10, hours: 2.2, field: Self.frontPa, during: between)
        #expect(without.count > 300 && with.count == without.count)
        // The errors are the same: the term changes σ, not the estimate.
        #expect(zip(without, with).allSatisfy { $0.error == $1.error })
        #expect(without.map(\.error).max()! > 60)
        #expect(Self.coverage(without, z: 1.645) < 0.5)
        #expect(Self.coverage(with, z: 1.645) > 0.85)
    }

    @Test("Stations that change alike add nothing: a carried plane and calm air keep σ in ≥ 99 % of answers")
    func alikeTendenciesAddNothing() {
        let calm: (Double, Double) -> Double = { _, _ in 100_800 }
        let movingPlane: (Double, Double) -> Double = Self.movingPlanePa
        for field in [calm, movingPlane] {
            let without = Self.answers(speed: 0, hours: 6, field: field)
            let with = Self.answers(speed: 10, hours: 6, field: field)
            #expect(with.count == without.count && with.count > 1_000)
            let changed = zip(without, with).filter { $0.sigma != $1.sigma }.count
            #expect(Double(changed) <= 0.01 * Double(with.count))
        }
    }

    @Test("The term for noise-free tendencies across a 1-D front: |∇(∂P/∂t)| / U × ½ (x·n)² through the plane")
    func exactTerm() throws {
        // West stations rising 0.125 Pa/s, east falling 0.045 Pa/s: the gradient is 0.17 Pa/s
        // over 70 km along east; each station is 35 km from the device along it, so the plane's
        // exposure is ½·35² km² and σ = 0.17/70 × 612.5 × 1000 / 10 = 148.75 Pa.
        let positions = [(-35.0, -35.0), (35, -35), (-35, 35), (35, 35)]
        let stations = positions.map { east, north in
            UnresolvedCurvature.Station(
                eastMeters: east * 1_000, northMeters: north * 1_000,
                tendency: StationTendency(paPerSecond: east < 0 ? 0.125 : -0.045, variancePa2PerSecond2: 1e-10))
        }
        let samples = positions.map { east, north in
            InterpolationSample(
                eastMeters: east * 1_000, northMeters: north * 1_000, distanceMeters: hypot(east, north) * 1_000,
                pressurePa: 100_800, temperatureKelvin: 288, variancePa2: 230)
        }
        let gate = UnresolvedCurvature.gateChiSquared(lags: 1)
        #expect(abs(gate - 11.83) < 0.01)
        #expect(abs(UnresolvedCurvature.gateChiSquared(lags: 33) - (gate + 2 * log(33.0))) < 1e-9)
        let bend = try #require(UnresolvedCurvature.bend(stations, gate: gate, speedMetersPerSecond: 10))
        #expect(abs(bend.normalEast + 1) < 1e-9 && abs(bend.normalNorth) < 1e-9)
        #expect(abs(UnresolvedCurvature.sigmaPa(bend, planeSamples: samples) - 148.75) < 0.01)
        let faster = try #require(UnresolvedCurvature.bend(stations, gate: gate, speedMetersPerSecond: 20))
        #expect(abs(UnresolvedCurvature.sigmaPa(faster, planeSamples: samples) - 148.75 / 2) < 0.01)
        #expect(UnresolvedCurvature.bend(stations, gate: gate, speedMetersPerSecond: 0) == nil)
        // Equal tendencies: no bend; three stations are the least that carry a plane.
        let alike = stations.map { station -> UnresolvedCurvature.Station in
            var copy = station
            copy.tendency.paPerSecond = -0.01
            return copy
        }
        #expect(UnresolvedCurvature.bend(alike, gate: gate, speedMetersPerSecond: 10) == nil)
        #expect(UnresolvedCurvature.bend(Array(stations.prefix(2)), gate: gate, speedMetersPerSecond: 10) == nil)
        // Tendencies within their noise: the gate holds.
        let noisy = stations.map { station -> UnresolvedCurvature.Station in
            var copy = station
            copy.tendency.variancePa2PerSecond2 = 0.01
            return copy
        }
        #expect(UnresolvedCurvature.bend(noisy, gate: gate, speedMetersPerSecond: 10) == nil)
    }

    @Test(
        "A station's recorded tendencies: nearest in time, unknown before their observations arrive, kept for the memory"
    )
    func recordedTendencies() {
        let station = TestNetwork.station("S", eastKm: 0, northKm: 0, elevationMeters: 0, noiseSigmaPa: 3)
        var history = StationHistory(station: station)
        for minute in 0..<200 {
            let measured = TestNetwork.start + Int64(minute) * Self.minute
            history.insert(
                StationObservation(
                    stationID: "S", pressurePa: 100_000 + 0.1 * Double(minute * 60), temperatureKelvin: 288,
                    measuredAtNanoseconds: measured, receivedAtNanoseconds: measured + 5 * Self.second),
                biasPa: 0, depth: 4, trendWindowNanoseconds: 3_600 * Self.second,
                tendencyMemoryNanoseconds: 60 * Self.minute, model: UncertaintyModel())
        }
        // The first observation has no trend; the memory keeps the last hour (61 records).
        #expect(history.tendencies.count == 61)
        let last = TestNetwork.start + 199 * Self.minute
        let recorded = RecordedTendency.nearest(
            in: history.tendencies, to: last - 10 * Self.second, tolerance: Self.minute, knownBy: last + 5 * Self.second
        )
        #expect(recorded.map { abs($0.paPerSecond - 0.1) < 1e-9 } == true)
        // σ² = (3² + 0.5²) / Σ(tᵢ − t̄)² over 0, 60, 120, 180 s.
        #expect(recorded.map { abs($0.variancePa2PerSecond2 - 9.25 / 18_000) < 1e-12 } == true)
        // The newest is not known before it arrives: the one a minute older is nearest then.
        #expect(
            RecordedTendency.nearest(
                in: history.tendencies, to: last, tolerance: 30 * Self.second, knownBy: last + Self.second) == nil)
        #expect(
            RecordedTendency.nearest(
                in: history.tendencies, to: last, tolerance: 2 * Self.minute, knownBy: last + Self.second) != nil)
        #expect(
            RecordedTendency.nearest(
                in: history.tendencies, to: last - 2 * Self.hour, tolerance: Self.minute, knownBy: last + Self.minute)
                == nil)
    }
}
