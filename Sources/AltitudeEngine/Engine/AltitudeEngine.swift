public import AssistanceProtocol
import Foundation
import Geophysics

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
    /// The thresholds this engine runs with.
    public let configuration: EngineConfiguration
    /// The scheduler, assistance client and store the engine is driven through.
    let ports: EnginePorts
    /// Receives every event (status codes, callbacks, requests, calibrations), in order.
    public var observer: (any EngineObserver)?
    /// Receives every SDK status code with its time (ms since the epoch).
    public var statusHandler: NNStatusHandler?

    /// Stopped, initialising or running, with the start handlers and lifecycle timers.
    /// Unchecked: see `samples`.
    @exclusivity(unchecked) var lifecycleState = EngineLifecycle()
    /// The lifecycle's phase.
    var lifecycle: EngineLifecycle.Phase { lifecycleState.phase }
    /// The key of the last accepted `start`.
    var apiKey: String { lifecycleState.apiKey }
    /// Incremented by every stop; callbacks from an older generation are ignored.
    var generation: UInt64 { lifecycleState.generation }

    // Samples.
    /// The pressure history, the pressure filter, the enabled filters and their warnings.
    ///
    /// Touched by every pressure sample, as are `lifecycleState` and `manual` (and `assistance`,
    /// `altitude`, `locationHistory` several times per tick or fix): the dynamic exclusivity check
    /// of a class's stored property costs ~80 instructions per access, and the engine is
    /// single-threaded and never accesses one of them while modifying it.
    @exclusivity(unchecked) var samples: SampleFilters
    /// Watches the accepted readings for a frozen barometer (`PressureStreamWatch`). Unchecked: see `samples`.
    @exclusivity(unchecked) var pressureWatch = PressureStreamWatch()
    /// The fixes' real error over their stated accuracy (`LocationScatterScale`).
    var locationScatter: LocationScatterScale
    /// The last accepted location fix.
    var lastLocation: NNLocation?
    /// The timestamp of the last fix that passed the timestamp checks, ns.
    var lastLocationTimestamp: Int64?
    /// The recent location fixes (appended and pruned per fix, read per tick). A slice, so pruning
    /// the oldest fix moves its start index instead of shifting every kept fix; appending copies
    /// the kept fixes to a new buffer only when the old one is full. Unchecked: see `samples`.
    @exclusivity(unchecked) var locationHistory: ArraySlice<NNLocation> = []
    /// The last tangent plane built for `distanceMeters(fromCacheLocation:to:)`: the cache rule
    /// measures from the same reply's location every tick.
    var cachePlane: LocalTangentPlane?
    /// The same memo for `recentSpeedMetersPerSecond()`, whose baseline fix changes only when a
    /// newer fix becomes old enough.
    var speedPlane: LocalTangentPlane?
    /// The same memo for `calibrationVariancePa2(_:forHeightFrom:phonePressurePa:)`, which measures
    /// from a background calibration's reference location on every tick.
    var sharePlane: LocalTangentPlane?
    /// The last accepted activity result.
    var lastActivity: ActivitySample?
    /// Share of recent confident `still` labels, exponentially weighted per label
    /// (`stillLabelWeight`): one mislabel from a recogniser does not make a seated user move.
    var stillLabelShare = 0.0
    /// The weather as the still phone's barometer sees it (carries the reference forward).
    var weatherTrack = StillWeatherTrack()

    // Assistance.
    /// The exchange with the assistance service and the cached reply (read several times per
    /// tick and per fix). Unchecked: see `samples`.
    @exclusivity(unchecked) var assistance = AssistanceFetcher()
    /// The next id of a request, altitude session, manual calibration or upload.
    var nextRequestID: UInt64 = 1
    /// Whether the service rejected the key since the last `start`.
    var keyRejected: Bool { assistance.keyRejected }
    /// The waiting code (832/833) last emitted, so it is emitted once per wait.
    var waitingStatusEmitted: SDKStatusCode?

    // Altitude mode.
    /// The altitude mode in progress (read several times per tick). Unchecked: see `samples`.
    @exclusivity(unchecked) var altitude = AltitudeSession()
    /// Indoor mode (AltitudeEngine+Indoor.swift); reset when `generation` changes.
    var indoorTracking: IndoorTracking?

    // Calibration.
    /// The calibration in force.
    var calibration: CalibrationRecord?
    /// The phone's expected temperature (`AltitudeEngine+PhoneTemperature.swift`).
    var phoneTemperature: PhoneTemperatureState?
    /// The expected phone temperature when the engine made the calibration in force, K.
    var calibrationTemperature: (record: CalibrationRecord, kelvin: Double)?
    /// The background calibration's wait for reference data, its series and reference share.
    var background = BackgroundCalibration()
    /// The drift the background checks' disagreements show (`CalibrationDriftEvidence`).
    var driftEvidence = CalibrationDriftEvidence()
    /// Calibrations made here and not yet uploaded (kept in the store).
    var pendingUploads: [CalibrationRecord] = []
    /// The manual calibration in progress. Unchecked: see `samples`.
    @exclusivity(unchecked) var manual: ManualCalibrationSession?
    /// The upload waiting for its result.
    var pendingUpload: PendingUpload?
    /// When an upload carrying the current calibration last succeeded (the service's
    /// "calibration required" verdict counts only from answers fetched after it).
    var calibrationUploadedAtNanoseconds: Int64?

    /// Creates an engine; it starts stopped, with the calibration found in the store.
    public init(configuration: EngineConfiguration, ports: EnginePorts) {
        self.configuration = configuration
        self.ports = ports
        samples = SampleFilters(configuration: configuration)
        pressureWatch.falseAlarmProbability = configuration.frozenPressureFalseAlarmProbability
        locationScatter = LocationScatterScale(
            lagNanoseconds: configuration.locationScatterLagNanoseconds,
            correlationSeconds: configuration.locationErrorCorrelationSeconds)
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
    public var isAltitudeModeActive: Bool { altitude.isActive }

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
    func scheduleRepeating(
        after nanoseconds: Int64, every interval: Int64,
        _ action: @escaping (AltitudeEngine, ScheduledActionToken) -> Bool
    ) -> ScheduledActionToken? {
        let delay = max(0, nanoseconds)
        guard interval > 0, !nowNanoseconds.addingReportingOverflow(delay).overflow else { return nil }
        let generation = self.generation
        let box = RepeatingTokenBox(scheduler: ports.scheduler)
        let token = ports.scheduler.scheduleRepeating(afterNanoseconds: delay, intervalNanoseconds: interval) {
            [weak self] in
            guard let self, self.generation == generation, action(self, box.token),
                !self.nowNanoseconds.addingReportingOverflow(interval).overflow
            else {
                box.scheduler?.cancel(box.token)
                return
            }
        }
        if let token { box.token = token }
        return token
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
