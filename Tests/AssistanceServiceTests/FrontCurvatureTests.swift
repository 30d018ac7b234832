import AssistanceProtocol
import AssistanceService
import Foundation
import Geophysics
import Testing

/// The quadratic surface of `QuadraticSurfaceFit`: across a front the field bends, the plane
/// puts the device between the stations either side, the surface follows the bend.
@Suite("Reference pressure across a front")
struct FrontCurvatureTests {
    /// A 3 × 3 grid 25 km apart around the origin with 3 Pa of declared noise
    /// (scenarios/accuracy/common/urban.scenario's), at sea level (QFE = QFF).
    static let grid: [ReferenceStation] = [-25.0, 0, 25].flatMap { e in
        [-25.0, 0, 25].map { n in
            TestNetwork.station("G\(Int(e))_\(Int(n))", eastKm: e, northKm: n, elevationMeters: 0, noiseSigmaPa: 3)
        }
    }

    /// A cold front moving east at 12.5 m/s (45 km/h) that passed the origin `secondsSincePassage`
    /// ago: 4 hPa falling over 3 h ahead of the line, 3 hPa rising over 40 min behind it
    /// (scenarios/accuracy/common/front.scenario), as an MSL field of east metres.
    static func front(secondsSincePassage: Double) -> (Double, Double) -> Double {
        { east, _ in
            let tau = secondsSincePassage - east / 12.5
            let offset: Double
            if tau < -10_800 {
                offset = 0
            } else if tau < 0 {
                offset = -400 * (tau + 10_800) / 10_800
            } else if tau < 2_400 {
                offset = -400 + 300 * tau / 2_400
            } else {
                offset = -100
            }
            return 100_900 + offset
        }
    }

    static func estimate(stations: [ReferenceStation], field: (Double, Double) -> Double) throws -> ReferenceEstimate {
        let server = AssistanceServer(configuration: TestNetwork.configuration(stations: stations))
        TestNetwork.feed(server, stations: stations, at: TestNetwork.start, field: field)
        return try #require(
            server.referenceEstimate(
                at: TestNetwork.coordinate(eastKm: 0, northKm: 0), atNanoseconds: TestNetwork.start))
    }

    @Test("A plane field keeps the plane: exact, with the plane's σ", arguments: [0.0, 0.004])
    func planeFieldKeepsPlane(gradientPaPerMeter: Double) throws {
        let field: (Double, Double) -> Double = { e, n in 101_000 + gradientPaPerMeter * (e - 0.5 * n) }
        let nine = try Self.estimate(stations: Self.grid, field: field)
        #expect(abs(nine.seaLevelPressurePa - 101_000) < 0.01)
        #expect(nine.disagreementPa == 0)
        // The plane's σ on this symmetric grid is 1/√Σwᵢ (wᵢ = 1/(3² + floor² + (0.3 Pa/km · dᵢ)²),
        // the defaults of `UncertaintyModel`); the surface, with six parameters, would be wider.
        let model = UncertaintyModel()
        let weightSum = Self.grid.reduce(0.0) { sum, station in
            let local = TestNetwork.plane.eastNorth(of: station.position)
            let distanceTerm = model.distancePaPerKilometer * hypot(local.eastMeters, local.northMeters) / 1_000
            return sum + 1 / (9 + model.stationFloorPa * model.stationFloorPa + distanceTerm * distanceTerm)
        }
        #expect(abs(nine.pressureUncertaintyPa - (1 / weightSum).squareRoot()) < 1e-6)
    }

    @Test("Across a cold front the surface follows the bend; the plane through 7 stations does not")
    func frontFollowed() throws {
        for seconds in [-600.0, 0, 600] {
            let field = Self.front(secondsSincePassage: seconds)
            let truth = field(0, 0)
            let nine = try Self.estimate(stations: Self.grid, field: field)
            // Seven stations (two corners dropped): too few for the surface, the plane answers.
            let seven = Array(Self.grid.dropFirst().dropLast())
            let plane = try Self.estimate(stations: seven, field: field)
            let planeError = abs(plane.seaLevelPressurePa - truth)
            let surfaceError = abs(nine.seaLevelPressurePa - truth)
            #expect(planeError > 20, "the plane must miss the bend (> 1.7 m) (\(planeError) Pa at \(seconds) s)")
            #expect(surfaceError < planeError / 4, "\(surfaceError) Pa vs the plane's \(planeError) Pa")
            #expect(surfaceError <= 2 * nine.pressureUncertaintyPa)
        }
    }
}
