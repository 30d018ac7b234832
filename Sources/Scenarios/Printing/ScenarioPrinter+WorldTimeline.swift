extension ScenarioPrinter {
    /// A service fault carrying a world label (a top-level `at … as "LABEL"` line) as that line,
    /// `at 00:40 assistance outage for 10 min as "cut"`, taking the label from `labels`; `nil` for a
    /// fault without one (printed as a `service` statement).
    static func worldTimelineLine(_ fault: ServiceFaultWindow, labels: inout [TimelineLabel]) -> String? {
        let start = fault.window.startOffsetNanoseconds
        let length = fault.window.endOffsetNanoseconds.map { $0 - start }
        guard
            let index = labels.firstIndex(where: { $0.offsetNanoseconds == start && $0.durationNanoseconds == length })
        else { return nil }
        let kind: String
        switch fault.kind {
        case .outage: kind = "outage"
        case .unreachable: kind = "unreachable"
        case .stale: kind = "stale"
        case .error(status: 400): kind = "error"
        case .garbage: kind = "garbage"
        case .missingReference: kind = "missing-reference"
        case .error, .slow: return nil
        }
        let label = labels.remove(at: index)
        let window = length.map { " for \(Format.duration($0))" } ?? ""
        return "at \(QuantityText.clock(start)) assistance \(kind)\(window) as \(quote(label.name))"
    }
}
