import Foundation
import Testing

@testable import AssistanceService

/// The service's surface fits solved by Householder QR (`HouseholderLeastSquares`) against the
/// same fits by GSL's SVD (`gsl_multifit_wlinear`): the answer the service gave before the QR.
@Suite("Weighted surface fit: QR against GSL's SVD")
struct WeightedSurfaceFitTests {
    /// A reproducible uniform in [0, 1) (SplitMix64), so the layouts are the same on every run.
    struct Draws {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / 9_007_199_254_740_992
        }
    }

    static func planeBasis(_ e: Double, _ n: Double) -> [Double] { [1, e, n] }
    static func quadraticBasis(_ e: Double, _ n: Double) -> [Double] {
        QuadraticSurfaceFit.basis(eastKm: e, northKm: n)
    }

    /// `count` stations scattered within `radiusKm` of the device, with a front-like field
    /// (a gradient, a bend and station noise) and variances of a few Pa² to a few hundred.
    static func samples(seed: UInt64, count: Int, radiusKm: Double) -> [InterpolationSample] {
        var draws = Draws(state: seed)
        return (0..<count).map { _ in
            let east = (2 * draws.next() - 1) * radiusKm * 1_000
            let north = (2 * draws.next() - 1) * radiusKm * 1_000
            let bend = max(0, east / 1_000 - 3) * 12
            return InterpolationSample(
                eastMeters: east, northMeters: north, distanceMeters: hypot(east, north),
                pressurePa: 100_900 + 0.004 * east - 0.0015 * north + bend + 3 * (2 * draws.next() - 1),
                temperatureKelvin: 285 + 0.00002 * east + 0.5 * draws.next(),
                variancePa2: 1 + 300 * draws.next())
        }
    }

    static func expectClose(_ a: Double, _ b: Double, relative: Double, scale: Double, _ what: String) {
        #expect(abs(a - b) <= relative * max(abs(b), scale), "\(what): QR \(a), GSL \(b)")
    }

    @Test("QR equals GSL's SVD to 1e-12 relative", arguments: [3, 6], [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func agreesWithGSL(parameterCount: Int, seed: UInt64) throws {
        let basis = { (e: Double, n: Double) -> [Double] in
            parameterCount == 3 ? Self.planeBasis(e, n) : Self.quadraticBasis(e, n)
        }
        for (count, radiusKm) in [(8, 30.0), (9, 25.0), (16, 60.0), (40, 100.0)] {
            let samples = Self.samples(seed: seed &* 7919 &+ UInt64(count), count: count, radiusKm: radiusKm)
            let qr = try #require(WeightedSurfaceFit(samples, parameterCount: parameterCount, basis: basis))
            let gsl = try #require(WeightedSurfaceFit(gsl: samples, parameterCount: parameterCount, basis: basis))
            Self.expectClose(qr.pressureCoefficients[0], gsl.pressureCoefficients[0], relative: 1e-12, scale: 0, "P")
            Self.expectClose(
                qr.temperatureCoefficients[0], gsl.temperatureCoefficients[0], relative: 1e-12, scale: 0, "T")
            Self.expectClose(
                qr.devicePressureVariancePa2, gsl.devicePressureVariancePa2, relative: 1e-12, scale: 0, "variance")
            // χ² sums squared residuals of a few Pa left from values of 1e5 Pa: each residual
            // carries the rounding of the values, so χ² agrees to that cancellation, 1e-9.
            Self.expectClose(qr.pressureChiSquared, gsl.pressureChiSquared, relative: 1e-9, scale: 1, "chi²")
            // The other coefficients (gradients, curvatures) by the largest term each makes at a
            // station, against the largest pressure: what reaches a fitted value.
            let pressureScale = samples.map { abs($0.pressurePa) }.max() ?? 0
            for j in 1..<parameterCount {
                let basisScale = samples.map { abs(basis($0.eastMeters / 1_000, $0.northMeters / 1_000)[j]) }.max() ?? 0
                let termDifference = abs(qr.pressureCoefficients[j] - gsl.pressureCoefficients[j]) * basisScale
                #expect(termDifference <= 1e-12 * pressureScale, "pressure coefficient \(j): \(termDifference) Pa")
            }
        }
    }

    @Test("Dependent columns give no fit: on a circle round the device, e² + n² is a multiple of 1")
    func dependentColumnsGiveNoFit() throws {
        let samples = (0..<10).map { k -> InterpolationSample in
            let angle = Double(k) * 2 * Double.pi / 10
            let east = 20_000 * cos(angle)
            let north = 20_000 * sin(angle)
            return InterpolationSample(
                eastMeters: east, northMeters: north, distanceMeters: 20_000,
                pressurePa: 101_000 + 0.003 * east + Double(k % 3), temperatureKelvin: 288, variancePa2: 4)
        }
        var design: [Double] = []
        for s in samples { design += Self.quadraticBasis(s.eastMeters / 1_000, s.northMeters / 1_000) }
        #expect(
            HouseholderLeastSquares.solve(
                design: design, rows: 10, columns: 6, weights: Array(repeating: 0.25, count: 10),
                responses: [samples.map(\.pressurePa)]) == nil)
        #expect(WeightedSurfaceFit(samples, parameterCount: 6, basis: Self.quadraticBasis) == nil)
        // Why: the minimum-norm split of the dependent columns fits the stations, and is far off
        // at the device, where e² + n² is 0 and not the stations' 400 km².
        let gsl = try #require(WeightedSurfaceFit(gsl: samples, parameterCount: 6, basis: Self.quadraticBasis))
        #expect(abs(gsl.pressureCoefficients[0] - 101_001) > 1_000)
        // The plane through the same stations is determined, and right.
        let plane = try #require(WeightedSurfaceFit(samples, parameterCount: 3, basis: { e, n in [1, e, n] }))
        #expect(abs(plane.pressureCoefficients[0] - 101_001) < 1)
    }

    @Test("Bad input gives nil: fewer rows than columns, a zero or NaN weight")
    func badInput() {
        let design: [Double] = [1, 0, 0, 1, 1, 0]
        #expect(
            HouseholderLeastSquares.solve(design: design, rows: 2, columns: 3, weights: [1, 1], responses: []) == nil)
        let square: [Double] = [1, 0, 0, 1, 1, 0, 1, 0, 1]
        for bad in [0.0, -1, .nan, .infinity] {
            #expect(
                HouseholderLeastSquares.solve(
                    design: square, rows: 3, columns: 3, weights: [1, bad, 1], responses: [[1, 2, 3]]) == nil)
        }
    }

    @Test("An exact fit: three stations determine the plane, χ² is rounding only")
    func exactPlane() throws {
        let design: [Double] = [1, 0, 0, 1, 10, 0, 1, 0, 10]
        let solved = try #require(
            HouseholderLeastSquares.solve(
                design: design, rows: 3, columns: 3, weights: [1, 4, 0.25], responses: [[100, 110, 80]]))
        let c = solved.solutions[0].coefficients
        #expect(abs(c[0] - 100) < 1e-12 && abs(c[1] - 1) < 1e-13 && abs(c[2] + 2) < 1e-13)
        #expect(solved.solutions[0].chiSquared < 1e-20)
        // (XᵀWX)⁻¹₀₀ of a square X is (X⁻¹ W⁻¹ X⁻ᵀ)₀₀ = 1/w₀ here (the first row is e₀ᵀ).
        #expect(abs(solved.firstVariance - 1) < 1e-14)
    }
}
