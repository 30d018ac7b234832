/// The overlapping Allan deviation of a regularly sampled series: the standard tool to
/// check a noise model against a sensor (white noise has slope −½ on a log–log plot, a
/// random walk +½, bias instability a flat floor, a Gauss–Markov process a peak near
/// τ ≈ 1.89·T_c).
///
/// For samples `y_i` at interval `τ₀` and cluster size `m` (averaging time `τ = m·τ₀`), with
/// the running sums `x_k = τ₀·Σ_{i<k} y_i`:
///
/// `σ²(τ) = Σ_{k=0}^{N−2m} (x_{k+2m} − 2x_{k+m} + x_k)² / (2·τ²·(N − 2m + 1))`
///
/// ```swift
/// let points = AllanDeviation.overlapping(samples: pressurePa, sampleIntervalSeconds: 0.04,
///                                          clusterSizes: AllanDeviation.octaveClusterSizes(sampleCount: pressurePa.count))
/// ```
public enum AllanDeviation {
    /// One point of an Allan deviation curve.
    public struct Point: Sendable, Hashable {
        /// Averaging time `τ = m·τ₀`, seconds.
        public var averagingTimeSeconds: Double
        /// Overlapping Allan deviation at that averaging time (unit of the samples).
        public var deviation: Double
    }

    /// Cluster sizes 1, 2, 4, … up to `sampleCount / 4` (so every point averages at least
    /// three overlapping differences).
    public static func octaveClusterSizes(sampleCount: Int) -> [Int] {
        var sizes: [Int] = []
        var m = 1
        while m <= sampleCount / 4 {
            sizes.append(m)
            m *= 2
        }
        return sizes
    }

    /// The overlapping Allan deviation of `samples` (taken every `sampleIntervalSeconds`) at
    /// each cluster size. Cluster sizes that are < 1 or too large for the data
    /// (`2m > samples.count`) and a non-positive or non-finite interval give no point.
    public static func overlapping(samples: [Double], sampleIntervalSeconds: Double, clusterSizes: [Int]) -> [Point] {
        let tau0 = sampleIntervalSeconds
        guard tau0.isFinite, tau0 > 0 else { return [] }
        var phase = [Double](repeating: 0, count: samples.count + 1)
        for (index, sample) in samples.enumerated() {
            phase[index + 1] = phase[index] + tau0 * sample
        }
        let n = samples.count
        var points: [Point] = []
        for m in clusterSizes where m >= 1 && 2 * m <= n {
            var sum = 0.0
            for k in 0...(n - 2 * m) {
                let d = phase[k + 2 * m] - 2 * phase[k + m] + phase[k]
                sum += d * d
            }
            let tau = Double(m) * tau0
            let variance = sum / (2 * tau * tau * Double(n - 2 * m + 1))
            points.append(Point(averagingTimeSeconds: tau, deviation: variance.squareRoot()))
        }
        return points
    }
}
