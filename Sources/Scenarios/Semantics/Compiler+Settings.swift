import Geophysics
import Simulation

extension Compiler {
    mutating func compileSettings() {
        if let title = all(.scenario).first {
            scenario.name = title.head.values.first?.string ?? ""
            scenario.sourceMap["scenario"] = title.range
        } else {
            error(
                "a scenario needs a title: `scenario \"NAME\"`",
                at: SourceRange(at: statements.first?.location ?? .unknown),
                hint: "a file without a `scenario` statement is a library: include it from a scenario")
        }
        if let seed = all(.seed).first, let value = seed.head.values.first?.integer {
            if value < 0 {
                error("seed \(value) must not be negative", at: seed.head.range)
            } else {
                scenario.seed = UInt64(value)
            }
        }
        if let duration = all(.duration).first {
            scenario.sourceMap["duration"] = duration.range
            let node = duration.head.values.first
            // At most 366 days: its range is in `SlotRanges`.
            if let ns = positiveDuration(node, "the duration"), ns <= 366 * 86_400 * 1_000_000_000 {
                scenario.durationNanoseconds = ns
            }
        } else {
            error(
                "a scenario needs a `duration` (for example `duration 2 h`)",
                at: SourceRange(at: statements.first?.location ?? .unknown))
        }
        if let start = all(.start).first { compileStart(start) }
        if let origin = all(.origin).first { compileOrigin(origin) }
        if let geoid = all(.geoid).first { compileGeoid(geoid) }
    }

    mutating func compileStart(_ statement: StatementSyntax) {
        let values = statement.head.values
        guard case .date(let year, let month, let day)? = values.first?.value else { return }
        guard (1970...2200).contains(year), (1...12).contains(month),
            (1...CivilDate.days(inMonth: month, year: year)).contains(day)
        else {
            error(
                "\(ScenarioPrinter.print(values[0].value)) is not a valid date from 1970 to 2200", at: values[0].range)
            return
        }
        var nanoseconds = CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400 * 1_000_000_000
        if values.count > 1, let time = values[1].timeNanosecondsSinceStart {
            guard time < 86_400 * 1_000_000_000 else {
                error("the time of day must be before 24:00", at: values[1].range)
                return
            }
            nanoseconds += time
        }
        if let zone = statement.clause(WorldClause.Start.zone) {
            guard let utc = utcNanoseconds(local: nanoseconds, zone: zone) else { return }
            nanoseconds = utc
        }
        scenario.startNanoseconds = nanoseconds
    }

    mutating func compileOrigin(_ statement: StatementSyntax) {
        let values = statement.head.values
        guard values.count == 2 else { return }
        let latitude = values[0].number?.value ?? values[0].quantity?.baseValue ?? 0
        let longitude = values[1].number?.value ?? values[1].quantity?.baseValue ?? 0
        scenario.origin = GeodeticCoordinate(latitudeDegrees: latitude, longitudeDegrees: longitude)
        if let elevation = statement.clause(WorldClause.Origin.elevation) {
            if !all(.terrain).isEmpty {
                error(
                    "the origin's elevation is set by the `terrain` statement", at: elevation.range,
                    hint: "remove `elevation` or write the height on `terrain`")
            } else if let height = elevation.values.first?.lengthMeters {
                scenario.terrain = .flat(heightMeters: height)
            }
        }
    }

    mutating func compileGeoid(_ statement: StatementSyntax) {
        if let constant = statement.clause(WorldClause.Geoid.undulation), let n = constant.values.first?.lengthMeters {
            scenario.geoid = .constant(undulationMeters: n)
        } else if let model = statement.clause(WorldClause.Geoid.model) {
            let path = GeoidGrid.egm96DefaultPath
            if geoidGridExists(path) {
                scenario.geoid = .egm96(path: path)
            } else {
                error(
                    "the EGM96 geoid grid is not installed (\(path))", at: model.range,
                    hint:
                        "install Debian's proj-data package (apt-get install proj-data), or give a constant: `geoid -32.5 m`"
                )
            }
        } else {
            error("`geoid` needs a constant undulation (`geoid -32.5 m`) or `egm96`", at: statement.range)
        }
    }
}
