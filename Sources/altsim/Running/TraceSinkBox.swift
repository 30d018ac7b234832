import Foundation
import Simulation

/// A base class for the CLI's trace sinks that only need each record's time.
class TraceSinkBox: TraceSink {
    func receive(_ record: TraceRecord, line: [UInt8]) { receive(time: record.timeNanoseconds) }
    func receive(time: Int64) {}
    func finish() {}
}
