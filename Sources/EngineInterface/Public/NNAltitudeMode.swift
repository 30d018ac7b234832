/// How often `startAltitudeCalculation` calls back: once, or once per period (seconds).
public enum NNAltitudeMode: Double, Hashable, Sendable, CaseIterable, Codable {
    /// One callback (a result or an error code), then altitude mode ends.
    case oneTime = 0
    /// A callback every second.
    case oneSecond = 1
    /// A callback every 30 s.
    case thirtySeconds = 30
    /// A callback every 60 s.
    case oneMinute = 60

    /// The callback period, ns (0 for `oneTime`).
    public var periodNanoseconds: Int64 { Int64(rawValue) * 1_000_000_000 }
}

/// The data-quality filters of `setSDKConsistencyFilters` (the SDK spells it `NNConsistenyFilter`).
public enum NNConsistencyFilter: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Flags (837) and drops location fixes that jump implausibly or are too uncertain.
    case location = 0
    /// Flags (837) in-vehicle use reported by the activity recogniser.
    case activity = 1
    /// Flags (836) and drops pressure samples that change implausibly fast.
    case pressure = 2
}

/// The SDK's own spelling of `NNConsistencyFilter`.
public typealias NNConsistenyFilter = NNConsistencyFilter

/// How long `startManualCalibration` collects pressure at the calibration point.
public enum NNManualBarocalMode: Int, Hashable, Sendable, CaseIterable, Codable {
    /// 30 s.
    case thirtySeconds = 30
    /// 60 s.
    case oneMinute = 60
    /// 120 s.
    case twoMinutes = 120

    /// The collection time, ns.
    public var durationNanoseconds: Int64 { Int64(rawValue) * 1_000_000_000 }
}

/// The phases of a manual (user-assisted) calibration, reported with each change.
public enum NNManualBarocalState: Int, Hashable, Sendable, CaseIterable, Codable {
    /// The request was accepted and is being checked.
    case calibrationSetup = 0
    /// Collection is running (SDK status 871).
    case calibrationStarted = 1
    /// Cancelled by `stop()` or by a newer manual calibration (reported with 872 + 878).
    case calibrationCancelled = 2
    /// Finished; a calibration record was stored (870).
    case calibrationSuccess = 3
    /// Finished without a record (872 + the reason 873…879).
    case calibrationFailed = 4
}
