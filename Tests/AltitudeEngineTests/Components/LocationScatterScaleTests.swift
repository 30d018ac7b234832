import AltitudeSimTestSupport
import Foundation
import Geophysics
import Testing

@testable import AltitudeEngine

@Suite("LocationScatterScale: the fixes' real error against their stated accuracy")
struct LocationScatterScaleTests {
    /// Fixes at 1 Hz for `seconds` of a walker at `speed` m/s north, with Gauss–Markov errors
    /// (τ 30 s, σ `sigma` per axis) and a stated accuracy of `statedScale` × the honest 68 % radius.
    private static func scale(
        seed: UInt64, sigma: Double, statedScale: Double, speed: Double, seconds: Int = 600
    ) -> LocationScatterScale {
        var rng = SplitMix64(seed: seed)
        var scale = LocationScatterScale(lagNanoseconds: 10_000_000_000, correlationSeconds: 30)
        let plane = LocalTangentPlane(origin: GeodeticCoordinate(latitudeDegrees: 47.37, longitudeDegrees: 8.54))
        let rho = exp(-1.0 / 30)
        var east = sigma * rng.gaussian()
        var north = sigma * rng.gaussian()
        for t in 0..<seconds {
            east = rho * east + sigma * (1 - rho * rho).squareRoot() * rng.gaussian()
            north = rho * north + sigma * (1 - rho * rho).squareRoot() * rng.gaussian()
            let point = plane.coordinate(of: EastNorth(eastMeters: east, northMeters: speed * Double(t) + north))
            scale.observe(
                NNLocation(
                    latitudeDegrees: point.latitudeDegrees, longitudeDegrees: point.longitudeDegrees,
                    horizontalAccuracyMeters: statedScale * LocationScatterScale.radius68PerSigma * sigma,
                    timestampNanoseconds: Int64(t) * 1_000_000_000))
        }
        return scale
    }

    @Test("honest fixes give a scale near 1, walking or still", arguments: [0.0, 1.3])
    func honest(speed: Double) {
        var scales: [Double] = []
        for seed in UInt64(1)...20 {
            scales.append(Self.scale(seed: seed, sigma: 2.5, statedScale: 1, speed: speed).scale)
        }
        let mean = scales.reduce(0, +) / Double(scales.count)
        #expect(mean > 0.85 && mean < 1.15)
    }

    @Test("fixes stating a third of their error give a scale near 3")
    func overConfident() {
        var scales: [Double] = []
        for seed in UInt64(1)...20 {
            scales.append(Self.scale(seed: seed, sigma: 2.5, statedScale: 1.0 / 3, speed: 1.2).scale)
        }
        let mean = scales.reduce(0, +) / Double(scales.count)
        #expect(mean > 2.6 && mean < 3.4)
        #expect(scales.allSatisfy { $0 > 1.5 })
    }

    @Test("before enough fixes the scale is 1, and the inflation is never below 1")
    func warmUpAndFloor() {
        let early = Self.scale(seed: 1, sigma: 2.5, statedScale: 1.0 / 3, speed: 0, seconds: 30)
        #expect(early.scale == 1)
        let modest = Self.scale(seed: 2, sigma: 2.5, statedScale: 2, speed: 0)
        #expect(modest.scale < 0.8)
        #expect(modest.inflation == 1)
    }

    @Test("a turn makes one large second difference, which the median ignores")
    func turnIsIgnored() {
        var scale = LocationScatterScale(lagNanoseconds: 10_000_000_000, correlationSeconds: 30)
        let plane = LocalTangentPlane(origin: GeodeticCoordinate(latitudeDegrees: 47.37, longitudeDegrees: 8.54))
        var rng = SplitMix64(seed: 5)
        for t in 0..<600 {
            // North at 1.3 m/s, then back south from 300 s: an error-free walk with a U-turn.
            let north = t < 300 ? 1.3 * Double(t) : 1.3 * Double(600 - t)
            let point = plane.coordinate(
                of: EastNorth(eastMeters: 0.05 * rng.gaussian(), northMeters: north + 0.05 * rng.gaussian()))
            scale.observe(
                NNLocation(
                    latitudeDegrees: point.latitudeDegrees, longitudeDegrees: point.longitudeDegrees,
                    horizontalAccuracyMeters: 4, timestampNanoseconds: Int64(t) * 1_000_000_000))
        }
        #expect(scale.inflation == 1)
    }

    @Test("the kept median equals the median of the values sorted afresh, at every fix", arguments: [UInt64(3), 4])
    func keptMedianIsExact(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var scale = LocationScatterScale(lagNanoseconds: 1_000_000_000, correlationSeconds: 30)
        scale.windowValues = 9
        for t in 0..<200 {
            scale.observe(
                NNLocation(
                    latitudeDegrees: 47.37 + 2e-5 * rng.gaussian(), longitudeDegrees: 8.54 + 3e-5 * rng.gaussian(),
                    horizontalAccuracyMeters: 5, timestampNanoseconds: Int64(t) * 1_000_000_000))
            let sorted = scale.values.sorted()
            let n = sorted.count
            let expected = n == 0 ? 0 : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
            #expect(scale.medianOfValues == expected)
            if n >= scale.minimumValues {
                #expect(scale.scale == expected / LocationScatterScale.medianAbsoluteNormal)
            }
        }
        #expect(scale.values.count == 9)
    }
}
