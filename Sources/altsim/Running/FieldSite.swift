import AltitudeEngine
import Foundation
import Geophysics
import Scenarios
import Simulation

/// What a recording lacks, from a site scenario (Docs/field-logs.md, "Site scenarios"): the world's
/// origin, terrain and geoid, its first building (floors, lobby and storey heights), and the
/// declared assistance reference — the world's sea-level pressure and temperature at its start,
/// with the σ the site declares (`--reference-sigma`, since no reference was recorded).
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

    /// Loads and compiles the site scenario.
    static func load(path: String) throws -> FieldSite {
        let loaded = ScenarioLoader(includePolicy: includePolicy(for: path, arguments: [path], allowOutside: false))
            .loadScenario(path: path)
        if loaded.hasErrors { throw FieldSiteError(message: loaded.renderDiagnostics()) }
        guard let scenario = loaded.scenario else {
            throw FieldSiteError(message: "\(path): a library, not a site scenario (it has no `scenario` statement)")
        }
        let spec = try scenario.simulationSpec()
        var configuration = spec.devices.first?.engine ?? EngineConfiguration()
        configuration.deviceID = spec.devices.first?.deviceID ?? configuration.deviceID
        return FieldSite(
            path: path, world: spec.world, building: spec.world.buildings.first, expectations: scenario.expectations,
            configuration: configuration)
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
