import AltitudeEngine
import Scenarios
import Simulation
import Testing

@testable import ScenarioTesting

/// The heights a collected trace keeps as Float32 when no expectation judges them: within the
/// documented bound, and the verdicts of the expectations that do judge them unchanged.
@Suite("Compact height columns")
struct CompactColumnsTests {
    typealias B = TraceBuilder

    @Test("Float32 copies are within |value|·2⁻²⁴; nil, NaN and ±∞ survive; exact columns are exact")
    func boundAndSpecialValues() {
        var exact = HeightColumn(exact: true)
        var single = HeightColumn(exact: false)
        var state: UInt64 = 77
        var values: [Double?] = [nil, .nan, .infinity, -.infinity, 0, -0.0, 1e-300, 123.456_789_012_345, -432.1]
        for _ in 0..<10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append((Double(state >> 11) / 0x1p53 - 0.2) * 12_000)  // −2 400 … 9 600 m
        }
        for value in values {
            exact.append(value)
            single.append(value)
        }
        #expect(exact.bytesPerValue == 8 && single.bytesPerValue == 4)
        #expect(single.count == values.count)
        for (index, value) in values.enumerated() {
            let kept = exact[index]
            let copy = single[index]
            guard let value else {
                #expect(kept == nil && copy == nil)
                continue
            }
            #expect(kept?.bitPattern == value.bitPattern || (kept?.isNaN == true && value.isNaN))
            let read = try! #require(copy)
            if value.isNaN {
                #expect(read.isNaN)
            } else if value.isInfinite {
                #expect(read == value)
            } else if value.magnitude < 0x1p-126 {
                #expect((read - value).magnitude <= 0x1p-150)
            } else {
                #expect((read - value).magnitude <= value.magnitude * HeightColumn.singlePrecisionRelativeBound)
            }
        }
    }

    @Test("Adaptive columns read back every value: constant stretches as runs, then dense once values vary")
    func adaptiveColumnExact() {
        var constant = AdaptiveColumn<UInt64>()
        for _ in 0..<100_000 { constant.append(Double(431.25).bitPattern) }
        #expect(!constant.isDense && constant.bytesPerElement < 0.001)
        #expect(constant[0] == Double(431.25).bitPattern && constant[99_999] == Double(431.25).bitPattern)

        // A still phone (one value for 5 000 callbacks), then a walk (a new value every callback),
        // then still again: runs, then dense from the walk on.
        var mixed = AdaptiveColumn<UInt32>()
        var appended: [UInt32] = []
        var state: UInt64 = 99
        for index in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value: UInt32 = index < 5_000 || index >= 15_000 ? 7 : UInt32(truncatingIfNeeded: state >> 33)
            mixed.append(value)
            appended.append(value)
            if index == 4_999 { #expect(!mixed.isDense) }
        }
        #expect(mixed.isDense && mixed.count == appended.count)
        #expect((0..<appended.count).allSatisfy { mixed[$0] == appended[$0] })

        // Values changing every few elements stay exact as runs while runs are the smaller form.
        var steps = AdaptiveColumn<UInt64>()
        for index in 0..<10_000 { steps.append(UInt64(index / 10)) }
        #expect(!steps.isDense)
        #expect((0..<10_000).allSatisfy { steps[$0] == UInt64($0 / 10) })
    }

    @Test("A phone that stays put keeps its true HAE as one run")
    func stillPhoneTruthAsRuns() {
        var trace = DeviceTrace(deviceIndex: 0, fields: .heights)
        var state: UInt64 = 3
        for t in 1...3_600 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let record = B.callback(
                Double(t), height: 431 + Double(state >> 11) / 0x1p53, u68: 1.5, truth: B.truth(hae: 431.2))
            trace.add(record, startNanoseconds: B.start)
        }
        // The reported heights vary (8 bytes each); the uncertainty and truth repeat.
        #expect(trace.columns.heightBytesPerCallback < 8.01)
        #expect(trace.columns.callback(at: 1_234).truth.heightHAEMeters == 431.2)
        #expect(trace.columns.callback(at: 1_234).context?.heightUncertainty68 == 1.5)
    }

    @Test("A kept event line takes a few dozen bytes, not a whole callback context")
    func eventLineIsSmall() {
        #expect(MemoryLayout<DeviceTrace.EventLine>.stride <= 64)
        #expect(MemoryLayout<NNAltitudeContext>.stride > 128)
    }

    @Test("Expectations that judge heights keep them exact; code and cadence ones do not")
    func fieldsOfForms() {
        func fields(_ line: String) -> CallbackFields { CallbackFields(expectations: [B.expectation(line)]) }
        for line in [
            "expect hae error p80 <= 5 m", "expect hae bias between -1 m and 1 m",
            "expect uncertainty u68 coverage between 10% and 100%",
            "expect uncertainty u90 coverage between 10% and 100%",
            "expect floor correct >= 90%", "expect no height", "expect context height present",
            "expect context heightUncertainty68 < 3 m", "expect context heightUncertainty95 < 3 m",
        ] {
            #expect(fields(line).contains(.heights), "\(line)")
        }
        for line in [
            "expect status 200 within 10 s", "expect error 0 always", "expect callbacks every 1 s ± 100 ms",
            "expect recovery within 60 s", "expect context statusCode present",
        ] {
            #expect(!fields(line).contains(.heights), "\(line)")
        }
        #expect(CallbackFields.accuracy.contains(.heights))
        #expect(CallbackFields.all.contains(.heights))
    }

    /// A month's worth of scattered callbacks, p80 and bias through exact and through Float32
    /// columns: the same within the bound.
    @Test("Percentiles from Float32 columns are within the bound of the exact ones")
    func percentilesWithinBound() throws {
        var state: UInt64 = 4_242
        let records = B.every(1, from: 1, to: 3_000) { t in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let error = (Double(state >> 11) / 0x1p53 - 0.5) * 8
            return B.callback(t, height: 850 + error, truth: B.truth(hae: 850))
        }
        func errors(_ fields: CallbackFields) -> [Double] {
            var trace = DeviceTrace(deviceIndex: 0, fields: fields)
            for record in records { trace.add(record, startNanoseconds: B.start) }
            return (0..<trace.columns.count).map { index in
                let callback = trace.columns.callback(at: index)
                return ((callback.context?.height ?? .nan) - callback.truth.heightHAEMeters).magnitude
            }.sorted()
        }
        let exact = errors(.heights)
        let single = errors([])
        // Each |error| is off by at most the rounding of the height and of the truth.
        let bound = 2 * 851.0 * HeightColumn.singlePrecisionRelativeBound
        for fraction in [0.5, 0.68, 0.8, 0.9, 0.95, 1.0] {
            let a = try #require(Percentile.quantile(sortedValues: exact, fraction: fraction))
            let b = try #require(Percentile.quantile(sortedValues: single, fraction: fraction))
            #expect((a - b).magnitude <= bound, "p\(Int(fraction * 100)): \(a) vs \(b)")
        }
    }

    /// Library scenarios judged with their heights as Float32 give the verdicts (pass or fail) the
    /// exact columns give; a pooled tally counts the same callbacks, its error sum within the bound.
    @Test(arguments: ["elevator-tower", "mountain-drive", "overconfident-gnss-slope", "office-population"])
    func libraryVerdictsUnchangedInFloat32(_ name: String) throws {
        let root = try ScenarioFiles.packageRoot(from: "\(#filePath)")
        let scenario = try ScenarioExecution.load(path: root + "/scenarios/\(name).scenario")
        let outcome = try ScenarioExecution.run(scenario, seed: 1)
        let facts = outcome.run.facts
        func verdicts(_ fields: CallbackFields) -> ScenarioReport {
            let collector = DeviceTraceCollector(
                deviceCount: facts.devices.count, startNanoseconds: facts.startNanoseconds, fields: fields)
            for record in outcome.run.records { collector.receive(record, line: []) }
            let run = ScenarioRun(collected: collector.finished(facts: facts), facts: facts)
            return ExpectationEvaluator.evaluate(scenario.expectations, run: run)
        }
        let read = CallbackFields(expectations: scenario.expectations)
        let exact = verdicts(read.union(.heights))
        let single = verdicts(read.subtracting(.heights))
        #expect(exact.verdicts.count == single.verdicts.count && !exact.verdicts.isEmpty)
        for (a, b) in zip(exact.verdicts, single.verdicts) {
            switch (a.outcome, b.outcome) {
            case (.pooledObservation(let x), .pooledObservation(let y)):
                #expect(x.count == y.count && x.inside == y.inside, "\(a.expectation.text)")
                // Each error moves by at most (|height| + |truth|)·2⁻²⁴; heights here are below 4 000 m.
                let bound = Double(x.count) * 2 * 4_000 * HeightColumn.singlePrecisionRelativeBound
                #expect((x.errorSumMeters - y.errorSumMeters).magnitude <= bound, "\(a.expectation.text)")
            default:
                #expect(a.outcome == b.outcome, "\(a.expectation.text)")
            }
        }
    }
}
