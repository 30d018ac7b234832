public import AssistanceProtocol
import Foundation
public import Geophysics

/// The assistance service: a station network turned into reference pressure and temperature,
/// coverage, terrain for HAT, and a per-device calibration store.
///
/// A reference type with identity: it holds the stations' latest observations and the
/// calibrations. It never reads the wall clock; every call carries the service time in ns
/// since the Unix epoch. Not `Sendable`: one server per simulated world, driven from one thread.
///
/// ```swift
/// let server = AssistanceServer(configuration: ServiceConfiguration(stations: stations, apiKeys: ["k"]))
/// server.ingest(observation)
/// let reply = server.answer(request, atNanoseconds: now)
/// ```
public final class AssistanceServer {
    /// The configuration the server was built from.
    public let configuration: ServiceConfiguration
    private var histories: [StationHistory]
    private let stationIndex: [String: Int]
    private let apiKeys: Set<String>
    /// The per-device calibrations.
    public private(set) var calibrations: CalibrationStore

    /// Creates a server. Invalid stations and duplicate station ids (after the first) are ignored.
    public init(configuration: ServiceConfiguration) {
        self.configuration = configuration
        var histories: [StationHistory] = []
        var index: [String: Int] = [:]
        for station in configuration.stations where station.isValid && index[station.id] == nil {
            index[station.id] = histories.count
            histories.append(StationHistory(station: station))
        }
        self.histories = histories
        self.stationIndex = index
        self.apiKeys = Set(configuration.apiKeys)
        self.calibrations = CalibrationStore(records: configuration.initialCalibrations)
    }

    // MARK: Stations

    /// Stores a station observation (reduced to MSL at once), applying biased/missing-station
    /// faults by its measurement time.
    @discardableResult
    public func ingest(_ observation: StationObservation) -> IngestOutcome {
        guard let index = stationIndex[observation.stationID] else { return .unknownStation }
        guard observation.isValid else { return .invalidObservation }
        let faults = configuration.faults
        if faults.isMissing(stationID: observation.stationID, at: observation.measuredAtNanoseconds) {
            return .droppedByFault
        }
        histories[index].insert(
            observation, biasPa: faults.biasPa(stationID: observation.stationID, at: observation.measuredAtNanoseconds),
            depth: configuration.historyDepth, trendWindowNanoseconds: configuration.trendWindowNanoseconds,
            tendencyMemoryNanoseconds: configuration.tendencyMemoryNanoseconds, model: configuration.uncertainty)
        return .accepted
    }

    /// The reference data for a position at a time, or nil when no fresh station is in range.
    ///
    /// - Complexity: O(stations × history depth).
    public func referenceEstimate(
        at position: GeodeticCoordinate, horizontalUncertaintyMeters: Double = 0, atNanoseconds now: Int64
    ) -> ReferenceEstimate? {
        guard position.isValid else { return nil }
        let plane = LocalTangentPlane(origin: position)
        let model = configuration.uncertainty
        var used: [UsedStation] = []
        var oldest: Int64 = 0
        var newest = Int64.max
        for (index, history) in histories.enumerated() {
            if configuration.faults.isMissing(stationID: history.station.id, at: now) { continue }
            let local = plane.eastNorth(of: history.station.position)
            let distance = hypot(local.eastMeters, local.northMeters)
            guard distance <= configuration.maximumStationRangeMeters,
                let value = history.value(
                    atNanoseconds: now, extrapolationLimitNanoseconds: configuration.extrapolationLimitNanoseconds,
                    stalenessLimitNanoseconds: configuration.stalenessLimitNanoseconds,
                    trendWindowNanoseconds: configuration.trendWindowNanoseconds, model: model)
            else { continue }
            used.append(UsedStation(historyIndex: index, local: local, distanceMeters: distance, value: value))
            oldest = max(oldest, value.ageNanoseconds)
            newest = min(newest, value.ageNanoseconds)
        }
        let bending = Self.weatherBends(used.map(\.value), gateSigmas: configuration.trendBendGateSigmas)
        let samples = used.map { station in
            let distanceTerm = model.distancePaPerKilometer * station.distanceMeters / 1_000
            let step = bending ? station.value.lastStep : nil
            return InterpolationSample(
                eastMeters: station.local.eastMeters, northMeters: station.local.northMeters,
                distanceMeters: station.distanceMeters,
                pressurePa: step?.seaLevelPressurePa ?? station.value.seaLevelPressurePa,
                temperatureKelvin: step?.seaLevelTemperatureKelvin ?? station.value.seaLevelTemperatureKelvin,
                variancePa2: (step?.varianceWithoutDistancePa2 ?? station.value.varianceWithoutDistancePa2)
                    + distanceTerm * distanceTerm)
        }
        guard let result = SpatialInterpolation.interpolate(samples, method: configuration.interpolation) else {
            return nil
        }
        let positionTerm = (result.gradientPaPerMeter ?? 0) * max(0, horizontalUncertaintyMeters)
        let curvatureTerm = unresolvedCurvatureSigmaPa(result, samples: samples, stations: used, atNanoseconds: now)
        let variance =
            result.propagatedVariancePa2 + result.disagreementPa * result.disagreementPa
            + positionTerm * positionTerm + curvatureTerm * curvatureTerm
        let temperatureSigma = hypot(model.temperatureFloorKelvin, result.temperatureDisagreementKelvin)
        guard result.pressurePa.isFinite, variance.isFinite, result.temperatureKelvin.isFinite else { return nil }
        return ReferenceEstimate(
            seaLevelPressurePa: result.pressurePa, pressureUncertaintyPa: sqrt(variance),
            seaLevelTemperatureKelvin: result.temperatureKelvin, temperatureUncertaintyKelvin: temperatureSigma,
            stationCount: samples.count, methodUsed: result.methodUsed,
            nearestStationDistanceMeters: samples.map(\.distanceMeters).min() ?? 0,
            oldestDataAgeNanoseconds: oldest, newestDataAgeNanoseconds: samples.isEmpty ? 0 : newest,
            disagreementPa: result.disagreementPa)
    }

    /// A station taking part in one estimate.
    private struct UsedStation {
        var historyIndex: Int
        var local: EastNorth
        var distanceMeters: Double
        var value: StationValue
    }

    /// The plane fit's error where the field bends between the stations (`UnresolvedCurvature`):
    /// the strongest bend the stations' tendencies showed over the time a field carried at U
    /// takes to cross them (twice the farthest station's distance, at most the tendency
    /// memory), looked at every `lagStepNanoseconds`. 0 for the quadratic surface, which fits
    /// the bend, and for inverse-distance weighting.
    private func unresolvedCurvatureSigmaPa(
        _ result: InterpolationResult, samples: [InterpolationSample], stations: [UsedStation],
        atNanoseconds now: Int64
    ) -> Double {
        let speed = configuration.uncertainty.advectionSpeedMetersPerSecond
        guard result.gradientPaPerMeter != nil, !result.resolvesCurvature, speed.isFinite, speed > 0,
            stations.count >= 3
        else { return 0 }
        let step = UnresolvedCurvature.lagStepNanoseconds
        let crossingSeconds = 2 * (stations.map(\.distanceMeters).max() ?? 0) / speed
        let reach = min(Double(max(0, configuration.tendencyMemoryNanoseconds)), crossingSeconds * 1e9)
        let lags = Int(reach / Double(step)) + 1
        let gate = UnresolvedCurvature.gateChiSquared(lags: lags)
        var strongest: UnresolvedCurvature.Bend?
        // Each station's records once (a reference each), not its whole history per lag.
        let records = stations.map { histories[$0.historyIndex].tendencies }
        var lagged: [UnresolvedCurvature.Station] = []
        lagged.reserveCapacity(stations.count)
        for lag in 0..<lags {
            let target = now.saturatingMinus(Int64(lag) * step)
            lagged.removeAll(keepingCapacity: true)
            for (station, stationRecords) in zip(stations, records) {
                if let tendency = RecordedTendency.nearest(
                    in: stationRecords, to: target, tolerance: step / 2, knownBy: now)
                {
                    lagged.append(
                        UnresolvedCurvature.Station(
                            eastMeters: station.local.eastMeters, northMeters: station.local.northMeters,
                            tendency: tendency))
                }
            }
            if let bend = UnresolvedCurvature.bend(lagged, gate: gate, speedMetersPerSecond: speed),
                bend.curvaturePaPerSquareMeter > strongest?.curvaturePaPerSquareMeter ?? 0
            {
                strongest = bend
            }
        }
        return strongest.map { UnresolvedCurvature.sigmaPa($0, planeSamples: samples) } ?? 0
    }

    /// Whether the network shows the weather bending: the stations' last steps lie, on their
    /// inverse-variance weighted mean, more than `gateSigmas` σ (of that mean, from the
    /// observations' noise) from their window trends. A line through a window's observations
    /// lags a bend by about half its span; the last step follows it at more noise, which the
    /// spatial fit then averages over the stations. Steady weather (a constant tendency, or
    /// none) puts the two lines together within their noise, and the window's quieter line is
    /// kept. False alarms in steady weather: a 3 σ gate's 0.27 %.
    static func weatherBends(_ values: [StationValue], gateSigmas: Double) -> Bool {
        guard gateSigmas.isFinite, gateSigmas > 0 else { return false }
        var weightSum = 0.0
        var weightedDifference = 0.0
        for value in values {
            guard let step = value.lastStep, step.differenceVariancePa2 > 0, step.differencePa.isFinite else {
                continue
            }
            let weight = 1 / step.differenceVariancePa2
            weightSum += weight
            weightedDifference += weight * step.differencePa
        }
        guard weightSum > 0 else { return false }
        // Mean = Σwd/Σw with σ² = 1/Σw, so |mean|/σ = |Σwd|/√Σw.
        return abs(weightedDifference) > gateSigmas * weightSum.squareRoot()
    }

    // MARK: Requests

    /// Answers one assistance request at service time `now` (see the status table in
    /// Docs/assistance-service.md). Never throws, never crashes on bad input.
    ///
    /// - Complexity: O(stations).
    public func answer(_ request: AssistanceRequest, atNanoseconds now: Int64) -> ServiceReply {
        let faults = configuration.faults
        let response = response(to: request, atNanoseconds: now)
        let payload: ServiceReply.Payload =
            faults.garbagePayload.anyContains(now)
            ? .garbage(GarbagePayload.bytes(for: response, atNanoseconds: now)) : .response(response)
        return ServiceReply(payload: payload, extraDelayNanoseconds: faults.extraDelayNanoseconds(at: now))
    }

    private func response(to request: AssistanceRequest, atNanoseconds now: Int64) -> AssistanceResponse {
        let id = request.requestID
        if configuration.faults.generalFailure.anyContains(now) {
            return AssistanceResponse(requestID: id, status: .generalFailure)
        }
        guard apiKeys.contains(request.apiKey) else { return AssistanceResponse(requestID: id, status: .invalidAPIKey) }
        let position = GeodeticCoordinate(
            latitudeDegrees: request.latitudeDegrees, longitudeDegrees: request.longitudeDegrees)
        guard position.isValid, request.horizontalUncertaintyMeters.isFinite, request.horizontalUncertaintyMeters >= 0,
            !request.deviceID.isEmpty
        else { return AssistanceResponse(requestID: id, status: .generalFailure) }
        guard configuration.coverage.contains(position) else {
            return AssistanceResponse(requestID: id, status: .outsideServiceArea)
        }
        let estimate = referenceEstimate(
            at: position, horizontalUncertaintyMeters: request.horizontalUncertaintyMeters, atNanoseconds: now)
        let calibration = calibrations.calibration(deviceID: request.deviceID)
        let calibrationStale =
            calibration.map { now.saturatingMinus($0.madeAtNanoseconds) > configuration.calibrationValidityNanoseconds }
            ?? false

        let status: ServiceStatusCode
        switch (estimate != nil, calibration != nil, calibrationStale) {
        case (false, false, _): status = .referenceAndCalibrationUnavailable
        case (false, true, _): status = .referencePressureUnavailable
        case (true, false, _): status = .calibrationDataUnavailable
        case (true, true, true): status = .calibrationDataStale
        case (true, true, false): status = .delivered
        }
        var response = AssistanceResponse(
            requestID: id, status: status, manualCalibrationRequired: calibration == nil || calibrationStale,
            calibrationOffsetPa: calibration?.offsetPa, calibrationUncertaintyPa: calibration?.uncertaintyPa,
            calibrationTimeNanoseconds: calibration?.madeAtNanoseconds)
        guard let estimate else { return response }
        addReference(estimate, at: position, atNanoseconds: now, to: &response)
        return response
    }

    /// Fills in the reference fields of `response` from `estimate`: pressure, temperature, the
    /// reference level, the data's time and validity, and the terrain where it is known.
    private func addReference(
        _ estimate: ReferenceEstimate, at position: GeodeticCoordinate, atNanoseconds now: Int64,
        to response: inout AssistanceResponse
    ) {
        let undulation = configuration.geoid.undulationMeters(position)
        let terrain = configuration.terrain.heightAndSlope(position)
        response.referencePressurePa = estimate.seaLevelPressurePa
        response.referencePressureUncertaintyPa = estimate.pressureUncertaintyPa
        response.referenceTemperatureKelvin = estimate.seaLevelTemperatureKelvin
        response.referenceTemperatureUncertaintyKelvin = estimate.temperatureUncertaintyKelvin
        response.referenceLevelHAEMeters = undulation
        // The time the freshest station data describe: a device can tell stale data (854).
        response.referenceTimeNanoseconds = now.saturatingMinus(estimate.newestDataAgeNanoseconds)
        response.referenceValidityNanoseconds = configuration.referenceValidityNanoseconds
        if terrain.orthometricHeightMeters.isFinite, undulation.isFinite {
            response.terrainHAEMeters = terrain.orthometricHeightMeters + undulation
            response.terrainUncertaintyMeters = configuration.terrainUncertaintyMeters
            response.terrainSlope = terrain.slope.isFinite ? abs(terrain.slope) : nil
        }
    }

    // MARK: Calibration

    /// Receives a barocal upload at service time `now`. The upload is all-or-nothing: one
    /// invalid record (or one made after `now`) rejects it.
    public func receive(_ upload: BarocalUpload, atNanoseconds now: Int64) -> UploadOutcome {
        if configuration.faults.generalFailure.anyContains(now) { return .rejected(.generalFailure) }
        guard apiKeys.contains(upload.apiKey) else { return .rejected(.invalidAPIKey) }
        guard !upload.deviceID.isEmpty else { return .rejected(.missingDeviceID) }
        guard !upload.records.isEmpty else { return .rejected(.noRecords) }
        for (index, record) in upload.records.enumerated() {
            guard record.isValid else { return .rejected(.invalidRecord(index: index)) }
            guard record.madeAtNanoseconds <= now else { return .rejected(.recordFromTheFuture(index: index)) }
        }
        var stored = 0
        for record in upload.records where calibrations.store(record, deviceID: upload.deviceID) { stored += 1 }
        return .accepted(storedCount: stored)
    }

    /// Records a manual calibration made by an operator (same rules as an upload's record).
    @discardableResult
    public func recordManualCalibration(_ record: CalibrationRecord, deviceID: String) -> Bool {
        calibrations.store(record, deviceID: deviceID)
    }
}
