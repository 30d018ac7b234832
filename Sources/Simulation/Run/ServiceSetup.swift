import AssistanceProtocol
import AssistanceService
import Geophysics
import Noise

/// Builds the service side of a run: stations from the `StationNetworkSpec` (elevations from
/// the world's terrain plus the mast), their sensors, and the `ServiceConfiguration`.
enum ServiceSetup {
    /// The stations of a network, in layout order (grid row-major), with absolute outage windows.
    static func stations(_ network: StationNetworkSpec, world: World) throws -> [ReferenceStation] {
        guard network.reportingIntervalSeconds.isFinite, network.reportingIntervalSeconds >= 0.001,
            network.reportingIntervalSeconds <= 366 * 86_400
        else {
            throw SimulationError(
                location: "stations.reportingIntervalSeconds",
                message: "\(network.reportingIntervalSeconds) s must be from 0.001 s to 366 days")
        }
        guard network.reportingDelaySeconds.isFinite, network.reportingDelaySeconds >= 0,
            network.reportingDelaySeconds <= 86_400
        else {
            throw SimulationError(
                location: "stations.reportingDelaySeconds",
                message: "\(network.reportingDelaySeconds) s must be from 0 to 1 day")
        }
        guard network.noiseSigmaPa.isFinite, network.noiseSigmaPa >= 0 else {
            throw SimulationError(
                location: "stations.noiseSigmaPa", message: "\(network.noiseSigmaPa) must be a finite number ≥ 0")
        }
        try SimulationError.requireFinite(network.mastHeightMeters, "stations.mastHeightMeters", "mast height")
        var placed: [(id: String, position: EastNorth)] = []
        for (index, layout) in network.layouts.enumerated() {
            switch layout {
            case .grid(let rows, let columns, let spacing, let centre):
                guard rows >= 1, columns >= 1, rows * columns <= 10_000 else {
                    throw SimulationError(
                        location: "stations.layouts[\(index)]",
                        message: "grid \(rows) × \(columns) must have 1…10000 stations")
                }
                try SimulationError.requirePositive(spacing, "stations.layouts[\(index)]", "spacing (m)")
                for r in 0..<rows {
                    for c in 0..<columns {
                        let east = centre.eastMeters + (Double(c) - Double(columns - 1) / 2) * spacing
                        let north = centre.northMeters + (Double(r) - Double(rows - 1) / 2) * spacing
                        placed.append(("grid-\(r)-\(c)", EastNorth(eastMeters: east, northMeters: north)))
                    }
                }
            case .station(let id, let position):
                guard !id.isEmpty, position.eastMeters.isFinite, position.northMeters.isFinite else {
                    throw SimulationError(
                        location: "stations.layouts[\(index)]",
                        message: "station '\(id)' needs a non-empty id and a finite position")
                }
                placed.append((id, position))
            }
        }
        var seen = Set<String>()
        for entry in placed where !seen.insert(entry.id).inserted {
            throw SimulationError(location: "stations.layouts", message: "station id '\(entry.id)' is used twice")
        }
        for id in network.outages.keys.sorted() where !seen.contains(id) {
            throw SimulationError(location: "stations.outages", message: "unknown station '\(id)'")
        }
        for id in network.biasesPa.keys.sorted() where !seen.contains(id) {
            throw SimulationError(location: "stations.biasesPa", message: "unknown station '\(id)'")
        }
        let start = world.startNanoseconds
        return placed.map { entry in
            let outages = (network.outages[entry.id] ?? []).map {
                TimeWindow(
                    startNanoseconds: start &+ $0.startOffsetNanoseconds,
                    endNanoseconds: $0.endOffsetNanoseconds.map { start &+ $0 } ?? .max)
            }
            return ReferenceStation(
                id: entry.id, position: world.plane.coordinate(of: entry.position),
                elevationMeters: world.terrainHeightMeters(at: entry.position) + network.mastHeightMeters,
                noiseSigmaPa: network.noiseSigmaPa, biasPa: network.biasesPa[entry.id] ?? 0,
                reportingIntervalNanoseconds: Int64((network.reportingIntervalSeconds * 1e9).rounded()),
                reportingDelayNanoseconds: Int64((network.reportingDelaySeconds * 1e9).rounded()), outages: outages)
        }
    }

    /// The world's terrain and geoid as the service's providers (exact, or resampled).
    static func providers(_ service: ServiceSpec, world: World) throws -> (TerrainProvider, GeoidProvider) {
        let terrain = world.terrain
        let plane = world.plane
        let exact = TerrainProvider { coordinate in
            let point = plane.eastNorth(of: coordinate)
            return (terrain.heightMeters(at: point), terrain.slope(at: point))
        }
        var provider = exact
        if let resolution = service.terrainResolutionMeters {
            try SimulationError.requirePositive(resolution, "service.terrainResolutionMeters", "resolution (m)")
            provider = CoarseTerrain(source: exact, origin: world.origin, spacingMeters: resolution).provider
        }
        let geoid = world.geoid
        return (provider, GeoidProvider { geoid.undulationMeters(at: $0) })
    }

    /// The service configuration of a spec.
    static func configuration(
        _ spec: SimulationSpec, stations: [ReferenceStation], initialCalibrations: [String: CalibrationRecord]
    ) throws -> ServiceConfiguration {
        let (terrain, geoid) = try providers(spec.service, world: spec.world)
        var configuration = ServiceConfiguration(
            stations: stations, interpolation: spec.service.interpolation, coverage: spec.service.coverage,
            apiKeys: spec.service.apiKeys, terrain: terrain, geoid: geoid, initialCalibrations: initialCalibrations,
            faults: spec.service.faults)
        // The service states the terrain error it has: the world's exact terrain is known to a
        // survey's 0.1 m; a resampled grid keeps the default 1 m (a DEM's).
        if spec.service.terrainResolutionMeters == nil { configuration.terrainUncertaintyMeters = 0.1 }
        if let validity = spec.service.calibrationValiditySeconds {
            try SimulationError.requirePositive(validity, "service.calibrationValiditySeconds", "validity (s)")
            configuration.calibrationValidityNanoseconds = Int64((min(validity, 1e9) * 1e9).rounded())
        }
        return configuration
    }
}
