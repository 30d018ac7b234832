/// Re-exports the shared interface, which holds the wire types (`AssistanceRequest`,
/// `AssistanceResponse`, `BarocalUpload`, `ServiceStatusCode`), so that `import AssistanceProtocol`
/// still sees them next to the codec and the validation.
@_exported public import EngineInterface
