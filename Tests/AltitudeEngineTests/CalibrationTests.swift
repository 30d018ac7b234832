import AltitudeEngine
import AssistanceProtocol
import Testing

@Suite("Background calibration")
struct BackgroundCalibrationTests {
    @Test("outdoors, still, at ground level: a background record close to the true offset")
    func accepted() throws {
        let h = Harness()
        h.sensorOffsetPa = 30
        h.startInitialised()
        h.run(for: 130 * second)
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.source == .background)
        #expect(abs(record.offsetPa - 30) < 2 * record.uncertaintyPa)
        #expect(record.uncertaintyPa > 0 && record.uncertaintyPa < 15)
        #expect(h.engine.currentCalibration == record)
        // The request for it is the only traffic: background calibration fetched reference data.
        #expect(h.assistance.requests.count == 1)
        // After it, heights are calibrated and manualBaroCal is false.
        h.engine.startAltitudeCalculation(mode: .oneTime) { _, _ in }
        h.run(for: 5 * second)
        let context = try #require(h.recorder.contexts.last)
        #expect(context.manualBaroCal == false)
        #expect(abs((context.height ?? 0) - (TestWorld.terrainHAE + 1)) < 1)
    }

    @Test("no background calibration when the condition fails",
          arguments: ["indoors", "moving", "inVehicle", "unsteady", "upstairs"])
    func refused(condition: String) {
        let h = Harness()
        switch condition {
        case "indoors": h.accuracyMeters = 30
        case "moving": h.northMeters = { t in Double(t - t0) / 1e9 * 5 }  // 18 km/h
        case "unsteady": h.pressureDisturbance = { t in (t / (second / 5)) % 2 == 0 ? 8 : -8 }
        case "upstairs": h.heightHAE = { _ in TestWorld.terrainHAE + 1 + 12 }
        default: break
        }
        h.startInitialised()
        for _ in 1...20 {
            if condition == "inVehicle" {
                h.engine.ingestActivity(ActivitySample(kind: .inVehicle, confidence: 0.9, timestampNanoseconds: h.now))
            }
            h.run(for: 10 * second)
        }
        #expect(h.recorder.calibrations.isEmpty)
    }

    @Test("a calibration older than the validity sets manualBaroCal again (expiry)")
    func expiry() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second  // keep it out of the way
        let h = Harness(configuration: configuration)
        h.startInitialised()
        h.calibrate(at: h.now - configuration.calibrationValidityNanoseconds + 10 * second)
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(for: 5 * second)
        #expect(h.recorder.contexts.last?.manualBaroCal == false)
        let sigmaFresh = try #require(h.recorder.contexts.last?.heightUncertainty68)
        h.run(for: 10 * second)
        #expect(h.recorder.contexts.last?.manualBaroCal == true)
        #expect(h.recorder.contexts.last?.height != nil)
        // The uncertainty grew with age: a 4-day-old calibration is less certain than a new one.
        h.calibrate()
        h.run(for: 2 * second)
        let sigmaNew = try #require(h.recorder.contexts.last?.heightUncertainty68)
        #expect(sigmaNew < sigmaFresh)
    }

    @Test("a newer calibration from the service is adopted")
    func serviceCalibration() throws {
        let h = Harness()
        h.accuracyMeters = 30
        h.assistance.behaviour = .silent
        h.startInitialised()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.assistance.replyToPending { request in
            var response = TestWorld.response(for: request, now: h.now)
            response.calibrationOffsetPa = 17
            response.calibrationUncertaintyPa = 3
            response.calibrationTimeNanoseconds = h.now - 3_600 * second
            return .response(response)
        }
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.offsetPa == 17)
        #expect(h.engine.currentCalibration?.offsetPa == 17)
    }
}

@Suite("Manual calibration")
struct ManualCalibrationTests {
    func pin(_ h: Harness, north: Double = 0, accuracy: Double = 5) -> NNLocation {
        TestWorld.location(at: h.now, northMeters: north, accuracy: accuracy)
    }

    @Test("success: setup, 871, 870; the record matches the true offset", arguments: [nil, 3] as [Int?])
    func success(floor: Int?) throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = -45
        if let floor { h.heightHAE = { _ in TestWorld.terrainHAE + 1 + Double(floor) * 3.5 } }
        h.startInitialised()
        var states: [NNManualBarocalState] = []
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h), floorNumber: floor) { state, _ in
            states.append(state)
        }
        #expect(states == [.calibrationSetup, .calibrationStarted])
        #expect(h.recorder.statusCodes.contains(871))
        h.run(for: 29 * second)
        #expect(h.recorder.calibrations.isEmpty)
        h.run(for: 2 * second)
        #expect(states.last == .calibrationSuccess)
        #expect(h.recorder.statusCodes.last == 870)
        let record = try #require(h.recorder.calibrations.first)
        #expect(record.source == .manual)
        #expect(abs(record.offsetPa + 45) < 1)
    }

    @Test("success with a ground height above MSL instead of terrain")
    func groundMSL() throws {
        var configuration = EngineConfiguration()
        configuration.backgroundCheckIntervalNanoseconds = 1_000_000 * second
        let h = Harness(configuration: configuration)
        h.sensorOffsetPa = 20
        h.heightHAE = { _ in TestWorld.referenceLevelHAE + 200 + 1 }
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h), groundMSLHeight: 200)
        h.run(for: 31 * second)
        let record = try #require(h.recorder.calibrations.first)
        #expect(abs(record.offsetPa - 20) < 1)
    }

    @Test("setManualCalibration with a pressure: immediate record")
    func setManual() throws {
        let h = Harness()
        h.startInitialised()
        let truth = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1)
        h.engine.setManualCalibration(location: pin(h), pressure: truth + 11)
        h.run(for: second)
        let record = try #require(h.recorder.calibrations.first)
        #expect(abs(record.offsetPa - 11) < 0.01)
        #expect(h.recorder.statusCodes.contains(870))
    }

    func expectFailure(_ h: Harness, reason: SDKStatusCode, sourceLocation: SourceLocation = #_sourceLocation) {
        let codes = h.recorder.statusCodes
        let failed = codes.lastIndex(of: 872)
        #expect(failed.map { codes.dropFirst($0 + 1).first } == reason.rawValue, "codes \(codes)",
                sourceLocation: sourceLocation)
        #expect(h.recorder.manualStates.last?.0 == .calibrationFailed, sourceLocation: sourceLocation)
        #expect(h.recorder.manualStates.last?.1 == reason.rawValue, sourceLocation: sourceLocation)
        #expect(h.recorder.calibrations.filter { $0.source == .manual }.isEmpty, sourceLocation: sourceLocation)
        #expect(h.recorder.statusCodes.filter { $0 == 870 }.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("873: pin too far from the device")
    func pinTooFar() {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h, north: 300))
        expectFailure(h, reason: .calibrationPinTooFar)
    }

    @Test("873 also when the device walks away from the pin during collection")
    func walksAway() {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .oneMinute, location: pin(h))
        let start = h.now
        h.northMeters = { t in t - start > 10 * second ? 80 : 0 }
        h.run(for: 61 * second)
        expectFailure(h, reason: .calibrationPinTooFar)
    }

    @Test("874: location uncertainty too large (device or pin)", arguments: [true, false])
    func uncertainty(devicePoor: Bool) {
        let h = Harness()
        if devicePoor { h.accuracyMeters = 80 }
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h, accuracy: devicePoor ? 5 : 75))
        expectFailure(h, reason: .calibrationLocationUncertaintyTooLarge)
    }

    @Test("875: moving (activity, or speed from the fixes)", arguments: [true, false])
    func moving(byActivity: Bool) {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .twoMinutes, location: pin(h))
        if byActivity {
            h.run(for: 5 * second)
            h.engine.ingestActivity(ActivitySample(kind: .walking, confidence: 0.9, timestampNanoseconds: h.now))
        } else {
            let start = h.now
            h.northMeters = { t in Double(t - start) / 1e9 * 4 }  // 14 km/h, still within 50 m for a while
            h.run(for: 12 * second)
        }
        expectFailure(h, reason: .calibrationMoving)
    }

    @Test("876: pressure changing too fast")
    func unsteady() {
        let h = Harness()
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        let start = h.now
        h.pressureDisturbance = { t in Double(t - start) / 1e9 * 1.0 }  // 1 Pa/s ramp
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationPressureUnsteady)
    }

    @Test("877: not a good place (no reference pressure there)")
    func notGoodPlace() {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .referencePressureUnavailable, latency: second / 10)
        h.startInitialised()
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationNotAGoodPlace)
    }

    @Test("878: not completed (no pressure samples / no reference / cancelled)", arguments: ["samples", "reference", "stop"])
    func notCompleted(cause: String) {
        let h = Harness()
        h.startInitialised()
        if cause == "reference" { h.assistance.behaviour = .fixed(.failure(.unreachable)) }
        h.engine.startManualCalibration(mode: .thirtySeconds, location: pin(h))
        if cause == "samples" { h.feedPressure = false }
        if cause == "stop" {
            h.run(for: 5 * second)
            h.engine.stop()
            #expect(h.recorder.manualStates.last?.0 == .calibrationCancelled)
            #expect(h.recorder.statusCodes.suffix(3) == [872, 878, 811])
            return
        }
        h.run(for: 60 * second)
        expectFailure(h, reason: .calibrationNotCompleted)
    }

    @Test("879: pin outside the service area (status 600, or impossible coordinates)", arguments: [true, false])
    func outside(byService: Bool) {
        let h = Harness()
        h.assistance.behaviour = .serve(status: .outsideServiceArea, latency: second / 10)
        h.feedLocation = byService
        h.start()
        h.engine.ingestLocation(TestWorld.location(at: h.now))
        h.run(for: second)
        var badPin = pin(h)
        if !byService { badPin.latitudeDegrees = 123 }
        h.engine.startManualCalibration(mode: .thirtySeconds, location: badPin)
        h.run(for: 31 * second)
        expectFailure(h, reason: .calibrationPinOutsideServiceArea)
    }

    @Test("upload: the manual record goes to the service and leaves the queue")
    func upload() throws {
        let h = Harness()
        h.startInitialised()
        h.engine.setManualCalibration(location: pin(h), pressure: 100_000)
        h.run(for: second)
        var results: [Bool] = []
        h.engine.startBarocalUpload { results.append($0) }
        #expect(results == [true])
        let upload = try #require(h.assistance.uploads.first)
        #expect(upload.records.count == 1 && upload.records.first?.source == .manual)
        #expect(upload.apiKey == "key")
        h.assistance.uploadResult = .failure(.unreachable)
        h.engine.startBarocalUpload { results.append($0) }
        #expect(results == [true, false])
        h.assistance.uploadResult = nil  // never answers: times out
        h.engine.startBarocalUpload { results.append($0) }
        h.scheduler.advance(by: 11 * second)
        #expect(results == [true, false, false])
    }

    @Test("upload with nothing to send: false")
    func uploadEmpty() {
        let h = Harness()
        h.accuracyMeters = 30
        h.startInitialised()
        var result: Bool?
        h.engine.startBarocalUpload { result = $0 }
        #expect(result == false)
        #expect(h.assistance.uploads.isEmpty)
    }
}
