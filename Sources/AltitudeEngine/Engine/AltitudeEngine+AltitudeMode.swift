import AssistanceProtocol
import Foundation
import Geophysics

extension AltitudeEngine {
    /// Starts altitude mode (830). `oneTime`: exactly one handler call, by
    /// `oneTimeDeadlineNanoseconds`, then 835. Periodic modes: one call per period until
    /// `stopAltitudeCalculation`/`stop` (periods longer than the collection time also get an
    /// early first call once the first assistance exchange is over). Before `start`:
    /// `handler(810, nil)`. A running mode is replaced (835; its pending `oneTime` handler gets
    /// `(835, nil)`). The new session is installed *before* that handler runs, so a handler that
    /// starts (or stops) altitude mode re-entrantly acts on the new session: the latest start
    /// wins, and this one is then answered `(835, nil)` (a `oneTime`) like any replaced mode.
    public func startAltitudeCalculation(mode: NNAltitudeMode, handler: @escaping NNAltitudeHandler) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            record(.altitudeCallback(code: SDKStatusCode.notInitialised.rawValue, context: nil))
            handler(SDKStatusCode.notInitialised.rawValue, nil)
            return
        }
        let previous = altitude
        let id = nextRequestID
        nextRequestID += 1
        altitude = AltitudeSession(
            id: id, mode: mode, handler: handler, startedAtNanoseconds: nowNanoseconds,
            owedContext: mode != .oneTime && mode.periodNanoseconds > configuration.oneTimeCollectionNanoseconds
                ? .first : nil)
        if let previous { finish(previous, pendingOneTimeCode: .altitudeModeDeactivated) }
        // The previous handler may have replaced or ended this session re-entrantly.
        guard altitude?.id == id else { return }
        emit(.altitudeModeActivated)
        guard altitude?.id == id else { return }
        if mode == .oneTime {
            altitude?.tokens.append(
                scheduled: schedule(after: configuration.oneTimeCollectionNanoseconds) {
                    $0.oneTimeProgress(force: false)
                })
            altitude?.tokens.append(
                scheduled: schedule(after: configuration.oneTimeDeadlineNanoseconds) {
                    $0.oneTimeProgress(force: true)
                })
        } else {
            scheduleTick(period: mode.periodNanoseconds)
            if altitude?.owedContext != nil {
                altitude?.tokens.append(
                    scheduled: schedule(after: configuration.oneTimeCollectionNanoseconds) {
                        $0.earlyContextProgress()
                    })
            }
        }
        ensureAssistance()
    }

    /// Ends altitude mode: status 835 and `handler(835, time)`; 810 before `start`.
    public func stopAltitudeCalculation(handler: @escaping NNStatusHandler) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            handler(SDKStatusCode.notInitialised.rawValue, Int(nowNanoseconds / 1_000_000))
            return
        }
        if altitude != nil {
            endAltitudeMode(pendingOneTimeCode: .altitudeModeDeactivated)
        } else {
            emit(.altitudeModeDeactivated)
        }
        handler(SDKStatusCode.altitudeModeDeactivated.rawValue, Int(nowNanoseconds / 1_000_000))
    }

    /// Ends the session (835); a `oneTime` still waiting gets `(code, nil)`.
    func endAltitudeMode(pendingOneTimeCode code: SDKStatusCode) {
        guard let session = altitude else { return }
        altitude = nil
        finish(session, pendingOneTimeCode: code)
    }

    /// Ends a session already detached from `altitude`: its timers, 835, and a waiting `oneTime`
    /// handler gets `(code, nil)` (it may call back into the engine).
    private func finish(_ session: AltitudeSession, pendingOneTimeCode code: SDKStatusCode) {
        for token in session.tokens { ports.scheduler.cancel(token) }
        emit(.altitudeModeDeactivated)
        if session.mode == .oneTime {
            record(.altitudeCallback(code: code.rawValue, context: nil))
            session.handler(code.rawValue, nil)
        }
    }

    private func scheduleTick(period: Int64) {
        let id = altitude?.id
        // One repeating action where the scheduler has them (no closure and event per tick); it
        // is queued as it starts, so the order is that of the one-shot fallback below.
        if period > 0,
            let token = scheduleRepeating(
                after: period, every: period,
                { engine, token in
                    guard let session = engine.altitude, session.id == id else { return false }
                    // Only this tick's token is kept, as when each tick re-armed itself (checked first:
                    // `session` shares the array, so rewriting it would copy it every tick).
                    if session.tokens.count != 1 || session.tokens[0] != token {
                        engine.altitude?.tokens.removeAll(keepingCapacity: true)
                        engine.altitude?.tokens.append(token)
                    }
                    engine.tick(session, period: period)
                    return true
                })
        {
            altitude?.tokens.append(token)
            return
        }
        let token = schedule(after: period) { engine in
            guard let session = engine.altitude, session.id == id else { return }
            engine.altitude?.tokens.removeAll(keepingCapacity: true)  // no free + malloc per tick
            engine.scheduleTick(period: period)
            engine.tick(session, period: period)
        }
        altitude?.tokens.append(scheduled: token)
    }

    /// One periodic tick of `session` (already re-armed): assistance, then the context.
    private func tick(_ session: AltitudeSession, period: Int64) {
        let id = session.id
        ensureAssistance()
        // A status handler may have ended this session meanwhile.
        guard altitude?.id == id else { return }
        let context = evaluate(windowNanoseconds: period)
        altitude?.noteRegularContext(
            hasHeight: context.height != nil, hasStatus: context.statusCode != nil,
            periodNanoseconds: period,
            collectionNanoseconds: configuration.oneTimeCollectionNanoseconds)
        clearWarnings()
        record(.altitudeCallback(code: nil, context: context))
        session.handler(nil, context)
    }

    /// An owed context of a periodic mode (period > `oneTimeCollectionNanoseconds`), delivered
    /// at once (not before the collection time after the start): the first one as soon as it
    /// carries a height or a service status; after a regular context without a height, the
    /// first height (e.g. when the service is back). The period grid then restarts from it.
    func earlyContextProgress() {
        guard let session = altitude, session.owedContext != nil else { return }
        let now = nowNanoseconds
        if now.saturatingSubtracting(session.startedAtNanoseconds) < configuration.oneTimeCollectionNanoseconds {
            return
        }
        let window = min(session.mode.periodNanoseconds, now.saturatingSubtracting(session.startedAtNanoseconds))
        let context = evaluate(windowNanoseconds: window)
        guard session.settlesOwedContext(hasHeight: context.height != nil, hasStatus: context.statusCode != nil)
        else { return }
        altitude?.owedContext = nil
        // The regular grid restarts from this context: one period between every two calls.
        for token in session.tokens { ports.scheduler.cancel(token) }
        altitude?.tokens.removeAll()
        scheduleTick(period: session.mode.periodNanoseconds)
        clearWarnings()
        record(.altitudeCallback(code: nil, context: context))
        session.handler(nil, context)
    }

    /// Answers a `oneTime` request when a height is ready, when the service said there will be
    /// none, or (`force`) at the deadline.
    func oneTimeProgress(force: Bool) {
        guard let session = altitude, session.mode == .oneTime else { return }
        let now = nowNanoseconds
        if !force, now.saturatingSubtracting(session.startedAtNanoseconds) < configuration.oneTimeCollectionNanoseconds
        {
            return
        }
        let context = evaluate(windowNanoseconds: configuration.oneTimeCollectionNanoseconds)
        let noDataComing =
            !assistance.isBusy
            && (keyRejected || (assistance.cache.map { !$0.response.status.carriesReferencePressure } ?? false))
        let pressureMissing = context.errorCode == AltitudeErrorCode.pressureStale.rawValue
        // A height from data older than the one-time validity waits for the refetch (or the deadline).
        let fresh = lastLocation.map { cacheIsReusable(for: $0) } ?? false
        let heightReady = context.height != nil && (fresh || !assistance.isBusy)
        guard force || heightReady || (noDataComing && !pressureMissing) else { return }
        for token in session.tokens { ports.scheduler.cancel(token) }
        clearWarnings()
        altitude = nil
        emit(.altitudeModeDeactivated)
        record(.altitudeCallback(code: nil, context: context))
        session.handler(nil, context)
    }

    /// The calibration offset and its variance now: `(0, σ_uncal²)` without a calibration.
    func calibrationNow() -> (offsetPa: Double, variancePa2: Double) {
        guard let calibration else {
            return (0, configuration.uncalibratedOffsetSigmaPa * configuration.uncalibratedOffsetSigmaPa)
        }
        let age = max(0, elapsedNanoseconds(since: calibration.madeAtNanoseconds))
        let ageDays = Double(age) / 86_400e9
        return (
            calibration.offsetPa,
            calibration.uncertaintyPa * calibration.uncertaintyPa
                + temperatureVariancePa2(calibrationAgeNanoseconds: age)
                + configuration.calibrationDriftVariancePa2PerDay * ageDays
        )
    }

    /// The reference trend between two cached replies (both carrying a reference pressure).
    func referenceTrend(from previous: CachedAssistance?, to current: CachedAssistance?) -> ReferenceTrend {
        guard let previous, let current, let p0 = previous.response.referencePressurePa,
            let p1 = current.response.referencePressurePa
        else { return .none }
        return ReferenceTrend.between(
            previousPa: p0, previousSigmaPa: previous.response.referencePressureUncertaintyPa ?? 0,
            previousAtNanoseconds: previous.referenceNanoseconds,
            currentPa: p1, currentSigmaPa: current.response.referencePressureUncertaintyPa ?? 0,
            currentAtNanoseconds: current.referenceNanoseconds,
            distanceMeters: Self.distanceMeters(previous.location, current.location),
            maximumGapNanoseconds: configuration.referenceUsableAgeNanoseconds,
            maximumDistanceMeters: configuration.referenceUsableDistanceMeters)
    }

    /// `manualBaroCal`: no calibration, an expired one, or the service asks for one about a
    /// calibration it has seen (not one still waiting for upload, and only in an answer
    /// fetched after the calibration was made and after its upload succeeded).
    func manualBaroCalRequired() -> Bool {
        guard let calibration else { return true }
        if elapsedNanoseconds(since: calibration.madeAtNanoseconds) > configuration.calibrationValidityNanoseconds {
            return true
        }
        let serviceKnowsSince = max(calibration.madeAtNanoseconds, calibrationUploadedAtNanoseconds ?? .min)
        if let cache = assistance.cache,
            cache.response.manualCalibrationRequired || cache.response.status == .calibrationDataStale,
            !pendingUploads.contains(calibration), cache.fetchedAtNanoseconds >= serviceKnowsSince
        {
            return true
        }
        return false
    }

    enum ReferenceState {
        case usable(CachedAssistance, ageNanoseconds: Int64)
        /// Too old or too far: 854, or 851 when the last exchange timed out / was unreachable.
        case stale
        case none
    }

    /// Usability of the cached reference data: up to `referenceUsableAgeNanoseconds` after the
    /// fetch (heights continue while a refetch is pending), within `referenceUsableDistanceMeters`,
    /// and the service's data (its `referenceTimeNanoseconds`) no older than that age either.
    func referenceState() -> ReferenceState {
        guard let cache = assistance.cache, cache.response.status.carriesReferencePressure else { return .none }
        let limit = configuration.referenceUsableAgeNanoseconds
        if let dataAge = referenceDataAgeNanoseconds(cache.response),
            dataAge > max(limit, cache.response.referenceValidityNanoseconds ?? 0)
        {
            return .stale
        }
        let age = nowNanoseconds.saturatingSubtracting(cache.fetchedAtNanoseconds)
        if age > limit { return .stale }
        if let location = lastLocation,
            distanceMeters(fromCacheLocation: cache.location, to: location)
                > configuration.referenceUsableDistanceMeters
        {
            return .stale
        }
        return .usable(cache, ageNanoseconds: max(0, age))
    }

    /// Forgets the warnings once a context carrying them was delivered.
    func clearWarnings() {
        samples.clearWarnings()
    }

    /// Builds the context for now from the samples of the last `windowNanoseconds` (warnings
    /// are read, not cleared: the caller clears them when it delivers the context).
    func evaluate(windowNanoseconds: Int64) -> NNAltitudeContext {
        let now = nowNanoseconds
        let lastSecond = trackWeather(now: now)
        let warning = samples.warning
        let status = assistance.lastServiceStatus?.rawValue
        let manualFlag = manualBaroCalRequired()
        func failed(_ error: AltitudeErrorCode) -> NNAltitudeContext {
            NNAltitudeContext(
                statusCode: status, errorCode: error.rawValue, manualBaroCal: manualFlag,
                warningCode: warning.rawValue, timestampNanoseconds: now)
        }
        guard let last = samples.pressureHistory.last,
            now.saturatingSubtracting(last.timeNanoseconds) <= configuration.sampleStalenessNanoseconds
        else { return failed(.pressureStale) }
        let from = now.saturatingSubtracting(max(1, windowNanoseconds))
        // The usual one-second window is the summary `trackWeather` just computed (the history has not changed).
        let summary =
            (from == now.saturatingSubtracting(1_000_000_000)
                ? lastSecond : samples.pressureHistory.summary(after: from, through: now))
            ?? PressureHistory.Summary(meanPa: last.pressurePa, sampleStdPa: 0, count: 1)
        let cached: CachedAssistance
        let ageNanoseconds: Int64
        let connectionLost = assistance.connectionLost
        switch referenceState() {
        case .stale:
            return failed(connectionLost ? .cloudConnectionTimeout : .referenceDataStale)
        case .none:
            // No reference data to compute with: 851 when the service cannot be reached, else
            // 850 (waiting for assistance data) — `statusCode` says why (600/610/630/403/400).
            return failed(connectionLost ? .cloudConnectionTimeout : .waitingForAssistance)
        case .usable(let entry, let age):
            cached = entry
            ageNanoseconds = age
        }
        let response = cached.response
        guard let referencePa = response.referencePressurePa,
            let inputs = heightInputs(summary: summary, cached: cached, ageNanoseconds: ageNanoseconds)
        else { return failed(.waitingForAssistance) }
        let phonePa = inputs.phonePressurePa
        let referenceK = inputs.referenceTemperatureKelvin
        let temperatureSigma = inputs.referenceTemperatureSigmaKelvin
        guard let outdoor = HeightSolver.solve(inputs) else { return failed(.pressureStale) }
        // Inside a building entered from outdoors the indoor air sets the gradient (indoor mode).
        let estimate = indoorAdjusted(outdoor, inputs: inputs)
        observeSurroundings(response: response)
        let locationStale =
            lastLocation.map {
                now.saturatingSubtracting($0.timestampNanoseconds) > configuration.sampleStalenessNanoseconds
            } ?? true
        let aboveTerrain = heightAboveTerrain(estimate, response: response, fetchLocation: cached.location)
        let hat = aboveTerrain?.meters
        let hatSigma = aboveTerrain?.sigmaMeters
        return NNAltitudeContext(
            height: estimate.heightMeters,
            heightUncertainty: estimate.sigmaMeters * NormalQuantile.twoSided90,
            heightUncertainty68: estimate.sigmaMeters * NormalQuantile.twoSided68,
            heightAboveTerrain: hat,
            heightAboveTerrainUncertainty: hatSigma.map { $0 * NormalQuantile.twoSided90 },
            heightHatUncertainty68: hatSigma.map { $0 * NormalQuantile.twoSided68 },
            statusCode: status,
            errorCode: (locationStale ? AltitudeErrorCode.locationStale : .none).rawValue,
            manualBaroCal: manualFlag, userPressure: phonePa, warningCode: warning.rawValue,
            referencePressurePa: referencePa, referencePressureUncertaintyPa: inputs.referencePressureSigmaPa,
            referenceTemperatureKelvin: referenceK, referenceTemperatureUncertaintyKelvin: temperatureSigma,
            timestampNanoseconds: now)
    }

    /// The solver's inputs for the window `summary` against `cached` (fetched `ageNanoseconds`
    /// ago): the calibrated phone pressure at the window's end, the reference carried forward by
    /// the weather track, their σ; `nil` when the reply has no reference.
    private func heightInputs(
        summary: PressureHistory.Summary, cached: CachedAssistance,
        ageNanoseconds: Int64
    ) -> HeightSolver.Inputs? {
        let response = cached.response
        guard let referencePa = response.referencePressurePa, let referenceK = response.referenceTemperatureKelvin,
            let levelHAE = response.referenceLevelHAEMeters
        else { return nil }
        let referenceSigma = response.referencePressureUncertaintyPa ?? 0
        let (offset, ownVariance) = calibrationNow()
        // The window's line at its end, not its mean: no half-window lag while the pressure moves.
        let phonePa = summary.endPa - offset
        let calibrationVariance = calibrationVariancePa2(ownVariance, forHeightFrom: cached, phonePressurePa: phonePa)
        let trend = referenceChange(for: cached, referencePa: referencePa, phonePa: phonePa)
        let ageDrift = configuration.referenceDriftPaPerSecond * Double(ageNanoseconds) / 1e9
        let driftSigma = (ageDrift * ageDrift + trend.sigmaPa * trend.sigmaPa).squareRoot()
        let temperatureSigma = response.referenceTemperatureUncertaintyKelvin ?? 0
        var inputs = HeightSolver.Inputs(
            phonePressurePa: phonePa, phonePressureVariancePa2: endPressureVariancePa2(summary),
            calibrationVariancePa2: calibrationVariance, referencePressurePa: referencePa + trend.pa,
            referencePressureSigmaPa: (referenceSigma * referenceSigma + driftSigma * driftSigma).squareRoot(),
            referenceTemperatureKelvin: referenceK, referenceTemperatureSigmaKelvin: temperatureSigma,
            referenceLevelHAEMeters: levelHAE, floorSigmaMeters: configuration.heightFloorSigmaMeters)
        // The service reduces ground-level stations to the reference level with the temperature
        // it reports; an error in it cancels near the ground, so σ_T counts from the terrain up.
        if let terrain = response.terrainHAEMeters, terrain.isFinite {
            inputs.temperatureAnchorThicknessMeters = terrain - levelHAE
        }
        return inputs
    }

    /// The height above the reply's terrain and its σ (terrain σ and slope × fix accuracy
    /// added), m; `nil` without terrain or with a non-finite σ.
    private func heightAboveTerrain(
        _ estimate: HeightSolver.Estimate, response: AssistanceResponse,
        fetchLocation: NNLocation
    ) -> (meters: Double, sigmaMeters: Double)? {
        guard let terrain = response.terrainHAEMeters else { return nil }
        let terrainSigma = response.terrainUncertaintyMeters ?? 0
        let accuracy = lastLocation?.horizontalAccuracyMeters ?? fetchLocation.horizontalAccuracyMeters
        let slopeTerm = (response.terrainSlope ?? 0) * accuracy
        let sigma =
            (estimate.sigmaMeters * estimate.sigmaMeters + terrainSigma * terrainSigma
            + slopeTerm * slopeTerm).squareRoot()
        guard sigma.isFinite else { return nil }
        return (estimate.heightMeters - terrain, sigma)
    }
}
