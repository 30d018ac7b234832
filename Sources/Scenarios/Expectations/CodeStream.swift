/// A stream of codes the engine reports.
public enum CodeStream: String, Hashable, Sendable, CaseIterable {
    /// SDK status codes (`.sdkStatus` events) — an event stream.
    case sdk
    /// The assistance service's `statusCode` of each altitude context — a state stream.
    case status
    /// `errorCode` of each altitude context — a state stream.
    case error
    /// `warningCode` of each altitude context — a state stream.
    case warning
    /// The `manualBaroCal` flag of each altitude context (1 = true, 0 = false) — a state stream.
    case manualBaroCal = "manual-baro-cal"
    /// The SDK status sent with each manual-calibration state change (870…879, 810) — an event stream.
    case calibration

    /// Event streams count every event; state streams carry a value on every callback.
    public var isEventStream: Bool { self == .sdk || self == .calibration }

    /// The word used in the scenario language.
    public var keyword: String { rawValue }

    /// Describes a value of the stream as written (`error 850`, `manual-baro-cal true`).
    public func describe(_ value: Int) -> String {
        self == .manualBaroCal ? "manual-baro-cal \(value != 0)" : "\(rawValue) \(value)"
    }

    /// Describes a group of values as written (`status 610 or 620`).
    public func describe(_ values: [Int]) -> String {
        guard let first = values.first else { return keyword }
        return ([describe(first)] + values.dropFirst().map(String.init)).joined(separator: " or ")
    }
}
