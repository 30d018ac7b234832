import Foundation
import Noise

/// A `PressureDrift` realised over a run: knot values at fixed spacing from the start,
/// linearly interpolated. Before the start it holds the first knot, after the last knot the last.
struct RealisedDrift: Sendable, Hashable {
    let startNanoseconds: Int64
    let knotSpacingNanoseconds: Int64
    let knotsPa: [Double]

    init(drift: PressureDrift, noise: NoiseRoot, startNanoseconds: Int64, durationSeconds: Double) {
        self.startNanoseconds = startNanoseconds
        let spacing = max(Int64((drift.knotSpacingSeconds * 1e9).rounded()), 1)
        knotSpacingNanoseconds = spacing
        let count = Int((durationSeconds * 1e9 / Double(spacing)).rounded(.up)) + 1
        let stream = noise.stream(named: "world.weather.drift")
        var process = GaussMarkov(
            sigma: drift.sigmaPa, correlationTimeSeconds: drift.correlationTimeSeconds,
            initialValue: stream.gaussian(sigma: drift.sigmaPa))
        var knots = [Double]()
        knots.reserveCapacity(count)
        knots.append(process.value)
        let stepSeconds = Double(spacing) * 1e-9
        for _ in 1..<max(count, 2) { knots.append(process.advance(bySeconds: stepSeconds, using: stream)) }
        knotsPa = knots
    }

    /// The drift at an instant, Pa.
    @inline(__always)
    func valuePa(atNanoseconds timeNanoseconds: Int64) -> Double {
        let (offset, overflow) = timeNanoseconds.subtractingReportingOverflow(startNanoseconds)
        if overflow { return timeNanoseconds > startNanoseconds ? knotsPa[knotsPa.count - 1] : knotsPa[0] }
        guard offset > 0 else { return knotsPa[0] }
        let index = Int(offset / knotSpacingNanoseconds)
        guard index < knotsPa.count - 1 else { return knotsPa[knotsPa.count - 1] }
        let fraction = Double(offset - Int64(index) * knotSpacingNanoseconds) / Double(knotSpacingNanoseconds)
        return knotsPa[index] + (knotsPa[index + 1] - knotsPa[index]) * fraction
    }
}
