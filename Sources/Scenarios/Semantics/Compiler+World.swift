import Foundation
import Geophysics
import Simulation

extension Compiler {
    /// Compiles the world: terrain, temperature, buildings (which take the temperature's indoor
    /// default), weather, fronts and thunderstorms.
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
            if let clause = statement.clause(WorldClause.Temperature.indoor) {
                defaultIndoor = indoorClimate(clause) ?? defaultIndoor
            }
        }
        for statement in all(.building) { compileBuilding(statement, defaultIndoor: defaultIndoor) }
        for statement in all(.weather) { compileWeather(statement) }
        for statement in all(.front) { compileFront(statement) }
        for statement in all(.thunderstorm) { compileThunderstorm(statement) }
    }

    /// `weather …`: the sea-level pressure field, its trend, tide, drift and gradient.
    mutating func compileWeather(_ statement: StatementSyntax) {
        typealias Clause = WorldClause.Weather
        scenario.sourceMap["weather"] = statement.range
        var weather = scenario.weather
        if let clause = statement.clause(Clause.seaLevel), let value = clause.values.first?.pressurePa {
            weather.basePressurePa = value
        }
        if let clause = statement.clause(Clause.trend), let value = clause.values.first?.pressureRatePaPerSecond {
            weather.trendPaPerSecond = value
        }
        if let clause = statement.clause(Clause.tide) {
            weather.tide = clause.values.first?.word == "on" ? PressureTide() : nil
        }
        if let clause = statement.clause(Clause.tideAmplitude), let value = clause.values.first?.pressurePa {
            weather.tide = PressureTide(amplitudePa: value)
        }
        if let clause = statement.clause(Clause.drift), clause.values.count == 2 {
            let sigma = clause.values[0].pressurePa ?? 0
            if let tau = positiveDuration(clause.values[1], "the drift's time constant") {
                weather.drift = PressureDrift(sigmaPa: sigma, correlationTimeSeconds: Double(tau) / 1e9)
            }
        }
        if let clause = statement.clause(Clause.gradient), clause.values.count == 2 {
            let value = clause.values[0].pressureGradientPaPerMeter ?? 0
            weather.gradient = PressureGradient(
                paPerMeter: value,
                towardBearingDegrees: clause.values[1].bearingDegrees ?? 0)
        }
        scenario.weather = weather
    }

    /// `temperature …`: the outdoor temperature at sea level, its lapse rate and daily swing.
    mutating func compileTemperature(_ statement: StatementSyntax) {
        typealias Clause = WorldClause.Temperature
        var model = scenario.weather.temperature
        if let clause = statement.clause(Clause.outdoor), let value = clause.values.first?.temperatureKelvin {
            model.seaLevelTemperatureKelvin = value
        }
        if let clause = statement.clause(Clause.lapse), let value = clause.values.first?.lapseRateKelvinPerMeter {
            model.lapseRateKelvinPerMeter = -value
        }
        if let clause = statement.clause(Clause.daily), let value = clause.values.first?.temperatureDifferenceKelvin {
            model.diurnalAmplitudeKelvin = value
        }
        scenario.weather.temperature = model
    }
}
