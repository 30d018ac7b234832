import AltitudeEngine
import AssistanceService

/// Sends every record to several sinks, in order.
public final class FanOutSink: TraceSink {
    private let sinks: [any TraceSink]
    /// A sink forwarding to `sinks`.
    public init(_ sinks: [any TraceSink]) { self.sinks = sinks }
    /// Hands the record to every sink, in order.
    public func receive(_ record: TraceRecord, line: [UInt8]) { for sink in sinks { sink.receive(record, line: line) } }
    /// `true` when any of the sinks wants lines.
    public var wantsLines: Bool { sinks.contains { $0.wantsLines } }
    /// Finishes every sink, in order.
    public func finish() { for sink in sinks { sink.finish() } }
}
