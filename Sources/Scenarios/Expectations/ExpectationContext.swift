/// What an expectation may refer to, gathered by the scenario's semantic pass.
public struct ExpectationContext: Hashable, Sendable {
    /// Names of the devices, in order.
    public var deviceNames: [String]
    /// Labels of timeline steps (`as "ride"`) with their device and offset from the start, ns.
    public var labels: [String: LabelledStep]
    /// Length of the run, ns.
    public var durationNanoseconds: Int64

    /// A labelled timeline step.
    public struct LabelledStep: Hashable, Sendable {
        /// The device whose timeline holds the step.
        public var deviceName: String
        /// Offset of the step from the start, ns.
        public var offsetNanoseconds: Int64
        /// Creates a labelled step.
        public init(deviceName: String, offsetNanoseconds: Int64) {
            self.deviceName = deviceName
            self.offsetNanoseconds = offsetNanoseconds
        }
    }

    /// Creates a context.
    public init(deviceNames: [String], labels: [String: LabelledStep], durationNanoseconds: Int64) {
        self.deviceNames = deviceNames
        self.labels = labels
        self.durationNanoseconds = durationNanoseconds
    }
}
