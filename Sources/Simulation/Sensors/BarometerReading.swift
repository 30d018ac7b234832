internal import Foundation

/// One delivered barometer reading.
public struct BarometerReading: Hashable, Sendable {
    /// The value delivered to the engine, Pa (may be garbage under a `garbage` fault).
    public var pressurePa: Double
    /// The instant the pressure was measured, ns since the epoch.
    public var measuredAtNanoseconds: Int64
    /// When the engine receives it (measured + latency + delay faults), ns since the epoch.
    public var deliverAtNanoseconds: Int64
}
