extension Grammar {
    /// `tags dense-urban, high-site, calm, standard-phone`: the groups of the accuracy campaign
    /// report (``ScenarioTag``); may stand several times (a shared library can carry its tags).
    static let tags = StatementSchema(
        .tags, head: "$list(\(ScenarioTag.allCases.map(\.rawValue).joined(separator: "|")))",
        "The groups of the accuracy campaign report the scenario's runs belong to.", [])
}
