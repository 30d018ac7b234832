import AssistanceProtocol
import AssistanceService
import Foundation
import Geophysics
import Testing

private let s = TestNetwork.second

@Suite("Station schedule, coverage and terrain")
struct StationCoverageTerrainTests {
    static let station = ReferenceStation(
        id: "S", position: TestNetwork.origin, elevationMeters: 100, reportingIntervalNanoseconds: 60 * s,
        reportingPhaseNanoseconds: 5 * s, reportingDelayNanoseconds: 8 * s,
        outages: [TimeWindow(startNanoseconds: 120 * s, endNanoseconds: 300 * s)])

    @Test("Reports on its grid, not in outages; next report skips outages")
    func schedule() {
        let st = Self.station
        #expect(st.reports(atNanoseconds: 65 * s))
        #expect(!st.reports(atNanoseconds: 66 * s))
        #expect(!st.reports(atNanoseconds: 125 * s))
        #expect(st.isInOutage(atNanoseconds: 125 * s))
        #expect(!st.isInOutage(atNanoseconds: 300 * s))
        #expect(st.nextReportTime(after: 0) == 5 * s)
        #expect(st.nextReportTime(after: 5 * s) == 65 * s)
        #expect(st.nextReportTime(after: 65 * s) == 305 * s)
        #expect(st.nextReportTime(after: -100 * s) == -55 * s)
        #expect(st.receiveTime(forMeasurementAtNanoseconds: 65 * s) == 73 * s)
        var silent = st
        silent.reportingIntervalNanoseconds = 0
        #expect(silent.nextReportTime(after: 0) == nil)
        #expect(!silent.reports(atNanoseconds: 0))
        var forever = st
        forever.outages = [TimeWindow(startNanoseconds: 0, endNanoseconds: .max)]
        #expect(forever.nextReportTime(after: 0) == nil)
    }

    @Test("Service area: circles, polygons, invalid points, empty area")
    func coverage() {
        let square = ServiceArea.Polygon(vertices: [
            GeodeticCoordinate(latitudeDegrees: 46, longitudeDegrees: 9),
            GeodeticCoordinate(latitudeDegrees: 46, longitudeDegrees: 10),
            GeodeticCoordinate(latitudeDegrees: 47, longitudeDegrees: 10),
            GeodeticCoordinate(latitudeDegrees: 47, longitudeDegrees: 9),
        ])
        let area = ServiceArea(circles: [.init(center: TestNetwork.origin, radiusMeters: 5_000)], polygons: [square])
        #expect(area.contains(TestNetwork.coordinate(eastKm: 4.9, northKm: 0)))
        #expect(!area.contains(TestNetwork.coordinate(eastKm: 5.1, northKm: 0)))
        #expect(area.contains(GeodeticCoordinate(latitudeDegrees: 46.5, longitudeDegrees: 9.5)))
        #expect(!area.contains(GeodeticCoordinate(latitudeDegrees: 47.5, longitudeDegrees: 9.5)))
        #expect(!area.contains(GeodeticCoordinate(latitudeDegrees: .nan, longitudeDegrees: 9.5)))
        #expect(!ServiceArea().contains(TestNetwork.origin))
        #expect(ServiceArea.everywhere.contains(GeodeticCoordinate(latitudeDegrees: -80, longitudeDegrees: 170)))
    }

    static let planarSource = TerrainProvider { c in
        let p = TestNetwork.plane.eastNorth(of: c)
        return (100 + 0.01 * p.eastMeters + 0.02 * p.northMeters, hypot(0.01, 0.02))
    }
    static let curvedSource = TerrainProvider { c in
        let p = TestNetwork.plane.eastNorth(of: c)
        return (200 + 0.001 * p.eastMeters * p.eastMeters, 0.002 * abs(p.eastMeters))
    }

    @Test("Coarse terrain: exact on planar terrain, bounded error h''·Δ²/8 on curved terrain")
    func coarseTerrain() {
        let planar = CoarseTerrain(source: Self.planarSource, origin: TestNetwork.origin, spacingMeters: 90)
        for (e, n) in [(13.0, 71.0), (-250.0, 333.3), (1_000.5, -2.25)] {
            let c = TestNetwork.coordinate(eastKm: e / 1_000, northKm: n / 1_000)
            let coarse = planar.heightAndSlope(at: c)
            #expect(
                abs(coarse.orthometricHeightMeters - Self.planarSource.heightAndSlope(c).orthometricHeightMeters) < 1e-6
            )
            #expect(abs(coarse.slope - hypot(0.01, 0.02)) < 1e-6)
        }
        let spacing = 100.0
        let curved = CoarseTerrain(source: Self.curvedSource, origin: TestNetwork.origin, spacingMeters: spacing)
            .provider
        let bound = 0.002 * spacing * spacing / 8
        var largest = 0.0
        for e in stride(from: -300.0, through: 300, by: 7) {
            let c = TestNetwork.coordinate(eastKm: e / 1_000, northKm: 0.01)
            let error = abs(
                curved.heightAndSlope(c).orthometricHeightMeters
                    - Self.curvedSource.heightAndSlope(c).orthometricHeightMeters)
            #expect(error <= bound + 1e-6)
            largest = max(largest, error)
        }
        #expect(largest > bound / 2, "a coarse grid must lose some detail of curved terrain")
    }

    @Test("Response HAT data: terrain HAE = orthometric + N, reference level = N")
    func hatData() throws {
        let station = TestNetwork.station("A", eastKm: 0, northKm: 0, elevationMeters: 50)
        let config = ServiceConfiguration(
            stations: [station], apiKeys: [TestNetwork.apiKey], terrain: Self.planarSource,
            terrainUncertaintyMeters: 2.5,
            geoid: .constant(undulationMeters: 47.25))
        let server = AssistanceServer(configuration: config)
        TestNetwork.feed(server, stations: [station], at: TestNetwork.start) { _, _ in 101_000 }
        let device = TestNetwork.coordinate(eastKm: 1, northKm: 2)
        let response = try #require(
            server.answer(TestNetwork.request(at: device), atNanoseconds: TestNetwork.start).response)
        #expect(response.referenceLevelHAEMeters == 47.25)
        #expect(abs((response.terrainHAEMeters ?? 0) - (100 + 10 + 40 + 47.25)) < 1e-6)
        #expect(response.terrainUncertaintyMeters == 2.5)
        #expect(abs((response.terrainSlope ?? 0) - hypot(0.01, 0.02)) < 1e-12)
    }
}
