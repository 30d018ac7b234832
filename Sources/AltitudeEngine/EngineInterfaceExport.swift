/// Re-exports the shared interface so that code written against the SDK (`import AltitudeEngine`)
/// still sees `NNAltitudeContext`, the samples, the ports and the engine events, which now live
/// in `EngineInterface`.
@_exported public import EngineInterface
