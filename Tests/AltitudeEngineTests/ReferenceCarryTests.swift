import AssistanceProtocol
import Foundation
import Testing

@testable import AltitudeEngine

@Suite("Reference carry: a still phone keeps a certain reference through uncertain replies")
struct ReferenceCarryTests {
    struct Outcome {
        /// Largest |height error| while the replies are wrong and uncertain, m.
        var worstDuringFrontMeters: Double
        /// The reference σ of the last context during the front and at the end, Pa.
        var sigmaDuringFrontPa: Double
        var sigmaAtEndPa: Double
        /// Share of contexts after the front's first refetch whose |height error| ≤ the reported u90.
        var coveredDuringFront: Double
    }

    /// 5 min of good replies (σ 4 Pa), 10 min of replies `wrongByPa` (60 Pa) wrong with σ
    /// `claimedSigmaPa` (80 Pa: a front between the stations), then 10 min of good replies again.
    /// Labels every 5 s from `label`.
    static func run(
        carry: Bool = true, wrongByPa: Double = 60, claimedSigmaPa: Double = 80, disagreementGateSigmas: Double? = nil,
        label: @escaping (Int) -> ActivityKind = { _ in .still }
    ) -> Outcome {
        var configuration = EngineConfiguration()
        configuration.referenceCarryEnabled = carry
        if let disagreementGateSigmas { configuration.referenceDisagreementGateSigmas = disagreementGateSigmas }
        let h = Harness(configuration: configuration)
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let frontStart = h.now + 300 * second
        let frontEnd = frontStart + 600 * second
        let end = frontEnd + 600 * second
        var outcome = Outcome(
            worstDuringFrontMeters: 0, sigmaDuringFrontPa: .nan, sigmaAtEndPa: .nan, coveredDuringFront: .nan)
        var labels = 0
        var covered = 0
        var counted = 0
        while h.now < end {
            if (h.now - t0) % (5 * second) == 0 {
                h.engine.ingestActivity(
                    ActivitySample(kind: label(labels), confidence: 0.9, timestampNanoseconds: h.now))
                labels += 1
            }
            let inFront = h.now >= frontStart && h.now < frontEnd
            h.assistance.referencePressureErrorPa = inFront ? wrongByPa : 0
            h.assistance.referencePressureUncertaintyPa = inFront ? claimedSigmaPa : 4
            h.run(for: second)
            guard let context = h.recorder.contexts.last, let height = context.height else { continue }
            if h.now > frontStart + 130 * second && h.now < frontEnd {
                let errorMeters = abs(height - (TestWorld.terrainHAE + 1))
                outcome.worstDuringFrontMeters = max(outcome.worstDuringFrontMeters, errorMeters)
                outcome.sigmaDuringFrontPa = context.referencePressureUncertaintyPa ?? .nan
                counted += 1
                if let u90 = context.heightUncertainty, errorMeters <= u90 { covered += 1 }
            }
            outcome.sigmaAtEndPa = context.referencePressureUncertaintyPa ?? .nan
        }
        outcome.coveredDuringFront = counted > 0 ? Double(covered) / Double(counted) : .nan
        return outcome
    }

    @Test("a still phone keeps its height and a small σ through the front; without the carry it follows the replies")
    func stillPhoneCarries() {
        let carried = Self.run()
        let adopted = Self.run(carry: false)
        #expect(carried.worstDuringFrontMeters < 1.0)
        #expect(carried.sigmaDuringFrontPa < 30)
        #expect(adopted.worstDuringFrontMeters > 4.0)
        #expect(abs(adopted.sigmaDuringFrontPa - 80) < 1)
    }

    @Test(
        "along a chain of carries the phone's wander counts once: σ grows by the track's σ per carry, not the wander's")
    func chainCountsTheWanderOnce() {
        let carried = Self.run()
        // 4 Pa reply + 4 Pa wander once + ≈ 5 carries × (1 Pa track, ≈ 1.2 Pa drift): ≈ 6.6 Pa;
        // counting the wander at every carry would give ≈ 10 Pa.
        #expect(carried.sigmaDuringFrontPa < 8, "\(carried.sigmaDuringFrontPa)")
        #expect(carried.sigmaDuringFrontPa > (4.0 * 4 + 4 * 4).squareRoot())
    }

    @Test("once the replies are as certain as the carried reference again, they are adopted")
    func carryEndsAfterTheFront() {
        let carried = Self.run()
        #expect(abs(carried.sigmaAtEndPa - 4) < 0.5)  // the reply's 4 Pa (+ its age drift)
    }

    @Test("a walking phone adopts every reply (its pressure is not the weather)")
    func movingPhoneAdopts() {
        let walking = Self.run(label: { _ in .walking })
        #expect(abs(walking.sigmaDuringFrontPa - 80) < 1)
    }

    @Test("one wrong label in four does not break the still chain: the carry holds")
    func occasionalMislabelKeepsTheCarry() {
        let mislabelled = Self.run(label: { $0 % 4 == 3 ? .running : .still })
        #expect(mislabelled.worstDuringFrontMeters < 1.0)
        #expect(mislabelled.sigmaDuringFrontPa < 30)
    }

    @Test(
        "a reply that jumps 30 Pa off the carried reference while claiming 4 Pa (a storm's peak extrapolated) takes the jump into its σ; later replies that stay as wrong are consistent and cannot be caught"
    )
    func overconfidentJumpIsWidened() {
        let checked = Self.run(wrongByPa: 30, claimedSigmaPa: 4)
        let unchecked = Self.run(wrongByPa: 30, claimedSigmaPa: 4, disagreementGateSigmas: 0)
        // Unchecked, every context of the wrong stretch has ≈ 2.5 m of error; the only widening
        // is the reference innovation's (the jump off the previous reply's prediction, kept for
        // that reply and the next: `ReferenceInnovation`), so part of the stretch is covered and
        // the rest is not. Checked, the first wrong reply is also widened to √(4² + 30²) Pa; the
        // replies after it agree with the first one carried, so the engine — like any check of
        // replies against each other — adopts them as they claim.
        #expect(unchecked.coveredDuringFront > 0.08, "\(unchecked.coveredDuringFront)")
        #expect(unchecked.coveredDuringFront < 0.9, "\(unchecked.coveredDuringFront)")
        #expect(unchecked.worstDuringFrontMeters > 2)
        #expect(checked.coveredDuringFront > 0.08, "\(checked.coveredDuringFront)")
        #expect(abs(checked.sigmaDuringFrontPa - 4) < 0.5, "\(checked.sigmaDuringFrontPa)")
    }

    @Test("a carried reference that the reply contradicts keeps its value and takes the difference into its σ")
    func carriedReferenceIsWidenedToo() {
        // Replies 60 Pa wrong claiming 10 Pa: the carry (≈ 6 Pa) is the more certain and is kept,
        // and each reply differs from it by ≈ 60 Pa, far beyond 3 σ of the difference.
        let checked = Self.run(wrongByPa: 60, claimedSigmaPa: 10)
        let unchecked = Self.run(wrongByPa: 60, claimedSigmaPa: 10, disagreementGateSigmas: 0)
        #expect(checked.worstDuringFrontMeters < 1.0)
        #expect(checked.sigmaDuringFrontPa > 55, "\(checked.sigmaDuringFrontPa)")
        #expect(unchecked.worstDuringFrontMeters < 1.0)
        #expect(unchecked.sigmaDuringFrontPa < 10, "\(unchecked.sigmaDuringFrontPa)")
    }

    @Test("consistent replies are not widened; a walking phone has nothing to check them against")
    func consistentRepliesAndWalkersKeepTheirSigma() {
        let consistent = Self.run(wrongByPa: 0, claimedSigmaPa: 4)
        #expect(abs(consistent.sigmaDuringFrontPa - 4) < 0.5, "\(consistent.sigmaDuringFrontPa)")
        let walking = Self.run(wrongByPa: 30, claimedSigmaPa: 4, label: { _ in .walking })
        #expect(abs(walking.sigmaDuringFrontPa - 4) < 0.5, "\(walking.sigmaDuringFrontPa)")
    }

    @Test(
        "the disagreement gate: within 3 σ of the difference nothing changes, beyond it the difference is added in quadrature"
    )
    func disagreementGate() {
        var reply = AssistanceResponse(requestID: 1, status: .delivered)
        reply.referencePressurePa = 101_000
        reply.referencePressureUncertaintyPa = 4
        // σ of the difference √(4² + 3²) = 5 Pa: the gate is at 15 Pa.
        #expect(AltitudeEngine.disagreementPa(reply: reply, carriedPa: 101_014, carriedSigmaPa: 3, gateSigmas: 3) == 0)
        #expect(AltitudeEngine.disagreementPa(reply: reply, carriedPa: 100_984, carriedSigmaPa: 3, gateSigmas: 3) == 16)
        #expect(AltitudeEngine.disagreementPa(reply: reply, carriedPa: 100_984, carriedSigmaPa: 3, gateSigmas: 0) == 0)
        #expect(AltitudeEngine.disagreementPa(reply: reply, carriedPa: .nan, carriedSigmaPa: 3, gateSigmas: 3) == 0)
    }

    @Test(
        "with a context every 30 s, a chain of carries keeps up with a steady weather fall (each carry continues from the chain point the last one reached)"
    )
    func carriesKeepUpBetweenSparseContexts() {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .thirtySeconds) { _, _ in }
        // The weather falls 0.05 Pa/s at the reference level (90 Pa in 30 min, a front's
        // approach); the phone sees it scaled to its own pressure. After 5 min the replies are
        // 60 Pa wrong with σ 80 Pa, so the still phone carries its reference from then on.
        let start = h.now
        let rate = -0.05
        let phoneScale = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1) / TestWorld.referencePressure
        func weatherPa(_ t: Int64) -> Double { rate * Double(t - start) / 1e9 }
        h.pressureDisturbance = { weatherPa($0) * phoneScale }
        var meanErrorMeters: [Double] = [0, 0]
        var counts = [0, 0]
        while h.now < start + 1_800 * second {
            if (h.now - t0) % (5 * second) == 0 {
                h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.9, timestampNanoseconds: h.now))
            }
            let wrong = h.now >= start + 300 * second
            h.assistance.referencePressureErrorPa = weatherPa(h.now) + (wrong ? 60 : 0)
            h.assistance.referencePressureUncertaintyPa = wrong ? 80 : 4
            h.run(for: second)
            // Mean error over minutes 8…16 and 22…30 (four carries each), at each context.
            let minutes = Double(h.now - start) / 60e9
            let window = minutes > 8 && minutes <= 16 ? 0 : minutes > 22 ? 1 : nil
            if let window, (h.now - start) % (30 * second) == 0, let height = h.recorder.contexts.last?.height {
                meanErrorMeters[window] += height - (TestWorld.terrainHAE + 1)
                counts[window] += 1
            }
        }
        let early = meanErrorMeters[0] / Double(max(1, counts[0]))
        let late = meanErrorMeters[1] / Double(max(1, counts[1]))
        #expect(h.recorder.contexts.last?.referencePressureUncertaintyPa ?? 80 < 30, "the reference was carried")
        // Between carries the reference is held (the fall is below the tracking's 0.1 Pa/s), a
        // constant lag of ≈ 0.3 m; across carries the lag must not grow. Counting each carry from
        // the fetch instead of the chain point the last one reached dropped the fall between the
        // last context and the reply at every carry: 0.34 m → 0.52 m from the first window to
        // the second.
        #expect(abs(late - early) < 0.05, "\(early) m → \(late) m")
    }
}
