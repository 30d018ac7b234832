/// The overlapping Allan deviation of a sensor's output on still stretches (IEEE Std 1139;
/// Riley, "Handbook of Frequency Stability Analysis", NIST SP 1065, §5.2.4).
///
/// Each stretch is a run of samples `y₀…y_{N−1}` at one sample period `τ₀` (no gap, no storey
/// change). At averaging factor `m` (τ = m·τ₀) the averages of `m` consecutive samples
/// `ȳ_k = (y_k + … + y_{k+m−1}) / m` give
///
///     σ²(τ) = Σ_k (ȳ_{k+m} − ȳ_k)² / (2·n),   k = 0 … N − 2m,
///
/// pooled over every stretch long enough for one term (`n` counts the terms of all stretches).
/// For white noise of σ per sample this is `σ²/m`, so `σ(τ) = σ·√(τ₀/τ)`; for a random walk
/// with increments of variance q per sample it is `q·(2m² + 1)/(6m)`.
public enum AllanDeviation {
    /// The overlapping Allan deviation at averaging factor `m` over the stretches, in the
    /// samples' unit, or `nil` when no stretch holds `2m` samples or `m < 1`.
    /// - Complexity: O(total samples) per call (prefix sums).
    public static func overlapping(stretches: [[Double]], averagingFactor m: Int) -> Double? {
        guard m >= 1 else { return nil }
        var sum = 0.0
        var terms = 0
        for samples in stretches where samples.count >= 2 * m {
            // Prefix sums relative to the first sample keep the differences exact enough for
            // pressures of 10⁵ Pa with sub-pascal noise.
            let origin = samples[0]
            var prefix = [0.0]
            prefix.reserveCapacity(samples.count + 1)
            for value in samples { prefix.append(prefix[prefix.count - 1] + (value - origin)) }
            let scale = 1 / Double(m)
            for k in 0...(samples.count - 2 * m) {
                let first = (prefix[k + m] - prefix[k]) * scale
                let second = (prefix[k + 2 * m] - prefix[k + m]) * scale
                sum += (second - first) * (second - first)
                terms += 1
            }
        }
        guard terms > 0 else { return nil }
        return (sum / (2 * Double(terms))).squareRoot()
    }

    /// Splits samples `(seconds, value)` into still stretches: a new stretch starts wherever
    /// the time step differs from `periodSeconds` by more than half a period (a gap or a
    /// burst), and a stretch ends where its values' range would exceed `maximumRange` (a
    /// storey change or a door: a 3 m storey is ≈ 36 Pa, so a range of 10 Pa keeps still
    /// stretches and cuts at any ride). Stretches shorter than `minimumCount` are dropped.
    public static func stillStretches(
        samples: [(seconds: Double, value: Double)], periodSeconds: Double, maximumRange: Double,
        minimumCount: Int = 4
    ) -> [[Double]] {
        guard periodSeconds > 0, periodSeconds.isFinite else { return [] }
        var stretches: [[Double]] = []
        var current: [Double] = []
        var low = Double.infinity
        var high = -Double.infinity
        var lastSeconds: Double?
        func close() {
            if current.count >= minimumCount { stretches.append(current) }
            current = []
            low = .infinity
            high = -.infinity
        }
        for sample in samples {
            if let last = lastSeconds, abs(sample.seconds - last - periodSeconds) > periodSeconds / 2 { close() }
            if max(high, sample.value) - min(low, sample.value) > maximumRange { close() }
            current.append(sample.value)
            low = min(low, sample.value)
            high = max(high, sample.value)
            lastSeconds = sample.seconds
        }
        close()
        return stretches
    }
}
