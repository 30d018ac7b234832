import Foundation
import Testing

@testable import FieldLogs

/// The statistics of `altsim log compare` on synthetic recordings whose values are known.
@Suite("Field statistics")
struct FieldStatisticsTests {
    static let second: Int64 = 1_000_000_000
    static let start: Int64 = 1_700_000_000 * second

    /// Gaussian draws from a fixed linear congruential generator and Box–Muller (deterministic).
    struct Gaussians {
        var state: UInt64
        mutating func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) + 0.5) / 9_007_199_254_740_992
        }
        mutating func next() -> Double { (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform()) }
    }

    static func recording(
        pressures: [(Int64, Double)], fixes: [(Int64, Double)] = [], labels: RecordingLabels = RecordingLabels()
    ) -> Recording {
        Recording(
            source: "synthetic", format: .nativeCSV, pressureUnit: .pascal,
            pressures: pressures.map { RecordedPressure(timeNanoseconds: $0.0, pressurePa: $0.1) },
            fixes: fixes.map {
                RecordedFix(
                    timeNanoseconds: $0.0, latitudeDegrees: 40.8, longitudeDegrees: -73.96,
                    horizontalAccuracyMeters: $0.1)
            }, labels: labels, tally: DirtyDataTally())
    }

    @Test("White noise of σ per sample gives an Allan deviation of σ/√τ at 1 Hz")
    func whiteNoiseAllan() {
        var gaussians = Gaussians(state: 7)
        let pressures = (0..<20_000).map { (Self.start + Int64($0) * Self.second, 100_000 + 0.8 * gaussians.next()) }
        let statistics = FieldStatistics.measure([Self.recording(pressures: pressures)])
        #expect(statistics.sampleRateHz == 1)
        #expect(statistics.gapShare == 0)
        for point in statistics.allan {
            let expected = 0.8 / point.tauSeconds.squareRoot()
            let deviation = try! #require(point.deviationPa)
            #expect(abs(deviation / expected - 1) < 0.1, "τ = \(point.tauSeconds) s: \(deviation) vs \(expected)")
        }
    }

    @Test("A known step per storey: 10 s on the street, a ride of 3 storeys at −40 Pa each")
    func stepPerStorey() {
        var pressures: [(Int64, Double)] = []
        for k in 0..<60 {
            let value: Double = k < 30 ? 100_000 : k < 40 ? 100_000 - 12 * Double(k - 30) : 99_880
            pressures.append((Self.start + Int64(k) * Self.second, value + (k % 2 == 0 ? 0.3 : -0.3)))
        }
        let labels = RecordingLabels(
            startFloor: 0, endFloor: 3,
            indoors: [
                IndoorLabel(timeNanoseconds: Self.start, indoors: false),
                IndoorLabel(timeNanoseconds: Self.start + 20 * Self.second, indoors: true),
            ])
        let statistics = FieldStatistics.measure([Self.recording(pressures: pressures, labels: labels)])
        let step = try! #require(statistics.stepPerStoreyPa)
        #expect(abs(step - -40) < 0.01, "\(step)")
    }

    @Test("A known gap share: 5 of 105 intervals longer than twice the median")
    func gapShare() {
        var times: [Int64] = []
        var t = Self.start
        for k in 0..<105 {
            times.append(t)
            t += (k % 21 == 20 ? 3 : 1) * Self.second
        }
        times.append(t)
        let statistics = FieldStatistics.measure([Self.recording(pressures: times.map { ($0, 100_000) })])
        #expect(statistics.sampleRateHz == 1)
        let share = try! #require(statistics.gapShare)
        #expect(abs(share - 5.0 / 105) < 1e-12, "\(share)")
    }

    @Test("Accuracy percentiles by label, the time to the first coarse fix, the detection delay")
    func accuracyAndEntrance() {
        let entry = Self.start + 30 * Self.second
        let labels = RecordingLabels(indoors: [
            IndoorLabel(timeNanoseconds: Self.start, indoors: false),
            IndoorLabel(timeNanoseconds: entry, indoors: true),
        ])
        // Outdoors 10, 11, … 39 m; indoors 20 m for 8 s after the door, then 200 m.
        let fixes: [(Int64, Double)] = (0..<60).map { k in
            let time = Self.start + Int64(k) * Self.second
            return (time, k < 30 ? 10 + Double(k) : k < 38 ? 20 : 200)
        }
        let pressures = (0..<60).map { (Self.start + Int64($0) * Self.second, 100_000.0) }
        let statistics = FieldStatistics.measure(
            [Self.recording(pressures: pressures, fixes: fixes, labels: labels)], detectionDelaysSeconds: [9, nil, 11])
        let outdoor = try! #require(statistics.outdoorAccuracyMeters)
        #expect(abs(outdoor.p10 - 12.9) < 1e-9 && abs(outdoor.median - 24.5) < 1e-9 && abs(outdoor.p90 - 36.1) < 1e-9)
        #expect(statistics.indoorAccuracyMeters?.median == 200)
        #expect(statistics.entranceToCoarseSeconds == 8)
        #expect(statistics.detectionDelaySeconds == 10)
        #expect(statistics.entranceCount == 1)
    }

    @Test("No still stretch: readings that change by more than 10 Pa every second")
    func noStillStretch() {
        let pressures = (0..<100).map { (Self.start + Int64($0) * Self.second, 100_000 + 11 * Double($0)) }
        let statistics = FieldStatistics.measure([Self.recording(pressures: pressures)])
        #expect(statistics.stillStretchCount == 0)
        #expect(statistics.allan.allSatisfy { $0.deviationPa == nil })
    }

    @Test("The comparison's ratios and the band 0.75…1.25")
    func comparisonRows() {
        var real = FieldStatistics.measure([])
        real.sampleRateHz = 1
        real.stepPerStoreyPa = -50
        var sim = real
        sim.sampleRateHz = 25
        sim.stepPerStoreyPa = -45
        let comparison = FieldComparison(sim: sim, real: real)
        let rate = try! #require(comparison.rows.first { $0.name == "pressure sample rate" })
        #expect(rate.ratio == 25)
        #expect(!rate.isWithin)
        let step = try! #require(comparison.rows.first { $0.name == "pressure step per storey" })
        #expect(step.ratio == 0.9)
        #expect(step.isWithin)
        #expect(comparison.table.contains("pressure sample rate (Hz)"))
        #expect(comparison.table.contains("25.00 !"))
    }

    @Test("The network-position moments: median, log spread per position and per fix, mean interval")
    func networkMoments() throws {
        // The bundled walk holds one network position only: nothing to estimate.
        let recording = try RecordingFormat.importRecording(
            path: FieldLogFixtures.falcon("indoor-outdoor/2016-11-30T09-30-40.319Z.csv"), format: nil)
        #expect(NetworkFixMoments.estimate([recording]) == nil)
        // Constructed: two positions of 100 m and 400 m, 3 s apart, the first repeated once.
        let entry = Self.start
        let labels = RecordingLabels(indoors: [IndoorLabel(timeNanoseconds: entry, indoors: true)])
        let synthetic = Self.recording(
            pressures: [], fixes: [(entry, 100), (entry + Self.second, 100), (entry + 3 * Self.second, 400)],
            labels: labels)
        let exact = try #require(NetworkFixMoments.estimate([synthetic]))
        #expect(exact.medianAccuracyMeters == 250)
        #expect(abs(exact.logSpread - log(4) / 2.squareRoot()) < 1e-12)
        #expect(exact.meanIntervalSeconds == 3)
        #expect(exact.positionCount == 2 && exact.intervalCount == 1 && exact.rowCount == 3)
        #expect(exact.rowMedianAccuracyMeters == 100)
        let logs = [log(100.0), log(100), log(400)]
        let mean = logs.reduce(0, +) / 3
        let rowSpread = (logs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / 2).squareRoot()
        #expect(abs(exact.rowLogSpread - rowSpread) < 1e-12)
    }
}
