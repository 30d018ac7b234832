import Geophysics
import Testing

@Suite("Standard atmosphere")
struct StandardAtmosphereTests {
    /// U.S. Standard Atmosphere 1976 (geometric height) oracle values from Docs/reference/physics.md ("Oracle values").
    @Test(
        "Pressure matches the 1976 tables",
        arguments: [
            (0.0, 101_325.0), (500.0, 95_461.3), (1_000.0, 89_876.3),
            (2_000.0, 79_501.4), (5_000.0, 54_048.3), (11_000.0, 22_699.9),
        ])
    func pressureMatchesTables(heightMeters: Double, expectedPa: Double) {
        let p = StandardAtmosphere.pressure(atGeometricHeightMeters: heightMeters)
        #expect(abs(p - expectedPa) < 0.1, "at \(heightMeters) m: \(p) Pa, table \(expectedPa) Pa")
    }

    @Test("Height from pressure inverts pressure from height", arguments: [-200.0, 0, 321.5, 2_500, 8_000])
    func inversion(heightMeters: Double) {
        let p = StandardAtmosphere.pressure(atGeometricHeightMeters: heightMeters)
        #expect(abs(StandardAtmosphere.geometricHeight(atPressurePa: p) - heightMeters) < 1e-6)
    }

    @Test("The barometric exponent is 5.2559")
    func exponent() {
        #expect(abs(StandardAtmosphere.barometricExponent - 5.2559) < 1e-3)
    }
}

@Suite("Hypsometric equation")
struct HypsometricTests {
    @Test("Thickness of a standard-atmosphere layer matches the tables within 0.05 m")
    func layerThickness() {
        let z1 = 0.0
        let z2 = 1_000.0
        let p1 = StandardAtmosphere.pressure(atGeometricHeightMeters: z1)
        let p2 = StandardAtmosphere.pressure(atGeometricHeightMeters: z2)
        // Mean temperature of a linear profile, in geopotential terms.
        let t =
            (StandardAtmosphere.temperature(atGeometricHeightMeters: z1)
                + StandardAtmosphere.temperature(atGeometricHeightMeters: z2)) / 2
        let dz = Hypsometric.thicknessMeters(lowerPressurePa: p1, upperPressurePa: p2, meanTemperatureKelvin: t)
        let geopotentialThickness = StandardAtmosphere.geopotentialHeight(geometricMeters: z2)
        #expect(abs(dz - geopotentialThickness) < 0.05, "\(dz) vs \(geopotentialThickness)")
    }

    @Test("About 12 Pa per metre near sea level")
    func sensitivity() {
        let s = Hypsometric.pascalsPerMeter(pressurePa: 101_325, temperatureKelvin: 288.15)
        #expect(s > 11.9 && s < 12.1)
    }

    @Test("Pressure and thickness are inverse")
    func inverse() {
        let p = Hypsometric.pressure(basePressurePa: 100_000, heightMeters: 123.4, meanTemperatureKelvin: 280)
        let dz = Hypsometric.thicknessMeters(lowerPressurePa: 100_000, upperPressurePa: p, meanTemperatureKelvin: 280)
        #expect(abs(dz - 123.4) < 1e-9)
    }

    @Test("The SDK's constant R/(M·g) equals Rd/g")
    func sdkConstant() {
        let sdk = 8.31447 / 0.28404373326
        #expect(abs(sdk - Hypsometric.metersPerKelvin) < 0.01)
    }
}

@Suite("Sea-level reduction and stack effect")
struct ReductionTests {
    @Test("Reducing a standard-atmosphere station gives 101325 Pa and 288.15 K at every height, 0…5 km")
    func reduceStandardStation() {
        for z in [0.0, 150, 400, 800, 1_500, 1_600, 2_500, 5_000] {
            let p = StandardAtmosphere.pressure(atGeometricHeightMeters: z)
            let t = StandardAtmosphere.temperature(atGeometricHeightMeters: z)
            let qff = SeaLevelReduction.reduce(
                stationPressurePa: p, stationTemperatureKelvin: t, stationHeightMeters: z)
            // The 1976 table's exponent uses R* = 8.31432, the reduction Rd = 287.05 (R*/M =
            // 287.053): 0.68 Pa at 5 km, 0.2 Pa at 1.6 km; the textbook form was 3 Pa off at 2.5 km.
            #expect(abs(qff - 101_325) < 0.15 * (1 + z / 1_000), "station at \(z) m reduced to \(qff) Pa")
            let t0 = SeaLevelReduction.reduceTemperature(stationTemperatureKelvin: t, stationHeightMeters: z)
            #expect(abs(t0 - 288.15) < 1e-9)
            let back = SeaLevelReduction.stationPressurePa(
                referencePressurePa: qff, stationTemperatureKelvin: t, stationHeightMeters: z)
            #expect(abs(back - p) < 1e-6)
        }
    }

    @Test("Stack effect: 0 °C out, 20 °C in gives 0.87 Pa/m")
    func stackEffect() {
        let perMeter = StackEffect.indoorExcessPressurePa(
            outdoorPressurePa: 101_325, heightAboveNeutralPlaneMeters: 1,
            outdoorTemperatureKelvin: 273.15, indoorTemperatureKelvin: 293.15)
        #expect(abs(perMeter - 0.87) < 0.01)
        let summer = StackEffect.indoorExcessPressurePa(
            outdoorPressurePa: 101_325, heightAboveNeutralPlaneMeters: 10,
            outdoorTemperatureKelvin: 303.15, indoorTemperatureKelvin: 293.15)
        #expect(summer < 0)
    }
}

@Suite("Local tangent plane")
struct LocalTangentPlaneTests {
    @Test("Round trip and scale")
    func roundTrip() {
        let plane = LocalTangentPlane(origin: GeodeticCoordinate(latitudeDegrees: 37.7749, longitudeDegrees: -122.4194))
        let point = EastNorth(eastMeters: 1_234.5, northMeters: -987.6)
        let back = plane.eastNorth(of: plane.coordinate(of: point))
        #expect(abs(back.eastMeters - point.eastMeters) < 1e-6)
        #expect(abs(back.northMeters - point.northMeters) < 1e-6)
        // One degree of latitude is ~111 km.
        let north = plane.eastNorth(of: GeodeticCoordinate(latitudeDegrees: 38.7749, longitudeDegrees: -122.4194))
        #expect(abs(north.northMeters - 111_000) < 500)
    }

    @Test("Invalid coordinates are detected")
    func validity() {
        #expect(!GeodeticCoordinate(latitudeDegrees: .nan, longitudeDegrees: 0).isValid)
        #expect(!GeodeticCoordinate(latitudeDegrees: 91, longitudeDegrees: 0).isValid)
        #expect(GeodeticCoordinate(latitudeDegrees: -33.9, longitudeDegrees: 151.2).isValid)
    }
}
