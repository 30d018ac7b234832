@testable import AltitudeEngine
import Foundation
import Testing

/// The hand's wobble in a background-calibration series: carried whole by one window, averaged
/// down by windows spread over many correlation times, never below 1/N of it (Docs/engine.md,
/// "Background calibration").
@Suite("Background calibration: the hand's wobble averages over a walk")
struct HandWobbleSeriesTests {
    static let tau: Int64 = 300_000_000_000

    static func series(windows: Int, spacingNanoseconds: Int64, wobble: Double = 9) -> BackgroundCalibrationSeries {
        var series = BackgroundCalibrationSeries(prior: nil, startNanoseconds: 0, wobbleTimeConstantNanoseconds: tau)
        for k in 0..<windows {
            series.add(offsetPa: 10, independentVariancePa2: 1, correlatedVariancePa2: 4, wobbleVariancePa2: wobble,
                       atNanoseconds: Int64(k) * spacingNanoseconds)
        }
        return series
    }

    @Test("one window carries the whole wobble: correlated + wobble + independent")
    func oneWindow() throws {
        let series = Self.series(windows: 1, spacingNanoseconds: 0)
        #expect(series.wobbleFactor == 1)
        #expect(try #require(series.measurement).variancePa2 == 4 + 9 + 1)
    }

    @Test("dense windows over 10 τ keep the Gauss–Markov mean's share, 2(x − 1 + e^(−x))/x² at x = 10")
    func denseWindows() throws {
        // 601 windows 5 s apart: 3000 s = 10 τ.
        let series = Self.series(windows: 601, spacingNanoseconds: 5_000_000_000)
        let expected = 2 * (10 - 1 + exp(-10.0)) / 100
        #expect(abs(series.wobbleFactor - expected) < 1e-12)
        let variance = try #require(series.measurement).variancePa2
        #expect(abs(variance - (4 + 9 * expected + 1.0 / 601)) < 1e-9)
    }

    @Test("few windows far apart: each sees the wobble independently, 1/N of it")
    func sparseWindows() {
        let series = Self.series(windows: 2, spacingNanoseconds: 20 * Self.tau)
        #expect(series.wobbleFactor == 0.5)
    }

    @Test("a short span averages little: at a tenth of τ the factor is about 1 − x/3")
    func shortSpan() {
        let series = Self.series(windows: 11, spacingNanoseconds: Self.tau / 100)
        #expect(abs(series.wobbleFactor - (1 - 0.1 / 3)) < 1e-3)
    }

    @Test("the wobble never brings the series below its correlated floor")
    func floorKept() throws {
        let series = Self.series(windows: 2_000, spacingNanoseconds: Self.tau)
        #expect(try #require(series.measurement).variancePa2 > 4)
    }

    @Test("the engine's defaults make physics.md's 0.3 m hand σ for one measurement")
    func totalSigma() {
        let configuration = EngineConfiguration()
        #expect(abs(configuration.handHeightTotalSigmaMeters - 0.3) < 0.005)
        #expect(configuration.handHeightSigmaMeters < configuration.handHeightTotalSigmaMeters)
    }
}
