import Foundation

/// Watches the barometer stream for a frozen sensor: a run of bit-identical readings longer than
/// the stream's own noise makes plausible (Docs/engine.md, "A frozen barometer").
///
/// A live barometer's readings carry noise: white noise of 0.1…3.2 Pa RMS for phone parts
/// (Docs/reference/physics.md, "Phone barometers") against a resolution of 0.01…1 Pa, so two
/// consecutive readings are equal now and then, and a long run of equal readings is improbable.
/// How improbable depends on the part and its driver (a BMP581 read through a driver that rounds
/// to 0.5 Pa repeats its value most of the time; a BMP390 at 0.01 Pa almost never), so the
/// threshold is derived from the stream itself: the repeat probability r of consecutive readings
/// is learned from the runs the stream has completed (a Beta(1, 1) prior updated with the pairs
/// seen, exponentially forgotten over `memoryPairs`), and a run of n equal readings is a fault
/// once its posterior predictive probability `E[r^(n−1)]` falls below `falseAlarmProbability`
/// and the run is longer than `longestRunMultiple` × the longest live run seen. Only streams whose
/// noise exceeds their resolution are judged (repeat probability ≤ `maximumJudgedRepeatProbability`;
/// for white noise σ and resolution q it is ≈ q / (√(4π)·σ)): a coarser stream's still reading
/// stays put legitimately, in clumps a per-pair rate understates, and cannot tell a fault from a
/// still phone. Before the stream has shown any change the posterior is the flat prior: nothing
/// is ever called frozen that early.
///
/// The runs declared frozen do not teach the rate (a fault must not make the next fault look
/// normal). Pure value type: no clock, no randomness; fed in time order.
struct PressureStreamWatch: Hashable {
    /// The chance, per run, of calling a live stream frozen (10⁻⁹: at 25 Hz a week holds
    /// 1.5·10⁷ readings, so a live phone is called frozen about once in 70 weeks at most).
    var falseAlarmProbability = 1e-9
    /// Pairs of readings the learned repeat rate remembers (≈ 1 min at 25 Hz).
    var memoryPairs = 1_500.0
    /// A run is a fault only when longer than this many times the longest live run seen.
    var longestRunMultiple = 2.0
    /// Streams whose readings repeat more often than this are never judged: their noise is below
    /// their resolution, so a still phone's reading legitimately stays put for as long as it is
    /// still, and runs come in clumps the per-pair rate cannot describe (`q ≳ 1.8 σ`).
    var maximumJudgedRepeatProbability = 0.5

    /// The value of the current run of equal readings (its bit pattern), Pa.
    private(set) var runValuePa: Double?
    /// When the current run began: the time of its first reading, ns.
    private(set) var runStartNanoseconds: Int64 = 0
    /// Readings in the current run.
    private(set) var runCount = 0
    /// Consecutive pairs seen in completed live runs (forgotten over `memoryPairs`).
    private(set) var pairs = 0.0
    /// ... of which the two readings were equal.
    private(set) var repeats = 0.0
    /// The longest completed live run, readings.
    private(set) var longestLiveRun = 1
    /// Whether the current run was declared frozen (it then stays so until the value changes).
    private(set) var frozen = false
    /// `log E[r^k]` for the current run's k repeats so far (updated one factor per reading).
    private var runLogProbability = 0.0

    /// Takes one accepted reading at `timeNanoseconds`.
    mutating func observe(pressurePa: Double, timeNanoseconds: Int64) {
        if let runValuePa, runValuePa.bitPattern == pressurePa.bitPattern {
            runCount += 1
            if !frozen {
                runLogProbability += log(Self.factor(repeats: repeats, pairs: pairs, index: runCount - 2))
                if runIsImprobable() { frozen = true }
            }
            return
        }
        if runValuePa != nil, !frozen { learn(runLength: runCount) }
        runValuePa = pressurePa
        runStartNanoseconds = timeNanoseconds
        runCount = 1
        runLogProbability = 0
        frozen = false
    }

    /// When the stream froze — the first reading of the frozen run, ns — or `nil` while it moves.
    var frozenSinceNanoseconds: Int64? { frozen ? runStartNanoseconds : nil }

    /// The posterior mean of the repeat probability (Beta(1 + repeats, 1 + changes)).
    var repeatProbability: Double { (1 + repeats) / (2 + pairs) }

    /// `E[r^k]` under the posterior, k = the current run's repeats: the probability that a live
    /// stream with this record repeats its value k times in a row.
    func liveRunProbability(repeatsInRun k: Int) -> Double {
        // Beta(a, b): E[r^k] = Π_{i<k} (a + i) / (a + b + i), summed as logarithms.
        var logProbability = 0.0
        for i in 0..<max(0, k) {
            logProbability += log(Self.factor(repeats: repeats, pairs: pairs, index: i))
            if logProbability < -700 { break }
        }
        return exp(logProbability)
    }

    /// The i-th factor of `E[r^k]` under Beta(1 + repeats, 1 + pairs − repeats).
    private static func factor(repeats: Double, pairs: Double, index i: Int) -> Double {
        (1 + repeats + Double(i)) / (2 + pairs + Double(i))
    }

    /// Whether the current run is too long for a live stream.
    private func runIsImprobable() -> Bool {
        guard Double(runCount) > longestRunMultiple * Double(longestLiveRun),
            repeatProbability <= maximumJudgedRepeatProbability
        else { return false }
        return runLogProbability < log(falseAlarmProbability)
    }

    /// Adds a completed live run of `runLength` readings: `runLength − 1` equal pairs and the
    /// change that ended it, the older pairs forgotten by `(1 − 1/memoryPairs)` per pair.
    private mutating func learn(runLength: Int) {
        let n = Double(runLength)
        // A noisy stream's runs are mostly single readings; pow(x, 1) is x exactly (glibc's pow is
        // within 0.52 ulp, and x is representable), so that case skips the call.
        let perPair = 1 - 1 / memoryPairs
        let keep = runLength == 1 ? perPair : pow(perPair, n)
        pairs = pairs * keep + n
        repeats = repeats * keep + (n - 1)
        longestLiveRun = max(longestLiveRun, runLength)
    }

    /// Forgets the current run (the engine stopped: the next reading starts afresh); what was
    /// learned about the stream stays.
    mutating func resetRun() {
        runValuePa = nil
        runCount = 0
        runLogProbability = 0
        frozen = false
    }
}
