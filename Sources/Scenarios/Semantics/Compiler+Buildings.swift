import Geophysics
import Simulation

extension Compiler {
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

    /// `building "NAME" at …, W × D, N floors, …`: a building, by name for the timelines.
    mutating func compileBuilding(_ statement: StatementSyntax, defaultIndoor: IndoorClimate?) {
        typealias Clause = WorldClause.Building
        let name = statement.head.values.first?.string ?? ""
        scenario.sourceMap["building \(name)"] = statement.range
        guard let position = statement.clause(Clause.position), let size = statement.clause(Clause.size),
            let floors = statement.clause(Clause.floors)
        else {
            error(
                "building '\(name)' needs a position, a size and a floor count", at: statement.range,
                hint: "for example: building \"\(name)\" at 120 m east 40 m north, 40 × 30 m, 10 floors")
            return
        }
        var building = Building(
            name: name, centre: self.position(position), widthMeters: 1, depthMeters: 1,
            floorCount: 1)
        if case .size(let width, let depth)? = size.values.first?.value {
            building.widthMeters = width.baseValue
            building.depthMeters = depth.baseValue
        }
        let count = floors.values.first?.integer ?? 1
        building.floorCount = Int(count)
        compileBuildingOptions(statement, into: &building)
        // A building's own `indoor` replaces the default's temperature and spread alike.
        var climate = defaultIndoor
        if let own = statement.clause(Clause.indoor) { climate = indoorClimate(own) }
        if let climate {
            building.indoorTemperatureKelvin = climate.kelvin
            building.indoorTemperatureSpreadKelvin = climate.spreadKelvin
        }
        let index = scenario.buildings.count
        if let elevator = statement.clause(Clause.elevatorSpeed),
            let speed = elevator.values.first?.speedMetersPerSecond
        {
            elevatorSpeeds[index] = speed
        }
        buildingIndex[name] = index
        scenario.buildings.append(building)
        checkGround(at: building.centre, range: position.range, "the building")
    }

    /// A building's storey heights, over-pressure, rotation and neutral plane (basements are refused).
    mutating func compileBuildingOptions(_ statement: StatementSyntax, into building: inout Building) {
        typealias Clause = WorldClause.Building
        if let basements = statement.clause(Clause.basements), (basements.values.first?.integer ?? 0) != 0 {
            unsupported(
                basements,
                "basements are not modelled: the simulator's buildings start at the ground (floor 0)")
        }
        if let lobby = statement.clause(Clause.lobby), let value = lobby.values.first?.lengthMeters {
            building.lobbyHeightMeters = value
        }
        if let floor = statement.clause(Clause.floor), let value = floor.values.first?.lengthMeters {
            building.floorHeightMeters = value
        }
        if let hvac = statement.clause(Clause.hvac), let value = hvac.values.first?.pressurePa {
            building.hvacPressurisationPa = value
        }
        if let rotated = statement.clause(Clause.rotated), let value = rotated.values.first?.quantity?.baseValue {
            building.rotationDegrees = value
        }
        if let neutral = statement.clause(Clause.neutralPlane), let value = neutral.values.first?.lengthMeters {
            require(
                value, in: 0, building.roofHeightAboveGroundMeters, "the neutral plane (within the building)",
                unit: "m", at: neutral.values.first)
            building.neutralPlaneHeightMeters = value
        }
    }
}
