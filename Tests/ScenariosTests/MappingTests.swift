import AltitudeEngine
import AssistanceService
import Geophysics
import Scenarios
import Simulation
import Testing

/// Spot checks of how statements map onto the simulator's specs (values and units).
@Suite("Mapping statements onto the specs")
struct MappingTests {
    static let text = """
        scenario "Mapping"
        seed 99
        duration 2 h
        start 2026-03-14 08:30 UTC
        origin 37.7749, -122.4194
        geoid -32.5 m
        terrain plane 12 m, rising 1.5 m/km, toward east
        building "Tower" at 120 m east 40 m south, 40 × 30 m, 32 floors, lobby 5.5 m, floor 12 ft, hvac +2 Pa, rotated 15°, neutral-plane 50 m, elevator 4 m/s
        weather sea-level 29.92 inHg, trend -0.8 hPa/h, tide 60 Pa, drift 100 Pa over 3 h, gradient 0.1 hPa/km toward west
        temperature 59 °F, lapse -6 K/km, daily 4 K, indoor 21 °C
        front cold from west, at 36 km/h, passes origin at 00:45, drop 3 hPa over 40 min, rise 2.5 hPa over 10 min, temperature -5 K
        thunderstorm every 30 min, jump 1.5 hPa, over 5 min
        thunderstorm at 01:30, jump 80 Pa, over 11 min
        stations grid 3 × 2 spacing 25 km, noise 2 Pa, every 30 s, latency 10 s
        station "SFO" at 10 km east 5 km south, bias -20 Pa, down from 00:30 for 10 min
        coverage radius 80 km
        key valid "secret"
        service slow, latency 2 s, from 00:10, for 5 min
        service error, code 503, from 00:20, until 00:25
        service error, from 00:30, for 1 min
        service missing-reference, from 00:40, for 1 min
        transport latency 120 ms ± 40 ms, timeout 5 s, drop 2%, outage from 01:00 for 2 min

        device "phone" barometer bmp390, offset +60 Pa, drift 5 Pa/d, filter 2 s, calibrated 2 d ago error 5 Pa ± 8 Pa; gnss urban, indoors outage, multipath 20 m every 2 min, lock 10 s; activity poor; hand 1.2 m ± 0.1 m, person ± 0.25 m
          at 00:00 start sdk; filters pressure, location; altitude every 30 s
          at 00:05 walk to "Tower" entrance at 5 km/h
          at 00:10 enter "Tower"; door slam by 25 Pa
          at 00:12 elevator to floor 24 as "ride"
          at 00:20 stairs to floor 22
          at 00:30 calibrate for 2 min floor 22 ground 12 m
          at 00:40 barometer spikes by 40 Pa for 1 min; gnss wrong by 50 m for 1 min
          at 00:45 elevator to floor 0
          at 00:50 leave; drive 10 km toward north at 50 mph
          at 00:55 sunroof open
          at 00:57 sunroof close; set pressure 1000 hPa

        expect status 200 within 10 s
        """

    static func scenario() throws -> Scenario { try #require(ScenarioSupport.scenario(Self.text)) }

    @Test("Settings: seed, start, duration, origin, geoid")
    func settings() throws {
        let s = try Self.scenario()
        #expect(s.seed == 99)
        #expect(s.durationNanoseconds == 7_200_000_000_000)
        #expect(s.startNanoseconds == 1_773_477_000 * 1_000_000_000)  // 2026-03-14T08:30:00Z
        #expect(s.origin.latitudeDegrees == 37.7749)
        #expect(s.geoid == .constant(undulationMeters: -32.5))
        #expect(
            s.terrain
                == .plane(
                    InclinedPlane(heightAtOriginMeters: 12, slopeMetersPerKilometer: 1.5, upslopeBearingDegrees: 90)))
    }

    @Test("Buildings, weather, fronts and storms, converted to base units")
    func world() throws {
        let s = try Self.scenario()
        let tower = try #require(s.buildings.first)
        #expect(tower.centre == EastNorth(eastMeters: 120, northMeters: -40))
        #expect(tower.floorCount == 32)
        #expect(tower.floorHeightMeters == 3.6576)  // 12 ft exactly
        #expect(tower.rotationDegrees == 15)
        #expect(tower.neutralPlaneHeightMeters == 50)
        #expect(tower.indoorTemperatureKelvin == 294.15)
        let w = s.weather
        #expect(w.basePressurePa == 101_320.758_88)  // 29.92 inHg × 3386.389 Pa, exactly
        #expect(w.trendPaPerSecond == -80.0 / 3_600)
        #expect(w.tide == PressureTide(amplitudePa: 60))
        #expect(w.drift == PressureDrift(sigmaPa: 100, correlationTimeSeconds: 10_800))
        #expect(w.gradient == PressureGradient(paPerMeter: 0.01, towardBearingDegrees: 270))
        #expect(w.temperature.seaLevelTemperatureKelvin == 288.15)
        #expect(w.temperature.lapseRateKelvinPerMeter == 0.006)
        #expect(w.temperature.diurnalAmplitudeKelvin == 4)
        let front = try #require(w.fronts.first)
        #expect(front.movingTowardBearingDegrees == 90)
        #expect(front.speedMetersPerSecond == 10)
        #expect(front.passageAtOriginNanoseconds == s.startNanoseconds + 2_700_000_000_000)
        #expect(front.dropPa == 300 && front.fallDurationSeconds == 2_400)
        #expect(front.risePa == 250 && front.riseDurationSeconds == 600)
        #expect(front.temperatureChangeKelvin == -5)
        #expect(w.thunderstorms == ThunderstormModel(ratePerHour: 2, magnitudePa: 150, durationSeconds: 600))
        let storm = try #require(s.transients.first)
        #expect(storm.source == .thunderstorm && storm.atOffsetNanoseconds == 5_400_000_000_000)
        #expect(storm.transient.shape == .raisedCosine && storm.transient.durationSeconds == 1_320)
        #expect(storm.transient.kind == .thunderstorm)
    }

    @Test("Stations, coverage, key, service faults and transport")
    func network() throws {
        let s = try Self.scenario()
        #expect(
            s.stations.layouts.first
                == .grid(rows: 2, columns: 3, spacingMeters: 25_000, centre: EastNorth(eastMeters: 0, northMeters: 0)))
        #expect(
            s.stations.noiseSigmaPa == 2 && s.stations.reportingIntervalSeconds == 30
                && s.stations.reportingDelaySeconds == 10)
        #expect(s.stations.biasesPa["SFO"] == -20)
        #expect(
            s.stations.outages["SFO"] == [
                SimulationWindow(startOffsetNanoseconds: 1_800_000_000_000, durationNanoseconds: 600_000_000_000)
            ])
        #expect(s.service.coverage.circles.first?.radiusMeters == 80_000)
        #expect(s.service.apiKeys == ["secret"] && s.devices.first?.apiKey == "secret")
        #expect(s.transport.latency == .uniform(minimumSeconds: 0.08, maximumSeconds: 0.16))
        #expect(s.transport.timeoutSeconds == 5 && s.transport.dropProbability == 0.02)
        #expect(
            s.serviceFaults.map(\.kind) == [
                .slow(extraDelayNanoseconds: 2_000_000_000), .error(status: 503), .error(status: 400),
                .missingReference, .unreachable,
            ])
        let spec = try s.simulationSpec(seed: 5)
        #expect(spec.seed == 5)
        #expect(spec.transport.errorReplies.first?.status == 503)
        #expect(
            spec.transport.outages == [
                SimulationWindow(startOffsetNanoseconds: 3_600_000_000_000, durationNanoseconds: 120_000_000_000)
            ])
        #expect(spec.service.faults.generalFailure.first?.startNanoseconds == s.startNanoseconds + 1_800_000_000_000)
        #expect(spec.service.faults.slowAnswers.first?.extraDelayNanoseconds == 2_000_000_000)
        #expect(
            spec.service.faults.missingStations.map(\.stationID) == [
                "grid-0-0", "grid-0-1", "grid-0-2", "grid-1-0", "grid-1-1", "grid-1-2", "SFO",
            ])
        #expect(spec.world.transients.count == 3)
        #expect(try s.simulationSpec().seed == 99)
    }

    @Test("Device options: barometer, GNSS, activity, hand, initial calibration")
    func device() throws {
        let d = try #require(try Self.scenario().devices.first)
        #expect(d.barometer.whiteNoiseRMSPa == BarometerSpec.bmp390.whiteNoiseRMSPa)
        #expect(d.barometer.offsetPa == 60)
        #expect(d.barometer.linearDriftPaPerDay == 5)
        #expect(d.barometer.iirTimeConstantSeconds == 2)
        #expect(d.initialCalibration == .calibrated(ageSeconds: 172_800, errorPa: 5, uncertaintyPa: 8))
        #expect(d.gnss.outdoor == .urban && d.gnss.indoor == .outage)
        #expect(d.gnss.multipathWidthMeters == 20 && d.gnss.multipathPerMinute == 0.5 && d.gnss.lockTimeSeconds == 10)
        #expect(d.activity.accuracy == 0.6)
        #expect(d.handHeightMeters == 1.2 && d.handHeightSigmaMeters == 0.1 && d.handHeightPersonSigmaMeters == 0.25)
    }

    @Test("Timeline: actions, default speeds, faults and transients")
    func timeline() throws {
        let s = try Self.scenario()
        let d = try #require(s.devices.first)
        let actions = d.timeline.map(\.action)
        #expect(actions[0] == .app(.startSDK(apiKey: nil, hostURL: nil)))
        #expect(actions[1] == .app(.setFilters([.pressure, .location])))
        #expect(actions[2] == .app(.startAltitude(.thirtySeconds)))
        #expect(actions[3] == .walk(to: .entrance(building: "Tower"), speedMetersPerSecond: 5 / 3.6))
        #expect(actions[4] == .enter(building: "Tower"))
        #expect(actions[5] == .elevator(toFloor: 24, speedMetersPerSecond: 4))  // the building's elevator speed
        #expect(actions[6] == .stairs(toFloor: 22, speedMetersPerSecond: 0.3))  // the default
        #expect(
            actions[7]
                == .app(
                    .manualCalibration(
                        mode: .twoMinutes, pin: ManualCalibrationPin(floorNumber: 22, groundMSLHeightMeters: 12))))
        #expect(actions[8] == .elevator(toFloor: 0, speedMetersPerSecond: 4))
        #expect(actions[9] == .leave)
        #expect(
            actions[10]
                == .drive(
                    route: [.point(EastNorth(eastMeters: 120, northMeters: -40 + 10_000))], speedMetersPerSecond: 22.352
                ))
        #expect(actions[11] == .app(.setAltitude(pressurePa: 100_000, location: nil)))
        #expect(d.timeline[5].atOffsetNanoseconds == 720_000_000_000)
        #expect(s.labels == [TimelineLabel(name: "ride", deviceName: "phone", offsetNanoseconds: 720_000_000_000)])
        #expect(
            d.barometer.faults == [
                BarometerFault(
                    kind: .spikes(ratePerSecond: 0.1, magnitudePa: 40),
                    window: SimulationWindow(
                        startOffsetNanoseconds: 2_400_000_000_000, durationNanoseconds: 60_000_000_000))
            ])
        #expect(d.gnss.faults.first?.kind == .wrong(eastMeters: 50, northMeters: 0))
        let door = try #require(s.transients.first { $0.source == .doorSlam })
        #expect(door.transient.magnitudePa == 25 && door.transient.scope == .building(0))
        let sunroof = try #require(s.transients.first { $0.source == .sunroof })
        #expect(sunroof.transient.durationSeconds == 120 && sunroof.transient.scope == .tagged("phone"))
        #expect(sunroof.transient.magnitudePa == -275)
    }
}

@Suite("Initial calibration: drawn per seed or known")
struct InitialCalibrationMappingTests {
    static func calibration(_ clause: String) throws -> InitialCalibration? {
        let text = """
            scenario "c"
            duration 10 min
            device "phone" \(clause)
            """
        let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: "c.scenario", text: text))
        return loaded.scenario?.devices.first?.initialCalibration
    }

    @Test(
        "`± σ` alone draws the error; `error E` keeps it; neither is exact",
        arguments: [
            ("calibrated 3 h ago ± 8 Pa", InitialCalibration.drawn(ageSeconds: 10_800, uncertaintyPa: 8)),
            ("calibrated 3 h ago error 4 Pa ± 8 Pa", .calibrated(ageSeconds: 10_800, errorPa: 4, uncertaintyPa: 8)),
            ("calibrated 3 h ago error 0 Pa ± 8 Pa", .calibrated(ageSeconds: 10_800, errorPa: 0, uncertaintyPa: 8)),
            ("calibrated 3 h ago error -4 Pa", .calibrated(ageSeconds: 10_800, errorPa: -4, uncertaintyPa: 10)),
            ("calibrated 3 h ago", .calibrated(ageSeconds: 10_800, errorPa: 0, uncertaintyPa: 10)),
            ("calibrated 3 h ago ± 10 Pa", .drawn(ageSeconds: 10_800, uncertaintyPa: 10)),
        ])
    func forms(clause: String, expected: InitialCalibration) throws {
        #expect(try Self.calibration(clause) == expected)
    }

    @Test(
        "The printer writes a known error with `error`, so `± σ` alone reads back as drawn",
        arguments: [
            (InitialCalibration.drawn(ageSeconds: 10_800, uncertaintyPa: 8), "calibrated 3 h ago ± 8 Pa"),
            (.drawn(ageSeconds: 10_800, uncertaintyPa: 10), "calibrated 3 h ago ± 10 Pa"),
            (.calibrated(ageSeconds: 10_800, errorPa: 0, uncertaintyPa: 8), "calibrated 3 h ago error 0 Pa ± 8 Pa"),
            (.calibrated(ageSeconds: 10_800, errorPa: 4, uncertaintyPa: 10), "calibrated 3 h ago error 4 Pa"),
            (.calibrated(ageSeconds: 10_800, errorPa: 0, uncertaintyPa: 10), "calibrated 3 h ago"),
        ])
    func printed(calibration: InitialCalibration, text: String) throws {
        var scenario = Scenario(name: "c", durationNanoseconds: 600_000_000_000)
        var device = DeviceSpec(name: "phone")
        device.initialCalibration = calibration
        scenario.devices = [device]
        let printed = ScenarioPrinter.print(scenario)
        #expect(
            printed.contains("device \"phone\" " + text + "\n") || printed.contains("device \"phone\" " + text + ";"))
        let reread = ScenarioLoader().loadScenario(source: SourceFile(path: "c.scenario", text: printed))
        #expect(reread.scenario?.devices.first?.initialCalibration == calibration)
    }

    @Test("A drawn error needs σ > 0")
    func drawnNeedsSigma() throws {
        let text = """
            scenario "c"
            duration 10 min
            device "phone" calibrated 3 h ago ± 0 Pa
            """
        let loaded = ScenarioLoader().loadScenario(source: SourceFile(path: "c.scenario", text: text))
        #expect(loaded.hasErrors)
        #expect(loaded.renderDiagnostics().contains("a calibration whose error is drawn needs a σ above 0 Pa"))
    }
}
