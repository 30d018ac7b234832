import Noise

/// The barometer's random-walk drift: a Gaussian random walk (rate `q`, Pa/√s) realised at
/// knots one second apart from the run start and interpolated linearly in between.
///
/// Knot `k` (at `origin + k s`) holds the walk's exact value: `x₀ = 0`, and each knot is the
/// previous one plus N(0, q²·Δk) — one draw per knot crossed in order, one draw for a jump over
/// several (the exact variance of that span). So at every whole second since the start the
/// variance is exactly `q²·t`, and every increment between whole seconds `n` apart is N(0, q²n):
/// the Allan deviation at τ ≥ 1 s is the random walk's `q·√(τ/3)`. Between knots the value is
/// the straight line between them (variance `q²(k + f²)` at `t = k + f` s, at most `q²/4`
/// below `q²t`); the drift is a slow error (0.00285 Pa/√s by default: 0.0014 Pa in half a
/// second), so a 25 Hz barometer draws once per second instead of once per sample.
///
/// Queries must not go back in time: one at or before the previous instant returns the value
/// of the previous one. A rate that is negative, NaN or ∞ is treated as 0 (no draws).
struct KnotRandomWalk {
    /// Spacing of the knots, ns.
    static let knotNanoseconds: Int64 = 1_000_000_000

    /// Diffusion rate `q`, unit/√s.
    let ratePerRootSecond: Double
    /// The instant of knot 0 (value 0).
    let originNanoseconds: Int64
    /// Index of the knot at or before the last query.
    private var knotIndex: Int64 = 0
    /// Its instant, ns.
    private var knotNanoseconds: Int64
    /// The value at `knotIndex` and at the knot after it.
    private var knotValue = 0.0
    private var nextKnotValue = 0.0
    /// The instant of the last query and the value there.
    private var lastNanoseconds: Int64
    /// The value at the last query.
    private(set) var value = 0.0

    /// A walk at 0 at `originNanoseconds`; draws the first knot after it from `stream`.
    init(ratePerRootSecond: Double, originNanoseconds: Int64, using stream: NoiseStream) {
        self.ratePerRootSecond = ratePerRootSecond.isFinite && ratePerRootSecond > 0 ? ratePerRootSecond : 0
        self.originNanoseconds = originNanoseconds
        knotNanoseconds = originNanoseconds
        lastNanoseconds = originNanoseconds
        if self.ratePerRootSecond > 0 { nextKnotValue = stream.gaussian(sigma: self.ratePerRootSecond) }
    }

    /// The walk's value at `time` (advancing the knots), unit of `q`.
    @inline(__always)
    mutating func advance(toNanoseconds time: Int64, using stream: NoiseStream) -> Double {
        guard time > lastNanoseconds, ratePerRootSecond > 0 else { return value }
        lastNanoseconds = time
        if time &- knotNanoseconds >= Self.knotNanoseconds { crossKnots(to: time, using: stream) }
        let fraction = Double(time &- knotNanoseconds) * 1e-9
        value = knotValue + (nextKnotValue - knotValue) * fraction
        return value
    }

    private mutating func crossKnots(to time: Int64, using stream: NoiseStream) {
        let index = (time &- originNanoseconds) / Self.knotNanoseconds
        let skipped = index - knotIndex - 1  // knots passed beyond the next one
        knotValue =
            skipped == 0
            ? nextKnotValue
            : nextKnotValue + stream.gaussian(sigma: ratePerRootSecond * Double(skipped).squareRoot())
        nextKnotValue = knotValue + stream.gaussian(sigma: ratePerRootSecond)
        knotIndex = index
        knotNanoseconds = originNanoseconds &+ index &* Self.knotNanoseconds
    }
}
