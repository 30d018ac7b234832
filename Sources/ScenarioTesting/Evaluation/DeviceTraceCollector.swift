public import Simulation

/// A trace sink that sorts a run's records into per-device traces as they arrive, keeping no
/// record: what lets a month-long run be checked in memory that does not hold its trace.
final class DeviceTraceCollector: TraceSink {
    private(set) var traces: [DeviceTrace]
    private let startNanoseconds: Int64

    /// Collects `deviceCount` devices, keeping `fields` of each callback.
    init(deviceCount: Int, startNanoseconds: Int64, fields: CallbackFields) {
        traces = (0..<deviceCount).map { DeviceTrace(deviceIndex: $0, fields: fields) }
        self.startNanoseconds = startNanoseconds
    }

    /// No line is formatted for it.
    var wantsLines: Bool { false }

    func receive(_ record: TraceRecord, line: [UInt8]) {
        if let device = record.deviceIndex {
            guard traces.indices.contains(device) else { return }
            traces[device].add(record, startNanoseconds: startNanoseconds)
        } else {
            for index in traces.indices { traces[index].add(record, startNanoseconds: startNanoseconds) }
        }
    }

    /// The traces, closed with the run's facts.
    func finished(facts: RunFacts) -> [DeviceTrace] {
        traces.indices.map { index in
            var trace = traces[index]
            trace.finish(facts: facts)
            return trace
        }
    }
}
