import AssistanceProtocol

extension AltitudeEngine {
    /// User-assisted calibration: the user stands at `location` (a map pin; optionally on
    /// `floorNumber`, 0 = ground, or at `groundMSLHeight` m above mean sea level) and keeps
    /// still for the mode's duration. Reports setup, then 871 (started), then 870 (success)
    /// or 872 followed by the reason 873…879 (failed). `pressure` (Pa), if given, is counted
    /// as one more sample.
    public func startManualCalibration(
        mode: NNManualBarocalMode, location: NNLocation, floorNumber: Int? = nil, groundMSLHeight: Double? = nil,
        pressure: Double? = nil, handler: NNManualCalibrationHandler? = nil
    ) {
        beginManualCalibration(
            duration: mode.durationNanoseconds, pin: location, floorNumber: floorNumber,
            groundMSLHeight: groundMSLHeight, pressure: pressure, handler: handler)
    }

    /// Calibration at a known point without the timed collection: uses `pressure` (Pa) or the
    /// mean of the last `manualInstantWindowNanoseconds` of samples. Same codes as
    /// `startManualCalibration`.
    public func setManualCalibration(
        location: NNLocation, floorNumber: Int? = nil, groundMSLHeight: Double? = nil, pressure: Double? = nil,
        handler: NNManualCalibrationHandler? = nil
    ) {
        beginManualCalibration(
            duration: nil, pin: location, floorNumber: floorNumber,
            groundMSLHeight: groundMSLHeight, pressure: pressure, handler: handler)
    }

    private func beginManualCalibration(
        duration: Int64?, pin: NNLocation, floorNumber: Int?, groundMSLHeight: Double?, pressure: Double?,
        handler: NNManualCalibrationHandler?
    ) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            record(.manualCalibration(state: .calibrationFailed, code: SDKStatusCode.notInitialised.rawValue))
            handler?(.calibrationFailed, SDKStatusCode.notInitialised.rawValue)
            return
        }
        cancelManualCalibration()
        let id = nextRequestID
        nextRequestID += 1
        manual = ManualCalibrationSession(
            id: id, pin: pin, floorNumber: floorNumber,
            groundMSLHeightMeters: groundMSLHeight, handler: handler,
            timed: duration != nil)
        reportManual(.calibrationSetup, code: 0)
        guard manual?.id == id else { return }
        if let reason = pinProblem(pin: pin, floorNumber: floorNumber, groundMSLHeight: groundMSLHeight) {
            return finishManual(failure: reason)
        }
        if let device = freshDeviceLocation(), pinIsTooFar(device, pin: pin) {
            return verifyFarPin(id: id)
        }
        let now = nowNanoseconds
        if let pressure, pressure.isFinite, configuration.plausiblePressureRangePa.contains(pressure) {
            manual?.statistics.add(pressure, atNanoseconds: now)
        }
        if duration == nil, manual?.statistics.count == 0,
            let summary = samples.pressureHistory.summary(
                after: now.saturatingSubtracting(configuration.manualInstantWindowNanoseconds), through: now)
        {
            // The window's line at now (no half-window lag): the reference is brought to now.
            manual?.statistics = RunningStatistics()
            manual?.statistics.add(summary.endPa, atNanoseconds: now)
        }
        emit(.manualCalibrationInProgress)
        reportManual(.calibrationStarted, code: SDKStatusCode.manualCalibrationInProgress.rawValue)
        guard manual?.id == id else { return }
        if let duration {
            manual?.tokens.append(scheduled: schedule(after: duration) { $0.manualCollectionEnded(id: id) })
        } else {
            manualCollectionEnded(id: id)
        }
    }

    /// The checks made when the calibration starts, in order: the pin itself (879 impossible
    /// coordinates, 874 its accuracy, 877 an absurd floor or ground height), then the device's
    /// fresh fix (874 when too uncertain to judge the place), then the device's place (877 when
    /// the service said the device is outside its coverage). A pin too far from the device is
    /// decided afterwards (879 or 873, see `verifyFarPin`).
    private func pinProblem(pin: NNLocation, floorNumber: Int?, groundMSLHeight: Double?) -> SDKStatusCode? {
        guard pin.isValid else { return .calibrationPinOutsideServiceArea }
        if pin.horizontalAccuracyMeters > configuration.locationUncertaintyLimitMeters {
            return .calibrationLocationUncertaintyTooLarge
        }
        if let groundMSLHeight, !(groundMSLHeight.isFinite && (-500...9_000).contains(groundMSLHeight)) {
            return .calibrationNotAGoodPlace
        }
        if let floorNumber, !(-200...200).contains(floorNumber) { return .calibrationNotAGoodPlace }
        guard let device = freshDeviceLocation() else { return nil }
        if device.horizontalAccuracyMeters > configuration.locationUncertaintyLimitMeters {
            return .calibrationLocationUncertaintyTooLarge
        }
        if let cache = assistance.cache, cache.response.status == .outsideServiceArea, cacheIsReusable(for: device) {
            return .calibrationNotAGoodPlace
        }
        return nil
    }

    /// The device's latest fix when it is fresh (not older than the staleness limit).
    private func freshDeviceLocation() -> NNLocation? {
        guard let device = lastLocation,
            nowNanoseconds.saturatingSubtracting(device.timestampNanoseconds)
                <= configuration.sampleStalenessNanoseconds
        else { return nil }
        return device
    }

    /// Whether the pin is farther from the device than `manualPinMaxDistanceMeters` beyond
    /// what the two accuracies explain: `manualPinAccuracyMultiple` × their root-sum-square
    /// (a coarse indoor fix is not evidence of a wrong pin).
    private func pinIsTooFar(_ device: NNLocation, pin: NNLocation) -> Bool {
        let a = device.horizontalAccuracyMeters
        let b = pin.horizontalAccuracyMeters
        let excess =
            Self.distanceMeters(device, pin) - configuration.manualPinAccuracyMultiple * (a * a + b * b).squareRoot()
        return excess > configuration.manualPinMaxDistanceMeters
    }

    /// A pin far from the device fails either way; the service says which reason applies:
    /// 879 when the pin is outside its service area, else 873 (also when no answer comes
    /// within `manualReferenceWaitNanoseconds`).
    private func verifyFarPin(id: UInt64) {
        manual?.pinFoundTooFar()
        manual?.tokens.append(
            scheduled: schedule(after: configuration.manualReferenceWaitNanoseconds) { engine in
                guard engine.manual?.id == id else { return }
                engine.finishManual(failure: .calibrationPinTooFar)
            })
        manualReferenceUpdated()
        guard manual?.id == id else { return }
        ensureAssistance()
    }

    @inline(__always)
    func manualCollect(_ entry: PressureHistory.Entry) {
        manual?.collect(entry.pressurePa, atNanoseconds: entry.timeNanoseconds)
    }

    /// During the collection, each fix: 874 when it is too uncertain; 873 (away from the pin) and
    /// 875 (faster than the calibration speed limit, lasting over two speed baselines) only while
    /// the activity recogniser does not say still by majority (`activityMostlyStill`). A still user's urban fixes jump by 60–130 m
    /// for tens of seconds under an unchanged accuracy (multipath; new-phone-calibration seeds
    /// 135, 168, 192, 194 failed so): the labels contradict the fixes, as the fixes contradict
    /// mislabels for 875 (`manualObserveActivity`). A user who really walks off is labelled
    /// walking within a few results, and the fixes then count.
    func manualObserveLocation(_ fix: NNLocation) {
        guard let session = manual, session.isCollecting else { return }
        if fix.horizontalAccuracyMeters > configuration.locationUncertaintyLimitMeters {
            return finishManual(failure: .calibrationLocationUncertaintyTooLarge)
        }
        if activityMostlyStill() { return }
        if pinIsTooFar(fix, pin: session.pin) { return finishManual(failure: .calibrationPinTooFar) }
        if let speed = sustainedSpeedMetersPerSecond(), speed > configuration.calibrationMaxSpeedMetersPerSecond {
            finishManual(failure: .calibrationMoving)
        }
    }

    /// 875 once the collection's confident moving results are at least
    /// `manualMovingActivityResults` and outnumber its confident `still` results (unknown or
    /// unsure results count for neither), unless the fixes contradict the recogniser: with a
    /// speed from the fixes (beyond their accuracies) below `manualMovingMinimumSpeedMetersPerSecond`
    /// the phone has not moved, whatever the labels say.
    func manualObserveActivity(_ sample: ActivitySample) {
        guard manual?.isCollecting == true, sample.confidence >= configuration.activityConfidenceThreshold,
            manual?.countActivity(
                sample.kind,
                minimumMovingResults: configuration.manualMovingActivityResults) == true
        else { return }
        if fixesAllowMovement() {
            finishManual(failure: .calibrationMoving)
        }
    }

    /// Whether the location fixes leave room for the movement the recogniser reports: no
    /// speed available (no recent fixes), or a lasting speed beyond the fixes' accuracies
    /// (`sustainedSpeedMetersPerSecond`: a multipath step is not a walk) of at least
    /// `manualMovingMinimumSpeedMetersPerSecond`.
    private func fixesAllowMovement() -> Bool {
        guard let speed = sustainedSpeedMetersPerSecond() else { return true }
        return speed >= configuration.manualMovingMinimumSpeedMetersPerSecond
    }

    private func manualCollectionEnded(id: UInt64) {
        guard manual?.id == id,
            let outcome = manual?.endCollection(
                minimumSamples: configuration.calibrationMinimumSamples,
                maximumStandardDeviationPa: configuration.calibrationMaxPressureStdPa,
                maximumRatePaPerSecond: configuration.manualMaxPressureRatePaPerSecond)
        else { return }
        if case .failed(let reason) = outcome { return finishManual(failure: reason) }
        manual?.tokens.append(
            scheduled: schedule(after: configuration.manualReferenceWaitNanoseconds) { engine in
                guard engine.manual?.id == id else { return }
                engine.finishManual(failure: .calibrationNotCompleted)
            })
        manualReferenceUpdated()
        ensureAssistance()
    }

    /// Finishes a manual calibration waiting for reference data, if the data is there.
    func manualReferenceUpdated() {
        guard let session = manual, session.needsReference else { return }
        if keyRejected { return finishManual(failure: session.failureWithoutReference) }
        guard let cache = assistance.cache, cacheIsReusable(for: session.pin) else { return }
        if let reason = session.failure(forServiceStatus: cache.response.status) {
            return finishManual(failure: reason)
        }
        let floors = Double(session.floorNumber ?? 0)
        let heightSigma =
            (configuration.handHeightSigmaMeters * configuration.handHeightSigmaMeters
            + floors * floors * configuration.floorHeightSigmaMeters * configuration.floorHeightSigmaMeters)
            .squareRoot()
        // The collection's mean time: the instant its mean pressure refers to (now for an instant one).
        let instant = session.statistics.meanNanoseconds ?? nowNanoseconds
        let age = instant.saturatingSubtracting(cache.referenceNanoseconds).magnitude
        let noise = configuration.pressureSampleNoisePa
        var summary = session.statistics.summary
        summary.sampleStdPa = max(summary.sampleStdPa, summary.count > 1 ? 0 : noise)
        let response = referenceBroughtForward(cache, toNanoseconds: instant)
        let heightAboveGround = configuration.handHeightMeters + floors * configuration.floorHeightMeters
        // Inside, the phone is compared with the indoor model's air, not the outdoor column's.
        let indoor = indoorCalibrationStep(
            heightAboveGroundMeters: heightAboveGround, groundMSLHeightMeters: session.groundMSLHeightMeters,
            rawMeanPa: summary.meanPa, response: response)
        guard
            let measurement = offsetMeasurement(
                rawMeanPa: summary.meanPa - indoor.pressurePa,
                meanVariancePa2: pressureVariancePa2(summary) + indoor.sigmaPa * indoor.sigmaPa,
                response: response,
                ageNanoseconds: Int64(clamping: age),
                heightAboveReferenceTerrain: heightAboveGround, heightSigmaMeters: heightSigma,
                groundMSLHeightMeters: session.groundMSLHeightMeters)
        else { return finishManual(failure: .calibrationNotAGoodPlace) }
        let record = CalibrationRecord(
            offsetPa: measurement.offsetPa, uncertaintyPa: measurement.sigmaPa,
            madeAtNanoseconds: nowNanoseconds, source: .manual)
        guard record.isValid else { return finishManual(failure: .calibrationNotAGoodPlace) }
        observeSurroundings(response: cache.response)
        finishManual(success: record)
    }

    /// The reply with its reference pressure brought from its instant (`referenceNanoseconds`,
    /// the fetch) to `instant` — the collection's mean time, where its mean lies on a steady
    /// change — by the replies' trend (`ReferenceTrend`, rate × Δt, either way in time, |Δt| at
    /// most `assistanceValidityNanoseconds`), σ widened by σ_rate·|Δt|; unchanged without a
    /// significant trend. Compared with the reply as fetched (up to 2 min old), a 0.12 Pa/s fall
    /// left each offset off by up to 14 Pa (1.2 m), by how long before the calibration the reply
    /// was fetched. The collection's own slope is no estimate of the weather's: a held phone
    /// drifts by decimetres a minute (0.1–0.2 Pa/s), which over a 2 min extrapolation is 10–20 Pa.
    private func referenceBroughtForward(_ cache: CachedAssistance, toNanoseconds instant: Int64) -> AssistanceResponse
    {
        var response = cache.response
        guard let referencePa = response.referencePressurePa else { return response }
        let limit = configuration.assistanceValidityNanoseconds
        let dt = min(max(instant.saturatingSubtracting(cache.referenceNanoseconds), -limit), limit)
        let seconds = Double(dt) / 1e9
        let change = cache.referenceTrend.paPerSecond * seconds
        let changeSigma = cache.referenceTrend.sigmaPaPerSecond * abs(seconds)
        guard change.isFinite, changeSigma.isFinite else { return response }
        let sigmaPa = response.referencePressureUncertaintyPa ?? 0
        response.referencePressurePa = referencePa + change
        response.referencePressureUncertaintyPa = (sigmaPa * sigmaPa + changeSigma * changeSigma).squareRoot()
        return response
    }

    private func finishManual(success record: CalibrationRecord) {
        guard let session = manual else { return }
        for token in session.tokens { ports.scheduler.cancel(token) }
        manual = nil
        acceptCalibration(record, queueForUpload: true)
        noteCalibrationTemperature()
        emit(.manualCalibrationSuccess)
        report(session, .calibrationSuccess, code: SDKStatusCode.manualCalibrationSuccess.rawValue)
    }

    private func finishManual(failure reason: SDKStatusCode) {
        guard let session = manual else { return }
        for token in session.tokens { ports.scheduler.cancel(token) }
        manual = nil
        emit(.manualCalibrationFailed)
        emit(reason)
        report(session, .calibrationFailed, code: reason.rawValue)
    }

    /// Cancels a running manual calibration (872 + 878, state cancelled).
    func cancelManualCalibration() {
        guard let session = manual else { return }
        for token in session.tokens { ports.scheduler.cancel(token) }
        manual = nil
        emit(.manualCalibrationFailed)
        emit(.calibrationNotCompleted)
        report(session, .calibrationCancelled, code: SDKStatusCode.calibrationNotCompleted.rawValue)
    }

    private func reportManual(_ state: NNManualBarocalState, code: Int) {
        guard let session = manual else { return }
        report(session, state, code: code)
    }

    private func report(_ session: ManualCalibrationSession, _ state: NNManualBarocalState, code: Int) {
        record(.manualCalibration(state: state, code: code))
        session.handler?(state, code)
    }
}
