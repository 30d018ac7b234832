import AltitudeSimTestSupport
import AssistanceService
import Foundation
import Geophysics
import Testing

/// Station layouts on which the quadratic surface's columns are dependent: the service answers
/// with a fit that the stations determine, never with the arbitrary split of a dependent one.
@Suite("Dependent surface columns")
struct DependentSurfaceTests {
    /// Two columns of four stations 5 km apart (`stations grid 2 × 4 spacing 5 km`): with two
    /// distinct eastings, e² is a line in e, so the surface's e² column depends on 1 and e.
    static let twoColumns: [ReferenceStation] = (0..<8).map { index in
        TestNetwork.station(
            "G\(index)", eastKm: index % 2 == 0 ? -2.5 : 2.5, northKm: -7.5 + 5 * Double(index / 2), elevationMeters: 0,
            noiseSigmaPa: 3)
    }

    @Test("A two-column grid: every answer within a few pascals of the field, at many positions and times")
    func twoColumnGrid() throws {
        let server = AssistanceServer(configuration: TestNetwork.configuration(stations: Self.twoColumns))
        var random = SplitMix64(seed: 5)
        let field: (Double, Double) -> Double = { east, north in 100_800 + east / 1_000 - 0.5 * north / 1_000 }
        var worst = 0.0
        for minute in 0..<30 {
            let time = TestNetwork.start + Int64(minute) * 60 * TestNetwork.second
            for station in Self.twoColumns {
                let local = TestNetwork.plane.eastNorth(of: station.position)
                server.ingest(
                    StationObservation(
                        stationID: station.id,
                        pressurePa: field(local.eastMeters, local.northMeters) + 3 * random.gaussian(),
                        temperatureKelvin: 288, measuredAtNanoseconds: time, receivedAtNanoseconds: time))
            }
            for offset in [(0.0, 0.0), (0.13, -0.21), (1.7, 3.1), (-2.2, 6.0)] {
                let position = TestNetwork.coordinate(eastKm: offset.0, northKm: offset.1)
                let estimate = try #require(
                    server.referenceEstimate(at: position, atNanoseconds: time + TestNetwork.second))
                worst = max(worst, abs(estimate.seaLevelPressurePa - field(offset.0 * 1_000, offset.1 * 1_000)))
                #expect(estimate.pressureUncertaintyPa.isFinite && estimate.pressureUncertaintyPa < 20)
            }
        }
        #expect(worst < 15, "worst error \(worst) Pa")
    }
}
