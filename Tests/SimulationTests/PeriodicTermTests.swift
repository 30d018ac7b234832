import Foundation
import Noise
import Testing

@testable import Simulation

@Suite("Periodic weather terms (tide, diurnal cycle)")
struct PeriodicTermTests {
    /// The largest |table − cos| over `count` random instants within two days of midnight.
    func maximumError(_ term: PeriodicTerm, count: Int = 200_000) -> Double {
        let stream = NoiseRoot(seed: 9).stream(named: "test.instants")
        var worst = 0.0
        for _ in 0..<count {
            let time = midnightNanoseconds + Int64(stream.uniform() * 2 * 86_400e9)
            worst = max(worst, abs(term.value(atNanoseconds: time) - term.exactValue(atNanoseconds: time)))
        }
        return worst
    }

    @Test("The tide table is within 0.01 Pa of cos (and within its stated bound) at any instant")
    func tideError() {
        for amplitude in [50.0, 100, 1_000, 10_000] {
            let tide = PeriodicTerm(
                amplitude: amplitude, periodHours: 12, maximumAtLocalHour: 10, solarTimeOffsetSeconds: 2_000)
            #expect(tide.usesTable)
            let error = maximumError(tide)
            #expect(error < 0.01)
            #expect(error <= PeriodicTerm.errorBound(amplitude: amplitude) * 1.0001 + 1e-9)
        }
        #expect(PeriodicTerm.errorBound(amplitude: 50) < 4e-6)
    }

    @Test("The diurnal temperature table is within 1e-6 K of cos")
    func diurnalError() {
        let diurnal = PeriodicTerm(
            amplitude: 5, periodHours: 24, maximumAtLocalHour: 15, solarTimeOffsetSeconds: -3_600)
        #expect(maximumError(diurnal) < 1e-6)
    }

    @Test("Extremes and zero crossings come out exactly; a huge amplitude falls back to cos")
    func exactPoints() {
        let tide = PeriodicTerm(amplitude: 100, periodHours: 12, maximumAtLocalHour: 0, solarTimeOffsetSeconds: 0)
        #expect(tide.value(atNanoseconds: midnightNanoseconds) == 100)
        #expect(tide.value(atNanoseconds: midnightNanoseconds + 6 * 3_600 * second) == -100)
        #expect(tide.value(atNanoseconds: midnightNanoseconds + 3 * 3_600 * second) == 0)
        let huge = PeriodicTerm(amplitude: 1e6, periodHours: 12, maximumAtLocalHour: 3, solarTimeOffsetSeconds: 0)
        #expect(!huge.usesTable)
        let time = midnightNanoseconds + 12_345 * second
        #expect(huge.value(atNanoseconds: time) == huge.exactValue(atNanoseconds: time))
    }
}
