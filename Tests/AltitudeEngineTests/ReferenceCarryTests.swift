import AltitudeEngine
import Foundation
import Testing

@Suite("Reference carry: a still phone keeps a certain reference through uncertain replies")
struct ReferenceCarryTests {
    struct Outcome {
        /// Largest |height error| while the replies are wrong and uncertain, m.
        var worstDuringFrontMeters: Double
        /// The reference σ of the last context during the front and at the end, Pa.
        var sigmaDuringFrontPa: Double
        var sigmaAtEndPa: Double
    }

    /// 5 min of good replies (σ 4 Pa), 10 min of replies 60 Pa wrong with σ 80 Pa (a front
    /// between the stations), then 10 min of good replies again. Labels every 5 s from `label`.
    static func run(carry: Bool = true, label: @escaping (Int) -> ActivityKind = { _ in .still }) -> Outcome {
        var configuration = EngineConfiguration()
        configuration.referenceCarryEnabled = carry
        let h = Harness(configuration: configuration)
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let frontStart = h.now + 300 * second, frontEnd = frontStart + 600 * second, end = frontEnd + 600 * second
        var outcome = Outcome(worstDuringFrontMeters: 0, sigmaDuringFrontPa: .nan, sigmaAtEndPa: .nan)
        var labels = 0
        while h.now < end {
            if (h.now - t0) % (5 * second) == 0 {
                h.engine.ingestActivity(ActivitySample(kind: label(labels), confidence: 0.9, timestampNanoseconds: h.now))
                labels += 1
            }
            let inFront = h.now >= frontStart && h.now < frontEnd
            h.assistance.referencePressureErrorPa = inFront ? 60 : 0
            h.assistance.referencePressureUncertaintyPa = inFront ? 80 : 4
            h.run(for: second)
            guard let context = h.recorder.contexts.last, let height = context.height else { continue }
            if h.now > frontStart + 130 * second && h.now < frontEnd {
                outcome.worstDuringFrontMeters = max(outcome.worstDuringFrontMeters, abs(height - (TestWorld.terrainHAE + 1)))
                outcome.sigmaDuringFrontPa = context.referencePressureUncertaintyPa ?? .nan
            }
            outcome.sigmaAtEndPa = context.referencePressureUncertaintyPa ?? .nan
        }
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

    @Test("along a chain of carries the phone's wander counts once: σ grows by the track's σ per carry, not the wander's")
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
}
