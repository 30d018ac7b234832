import Foundation
public import AssistanceProtocol

extension AltitudeEngine {
    static let calibrationKey = "AltitudeEngine.calibration"
    static let pendingUploadsKey = "AltitudeEngine.pendingUploads"
    static let maximumPendingUploads = 64

    /// Reads the calibration and the records awaiting upload from the store; corrupt or
    /// invalid bytes are ignored.
    func loadCalibrationState() {
        let decoder = JSONDecoder()
        if let bytes = ports.store.load(key: Self.calibrationKey),
            let record = try? decoder.decode(CalibrationRecord.self, from: Data(bytes)), record.isValid {
            calibration = record
        }
        if let bytes = ports.store.load(key: Self.pendingUploadsKey),
            let records = try? decoder.decode([CalibrationRecord].self, from: Data(bytes)) {
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
        let record = CalibrationRecord(offsetPa: offset, uncertaintyPa: sigma, madeAtNanoseconds: madeAt, source: .background)
        acceptCalibration(record, queueForUpload: false)
    }

    /// `now − time`, saturating instead of overflowing (times from the store or the service
    /// can be anything).
    func elapsedNanoseconds(since time: Int64) -> Int64 {
        let (value, overflow) = nowNanoseconds.subtractingReportingOverflow(time)
        return overflow ? (time < 0 ? .max : .min) : value
    }

    // MARK: Background calibration

    func scheduleBackgroundCheck() {
        lifecycleTokens.removeAll()
        lifecycleTokens.append(schedule(after: configuration.backgroundCheckIntervalNanoseconds) { engine in
            guard engine.lifecycle == .initialised else { return }
            engine.scheduleBackgroundCheck()
            engine.runBackgroundCheck()
        })
    }

    /// One background-calibration attempt: outdoors, at ground level, still or slow, good
    /// location, steady pressure, fresh reference data with terrain (fetched if missing).
    func runBackgroundCheck() {
        backgroundWantsReference = false
        guard lifecycle == .initialised, manual == nil else { return }
        let now = nowNanoseconds
        if let calibration, elapsedNanoseconds(since: calibration.madeAtNanoseconds) < configuration.backgroundMinimumIntervalNanoseconds {
            return
        }
        guard let location = lastLocation, now - location.timestampNanoseconds <= configuration.speedBaselineNanoseconds,
            location.horizontalAccuracyMeters <= min(configuration.outdoorLocationUncertaintyMeters,
                                                     configuration.locationUncertaintyLimitMeters),
            let speed = recentSpeedMetersPerSecond(), speed <= configuration.calibrationMaxSpeedMetersPerSecond,
            !activityIsMoving(), pressureFilter.candidateStart == nil,
            let summary = pressureHistory.summary(after: now - configuration.backgroundWindowNanoseconds, through: now),
            summary.count >= configuration.calibrationMinimumSamples,
            summary.sampleStdPa <= configuration.calibrationMaxPressureStdPa
        else { return }
        guard cacheIsReusable(for: location), case .usable(let cached, let age) = referenceState(),
            cached.response.terrainHAEMeters != nil
        else {
            backgroundWantsReference = true
            ensureAssistance()
            return
        }
        guard let measurement = offsetMeasurement(
            rawMeanPa: summary.meanPa, meanVariancePa2: pressureVariancePa2(summary), response: cached.response,
            ageNanoseconds: age, heightAboveReferenceTerrain: configuration.handHeightMeters,
            heightSigmaMeters: configuration.handHeightSigmaMeters, groundMSLHeightMeters: nil)
        else { return }
        // At ground level: the height with the current calibration must be near hand height
        // (within 5 m; with a calibration, within max(1.5 m, 3 σ of its offset) when tighter).
        let (currentOffset, currentVariance) = calibrationNow()
        let currentHeightAboveTerrain = measurement.heightAboveGroundMeters(offsetPa: currentOffset)
        var groundLimit = configuration.groundLevelMaxHeightAboveTerrainMeters
        if calibration != nil {
            groundLimit = min(groundLimit, max(1.5, 3 * currentVariance.squareRoot() / measurement.pascalsPerMeter))
        }
        guard abs(currentHeightAboveTerrain - configuration.handHeightMeters) <= groundLimit else { return }
        // Keep a better calibration unless it has expired.
        if let calibration, elapsedNanoseconds(since: calibration.madeAtNanoseconds) <= configuration.calibrationValidityNanoseconds,
            measurement.sigmaPa >= currentVariance.squareRoot() {
            return
        }
        acceptCalibration(
            CalibrationRecord(offsetPa: measurement.offsetPa, uncertaintyPa: measurement.sigmaPa,
                              madeAtNanoseconds: now, source: .background),
            queueForUpload: true)
    }

    /// An offset measurement at a point of known height and what it implies.
    struct OffsetMeasurement {
        var offsetPa: Double
        var sigmaPa: Double
        var rawMeanPa: Double
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
        let expected = HeightSolver.pressurePa(referencePressurePa: referencePa, referenceTemperatureKelvin: referenceK,
                                               thicknessMeters: thickness)
        let ground = HeightSolver.pressurePa(referencePressurePa: referencePa, referenceTemperatureKelvin: referenceK,
                                             thicknessMeters: groundThickness)
        let perMeter = HeightSolver.pascalsPerMeter(pressurePa: expected, temperatureKelvin: referenceK)
        let referenceSigma = response.referencePressureUncertaintyPa ?? 0
        let drift = configuration.referenceDriftPaPerSecond * Double(ageNanoseconds) / 1e9
        let temperatureTerm = perMeter * thickness / referenceK * (response.referenceTemperatureUncertaintyKelvin ?? 0)
        let heightTerm = perMeter * groundSigma
        let variance = referenceSigma * referenceSigma + drift * drift + meanVariancePa2
            + temperatureTerm * temperatureTerm + heightTerm * heightTerm
        let offset = rawMeanPa - expected
        let sigma = variance.squareRoot()
        guard offset.isFinite, sigma.isFinite, sigma > 0, perMeter > 0 else { return nil }
        return OffsetMeasurement(offsetPa: offset, sigmaPa: sigma, rawMeanPa: rawMeanPa, groundPressurePa: ground,
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
