public import Geophysics

/// One reference barometer of the service's network (configuration, a value).
///
/// The simulator owns the truth: it decides when the station measures (`reports(atNanoseconds:)`,
/// `nextReportTime(after:)`), applies the station's noise and bias, and delivers the observation
/// `reportingDelayNanoseconds` later through `AssistanceServer.ingest(_:)`. The service itself
/// only uses `position`, `elevationMeters` and the *declared* noise `noiseSigmaPa`; it never
/// knows `biasPa`.
public struct ReferenceStation: Hashable, Sendable, Codable {
    /// Unique station identifier.
    public var id: String
    /// Horizontal position (WGS-84).
    public var position: GeodeticCoordinate
    /// Height of the barometer above mean sea level, m.
    public var elevationMeters: Double
    /// Declared one-σ white noise of the sensor, Pa (used in the service's uncertainty).
    public var noiseSigmaPa: Double
    /// True sensor bias, Pa, applied by the simulator only; the service never reads it.
    public var biasPa: Double
    /// Time between two measurements, ns (≤ 0: the station never reports).
    public var reportingIntervalNanoseconds: Int64
    /// Measurements happen at `phase + k·interval`, ns.
    public var reportingPhaseNanoseconds: Int64
    /// Time from measurement to arrival at the service, ns.
    public var reportingDelayNanoseconds: Int64
    /// Windows during which the station measures nothing.
    public var outages: [TimeWindow]

    /// Creates a station; defaults: 1 Pa noise, no bias, a report every 60 s, 10 s delay.
    public init(
        id: String, position: GeodeticCoordinate, elevationMeters: Double, noiseSigmaPa: Double = 1,
        biasPa: Double = 0, reportingIntervalNanoseconds: Int64 = 60_000_000_000,
        reportingPhaseNanoseconds: Int64 = 0, reportingDelayNanoseconds: Int64 = 10_000_000_000,
        outages: [TimeWindow] = []
    ) {
        self.id = id
        self.position = position
        self.elevationMeters = elevationMeters
        self.noiseSigmaPa = noiseSigmaPa
        self.biasPa = biasPa
        self.reportingIntervalNanoseconds = reportingIntervalNanoseconds
        self.reportingPhaseNanoseconds = reportingPhaseNanoseconds
        self.reportingDelayNanoseconds = reportingDelayNanoseconds
        self.outages = outages
    }

    /// Whether every number is finite and in range (the server ignores invalid stations).
    public var isValid: Bool {
        !id.isEmpty && position.isValid && elevationMeters.isFinite && (-500...9_000).contains(elevationMeters)
            && noiseSigmaPa.isFinite && noiseSigmaPa >= 0 && biasPa.isFinite && reportingDelayNanoseconds >= 0
    }

    /// Whether the station is in an outage at `nanoseconds`.
    public func isInOutage(atNanoseconds nanoseconds: Int64) -> Bool {
        outages.anyContains(nanoseconds)
    }

    /// Whether the station takes a measurement at exactly `nanoseconds`: the instant is on the
    /// reporting grid and outside every outage.
    public func reports(atNanoseconds nanoseconds: Int64) -> Bool {
        guard reportingIntervalNanoseconds > 0 else { return false }
        let (offset, overflow) = nanoseconds.subtractingReportingOverflow(reportingPhaseNanoseconds)
        guard !overflow else { return false }
        return offset % reportingIntervalNanoseconds == 0 && !isInOutage(atNanoseconds: nanoseconds)
    }

    /// The first measurement instant strictly after `nanoseconds` that is outside every outage,
    /// or nil when the station never reports again (no interval, or beyond `Int64.max`).
    ///
    /// - Complexity: O(outages²) at worst; each skipped slot passes one outage's end.
    public func nextReportTime(after nanoseconds: Int64) -> Int64? {
        guard reportingIntervalNanoseconds > 0 else { return nil }
        var candidate = firstGridTime(strictlyAfter: nanoseconds)
        for _ in 0...outages.count {
            guard let time = candidate else { return nil }
            guard let outage = outages.first(where: { $0.contains(time) }) else { return time }
            candidate = firstGridTime(strictlyAfter: outage.endNanoseconds - 1)
        }
        return candidate.flatMap { isInOutage(atNanoseconds: $0) ? nil : $0 }
    }

    /// When a measurement taken at `measuredAtNanoseconds` reaches the service, ns.
    public func receiveTime(forMeasurementAtNanoseconds measuredAtNanoseconds: Int64) -> Int64 {
        let (time, overflow) = measuredAtNanoseconds.addingReportingOverflow(reportingDelayNanoseconds)
        return overflow ? .max : time
    }

    private func firstGridTime(strictlyAfter nanoseconds: Int64) -> Int64? {
        let interval = reportingIntervalNanoseconds
        let (offset, o1) = nanoseconds.subtractingReportingOverflow(reportingPhaseNanoseconds)
        guard !o1 else { return nil }
        // Floor division, correct for negative offsets.
        var steps = offset / interval
        if offset % interval != 0 && offset < 0 { steps -= 1 }
        let (next, o2) = (steps + 1).multipliedReportingOverflow(by: interval)
        guard !o2 else { return nil }
        let (time, o3) = next.addingReportingOverflow(reportingPhaseNanoseconds)
        return o3 ? nil : time
    }
}
