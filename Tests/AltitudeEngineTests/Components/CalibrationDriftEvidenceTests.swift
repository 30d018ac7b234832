import AltitudeSimTestSupport
import Foundation
import Testing

@testable import AltitudeEngine

@Suite("CalibrationDriftEvidence: a drift rate from the background checks' disagreements")
struct CalibrationDriftEvidenceTests {
    private static let hour: Int64 = 3_600_000_000_000
    private static let day = 86_400.0

    /// Hourly checks for `hours` against one calibration made at 0: disagreement `rate·age + noise`.
    private static func evidence(ratePaPerDay: Double, noisePa: Double, hours: Int, seed: UInt64)
        -> CalibrationDriftEvidence
    {
        var rng = SplitMix64(seed: seed)
        var evidence = CalibrationDriftEvidence()
        for h in 1...hours {
            let age = Int64(h) * hour
            let d = ratePaPerDay * Double(age) / 1e9 / day + noisePa * rng.gaussian()
            evidence.add(
                disagreementPa: d, variancePa2: noisePa * noisePa, ageNanoseconds: age, nowNanoseconds: age)
        }
        return evidence
    }

    @Test("a part drifting 25 Pa/day is established within a day, its rate found")
    func drift() throws {
        let evidence = Self.evidence(ratePaPerDay: 25, noisePa: 4, hours: 24, seed: 1)
        let rate = try #require(evidence.establishedRate)
        #expect(abs(rate.paPerSecond * Self.day - 25) < 3)
        #expect(abs(evidence.offsetChangePa(ageNanoseconds: 24 * Self.hour) - 25) < 3)
        #expect(evidence.variancePa2(ageNanoseconds: 24 * Self.hour) > 0)
    }

    @Test("a part that does not drift never establishes a rate", arguments: UInt64(1)...20)
    func noDrift(seed: UInt64) {
        let evidence = Self.evidence(ratePaPerDay: 0, noisePa: 4, hours: 96, seed: seed)
        #expect(evidence.establishedRate == nil)
        #expect(evidence.offsetChangePa(ageNanoseconds: 24 * Self.hour) == 0)
        #expect(evidence.variancePa2(ageNanoseconds: 24 * Self.hour) == 0)
    }

    @Test("one check on a balcony (36 Pa off) among agreeing ones is not a drift")
    func outlier() {
        var evidence = CalibrationDriftEvidence()
        for h in 1...12 {
            let age = Int64(h) * Self.hour
            evidence.add(
                disagreementPa: h == 2 ? -36 : 0, variancePa2: 16, ageNanoseconds: age, nowNanoseconds: age)
        }
        #expect(evidence.establishedRate == nil)
    }

    @Test("checks closer than an hour add nothing (they share their reference error)")
    func thinning() {
        var evidence = CalibrationDriftEvidence()
        evidence.add(disagreementPa: 1, variancePa2: 16, ageNanoseconds: Self.hour, nowNanoseconds: Self.hour)
        evidence.add(
            disagreementPa: 9, variancePa2: 16, ageNanoseconds: Self.hour + 60_000_000_000,
            nowNanoseconds: Self.hour + 60_000_000_000)
        #expect(evidence.checks == 1)
    }
}
