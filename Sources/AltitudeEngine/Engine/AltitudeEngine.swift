import Foundation
import Geophysics
public import AssistanceProtocol

/// Handler of `startAltitudeCalculation`: `(code, context)`; exactly one of them is non-nil.
public typealias NNAltitudeHandler = (Int?, NNAltitudeContext?) -> Void
/// Handler of SDK status codes and of `start`: `(code, timeStamp)`, time in ms since the epoch.
public typealias NNStatusHandler = (Int, Int) -> Void
/// Handler of manual-calibration progress: the new state and the SDK status sent with it.
public typealias NNManualCalibrationHandler = (NNManualBarocalState, Int) -> Void

/// The device side of the altitude SDK: one instance per device, driven only through its ports.
///
/// Single-threaded: call every method, and run every port callback, on one thread (or one
/// serial queue / actor). Nothing in it is global, it never reads the wall clock, sleeps or
/// starts threads; the same inputs give the same outputs.
///
/// ```swift
/// let engine = AltitudeEngine(configuration: EngineConfiguration(), ports: ports)
/// engine.start(baseURL: "https://assist.example", secretKey: "key", location: nil,
///              success: { code, _ in }, failure: { code, _ in })
/// engine.ingestPressure(PressureSample(pressurePa: 101_000, timestampNanoseconds: now))
/// ```
public final class AltitudeEngine {
    struct CachedAssistance {
        var response: AssistanceResponse
        var fetchedAtNanoseconds: Int64
        var location: NNLocation
        /// The reference pressure's rate from the previous reply to this one (`.none` without one).
        var referenceTrend = ReferenceTrend.none
        /// Set when this entry's reference was carried by a still phone (`checkedReference`).
        var carry: ReferenceCarry?

        /// The instant the reference pressure refers to: the fetch, or a carry's newest chain point.
        var referenceNanoseconds: Int64 { carry?.throughNanoseconds ?? fetchedAtNanoseconds }
    }

    /// A chain of carried references: the σ of the reply it started from, the carries since, and
    /// the instant the carried pressure refers to (the newest point of the still chain at the
    /// carry, up to one context period before the reply's arrival).
    struct ReferenceCarry {
        var anchorSigmaPa: Double
        var steps: Int
        var throughNanoseconds: Int64
    }

    /// Why a periodic session delivers a context before its next period.
    enum OwedContext: Hashable {
        /// The first context: as soon as it carries a height or a service status.
        case first
        /// Heights are back after a context without one: as soon as a height is ready.
        case recovery
    }

    struct AltitudeSession {
        var id: UInt64
        var mode: NNAltitudeMode
        var handler: NNAltitudeHandler
        var startedAtNanoseconds: Int64
        /// A periodic session (period > collection time) that owes an out-of-period context:
        /// its first one, or the first height after a context without one.
        var owedContext: OwedContext?
        var tokens: [ScheduledActionToken] = []
    }

    /// The thresholds this engine runs with.
    public let configuration: EngineConfiguration
    let ports: EnginePorts
    /// Receives every event (status codes, callbacks, requests, calibrations), in order.
    public var observer: (any EngineObserver)?
    /// Receives every SDK status code with its time (ms since the epoch).
    public var statusHandler: NNStatusHandler?

    /// Stopped, initialising or running, with the start handlers and lifecycle timers.
    var lifecycleState = EngineLifecycle()
    /// The lifecycle's phase.
    var lifecycle: EngineLifecycle.Phase { lifecycleState.phase }
    /// The key of the last accepted `start`.
    var apiKey: String { lifecycleState.apiKey }
    /// Incremented by every stop; callbacks from an older generation are ignored.
    var generation: UInt64 { lifecycleState.generation }

    // Samples.
    /// The pressure history, the pressure filter, the enabled filters and their warnings.
    var samples = SampleFilters()
    var lastLocation: NNLocation?
    var lastLocationTimestamp: Int64?
    /// The recent location fixes (appended and pruned per fix, read per tick).
    var locationHistory: [NNLocation] = []
    /// The last tangent plane built for `distanceMeters(fromCacheLocation:to:)`: the cache rule
    /// measures from the same reply's location every tick.
    var cachePlane: LocalTangentPlane?
    /// The same memo for `recentSpeedMetersPerSecond()`, whose baseline fix changes only when a
    /// newer fix becomes old enough.
    var speedPlane: LocalTangentPlane?
    var lastActivity: ActivitySample?
    /// Share of recent confident `still` labels, exponentially weighted per label
    /// (`stillLabelWeight`): one mislabel from a recogniser does not make a seated user move.
    var stillLabelShare = 0.0
    /// The weather as the still phone's barometer sees it (carries the reference forward).
    var weatherTrack = StillWeatherTrack()

    // Assistance.
    /// The exchange with the assistance service and the cached reply.
    var assistance = AssistanceFetcher()
    var nextRequestID: UInt64 = 1
    /// Whether the service rejected the key since the last `start`.
    var keyRejected: Bool { assistance.keyRejected }
    var waitingStatusEmitted: SDKStatusCode?
    var backgroundWantsReference = false

    // Altitude mode.
    var altitude: AltitudeSession?
    /// Indoor mode (AltitudeEngine+Indoor.swift); reset when `generation` changes.
    var indoorTracking: IndoorTracking?

    // Calibration.
    var calibration: CalibrationRecord?
    /// The phone's expected temperature (`AltitudeEngine+PhoneTemperature.swift`).
    var phoneTemperature: PhoneTemperatureState?
    /// The expected phone temperature when the engine made the calibration in force, K.
    var calibrationTemperature: (record: CalibrationRecord, kelvin: Double)?
    /// Background-calibration windows fused so far (`AltitudeEngine+Calibration.swift`).
    var backgroundSeries: BackgroundCalibrationSeries?
    /// The reference share of the background calibration in force (`CalibrationReferenceShare`).
    var calibrationReferenceShare: CalibrationReferenceShare?
    var pendingUploads: [CalibrationRecord] = []
    var manual: ManualCalibrationSession?
    var pendingUpload: PendingUpload?
    /// When an upload carrying the current calibration last succeeded (the service's
    /// "calibration required" verdict counts only from answers fetched after it).
    var calibrationUploadedAtNanoseconds: Int64?

    /// Creates an engine; it starts stopped, with the calibration found in the store.
    public init(configuration: EngineConfiguration, ports: EnginePorts) {
        self.configuration = configuration
        self.ports = ports
        loadCalibrationState()
    }

    /// Current scheduler time, ns since the epoch.
    public var nowNanoseconds: Int64 { ports.scheduler.nowNanoseconds }

    /// `(initialised, last lifecycle status code)`; the code is 0 before any `start`.
    public func sdkInitializationStatus() -> (Bool, Int) {
        (lifecycle == .initialised, lifecycleState.lastCode?.rawValue ?? 0)
    }

    /// The device identifier sent to the service.
    public func deviceID() -> String { configuration.deviceID }

    /// The engine's version string.
    public func version() -> String { configuration.versionString }

    /// The current calibration record, if any.
    public var currentCalibration: CalibrationRecord? { calibration }

    /// Whether altitude mode is active.
    public var isAltitudeModeActive: Bool { altitude != nil }

    /// The enabled consistency filters.
    public var enabledFilters: Set<NNConsistencyFilter> { samples.enabled }

    // MARK: Events

    func record(_ kind: EngineEventKind) {
        observer?.engine(self, didRecord: EngineEvent(timeNanoseconds: nowNanoseconds, kind: kind))
    }

    func emit(_ code: SDKStatusCode) {
        record(.sdkStatus(code))
        statusHandler?(code.rawValue, Int(nowNanoseconds / 1_000_000))
    }

    /// Runs `action` after `nanoseconds` (negative counts as 0) unless the engine was stopped or
    /// restarted meanwhile. `nil`, and nothing scheduled, when the due instant would pass
    /// `Int64.max`: time never gets there (Docs/engine.md, "Time").
    func schedule(after nanoseconds: Int64, _ action: @escaping (AltitudeEngine) -> Void) -> ScheduledActionToken? {
        let delay = max(0, nanoseconds)
        guard !nowNanoseconds.addingReportingOverflow(delay).overflow else { return nil }
        let generation = self.generation
        return ports.scheduler.schedule(afterNanoseconds: delay) { [weak self] in
            guard let self, self.generation == generation else { return }
            action(self)
        }
    }

    /// `schedule(after:)` repeated every `interval` (> 0) with the scheduler's repeating
    /// capability; `action` gets the repetition's token and returns `false` to end the
    /// repetitions (they also end with the engine generation, and before a repetition that would
    /// be due after `Int64.max`). `nil` when the scheduler has none, or when the first repetition
    /// would already be due after `Int64.max` (the one-shot fallback then schedules nothing either).
    func scheduleRepeating(after nanoseconds: Int64, every interval: Int64,
                           _ action: @escaping (AltitudeEngine, ScheduledActionToken) -> Bool) -> ScheduledActionToken? {
        let delay = max(0, nanoseconds)
        guard interval > 0, !nowNanoseconds.addingReportingOverflow(delay).overflow else { return nil }
        let generation = self.generation
        let box = RepeatingTokenBox(scheduler: ports.scheduler)
        let token = ports.scheduler.scheduleRepeating(afterNanoseconds: delay, intervalNanoseconds: interval) {
            [weak self] in
            guard let self, self.generation == generation, action(self, box.token),
                  !self.nowNanoseconds.addingReportingOverflow(interval).overflow else {
                box.scheduler?.cancel(box.token)
                return
            }
        }
        if let token { box.token = token }
        return token
    }

    // MARK: Lifecycle

    /// Starts the SDK: validates the URL and key, then waits for a pressure and a location
    /// sample (801, 802/803) and calls `success(800, …)`, or `failure` with 806 after the
    /// initialisation timeout (805 without pressure after 10 s; 804 without a location fix after
    /// `locationInitializationTimeoutNanoseconds`), 815, 816, 808 or 811 (stopped meanwhile).
    public func start(
        baseURL: String, secretKey: String, location: NNLocation?,
        success: @escaping NNStatusHandler, failure: @escaping NNStatusHandler
    ) {
        let stamp = Int(nowNanoseconds / 1_000_000)
        if lifecycle != .stopped {
            emit(.alreadyInitialised)
            record(.startCompleted(code: SDKStatusCode.alreadyInitialised.rawValue, success: false))
            failure(SDKStatusCode.alreadyInitialised.rawValue, stamp)
            return
        }
        if !Self.isValidHostURL(baseURL) {
            finishStartEarly(.invalidHostURL, failure: failure)
            return
        }
        if secretKey.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            finishStartEarly(.invalidAPIKey, failure: failure)
            return
        }
        assistance.restart()
        lifecycleState.begin(apiKey: secretKey,
                             handlers: EngineLifecycle.StartHandlers(success: success, failure: failure))
        loadCalibrationState()
        emit(.initialising)
        if let location { ingestLocation(location) }
        guard lifecycle == .initialising else { return }
        if samples.pressureHistory.isEmpty { emit(.initialisingPressureProvider) }
        if lastLocation == nil { emit(.initialisingLocationProvider) }
        lifecycleState.addInitialisationTimer(schedule(after: configuration.initializationTimeoutNanoseconds) {
            $0.initialisationTimedOut()
        })
        checkInitialised()
    }

    private func finishStartEarly(_ code: SDKStatusCode, failure: NNStatusHandler) {
        lifecycleState.noteEarlyFailure(code)
        emit(code)
        record(.startCompleted(code: code.rawValue, success: false))
        failure(code.rawValue, Int(nowNanoseconds / 1_000_000))
    }

    /// Whether `url` is an http(s) URL with a host.
    static func isValidHostURL(_ url: String) -> Bool {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = components.host, !host.isEmpty
        else { return false }
        return !url.contains(" ")
    }

    func checkInitialised() {
        guard lifecycle == .initialising, !samples.pressureHistory.isEmpty, lastLocation != nil,
              let timers = lifecycleState.becomeInitialised()
        else { return }
        for token in timers { ports.scheduler.cancel(token) }
        emit(.initialised)
        let handlers = lifecycleState.takeStartHandlers()
        record(.startCompleted(code: SDKStatusCode.initialised.rawValue, success: true))
        handlers?.success(SDKStatusCode.initialised.rawValue, Int(nowNanoseconds / 1_000_000))
        guard lifecycle == .initialised else { return }
        scheduleBackgroundCheck()
        ensureAssistance()
    }

    private func initialisationTimedOut() {
        let extra = configuration.locationInitializationTimeoutNanoseconds
            .saturatingSubtracting(configuration.initializationTimeoutNanoseconds)
        switch lifecycleState.initialisationTimedOut(hasPressure: !samples.pressureHistory.isEmpty,
                                                     hasLocation: lastLocation != nil, extraNanoseconds: extra) {
        case .ignore:
            return
        case .extend(let delay):
            lifecycleState.addInitialisationTimer(schedule(after: delay) { $0.initialisationTimedOut() })
            return
        case .fail:
            break
        }
        if samples.pressureHistory.isEmpty { emit(.noPressureAvailable) }
        if lastLocation == nil { emit(.noLocationAvailable) }
        let handlers = lifecycleState.takeStartHandlers()
        tearDown(altitudeCode: .initialisationFailed)
        lifecycleState.noteStopped(.initialisationFailed)
        emit(.initialisationFailed)
        record(.startCompleted(code: SDKStatusCode.initialisationFailed.rawValue, success: false))
        handlers?.failure(SDKStatusCode.initialisationFailed.rawValue, Int(nowNanoseconds / 1_000_000))
    }

    /// Stops everything (status 811; 810 if not started): altitude mode ends (835; a pending
    /// `oneTime` handler gets 811), a manual calibration is cancelled (872 + 878), in-flight
    /// requests are forgotten. The calibration stays in the store.
    public func stop() {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            return
        }
        let handlers = lifecycleState.takeStartHandlers()
        tearDown(altitudeCode: .stopped)
        lifecycleState.noteStopped(.stopped)
        emit(.stopped)
        if let handlers {
            record(.startCompleted(code: SDKStatusCode.stopped.rawValue, success: false))
            handlers.failure(SDKStatusCode.stopped.rawValue, Int(nowNanoseconds / 1_000_000))
        }
    }

    /// Ends every activity and forgets samples and assistance data; lifecycle becomes stopped.
    private func tearDown(altitudeCode: SDKStatusCode) {
        // Stopped first: a handler called below that calls back into the engine (e.g. starts a
        // new `oneTime`) is told 810 at once instead of starting a session that would be lost.
        var timers = lifecycleState.enterStopped()
        cancelManualCalibration()
        endAltitudeMode(pendingOneTimeCode: altitudeCode)
        // A handler above may have started the engine again: that start is stopped too.
        timers += lifecycleState.enterStopped()
        for token in timers { ports.scheduler.cancel(token) }
        for token in assistance.stop() { ports.scheduler.cancel(token) }
        lifecycleState.advanceGeneration()
        samples.reset()
        lastLocation = nil
        lastLocationTimestamp = nil
        locationHistory.removeAll()
        lastActivity = nil
        stillLabelShare = 0
        waitingStatusEmitted = nil
        backgroundWantsReference = false
        if let upload = pendingUpload { completeUpload(id: upload.id, result: nil) }
    }

    /// Enables exactly the given filters (duplicates ignored); allowed in any state.
    public func setConsistencyFilters(_ filters: [NNConsistencyFilter]) {
        samples.enable(filters)
    }
}

/// A repeating action's own token, known only after it was scheduled.
extension Array where Element == ScheduledActionToken {
    /// Appends what `schedule(after:)` returned; nothing when the action was never scheduled.
    mutating func append(scheduled token: ScheduledActionToken?) {
        if let token { append(token) }
    }
}

final class RepeatingTokenBox {
    var token = ScheduledActionToken(rawValue: 0)
    weak var scheduler: (any EngineScheduler)?
    init(scheduler: any EngineScheduler) { self.scheduler = scheduler }
}
