public import Simulation

/// Builds a run's report entry while the run streams: each trace record goes into the plotted
/// series (decimated as they arrive, `ColumnExtremes`) and the accuracy figures, and none is
/// kept, so a report of a month-long run needs memory for its plots, not for its trace.
///
/// ```swift
/// let sink = try ReportSeriesSink(spec: scenario.simulationSpec(seed: 7))
/// let outcome = try ScenarioExecution.run(scenario, seed: 7, sink: sink, keepRecords: false)
/// let verdicts = ExpectationEvaluator.evaluate(scenario.expectations, run: outcome.run)
/// let report = RunReportMapping.scenarioReport(name: scenario.name, outcome: outcome, verdicts: verdicts, streamed: sink)
/// ```
/// The report equals `RunReportMapping.scenarioReport(name:outcome:verdicts:deviceIndex:)` of
/// the same run with every record kept.
public final class ReportSeriesSink: TraceSink {
    /// Index of the device whose series are built.
    public let deviceIndex: Int
    var collector: SeriesCollector
    var accuracy: AccuracyCollector

    /// A sink for the run of `spec`, plotting device `deviceIndex`.
    public init(spec: SimulationSpec, deviceIndex: Int = 0) {
        self.deviceIndex = deviceIndex
        let builder = RunReportMapping.builder(
            spec: spec, floorPlans: [], handHeightMeters: 1, deviceIndex: deviceIndex)
        collector = builder.makeCollector(
            startNanoseconds: spec.startNanoseconds, endNanoseconds: spec.startNanoseconds + spec.durationNanoseconds)
        accuracy = AccuracyCollector(deviceIndex: deviceIndex)
    }

    /// Adds one record to the series and the accuracy figures.
    public func receive(_ record: TraceRecord, line: [UInt8]) {
        collector.add(record)
        accuracy.add(record)
    }

    /// The sink needs no canonical lines.
    public var wantsLines: Bool { false }
}
