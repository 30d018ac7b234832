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
    /// that the generic x86-64 target makes, and without a data-dependent branch (a quantiser
    /// sees random fractions: a branch on them mispredicts half the time). For |x| < 2⁵²:
    /// truncate `x ± 0.49999999999999994` (the largest double below ½: adding ½ itself would
    /// round 0.49999999999999994 up) and give the result the sign of `x` (so −0.3 → −0).
    @inlinable @inline(__always)
    public static func roundedHalfAwayFromZero(_ x: Double) -> Double {
        guard abs(x) < 4_503_599_627_370_496 else { return x.rounded(.toNearestOrAwayFromZero) }  // 2⁵², NaN
        let shifted = x + Double(signOf: x, magnitudeOf: 0.499_999_999_999_999_94)
        return Double(signOf: x, magnitudeOf: Double(Int64(shifted)))
    }
}
