import Geophysics
import Simulation

extension Compiler {
    /// The clauses each kind of terrain takes.
    static let terrainClauses: [String: Set<WorldClause.Terrain>] = [
        "flat": [.elevation], "plane": [.elevation, .rising, .toward], "hills": [.elevation, .hill], "grid": [.file],
    ]

    /// `terrain flat|plane|hills|grid …`: the ground surface.
    mutating func compileTerrain(_ statement: StatementSyntax) {
        scenario.sourceMap["terrain"] = statement.range
        terrainHasRangeError = ([statement.head] + statement.clauses).contains { repeatsRangeError($0.range) }
        let kind = statement.head.values.first?.word ?? "flat"
        let heightNode = statement.clause(WorldClause.Terrain.elevation)?.values.first
        let height = heightNode?.lengthMeters ?? 0
        rejectForeignTerrainClauses(statement, kind: kind)
        switch kind {
        case "plane": compilePlane(statement, heightMeters: height)
        case "hills": compileHills(statement, heightMeters: height)
        case "grid": compileHeightGrid(statement)
        default: scenario.terrain = .flat(heightMeters: height)
        }
    }

    /// Reports every clause the terrain's kind does not take, naming the kinds that do.
    mutating func rejectForeignTerrainClauses(_ statement: StatementSyntax, kind: String) {
        for clause in statement.clauses {
            let pattern = clause.pattern(WorldClause.Terrain.self)
            func takes(_ clauses: Set<WorldClause.Terrain>?) -> Bool {
                pattern.map { clauses?.contains($0) ?? false } ?? false
            }
            guard !takes(Self.terrainClauses[kind]) else { continue }
            let owners = Self.terrainClauses.filter { takes($0.value) }.keys.sorted().map { "terrain \($0)" }
            error(
                "'\(clause.keywords.first ?? clause.name)' does not apply to 'terrain \(kind)'", at: clause.range,
                hint: owners.isEmpty ? nil : "it belongs to " + owners.joined(separator: ", "))
        }
    }

    /// `terrain plane HEIGHT, rising SLOPE, toward DIRECTION`.
    mutating func compilePlane(_ statement: StatementSyntax, heightMeters height: Double) {
        guard let rising = statement.clause(WorldClause.Terrain.rising),
            let toward = statement.clause(WorldClause.Terrain.toward)
        else {
            error("'terrain plane' needs `rising SLOPE` and `toward DIRECTION`", at: statement.range)
            return
        }
        let slope = rising.values.first?.value(inUnit: "m/km") ?? 0
        scenario.terrain = .plane(
            InclinedPlane(
                heightAtOriginMeters: height, slopeMetersPerKilometer: slope,
                upslopeBearingDegrees: toward.values.first?.bearingDegrees ?? 0))
    }

    /// `terrain hills HEIGHT, hill at … height H radius R, …`; each hill's top must be in the ground's range.
    mutating func compileHills(_ statement: StatementSyntax, heightMeters height: Double) {
        var hills: [Hill] = []
        for clause in statement.clauses(named: WorldClause.Terrain.hill) {
            let values = clause.values
            guard values.count == 6 else { continue }
            let peak = values[4].lengthMeters ?? 0
            let width = values[5].lengthMeters ?? 0
            hills.append(Hill(centre: Compiler.position(values, from: 0), peakHeightMeters: peak, widthMeters: width))
        }
        scenario.terrain = .hills(HillTerrain(baseHeightMeters: height, hills: hills))
        for clause in statement.clauses(named: WorldClause.Terrain.hill) where clause.values.count == 6 {
            checkGround(at: Compiler.position(clause.values, from: 0), range: clause.range, "this hill's top")
        }
    }

    /// `terrain grid file "NAME"`: a height grid read under the include policy.
    mutating func compileHeightGrid(_ statement: StatementSyntax) {
        guard let file = statement.clause(WorldClause.Terrain.file), let name = file.values.first?.string else {
            error("'terrain grid' needs `file \"NAME\"`", at: statement.range)
            return
        }
        let path = ScenarioLoader.resolve(name, relativeTo: statement.location.file)
        switch files.loadHeightGrid(path: path) {
        case .success(let grid):
            scenario.terrain = .grid(grid)
            scenario.terrainFile = path
        case .failure(let refusal):
            self.error(refusal.message, at: file.range, hint: refusal.hint)
        }
    }
}
