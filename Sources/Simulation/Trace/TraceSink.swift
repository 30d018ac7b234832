internal import Foundation

/// Where a run's trace goes: each record with its canonical JSON line, in order.
///
/// A run always hashes its trace (`SimulationResult.traceHash`); sinks are extra consumers.
/// The line is formatted only when `wantsLines` is `true` (else `receive` gets an empty one).
public protocol TraceSink: AnyObject {
    /// Receives one record and its canonical line (UTF-8, no trailing newline; empty when
    /// `wantsLines` is `false`).
    func receive(_ record: TraceRecord, line: [UInt8])
    /// Called once after the last record.
    func finish()
    /// Whether `receive` needs the canonical line (read once, when the run is built).
    var wantsLines: Bool { get }
}

extension TraceSink {
    /// Does nothing (sinks without buffers).
    public func finish() {}
    /// `true`: the line is formatted for every record.
    public var wantsLines: Bool { true }
}
