public import AltitudeEngine

/// Makes one engine per simulated device.
public struct EngineFactory: Sendable {
    /// Name shown in reports ("AltitudeEngine", "filters-off", …).
    public var name: String
    /// Builds the engine for a device from its configuration and ports.
    public var make: @Sendable (_ configuration: EngineConfiguration, _ ports: EnginePorts) -> any EngineUnderTest
    /// The `altsim` options that select this engine, appended to reproduce commands: `""` for
    /// the built-in engine as the scenario configures it, `--engine-process '…'` or
    /// `--engine '…'` for one the command line makes, and `nil` (the default) for an engine only
    /// the Swift API builds: its failures then name the engine instead of printing an `altsim`
    /// command that would rerun the built-in one.
    public var commandLineArguments: String?

    /// Creates a factory named `name`; `commandLineArguments` as above (`nil`: no `altsim` command).
    public init(
        name: String, commandLineArguments: String? = nil,
        make: @escaping @Sendable (EngineConfiguration, EnginePorts) -> any EngineUnderTest
    ) {
        self.name = name
        self.commandLineArguments = commandLineArguments
        self.make = make
    }
}
