import AltitudeEngine
import Foundation
import Testing

@Suite("Location filter: correlated fix errors")
struct LocationConsistencyTests {
    @Test("allowed distance: speed × Δt plus k σ of the change of correlated errors")
    func allowedDistance() {
        let sigma = 49.3 / LocationConsistency.radius68PerSigma
        let rho = exp(-1.0 / 30)
        let step = (2 * sigma * sigma * (1 - rho)).squareRoot()
        let allowed = LocationConsistency.allowedDistanceMeters(
            intervalSeconds: 1, previousAccuracyMeters: 49.3, currentAccuracyMeters: 49.3,
            maximumSpeedMetersPerSecond: 25, errorCorrelationSeconds: 30, confidenceRadiusPerSigma: 3.717)
        #expect(abs(allowed - (25 + 3.717 * step)) < 1e-9)
        #expect(allowed < 80, "an 80 m jump between ±49 m urban fixes 1 s apart is inconsistent")
        // Independent errors (τ = 0): both σ count in full.
        let independent = LocationConsistency.allowedDistanceMeters(
            intervalSeconds: 1, previousAccuracyMeters: 49.3, currentAccuracyMeters: 49.3,
            maximumSpeedMetersPerSecond: 0, errorCorrelationSeconds: 0, confidenceRadiusPerSigma: 1)
        #expect(abs(independent - sigma * 2.0.squareRoot()) < 1e-9)
        // Bad inputs count as 0.
        #expect(
            LocationConsistency.allowedDistanceMeters(
                intervalSeconds: .nan, previousAccuracyMeters: -1, currentAccuracyMeters: .infinity,
                maximumSpeedMetersPerSecond: 25, errorCorrelationSeconds: 30, confidenceRadiusPerSigma: 3) == 0)
    }

    /// A walker at 1.4 m/s with urban-canyon fixes (±49.3 m), 1 Hz; an 80 m jump at 20 s.
    @Test("an 80 m jump between ±49 m urban fixes flags 837; the walk itself does not")
    func urbanJump() {
        let h = Harness()
        h.accuracyMeters = 49.3
        h.northMeters = { t in Double(t - t0) / 1e9 * 1.4 }
        h.startInitialised()
        h.engine.setConsistencyFilters([.location])
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        h.run(until: t0 + 20 * second)
        #expect(h.recorder.contexts.allSatisfy { $0.warningCode == 0 })
        h.engine.ingestLocation(TestWorld.location(at: h.now + second / 2, northMeters: 28 + 80, accuracy: 49.3))
        #expect(h.recorder.rejections.last == .locationJump)
        h.run(for: second)
        #expect(h.recorder.contexts.last?.warningCode == 837)
    }

    @Test("a car leaving at 22 m/s before the recogniser says in-vehicle: no 837; 60 m/s only in a vehicle")
    func vehicles() {
        for (speed, inVehicle, flagged) in [(22.0, false, false), (60.0, false, true), (60.0, true, false)] {
            let h = Harness()
            h.accuracyMeters = 3.8
            h.startInitialised()
            h.engine.setConsistencyFilters([.location])
            h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
            h.run(for: 5 * second)
            let departure = h.now
            h.engine.ingestActivity(
                ActivitySample(kind: inVehicle ? .inVehicle : .still, confidence: 0.9, timestampNanoseconds: h.now))
            h.northMeters = { t in Double(max(0, t - departure)) / 1e9 * speed }
            h.run(for: 10 * second)
            #expect(
                h.recorder.contexts.contains { $0.warningCode == 837 } == flagged,
                "\(speed) m/s, in vehicle \(inVehicle)")
        }
    }
}
