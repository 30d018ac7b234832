/// A line of a device block in Swift: a timeline line or an expectation.
public struct TimelineLine: Sendable {
    /// The line's text (without indentation).
    public var text: String
    /// Where it was written.
    public var fileID: String
    /// The Swift line.
    public var line: Int

    /// `at TIME ACTIONS`: `TimelineLine.at(.seconds(300), "walk to \"Tower\" entrance at 1.4 m/s")`.
    public static func at(_ time: Swift.Duration, _ actions: String, fileID: String = #fileID, line: Int = #line)
        -> TimelineLine
    {
        TimelineLine(text: "at \(QuantityText.clock(nanoseconds(time))) \(actions)", fileID: fileID, line: line)
    }

    /// `expect …` for this device: `TimelineLine.expect("floor correct >= 90% indoors")`.
    public static func expect(_ text: String, fileID: String = #fileID, line: Int = #line) -> TimelineLine {
        TimelineLine(text: "expect \(text)", fileID: fileID, line: line)
    }
}
