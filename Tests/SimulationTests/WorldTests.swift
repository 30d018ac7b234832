import Foundation
import Geophysics
import Noise
import Simulation
import Testing

@Suite("World truth")
struct WorldTests {
    let zurich = GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5)

    func world(
        weather: WeatherModel = WeatherModel(), buildings: [Building] = [], transients: [PressureTransient] = [],
        terrain: Terrain = .flat(heightMeters: 400), seed: UInt64 = 11, durationSeconds: Double = 86_400
    ) throws -> World {
        try World(
            origin: zurich, terrain: terrain, geoid: .constant(undulationMeters: 48), buildings: buildings,
            weather: weather, transients: transients, noise: NoiseRoot(seed: seed),
            startNanoseconds: midnightNanoseconds, durationSeconds: durationSeconds)
    }

    /// Rd = 287.05 J/(kg·K) here vs R*/M = 287.053 in the 1976 standard: a 1·10⁻⁵ relative
    /// difference in the exponent, ≤ 0.3 Pa below 2 km.
    @Test(
        "With standard weather a station's truth is the standard atmosphere", arguments: [0.0, 250, 500, 1_000, 2_000])
    func standardAtmosphere(heightMeters: Double) throws {
        let truth = try world().truthPressurePa(
            at: EastNorth(eastMeters: 5_000, northMeters: -3_000), heightMSLMeters: heightMeters,
            timeNanoseconds: midnightNanoseconds + 777 * second, indoorBuilding: nil)
        #expect(abs(truth - StandardAtmosphere.pressure(atGeometricHeightMeters: heightMeters)) < 0.3)
    }

    @Test("Truth is hypsometric with the layer-mean temperature in a warm, low-pressure weather")
    func hypsometricConsistency() throws {
        let w = try world(
            weather: WeatherModel(
                basePressurePa: 99_800,
                temperature: TemperatureModel(seaLevelTemperatureKelvin: 300, lapseRateKelvinPerMeter: 0.008)))
        let point = EastNorth(eastMeters: 0, northMeters: 0)
        let p0 = w.truthPressurePa(
            at: point, heightMSLMeters: 0, timeNanoseconds: midnightNanoseconds, indoorBuilding: nil)
        #expect(p0 == 99_800)
        let z = 300.0
        let p = w.truthPressurePa(
            at: point, heightMSLMeters: z, timeNanoseconds: midnightNanoseconds, indoorBuilding: nil)
        let h = StandardAtmosphere.geopotentialHeight(geometricMeters: z)
        let thickness = Hypsometric.thicknessMeters(
            lowerPressurePa: p0, upperPressurePa: p, meanTemperatureKelvin: 300 - 0.008 * h / 2)
        #expect(abs(thickness - h) < 0.01)
        // Zero lapse rate: isothermal column.
        let iso = try world(
            weather: WeatherModel(
                temperature: TemperatureModel(seaLevelTemperatureKelvin: 280, lapseRateKelvinPerMeter: 0)))
        let piso = iso.truthPressurePa(
            at: point, heightMSLMeters: z, timeNanoseconds: midnightNanoseconds, indoorBuilding: nil)
        #expect(
            abs(piso - Hypsometric.pressure(basePressurePa: 101_325, heightMeters: h, meanTemperatureKelvin: 280))
                < 1e-9)
    }

    @Test("Indoors adds HVAC and the stack effect of the building the point is in")
    func indoor() throws {
        let building = Building(
            centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 30, depthMeters: 30, floorCount: 11,
            lobbyHeightMeters: 4, floorHeightMeters: 4, hvacPressurisationPa: 2)
        let cold = WeatherModel(temperature: TemperatureModel(seaLevelTemperatureKelvin: 275))
        let w = try world(weather: cold, buildings: [building])
        #expect(w.buildings[0].groundElevationMeters == 400)  // from the terrain
        #expect(w.building(containing: EastNorth(eastMeters: 10, northMeters: -10)) == 0)
        #expect(w.building(containing: EastNorth(eastMeters: 20, northMeters: 0)) == nil)
        let point = EastNorth(eastMeters: 1, northMeters: 1)
        let t = midnightNanoseconds
        for heightAboveGround in [1.0, 22.0, 43.0] {
            let z = 400 + heightAboveGround
            let outdoor = w.truthPressurePa(at: point, heightMSLMeters: z, timeNanoseconds: t, indoorBuilding: nil)
            let indoor = w.truthPressurePa(at: point, heightMSLMeters: z, timeNanoseconds: t, indoorBuilding: 0)
            let expected = w.buildings[0].indoorPressureOffsetPa(
                atHeightAboveGroundMeters: heightAboveGround, outdoorPressurePa: outdoor,
                outdoorTemperatureKelvin: w.outdoorTemperatureKelvin(at: point, heightMSLMeters: z, timeNanoseconds: t))
            #expect(abs(indoor - outdoor - expected) < 1e-9)
        }
        // Roof 44 m, neutral plane at 22 m: winter ⇒ above it indoor − outdoor > HVAC, below < HVAC.
        let top =
            w.truthPressurePa(at: point, heightMSLMeters: 443, timeNanoseconds: t, indoorBuilding: 0)
            - w.truthPressurePa(at: point, heightMSLMeters: 443, timeNanoseconds: t, indoorBuilding: nil)
        #expect(top > 2 + 10)
    }

    @Test("Transients apply only in their scope and only while active")
    func transients() throws {
        let building = Building(
            centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 30, depthMeters: 30, floorCount: 3,
            hvacPressurisationPa: 0)
        let doorAt = midnightNanoseconds + 100 * second
        let w = try world(
            buildings: [building, building],
            transients: [
                .sunroof(startNanoseconds: midnightNanoseconds + 50 * second, vehicle: "car-1"),
                .door(startNanoseconds: doorAt, building: 1),
                PressureTransient(
                    startNanoseconds: doorAt, magnitudePa: 3, durationSeconds: 10, shape: .trapezoid(rampSeconds: 0)),
            ])
        let t = doorAt + 2 * second
        #expect(w.transientOffsetPa(timeNanoseconds: t, indoorBuilding: nil, tag: nil) == 3)
        #expect(w.transientOffsetPa(timeNanoseconds: t, indoorBuilding: 1, tag: nil) == 20)
        #expect(w.transientOffsetPa(timeNanoseconds: t, indoorBuilding: 0, tag: nil) == 3)
        #expect(w.transientOffsetPa(timeNanoseconds: t, indoorBuilding: nil, tag: "car-1") == -272)
        #expect(w.transientOffsetPa(timeNanoseconds: doorAt + 500 * second, indoorBuilding: 1, tag: "car-1") == 0)
        #expect(w.transientOffsetPa(timeNanoseconds: doorAt - 1, indoorBuilding: 1, tag: nil) == 0)
        #expect(throws: WorldError.self) {
            try world(transients: [.door(startNanoseconds: doorAt, building: 5)])
        }
    }

    @Test("HAT, HAE and the geoid helpers agree")
    func heights() throws {
        let w = try world(
            terrain: .plane(
                InclinedPlane(heightAtOriginMeters: 400, slopeMetersPerKilometer: 5, upslopeBearingDegrees: 0)))
        let point = EastNorth(eastMeters: 0, northMeters: 2_000)
        #expect(abs(w.terrainHeightMeters(at: point) - 410) < 1e-9)
        #expect(abs(w.heightAboveTerrainMeters(at: point, heightMSLMeters: 411.5) - 1.5) < 1e-9)
        #expect(w.ellipsoidalHeightMeters(at: point, heightMSLMeters: 411.5) == 459.5)
        #expect(w.heightMSLMeters(at: point, ellipsoidalHeightMeters: 459.5) == 411.5)
        #expect(abs(w.terrainSlope(at: point) - 0.005) < 1e-12)
    }

    static let randomWeather = WeatherModel(
        drift: PressureDrift(), thunderstorms: ThunderstormModel(ratePerHour: 0.5))

    @Test("Random weather is a function of (seed, t): the same in any query order and for any asker")
    func determinism() throws {
        let a = try world(weather: Self.randomWeather)
        let b = try world(weather: Self.randomWeather)
        let times = (0..<500).map { midnightNanoseconds + Int64($0) * 173 * second }
        let points = [EastNorth(eastMeters: 0, northMeters: 0), EastNorth(eastMeters: 2_000, northMeters: 700)]
        let forward = times.map { t in
            points.map { a.truthPressurePa(at: $0, heightMSLMeters: 420, timeNanoseconds: t, indoorBuilding: nil) }
        }
        let backward = times.reversed().map { t in
            points.reversed().map {
                b.truthPressurePa(at: $0, heightMSLMeters: 420, timeNanoseconds: t, indoorBuilding: nil)
            }
        }
        #expect(forward == backward.reversed().map { $0.reversed() })
        #expect(a.weather == b.weather)
        // A different seed gives different weather, and the drift actually varies.
        let c = try world(weather: Self.randomWeather, seed: 12)
        #expect(c.weather.driftPa(atNanoseconds: times[100]) != a.weather.driftPa(atNanoseconds: times[100]))
        #expect(Set(forward.map { $0[0] }).count > 100)
    }

    @Test("A world with an invalid origin or duration is an error")
    func validation() {
        #expect(throws: WorldError.self) {
            try World(
                origin: GeodeticCoordinate(latitudeDegrees: 95, longitudeDegrees: 0), noise: NoiseRoot(seed: 1),
                startNanoseconds: 0, durationSeconds: 10)
        }
        #expect(throws: WorldError.self) {
            try World(origin: zurich, noise: NoiseRoot(seed: 1), startNanoseconds: 0, durationSeconds: -1)
        }
    }

    @Test("Truth pressure is cheap enough for 25 queries per simulated second (informational)")
    func cost() throws {
        let front = WeatherFront(passageAtOriginNanoseconds: midnightNanoseconds + 43_200 * second)
        let w = try world(
            weather: WeatherModel(
                tide: PressureTide(), drift: PressureDrift(),
                gradient: PressureGradient(paPerMeter: 0.001, towardBearingDegrees: 30),
                fronts: [front], thunderstorms: ThunderstormModel(ratePerHour: 0.2)),
            buildings: [
                Building(
                    centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 30, depthMeters: 30, floorCount: 10)
            ],
            transients: [.door(startNanoseconds: midnightNanoseconds + 1_000 * second, building: 0)])
        var sum = 0.0
        for index in 0..<100_000 {
            sum += w.truthPressurePa(
                at: EastNorth(eastMeters: Double(index % 100), northMeters: 3), heightMSLMeters: 402,
                timeNanoseconds: midnightNanoseconds + Int64(index) * 40_000_000,
                indoorBuilding: index % 2 == 0 ? 0 : nil)
        }
        #expect(sum.isFinite)
    }
}

@Suite("World robustness")
struct WorldRobustnessTests {
    @Test(
        "Queries at extreme instants return finite values without trapping", arguments: [Int64.min, -1, 0, Int64.max])
    func extremeTimes(time: Int64) throws {
        let start = midnightNanoseconds
        let w = try World(
            origin: GeodeticCoordinate(latitudeDegrees: 10, longitudeDegrees: -170),
            buildings: [
                Building(
                    centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 10, depthMeters: 10, floorCount: 2)
            ],
            weather: WeatherModel(
                referenceNanoseconds: start, trendPaPerSecond: 1e-9, tide: PressureTide(), drift: PressureDrift(),
                fronts: [WeatherFront(passageAtOriginNanoseconds: start)],
                thunderstorms: ThunderstormModel(ratePerHour: 1)),
            transients: [.door(startNanoseconds: start, building: 0)],
            noise: NoiseRoot(seed: 5), startNanoseconds: start, durationSeconds: 3_600)
        let p = w.truthPressurePa(
            at: EastNorth(eastMeters: 1, northMeters: 1), heightMSLMeters: 10, timeNanoseconds: time, indoorBuilding: 0)
        #expect(p.isFinite)
    }

    @Test("Parameters that cannot be realised are errors, not crashes")
    func unrealisable() {
        func parameter(_ model: WeatherModel, transients: [PressureTransient] = [], start: Int64 = midnightNanoseconds)
            -> String?
        {
            do {
                _ = try World(
                    origin: GeodeticCoordinate(latitudeDegrees: 0, longitudeDegrees: 0), weather: model,
                    transients: transients,
                    noise: NoiseRoot(seed: 1), startNanoseconds: start, durationSeconds: 86_400)
                return nil
            } catch let error as WorldError { return error.parameter } catch { return "?" }
        }
        #expect(
            parameter(WeatherModel(drift: PressureDrift(knotSpacingSeconds: 1e-6)))
                == "weather.drift.knotSpacingSeconds")
        #expect(
            parameter(WeatherModel(tide: PressureTide(firstMaximumLocalHour: 1e12)))
                == "weather.tide.firstMaximumLocalHour")
        #expect(parameter(WeatherModel(), start: Int64.max - 5) == "startNanoseconds")
        #expect(
            parameter(
                WeatherModel(),
                transients: [
                    PressureTransient(startNanoseconds: 0, magnitudePa: 1, durationSeconds: 1e300, shape: .raisedCosine)
                ])
                == "transients[0].durationSeconds")
        #expect(parameter(WeatherModel()) == nil)
    }
}
