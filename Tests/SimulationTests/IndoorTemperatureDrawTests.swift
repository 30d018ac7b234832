import Foundation
import Geophysics
import Noise
import Testing

@testable import Simulation

/// A building's indoor temperature drawn once per run (`indoorTemperatureSpreadKelvin`).
@Suite("Per-run indoor temperature draw")
struct IndoorTemperatureDrawTests {
    static func tower(indoorKelvin: Double = 294.15, spreadKelvin: Double, floors: Int = 20, east: Double = 100)
        -> Building
    {
        Building(
            name: "tower", centre: EastNorth(eastMeters: east, northMeters: 0), widthMeters: 40, depthMeters: 30,
            floorCount: floors, indoorTemperatureKelvin: indoorKelvin, indoorTemperatureSpreadKelvin: spreadKelvin)
    }

    @Test(
        "Seeds 1…20: 20 distinct temperatures whose standardised values are the 20-point quantile set",
        arguments: [0, 3])
    func stratifiedOverTwentySeeds(index: Int) {
        let building = Self.tower(spreadKelvin: 2)
        let drawn = (1...20).map { building.drawingIndoorTemperature(seed: UInt64($0), index: index) }
        #expect(Set(drawn.map(\.indoorTemperatureKelvin)).count == 20)
        #expect(drawn.allSatisfy { $0.indoorTemperatureSpreadKelvin == 0 })  // realised
        let standardised = drawn.map { ($0.indoorTemperatureKelvin - 294.15) / 2 }.sorted()
        for (value, expected) in zip(standardised, NormalQuantileSet.all) {
            #expect(abs(value - expected) < 1e-9)
        }
        // Only the temperature moves.
        var same = drawn[0]
        same.indoorTemperatureKelvin = 294.15
        same.indoorTemperatureSpreadKelvin = 2
        #expect(same == building)
    }

    @Test("Different buildings of one world get different orders; the world is drawn once per seed, reproducibly")
    func buildingsHaveTheirOwnOrder() throws {
        let world = try RunSupport.world(buildings: [
            Self.tower(spreadKelvin: 2), Self.tower(spreadKelvin: 2, east: 300),
        ])
        let draws = (1...20).map {
            world.drawingIndoorTemperatures(seed: UInt64($0)).buildings.map(\.indoorTemperatureKelvin)
        }
        let first = draws.map { $0[0] }
        let second = draws.map { $0[1] }
        #expect(first != second)
        #expect(first.sorted() == second.sorted())
        #expect(draws[4] == world.drawingIndoorTemperatures(seed: 5).buildings.map(\.indoorTemperatureKelvin))
        #expect(
            first[6] == Self.tower(spreadKelvin: 2).drawingIndoorTemperature(seed: 7, index: 0).indoorTemperatureKelvin)
        #expect(
            world.drawingIndoorTemperatures(seed: 5).buildings.map(\.groundElevationMeters)
                == world.buildings.map(\.groundElevationMeters))
    }

    @Test("A building's draw is keyed by its index, not a device's calibration member")
    func keyIsNotACalibrationMember() {
        let building = Self.tower(spreadKelvin: 1)
        let z = (1...20).map {
            building.drawingIndoorTemperature(seed: UInt64($0), index: 0).indoorTemperatureKelvin - 294.15
        }
        for (seed, value) in zip(1...20, z) {
            #expect(abs(value - PerRunDraw.indoorTemperature(building: 0).standardNormal(seed: UInt64(seed))) < 1e-12)
        }
        #expect(z != (1...20).map { SeedStratifiedDraw.standardNormal(seed: UInt64($0), member: 0) })
    }

    @Test("The drawn value is clamped to −10…50 °C")
    func clamped() {
        let hot = (1...20).map {
            Self.tower(indoorKelvin: 322.15, spreadKelvin: 10).drawingIndoorTemperature(seed: UInt64($0), index: 0)
        }
        #expect(hot.allSatisfy { $0.indoorTemperatureKelvin <= 323.15 })
        // Every draw with z > 0.1: 9 of the 10 positive strata.
        #expect(hot.filter { $0.indoorTemperatureKelvin == 323.15 }.count == 9)
        let cold = (1...20).map {
            Self.tower(indoorKelvin: 264.15, spreadKelvin: 10).drawingIndoorTemperature(seed: UInt64($0), index: 0)
        }
        #expect(cold.allSatisfy { $0.indoorTemperatureKelvin >= 263.15 })
        #expect(cold.filter { $0.indoorTemperatureKelvin == 263.15 }.count == 9)
    }

    @Test("Spread 0 draws nothing: the run's world is the spec's world exactly")
    func zeroSpreadChangesNothing() throws {
        let world = try RunSupport.world(buildings: [Self.tower(indoorKelvin: 296, spreadKelvin: 0)])
        for seed: UInt64 in [0, 1, 7, 20, 21] {
            #expect(world.drawingIndoorTemperatures(seed: seed).buildings == world.buildings)
            #expect(
                Self.tower(spreadKelvin: 0).drawingIndoorTemperature(seed: seed, index: 0)
                    == Self.tower(spreadKelvin: 0))
        }
        var spec = try RunSupport.spec()
        spec.world = world
        #expect(try SimulationRun(spec: spec).world.buildings == world.buildings)
    }

    @Test(
        "A spread that is negative or not finite is a world error naming the building",
        arguments: [-1, Double.nan, .infinity])
    func invalidSpread(spread: Double) {
        #expect(throws: WorldError.self) { try RunSupport.world(buildings: [Self.tower(spreadKelvin: spread)]) }
        do {
            _ = try RunSupport.world(buildings: [Self.tower(spreadKelvin: spread)])
        } catch {
            #expect("\(error)".contains("buildings[0].indoorTemperatureSpreadKelvin"))
        }
    }

    @Test("The devices' drawn calibration errors do not change when a building has a spread")
    func calibrationDrawsUnchanged() throws {
        for seed: UInt64 in [1, 2, 13] {
            func calibration(spread: Double) throws -> Double? {
                var spec = try RunSupport.spec {
                    $0.barometer.offsetPa = 40
                    $0.initialCalibration = .drawn(ageSeconds: 600, uncertaintyPa: 8)
                }
                spec.seed = seed
                spec.world = try RunSupport.world(seed: seed, buildings: [Self.tower(spreadKelvin: spread)])
                return try SimulationRun(spec: spec).server.configuration.initialCalibrations["device-a"]?.offsetPa
            }
            let without = try #require(try calibration(spread: 0))
            #expect(try calibration(spread: 3) == without)
        }
    }

    @Test("The truth pressure on floor 12 follows the drawn temperature through the stack effect")
    func truthPressureFollowsTheDraw() throws {
        let building = Self.tower(spreadKelvin: 2)
        func firstSample(seed: UInt64) throws -> TruthSnapshot {
            var spec = try RunSupport.spec(seed: seed, durationSeconds: 5, timeline: RunSupport.startApp) {
                $0.start = .centre(building: "tower")
                $0.startFloor = 12
                $0.handHeightSigmaMeters = 0
            }
            spec.world = try RunSupport.world(seed: seed, durationSeconds: 5, buildings: [building])
            spec.trace.keepRawSamples = true
            let records = try Simulator.run(spec).records ?? []
            let truths = records.compactMap { record -> TruthSnapshot? in
                if case .pressureSample(_, let truth, _) = record.event { return truth }
                return nil
            }
            return try #require(truths.first)
        }
        // The two seeds with the coldest and the warmest indoor air.
        let kelvins = (1...20).map {
            building.drawingIndoorTemperature(seed: UInt64($0), index: 0).indoorTemperatureKelvin
        }
        let coldSeed = UInt64(try #require(kelvins.firstIndex(of: kelvins.min() ?? 0))) + 1
        let warmSeed = UInt64(try #require(kelvins.firstIndex(of: kelvins.max() ?? 0))) + 1
        let cold = try firstSample(seed: coldSeed)
        let warm = try firstSample(seed: warmSeed)
        #expect(cold.floor == 12 && warm.floor == 12 && cold.buildingIndex == 0)
        #expect(cold.heightMSLMeters == warm.heightMSLMeters)

        // Predicted: the outdoor pressure at that height plus HVAC and the stack effect at the drawn temperature.
        let world = try RunSupport.world(seed: coldSeed, durationSeconds: 5, buildings: [building])
        let time = RunSupport.time(0)
        let outdoor = world.truthPressurePa(
            at: cold.position, heightMSLMeters: cold.heightMSLMeters, timeNanoseconds: time, indoorBuilding: nil)
        let outdoorKelvin = world.outdoorTemperatureKelvin(
            at: cold.position, heightMSLMeters: cold.heightMSLMeters, timeNanoseconds: time)
        let placed = world.buildings[0]
        let aboveNeutral =
            cold.heightMSLMeters - (placed.groundElevationMeters ?? 0) - placed.effectiveNeutralPlaneHeightMeters
        func stack(_ indoorKelvin: Double) -> Double {
            StackEffect.indoorExcessPressurePa(
                outdoorPressurePa: outdoor, heightAboveNeutralPlaneMeters: aboveNeutral,
                outdoorTemperatureKelvin: outdoorKelvin, indoorTemperatureKelvin: indoorKelvin)
        }
        let coldKelvin = kelvins[Int(coldSeed - 1)]
        let warmKelvin = kelvins[Int(warmSeed - 1)]
        let predicted = stack(warmKelvin) - stack(coldKelvin)
        #expect(abs(predicted) > 1)  // ±1.96 σ of 2 K, about 9 m above the neutral plane
        #expect(abs((warm.pressurePa - cold.pressurePa) - predicted) < 1e-6)
        #expect(abs(cold.pressurePa - (outdoor + placed.hvacPressurisationPa + stack(coldKelvin))) < 1e-6)
        #expect(abs(cold.pressurePa - (outdoor + placed.hvacPressurisationPa + stack(294.15))) > 0.3)  // not the mean
    }
}
