public import AssistanceProtocol
import Foundation
import Geophysics

extension AltitudeEngine {
    static let calibrationKey = "AltitudeEngine.calibration"
    static let pendingUploadsKey = "AltitudeEngine.pendingUploads"
    static let maximumPendingUploads = 64

    /// Reads the calibration and the records awaiting upload from the store; corrupt or
    /// invalid bytes are ignored.
    func loadCalibrationState() {
        let decoder = JSONDecoder()
        if let bytes = ports.store.load(key: Self.calibrationKey),
            let record = try? decoder.decode(CalibrationRecord.self, from: Data(bytes)), record.isValid
        {
            calibration = record
        }
        if let bytes = ports.store.load(key: Self.pendingUploadsKey),
            let records = try? decoder.decode([CalibrationRecord].self, from: Data(bytes))
        {
            pendingUploads = Array(records.filter(\.isValid).suffix(Self.maximumPendingUploads))
        }
    }

    func saveCalibrationState() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let calibration, let data = try? encoder.encode(calibration) {
            ports.store.save(key: Self.calibrationKey, bytes: Array(data))
        }
        if let data = try? encoder.encode(pendingUploads) {
            ports.store.save(key: Self.pendingUploadsKey, bytes: Array(data))
        }
    }

    /// Makes `record` the current calibration (and queues it for upload when it was made here).
    func acceptCalibration(_ candidate: CalibrationRecord, queueForUpload: Bool) {
        guard candidate.isValid else { return }
        var newRecord = candidate
        newRecord.madeAtNanoseconds = min(newRecord.madeAtNanoseconds, nowNanoseconds)
        calibration = newRecord
        if queueForUpload {
            pendingUploads.append(newRecord)
            if pendingUploads.count > Self.maximumPendingUploads { pendingUploads.removeFirst() }
        }
        saveCalibrationState()
        record(.calibrationAccepted(newRecord))
    }

    /// Adopts the service's stored calibration when it is newer than ours (not with 640).
    func adoptServiceCalibration(_ response: AssistanceResponse) {
        guard response.status != .calibrationDataStale, let offset = response.calibrationOffsetPa,
            let sigma = response.calibrationUncertaintyPa
        else { return }
        let madeAt = min(response.calibrationTimeNanoseconds ?? nowNanoseconds, nowNanoseconds)
        if let calibration, calibration.madeAtNanoseconds >= madeAt { return }
        let record = CalibrationRecord(
            offsetPa: offset, uncertaintyPa: sigma, madeAtNanoseconds: madeAt, source: .background)
        acceptCalibration(record, queueForUpload: false)
    }

    /// `now − time`, saturating instead of overflowing (times from the store or the service
    /// can be anything).
    func elapsedNanoseconds(since time: Int64) -> Int64 {
        nowNanoseconds.saturatingSubtracting(time)
    }

    // MARK: Background calibration

    func scheduleBackgroundCheck() {
        let interval = configuration.backgroundCheckIntervalNanoseconds
        lifecycleState.replaceBackgroundCheck(
            schedule(after: interval) { engine in
                guard engine.lifecycle == .initialised else { return }
                engine.scheduleBackgroundCheck()
                engine.runBackgroundCheck()
            })
    }

    /// One background-calibration attempt: outdoors, at ground level, still or walking slowly,
    /// good location, steady pressure, fresh reference data with terrain (fetched if missing).
    /// The window's measurement joins the current series and the series is fused with the
    /// calibration before it (`BackgroundCalibrationSeries`, Docs/engine.md).
    func runBackgroundCheck() {
        background.checkBegan()
        // A frozen barometer's readings are not the pressure: nothing to calibrate against.
        guard lifecycle == .initialised, manual == nil, pressureWatch.frozenSinceNanoseconds == nil else { return }
        let now = nowNanoseconds
        if let calibration, calibration != background.series?.lastRecord,
            elapsedNanoseconds(since: calibration.madeAtNanoseconds)
                < configuration.backgroundMinimumIntervalNanoseconds
        {
            return
        }
        // Outdoors: the indoor detector's call over the whole window (no coarse fix, no outage),
        // not the fix accuracy alone — that matters through the terrain slope (below).
        guard let location = lastLocation,
            now.saturatingSubtracting(location.timestampNanoseconds) <= configuration.speedBaselineNanoseconds,
            location.horizontalAccuracyMeters <= configuration.locationUncertaintyLimitMeters,
            outdoorsThroughout(lastNanoseconds: configuration.backgroundWindowNanoseconds),
            let speed = recentSpeedMetersPerSecond(), !activityIsMoving(), !samples.pressureFilter.holdsSuspectLevel,
            // Through the instant before now: a sample stamped now may reach the engine before or
            // after this timer fires, and a replay cannot tell which (the check records nothing).
            let summary = samples.pressureHistory.summary(
                after: now.saturatingSubtracting(configuration.backgroundWindowNanoseconds),
                through: now.saturatingSubtracting(1)),
            summary.count >= configuration.calibrationMinimumSamples
        else { return }
        // Still: the strict limits. Walking (or moving at all): slow, and a steadiness limit that
        // tolerates gait (stairs, ramps and elevators change the pressure far more).
        let walking =
            confidentActivity()?.kind == .walking || speed > configuration.backgroundStillMaxSpeedMetersPerSecond
        let maxSpeed =
            walking
            ? configuration.backgroundWalkingMaxSpeedMetersPerSecond : configuration.calibrationMaxSpeedMetersPerSecond
        let maxStd =
            walking ? configuration.backgroundWalkingMaxPressureStdPa : configuration.calibrationMaxPressureStdPa
        guard speed <= min(maxSpeed, configuration.calibrationMaxSpeedMetersPerSecond), summary.sampleStdPa <= maxStd
        else { return }
        guard cacheIsReusable(for: location), case .usable(let cached, let age) = referenceState(),
            cached.response.terrainHAEMeters != nil
        else {
            background.referenceNeeded()
            ensureAssistance()
            return
        }
        observeSurroundings(response: cached.response)
        let meanVariance = pressureVariancePa2(summary)
        // The terrain under an uncertain fix: slope × accuracy joins the hand height's σ.
        let slopeSigma =
            (cached.response.terrainSlope ?? 0) * location.horizontalAccuracyMeters * locationScatter.inflation
        let hand = configuration.handHeightSigmaMeters
        guard
            let measurement = offsetMeasurement(
                rawMeanPa: summary.meanPa, meanVariancePa2: meanVariance, response: cached.response,
                ageNanoseconds: age, heightAboveReferenceTerrain: configuration.handHeightMeters,
                heightSigmaMeters: (hand * hand + slopeSigma * slopeSigma).squareRoot(), groundMSLHeightMeters: nil)
        else { return }
        noteDriftEvidence(measurement)
        guard isAtGroundLevel(measurement) else { return }
        fuseBackgroundMeasurement(measurement, independentVariancePa2: meanVariance, reference: cached)
    }

    /// At ground level: the height with the current calibration must be near hand height
    /// (within 5 m; with a calibration, within max(1.5 m, k σ of the difference) when tighter).
    private func isAtGroundLevel(_ measurement: OffsetMeasurement) -> Bool {
        let (currentOffset, currentVariance) = calibrationNow()
        let currentHeightAboveTerrain = measurement.heightAboveGroundMeters(offsetPa: currentOffset)
        var groundLimit = configuration.groundLevelMaxHeightAboveTerrainMeters
        if calibration != nil {
            let differenceSigmaPa = (currentVariance + measurement.sigmaPa * measurement.sigmaPa).squareRoot()
            groundLimit = min(
                groundLimit,
                max(
                    1.5,
                    configuration.backgroundGroundLevelSigmaMultiple * differenceSigmaPa
                        / measurement.pascalsPerMeter))
        }
        return abs(currentHeightAboveTerrain - configuration.handHeightMeters) <= groundLimit
    }

    /// Adds a window to the background series (a new series when the current record is not the
    /// series' own, or after a long gap) and records the fused calibration when it is tighter,
    /// with its reference share (`CalibrationReferenceShare`; `reference` is the reply measured against).
    private func fuseBackgroundMeasurement(
        _ measurement: OffsetMeasurement, independentVariancePa2: Double,
        reference: CachedAssistance
    ) {
        let now = nowNanoseconds
        // A drifting part's offset moves during a long series: once the drift the evidence shows
        // over the series exceeds a window's σ, its first windows no longer measure today's offset.
        let seriesSpan = background.series.map { now.saturatingSubtracting($0.startNanoseconds) } ?? 0
        if background.needsNewSeries(
            calibration: calibration, nowNanoseconds: now,
            maximumGapNanoseconds: configuration.backgroundSeriesMaximumGapNanoseconds)
            || driftEvidence.variancePa2(ageNanoseconds: seriesSpan) > measurement.sigmaPa * measurement.sigmaPa
        {
            background.startSeries(prior: backgroundPrior(), nowNanoseconds: now, lastRecord: calibration)
        }
        let independent = min(independentVariancePa2, measurement.sigmaPa * measurement.sigmaPa)
        let correlated = measurement.sigmaPa * measurement.sigmaPa - independent
        // With an established drift the series estimates the offset at its start: each window is
        // carried back by the drift since, and the fusion forward again.
        let sinceStart = background.series.map { now.saturatingSubtracting($0.startNanoseconds) } ?? 0
        let driftSinceStart = driftEvidence.offsetChangePa(ageNanoseconds: sinceStart)
        guard
            let series = background.addWindow(
                offsetPa: measurement.offsetPa - driftSinceStart, independentVariancePa2: independent,
                correlatedVariancePa2: correlated,
                referenceVariancePa2: min(measurement.referenceVariancePa2, correlated), atNanoseconds: now),
            let atStart = series.fused, atStart.variancePa2 > 0, atStart.offsetPa.isFinite
        else { return }
        let fused = (
            offsetPa: atStart.offsetPa + driftSinceStart,
            variancePa2: atStart.variancePa2 + driftEvidence.variancePa2(ageNanoseconds: sinceStart)
        )
        let fusedSigma = fused.variancePa2.squareRoot()
        // Record only a meaningful improvement on the record in force (no churn, no upload flood).
        if let calibration,
            elapsedNanoseconds(since: calibration.madeAtNanoseconds) <= configuration.calibrationValidityNanoseconds,
            fusedSigma > recordSigmaWithEvidencePa(calibration)
                * (1 - configuration.backgroundMinimumRelativeImprovement)
        {
            return
        }
        let record = CalibrationRecord(
            offsetPa: fused.offsetPa, uncertaintyPa: fusedSigma, madeAtNanoseconds: now,
            source: .background)
        acceptCalibration(record, queueForUpload: true)
        noteCalibrationTemperature()
        background.adopt(calibration)
        if let calibration, let shared = series.fusedReferenceVariancePa2 {
            background.referenceShare = CalibrationReferenceShare(
                record: calibration, referenceVariancePa2: shared, referenceLocation: reference.location,
                referenceFetchedAtNanoseconds: reference.fetchedAtNanoseconds)
        }
    }

    /// A background check's disagreement with the calibration in force, as evidence of drift
    /// (`CalibrationDriftEvidence`): measured − recorded offset, with the window's, the record's
    /// and the temperature's variance.
    private func noteDriftEvidence(_ measurement: OffsetMeasurement) {
        guard let calibration else { return }
        let age = elapsedNanoseconds(since: calibration.madeAtNanoseconds)
        let variance =
            measurement.sigmaPa * measurement.sigmaPa + calibration.uncertaintyPa * calibration.uncertaintyPa
            + temperatureVariancePa2(calibrationAgeNanoseconds: age)
        driftEvidence.add(
            disagreementPa: measurement.offsetPa - calibration.offsetPa, variancePa2: variance, ageNanoseconds: age,
            nowNanoseconds: nowNanoseconds)
    }

    /// The record's σ with the drift the evidence has shown since it was made, Pa: a fused
    /// calibration that improves on *that* is worth recording (the record's own σ alone would
    /// keep a drifting part's stale record in force).
    private func recordSigmaWithEvidencePa(_ record: CalibrationRecord) -> Double {
        let evidence = driftEvidence.variancePa2(ageNanoseconds: elapsedNanoseconds(since: record.madeAtNanoseconds))
        return (record.uncertaintyPa * record.uncertaintyPa + evidence).squareRoot()
    }

    /// The prior of a new background series: the calibration in force while valid, aged as
    /// `calibrationNow()` ages it without the temperature term (added at use to every record alike).
    private func backgroundPrior() -> (offsetPa: Double, variancePa2: Double)? {
        guard let calibration,
            elapsedNanoseconds(since: calibration.madeAtNanoseconds) <= configuration.calibrationValidityNanoseconds
        else { return nil }
        let (offset, variance) = calibrationNow()
        let age = elapsedNanoseconds(since: calibration.madeAtNanoseconds)
        return (offset, variance - temperatureVariancePa2(calibrationAgeNanoseconds: age))
    }

    /// The calibration's variance for a height computed from `reference`: `variance` (the
    /// caller's `calibrationNow().variancePa2`), less the covariance of a background
    /// calibration's reference error with `reference`'s (`CalibrationReferenceShare`: the shared
    /// error is counted once, not twice), Pa². `phonePressurePa` is the height's (calibrated) phone pressure.
    func calibrationVariancePa2(
        _ variance: Double, forHeightFrom reference: CachedAssistance, phonePressurePa phonePa: Double
    ) -> Double {
        guard let share = background.referenceShare, let referencePa = reference.response.referencePressurePa,
            let sigmaPa = reference.response.referencePressureUncertaintyPa, referencePa > 0, phonePa > 0
        else { return variance }
        let rho = share.correlation(
            record: calibration, referenceFetchedAtNanoseconds: reference.fetchedAtNanoseconds,
            distanceMeters: Self.distanceMeters(share.referenceLocation, reference.location, memo: &sharePlane),
            maximumSeparationNanoseconds: configuration.backgroundReferenceCorrelationNanoseconds,
            maximumDistanceMeters: configuration.referenceUsableDistanceMeters)
        return share.heightCalibrationVariancePa2(
            calibrationVariancePa2: variance,
            referenceSigmaPa: sigmaPa * phonePa / referencePa, correlation: rho)
    }

    /// An offset measurement at a point of known height and what it implies.
    struct OffsetMeasurement {
        var offsetPa: Double
        var sigmaPa: Double
        var rawMeanPa: Double
        /// The part of `sigmaPa²` from the reference pressure (its effect at the point), Pa²: the
        /// part a height from the same reference carries with the opposite sign.
        var referenceVariancePa2: Double
        var groundPressurePa: Double
        var pascalsPerMeter: Double

        /// Height above the ground of the point (pin or terrain), given an offset, m.
        func heightAboveGroundMeters(offsetPa candidate: Double) -> Double {
            (groundPressurePa - (rawMeanPa - candidate)) / pascalsPerMeter
        }
    }

    /// Offset = raw mean − expected pressure at the point, with its σ (reference, temperature,
    /// samples, height of the point). The point is `heightAboveReferenceTerrain` above the
    /// terrain, or above `groundMSLHeightMeters` (+ the reference level) when given.
    func offsetMeasurement(
        rawMeanPa: Double, meanVariancePa2: Double, response: AssistanceResponse, ageNanoseconds: Int64,
        heightAboveReferenceTerrain: Double, heightSigmaMeters: Double, groundMSLHeightMeters: Double?
    ) -> OffsetMeasurement? {
        guard let referencePa = response.referencePressurePa, let referenceK = response.referenceTemperatureKelvin,
            let levelHAE = response.referenceLevelHAEMeters
        else { return nil }
        let groundHAE: Double
        var groundSigma: Double
        if let groundMSLHeightMeters {
            groundHAE = levelHAE + groundMSLHeightMeters
            groundSigma = 0.5
        } else if let terrain = response.terrainHAEMeters {
            groundHAE = terrain
            groundSigma = response.terrainUncertaintyMeters ?? 1
        } else {
            return nil
        }
        groundSigma = (groundSigma * groundSigma + heightSigmaMeters * heightSigmaMeters).squareRoot()
        let groundThickness = groundHAE - levelHAE
        let thickness = groundThickness + heightAboveReferenceTerrain
        let expected = HeightSolver.pressurePa(
            referencePressurePa: referencePa, referenceTemperatureKelvin: referenceK,
            thicknessMeters: thickness)
        let ground = HeightSolver.pressurePa(
            referencePressurePa: referencePa, referenceTemperatureKelvin: referenceK,
            thicknessMeters: groundThickness)
        // dP/dz with the air's temperature at the point (the reference's is sea level's: 3.7 % off
        // the gradient at 1,600 m).
        let pointKelvin = referenceK - StandardAtmosphere.lapseRateKelvinPerMeter * thickness
        let perMeter = HeightSolver.pascalsPerMeter(pressurePa: expected, temperatureKelvin: pointKelvin)
        let referenceSigma = response.referencePressureUncertaintyPa ?? 0
        let drift = configuration.referenceDriftPaPerSecond * Double(ageNanoseconds) / 1e9
        // σ_T counts from the terrain up, as in the heights (`HeightSolver.Inputs.temperatureAnchorThicknessMeters`):
        // the service reduced ground-level stations to the reference level with the temperature it
        // reports, so an error in it cancels near the ground.
        let anchorThickness = response.terrainHAEMeters.map { $0 - levelHAE } ?? 0
        let temperatureTerm =
            perMeter * (thickness - (anchorThickness.isFinite ? anchorThickness : 0)) / referenceK
            * (response.referenceTemperatureUncertaintyKelvin ?? 0)
        let heightTerm = perMeter * groundSigma
        let variance =
            referenceSigma * referenceSigma + drift * drift + meanVariancePa2
            + temperatureTerm * temperatureTerm + heightTerm * heightTerm
        let offset = rawMeanPa - expected
        let sigma = variance.squareRoot()
        // The reference error's effect at the point (it scales with the pressure, P/P_ref).
        let referenceAtPoint = referenceSigma * expected / referencePa
        guard offset.isFinite, sigma.isFinite, sigma > 0, perMeter > 0 else { return nil }
        return OffsetMeasurement(
            offsetPa: offset, sigmaPa: sigma, rawMeanPa: rawMeanPa,
            referenceVariancePa2: referenceAtPoint * referenceAtPoint,
            groundPressurePa: ground,
            pascalsPerMeter: perMeter)
    }
}

extension AltitudeEngine {
    /// Installs a calibration record kept by the host (or a simulated factory calibration):
    /// it becomes current, is saved to the store and reported as accepted; not queued for
    /// upload. Invalid records (non-finite, σ ≤ 0, |offset| ≥ 10 000 Pa) are ignored.
    public func restoreCalibration(_ record: CalibrationRecord) {
        acceptCalibration(record, queueForUpload: false)
    }
}
