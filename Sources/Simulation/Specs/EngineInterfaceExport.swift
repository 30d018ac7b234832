/// Re-exports the shared interface (`EngineUnderTest`, `ResolvedAppCall`, the events, ports and
/// samples) so that `import Simulation` still sees what used to be declared here or in `AltitudeEngine`.
@_exported public import EngineInterface
