import AltitudeEngine
import AssistanceProtocol
import Glibc

/// One engine driven by one fuzz input: the ports, the handler bookkeeping and the deadlines.
///
/// Handler contracts checked (traps via ``violation(_:)``):
/// - a `oneTime` request gets exactly one handler call, by `oneTimeDeadlineNanoseconds` after it
///   started (if the engine ends it earlier, that call is the `(811/835/806, nil)` one);
/// - every `start` gets exactly one start-handler call, by `initializationTimeoutNanoseconds`;
/// - every `startBarocalUpload` gets exactly one handler call, by `fetchTimeoutNanoseconds`;
/// - a manual calibration reports nothing after its terminal state.
final class EngineHarness {
    private final class Watch {
        let label: String
        let startedAt: Int64
        let deadline: Int64
        var calls = 0
        init(label: String, startedAt: Int64, within: Int64) {
            self.label = label
            self.startedAt = startedAt
            self.deadline = Saturating.add(startedAt, within)
        }
    }

    let configuration = EngineConfiguration()
    let scheduler: FuzzScheduler
    let client = FuzzAssistanceClient()
    let store = InMemoryKeyValueStore()
    let checker = InvariantChecker()
    let engine: AltitudeEngine
    var stream: ByteStream
    /// What the next altitude-handler call does back into the engine (0 = nothing).
    var reentry: UInt8 = 0
    private var watches: [Watch] = []

    init(bytes: [UInt8]) {
        stream = ByteStream(bytes)
        let start: Int64 = stream.bool() ? 1_780_000_000_000_000_000 : 0
        scheduler = FuzzScheduler(startNanoseconds: start)
        engine = AltitudeEngine(configuration: configuration,
                                ports: EnginePorts(scheduler: scheduler, assistance: client, store: store))
        checker.trace = getenv("FUZZ_ENGINE_TRACE") != nil
        engine.observer = checker
        client.makeReply = { [unowned self] request in ReplyFactory.reply(for: request, &self.stream) }
        client.makeUploadResult = { [unowned self] in self.uploadResult() }
        scheduler.afterAction = { [unowned self] in self.checkDeadlines() }
    }

    var now: Int64 { scheduler.nowNanoseconds }

    /// Runs operations until the bytes (or the scheduler's budget) run out, then lets every
    /// pending deadline pass so the "exactly once, in time" contracts are checked.
    func run() {
        var operations = 0
        while !stream.isAtEnd, !scheduler.isExhausted, operations < 512 {
            step()
            checkDeadlines()
            operations += 1
        }
        guard !scheduler.isExhausted else { return }
        if let latest = watches.map(\.deadline).max() { scheduler.advance(toNanoseconds: Saturating.add(latest, 1)) }
        checkDeadlines()
    }

    // MARK: Handler bookkeeping

    func checkDeadlines() {
        let now = scheduler.nowNanoseconds
        for watch in watches where watch.calls == 0 && now > watch.deadline {
            violation("\(watch.label) started at \(watch.startedAt) got no callback by its deadline \(watch.deadline) (now \(now))")
        }
        watches.removeAll { $0.calls > 0 }
    }

    private func watch(_ label: String, within: Int64) -> Watch {
        let watch = Watch(label: label, startedAt: now, within: within)
        watches.append(watch)
        return watch
    }

    private static func called(_ watch: Watch) {
        watch.calls += 1
        if watch.calls > 1 { violation("\(watch.label) started at \(watch.startedAt) got \(watch.calls) callbacks") }
    }

    func startAltitude(_ mode: NNAltitudeMode) {
        let oneTime = mode == .oneTime ? watch("oneTime request", within: configuration.oneTimeDeadlineNanoseconds) : nil
        engine.startAltitudeCalculation(mode: mode) { [unowned self] _, _ in
            if let oneTime { Self.called(oneTime) }
            self.reenter()
        }
    }

    private func reenter() {
        let action = reentry
        reentry = 0
        switch action % 4 {
        case 1: engine.stop()
        case 2: engine.stopAltitudeCalculation { _, _ in }
        case 3:
            // A oneTime started from an altitude handler (also from the (835, nil) callback of a
            // oneTime being replaced: regression-reentrant-onetime-lost).
            startAltitude(.oneTime)
        default: break
        }
    }

    func start(baseURL: String, key: String, location: NNLocation?) {
        let started = watch("start", within: max(configuration.initializationTimeoutNanoseconds,
                                                  configuration.locationInitializationTimeoutNanoseconds))
        engine.start(baseURL: baseURL, secretKey: key, location: location,
                     success: { _, _ in Self.called(started) }, failure: { _, _ in Self.called(started) })
    }

    func upload() {
        let sent = watch("startBarocalUpload", within: configuration.fetchTimeoutNanoseconds)
        engine.startBarocalUpload { _ in Self.called(sent) }
    }

    func manualCalibrationHandler() -> NNManualCalibrationHandler {
        var finished = false
        return { state, code in
            if finished { violation("manual calibration reported \(state) (\(code)) after its terminal state") }
            finished = state == .calibrationSuccess || state == .calibrationFailed || state == .calibrationCancelled
        }
    }

    private func uploadResult() -> UploadResult {
        switch stream.byte() % 3 {
        case 0: .accepted
        case 1: .failure(.timeout)
        default: .failure(.httpStatus(500))
        }
    }
}
