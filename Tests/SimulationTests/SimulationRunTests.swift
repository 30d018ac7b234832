import AltitudeEngine
import AssistanceProtocol
import Foundation
import Geophysics
import Noise
import Simulation
import Testing

@Suite("Simulation run")
struct SimulationRunTests {
    @Test("An app that starts the SDK and altitude mode gets a callback a second with heights near the truth")
    func altitudeCallbacks() throws {
        let result = try Simulator.run(
            try RunSupport.spec(durationSeconds: 120, timeline: RunSupport.startApp) {
                $0.initialCalibration = .calibrated(ageSeconds: 3_600, errorPa: 0, uncertaintyPa: 1)
            })
        let contexts = RunSupport.contexts(result.records ?? [])
        #expect(result.counts.altitudeCallbacks >= 100)
        let withHeight = contexts.filter { $0.context.height != nil }
        #expect(withHeight.count >= 60)
        for (context, truth) in withHeight {
            #expect(abs((context.height ?? .nan) - truth.heightHAEMeters) < 15)
        }
    }
}

@Suite("Simulation run wiring")
struct SimulationRunWiringTests {
    @Test(
        "Stations come from the layout with elevations from the terrain plus the mast; initial calibrations are true offset + error"
    )
    func serviceSetup() throws {
        var spec = try RunSupport.spec {
            $0.barometer.offsetPa = 40
            $0.initialCalibration = .calibrated(ageSeconds: 600, errorPa: 3, uncertaintyPa: 2)
        }
        spec.stations.layouts.append(.station(id: "roof", position: EastNorth(eastMeters: 500, northMeters: 500)))
        spec.stations.mastHeightMeters = 10
        let run = try SimulationRun(spec: spec)
        let stations = run.server.configuration.stations
        #expect(stations.map(\.id) == ["grid-0-0", "grid-0-1", "grid-1-0", "grid-1-1", "roof"])
        #expect(stations.allSatisfy { $0.elevationMeters == 410 })
        let first = run.world.plane.eastNorth(of: stations[0].position)
        #expect(abs(first.eastMeters + 5_000) < 1e-6 && abs(first.northMeters + 5_000) < 1e-6)
        let record = try #require(run.server.configuration.initialCalibrations["device-a"])
        #expect(record.uncertaintyPa == 2 && record.madeAtNanoseconds == RunSupport.time(-600))
        // The calibration measured the sensor's whole error then: offset + temperature term at the
        // device's start temperature (the phone as warm then as at the start) + the known error.
        let startKelvin = DeviceTruth.startTemperatureKelvin(
            plan: try MotionPlan(
                device: spec.devices[0], label: "d", world: run.world, runStartNanoseconds: spec.startNanoseconds),
            world: run.world, startNanoseconds: spec.startNanoseconds)
        let temperaturePa = spec.devices[0].barometer.temperatureCoefficientPaPerKelvin * (startKelvin - 298.15)
        #expect(abs(temperaturePa) > 1)  // the default world is not at 25 °C, so the term is exercised
        #expect(abs(record.offsetPa - (43 + temperaturePa)) < 1e-9)
    }

    @Test("The service states the terrain error it has: 0.1 m for the world's exact terrain, 1 m for a resampled one")
    func terrainUncertaintyFollowsTheTerrainModel() throws {
        var spec = try RunSupport.spec()
        #expect(try SimulationRun(spec: spec).server.configuration.terrainUncertaintyMeters == 0.1)
        spec.service.terrainResolutionMeters = 30
        #expect(try SimulationRun(spec: spec).server.configuration.terrainUncertaintyMeters == 1)
    }

    @Test(
        "A drawn initial calibration: N(0, σ) stratified across seeds (each block of 20 seeds holds every stratum once), nothing else moves"
    )
    func drawnCalibration() throws {
        func record(seed: UInt64, _ calibration: InitialCalibration) throws -> (CalibrationRecord?, SimulationResult) {
            var spec = try RunSupport.spec(durationSeconds: 30) {
                $0.barometer.offsetPa = 40
                $0.initialCalibration = calibration
            }
            spec.seed = seed
            let run = try SimulationRun(spec: spec)
            return (run.server.configuration.initialCalibrations["device-a"], run.run())
        }
        let exact = try #require(try record(seed: 1, .calibrated(ageSeconds: 600, errorPa: 0, uncertaintyPa: 8)).0)
            .offsetPa
        var errors: [Double] = []
        for seed: UInt64 in 1...20 {
            let (drawn, _) = try record(seed: seed, .drawn(ageSeconds: 600, uncertaintyPa: 8))
            let r = try #require(drawn)
            #expect(r.uncertaintyPa == 8 && r.madeAtNanoseconds == RunSupport.time(-600))
            errors.append(r.offsetPa - exact)
            #expect(abs(r.offsetPa - exact - 8 * SeedStratifiedDraw.standardNormal(seed: seed, member: 0)) < 1e-9)
        }
        // Seeds 1…20: the 20 midpoint quantiles of N(0, 8 Pa), each once (±0.5 … ±15.7 Pa).
        let sorted = errors.sorted()
        #expect(abs(sorted[0] + 8 * 1.959_963_984_540_054) < 1e-6 && abs(sorted[19] - 8 * 1.959_963_984_540_054) < 1e-6)
        #expect(abs(errors.reduce(0, +)) < 1e-9)
        #expect(Set(errors).count == 20)
        // The draw moves no stream: the same run with the drawn error as a known one is identical.
        let (drawn, a) = try record(seed: 7, .drawn(ageSeconds: 600, uncertaintyPa: 8))
        let (_, b) = try record(
            seed: 7, .calibrated(ageSeconds: 600, errorPa: (drawn?.offsetPa ?? 0) - exact, uncertaintyPa: 8))
        #expect(a.traceHash == b.traceHash)
    }

    @Test("Bad network or device specs are setup errors", arguments: [0, 1, 2, 3, 4, 5, 6])
    func badSpecs(which: Int) throws {
        var spec = try RunSupport.spec()
        switch which {
        case 0: spec.stations.outages["nowhere"] = [.always]
        case 1: spec.stations.biasesPa["nowhere"] = 3
        case 2: spec.devices.append(DeviceSpec(name: "a"))
        case 4: spec.devices[0].barometer.sampleRateHz = 1e9
        case 5: spec.stations.reportingIntervalSeconds = 1e12
        case 6: spec.devices[0].gnss.rateHz = .nan
        default:
            spec.devices[0].timeline = [
                RunSupport.at(
                    1,
                    .app(
                        .manualCalibration(
                            mode: .thirtySeconds, pin: ManualCalibrationPin(place: .entrance(building: "castle")))))
            ]
        }
        #expect(throws: SimulationError.self) { try SimulationRun(spec: spec) }
    }

    @Test("Fault windows are marked in the trace when they begin and end")
    func faultRecords() throws {
        let spec = try RunSupport.spec(durationSeconds: 60) {
            $0.barometer.faults = [
                BarometerFault(
                    kind: .stuck,
                    window: SimulationWindow(startOffsetNanoseconds: 10 * second, durationNanoseconds: 10 * second))
            ]
        }
        let faults = (try Simulator.run(spec).records ?? []).compactMap { record -> (Int64, Bool)? in
            if case .fault(_, let active) = record.event { return (record.timeNanoseconds, active) }
            return nil
        }
        #expect(faults.map(\.0) == [RunSupport.time(10), RunSupport.time(20)] && faults.map(\.1) == [true, false])
    }

    @Test(
        "Samples reach the engine only while the app has the SDK started; start gets the latest fix; pins resolve to places"
    )
    func appCalls() throws {
        final class Recording: EngineUnderTest {
            weak var observer: (any EngineObserver)?
            var pressureTimes: [Int64] = []
            var calls: [ResolvedAppCall] = []
            func ingestPressure(_ sample: PressureSample) { pressureTimes.append(sample.timestampNanoseconds) }
            func ingestLocation(_ location: NNLocation) {}
            func ingestActivity(_ sample: ActivitySample) {}
            func perform(_ call: ResolvedAppCall) { calls.append(call) }
        }
        let box = Box()
        let factory = EngineFactory(name: "recording") { _, _ in
            let e = Recording()
            box.set(e)
            return e
        }
        let spec = try RunSupport.spec(
            durationSeconds: 60,
            timeline: [
                RunSupport.at(10, .app(.startSDK(apiKey: nil, hostURL: nil))),
                RunSupport.at(20, .app(.stopSDK)),
                RunSupport.at(
                    30,
                    .app(
                        .manualCalibration(
                            mode: .thirtySeconds,
                            pin: ManualCalibrationPin(place: .centre(building: "tower"), floorNumber: 4)))),
                RunSupport.at(31, .app(.manualCalibration(mode: nil, pin: ManualCalibrationPin()))),
            ])
        let result = try Simulator.run(spec, engine: factory)
        let engine = try #require(box.engine as? Recording)
        #expect(engine.pressureTimes.first == RunSupport.time(10) && engine.pressureTimes.last == RunSupport.time(19.8))
        #expect(result.counts.pressureSamples == 50 && result.counts.appCalls == 4)
        guard case .start(let url, let key, let fix?) = engine.calls[0] else {
            Issue.record("no start with a fix")
            return
        }
        #expect(
            url == "https://assistance.altsim.invalid" && key == "demo-key"
                && fix.timestampNanoseconds == RunSupport.time(9))
        #expect(engine.calls[1] == .stop)
        let plane = LocalTangentPlane(origin: RunSupport.origin)
        guard case .startManualCalibration(.thirtySeconds, let pin, 4, nil, nil) = engine.calls[2],
            case .setManualCalibration(let here, nil, nil, nil) = engine.calls[3]
        else {
            Issue.record("manual calls")
            return
        }
        let pinned = plane.eastNorth(
            of: GeodeticCoordinate(latitudeDegrees: pin.latitudeDegrees, longitudeDegrees: pin.longitudeDegrees))
        #expect(pinned.distanceMeters(to: EastNorth(eastMeters: 100, northMeters: 0)) < 1e-3)
        let truePosition = plane.eastNorth(
            of: GeodeticCoordinate(latitudeDegrees: here.latitudeDegrees, longitudeDegrees: here.longitudeDegrees))
        #expect(truePosition.distanceMeters(to: EastNorth(eastMeters: 0, northMeters: 0)) < 1e-3)
        #expect(result.pendingEvents.contains { $0.label == "barometer" && $0.isRepeating })
    }

    @Test("A failed start unsubscribes the app's sensors")
    func failedStart() throws {
        let spec = try RunSupport.spec(
            durationSeconds: 30, timeline: [RunSupport.at(0, .app(.startSDK(apiKey: nil, hostURL: "not a url")))])
        let result = try Simulator.run(spec)
        #expect(result.counts.pressureSamples == 0 && result.counts.locationFixes == 0)
        let failed = RunSupport.engineEvents(result.records ?? []).contains {
            if case .startCompleted(815, false) = $0.kind { return true } else { return false }
        }
        #expect(failed)
    }
}

@Suite("Reference workload")
struct ReferenceWorkloadTests {
    @Test("The bench's workload runs: 25 Hz barometer, a callback a second, an office visit on floor 6")
    func shortWorkload() throws {
        var spec = try SimulationSpec.referenceWorkload(days: 1)
        // Keep the test short: check the day's plan, then run the first 10 minutes.
        let plan = try MotionPlan(
            device: spec.devices[0], label: "devices[0]", world: spec.world, runStartNanoseconds: spec.startNanoseconds)
        let office = plan.state(atNanoseconds: spec.startNanoseconds + 9 * 3_600 * second)
        #expect(
            office.buildingIndex == 0
                && office.floorHeightAboveGroundMeters == spec.world.buildings[0].heightAboveGroundMeters(ofFloor: 6))
        #expect(plan.state(atNanoseconds: spec.startNanoseconds + 20 * 3_600 * second).buildingIndex == nil)
        spec.world = try World(
            origin: spec.world.origin, terrain: spec.world.terrain, geoid: spec.world.geoid,
            buildings: spec.world.buildings, weather: spec.world.weather.model, noise: NoiseRoot(seed: spec.seed),
            startNanoseconds: spec.startNanoseconds, durationSeconds: 600)
        let result = try Simulator.run(spec, keepTrace: false)
        #expect(result.counts.pressureSamples == 25 * 600 + 1)
        #expect(result.counts.altitudeCallbacks >= 590)
    }
}
