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
    public func quantize(_ value: Double) -> Double {
        guard stepSize > 0, value.isFinite else { return value }
        return (value / stepSize).rounded(.toNearestOrAwayFromZero) * stepSize
    }
}
