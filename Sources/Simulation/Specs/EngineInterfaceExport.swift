/// Re-exports the shared interface (`EngineUnderTest`, `ResolvedAppCall`, the events, ports and
/// samples) so that code importing `Simulation` alone sees the engine types its API uses.
@_exported public import EngineInterface
