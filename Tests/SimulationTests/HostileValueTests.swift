import Foundation
import Geophysics
import Simulation
import Testing

@Suite("The simulator refuses values outside the world without trapping")
struct HostileValueTests {
    @Test("Entering a building 1e20 m away is a set-up error that quotes the distance, not a trap")
    func farBuilding() throws {
        let far = Building(
            name: "far", centre: EastNorth(eastMeters: 1e20, northMeters: 0), widthMeters: 40, depthMeters: 30,
            floorCount: 3)
        var spec = try RunSupport.spec(timeline: [RunSupport.at(60, .enter(building: "far"))])
        spec.world = try RunSupport.world(buildings: [far])
        #expect {
            try SimulationRun.validate(spec: spec)
        } throws: { error in
            "\(error)".contains("devices[0].timeline[0]: the person is 1e+20 m from the entrance of 'far'")
        }
        #expect(throws: SimulationError.self) { try SimulationRun(spec: spec) }
    }

    @Test("Leaving while the stairs are still being walked says so, naming no floor")
    func leaveOnTheStairs() throws {
        let spec = try RunSupport.spec(timeline: [
            RunSupport.at(10, .stairs(toFloor: 0, speedMetersPerSecond: 0.3)),
            RunSupport.at(20, .leave),
        ]) { device in
            device.start = .centre(building: "tower")
            device.startFloor = 6
        }
        #expect {
            try SimulationRun.validate(spec: spec)
        } throws: { error in
            "\(error)".contains("devices[0].timeline[1]: the person is still between floors of 'tower'")
        }
    }

    @Test("validate refuses exactly what init refuses, with the same error")
    func validateMatchesInit() throws {
        let bad = try RunSupport.spec(timeline: [RunSupport.at(10, .leave)])
        var fromValidate: String?
        var fromInit: String?
        do { try SimulationRun.validate(spec: bad) } catch { fromValidate = "\(error)" }
        do { _ = try SimulationRun(spec: bad) } catch { fromInit = "\(error)" }
        #expect(fromValidate != nil && fromValidate == fromInit)
        try SimulationRun.validate(spec: try RunSupport.spec(timeline: RunSupport.startApp))
    }

    @Test("A height grid of heights outside -500…9000 m is refused (1e308 m made the true pressure NaN)")
    func gridHeights() {
        #expect(throws: HeightGridError.self) {
            try HeightGrid(
                origin: EastNorth(eastMeters: 0, northMeters: 0), spacingMeters: 100, columns: 2, rows: 2,
                heightsMeters: [0, 0, 0, 1e308])
        }
        #expect(throws: Never.self) {
            try HeightGrid(
                origin: EastNorth(eastMeters: 0, northMeters: 0), spacingMeters: 100, columns: 2, rows: 2,
                heightsMeters: [-500, 0, 8_000, 9_000])
        }
    }

    @Test("A building's floor at any height, however large or not finite, is a floor of the building")
    func floorNumberOfAnyHeight() {
        let tower = RunSupport.tower
        for height in [1e300, Double.infinity, -Double.infinity, .nan, -1e300, 1e18] {
            #expect((0..<tower.floorCount).contains(tower.floorNumber(atHeightAboveGroundMeters: height)))
        }
    }
}
