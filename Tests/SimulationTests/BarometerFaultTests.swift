import Foundation
import Noise
import Simulation
import Testing

/// Each barometer fault acts inside its window and nowhere else: outside the window every
/// reading equals the fault-free model's with the same seed.
@Suite("Barometer faults")
struct BarometerFaultTests {
    typealias T = BarometerModelTests
    /// The fault window: 10 s … 30 s after the run start.
    static let window = SimulationWindow(startOffsetNanoseconds: 10_000_000_000, endOffsetNanoseconds: 30_000_000_000)

    static func inWindow(_ t: Int64) -> Bool { window.contains(offsetNanoseconds: t - T.start) }

    /// A realistic spec (noise, offset, drift, quantisation) with and without `fault`.
    static func pair(_ kind: BarometerFault.Kind, seed: UInt64 = 21, seconds: Double = 40)
        -> [(t: Int64, clean: BarometerReading?, faulty: BarometerReading?)]
    {
        var spec = BarometerSpec()
        spec.latencySeconds = 0.02
        var faulty = spec
        faulty.faults = [BarometerFault(kind: kind, window: window)]
        let clean = T.run(T.model(spec, seed: seed), seconds: seconds)
        let broken = T.run(T.model(faulty, seed: seed), seconds: seconds)
        return zip(clean, broken).map { (t: $0.0, clean: $0.1, faulty: $1.1) }
    }

    static func expectUntouchedOutside(_ rows: [(t: Int64, clean: BarometerReading?, faulty: BarometerReading?)]) {
        let outside = rows.filter { !inWindow($0.t) }
        #expect(outside.count > 200)
        #expect(outside.allSatisfy { $0.clean == $0.faulty && $0.clean != nil })
    }

    @Test("off: no samples inside the window")
    func off() {
        let rows = Self.pair(.off)
        #expect(rows.filter { Self.inWindow($0.t) }.allSatisfy { $0.faulty == nil })
        Self.expectUntouchedOutside(rows)
    }

    @Test("stuck: the last good value repeats through the window")
    func stuck() throws {
        let rows = Self.pair(.stuck)
        let lastGood = try #require(rows.last { !Self.inWindow($0.t) && $0.t < T.start + 10_000_000_000 }?.faulty)
        let inside = rows.filter { Self.inWindow($0.t) }
        #expect(
            inside.allSatisfy {
                $0.faulty?.pressurePa == lastGood.pressurePa && $0.faulty?.measuredAtNanoseconds == $0.t
            })
        #expect(Set(inside.compactMap { $0.clean?.pressurePa }).count > 10)
        Self.expectUntouchedOutside(rows)
    }

    @Test("glitch: a step added to every sample in the window")
    func glitch() {
        let rows = Self.pair(.glitch(stepPa: 36))
        for row in rows where Self.inWindow(row.t) {
            let difference = (row.faulty?.pressurePa ?? .nan) - (row.clean?.pressurePa ?? .nan)
            #expect(abs(difference - 36) <= 0.01 + 1e-6)  // one quantisation step
        }
        Self.expectUntouchedOutside(rows)
    }

    @Test("spikes: isolated one-sample ±magnitude excursions at the Poisson rate")
    func spikes() {
        let rows = Self.pair(.spikes(ratePerSecond: 2, magnitudePa: 50), seconds: 120)
        var spikes = 0
        var signs = Set<Bool>()
        for row in rows where Self.inWindow(row.t) {
            let difference = (row.faulty?.pressurePa ?? .nan) - (row.clean?.pressurePa ?? .nan)
            if abs(difference) > 1 {
                #expect(abs(abs(difference) - 50) <= 0.01 + 1e-6)
                spikes += 1
                signs.insert(difference > 0)
            } else {
                #expect(abs(difference) < 1e-6)
            }
        }
        // 20 s at 2/s: ~40 arrivals (a few share a sample); Poisson SD ≈ 6.3.
        #expect((18...65).contains(spikes), "\(spikes) spikes")
        #expect(signs.count == 2)
        Self.expectUntouchedOutside(rows)
    }

    @Test("dropouts: the delivered fraction is the chain's on-probability")
    func dropouts() {
        var spec = BarometerSpec()
        spec.faults = [BarometerFault(kind: .dropouts(meanOnSeconds: 2, meanOffSeconds: 1), window: .always)]
        let rows = T.run(T.model(spec, seed: 8), seconds: 1_200)
        let delivered = Double(rows.filter { $0.1 != nil }.count) / Double(rows.count)
        // 1 200 s with a 0.67 s correlation: ~900 independent looks, SE ≈ 0.016.
        #expect(abs(delivered - 2.0 / 3) < 0.07, "\(delivered)")
        let windowed = Self.pair(.dropouts(meanOnSeconds: 0.5, meanOffSeconds: 0.5))
        #expect(windowed.contains { Self.inWindow($0.t) && $0.faulty == nil })
        #expect(windowed.contains { Self.inWindow($0.t) && $0.faulty != nil && $0.faulty == $0.clean })
        Self.expectUntouchedOutside(windowed)
    }

    @Test("garbage: invalid values instead of readings", arguments: BarometerFault.GarbageValue.allCases)
    func garbage(kind: BarometerFault.GarbageValue) {
        let rows = Self.pair(.garbage(kind))
        for row in rows where Self.inWindow(row.t) {
            let value = row.faulty?.pressurePa ?? 1
            switch kind {
            case .nan: #expect(value.isNaN)
            case .infinity: #expect(value == .infinity)
            case .negative: #expect(value < 0)
            case .absurd: #expect(value > 1_000_000)
            case .zero: #expect(value == 0)
            }
        }
        Self.expectUntouchedOutside(rows)
    }

    @Test("delayed: extra delivery delay inside the window only")
    func delayed() {
        let rows = Self.pair(.delayed(seconds: 1.5))
        for row in rows {
            guard let reading = row.faulty else {
                Issue.record("missing reading")
                continue
            }
            let delay = reading.deliverAtNanoseconds - reading.measuredAtNanoseconds
            #expect(delay == (Self.inWindow(row.t) ? 1_520_000_000 : 20_000_000))
            #expect(reading.pressurePa == row.clean?.pressurePa)
        }
    }

    @Test("Windows are offsets from the run start, half-open")
    func windowBounds() {
        let rows = Self.pair(.off)
        #expect(rows.first { $0.t == T.start + 10_000_000_000 }?.faulty == nil)
        #expect(rows.first { $0.t == T.start + 30_000_000_000 }?.faulty != nil)
        #expect(rows.first { $0.t == T.start + 30_000_000_000 - 40_000_000 }?.faulty == nil)
    }
}
