/// Rounds values to a fixed resolution, like a sensor's least significant bit.
///
/// `quantize(x) = step · round(x / step)`, rounding half away from zero.
///
/// ```swift
/// let lsb = Quantizer(stepSize: 0.16)    // Pa per count
/// lsb.quantize(101_325.07)               // 101_325.12 (to double precision)
/// ```
///
/// A step that is 0, negative, NaN or ∞ disables quantisation (values pass through
/// unchanged). Non-finite values pass through unchanged.
public struct Quantizer: Sendable, Hashable {
    /// The resolution, in the unit of the values (0 = no quantisation).
    public let stepSize: Double

    /// A quantiser to multiples of `stepSize`.
    public init(stepSize: Double) {
        self.stepSize = stepSize.isFinite && stepSize > 0 ? stepSize : 0
    }

    /// `value` rounded to the nearest multiple of `stepSize` (half away from zero).
    @inlinable @inline(__always)
    public func quantize(_ value: Double) -> Double {
        guard stepSize > 0, value.isFinite else { return value }
        return Self.roundedHalfAwayFromZero(value / stepSize) * stepSize
    }

    /// `x.rounded(.toNearestOrAwayFromZero)`, bit for bit, without the call to libm's `round`
    /// that the generic x86-64 target makes (≈ 20 instructions): for |x| < 2⁵² the truncation
    /// through `Int64` and the difference `x − trunc(x)` are exact, so the half-way test is too.
    @inlinable @inline(__always)
    public static func roundedHalfAwayFromZero(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496 else { return x.rounded(.toNearestOrAwayFromZero) }   // 2⁵², NaN
        let truncated = Double(Int64(x))
        let fraction = x - truncated
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated == 0 && x.sign == .minus ? -0.0 : truncated
    }
}
