import AltitudeSimTestSupport
import Foundation
import Reports

/// Synthetic runs that look like what the simulator will produce: a person riding an elevator
/// in a tower, a front passing, a GNSS outage, code changes.
enum SyntheticReports {
    /// 2026-03-01 00:00:00 UTC, ns.
    static let startNanoseconds: Int64 = 1_772_323_200_000_000_000

    /// One run of `durationSeconds`, barometer at `pressureRateHz`, engine output at `estimateRateHz`.
    static func scenario(
        name: String = "office tower, calm day", path: String = "scenarios/demo/tower.scenario", seed: UInt64 = 7,
        durationSeconds: Double = 1800, pressureRateHz: Double = 5, estimateRateHz: Double = 1,
        verdict: Verdict = .passed, expectations: [ExpectationResult]? = nil, estimateBiasMeters: Double = 0
    ) -> ReportedRun {
        var random = SplitMix64(seed: seed)
        let start = startNanoseconds
        let end = start + Int64(durationSeconds * 1e9)
        let groundHAE = 48.0
        func floorHeight(_ t: Double) -> Double {
            // Ride to floor 12 at 20 % of the run, back to floor 2 at 70 %.
            let f = t / durationSeconds
            let climb: Double = min(max((f - 0.2) / 0.02, 0), 1)
            let descend: Double = min(max((f - 0.7) / 0.02, 0), 1)
            let floor: Double = 2 + 10 * climb - 10 * descend
            return 1.2 + 3.5 * floor
        }
        func truthPressure(_ t: Double) -> Double {
            let z: Double = -(t - durationSeconds * 0.5) / (durationSeconds * 0.02)
            let front: Double = -180 / (1 + exp(z))
            let diurnal: Double = 60 * sin(2 * Double.pi * t / 86_400)
            return 101_325 + front + diurnal - 11.9 * floorHeight(t)
        }
        let pressureCount = Int(durationSeconds * pressureRateHz)
        var pressureTimes: [Int64] = []
        var measured: [Double] = []
        pressureTimes.reserveCapacity(pressureCount)
        measured.reserveCapacity(pressureCount)
        for i in 0..<pressureCount {
            let t = Double(i) / pressureRateHz
            pressureTimes.append(start + Int64(t * 1e9))
            measured.append(truthPressure(t) + 4 * random.symmetric())
        }
        let minuteCount = Int(durationSeconds / 60) + 1
        let minuteTimes = (0..<minuteCount).map { start + Int64($0) * 60_000_000_000 }
        let truthP = TimeSeries(
            timesNanoseconds: pressureTimes.enumerated().filter { $0.offset % max(1, Int(pressureRateHz)) == 0 }.map(
                \.element),
            values: stride(from: 0, to: pressureCount, by: max(1, Int(pressureRateHz))).map {
                truthPressure(Double($0) / pressureRateHz)
            })
        let reference = TimeSeries(
            timesNanoseconds: minuteTimes,
            values: minuteTimes.map { truthPressure(Double($0 - start) / 1e9) + 1.5 })
        let estimateCount = Int(durationSeconds * estimateRateHz)
        var estimateTimes: [Int64] = []
        var estimate: [Double] = []
        var u68: [Double] = []
        var u90: [Double] = []
        var truthTimes: [Int64] = []
        var truthHAE: [Double] = []
        let firstFix = 12.0
        for i in 0..<estimateCount {
            let t = Double(i) / estimateRateHz
            truthTimes.append(start + Int64(t * 1e9))
            truthHAE.append(groundHAE + floorHeight(t))
            guard t >= firstFix else { continue }
            estimateTimes.append(start + Int64(t * 1e9))
            // Stopped for 2 % of the run after 40 %: a gap.
            let stopped = t > durationSeconds * 0.4 && t < durationSeconds * 0.42
            estimate.append(stopped ? .nan : groundHAE + floorHeight(t) + estimateBiasMeters + 1.2 * random.symmetric())
            u68.append(1.5)
            u90.append(2.5)
        }
        let hae = HeightSeries(
            truth: TimeSeries(timesNanoseconds: truthTimes, values: truthHAE),
            estimate: EstimateSeries(
                timesNanoseconds: estimateTimes, valuesMeters: estimate, u68Meters: u68, u90Meters: u90))
        let hat = HeightSeries(
            truth: TimeSeries(timesNanoseconds: truthTimes, values: truthHAE.map { $0 - groundHAE }),
            estimate: EstimateSeries(
                timesNanoseconds: estimateTimes, valuesMeters: estimate.map { $0 - groundHAE },
                u68Meters: u68, u90Meters: u90))
        let floors = (0...14).map {
            FloorLine(
                label: "floor \($0)", heightHAEMeters: groundHAE + 1.2 + 3.5 * Double($0),
                heightAboveTerrainMeters: 1.2 + 3.5 * Double($0))
        }
        let gnssTimes = stride(from: 0.0, to: durationSeconds, by: max(1, durationSeconds / 2000)).map {
            start + Int64($0 * 1e9)
        }
        let gnssError = gnssTimes.map { t -> Double in
            let f = Double(t - start) / 1e9 / durationSeconds
            return (f > 0.22 && f < 0.68 ? 25 : 6) + 3 * random.symmetric()
        }
        let gnssAccuracy = gnssTimes.map { t -> Double in
            let f = Double(t - start) / 1e9 / durationSeconds
            return f > 0.22 && f < 0.68 ? 30 : 8
        }
        func at(_ fraction: Double) -> Int64 { start + Int64(durationSeconds * fraction * 1e9) }
        let lanes = [
            CodeLane(
                name: "SDK status",
                steps: [
                    .init(timeNanoseconds: start, label: "STARTING"),
                    .init(timeNanoseconds: at(0.01), label: "RUNNING"),
                    .init(timeNanoseconds: at(0.4), label: "STOPPED"),
                    .init(timeNanoseconds: at(0.42), label: "RUNNING"),
                ]),
            CodeLane(
                name: "statusCode",
                steps: [
                    .init(timeNanoseconds: start, label: "0"), .init(timeNanoseconds: at(0.22), label: "2002"),
                    .init(timeNanoseconds: at(0.68), label: "0"),
                ]),
            CodeLane(
                name: "errorCode",
                steps: [
                    .init(timeNanoseconds: start, label: ""), .init(timeNanoseconds: at(0.55), label: "4001"),
                    .init(timeNanoseconds: at(0.6), label: ""),
                ]),
            CodeLane(
                name: "warningCode",
                steps: [
                    .init(timeNanoseconds: start, label: ""), .init(timeNanoseconds: at(0.22), label: "3001"),
                    .init(timeNanoseconds: at(0.68), label: ""),
                ]),
            CodeLane(
                name: "manualBaroCal",
                steps: [
                    .init(timeNanoseconds: start, label: "idle"), .init(timeNanoseconds: at(0.1), label: "in progress"),
                    .init(timeNanoseconds: at(0.12), label: "done"),
                ]),
            CodeLane(
                name: "calibration", kind: .events,
                steps: [
                    .init(timeNanoseconds: at(0.12), label: "manual cal applied"),
                    .init(timeNanoseconds: at(0.8), label: "upload sent"),
                ]),
        ]
        let annotations = [
            Annotation(timeNanoseconds: at(0.2), label: "elevator to floor 12", kind: .timelineStep),
            Annotation(timeNanoseconds: at(0.3), endNanoseconds: at(0.35), label: "barometer stuck", kind: .fault),
            Annotation(timeNanoseconds: at(0.5), label: "cold front", kind: .frontPassage),
            Annotation(timeNanoseconds: at(0.55), endNanoseconds: at(0.6), label: "service unreachable", kind: .outage),
            Annotation(timeNanoseconds: at(0.7), label: "elevator to floor 2", kind: .timelineStep),
        ]
        let series = ScenarioSeries(
            startNanoseconds: start, endNanoseconds: end,
            truePressurePa: truthP, measuredPressurePa: TimeSeries(timesNanoseconds: pressureTimes, values: measured),
            referencePressurePa: reference, hae: hae, hat: hat, floorLines: floors,
            gnssHorizontalErrorMeters: TimeSeries(timesNanoseconds: gnssTimes, values: gnssError),
            gnssReportedAccuracyMeters: TimeSeries(timesNanoseconds: gnssTimes, values: gnssAccuracy),
            codeLanes: lanes, annotations: annotations)
        let defaultExpectations = [
            ExpectationResult(
                text: "expect p80 hae error <= 2 m", location: "\(path):31:3", passed: true,
                reproduceCommand: "altsim run \(path) --seed \(seed)"),
            ExpectationResult(
                text: "expect floor == 12 within 20 s after \"elevator to floor 12\"", location: "\(path):32:3",
                passed: verdict == .passed,
                detailLines: verdict == .passed
                    ? []
                    : [
                        "expected: floor 12", "actual: floor 11 at +06:20", "+06:00 step 3: elevator to floor 12",
                        "+06:20 altitude 88.1 m (u68 1.5 m)",
                    ],
                reproduceCommand: "altsim run \(path) --seed \(seed)"),
        ]
        return ReportedRun(
            name: name, path: path, seed: seed, verdict: verdict,
            errorMessage: verdict == .error ? "engine crashed at +00:10:00" : nil,
            accuracy: AccuracyFigures(
                p80AbsHAEErrorMeters: 1.42, biasMeters: estimateBiasMeters + 0.05, coverage68: 0.71, coverage90: 0.93,
                timeToFirstFixSeconds: firstFix),
            expectations: expectations ?? defaultExpectations,
            warningsRaised: ["3001 low GNSS accuracy"], traceHash: "9f2c4e1a", series: series)
    }

    /// A document with a short passing run, a failing run and a 7-day run.
    static func document(includeWeek: Bool = true) -> ReportDocument {
        var scenarios = [
            scenario(),
            scenario(
                name: "elevator, filters off", path: "scenarios/demo/elevator.scenario", seed: 11, durationSeconds: 600,
                verdict: .failed),
        ]
        if includeWeek {
            scenarios.append(
                scenario(
                    name: "seven days on floor 2", path: "scenarios/long/week.scenario", seed: 3,
                    durationSeconds: 7 * 86_400, pressureRateHz: 1, estimateRateHz: 0.2))
        }
        return ReportDocument(
            title: "AltitudeSim scenario run", generatedBy: "altsim run scenarios/ (test)", scenarios: scenarios)
    }
}
