import AssistanceProtocol
import Foundation
import Geophysics

extension AltitudeEngine {
    /// What every context of one evaluation shares: its time, the service status, the
    /// calibration prompt and the warning.
    private struct ContextCommon {
        /// The evaluation's time, ns.
        var nowNanoseconds: Int64
        /// The last service status (`statusCode`).
        var status: Int?
        /// `manualBaroCal`.
        var manualBaroCal: Bool
        /// The consistency-filter warning.
        var warning: AltitudeWarningCode
        /// When the barometer's readings froze (`PressureStreamWatch`), ns; `nil` while they move.
        var frozenSinceNanoseconds: Int64?

        /// A context without a height, for `error`.
        func failed(_ error: AltitudeErrorCode) -> NNAltitudeContext {
            NNAltitudeContext(
                statusCode: status, errorCode: error.rawValue, manualBaroCal: manualBaroCal,
                warningCode: warning.rawValue, timestampNanoseconds: nowNanoseconds)
        }
    }

    /// Builds the context for now from the samples of the last `windowNanoseconds` (warnings
    /// are read, not cleared: the caller clears them when it delivers the context).
    func evaluate(windowNanoseconds: Int64) -> NNAltitudeContext {
        let now = nowNanoseconds
        let lastSecond = trackWeather(now: now)
        let warning = samples.warning
        let common = ContextCommon(
            nowNanoseconds: now, status: assistance.lastServiceStatus?.rawValue,
            manualBaroCal: manualBaroCalRequired(), warning: warning,
            frozenSinceNanoseconds: pressureWatch.frozenSinceNanoseconds)
        // A frozen barometer's newest information is as old as the first frozen reading.
        guard let last = samples.pressureHistory.last,
            now.saturatingSubtracting(common.frozenSinceNanoseconds ?? last.timeNanoseconds)
                <= configuration.sampleStalenessNanoseconds
        else { return common.failed(.pressureStale) }
        let summary = windowSummary(
            nowNanoseconds: now, windowNanoseconds: windowNanoseconds,
            lastSecond: lastSecond, last: last)
        let connectionLost = assistance.connectionLost
        switch referenceState() {
        case .stale:
            return common.failed(connectionLost ? .cloudConnectionTimeout : .referenceDataStale)
        case .none:
            // No reference data was ever received: 851 when the service cannot be reached, else
            // 850 (waiting for assistance data) — `statusCode` says why (600/610/630/403/400).
            return common.failed(connectionLost ? .cloudConnectionTimeout : .waitingForAssistance)
        case .usable(let cached, let ageNanoseconds):
            return heightContext(summary: summary, cached: cached, ageNanoseconds: ageNanoseconds, common: common)
        }
    }

    /// The pressure over the window of `windowNanoseconds` ending now; the usual one-second
    /// window is `lastSecond`, the summary `trackWeather` just computed (the history has not
    /// changed since); the `last` sample alone when the window holds none.
    private func windowSummary(
        nowNanoseconds now: Int64, windowNanoseconds: Int64,
        lastSecond: PressureHistory.Summary?,
        last: PressureHistory.Entry
    ) -> PressureHistory.Summary {
        let from = now.saturatingSubtracting(max(1, windowNanoseconds))
        let summary =
            from == now.saturatingSubtracting(1_000_000_000)
            ? lastSecond : samples.pressureHistory.summary(after: from, through: now)
        return summary ?? PressureHistory.Summary(meanPa: last.pressurePa, sampleStdPa: 0, count: 1)
    }

    /// The context with a height from `summary` against `cached` (usable, fetched
    /// `ageNanoseconds` ago): 850 when the reply lacks a reference, `pressureStale` when the
    /// solver finds no height.
    private func heightContext(
        summary: PressureHistory.Summary, cached: CachedAssistance, ageNanoseconds: Int64,
        common: ContextCommon
    ) -> NNAltitudeContext {
        let response = cached.response
        guard let referencePa = response.referencePressurePa,
            let inputs = heightInputs(summary: summary, cached: cached, ageNanoseconds: ageNanoseconds)
        else { return common.failed(.waitingForAssistance) }
        let phonePa = inputs.phonePressurePa
        let referenceK = inputs.referenceTemperatureKelvin
        let temperatureSigma = inputs.referenceTemperatureSigmaKelvin
        guard let outdoor = HeightSolver.solve(inputs) else { return common.failed(.pressureStale) }
        // Inside a building entered from outdoors the indoor air sets the gradient (indoor mode);
        // a frozen barometer has not seen the height change since it froze.
        let estimate = frozenPressureWidened(indoorAdjusted(outdoor, inputs: inputs), common: common)
        observeSurroundings(response: response)
        let now = common.nowNanoseconds
        let locationStale =
            lastLocation.map {
                now.saturatingSubtracting($0.timestampNanoseconds) > configuration.sampleStalenessNanoseconds
            } ?? true
        let aboveTerrain = heightAboveTerrain(estimate, response: response, fetchLocation: cached.location)
        let hat = aboveTerrain?.meters
        let hatSigma = aboveTerrain?.sigmaMeters
        let error: AltitudeErrorCode =
            common.frozenSinceNanoseconds != nil ? .pressureStale : locationStale ? .locationStale : .none
        return NNAltitudeContext(
            height: estimate.heightMeters,
            heightUncertainty: estimate.sigmaMeters * NormalQuantile.twoSided90,
            heightUncertainty68: estimate.sigmaMeters * NormalQuantile.twoSided68,
            heightAboveTerrain: hat,
            heightAboveTerrainUncertainty: hatSigma.map { $0 * NormalQuantile.twoSided90 },
            heightHatUncertainty68: hatSigma.map { $0 * NormalQuantile.twoSided68 },
            statusCode: common.status,
            errorCode: error.rawValue,
            manualBaroCal: common.manualBaroCal, userPressure: phonePa, warningCode: common.warning.rawValue,
            referencePressurePa: referencePa, referencePressureUncertaintyPa: inputs.referencePressureSigmaPa,
            referenceTemperatureKelvin: referenceK, referenceTemperatureUncertaintyKelvin: temperatureSigma,
            timestampNanoseconds: now)
    }

    /// `estimate` with the height change a frozen barometer cannot see added to its σ: the
    /// vertical speed σ (`frozenPressureVerticalSpeedSigmaMetersPerSecond`) × the time since the
    /// readings froze; unchanged while they move.
    private func frozenPressureWidened(_ estimate: HeightSolver.Estimate, common: ContextCommon)
        -> HeightSolver.Estimate
    {
        guard let since = common.frozenSinceNanoseconds else { return estimate }
        let seconds = Double(max(0, common.nowNanoseconds.saturatingSubtracting(since))) / 1e9
        let unseen = configuration.frozenPressureVerticalSpeedSigmaMetersPerSecond * seconds
        var widened = estimate
        widened.sigmaMeters = (estimate.sigmaMeters * estimate.sigmaMeters + unseen * unseen).squareRoot()
        return widened
    }

    /// The calibration offset and its variance now: `(0, σ_uncal²)` without a calibration.
    func calibrationNow() -> (offsetPa: Double, variancePa2: Double) {
        guard let calibration else {
            return (0, configuration.uncalibratedOffsetSigmaPa * configuration.uncalibratedOffsetSigmaPa)
        }
        let age = max(0, elapsedNanoseconds(since: calibration.madeAtNanoseconds))
        let ageDays = Double(age) / 86_400e9
        // The model's slow random walk, or the drift the background checks have shown (its rate
        // moves the offset; its rate's σ grows the variance) when larger.
        let drift = max(
            configuration.calibrationDriftVariancePa2PerDay * ageDays, driftEvidence.variancePa2(ageNanoseconds: age))
        return (
            calibration.offsetPa + driftEvidence.offsetChangePa(ageNanoseconds: age),
            calibration.uncertaintyPa * calibration.uncertaintyPa
                + temperatureVariancePa2(calibrationAgeNanoseconds: age) + drift
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
        /// No reply with a reference pressure since `start`: 850 (851 when unreachable).
        case none
    }

    /// Usability of the newest reply that carried reference data (`AssistanceFetcher.referenceCache`,
    /// also after a later reply without one: 610 after good data): up to
    /// `referenceUsableAgeNanoseconds` after its fetch (heights continue while a refetch is
    /// pending), within `referenceUsableDistanceMeters`, and the service's data (its
    /// `referenceTimeNanoseconds`) no older than that age either; past that, stale (854).
    func referenceState() -> ReferenceState {
        guard let cache = assistance.referenceCache else { return .none }
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
        let driftSigma =
            (ageDrift * ageDrift + trend.sigmaPa * trend.sigmaPa
            + cached.referenceInnovation.addedVariancePa2).squareRoot()
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

    /// The height above the reply's terrain and its σ (terrain σ and slope × the fix's real
    /// per-axis σ added), m; `nil` without terrain or with a non-finite σ.
    private func heightAboveTerrain(
        _ estimate: HeightSolver.Estimate, response: AssistanceResponse,
        fetchLocation: NNLocation
    ) -> (meters: Double, sigmaMeters: Double)? {
        guard let terrain = response.terrainHAEMeters else { return nil }
        let terrainSigma = response.terrainUncertaintyMeters ?? 0
        let accuracy = lastLocation?.horizontalAccuracyMeters ?? fetchLocation.horizontalAccuracyMeters
        let slopeTerm = (response.terrainSlope ?? 0) * horizontalSigmaMeters(statedAccuracyMeters: accuracy)
        let sigma =
            (estimate.sigmaMeters * estimate.sigmaMeters + terrainSigma * terrainSigma
            + slopeTerm * slopeTerm).squareRoot()
        guard sigma.isFinite else { return nil }
        return (estimate.heightMeters - terrain, sigma)
    }

    /// The per-axis σ of a fix's horizontal error, m: its stated accuracy (a 68 % radius, 1.51 σ
    /// per axis) × what the fixes' scatter reveals about their real error (`LocationScatterScale`:
    /// never below the statement). The error along the terrain's gradient is one axis of it.
    func horizontalSigmaMeters(statedAccuracyMeters accuracy: Double) -> Double {
        accuracy / LocationScatterScale.radius68PerSigma * locationScatter.inflation
    }
}
