import Foundation
import Geophysics
import Testing

@testable import AltitudeEngine

@Suite("A frozen barometer: 852 with a widening σ, no height after 120 s, recovery")
struct FrozenBarometerTests {
    /// A harness whose readings carry a deterministic, never-repeating wobble (a live sensor's noise).
    private static func liveHarness() -> Harness {
        let h = Harness()
        h.calibrate()
        h.pressureDisturbance = { t in 0.8 * sin(Double(t % 1_000_000_000_000) / 7.3e7) }
        return h
    }

    @Test("heights carry 852 and a σ growing 2.5 m/s while frozen, none once 120 s old, 0 again when it moves")
    func frozenThenRecovers() throws {
        let h = Self.liveHarness()
        h.startAltitudeAnswering { _ in }
        h.run(for: 60 * second)
        let live = try #require(h.recorder.contexts.last)
        #expect(live.errorCode == 0)
        let liveSigma = try #require(live.heightUncertainty68)
        #expect(liveSigma < 1)

        h.pressureDisturbance = { _ in 0.3125 }
        let frozenAt = h.now
        h.run(for: 10 * second)
        let frozen = try #require(h.recorder.contexts.last)
        #expect(frozen.errorCode == AltitudeErrorCode.pressureStale.rawValue)
        #expect(frozen.height != nil)
        let seconds = Double(h.now - frozenAt) / 1e9
        let sigma = try #require(frozen.heightUncertainty68) / NormalQuantile.twoSided68
        #expect(abs(sigma - 2.5 * seconds) < 1)

        h.run(for: 115 * second)
        let old = try #require(h.recorder.contexts.last)
        #expect(old.errorCode == AltitudeErrorCode.pressureStale.rawValue)
        #expect(old.height == nil)

        h.pressureDisturbance = { t in 0.8 * sin(Double(t % 1_000_000_000_000) / 7.3e7) }
        h.run(for: 3 * second)
        let recovered = try #require(h.recorder.contexts.last)
        #expect(recovered.errorCode == 0)
        #expect(try #require(recovered.heightUncertainty68) < 1)
    }

    @Test("a noise-free stream that never changed is never called frozen")
    func neverChanged() throws {
        let h = Harness()
        h.calibrate()
        h.startAltitudeAnswering { _ in }
        h.run(for: 90 * second)
        #expect(try #require(h.recorder.contexts.last).errorCode == 0)
    }
}
