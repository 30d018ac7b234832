public import AltitudeEngine

/// Makes one engine per simulated device.
public struct EngineFactory: Sendable {
    /// Name shown in reports ("AltitudeEngine", "filters-off", …).
    public var name: String
    /// Builds the engine for a device from its configuration and ports.
    public var make: @Sendable (_ configuration: EngineConfiguration, _ ports: EnginePorts) -> any EngineUnderTest

    public init(name: String, make: @escaping @Sendable (EngineConfiguration, EnginePorts) -> any EngineUnderTest) {
        self.name = name
        self.make = make
    }
}
