@testable import AltitudeEngine
import Testing

@Suite("Pressure history: the ring buffer of accepted samples")
struct PressureHistoryTests {
    /// The window statistics computed the plain way over an array, newest first (the same
    /// arithmetic in the same order as `summary`, so the results must match bit for bit).
    static func reference(_ entries: [PressureHistory.Entry], after from: Int64, through: Int64) -> PressureHistory.Summary? {
        var count = 0
        var mean = 0.0, m2 = 0.0, meanT = 0.0, ctt = 0.0, ctp = 0.0
        for entry in entries.reversed() where entry.timeNanoseconds > from && entry.timeNanoseconds <= through {
            count += 1
            let n = Double(count)
            let t = Double(entry.timeNanoseconds - through) / 1e9
            let delta = entry.pressurePa - mean
            let deltaT = t - meanT
            mean += delta / n
            meanT += deltaT / n
            m2 += delta * (entry.pressurePa - mean)
            ctt += deltaT * (t - meanT)
            ctp += deltaT * (entry.pressurePa - mean)
        }
        guard count > 0 else { return nil }
        let std = count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0
        guard count >= 3, ctt > 0 else { return .init(meanPa: mean, sampleStdPa: std, count: count) }
        let slope = ctp / ctt
        let residual = max(0, m2 - slope * ctp) / Double(count - 2)
        return .init(meanPa: mean, sampleStdPa: std, count: count, endPa: mean - slope * meanT,
                     residualStdPa: residual.squareRoot())
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
            let time = Int64(index) * 40_000_000 + jitter    // 25 Hz, increasing
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
}
