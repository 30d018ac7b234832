public import AltitudeEngine

/// Makes one engine per simulated device.
public struct EngineFactory: Sendable {
    /// Name shown in reports ("AltitudeEngine", "filters-off", …).
    public var name: String
    /// Builds the engine for a device from its configuration and ports.
    public var make: @Sendable (_ configuration: EngineConfiguration, _ ports: EnginePorts) -> any EngineUnderTest
    /// The `altsim` options that select this engine, for reproduce lines: `[]` for the built-in
    /// engine, e.g. `["--engine", "filters=none"]` for one the command line configures, and `nil`
    /// (the default) for an engine only the Swift API can build: its failures then name the
    /// engine instead of printing an `altsim` command that would run the built-in one.
    public var reproduceArguments: [String]?

    /// Creates a factory named `name`; `reproduceArguments` as above (`nil`: no `altsim` command).
    public init(name: String, reproduceArguments: [String]? = nil,
                make: @escaping @Sendable (EngineConfiguration, EnginePorts) -> any EngineUnderTest) {
        self.name = name
        self.reproduceArguments = reproduceArguments
        self.make = make
    }
}
