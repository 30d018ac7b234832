import Foundation
import Noise
import Testing

/// GSL's nonlinear least squares and the white-noise + random-walk fit to an Allan deviation curve.
@Suite("Nonlinear least squares and the Allan noise fit")
struct AllanNoiseFitTests {
    @Test("An exponential through exact points is recovered")
    func exponential() throws {
        let t = [0.0, 0.5, 1, 1.5, 2, 3]
        let y = t.map { 2 * exp(0.7 * $0) }
        let fit = try #require(
            NonlinearLeastSquares.fit(start: [1, 0.1], residualCount: t.count) { x in
                zip(t, y).map { x[0] * exp(x[1] * $0) - $1 }
            })
        #expect(fit.converged)
        #expect(abs(fit.parameters[0] - 2) < 1e-6)
        #expect(abs(fit.parameters[1] - 0.7) < 1e-6)
    }

    @Test("An under-determined problem is refused")
    func underDetermined() {
        #expect(NonlinearLeastSquares.fit(start: [1, 2], residualCount: 1) { x in [x[0] + x[1]] } == nil)
    }

    @Test("The model's own curve gives its parameters back", arguments: [(0.6, 0.4), (1.0, 0.01), (0.2, 1.5)])
    func exactCurve(white: Double, walk: Double) throws {
        let points = [1.0, 2, 5, 10, 20, 60].map { tau in
            (
                tauSeconds: tau,
                deviation: AllanNoiseFit.deviation(
                    whiteNoiseSigma: white, randomWalkRatePerRootSecond: walk, periodSeconds: 1,
                    averagingFactor: Int(tau))
            )
        }
        let fit = try #require(AllanNoiseFit.fit(points: points, periodSeconds: 1))
        #expect(abs(fit.whiteNoiseSigma / white - 1) < 1e-4, "\(fit)")
        #expect(abs(fit.randomWalkRatePerRootSecond / walk - 1) < 1e-4, "\(fit)")
        #expect(fit.rmsLogResidual < 1e-6)
    }

    @Test("White noise plus a random walk, simulated at 1 Hz, is fitted within 10 %")
    func simulatedSeries() throws {
        let root = NoiseRoot(seed: 11)
        let stream = root.stream(named: "fit")
        var walk = 0.0
        let samples = (0..<40_000).map { _ -> Double in
            walk += stream.gaussian(sigma: 0.3)
            return walk + stream.gaussian(sigma: 0.8)
        }
        let points = AllanDeviation.overlapping(
            samples: samples, sampleIntervalSeconds: 1, clusterSizes: [1, 2, 5, 10, 20, 60]
        ).map { (tauSeconds: $0.averagingTimeSeconds, deviation: $0.deviation) }
        let fit = try #require(AllanNoiseFit.fit(points: points, periodSeconds: 1))
        #expect(abs(fit.whiteNoiseSigma / 0.8 - 1) < 0.1, "\(fit)")
        #expect(abs(fit.randomWalkRatePerRootSecond / 0.3 - 1) < 0.1, "\(fit)")
    }

    @Test("Fewer than two usable points fit nothing")
    func tooFewPoints() {
        #expect(AllanNoiseFit.fit(points: [(tauSeconds: 1, deviation: 1)], periodSeconds: 1) == nil)
        #expect(AllanNoiseFit.fit(points: [(1, 1), (2, 0)], periodSeconds: 1) == nil)
    }
}
