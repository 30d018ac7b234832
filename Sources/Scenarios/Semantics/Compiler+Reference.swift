extension Compiler {
    /// The clause each kind of `reference` takes.
    static let referenceClauses: [String: WorldClause.Reference] = ["series": .file, "declared": .pressure]

    /// `reference series "FILE.csv"` | `reference declared PRESSURE ± PRESSURE`: the site's
    /// assistance source. The series file is named under the include policy (like `terrain grid
    /// file`); its rows are read by the field-log run.
    mutating func compileReference() {
        guard let statement = all(.reference).first else { return }
        scenario.sourceMap["reference"] = statement.range
        let kind = statement.head.values.first?.word ?? "series"
        let wanted = Self.referenceClauses[kind] ?? .file
        for clause in statement.clauses where clause.pattern(WorldClause.Reference.self) != wanted {
            let owner = Self.referenceClauses.first { $0.value.rawValue == clause.name }?.key
            error(
                "'reference \(kind)' takes \(wanted == .file ? "one file name" : "one `PRESSURE ± PRESSURE`")",
                at: clause.range,
                hint: owner.map { "that belongs to 'reference \($0)'; a site names one source" })
        }
        switch wanted {
        case .file:
            guard let clause = statement.clause(WorldClause.Reference.file), let name = clause.values.first?.string
            else {
                error("'reference series' needs the series file: `reference series \"FILE.csv\"`", at: statement.range)
                return
            }
            let path = ScenarioLoader.resolve(name, relativeTo: statement.location.file)
            switch files.read(namedPath: path, kind: "reference series") {
            case .success: scenario.siteReference = .series(path: path)
            case .failure(let refusal): error(refusal.message, at: clause.range, hint: refusal.hint)
            }
        case .pressure:
            guard let clause = statement.clause(WorldClause.Reference.pressure), clause.values.count == 2,
                let pressure = clause.values[0].pressurePa, let sigma = clause.values[1].pressurePa
            else {
                error(
                    "'reference declared' needs the sea-level pressure and its σ: `reference declared 1013.25 hPa ± 15 hPa`",
                    at: statement.range)
                return
            }
            scenario.siteReference = .declared(seaLevelPressurePa: pressure, sigmaPa: sigma)
        }
    }
}
