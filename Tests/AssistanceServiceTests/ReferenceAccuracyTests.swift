import AssistanceProtocol
import AssistanceService
import Foundation
import Geophysics
import Testing

@Suite("Reference pressure accuracy")
struct ReferenceAccuracyTests {
    static let methods: [InterpolationMethod] = [.planeFit, .inverseDistance(power: 2)]
    static let devicePoints: [(Double, Double)] = [(0, 0), (3, 2), (-19, -14), (40, 35), (-60, 10), (10, -45)]

    @Test("Static standard atmosphere, noise-free stations: MSL pressure exact to < 0.5 Pa", arguments: methods)
    func standardAtmosphere(method: InterpolationMethod) throws {
        let server = AssistanceServer(configuration: TestNetwork.configuration(interpolation: method))
        for station in TestNetwork.fiveStations {
            server.ingest(
                StationObservation(
                    stationID: station.id,
                    pressurePa: StandardAtmosphere.pressure(atGeometricHeightMeters: station.elevationMeters),
                    temperatureKelvin: StandardAtmosphere.temperature(atGeometricHeightMeters: station.elevationMeters),
                    measuredAtNanoseconds: TestNetwork.start, receivedAtNanoseconds: TestNetwork.start))
        }
        for (e, n) in Self.devicePoints {
            let estimate = try #require(
                server.referenceEstimate(
                    at: TestNetwork.coordinate(eastKm: e, northKm: n),
                    atNanoseconds: TestNetwork.start + 30 * TestNetwork.second))
            #expect(abs(estimate.seaLevelPressurePa - StandardAtmosphere.seaLevelPressurePa) < 0.5)
            #expect(abs(estimate.seaLevelTemperatureKelvin - StandardAtmosphere.seaLevelTemperatureKelvin) < 0.05)
            #expect(estimate.stationCount == 5)
        }
    }

    static let gradientPaPerMeter = (east: 0.003, north: -0.0025)  // ~4 hPa/100 km: a strong gradient
    static func field(_ e: Double, _ n: Double) -> Double {
        101_000 + gradientPaPerMeter.east * e + gradientPaPerMeter.north * n
    }

    @Test("Uniform gradient: the plane fit is exact (< 0.01 Pa) anywhere")
    func planeFitExact() throws {
        let server = AssistanceServer(configuration: TestNetwork.configuration(interpolation: .planeFit))
        TestNetwork.feed(server, at: TestNetwork.start, field: Self.field)
        for (e, n) in Self.devicePoints {
            let estimate = try #require(
                server.referenceEstimate(
                    at: TestNetwork.coordinate(eastKm: e, northKm: n), atNanoseconds: TestNetwork.start))
            #expect(estimate.methodUsed == .planeFit)
            #expect(abs(estimate.seaLevelPressurePa - Self.field(e * 1_000, n * 1_000)) < 0.01)
        }
    }

    @Test("Uniform gradient: IDW error within |G|·Σ wᵢ dᵢ (and nonzero off-station)")
    func inverseDistanceBound() throws {
        let power = 2.0
        let server = AssistanceServer(
            configuration: TestNetwork.configuration(interpolation: .inverseDistance(power: power)))
        TestNetwork.feed(server, at: TestNetwork.start, field: Self.field)
        let gradient = hypot(Self.gradientPaPerMeter.east, Self.gradientPaPerMeter.north)
        var largestError = 0.0
        for (e, n) in Self.devicePoints {
            let device = TestNetwork.coordinate(eastKm: e, northKm: n)
            let estimate = try #require(server.referenceEstimate(at: device, atNanoseconds: TestNetwork.start))
            let local = LocalTangentPlane(origin: device)
            let distances = TestNetwork.fiveStations.map { s in
                let p = local.eastNorth(of: s.position)
                return hypot(p.eastMeters, p.northMeters)
            }
            let raw = distances.map { 1 / pow($0, power) }
            // On a station IDW returns that station's value: the bound is 0 there.
            let bound =
                distances.contains { $0 < 0.01 }
                ? 0 : gradient * zip(raw, distances).reduce(0) { $0 + $1.0 * $1.1 } / raw.reduce(0, +)
            let error = abs(estimate.seaLevelPressurePa - Self.field(e * 1_000, n * 1_000))
            #expect(error <= bound * (1 + 1e-6) + 1e-6)
            largestError = max(largestError, error)
        }
        #expect(largestError > 1, "IDW cannot follow a gradient; an exact IDW means the test field is wrong")
    }

    @Test("Plane fit falls back to IDW with two stations or collinear stations")
    func fallback() throws {
        let two = Array(TestNetwork.fiveStations.prefix(2))
        let collinear = [-20.0, 0, 20].enumerated().map { i, e in
            TestNetwork.station("L\(i)", eastKm: e, northKm: e / 2, elevationMeters: 50)
        }
        for stations in [two, collinear] {
            let server = AssistanceServer(configuration: TestNetwork.configuration(stations: stations))
            TestNetwork.feed(server, stations: stations, at: TestNetwork.start, field: Self.field)
            let estimate = try #require(
                server.referenceEstimate(
                    at: TestNetwork.coordinate(eastKm: 5, northKm: 9), atNanoseconds: TestNetwork.start))
            #expect(estimate.methodUsed == .inverseDistance(power: 2))
            #expect(estimate.seaLevelPressurePa.isFinite)
        }
    }

    @Test("A device on a station gets that station's MSL value under IDW")
    func colocated() throws {
        let server = AssistanceServer(
            configuration: TestNetwork.configuration(interpolation: .inverseDistance(power: 2)))
        TestNetwork.feed(server, at: TestNetwork.start, field: Self.field)
        let c = TestNetwork.fiveStations[2]
        let estimate = try #require(server.referenceEstimate(at: c.position, atNanoseconds: TestNetwork.start))
        let local = TestNetwork.plane.eastNorth(of: c.position)
        #expect(abs(estimate.seaLevelPressurePa - Self.field(local.eastMeters, local.northMeters)) < 1e-6)
    }

    @Test("IDW with a huge power far from the stations still answers (no overflow to 0/0)")
    func hugePower() throws {
        let server = AssistanceServer(
            configuration: TestNetwork.configuration(interpolation: .inverseDistance(power: 400)))
        TestNetwork.feed(server, at: TestNetwork.start, field: Self.field)
        let far = TestNetwork.coordinate(eastKm: 250, northKm: 0)
        let estimate = try #require(server.referenceEstimate(at: far, atNanoseconds: TestNetwork.start))
        // Power 400 gives the nearest station ("B", east 25 km) essentially all the weight.
        let b = TestNetwork.plane.eastNorth(of: TestNetwork.fiveStations[1].position)
        #expect(abs(estimate.seaLevelPressurePa - Self.field(b.eastMeters, b.northMeters)) < 0.01)
    }
}
