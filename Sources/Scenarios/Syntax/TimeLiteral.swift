/// A time of the scenario, counted from its start, as the author wrote it.
///
/// Forms: a clock `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff` (time since the start, so `00:45` is
/// 45 minutes in), a day and clock `day 2 08:00` (day 1 is the first day), or a duration
/// `90 s` (an offset from the start).
public enum TimeLiteral: Hashable, Sendable {
    /// A clock reading (time since the start).
    case clock(ClockTime)
    /// A duration since the start.
    case offset(Quantity)

    /// Nanoseconds since the scenario start, or nil when it does not fit `Int64`.
    public var nanosecondsSinceStart: Int64? {
        switch self {
        case .clock(let clock): clock.nanosecondsSinceStart
        case .offset(let quantity): quantity.durationNanoseconds
        }
    }
}
