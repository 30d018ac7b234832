import Foundation
import Simulation

extension Compiler {
    /// A thunderstorm's jump without `jump PRESSURE`, Pa (chosen default; Docs/scenario-language.md lists it).
    static let defaultStormJumpPa = 80.0
    /// A thunderstorm's rise without `over DURATION`, ns: 11 min (chosen default; Docs/scenario-language.md).
    static let defaultStormRiseNanoseconds: Int64 = 660_000_000_000
    /// The longest rise of a thunderstorm, ns: 12 h, beyond which the bump is weather, not a storm.
    static let longestStormRiseNanoseconds: Int64 = 43_200_000_000_000
    /// The most random storms per hour (a mean interval of at least 1 min).
    static let mostStormsPerHour = 60.0

    /// `front cold|warm …`: a front that passes the origin at a time, moving one way.
    mutating func compileFront(_ statement: StatementSyntax) {
        typealias Clause = WorldClause.Front
        guard let passes = statement.clause(Clause.passes) else {
            error("a front needs `passes origin at TIME`", at: statement.range)
            return
        }
        guard let passage = time(passes.values.first, "the front's passage") else { return }
        var front = WeatherFront(passageAtOriginNanoseconds: scenario.startNanoseconds + passage)
        if let from = statement.clause(Clause.from)?.values.first?.bearingDegrees {
            front.movingTowardBearingDegrees = (from + 180).truncatingRemainder(dividingBy: 360)
            if let toward = statement.clause(Clause.toward) {
                error("give `from` or `toward`, not both", at: toward.range)
            }
        } else if let toward = statement.clause(Clause.toward)?.values.first?.bearingDegrees {
            front.movingTowardBearingDegrees = toward
        }
        if let clause = statement.clause(Clause.speed), let speed = clause.values.first?.speedMetersPerSecond {
            front.speedMetersPerSecond = speed
        }
        if let clause = statement.clause(Clause.drop), clause.values.count == 2 {
            let drop = clause.values[0].pressurePa ?? 0
            front.dropPa = drop
            if let ns = positiveDuration(clause.values[1], "the drop") { front.fallDurationSeconds = Double(ns) / 1e9 }
        }
        if let clause = statement.clause(Clause.rise), clause.values.count == 2 {
            let rise = clause.values[0].pressurePa ?? 0
            front.risePa = rise
            if let ns = positiveDuration(clause.values[1], "the rise") { front.riseDurationSeconds = Double(ns) / 1e9 }
        }
        let cold = statement.head.values.first?.word != "warm"
        if let clause = statement.clause(Clause.temperature),
            let change = clause.values.first?.temperatureDifferenceKelvin
        {
            require(
                change, in: cold ? -30 : 0, cold ? 0 : 30,
                cold ? "a cold front's temperature change" : "a warm front's temperature change",
                unit: "K", at: clause.values.first)
            front.temperatureChangeKelvin = change
        }
        scenario.weather.fronts.append(front)
    }

    /// `thunderstorm at TIME …` (one storm) or `thunderstorm every DURATION …` (random storms):
    /// a symmetric bump of `jump` rising over `over`.
    mutating func compileThunderstorm(_ statement: StatementSyntax) {
        typealias Clause = WorldClause.Thunderstorm
        let jump = statement.clause(Clause.jump)
        let magnitude = jump?.values.first?.pressurePa ?? Self.defaultStormJumpPa
        if let jump, jump.values.count > 1 {
            unsupported(jump, "the spread of a storm's jump (± …) is not modelled: every storm has the same jump")
        }
        let rise = statement.clause(Clause.over).flatMap { positiveDuration($0.values.first, "the storm's rise") }
        let recover = statement.clause(Clause.recover).flatMap {
            positiveDuration($0.values.first, "the storm's recovery")
        }
        let half = rise ?? recover ?? Self.defaultStormRiseNanoseconds
        guard half <= Self.longestStormRiseNanoseconds else {
            error("a storm's rise lasts at most 12 h", at: statement.clause(Clause.over)?.range ?? statement.range)
            return
        }
        if let rise, let recover, rise != recover, let clause = statement.clause(Clause.recover) {
            unsupported(
                clause, "a storm's bump is symmetric: `recover over` must equal `over`",
                hint: "write only `over`; the pressure returns over the same time")
        }
        let totalSeconds = Double(half * 2) / 1e9
        if let at = statement.clause(Clause.at) {
            if statement.clause(Clause.every) != nil {
                error("a thunderstorm is either scheduled (`at`) or random (`every`), not both", at: at.range)
                return
            }
            guard let t = time(at.values.first, "the storm") else { return }
            scenario.transients.append(
                ScenarioTransient(
                    source: .thunderstorm, deviceName: nil, atOffsetNanoseconds: t,
                    transient: PressureTransient(
                        kind: .thunderstorm, scope: .everywhere, startNanoseconds: 0,
                        magnitudePa: magnitude, durationSeconds: totalSeconds,
                        shape: .raisedCosine)))
        } else if let every = statement.clause(Clause.every) {
            compileRandomStorms(every, statement: statement, magnitudePa: magnitude, durationSeconds: totalSeconds)
        } else {
            error("a thunderstorm needs `at TIME` (scheduled) or `every DURATION` (random)", at: statement.range)
        }
    }

    /// `thunderstorm every DURATION`: Poisson storms at that mean interval (one such statement per scenario).
    mutating func compileRandomStorms(
        _ every: ClauseSyntax, statement: StatementSyntax, magnitudePa: Double,
        durationSeconds: Double
    ) {
        guard let ns = positiveDuration(every.values.first, "the mean interval") else { return }
        let rate = 3_600e9 / Double(ns)
        guard
            require(
                rate, in: 0, Self.mostStormsPerHour, "a storm rate", unit: "per hour (mean interval ≥ 1 min)",
                at: every.values.first)
        else { return }
        if scenario.weather.thunderstorms != nil {
            error("only one random `thunderstorm every …` per scenario", at: statement.range)
            return
        }
        scenario.weather.thunderstorms = ThunderstormModel(
            ratePerHour: rate, magnitudePa: magnitudePa,
            durationSeconds: durationSeconds)
    }
}
