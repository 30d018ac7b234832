import Testing

@testable import AltitudeEngine

@Suite("SampleFilters: pressure filter, enabled filters and their warnings")
struct SampleFiltersTests {
    private static let configuration = EngineConfiguration()

    private static func entry(_ seconds: Int64, _ pressurePa: Double) -> PressureHistory.Entry {
        PressureHistory.Entry(timeNanoseconds: seconds * 1_000_000_000, pressurePa: pressurePa)
    }

    @Test("with the pressure filter off every sample passes and nothing is warned")
    func filterOff() {
        var filters = SampleFilters(configuration: Self.configuration)
        let result1 = filters.screenPressure(Self.entry(1, 100_000))
        #expect(result1 == .accept(dropped: 0, lasting: []))
        let result2 = filters.screenPressure(Self.entry(2, 90_000))
        #expect(result2 == .accept(dropped: 0, lasting: []))
        #expect(filters.warning == .none && filters.pressureFilter.lastAccepted == nil)
    }

    @Test("a jump is held, then dropped and warned (836) when it returns, until the warnings are cleared")
    func jumpWarns() {
        var filters = SampleFilters(configuration: Self.configuration)
        filters.enable([.pressure])
        let result3 = filters.screenPressure(Self.entry(1, 100_000))
        #expect(result3 == .accept(dropped: 0, lasting: []))
        let result4 = filters.screenPressure(Self.entry(2, 99_000))
        #expect(result4 == .hold)
        #expect(filters.warning == .none)
        let result5 = filters.screenPressure(Self.entry(3, 100_001))
        #expect(result5 == .accept(dropped: 1, lasting: []))
        #expect(filters.warning == .highPressureChange)
        filters.clearWarnings()
        #expect(filters.warning == .none)
    }

    @Test("turning a filter off forgets its warning; the pressure warning comes before the location one")
    func enableForgets() {
        var filters = SampleFilters(configuration: Self.configuration)
        filters.enable([.pressure, .location])
        filters.pendingPressureWarning = true
        filters.pendingLocationWarning = true
        #expect(filters.warning == .highPressureChange)
        filters.enable([.location])
        #expect(filters.warning == .highLocationChange)
        filters.enable([])
        #expect(!filters.pendingLocationWarning && filters.warning == .none)
    }

    @Test("ingest: a sample stamped at or before the previous one is refused; the first accepted one says so")
    func ingest() {
        var filters = SampleFilters(configuration: Self.configuration)
        let now: Int64 = 10_000_000_000
        let still = { true }
        let result5 = filters.ingest(Self.entry(9, 100_000), nowNanoseconds: now, userIsStill: still)
        #expect(result5 == .accepted(firstSample: true, droppedHeld: 0))
        let result6 = filters.ingest(Self.entry(9, 100_000), nowNanoseconds: now, userIsStill: still)
        #expect(result6 == .rejected(.duplicateTimestamp))
        let result7 = filters.ingest(Self.entry(8, 100_000), nowNanoseconds: now, userIsStill: still)
        #expect(result7 == .rejected(.outOfOrder))
        let result8 = filters.ingest(Self.entry(10, 100_000), nowNanoseconds: now, userIsStill: still)
        #expect(result8 == .accepted(firstSample: false, droppedHeld: 0))
    }

    @Test("ingest with the pressure filter on: a jump is held out of the history but its timestamp counts")
    func ingestJump() {
        var filters = SampleFilters(configuration: Self.configuration)
        filters.enable([.pressure])
        let now: Int64 = 10_000_000_000
        _ = filters.ingest(Self.entry(9, 100_000), nowNanoseconds: now, userIsStill: { false })
        let result9 = filters.ingest(Self.entry(10, 99_000), nowNanoseconds: now, userIsStill: { false })
        #expect(result9 == .held)
        #expect(filters.lastPressureTimestampNanoseconds == now && filters.warning == .none)
        #expect(filters.pressureHistory.last?.timeNanoseconds == 9_000_000_000)
        #expect(filters.pressureFilter.holdsSuspectLevel)
    }

    @Test("the activity filter asks whether the user is still only when it is enabled")
    func activityAsked() {
        var filters = SampleFilters(configuration: Self.configuration)
        var asked = 0
        let now: Int64 = 10_000_000_000
        _ = filters.ingest(
            Self.entry(9, 100_000), nowNanoseconds: now,
            userIsStill: {
                asked += 1
                return true
            })
        #expect(asked == 0)
        filters.enable([.activity])
        _ = filters.ingest(
            Self.entry(10, 100_000), nowNanoseconds: now,
            userIsStill: {
                asked += 1
                return true
            })
        #expect(asked == 1)
    }

    @Test("reset forgets samples, timestamps and warnings but keeps the enabled filters")
    func reset() {
        var filters = SampleFilters(configuration: Self.configuration)
        filters.enable([.activity])
        _ = filters.ingest(Self.entry(9, 100_000), nowNanoseconds: 10_000_000_000, userIsStill: { false })
        filters.pendingLocationWarning = true
        filters.reset()
        #expect(filters.pressureHistory.isEmpty && filters.lastPressureTimestampNanoseconds == nil)
        #expect(filters.isEnabled(.activity) && !filters.isEnabled(.pressure) && !filters.pendingLocationWarning)
    }
}
