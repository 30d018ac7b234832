public import Noise

/// One delivered barometer reading.
public struct BarometerReading: Hashable, Sendable {
    /// The value delivered to the engine, Pa (may be garbage under a `garbage` fault).
    public var pressurePa: Double
    /// The instant the pressure was measured, ns since the epoch.
    public var measuredAtNanoseconds: Int64
    /// When the engine receives it (measured + latency + delay faults), ns since the epoch.
    public var deliverAtNanoseconds: Int64
}

/// A phone barometer: turns the true pressure at the phone into readings (BarometerSpec).
///
/// Stateful (drift, IIR, stuck value, dropouts) and advanced in time order only.
/// PHASE2-SKELETON: the sensors engineer replaces this body with the full error model.
public final class BarometerModel {
    public let spec: BarometerSpec
    /// Time between samples, ns.
    public let samplePeriodNanoseconds: Int64
    /// The per-device offset actually applied (drawn or fixed), Pa: the truth a calibration should find.
    public private(set) var offsetPa: Double

    /// - Parameters:
    ///   - streamPrefix: e.g. `"device[0].baro"`; each layer uses `<prefix>.<layer>`.
    ///   - runStartNanoseconds: the run's start, for fault windows (offsets from it).
    public init(spec: BarometerSpec, root: NoiseRoot, streamPrefix: String, runStartNanoseconds: Int64) {
        self.spec = spec
        samplePeriodNanoseconds = Int64((1e9 / max(spec.sampleRateHz, 1e-3)).rounded())
        offsetPa = spec.offsetPa ?? root.stream(named: streamPrefix + ".offset").gaussian(sigma: spec.offsetSigmaPa)
    }

    /// The reading for the true pressure at `nanoseconds`, or `nil` when no sample is delivered
    /// (off, dropout).
    public func measure(truePressurePa: Double, deviceTemperatureKelvin: Double, atNanoseconds nanoseconds: Int64) -> BarometerReading? {
        BarometerReading(pressurePa: truePressurePa + offsetPa, measuredAtNanoseconds: nanoseconds, deliverAtNanoseconds: nanoseconds)
    }
}
