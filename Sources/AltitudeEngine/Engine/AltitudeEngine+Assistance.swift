import AssistanceProtocol

extension AltitudeEngine {
    /// Where reference data is needed: the manual-calibration pin while one waits for it,
    /// else the device.
    var assistanceTarget: NNLocation? {
        if let manual, manual.needsReference { return manual.pin }
        return lastLocation
    }

    var needsAssistance: Bool {
        altitude.isActive || manual?.needsReference == true || background.wantsReference
    }

    /// How long cached data is reused without a refetch, ns.
    var cacheValidityNanoseconds: Int64 {
        altitude.isOneTime
            ? configuration.assistanceValidityOneTimeNanoseconds : configuration.assistanceValidityNanoseconds
    }

    /// Whether the service's own validity for the reply (counted from its delivery) has passed.
    func serviceValidityPassed(_ cache: CachedAssistance) -> Bool {
        guard let validity = cache.response.referenceValidityNanoseconds else { return false }
        return nowNanoseconds > cache.fetchedAtNanoseconds.saturatingAdding(validity)
    }

    /// Age of the service's reference data (now − `referenceTimeNanoseconds`, the time its
    /// station data describe), ns; nil when the reply has no time.
    func referenceDataAgeNanoseconds(_ response: AssistanceResponse) -> Int64? {
        response.referenceTimeNanoseconds.map { max(0, nowNanoseconds.saturatingSubtracting($0)) }
    }

    /// The cache rule: reuse for 120 s (110 s one-time, or the service's shorter validity) while
    /// within 100 m of the fetch location.
    func cacheIsReusable(for location: NNLocation) -> Bool {
        guard let cache = assistance.cache else { return false }
        let age = nowNanoseconds.saturatingSubtracting(cache.fetchedAtNanoseconds)
        guard age >= 0, age <= cacheValidityNanoseconds, !serviceValidityPassed(cache) else { return false }
        return distanceMeters(fromCacheLocation: cache.location, to: location) <= refetchDistanceMeters(cache.response)
    }

    /// The move that forces a refetch: `refetchDistanceMeters` (100 m), shorter on a slope so the
    /// terrain under the device stays within `terrainRefetchHeightMeters` of the reply's.
    func refetchDistanceMeters(_ response: AssistanceResponse) -> Double {
        guard let slope = response.terrainSlope, slope.isFinite, slope > 0, response.terrainHAEMeters != nil
        else { return configuration.refetchDistanceMeters }
        let onSlope = max(configuration.minimumRefetchDistanceMeters, configuration.terrainRefetchHeightMeters / slope)
        return min(configuration.refetchDistanceMeters, onSlope)
    }

    /// Sends a request if one is needed and none is pending (832/833 while samples are missing).
    func ensureAssistance() {
        guard lifecycle != .stopped, needsAssistance, assistance.canSend else { return }
        if samples.pressureHistory.isEmpty {
            emitWaiting(.waitingForPressure)
            return
        }
        guard let target = assistanceTarget else {
            emitWaiting(.waitingForLocation)
            return
        }
        if cacheIsReusable(for: target) { return }
        sendFetch(for: target)
    }

    private func emitWaiting(_ code: SDKStatusCode) {
        guard waitingStatusEmitted != code else { return }
        waitingStatusEmitted = code
        emit(code)
    }

    private func sendFetch(for target: NNLocation) {
        let id = nextRequestID
        nextRequestID += 1
        let now = nowNanoseconds
        let summary = samples.pressureHistory.summary(
            after: now.saturatingSubtracting(configuration.oneTimeCollectionNanoseconds), through: now)
        let pressure = summary?.meanPa ?? samples.pressureHistory.last?.pressurePa
        let variance =
            summary.map { pressureVariancePa2($0) }
            ?? configuration.pressureSampleNoisePa * configuration.pressureSampleNoisePa
        let request = AssistanceRequest(
            requestID: id, deviceID: configuration.deviceID, apiKey: apiKey,
            latitudeDegrees: target.latitudeDegrees, longitudeDegrees: target.longitudeDegrees,
            horizontalUncertaintyMeters: target.horizontalAccuracyMeters, phonePressurePa: pressure,
            phonePressureVariancePa2: pressure == nil ? nil : variance, sentAtNanoseconds: now)
        let token = schedule(after: configuration.fetchTimeoutNanoseconds) { $0.fetchTimedOut(requestID: id) }
        assistance.sent(AssistanceFetcher.InFlightFetch(requestID: id, location: target, timeoutToken: token))
        waitingStatusEmitted = nil
        record(.assistanceRequestSent(request))
        let generation = self.generation
        emit(.waitingForCloud)
        guard self.generation == generation, assistance.inFlight?.requestID == id else { return }
        ports.assistance.fetch(request) { [weak self] reply in
            self?.receiveReply(reply, requestID: id, generation: generation)
        }
    }

    /// Variance of a window mean, Pa²: max(sample spread, sensor noise)²/n + floor².
    /// Variance of `summary.endPa`: the end of a least-squares line through n evenly spread
    /// samples has ≈ 4/n times the scatter's variance (1/n + 3(n−1)/(n(n+1))), plus the floor.
    func endPressureVariancePa2(_ summary: PressureHistory.Summary) -> Double {
        guard summary.count >= 3, summary.endPa != summary.meanPa || summary.residualStdPa != summary.sampleStdPa else {
            return pressureVariancePa2(summary)
        }
        let noise = configuration.pressureSampleNoisePa
        let spread = max(summary.residualStdPa, noise)
        let n = Double(summary.count)
        let floor = configuration.pressureFloorNoisePa
        return spread * spread * (1 / n + 3 * (n - 1) / (n * (n + 1))) + floor * floor
    }

    func pressureVariancePa2(_ summary: PressureHistory.Summary) -> Double {
        let noise = configuration.pressureSampleNoisePa
        let spread = summary.count > 1 ? max(summary.sampleStdPa, noise) : noise
        let floor = configuration.pressureFloorNoisePa
        return spread * spread / Double(max(1, summary.count)) + floor * floor
    }

    private func fetchTimedOut(requestID: UInt64) {
        guard assistance.finish(requestID: requestID) != nil else { return }
        record(.assistanceRequestTimedOut(requestID: requestID))
        handleFetchFailure(.timeout)
    }

    private func receiveReply(_ reply: AssistanceReply, requestID: UInt64, generation: UInt64) {
        let used = generation == self.generation && assistance.inFlight?.requestID == requestID
        record(.assistanceReplyReceived(requestID: requestID, reply: reply, used: used))
        guard used, let flight = assistance.finish(requestID: requestID) else { return }
        if let token = flight.timeoutToken { ports.scheduler.cancel(token) }
        switch reply {
        case .response(let response):
            handleResponse(response, flight: flight)
        case .payload(let bytes):
            do {
                handleResponse(try AssistanceCodec.decodeResponse(bytes), flight: flight)
            } catch {
                handleFetchFailure(.other)
            }
        case .failure(.timeout):
            handleFetchFailure(.timeout)
        case .failure(.unreachable):
            handleFetchFailure(.unreachable)
        case .failure(.httpStatus(403)):
            handleKeyRejected()
        case .failure(.httpStatus), .failure(.malformed):
            handleFetchFailure(.other)
        }
    }

    private func handleResponse(_ response: AssistanceResponse, flight: AssistanceFetcher.InFlightFetch) {
        guard response.requestID == flight.requestID, let valid = try? response.validated() else {
            return handleFetchFailure(.other)
        }
        switch valid.status {
        case .invalidAPIKey:
            handleKeyRejected()
        case .generalFailure:
            handleFetchFailure(.other)
        default:
            assistance.delivered(status: valid.status)
            let checked = checkedReference(replacing: valid, fetchedAt: flight.location)
            var entry = CachedAssistance(
                response: checked?.0 ?? valid, fetchedAtNanoseconds: nowNanoseconds, location: flight.location)
            entry.carry = checked?.1
            entry.referenceTrend = referenceTrend(from: assistance.referenceCache, to: entry)
            entry.referenceInnovation = referenceInnovation(from: assistance.referenceCache, to: entry)
            assistance.cache = entry
            adoptServiceCalibration(valid)
            let generation = self.generation
            emitStandingStatus()
            // The status handler may have stopped or restarted the engine.
            guard self.generation == generation else { return }
            afterAssistanceReply()
        }
    }

    /// The wait for the cloud (834) is over: the SDK status returns to what the engine is doing —
    /// 830 in altitude mode, 871 during a manual calibration, else 800 (initialised; nothing
    /// while still initialising). `Docs/reference/sdk.md`: 834 is the wait *before* the fetch.
    private func emitStandingStatus() {
        guard lifecycle == .initialised else { return }
        if altitude.isActive {
            emit(.altitudeModeActivated)
        } else if manual != nil {
            emit(.manualCalibrationInProgress)
        } else {
            emit(.initialised)
        }
    }

    private func handleKeyRejected() {
        assistance.rejectKey()
        emit(.authorisationFailure)
        emit(.invalidAPIKey)
        afterAssistanceReply()
    }

    private func handleFetchFailure(_ kind: AssistanceFetcher.FailureKind) {
        let delay = assistance.failed(kind, configuration: configuration)
        assistance.retryScheduled(
            schedule(after: delay) { engine in
                engine.assistance.retryFired()
                engine.ensureAssistance()
            })
        if kind != .other { emit(.serverUnreachable) }
        afterAssistanceReply()
    }

    /// Lets every waiter react to a finished exchange (reply, failure or timeout).
    private func afterAssistanceReply() {
        manualReferenceUpdated()
        oneTimeProgress(force: false)
        earlyContextProgress()
        if background.wantsReference { runBackgroundCheck() }
        ensureAssistance()
    }
}
