import AltitudeEngine
import FieldLogs
import Foundation
import Geophysics
import Scenarios
import Simulation

/// What a recording lacks, from a site scenario (Docs/field-logs.md, "Site scenarios"): the world's
/// origin, terrain and geoid, its first building (floors, lobby and storey heights), and the
/// assistance source — the series or declared reference its `reference` statement names, else
/// the world's sea-level pressure at its start with the command line's σ — with the world's
/// temperature.
struct FieldSite {
    /// The site file.
    var path: String
    /// The world (terrain, geoid, origin, buildings, weather).
    var world: World
    /// The building the recordings were made in, `nil` for a street site (indoor/outdoor walks).
    var building: Building?
    /// The site's `expect` lines (those with labels are judged on each recording).
    var expectations: [Expectation]
    /// The engine configuration of the site's first device (its `deviceID` set), the recorded phone's.
    var configuration: EngineConfiguration
    /// The assistance source its `reference` statement names (the series read and checked), else `nil`.
    var reference: FieldReference? = nil

    /// Loads and compiles the site scenario.
    static func load(path: String) throws -> FieldSite {
        let loaded = ScenarioLoader(includePolicy: includePolicy(for: path, arguments: [path], allowOutside: false))
            .loadScenario(path: path)
        if loaded.hasErrors { throw FieldSiteError(message: loaded.renderDiagnostics()) }
        guard let scenario = loaded.scenario else {
            throw FieldSiteError(message: "\(path): a library, not a site scenario (it has no `scenario` statement)")
        }
        var world = scenario
        world.siteReference = nil
        let spec = try world.simulationSpec()
        var configuration = spec.devices.first?.engine ?? EngineConfiguration()
        configuration.deviceID = spec.devices.first?.deviceID ?? configuration.deviceID
        return FieldSite(
            path: path, world: spec.world, building: spec.world.buildings.first, expectations: scenario.expectations,
            configuration: configuration, reference: try reference(of: scenario))
    }

    /// The scenario's `reference` as a field reference: a series is read here, in the format of
    /// `--reference`; a file it refuses is named with its line, then the statement that named it.
    static func reference(of scenario: Scenario) throws -> FieldReference? {
        switch scenario.siteReference {
        case nil: return nil
        case .declared(let pressure, let sigma): return .declared(seaLevelPressurePa: pressure, sigmaPa: sigma)
        case .series(let path):
            do { return .series(try ReferencePressureSeries.load(path: path), path: path) } catch {
                let location = scenario.sourceMap["reference"]?.start.description ?? path
                throw FieldSiteError(
                    message: "\(error.description)\n\(location): note: the site's assistance source, named by "
                        + "'reference series': fix the file or name another")
            }
        }
    }

    /// The building's ground height above sea level, m (its own, else the terrain's at its centre).
    var groundMSLMeters: Double {
        guard let building else { return world.terrain.heightMeters(at: .init(eastMeters: 0, northMeters: 0)) }
        return building.groundElevationMeters ?? world.terrain.heightMeters(at: building.centre)
    }
}

/// A site scenario that cannot be used.
struct FieldSiteError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
