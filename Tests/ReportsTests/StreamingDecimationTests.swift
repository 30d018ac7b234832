import AltitudeSimTestSupport
import Foundation
import ScenarioTesting
import Testing

@testable import Reports

/// The report's series are decimated as records arrive (`ColumnExtremes`): bounded however long
/// the run, and the plots drawn from them equal the plots drawn from every sample.
@Suite("Streaming decimation of report series")
struct StreamingDecimationTests {
    static let start: Int64 = 1_000_000_000_000_000_000
    static let columns = Int(PlotLayout().plotWidthPixels)
    static let buckets = columns * ColumnExtremes<PointColumn.Point>.subColumns

    /// A wiggly value with one deep minimum and one high maximum.
    static func value(_ index: Int, minIndex: Int, maxIndex: Int) -> Double {
        if index == minIndex { return -500 }
        if index == maxIndex { return 700 }
        return 100 * sin(Double(index) * 1e-4) + Double(index % 13)
    }

    /// `count` samples `stepNanoseconds` apart from `start` through a `PointColumn` spanning them
    /// (`end` its last instant, unless given), and the same samples kept whole.
    static func fed(
        count: Int, stepNanoseconds: Int64, endNanoseconds: Int64? = nil, value: (Int) -> Double
    ) -> (column: PointColumn, raw: [(timeNanoseconds: Int64, value: Double)]) {
        let end = endNanoseconds ?? start + Int64(count - 1) * stepNanoseconds
        var column = PointColumn(startNanoseconds: start, endNanoseconds: end)
        var raw: [(timeNanoseconds: Int64, value: Double)] = []
        raw.reserveCapacity(count)
        for index in 0..<count {
            let point = (start + Int64(index) * stepNanoseconds, value(index))
            column.append(point.0, point.1)
            raw.append(point)
        }
        return (column, raw)
    }

    @Test("A 30-day series at 0.5 Hz keeps at most 4 samples per bucket and draws the same line as all samples")
    func month() {
        let stepNanoseconds: Int64 = 2_000_000_000
        let count = 30 * 86_400 / 2
        let end = Self.start + Int64(count - 1) * stepNanoseconds
        let (fedColumn, raw) = Self.fed(count: count, stepNanoseconds: stepNanoseconds) {
            Self.value($0, minIndex: 777_777, maxIndex: 5)
        }
        var column = fedColumn
        let kept = column.takeSeries()
        #expect(kept.count <= 4 * (Self.buckets + 2))
        #expect(kept.count < count / 2)
        #expect(kept.values.min() == -500 && kept.values.max() == 700)
        #expect(zip(kept.timesNanoseconds, kept.timesNanoseconds.dropFirst()).allSatisfy { $0 < $1 })
        // The main plot drawn from the kept samples equals the one drawn from all samples.
        let fromKept = Decimation.minMax(kept, startNanoseconds: Self.start, endNanoseconds: end, columns: Self.columns)
        let fromAll = Decimation.minMax(
            TimeSeries(raw), startNanoseconds: Self.start, endNanoseconds: end, columns: Self.columns)
        #expect(fromKept == fromAll)
    }

    @Test("A series with at most one sample per bucket is kept whole, gaps included")
    func short() {
        let end = Self.start + 600_000_000_000
        let (fedColumn, raw) = Self.fed(count: 15_000, stepNanoseconds: 40_000_000, endNanoseconds: end) {
            $0 % 500 == 7 ? Double.nan : Double($0 % 17)
        }
        var column = fedColumn
        let kept = column.takeSeries()
        #expect(kept.timesNanoseconds == raw.map(\.timeNanoseconds))
        #expect(zip(kept.values, raw.map(\.value)).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
    }

    @Test("Taking the series hands over every kept sample, in order, and leaves the column empty")
    func takeEmptiesTheColumn() {
        let end = Self.start + 600_000_000_000
        let (fedColumn, raw) = Self.fed(count: 15_000, stepNanoseconds: 40_000_000, endNanoseconds: end) {
            Double($0 % 23)
        }
        var column = fedColumn
        let kept = column.takeSeries()
        #expect(kept.count == 15_000)
        #expect(kept.timesNanoseconds == raw.map(\.timeNanoseconds) && kept.values == raw.map(\.value))
        #expect(column.takeSeries().count == 0)
    }

    @Test("A gap (nan) inside a dense stretch still breaks the decimated line")
    func gap() {
        let stepNanoseconds: Int64 = 1_000_000_000
        let count = 2_000_000
        let end = Self.start + Int64(count - 1) * stepNanoseconds
        let (fedColumn, raw) = Self.fed(count: count, stepNanoseconds: stepNanoseconds) {
            $0 == 1_000_003 ? .nan : Double($0 % 7)
        }
        var column = fedColumn
        let fromKept = Decimation.minMax(
            column.takeSeries(), startNanoseconds: Self.start, endNanoseconds: end, columns: 924)
        let fromAll = Decimation.minMax(
            TimeSeries(raw), startNanoseconds: Self.start, endNanoseconds: end, columns: 924)
        #expect(fromKept.count == 2)
        #expect(fromKept == fromAll)
    }

    @Test("Estimate bands decimated as they arrive keep every column's lowest and highest edge")
    func band() {
        let stepNanoseconds: Int64 = 1_000_000_000
        let count = 1_500_000
        let end = Self.start + Int64(count - 1) * stepNanoseconds
        var columns = EstimateColumns(startNanoseconds: Self.start, endNanoseconds: end)
        var times: [Int64] = []
        var values: [Double] = []
        var u68: [Double] = []
        var u90: [Double] = []
        for index in 0..<count {
            let t = Self.start + Int64(index) * stepNanoseconds
            let value = Self.value(index, minIndex: 1_234_567, maxIndex: 99)
            let radius = 1 + Double(index % 11) * (index == 400_000 ? 80 : 0.5)
            columns.append(t, value, radius, 2 * radius)
            times.append(t)
            values.append(value)
            u68.append(radius)
            u90.append(2 * radius)
        }
        let kept = columns.takeSeries()
        #expect(kept.timesNanoseconds.count <= 4 * 5 * (Self.buckets + 2))
        for (keptRadius, allRadius) in [(kept.u68Meters, u68), (kept.u90Meters, u90)] {
            let fromKept = Decimation.band(
                timesNanoseconds: kept.timesNanoseconds, center: kept.valuesMeters, radius: keptRadius,
                startNanoseconds: Self.start, endNanoseconds: end, columns: Self.columns)
            let fromAll = Decimation.band(
                timesNanoseconds: times, center: values, radius: allRadius,
                startNanoseconds: Self.start, endNanoseconds: end, columns: Self.columns)
            #expect(fromKept == fromAll)
        }
        let line = Decimation.minMax(kept.estimate, startNanoseconds: Self.start, endNanoseconds: end, columns: 924)
        let lineAll = Decimation.minMax(
            TimeSeries(timesNanoseconds: times, values: values), startNanoseconds: Self.start, endNanoseconds: end,
            columns: 924)
        #expect(line == lineAll)
    }

    @Test("A report built while a library scenario streams equals the one built from its kept records")
    func streamedEqualsRecorded() throws {
        let path = PackagePaths.url("scenarios/filters-door-slam-location-jump.scenario").path
        let scenario = try ScenarioExecution.load(path: path)
        let recorded = try ScenarioExecution.run(scenario, path: path, keepRawSamples: true)
        let recordedReport = RunReportMapping.scenarioReport(
            name: scenario.name, outcome: recorded,
            verdicts: ExpectationEvaluator.evaluate(scenario.expectations, run: recorded.run))
        let sink = ReportSeriesSink(spec: try scenario.simulationSpec(seed: nil))
        let streamed = try ScenarioExecution.run(
            scenario, path: path, sink: sink, keepRawSamples: true, keepRecords: false)
        #expect(streamed.run.records.isEmpty)
        let streamedReport = RunReportMapping.scenarioReport(
            name: scenario.name, outcome: streamed,
            verdicts: ExpectationEvaluator.evaluate(scenario.expectations, run: streamed.run), streamed: sink)
        #expect(streamedReport.series.measuredPressurePa.count > 1000)
        #expect(streamedReport == recordedReport)
    }
}
