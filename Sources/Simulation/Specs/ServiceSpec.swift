public import AssistanceService

/// The assistance service's settings (the server-side half of a scenario).
public struct ServiceSpec: Hashable, Sendable {
    /// The API keys the service accepts (default `demo-key`).
    public var apiKeys: [String] = ["demo-key"]
    /// Where the service offers assistance (default everywhere).
    public var coverage: ServiceArea = .everywhere
    /// How station values are interpolated to the device (default a plane fit).
    public var interpolation: InterpolationMethod = .planeFit
    /// Resample the world's terrain on this grid for HAT (`nil` = exact terrain).
    public var terrainResolutionMeters: Double? = nil
    /// How long a stored calibration stays valid, s (`nil` = the service's default).
    public var calibrationValiditySeconds: Double? = nil
    /// Failures the service produces, each in its windows.
    public var faults = ServiceFaults()

    /// The default service: one key, everywhere, plane fit, exact terrain, no faults.
    public init() {}
}
