import AltitudeSimTestSupport
import Foundation
import Testing

@testable import AltitudeEngine

@Suite("Pressure filter: a transient is held for its whole length within the window, a lasting step is accepted")
struct PressureFilterStateTests {
    private static let configuration = EngineConfiguration()
    private static let basePa = 100_000.0
    /// 25 Hz, the library phones' barometer rate.
    private static let periodNanoseconds: Int64 = 40_000_000
    private static let stepAtNanoseconds: Int64 = 20_000_000_000

    /// A door slam as the simulator draws it (`PressureTransient.door`): `magnitudePa` for
    /// `seconds`, then recovering with a 1 s time constant.
    static func slam(magnitudePa: Double, seconds: Double) -> (Int64) -> Double {
        { t in
            let s = Double(t - stepAtNanoseconds) / 1e9
            guard s >= 0 else { return 0 }
            return s < seconds ? magnitudePa : magnitudePa * exp(-(s - seconds))
        }
    }

    /// What the filters made of 0.5 Pa-noise samples of `basePa + offset(t)` over `seconds`.
    struct Outcome {
        var filters: SampleFilters
        /// Whether 836 was pending at any sample before the step.
        var warnedBeforeStep = false
        /// How many samples were held / accepted after dropping held ones.
        var heldCount = 0
        var droppedCount = 0
        /// The largest distance of a sample accepted as it came from the base level, Pa.
        var largestAcceptedOffsetPa = 0.0
    }

    static func run(_ offset: (Int64) -> Double, seconds: Int64 = 40, seed: UInt64 = 7) -> Outcome {
        var outcome = Outcome(filters: SampleFilters(configuration: configuration))
        outcome.filters.enable([.pressure])
        var random = SplitMix64(seed: seed)
        var t: Int64 = 0
        while t <= seconds * 1_000_000_000 {
            let entry = PressureHistory.Entry(
                timeNanoseconds: t, pressurePa: basePa + offset(t) + 0.5 * random.gaussian())
            switch outcome.filters.ingest(entry, nowNanoseconds: t, userIsStill: { false }) {
            case .held: outcome.heldCount += 1
            case .accepted(_, let dropped):
                outcome.droppedCount += dropped
                outcome.largestAcceptedOffsetPa = max(outcome.largestAcceptedOffsetPa, abs(entry.pressurePa - basePa))
            case .rejected: Issue.record("sample at \(t) ns refused")
            }
            if t < stepAtNanoseconds, outcome.filters.warning != .none { outcome.warnedBeforeStep = true }
            t += periodNanoseconds
        }
        return outcome
    }

    @Test(
        "slams of 0.04…7 s and ±17…50 Pa: no sample of the slam reaches the history, one 836 when it has returned",
        arguments: [0.04, 0.5, 1, 2, 3, 5, 6, 7], [17.0, 30, 50, -30])
    func slamHeldWholly(seconds: Double, magnitudePa: Double) {
        let outcome = Self.run(Self.slam(magnitudePa: magnitudePa, seconds: seconds))
        #expect(!outcome.warnedBeforeStep)
        #expect(outcome.filters.warning == .highPressureChange)
        #expect(outcome.heldCount > 0 && outcome.droppedCount == outcome.heldCount)
        #expect(!outcome.filters.pressureFilter.holdsSuspectLevel)
        // Only the recovery's last few pascals (≤ the 3 Pa return tolerance) and noise (+ 3 σ of
        // its 0.5 Pa) get through.
        #expect(outcome.largestAcceptedOffsetPa <= Self.configuration.pressureFilterReturnTolerancePa + 1.5)
    }

    @Test("a lasting step (a door step into a heated building, ±27…120 Pa) is accepted whole after the window, no 836")
    func lastingStepAccepted() {
        for magnitude in [27.0, -27, 60, 120] {
            let outcome = Self.run({ t in t >= Self.stepAtNanoseconds ? magnitude : 0 })
            #expect(outcome.filters.warning == .none, "step \(magnitude) Pa")
            #expect(outcome.droppedCount == 0)
            // The held samples joined the history: every 40 ms of the step is there.
            let window = Self.configuration.pressureFilterTransientWindowNanoseconds
            let held = outcome.filters.pressureHistory.summary(
                after: Self.stepAtNanoseconds - 1, through: Self.stepAtNanoseconds + window)
            #expect(held?.count == Int(window / Self.periodNanoseconds) + 1, "step \(magnitude) Pa")
            #expect(abs((held?.meanPa ?? 0) - Self.basePa - magnitude) < 0.5)
        }
    }

    @Test("a step that outlasts the window is accepted at the window's end even if it returns later")
    func beyondWindow() {
        let outcome = Self.run(Self.slam(magnitudePa: 30, seconds: 12))
        #expect(outcome.filters.warning == .none && outcome.droppedCount == 0)
        let end = Self.stepAtNanoseconds + Self.configuration.pressureFilterTransientWindowNanoseconds
        let level = outcome.filters.pressureHistory.summary(after: end - 1_000_000_000, through: end)
        #expect(abs((level?.meanPa ?? 0) - Self.basePa - 30) < 0.5)
    }

    @Test("a real change of height is followed: a 10 m/s elevator and a stair walk never open a suspect level")
    func heightChangesFollowed() {
        for metersPerSecond in [10.0, -10, 0.3, -0.3] {
            let outcome = Self.run({ t in
                let s = max(0, min(Double(t - Self.stepAtNanoseconds) / 1e9, 15))
                return -12.5 * metersPerSecond * s
            })
            #expect(outcome.heldCount == 0 && outcome.filters.warning == .none, "\(metersPerSecond) m/s")
        }
    }

    @Test("a gap longer than the reset gap starts the filter afresh: what it held is dropped without a warning")
    func gapResets() {
        var filters = SampleFilters(configuration: Self.configuration)
        filters.enable([.pressure])
        let entries: [(Int64, Double)] = [(0, 100_000), (1, 100_000), (2, 100_100), (15, 100_100), (16, 100_100)]
        var verdicts: [SampleFilters.Verdict] = []
        for (seconds, pressure) in entries {
            let t = seconds * 1_000_000_000
            verdicts.append(
                filters.ingest(
                    .init(timeNanoseconds: t, pressurePa: pressure), nowNanoseconds: t, userIsStill: { false })
            )
        }
        #expect(verdicts[2] == .held)
        #expect(verdicts[3] == .accepted(firstSample: false, droppedHeld: 0))
        #expect(filters.warning == .none && filters.pressureHistory.last?.pressurePa == 100_100)
    }
}

@Suite("Pressure filter state: fresh until it judges a sample")
struct PressureFilterFreshnessTests {
    @Test("A new state is fresh; one that judged a sample is not, until it is replaced")
    func freshness() {
        let configuration = EngineConfiguration()
        var state = PressureFilterState()
        #expect(state.isFresh)
        _ = state.judge(
            PressureHistory.Entry(timeNanoseconds: 1_000_000_000, pressurePa: 100_000), configuration: configuration)
        #expect(!state.isFresh)
        state = PressureFilterState()
        #expect(state.isFresh)
        state.acceptedLevelPa = -0.0
        #expect(!state.isFresh, "-0 is not the fresh state's +0, bit for bit")
    }
}
