public import AltitudeEngine

/// An app's altitude view-model, written against the `NNSDK` facade only, as it would ship.
///
/// It shows "waiting" while the SDK reports errorCode 850 (waiting for assistance data), and on
/// errorCode 851 (cloud connection timeout) shows "retrying" and restarts the altitude session
/// after `retryDelayNanoseconds` if the timeout persists; it shows the calibration prompt while
/// contexts carry `manualBaroCal == true` (codes: Docs/reference/sdk.md). Single-threaded, like
/// the SDK: call it on the thread that drives the SDK (the main thread in an app).
public final class AltitudeViewModel {
    /// What the screen shows; `onChange` hears every change.
    public private(set) var screen = AltitudeScreen(status: .idle) {
        didSet { if screen != oldValue { onChange?(screen) } }
    }
    /// The last height shown, m above the WGS-84 ellipsoid (`nil` before the first).
    public private(set) var heightMeters: Double?
    /// The last SDK status code the status handler delivered (0 before any).
    public private(set) var lastStatusCode = 0
    /// How many times the model restarted the altitude session after errorCode 851.
    public private(set) var retriesPerformed = 0
    /// Called with the new screen whenever it changes (a view binds to it).
    public var onChange: ((AltitudeScreen) -> Void)?

    /// How long after an 851 the model restarts the session: 30 s, a quarter of the assistance
    /// data's 120 s validity (Docs/reference/sdk.md), so a short outage costs one retry.
    public static let retryDelayNanoseconds: Int64 = 30_000_000_000

    private let scheduler: any EngineScheduler
    private var mode: NNAltitudeMode?
    private var retryToken: ScheduledActionToken?
    private var retryAttempt = 0

    /// A model whose retry timer runs on `scheduler` (the app's run loop; a test's virtual clock).
    public init(scheduler: any EngineScheduler) {
        self.scheduler = scheduler
    }

    /// Starts the SDK: listens to its status codes, then `NNSDK.start`.
    public func start(baseURL: String, secretKey: String, location: NNLocation?) {
        screen.status = .starting
        NNSDK.setStatusHandler { [weak self] code, _ in self?.lastStatusCode = code }
        NNSDK.start(
            baseURL: baseURL, secretKey: secretKey, location: location, success: { _, _ in },
            failure: { [weak self] code, _ in self?.screen.status = .unavailable(code: code) })
    }

    /// Stops the SDK and any pending retry.
    public func stop() {
        cancelRetry()
        NNSDK.stop()
        screen.status = .stopped
    }

    /// Starts the altitude readings in `mode`.
    public func startTracking(mode: NNAltitudeMode) {
        self.mode = mode
        NNSDK.startAltitudeCalculation(mode: mode) { [weak self] code, context in
            self?.received(code: code, context: context)
        }
    }

    /// The user confirmed where they stand and started the calibration the prompt asked for.
    public func calibrate(
        mode: NNManualBarocalMode, at pin: NNLocation, floorNumber: Int? = nil,
        groundMSLHeightMeters: Double? = nil
    ) {
        screen.calibrationPrompt = .calibrating
        NNSDK.startManualCalibration(
            mode: mode, location: pin, floorNumber: floorNumber,
            groundMSLHeight: groundMSLHeightMeters
        ) { [weak self] state, _ in
            self?.calibrationChanged(state)
        }
    }

    private func received(code: Int?, context: NNAltitudeContext?) {
        guard let context else {
            if let code { screen.status = .unavailable(code: code) }
            return
        }
        updatePrompt(manualBaroCal: context.manualBaroCal)
        let error = AltitudeErrorCode(rawValue: context.errorCode ?? 0)
        if error == .waitingForAssistance {
            screen.status = .waiting
        } else if error == .cloudConnectionTimeout {
            scheduleRetry()
        } else if error == AltitudeErrorCode.none, let height = context.height {
            cancelRetry()
            retryAttempt = 0
            heightMeters = height
            screen.status = .showingAltitude
        } else {
            screen.status = .unavailable(code: context.errorCode ?? context.statusCode ?? 0)
        }
    }

    private func updatePrompt(manualBaroCal: Bool?) {
        guard screen.calibrationPrompt != .calibrating, let required = manualBaroCal else { return }
        if required {
            screen.calibrationPrompt = screen.calibrationPrompt == .failed ? .failed : .shown
        } else {
            screen.calibrationPrompt = .hidden
        }
    }

    private func calibrationChanged(_ state: NNManualBarocalState) {
        switch state {
        case .calibrationSuccess: screen.calibrationPrompt = .hidden
        case .calibrationFailed, .calibrationCancelled: screen.calibrationPrompt = .failed
        case .calibrationSetup, .calibrationStarted: screen.calibrationPrompt = .calibrating
        }
    }

    /// One retry at a time: a timeout reported again while one is pending changes nothing.
    private func scheduleRetry() {
        guard retryToken == nil else { return }
        retryAttempt += 1
        screen.status = .retrying(attempt: retryAttempt)
        retryToken = scheduler.schedule(afterNanoseconds: Self.retryDelayNanoseconds) { [weak self] in
            self?.retry()
        }
    }

    private func retry() {
        retryToken = nil
        guard let mode, case .retrying = screen.status else { return }
        retriesPerformed += 1
        NNSDK.stopAltitudeCalculation()
        startTracking(mode: mode)
    }

    private func cancelRetry() {
        if let token = retryToken { scheduler.cancel(token) }
        retryToken = nil
    }
}
