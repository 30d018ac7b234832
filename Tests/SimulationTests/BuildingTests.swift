import Geophysics
import Simulation
import Testing

@Suite("Buildings")
struct BuildingTests {
    let tower = Building(
        name: "tower", centre: EastNorth(eastMeters: 100, northMeters: 50), widthMeters: 40,
        depthMeters: 20, floorCount: 10, lobbyHeightMeters: 6, floorHeightMeters: 4)

    @Test("Floor heights: lobby is floor 0 at the ground, then lobby + (n − 1)·floor")
    func floorHeights() {
        #expect(tower.heightAboveGroundMeters(ofFloor: 0) == 0)
        #expect(tower.heightAboveGroundMeters(ofFloor: 1) == 6)
        #expect(tower.heightAboveGroundMeters(ofFloor: 3) == 14)
        #expect(tower.roofHeightAboveGroundMeters == 42)
        #expect(tower.effectiveNeutralPlaneHeightMeters == 21)
    }

    @Test(
        "floorNumber inverts heightAboveGround and clamps",
        arguments: [
            (-3.0, 0), (0.0, 0), (1.0, 0), (5.9, 0), (6.0, 1), (7.0, 1), (9.99, 1), (10.0, 2), (15.0, 3), (41.0, 9),
            (80.0, 9),
        ])
    func floorNumber(height: Double, floor: Int) {
        #expect(tower.floorNumber(atHeightAboveGroundMeters: height) == floor)
    }

    @Test("A phone 1 m above each floor is on that floor")
    func roundTrip() {
        for floor in 0..<tower.floorCount {
            #expect(
                tower.floorNumber(atHeightAboveGroundMeters: tower.heightAboveGroundMeters(ofFloor: floor) + 1) == floor
            )
        }
    }

    @Test("contains() follows the rotated footprint")
    func footprint() {
        #expect(tower.contains(EastNorth(eastMeters: 119, northMeters: 59)))
        #expect(!tower.contains(EastNorth(eastMeters: 100, northMeters: 61)))
        var turned = tower
        turned.rotationDegrees = 90  // width now runs north–south
        #expect(turned.contains(EastNorth(eastMeters: 100, northMeters: 69)))
        #expect(!turned.contains(EastNorth(eastMeters: 119, northMeters: 50)))
        var diagonal = tower
        diagonal.rotationDegrees = 45
        // A point 19 m along the width axis (rotated 45° clockwise from east: toward south-east).
        let d = 19 / 2.0.squareRoot()
        #expect(diagonal.contains(EastNorth(eastMeters: 100 + d, northMeters: 50 - d)))
        #expect(!diagonal.contains(EastNorth(eastMeters: 100 + d, northMeters: 50 + d)))
    }

    @Test("Stack effect in winter: higher indoor pressure above the neutral plane, lower below")
    func stackEffectSign() {
        var building = tower
        building.hvacPressurisationPa = 0
        let outdoor = 273.15  // 0 °C outside, 20 °C inside
        let above = building.indoorPressureOffsetPa(
            atHeightAboveGroundMeters: 41, outdoorPressurePa: 101_325, outdoorTemperatureKelvin: outdoor)
        let below = building.indoorPressureOffsetPa(
            atHeightAboveGroundMeters: 1, outdoorPressurePa: 101_325, outdoorTemperatureKelvin: outdoor)
        let neutral = building.indoorPressureOffsetPa(
            atHeightAboveGroundMeters: 21, outdoorPressurePa: 101_325, outdoorTemperatureKelvin: outdoor)
        #expect(above > 0 && below < 0 && neutral == 0)
        // 0.87 Pa/m (Docs/reference/physics.md, "Buildings and transients"): 20 m above the neutral plane ≈ 17.3 Pa.
        #expect(abs(above - 0.87 * 20) < 0.2)
        // Summer (cooler inside) flips the sign.
        let summer = building.indoorPressureOffsetPa(
            atHeightAboveGroundMeters: 41, outdoorPressurePa: 101_325, outdoorTemperatureKelvin: 305)
        #expect(summer < 0)
        building.hvacPressurisationPa = 2
        #expect(
            building.indoorPressureOffsetPa(
                atHeightAboveGroundMeters: 21, outdoorPressurePa: 101_325, outdoorTemperatureKelvin: outdoor) == 2)
        building.neutralPlaneHeightMeters = 41
        #expect(
            building.indoorPressureOffsetPa(
                atHeightAboveGroundMeters: 41, outdoorPressurePa: 101_325, outdoorTemperatureKelvin: outdoor) == 2)
    }

    @Test("Invalid buildings are errors naming the parameter")
    func validation() {
        var bad = tower
        bad.floorCount = 0
        #expect(throws: WorldError.self) { try bad.validate(index: 3) }
        bad = tower
        bad.floorHeightMeters = -1
        #expect(throws: WorldError.self) { try bad.validate(index: 0) }
    }
}
