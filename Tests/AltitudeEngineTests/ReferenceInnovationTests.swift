import AltitudeEngine
import Testing

@Suite("Reference innovation between replies")
struct ReferenceInnovationTests {
    @Test("a reply within its predicted σ adds nothing (calm weather)")
    func calm() {
        let record = ReferenceInnovation.none.updated(
            currentPa: 100_004, currentSigmaPa: 3, predictedPa: 100_000, predictedSigmaPa: 3)
        #expect(record.addedVariancePa2 == 0)
    }

    @Test("a storm's 50 Pa miss adds its excess: 50² − (3² + 4²) Pa², kept for one more reply")
    func storm() {
        let first = ReferenceInnovation.none.updated(
            currentPa: 100_050, currentSigmaPa: 3, predictedPa: 100_000, predictedSigmaPa: 4)
        #expect(abs(first.addedVariancePa2 - (2_500 - 25)) < 1e-9)
        // The next reply lands on its prediction: the previous miss still counts (one draw of
        // the lag is not enough to say the weather has calmed down), the one after does not.
        let second = first.updated(currentPa: 100_100, currentSigmaPa: 3, predictedPa: 100_100, predictedSigmaPa: 4)
        #expect(abs(second.addedVariancePa2 - (2_500 - 25)) < 1e-9)
        let third = second.updated(currentPa: 100_100, currentSigmaPa: 3, predictedPa: 100_100, predictedSigmaPa: 4)
        #expect(third.addedVariancePa2 == 0)
        // Either sign of miss counts the same.
        let falling = ReferenceInnovation.none.updated(
            currentPa: 99_950, currentSigmaPa: 3, predictedPa: 100_000, predictedSigmaPa: 4)
        #expect(falling.addedVariancePa2 == first.addedVariancePa2)
    }

    @Test("non-finite numbers are no evidence")
    func badNumbers() {
        let first = ReferenceInnovation.none.updated(
            currentPa: 100_050, currentSigmaPa: 3, predictedPa: 100_000, predictedSigmaPa: 4)
        let bad = first.updated(currentPa: .nan, currentSigmaPa: 3, predictedPa: 100_000, predictedSigmaPa: 4)
        #expect(bad.latestExcessVariancePa2 == 0)
        #expect(bad.addedVariancePa2 == first.latestExcessVariancePa2)
        let infinite = ReferenceInnovation.none.updated(
            currentPa: 100_000, currentSigmaPa: .infinity, predictedPa: 100_000, predictedSigmaPa: 4)
        #expect(infinite.addedVariancePa2 == 0)
    }
}
