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
