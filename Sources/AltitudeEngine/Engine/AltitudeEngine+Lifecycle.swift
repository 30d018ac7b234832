import Foundation

extension AltitudeEngine {
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
        lifecycleState.begin(
            apiKey: secretKey,
            handlers: EngineLifecycle.StartHandlers(success: success, failure: failure))
        loadCalibrationState()
        emit(.initialising)
        if let location { ingestLocation(location) }
        guard lifecycle == .initialising else { return }
        if samples.pressureHistory.isEmpty { emit(.initialisingPressureProvider) }
        if lastLocation == nil { emit(.initialisingLocationProvider) }
        lifecycleState.addInitialisationTimer(
            schedule(after: configuration.initializationTimeoutNanoseconds) {
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
        switch lifecycleState.initialisationTimedOut(
            hasPressure: !samples.pressureHistory.isEmpty,
            hasLocation: lastLocation != nil, extraNanoseconds: extra)
        {
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
        pressureWatch.resetRun()
        lastLocation = nil
        lastLocationTimestamp = nil
        locationHistory.removeAll()
        lastActivity = nil
        stillLabelShare = 0
        waitingStatusEmitted = nil
        background.stop()
        if let upload = pendingUpload { completeUpload(id: upload.id, result: nil) }
    }
}
