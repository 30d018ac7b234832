import AltitudeEngine
import Testing

/// Handlers that stop or restart altitude mode from inside their own callback, through the engine
/// (the component's transitions for these cases: `Components/AltitudeSessionTests.swift`).
@Suite("Altitude mode: handlers that stop or restart it from inside their callback")
struct AltitudeSessionReentrancyTests {
    @Test("a periodic handler that stops altitude mode in its first call: one call, one 835, then nothing")
    func stopFromInsideTick() {
        let h = Harness()
        h.startInitialised()
        var calls = 0
        var stopCodes: [Int] = []
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in
            calls += 1
            h.engine.stopAltitudeCalculation { code, _ in stopCodes.append(code) }
        }
        h.run(for: 10 * second)
        #expect(calls == 1)
        #expect(stopCodes == [835])
        #expect(h.recorder.statusCodes.filter { $0 == 835 }.count == 1)
        #expect(!h.engine.isAltitudeModeActive)
    }

    @Test("a periodic handler that starts a new mode in its first call: the old ticks stop, the new ones run")
    func restartFromInsideTick() {
        let h = Harness()
        h.startInitialised()
        var firstCalls = 0
        var secondCalls = 0
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in
            firstCalls += 1
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in secondCalls += 1 }
        }
        h.run(for: 10 * second)
        #expect(firstCalls == 1)
        #expect(secondCalls == 9)
        #expect(h.engine.isAltitudeModeActive)
    }

    @Test("a one-minute handler that stops altitude mode in its early first call: no tick afterwards")
    func stopFromInsideEarlyContext() {
        let h = Harness()
        h.startInitialised()
        var calls = 0
        h.engine.startAltitudeCalculation(mode: .oneMinute) { _, _ in
            calls += 1
            h.engine.stopAltitudeCalculation { _, _ in }
        }
        h.run(for: 180 * second)
        #expect(calls == 1)
        #expect(!h.engine.isAltitudeModeActive)
    }
}
