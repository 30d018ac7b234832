import AssistanceService
import Noise
public import Simulation

extension Scenario {
    /// Builds the simulator's run specification: realises the world for `seed` (the
    /// scenario's own seed when `nil`, so `altsim run --seed N` can override the file) and
    /// applies the service faults to the station network, service and transport.
    ///
    /// Transients from a device timeline are tagged with the device's name (a car's sunroof
    /// and ventilation) or scoped to the building it is in (doors); the run gives each device
    /// its name as its transient tag.
    /// - Throws: `WorldError` for a world the simulator rejects, `GeoidGridError` when the
    ///   EGM96 grid is asked for and missing (naming Debian's `proj-data`).
    ///   `SiteReferenceSimulationError` when the scenario names a field-log site's `reference`.
    public func simulationSpec(seed: UInt64? = nil) throws -> SimulationSpec {
        if siteReference != nil {
            throw SiteReferenceSimulationError(location: sourceMap["reference"]?.start ?? .unknown)
        }
        let runSeed = seed ?? self.seed
        let resolvedGeoid: Geoid =
            switch geoid {
            case .constant(let n): .constant(undulationMeters: n)
            case .egm96(let path): try Geoid.egm96(path: path)
            }
        var model = weather
        model.referenceNanoseconds = startNanoseconds
        let worldTransients = transients.map { item -> PressureTransient in
            var transient = item.transient
            transient.startNanoseconds = startNanoseconds &+ item.atOffsetNanoseconds
            return transient
        }
        let world = try World(
            origin: origin, terrain: terrain, geoid: resolvedGeoid, buildings: buildings, weather: model,
            transients: worldTransients, noise: NoiseRoot(seed: runSeed), startNanoseconds: startNanoseconds,
            durationSeconds: Double(durationNanoseconds) / 1e9)
        var spec = SimulationSpec(name: name, seed: runSeed, world: world)
        spec.stations = stations
        spec.service = service
        spec.transport = transport
        spec.devices = devices
        applyFaults(to: &spec)
        return spec
    }

    /// The ids of every reference station (grid stations `grid-r-c`, rows and columns from 0).
    public var stationIDs: [String] {
        stations.layouts.flatMap { layout -> [String] in
            switch layout {
            case .grid(let rows, let columns, _, _):
                (0..<max(rows, 0)).flatMap { r in (0..<max(columns, 0)).map { c in "grid-\(r)-\(c)" } }
            case .station(let id, _): [id]
            }
        }
    }

    private func applyFaults(to spec: inout SimulationSpec) {
        let ids = stationIDs
        for fault in serviceFaults {
            let window = fault.window
            let absolute = TimeWindow(
                startNanoseconds: startNanoseconds &+ window.startOffsetNanoseconds,
                endNanoseconds: startNanoseconds &+ (window.endOffsetNanoseconds ?? durationNanoseconds))
            switch fault.kind {
            case .outage: spec.transport.hangs.append(window)
            case .unreachable: spec.transport.outages.append(window)
            case .error(let status) where status == 400: spec.service.faults.generalFailure.append(absolute)
            case .error(let status): spec.transport.errorReplies.append(.init(status: status, window: window))
            case .stale:
                for id in ids { spec.stations.outages[id, default: []].append(window) }
            case .slow(let delay):
                spec.service.faults.slowAnswers.append(.init(windows: [absolute], extraDelayNanoseconds: delay))
            case .garbage: spec.service.faults.garbagePayload.append(absolute)
            case .missingReference:
                for id in ids { spec.service.faults.missingStations.append(.init(stationID: id, windows: [absolute])) }
            }
        }
    }
}
