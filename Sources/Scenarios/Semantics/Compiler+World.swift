import Foundation
import Geophysics
import Simulation

extension Compiler {
    mutating func compileWorld() {
        if let terrain = all(.terrain).first {
            if all(.terrain).count > 1 {
                error("duplicate 'terrain' statement", at: all(.terrain)[1].range)
            }
            compileTerrain(terrain)
        }
        for statement in all(.temperature) { compileTemperature(statement) }
        var defaultIndoor: IndoorClimate?
        for statement in all(.temperature) {
            if let clause = statement.clause(WorldClause.Temperature.indoor) { defaultIndoor = indoorClimate(clause) ?? defaultIndoor }
        }
        for statement in all(.building) { compileBuilding(statement, defaultIndoor: defaultIndoor) }
        for statement in all(.weather) { compileWeather(statement) }
        for statement in all(.front) { compileFront(statement) }
        for statement in all(.thunderstorm) { compileThunderstorm(statement) }
    }

    mutating func compileTerrain(_ statement: StatementSyntax) {
        scenario.sourceMap["terrain"] = statement.range
        terrainHasRangeError = ([statement.head] + statement.clauses).contains { repeatsRangeError($0.range) }
        let kind = statement.head.values.first?.word ?? "flat"
        let heightNode = statement.clause(WorldClause.Terrain.elevation)?.values.first
        let height = heightNode?.lengthMeters ?? 0
        let allowed: [String: Set<WorldClause.Terrain>] = [
            "flat": [.elevation], "plane": [.elevation, .rising, .toward], "hills": [.elevation, .hill], "grid": [.file],
        ]
        for clause in statement.clauses {
            let pattern = clause.pattern(WorldClause.Terrain.self)
            func takes(_ clauses: Set<WorldClause.Terrain>?) -> Bool { pattern.map { clauses?.contains($0) ?? false } ?? false }
            guard !takes(allowed[kind]) else { continue }
            let owners = allowed.filter { takes($0.value) }.keys.sorted().map { "terrain \($0)" }
            error("'\(clause.keywords.first ?? clause.name)' does not apply to 'terrain \(kind)'", at: clause.range,
                  hint: owners.isEmpty ? nil : "it belongs to " + owners.joined(separator: ", "))
        }
        switch kind {
        case "plane":
            guard let rising = statement.clause(WorldClause.Terrain.rising), let toward = statement.clause(WorldClause.Terrain.toward) else {
                error("'terrain plane' needs `rising SLOPE` and `toward DIRECTION`", at: statement.range)
                return
            }
            let slope = rising.values.first?.value(inUnit: "m/km") ?? 0
            scenario.terrain = .plane(InclinedPlane(
                heightAtOriginMeters: height, slopeMetersPerKilometer: slope,
                upslopeBearingDegrees: toward.values.first?.bearingDegrees ?? 0))
        case "hills":
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
        case "grid":
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
        default:
            scenario.terrain = .flat(heightMeters: height)
        }
    }

    /// An `indoor TEMPERATURE [± SPREAD]` clause's values, K.
    struct IndoorClimate {
        var kelvin: Double
        var spreadKelvin: Double
    }

    /// The values of an `indoor` clause (a building's or the `temperature` statement's; their
    /// ranges are checked by ``RangeChecker``), or `nil` without a temperature.
    mutating func indoorClimate(_ clause: ClauseSyntax) -> IndoorClimate? {
        guard let kelvin = clause.values.first?.temperatureKelvin else { return nil }
        return IndoorClimate(kelvin: kelvin, spreadKelvin: spread(of: clause, \.temperatureDifferenceKelvin))
    }

    mutating func compileBuilding(_ statement: StatementSyntax, defaultIndoor: IndoorClimate?) {
        let name = statement.head.values.first?.string ?? ""
        scenario.sourceMap["building \(name)"] = statement.range
        guard let position = statement.clause(WorldClause.Building.position), let size = statement.clause(WorldClause.Building.size),
              let floors = statement.clause(WorldClause.Building.floors) else {
            error("building '\(name)' needs a position, a size and a floor count", at: statement.range,
                  hint: "for example: building \"\(name)\" at 120 m east 40 m north, 40 × 30 m, 10 floors")
            return
        }
        var building = Building(name: name, centre: self.position(position), widthMeters: 1, depthMeters: 1, floorCount: 1)
        if case .size(let width, let depth)? = size.values.first?.value {
            building.widthMeters = width.baseValue
            building.depthMeters = depth.baseValue
        }
        let count = floors.values.first?.integer ?? 1
        building.floorCount = Int(count)
        if let basements = statement.clause(WorldClause.Building.basements), (basements.values.first?.integer ?? 0) != 0 {
            unsupported(basements, "basements are not modelled: the simulator's buildings start at the ground (floor 0)")
        }
        if let lobby = statement.clause(WorldClause.Building.lobby), let value = lobby.values.first?.lengthMeters {
            building.lobbyHeightMeters = value
        }
        if let floor = statement.clause(WorldClause.Building.floor), let value = floor.values.first?.lengthMeters {
            building.floorHeightMeters = value
        }
        if let hvac = statement.clause(WorldClause.Building.hvac), let value = hvac.values.first?.pressurePa {
            building.hvacPressurisationPa = value
        }
        if let rotated = statement.clause(WorldClause.Building.rotated), let value = rotated.values.first?.quantity?.baseValue {
            building.rotationDegrees = value
        }
        if let neutral = statement.clause(WorldClause.Building.neutralPlane), let value = neutral.values.first?.lengthMeters {
            require(value, in: 0, building.roofHeightAboveGroundMeters, "the neutral plane (within the building)",
                    unit: "m", at: neutral.values.first)
            building.neutralPlaneHeightMeters = value
        }
        // A building's own `indoor` replaces the default's temperature and spread alike.
        var climate = defaultIndoor
        if let own = statement.clause(WorldClause.Building.indoor) { climate = indoorClimate(own) }
        if let climate {
            building.indoorTemperatureKelvin = climate.kelvin
            building.indoorTemperatureSpreadKelvin = climate.spreadKelvin
        }
        let index = scenario.buildings.count
        if let elevator = statement.clause(WorldClause.Building.elevatorSpeed), let speed = elevator.values.first?.speedMetersPerSecond {
            elevatorSpeeds[index] = speed
        }
        buildingIndex[name] = index
        scenario.buildings.append(building)
        checkGround(at: building.centre, range: position.range, "the building")
    }

    mutating func compileWeather(_ statement: StatementSyntax) {
        scenario.sourceMap["weather"] = statement.range
        var weather = scenario.weather
        if let clause = statement.clause(WorldClause.Weather.seaLevel), let value = clause.values.first?.pressurePa {
            weather.basePressurePa = value
        }
        if let clause = statement.clause(WorldClause.Weather.trend), let value = clause.values.first?.pressureRatePaPerSecond {
            weather.trendPaPerSecond = value
        }
        if let clause = statement.clause(WorldClause.Weather.tide) {
            weather.tide = clause.values.first?.word == "on" ? PressureTide() : nil
        }
        if let clause = statement.clause(WorldClause.Weather.tideAmplitude), let value = clause.values.first?.pressurePa {
            weather.tide = PressureTide(amplitudePa: value)
        }
        if let clause = statement.clause(WorldClause.Weather.drift), clause.values.count == 2 {
            let sigma = clause.values[0].pressurePa ?? 0
            if let tau = positiveDuration(clause.values[1], "the drift's time constant") {
                weather.drift = PressureDrift(sigmaPa: sigma, correlationTimeSeconds: Double(tau) / 1e9)
            }
        }
        if let clause = statement.clause(WorldClause.Weather.gradient), clause.values.count == 2 {
            let value = clause.values[0].pressureGradientPaPerMeter ?? 0
            weather.gradient = PressureGradient(paPerMeter: value, towardBearingDegrees: clause.values[1].bearingDegrees ?? 0)
        }
        scenario.weather = weather
    }

    mutating func compileTemperature(_ statement: StatementSyntax) {
        var model = scenario.weather.temperature
        if let clause = statement.clause(WorldClause.Temperature.outdoor), let value = clause.values.first?.temperatureKelvin {
            model.seaLevelTemperatureKelvin = value
        }
        if let clause = statement.clause(WorldClause.Temperature.lapse), let value = clause.values.first?.lapseRateKelvinPerMeter {
            model.lapseRateKelvinPerMeter = -value
        }
        if let clause = statement.clause(WorldClause.Temperature.daily), let value = clause.values.first?.temperatureDifferenceKelvin {
            model.diurnalAmplitudeKelvin = value
        }
        scenario.weather.temperature = model
    }

    mutating func compileFront(_ statement: StatementSyntax) {
        guard let passes = statement.clause(WorldClause.Front.passes) else {
            error("a front needs `passes origin at TIME`", at: statement.range)
            return
        }
        guard let passage = time(passes.values.first, "the front's passage") else { return }
        var front = WeatherFront(passageAtOriginNanoseconds: scenario.startNanoseconds + passage)
        if let from = statement.clause(WorldClause.Front.from)?.values.first?.bearingDegrees {
            front.movingTowardBearingDegrees = (from + 180).truncatingRemainder(dividingBy: 360)
            if let toward = statement.clause(WorldClause.Front.toward) {
                error("give `from` or `toward`, not both", at: toward.range)
            }
        } else if let toward = statement.clause(WorldClause.Front.toward)?.values.first?.bearingDegrees {
            front.movingTowardBearingDegrees = toward
        }
        if let clause = statement.clause(WorldClause.Front.speed), let speed = clause.values.first?.speedMetersPerSecond {
            front.speedMetersPerSecond = speed
        }
        if let clause = statement.clause(WorldClause.Front.drop), clause.values.count == 2 {
            let drop = clause.values[0].pressurePa ?? 0
            front.dropPa = drop
            if let ns = positiveDuration(clause.values[1], "the drop") { front.fallDurationSeconds = Double(ns) / 1e9 }
        }
        if let clause = statement.clause(WorldClause.Front.rise), clause.values.count == 2 {
            let rise = clause.values[0].pressurePa ?? 0
            front.risePa = rise
            if let ns = positiveDuration(clause.values[1], "the rise") { front.riseDurationSeconds = Double(ns) / 1e9 }
        }
        let cold = statement.head.values.first?.word != "warm"
        if let clause = statement.clause(WorldClause.Front.temperature), let change = clause.values.first?.temperatureDifferenceKelvin {
            require(change, in: cold ? -30 : 0, cold ? 0 : 30,
                    cold ? "a cold front's temperature change" : "a warm front's temperature change",
                    unit: "K", at: clause.values.first)
            front.temperatureChangeKelvin = change
        }
        scenario.weather.fronts.append(front)
    }

    mutating func compileThunderstorm(_ statement: StatementSyntax) {
        let jump = statement.clause(WorldClause.Thunderstorm.jump)
        let magnitude = jump?.values.first?.pressurePa ?? 80
        if let jump {
            if jump.values.count > 1 {
                unsupported(jump, "the spread of a storm's jump (± …) is not modelled: every storm has the same jump")
            }
        }
        let rise = statement.clause(WorldClause.Thunderstorm.over).flatMap { positiveDuration($0.values.first, "the storm's rise") }
        let recover = statement.clause(WorldClause.Thunderstorm.recover).flatMap { positiveDuration($0.values.first, "the storm's recovery") }
        let half = rise ?? recover ?? 660_000_000_000
        guard half <= 43_200_000_000_000 else {
            error("a storm's rise lasts at most 12 h", at: statement.clause(WorldClause.Thunderstorm.over)?.range ?? statement.range)
            return
        }
        if let rise, let recover, rise != recover, let clause = statement.clause(WorldClause.Thunderstorm.recover) {
            unsupported(clause, "a storm's bump is symmetric: `recover over` must equal `over`",
                        hint: "write only `over`; the pressure returns over the same time")
        }
        let totalSeconds = Double(half * 2) / 1e9
        if let at = statement.clause(WorldClause.Thunderstorm.at) {
            if statement.clause(WorldClause.Thunderstorm.every) != nil {
                error("a thunderstorm is either scheduled (`at`) or random (`every`), not both", at: at.range)
                return
            }
            guard let t = time(at.values.first, "the storm") else { return }
            scenario.transients.append(ScenarioTransient(
                source: .thunderstorm, deviceName: nil, atOffsetNanoseconds: t,
                transient: PressureTransient(kind: .custom, scope: .everywhere, startNanoseconds: 0,
                                             magnitudePa: magnitude, durationSeconds: totalSeconds, shape: .raisedCosine)))
        } else if let every = statement.clause(WorldClause.Thunderstorm.every) {
            guard let ns = positiveDuration(every.values.first, "the mean interval") else { return }
            let rate = 3_600e9 / Double(ns)
            guard require(rate, in: 0, 60, "a storm rate", unit: "per hour (mean interval ≥ 1 min)", at: every.values.first) else { return }
            if scenario.weather.thunderstorms != nil {
                error("only one random `thunderstorm every …` per scenario", at: statement.range)
                return
            }
            scenario.weather.thunderstorms = ThunderstormModel(ratePerHour: rate, magnitudePa: magnitude, durationSeconds: totalSeconds)
        } else {
            error("a thunderstorm needs `at TIME` (scheduled) or `every DURATION` (random)", at: statement.range)
        }
    }
}
