import AltitudeEngine
import ExampleAppViewModel
import ScenarioTesting
import Testing

/// The view-model, unchanged, against three library scenarios: the host runs each scenario with
/// the phone's engine behind `NNSDK` and the timeline's calls routed to the model's functions;
/// each test checks the scenario's own expectations (`check`) and what the screen showed when.
/// The suites run in parallel: each host binds its own engine.
@Suite struct AltitudeViewModelScenarioTests {
    /// One nanosecond-based minute, for readable instants.
    static func minutes(_ count: Double) -> Int64 { Int64(count * 60e9) }

    /// A host for `file` with a fresh model wired to it: the model's screen changes are recorded,
    /// and the timeline's start, stop, altitude and calibration calls run the model's functions.
    static func hosted(_ file: String) throws -> (ScenarioHost<AltitudeScreen>, AltitudeViewModel) {
        let host = try ScenarioHost<AltitudeScreen>(file: file)
        let model = AltitudeViewModel(scheduler: host.scheduler)
        model.onChange = { [unowned host] screen in host.record(screen) }
        host.routes.start = { url, key, location in model.start(baseURL: url, secretKey: key, location: location) }
        host.routes.stop = { model.stop() }
        host.routes.startAltitude = { mode in model.startTracking(mode: mode) }
        host.routes.startManualCalibration = { mode, point in
            model.calibrate(
                mode: mode, at: point.pin, floorNumber: point.floorNumber,
                groundMSLHeightMeters: point.groundMSLHeightMeters)
        }
        return (host, model)
    }

    @Test("Waiting while the service has no reference data (850), then the height")
    func waitingOn850() throws {
        let (host, _) = try Self.hosted("scenarios/missing-assistance-at-start.scenario")
        let run = try host.check()
        let waiting = try #require(run.first { $0.status == .waiting }, "never showed waiting")
        #expect(waiting.offsetNanoseconds <= 15_000_000_000, "waiting shown at \(waiting.clock)")
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(4))?.status == .waiting)
        let height = try #require(run.first { $0.status == .showingAltitude }, "never showed a height")
        #expect(
            height.offsetNanoseconds > Self.minutes(5) && height.offsetNanoseconds <= Self.minutes(7),
            "height first shown at \(height.clock)")
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(29))?.status == .showingAltitude)
        #expect(run.first { if case .retrying = $0.status { true } else { false } } == nil)
    }

    @Test("A retry on a cloud timeout (851) during the outage, the height again after it")
    func retryOn851() throws {
        let (host, model) = try Self.hosted("scenarios/server-unreachable.scenario")
        let run = try host.check()
        let outageStart = Self.minutes(20)
        let outageEnd = Self.minutes(30)
        #expect(run.shown(atOffsetNanoseconds: outageStart - 1)?.status == .showingAltitude)
        let retrying = try #require(run.first { $0.status == .retrying(attempt: 1) }, "never showed a retry")
        #expect(
            retrying.offsetNanoseconds >= outageStart && retrying.offsetNanoseconds < outageEnd,
            "retry shown at \(retrying.clock)")
        // The model restarted the session 30 s after the first 851, still inside the outage.
        #expect(model.retriesPerformed >= 1)
        #expect(run.observations.contains { $0.value.status == .retrying(attempt: 2) })
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(35))?.status == .showingAltitude)
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(59))?.status == .showingAltitude)
    }

    @Test("The calibration prompt while manualBaroCal is true, gone after the user calibrates")
    func calibrationPromptOnManualBaroCal() throws {
        let (host, _) = try Self.hosted("scenarios/new-phone-calibration.scenario")
        let run = try host.check()
        let prompt = try #require(run.first { $0.calibrationPrompt == .shown }, "never showed the prompt")
        #expect(prompt.offsetNanoseconds <= Self.minutes(1), "prompt shown at \(prompt.clock)")
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(8) - 1)?.calibrationPrompt == .shown)
        // The timeline's `calibrate for 1 min` at 00:08 ran the model's calibrate(…).
        let calibrating = try #require(run.first { $0.calibrationPrompt == .calibrating })
        #expect(calibrating.offsetNanoseconds == Self.minutes(8))
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(12))?.calibrationPrompt == .hidden)
        #expect(run.shown(atOffsetNanoseconds: Self.minutes(59))?.calibrationPrompt == .hidden)
        // The upload at 00:40 has no model function: the engine made it, as without the app.
        let handled = run.appCalls.map { AppCallKind($0.call) }.filter { $0 != .other }
        #expect(handled == [.start, .altitude, .calibration, .upload])
        #expect(run.appCalls.last?.handling == .engine)
        #expect(run.appCalls.dropLast().allSatisfy { $0.handling == .app })
    }
}

/// The kinds of timeline call the calibration test looks at.
enum AppCallKind: Equatable {
    case start, altitude, calibration, upload, other

    init(_ call: ResolvedAppCall) {
        switch call {
        case .start: self = .start
        case .startAltitude: self = .altitude
        case .startManualCalibration: self = .calibration
        case .barocalUpload: self = .upload
        default: self = .other
        }
    }
}
