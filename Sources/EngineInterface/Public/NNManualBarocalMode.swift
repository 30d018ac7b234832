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
