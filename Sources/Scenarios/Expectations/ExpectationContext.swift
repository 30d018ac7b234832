/// What an expectation may refer to, gathered by the scenario's semantic pass.
public struct ExpectationContext: Hashable, Sendable {
    /// Names of the devices, in order.
    public var deviceNames: [String]
    /// Labels of timeline steps (`as "ride"`) with their device and offset from the start, ns.
    public var labels: [String: LabelledStep]
    /// Length of the run, ns.
    public var durationNanoseconds: Int64
    /// The devices a repeated device (`50 × device "crowd"`) stands for, by its written name: an
    /// expectation for the name applies to each copy.
    public var deviceGroups: [String: [String]] = [:]
    /// The service faults of the run (`service …`, `at … assistance …`), in the order compiled.
    public var worldFaults: [WorldFaultWindow] = []

    /// A labelled timeline step.
    public struct LabelledStep: Hashable, Sendable {
        /// The device whose timeline holds the step.
        public var deviceName: String
        /// Offset of the step from the start, ns.
        public var offsetNanoseconds: Int64
        /// How long the step lasts (`for DURATION`), ns; `nil` when it has no length.
        public var durationNanoseconds: Int64?
        /// Creates a labelled step.
        public init(deviceName: String, offsetNanoseconds: Int64, durationNanoseconds: Int64? = nil) {
            self.deviceName = deviceName
            self.offsetNanoseconds = offsetNanoseconds
            self.durationNanoseconds = durationNanoseconds
        }
    }

    /// Creates a context.
    public init(deviceNames: [String], labels: [String: LabelledStep], durationNanoseconds: Int64) {
        self.deviceNames = deviceNames
        self.labels = labels
        self.durationNanoseconds = durationNanoseconds
    }
}
