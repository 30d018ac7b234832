/// Formats offsets since the start as `hh:mm:ss.SSS`.
public enum ExpectationTime {
    /// `01:02:03.456` for 3 723.456 s; negative offsets get a leading `-`; hours are not
    /// wrapped (a 3-day run reaches `72:00:00.000`).
    public static func clock(_ nanoseconds: Int64) -> String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        let milliseconds = magnitude / 1_000_000
        let hours = milliseconds / 3_600_000
        let minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1000 % 60
        let millis = milliseconds % 1000
        func pad(_ v: UInt64, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(sign)\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))"
    }

    /// A length of time as a scenario writes it (`0.02 s`, `90 s`, `5 min`, `2 h`), for
    /// periods, tolerances and deviations, which are not instants of the run.
    public static func duration(_ nanoseconds: Int64) -> String { Format.duration(nanoseconds) }
}
