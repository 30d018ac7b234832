import FieldLogs
import Testing

@Suite("Pressure unit from magnitude")
struct PressureUnitTests {
    @Test func eachUnitIsDecidedFromItsMagnitude() throws {
        #expect(try PressureUnit.decide(from: [101.3, 101.2, 101.4]) == .kilopascal)
        #expect(try PressureUnit.decide(from: [1013.2, 1013.0]) == .hectopascal)
        #expect(try PressureUnit.decide(from: [101_325, 101_300]) == .pascal)
        #expect(try PressureUnit.decide(from: [33.7]) == .kilopascal)  // Everest's summit
    }

    @Test func aColumnOfNoUnitIsRefused() {
        #expect(throws: PressureUnitError.implausibleMedian(5000)) {
            try PressureUnit.decide(from: [5000, 5000, 5000])
        }
        #expect(throws: PressureUnitError.noReadings) { try PressureUnit.decide(from: [.nan]) }
    }

    @Test func aColumnMixingUnitsIsRefused() throws {
        let mixed = Array(repeating: 101.3, count: 50) + Array(repeating: 1013.0, count: 10)
        #expect(throws: PressureUnitError.mixed(.kilopascal, .hectopascal, 10)) { try PressureUnit.decide(from: mixed) }
        // One stray value is dirt (counted out of range on import), not a mixed column.
        #expect(try PressureUnit.decide(from: mixed.prefix(51).map { $0 }) == .kilopascal)
    }
}
