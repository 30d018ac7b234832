import Testing

@testable import AltitudeEngine

@Suite("Pressure history: the ring buffer of accepted samples")
struct PressureHistoryTests {
    /// The window selected the plain way — a filter over an array, newest first — and summarised
    /// by the same running statistics, so the ring's iteration must give the same summary bit for bit.
    static func reference(_ entries: [PressureHistory.Entry], after from: Int64, through: Int64) -> PressureHistory
        .Summary?
    {
        var window = PressureHistory.WindowStatistics(endNanoseconds: through)
        for entry in entries.reversed() where entry.timeNanoseconds > from && entry.timeNanoseconds <= through {
            window.add(entry)
        }
        return window.summary
    }

    @Test("Appends past the capacity, expiry and wrap-around keep exactly the samples of the kept window, in order")
    func ringMatchesPlainWindow() throws {
        var history = PressureHistory()
        var all: [PressureHistory.Entry] = []
        let keep: Int64 = 2_000_000_000
        var state: UInt64 = 12_345
        for index in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let jitter = Int64(state >> 40) % 30_000_000
            let time = Int64(index) * 40_000_000 + jitter  // 25 Hz, increasing
            let entry = PressureHistory.Entry(timeNanoseconds: time, pressurePa: 101_000 + Double(state >> 52) / 100)
            history.append(entry, keepNanoseconds: keep)
            all.append(entry)
            #expect(history.last == entry)
            if index % 97 == 0 {
                let kept = all.filter { $0.timeNanoseconds >= time - keep }
                for window: Int64 in [1_000_000_000, 2_500_000_000] {
                    let got = history.summary(after: time - window, through: time)
                    let want = Self.reference(kept, after: time - window, through: time)
                    #expect(got == want, "index \(index), window \(window)")
                }
                // Only kept samples count: a window reaching past the kept span sees just those.
                #expect(history.summary(after: time - 10 * keep, through: time)?.count == kept.count)
            }
        }
        history.removeAll()
        #expect(history.isEmpty)
        #expect(history.last == nil)
        #expect(history.summary(after: 0, through: .max) == nil)
    }

    @Test("The statistics: mean, sample σ, the line's value at the window's end and the scatter about it")
    func statisticsOfAKnownWindow() throws {
        var history = PressureHistory()
        // 1000 Pa + 2 Pa/s at t = −4…0 s, with ±0.5 Pa alternating about the line.
        for k in 0...4 {
            let t = Double(k - 4)
            history.append(
                .init(timeNanoseconds: Int64(k) * 1_000_000_000, pressurePa: 1_000 + 2 * t + (k % 2 == 0 ? 0.5 : -0.5)),
                keepNanoseconds: 60_000_000_000)
        }
        let summary = try #require(history.summary(after: -1, through: 4_000_000_000))
        #expect(summary.count == 5)
        #expect(abs(summary.meanPa - 996.1) < 1e-9)
        #expect(abs(summary.endPa - 1_000.1) < 1e-9)  // the fitted line at t = 0 (the ± pattern tilts it)
        #expect(abs(summary.sampleStdPa - 3.209_361_307_176_243) < 1e-9)
        #expect(abs(summary.residualStdPa - 0.632_455_532_033_688) < 1e-9)  // √(1.2 Pa² / 3)
        // Two samples: no line, the end is the mean.
        let two = try #require(history.summary(after: 2_000_000_000, through: 4_000_000_000))
        #expect(two.count == 2 && two.endPa == two.meanPa)
    }

    @Test("The ring's capacity stays within a sixteenth (plus 64 slots) of its window, not the power of two above")
    func capacityBoundedByWindow() {
        var history = PressureHistory()
        let keep: Int64 = 130_000_000_000  // the engine's default history
        var mostKept = 0
        var all: [PressureHistory.Entry] = []
        for index in 0..<(25 * 600) {  // 25 Hz for 10 minutes
            let time = Int64(index) * 40_000_000
            let entry = PressureHistory.Entry(timeNanoseconds: time, pressurePa: 101_000 + Double(index % 17))
            history.append(entry, keepNanoseconds: keep)
            all.append(entry)
            if index % 500 == 0 || index == 25 * 600 - 1 {
                let kept = all.reduce(0) { $0 + ($1.timeNanoseconds >= time - keep ? 1 : 0) }
                mostKept = max(mostKept, kept)
                #expect(history.summary(after: time - 10 * keep, through: time)?.count == kept)
            }
        }
        // 130 s at 25 Hz: 3 251 entries; a power-of-two ring would hold 4 096 slots.
        #expect(mostKept == 3_251)
        #expect(history.capacity >= mostKept)
        #expect(history.capacity <= mostKept + mostKept / 16 + PressureHistory.minimumGrowth)
        #expect(history.capacity < 4_096)
    }
}
