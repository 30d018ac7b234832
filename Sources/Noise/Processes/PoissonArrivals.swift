/// A homogeneous Poisson process of events (spikes, glitches, multipath jumps) with a
/// constant rate, exact for any step.
///
/// The process keeps the time until its next arrival. Advancing by `Δt` with no arrival in
/// the window only subtracts (no draw); when the next arrival falls inside the window, the
/// other arrivals in the rest of the window are one Poisson draw and the wait after the
/// window is a fresh exponential draw (memorylessness makes this exact).
///
/// ```swift
/// var glitches = PoissonArrivals(ratePerSecond: 1.0 / 3600)  // one an hour on average
/// let count = glitches.arrivals(inNextSeconds: 0.04, using: stream)
/// ```
///
/// Invalid input never crashes: a rate that is negative, NaN or ∞ is treated as 0 (no
/// arrivals, infinite delay); a window that is not a finite positive number of seconds has
/// no arrivals and draws nothing. Counts above `UInt32.max` in one window saturate.
public struct PoissonArrivals: Sendable, Hashable {
    /// Mean number of arrivals per second.
    public let ratePerSecond: Double
    /// Seconds until the next arrival; nil until first needed (then drawn from the stream).
    public private(set) var secondsUntilNextArrival: Double?

    /// A Poisson process with `ratePerSecond` arrivals per second on average.
    public init(ratePerSecond: Double) {
        self.ratePerSecond = NoiseParameter.scale(ratePerSecond)
    }

    /// The number of arrivals in the next `seconds`, advancing the process.
    public mutating func arrivals(inNextSeconds seconds: Double, using stream: NoiseStream) -> Int {
        guard NoiseParameter.isStep(seconds), ratePerSecond > 0 else { return 0 }
        let wait = secondsUntilNextArrival ?? nextArrivalDelaySeconds(using: stream)
        if wait > seconds {
            secondsUntilNextArrival = wait - seconds
            return 0
        }
        let rest = seconds - wait
        let more = rest > 0 ? Int(stream.poisson(mean: ratePerSecond * rest)) : 0
        secondsUntilNextArrival = nextArrivalDelaySeconds(using: stream)
        return 1 + more
    }

    /// A fresh delay until the next arrival, `Exp(mean 1/rate)` seconds (∞ when the rate is 0).
    /// Does not change the process.
    public func nextArrivalDelaySeconds(using stream: NoiseStream) -> Double {
        guard ratePerSecond > 0 else { return .infinity }
        return stream.exponential(mean: 1 / ratePerSecond)
    }
}
