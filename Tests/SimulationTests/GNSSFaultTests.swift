import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// Each GNSS fault acts inside its window (20 s … 50 s) and nowhere else.
@Suite("GNSS faults")
struct GNSSFaultTests {
    typealias T = GNSSReceiverTests
    static let window = SimulationWindow(startOffsetNanoseconds: 20_000_000_000, endOffsetNanoseconds: 50_000_000_000)

    static func pair(_ kind: GNSSFault.Kind, seconds: Int = 80) -> [(second: Int, clean: GNSSFix?, faulty: GNSSFix?)] {
        let spec = GNSSSpec.urbanDefault
        var faulty = spec
        faulty.faults = [GNSSFault(kind: kind, window: window)]
        let clean = T.run(T.receiver(spec, seed: 12), seconds: seconds)
        let broken = T.run(T.receiver(faulty, seed: 12), seconds: seconds)
        return (0..<seconds).map { (second: $0, clean: clean[$0], faulty: broken[$0]) }
    }

    static func inWindow(_ second: Int) -> Bool { (20..<50).contains(second) }

    static func expectUntouchedOutside(_ rows: [(second: Int, clean: GNSSFix?, faulty: GNSSFix?)]) {
        #expect(rows.filter { !inWindow($0.second) }.allSatisfy { $0.clean == $0.faulty && $0.clean != nil })
    }

    @Test("off: no fixes in the window, and a new lock after it")
    func off() {
        var spec = GNSSSpec()
        spec.lockTimeSeconds = 5
        spec.faults = [GNSSFault(kind: .off, window: Self.window)]
        let fixes = T.run(T.receiver(spec), seconds: 80)
        #expect((20..<55).allSatisfy { fixes[$0] == nil })
        #expect(fixes[19] != nil && fixes[55] != nil)
        Self.expectUntouchedOutside(Self.pair(.off).filter { $0.second < 20 || $0.second >= 50 })
    }

    @Test("stuck: the last position repeats with new timestamps")
    func stuck() throws {
        let rows = Self.pair(.stuck)
        let last = try #require(rows[19].faulty)
        for row in rows where Self.inWindow(row.second) {
            let fix = try #require(row.faulty)
            #expect(fix.location.latitudeDegrees == last.location.latitudeDegrees)
            #expect(fix.location.longitudeDegrees == last.location.longitudeDegrees)
            #expect(fix.location.timestampNanoseconds == T.start + Int64(row.second) * T.second)
        }
        Self.expectUntouchedOutside(rows)
    }

    @Test("wrong: a constant offset, accuracy unchanged")
    func wrong() throws {
        let rows = Self.pair(.wrong(eastMeters: 300, northMeters: -120))
        for row in rows where Self.inWindow(row.second) {
            let clean = try #require(row.clean)
            let faulty = try #require(row.faulty)
            let a = T.error(clean)
            let b = T.error(faulty)
            #expect(abs(b.eastMeters - a.eastMeters - 300) < 1e-3 && abs(b.northMeters - a.northMeters + 120) < 1e-3)
            #expect(faulty.location.horizontalAccuracyMeters == clean.location.horizontalAccuracyMeters)
        }
        Self.expectUntouchedOutside(rows)
    }

    @Test("jumps: the fix sits magnitude metres from where it would be, in random directions")
    func jumps() throws {
        let rows = Self.pair(.jumps(perMinute: 20, magnitudeMeters: 200))
        var directions = Set<Int>()
        var displaced = 0
        for row in rows where Self.inWindow(row.second) {
            let a = T.error(try #require(row.clean))
            let b = T.error(try #require(row.faulty))
            let distance = hypot(b.eastMeters - a.eastMeters, b.northMeters - a.northMeters)
            #expect(distance < 1e-3 || abs(distance - 200) < 1e-3)
            if distance > 1 {
                displaced += 1
                directions.insert(Int(atan2(b.eastMeters - a.eastMeters, b.northMeters - a.northMeters) * 100))
            }
        }
        #expect(displaced > 0 && directions.count >= 2)
        Self.expectUntouchedOutside(rows)
    }
}
