/// What the report of `altsim log compare` shows: the statistics table (sim, real, ratio) and the
/// series of its two plots, the Allan deviation curves and the stated-accuracy distributions.
public struct FieldComparisonDocument: Sendable, Equatable {
    /// One row of the table.
    public struct Row: Sendable, Equatable {
        /// The statistic with its unit.
        public var name: String
        /// The simulated value, the recordings' value and sim / real (`nil` where missing).
        public var sim: Double?
        /// The recordings' value.
        public var real: Double?
        /// sim / real.
        public var ratio: Double?
        /// Whether the ratio lies within the agreeing band (0.75…1.25); `nil`: not judged (the
        /// recordings do not show the statistic).
        public var isWithin: Bool?

        /// A row.
        public init(name: String, sim: Double?, real: Double?, ratio: Double?, isWithin: Bool?) {
            self.name = name
            self.sim = sim
            self.real = real
            self.ratio = ratio
            self.isWithin = isWithin
        }
    }

    /// The page title.
    public var title: String
    /// The command that made it.
    public var generatedBy: String
    /// Lines under the title (what ran, how many recordings, the seeds).
    public var notes: [String]
    /// The table.
    public var rows: [Row]
    /// Allan deviation (τ s, Pa) of the runs and of the recordings.
    public var simAllan: [(x: Double, y: Double)]
    /// Allan deviation of the recordings.
    public var realAllan: [(x: Double, y: Double)]
    /// Sorted stated accuracies, m: sim outdoors, sim indoors, real outdoors, real indoors.
    public var simOutdoorAccuracies: [Double]
    /// Sorted stated accuracies of the runs indoors, m.
    public var simIndoorAccuracies: [Double]
    /// Sorted stated accuracies of the recordings outdoors, m.
    public var realOutdoorAccuracies: [Double]
    /// Sorted stated accuracies of the recordings indoors, m.
    public var realIndoorAccuracies: [Double]

    /// A document.
    public init(
        title: String, generatedBy: String, notes: [String], rows: [Row], simAllan: [(x: Double, y: Double)],
        realAllan: [(x: Double, y: Double)], simOutdoorAccuracies: [Double], simIndoorAccuracies: [Double],
        realOutdoorAccuracies: [Double], realIndoorAccuracies: [Double]
    ) {
        self.title = title
        self.generatedBy = generatedBy
        self.notes = notes
        self.rows = rows
        self.simAllan = simAllan
        self.realAllan = realAllan
        self.simOutdoorAccuracies = simOutdoorAccuracies
        self.simIndoorAccuracies = simIndoorAccuracies
        self.realOutdoorAccuracies = realOutdoorAccuracies
        self.realIndoorAccuracies = realIndoorAccuracies
    }

    /// Equal when every field is (the curves point by point).
    public static func == (a: Self, b: Self) -> Bool {
        a.title == b.title && a.generatedBy == b.generatedBy && a.notes == b.notes && a.rows == b.rows
            && a.simAllan.map(\.x) == b.simAllan.map(\.x) && a.simAllan.map(\.y) == b.simAllan.map(\.y)
            && a.realAllan.map(\.x) == b.realAllan.map(\.x) && a.realAllan.map(\.y) == b.realAllan.map(\.y)
            && a.simOutdoorAccuracies == b.simOutdoorAccuracies && a.simIndoorAccuracies == b.simIndoorAccuracies
            && a.realOutdoorAccuracies == b.realOutdoorAccuracies && a.realIndoorAccuracies == b.realIndoorAccuracies
    }
}
