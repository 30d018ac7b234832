/// One line of the trace.
public struct TraceRecord: Hashable, Sendable {
    /// Virtual time, ns since the Unix epoch.
    public var timeNanoseconds: Int64
    /// Index of the device in the spec, `nil` for the world and the service.
    public var deviceIndex: Int?
    /// What the line records.
    public var event: TraceEvent

    /// A record of `event` at `timeNanoseconds` for the device at `deviceIndex`.
    public init(timeNanoseconds: Int64, deviceIndex: Int?, event: TraceEvent) {
        self.timeNanoseconds = timeNanoseconds
        self.deviceIndex = deviceIndex
        self.event = event
    }
}
