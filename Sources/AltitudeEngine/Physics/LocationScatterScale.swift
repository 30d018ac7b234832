import Foundation
import Geophysics

/// How much larger the fixes' real horizontal error is than their stated accuracy, measured from
/// the fixes themselves (Docs/engine.md, "Height above terrain").
///
/// A receiver's stated accuracy can be a third of its real error (Docs/reference/physics.md,
/// "Phone GNSS": reported accuracy is 0.7…1.5 × the true σ, and worse for some chipsets). The
/// fixes reveal it: their error is a first-order Gauss–Markov process per axis (τ =
/// `correlationSeconds`, the engine's model of GNSS error, as in the location filter), so over
/// three fixes `lagNanoseconds` apart the second difference `x₂ − (1+a)·x₁ + a·x₀` (a = the ratio
/// of the two gaps) cancels the person's position and any constant velocity and leaves the
/// errors' combination, whose variance follows from the stated accuracies:
///
/// ```
/// V = σ₂² + (1+a)²σ₁² + a²σ₀² − 2(1+a)ρ₂₁σ₂σ₁ + 2aρ₂₀σ₂σ₀ − 2a(1+a)ρ₁₀σ₁σ₀,   ρᵢⱼ = e^(−|tᵢ−tⱼ|/τ)
/// ```
///
/// with σᵢ the per-axis σ of the stated accuracy (a 68 % radius, `radius68PerSigma` σ: Android's
/// convention). Each axis's second difference over √V is N(0, k²) when the real error is k × the
/// stated one; `k` is estimated as the median of |z| over the last `windowValues` values divided
/// by 0.6745 (the median of |N(0, 1)|): the median, because a turn or a stop changes the velocity
/// and makes one second difference large, and one such value must not widen σ for minutes.
/// Pure value type: no clock, no randomness; fed in time order.
struct LocationScatterScale: Hashable {
    /// The 68 % radius of a circular 2-D Gaussian in per-axis σ: √(−2 ln 0.32).
    static let radius68PerSigma = 1.509_592
    /// The median of |N(0, 1)|.
    static let medianAbsoluteNormal = 0.674_490

    /// Spacing of the fixes compared, ns.
    var lagNanoseconds: Int64
    /// The GNSS error's correlation time, s.
    var correlationSeconds: Double
    /// Normalised values kept (two per fix triple: east and north).
    var windowValues = 30
    /// Values needed before the scale differs from 1.
    var minimumValues = 6

    /// The last fixes at least `lagNanoseconds` apart (oldest first, at most three).
    private(set) var anchors: [NNLocation] = []
    /// The newest normalised second differences |z| (oldest first).
    private(set) var values: [Double] = []
    /// The median of `values`, updated where they change (only `observe`): the engine reads the
    /// scale every tick and the values change at most once per `lagNanoseconds`.
    private(set) var medianOfValues = 0.0

    /// A scale with the given spacing and correlation time.
    init(lagNanoseconds: Int64, correlationSeconds: Double) {
        self.lagNanoseconds = lagNanoseconds
        self.correlationSeconds = correlationSeconds
    }

    /// Takes an accepted fix: it becomes an anchor when `lagNanoseconds` after the last one.
    mutating func observe(_ fix: NNLocation) {
        guard fix.horizontalAccuracyMeters > 0, fix.horizontalAccuracyMeters.isFinite else { return }
        if let last = anchors.last,
            fix.timestampNanoseconds.saturatingSubtracting(last.timestampNanoseconds) < lagNanoseconds
        {
            return
        }
        anchors.append(fix)
        if anchors.count > 3 { anchors.removeFirst() }
        guard anchors.count == 3 else { return }
        for z in normalisedSecondDifferences(anchors[0], anchors[1], anchors[2]) {
            values.append(abs(z))
        }
        if values.count > windowValues { values.removeFirst(values.count - windowValues) }
        medianOfValues = Self.median(values)
    }

    /// The real error over the stated one, k (1 until `minimumValues` values were seen).
    var scale: Double {
        guard values.count >= minimumValues else { return 1 }
        return medianOfValues / Self.medianAbsoluteNormal
    }

    /// The median of `values` (the mean of the middle two for an even count; 0 when empty).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The factor the engine applies to a stated accuracy: `scale`, never below 1 (a receiver
    /// that states more than its error keeps its statement: heavy-tailed multipath makes the
    /// median understate the spread).
    var inflation: Double { max(1, scale) }

    /// The east and north second differences of three fixes over their predicted σ.
    private func normalisedSecondDifferences(_ f0: NNLocation, _ f1: NNLocation, _ f2: NNLocation) -> [Double] {
        let plane = LocalTangentPlane(
            origin: GeodeticCoordinate(latitudeDegrees: f1.latitudeDegrees, longitudeDegrees: f1.longitudeDegrees))
        let p0 = plane.eastNorth(of: Self.coordinate(f0))
        let p2 = plane.eastNorth(of: Self.coordinate(f2))
        let gap10 = Double(f1.timestampNanoseconds.saturatingSubtracting(f0.timestampNanoseconds)) / 1e9
        let gap21 = Double(f2.timestampNanoseconds.saturatingSubtracting(f1.timestampNanoseconds)) / 1e9
        guard gap10 > 0, gap21 > 0 else { return [] }
        let a = gap21 / gap10
        let s = [f0, f1, f2].map { $0.horizontalAccuracyMeters / Self.radius68PerSigma }
        let rho = { (seconds: Double) in exp(-seconds / max(self.correlationSeconds, 1e-9)) }
        let variance =
            s[2] * s[2] + (1 + a) * (1 + a) * s[1] * s[1] + a * a * s[0] * s[0]
            - 2 * (1 + a) * rho(gap21) * s[2] * s[1] + 2 * a * rho(gap10 + gap21) * s[2] * s[0]
            - 2 * a * (1 + a) * rho(gap10) * s[1] * s[0]
        guard variance > 0, variance.isFinite else { return [] }
        let sigma = variance.squareRoot()
        // p1 is the plane's origin (0, 0).
        return [(p2.eastMeters + a * p0.eastMeters) / sigma, (p2.northMeters + a * p0.northMeters) / sigma]
    }

    private static func coordinate(_ fix: NNLocation) -> GeodeticCoordinate {
        GeodeticCoordinate(latitudeDegrees: fix.latitudeDegrees, longitudeDegrees: fix.longitudeDegrees)
    }
}
