import AssistanceService
import Geophysics
import Simulation

extension Compiler {
    /// Compiles the reference stations, the service's coverage, key and faults, and the transport.
    mutating func compileNetwork() {
        var network = StationNetworkSpec()
        compileStationGrids(into: &network)
        compileStations(into: &network)
        scenario.stations = network
        if let first = statements.first(where: { $0.kind == .stations || $0.kind == .station }) {
            scenario.sourceMap["stations"] = first.range
        }
        if let coverage = all(.coverage).first { compileCoverage(coverage) }
        compileKey()
        compileWorldFaults()
        if let transport = all(.transport).first { compileTransport(transport) }
    }

    /// `stations grid N × M …`: the layouts; the network's noise, interval and latency come from the first.
    mutating func compileStationGrids(into network: inout StationNetworkSpec) {
        typealias Clause = WorldClause.Stations
        var firstGrid: StatementSyntax?
        for statement in all(.stations) {
            guard case .grid(let columns, let rows)? = statement.head.values.first?.value else { continue }
            guard let spacing = statement.clause(Clause.spacing), let meters = spacing.values.first?.lengthMeters else {
                error("a station grid needs `spacing LENGTH`", at: statement.range)
                continue
            }
            network.layouts.append(
                .grid(
                    rows: Int(max(rows, 1)), columns: Int(max(columns, 1)), spacingMeters: meters,
                    centre: EastNorth(eastMeters: 0, northMeters: 0)))
            if let clause = statement.clause(Clause.bias) {
                unsupported(clause, "a bias for a whole grid is not modelled: give one `station` its `bias`")
            }
            if firstGrid != nil, [Clause.noise, .every, .latency].contains(where: { statement.clause($0) != nil }) {
                error(
                    "the network's noise, interval and latency are set once, on the first `stations` statement",
                    at: statement.range)
                continue
            }
            firstGrid = statement
            if let clause = statement.clause(Clause.noise), let value = clause.values.first?.pressurePa {
                network.noiseSigmaPa = value
            }
            if let clause = statement.clause(Clause.every),
                let ns = positiveDuration(clause.values.first, "the reporting interval")
            {
                network.reportingIntervalSeconds = Double(ns) / 1e9
            }
            if let clause = statement.clause(Clause.latency), let ns = clause.values.first?.durationNanoseconds {
                network.reportingDelaySeconds = Double(ns) / 1e9
            }
        }
    }

    /// `station "NAME" at …`: one station, its bias and its outages.
    mutating func compileStations(into network: inout StationNetworkSpec) {
        for statement in all(.station) {
            let name = statement.head.values.first?.string ?? ""
            scenario.sourceMap["station \(name)"] = statement.range
            guard let position = statement.clause(WorldClause.Station.position) else {
                error("station '\(name)' needs a position: `at LENGTH east LENGTH north`", at: statement.range)
                continue
            }
            network.layouts.append(.station(id: name, position: self.position(position)))
            checkGround(at: self.position(position), range: position.range, "the station")
            for clause in statement.clauses {
                guard let pattern = clause.pattern(WorldClause.Station.self) else { continue }
                compileStationClause(pattern, clause, station: name, into: &network)
            }
        }
    }

    /// One clause of a `station` (its position is read by ``compileStations(into:)``).
    mutating func compileStationClause(
        _ pattern: WorldClause.Station, _ clause: ClauseSyntax, station name: String,
        into network: inout StationNetworkSpec
    ) {
        switch pattern {
        case .position: break
        case .elevation:
            unsupported(
                clause,
                "a station's elevation is not set by hand: stations stand on the terrain with a 2 m mast")
        case .noise, .every:
            unsupported(
                clause, "per-station `\(clause.keywords.first ?? clause.name)` is not modelled",
                hint: "set it for the whole network on `stations`")
        case .stale:
            unsupported(clause, "a stale station is not modelled; `down` stops its reports (the service's data ages)")
        case .bias:
            if let value = clause.values.first?.pressurePa {
                network.biasesPa[name] = value
            }
        case .down:
            guard clause.values.count == 2, let start = time(clause.values[0], "the outage"),
                let length = positiveDuration(clause.values[1], "the outage"),
                let window = window(start: start, lengthNanoseconds: length, at: clause.range, "the outage")
            else { return }
            network.outages[name, default: []].append(window)
        }
    }

    /// `coverage radius LENGTH` or `coverage none`: where the service has data.
    mutating func compileCoverage(_ coverage: StatementSyntax) {
        if let radius = coverage.clause(WorldClause.Coverage.radius), let meters = radius.values.first?.lengthMeters {
            scenario.service.coverage = ServiceArea(circles: [.init(center: scenario.origin, radiusMeters: meters)])
        } else if coverage.clause(WorldClause.Coverage.none) != nil {
            scenario.service.coverage = ServiceArea()
        } else {
            error("`coverage` needs `radius LENGTH` or `none`", at: coverage.range)
        }
    }

    /// The key the devices present; applied to the service here and to every device later.
    mutating func compileKey() {
        guard let statement = all(.key).first else { return }
        let secret = statement.clause(WorldClause.Key.secret)?.values.first?.string
        switch statement.head.values.first?.word {
        case "valid":
            if let secret {
                guard !secret.isEmpty else {
                    error("a valid key must not be empty", at: statement.range, hint: "use `key missing` for no key")
                    return
                }
                scenario.service.apiKeys = [secret]
            }
        case "expired":
            error(
                "expired keys are not modelled: the service knows only valid and unknown keys",
                at: statement.head.range,
                hint: "use `key invalid` for a key the service rejects")
        default: break
        }
    }

    /// The key every device presents (after `compileKey`).
    var deviceAPIKey: String {
        guard let statement = all(.key).first else { return scenario.service.apiKeys.first ?? "demo-key" }
        let secret = statement.clause(WorldClause.Key.secret)?.values.first?.string
        switch statement.head.values.first?.word {
        case "invalid": return secret ?? "invalid-key"
        case "missing": return ""
        default: return secret ?? (scenario.service.apiKeys.first ?? "demo-key")
        }
    }

    /// A service fault's length from `for DURATION` or `until TIME` (`nil`: to the end of the run);
    /// `valid` is false after an error (both given, or an end before the start).
    mutating func serviceFaultLength(
        _ statement: StatementSyntax,
        start: Int64
    ) -> (lengthNanoseconds: Int64?, valid: Bool) {
        if let clause = statement.clause(WorldClause.Service.`for`) {
            let length = positiveDuration(clause.values.first, "the fault")
            if let until = statement.clause(WorldClause.Service.until) {
                error("give `for` or `until`, not both", at: until.range)
                return (nil, false)
            }
            return (length, true)
        }
        if let until = statement.clause(WorldClause.Service.until),
            let end = time(until.values.first, "the fault's end")
        {
            guard end > start else {
                error("the fault ends before it starts", at: until.range)
                return (nil, false)
            }
            return (end - start, true)
        }
        return (nil, true)
    }

    /// `service KIND [from TIME] [for DURATION | until TIME] …`: an assistance-service fault over a window.
    mutating func compileServiceFault(_ statement: StatementSyntax) {
        let word = statement.head.values.first?.word ?? ""
        let start = statement.clause(WorldClause.Service.from).flatMap { time($0.values.first, "the fault") } ?? 0
        let (length, valid) = serviceFaultLength(statement, start: start)
        guard valid else { return }
        if word != "error", let code = statement.clause(WorldClause.Service.code) {
            unsupported(code, "`code` applies only to `service error`")
        }
        if word != "slow", let latency = statement.clause(WorldClause.Service.latency) {
            unsupported(latency, "`latency` applies only to `service slow`")
        }
        let kind: ServiceFaultWindow.Kind
        switch word {
        case "outage": kind = .outage
        case "unreachable": kind = .unreachable
        case "stale": kind = .stale
        case "garbage": kind = .garbage
        case "missing-reference": kind = .missingReference
        case "error":
            let code = statement.clause(WorldClause.Service.code)?.values.first
            let status = Int(code?.integer ?? 400)
            kind = .error(status: status)
        case "slow":
            guard let latency = statement.clause(WorldClause.Service.latency),
                let ns = positiveDuration(latency.values.first, "the extra latency")
            else {
                error("`service slow` needs `latency DURATION`", at: statement.range)
                return
            }
            kind = .slow(extraDelayNanoseconds: ns)
        default:
            error(
                "`service \(word)` is not modelled: the service cannot be told to lose its calibration records",
                at: statement.head.range, hint: "use `key`, `coverage` or a device that was never `calibrated`")
            return
        }
        guard let window = window(start: start, lengthNanoseconds: length, at: statement.range, "the fault") else {
            return
        }
        scenario.serviceFaults.append(ServiceFaultWindow(kind: kind, window: window))
    }

    /// `transport …`: the network's latency, timeout, drops and outages between engine and service.
    mutating func compileTransport(_ statement: StatementSyntax) {
        var transport = TransportSpec()
        if let clause = statement.clause(WorldClause.Transport.latency),
            let mean = clause.values.first?.durationNanoseconds
        {
            let meanSeconds = Double(mean) / 1e9
            if clause.values.count > 1, let spread = clause.values[1].durationNanoseconds {
                guard spread <= mean else {
                    error("the latency spread must not exceed the latency", at: clause.values[1].range)
                    return
                }
                transport.latency = .uniform(
                    minimumSeconds: Double(mean - spread) / 1e9,
                    maximumSeconds: Double(mean + spread) / 1e9)
            } else {
                transport.latency = .fixed(seconds: meanSeconds)
            }
        }
        if let clause = statement.clause(WorldClause.Transport.timeout),
            let ns = positiveDuration(clause.values.first, "the timeout")
        {
            transport.timeoutSeconds = Double(ns) / 1e9
        }
        if let clause = statement.clause(WorldClause.Transport.drop), let share = clause.values.first?.fraction {
            transport.dropProbability = share
        }
        if let clause = statement.clause(WorldClause.Transport.garbage) {
            unsupported(
                clause, "a share of garbage replies is not modelled",
                hint: "use `service garbage from TIME for DURATION` for a window of garbage replies")
        }
        for clause in statement.clauses(named: WorldClause.Transport.outage) where clause.values.count == 2 {
            guard let start = time(clause.values[0], "the outage"),
                let length = positiveDuration(clause.values[1], "the outage"),
                let window = window(start: start, lengthNanoseconds: length, at: clause.range, "the outage")
            else { continue }
            scenario.serviceFaults.append(ServiceFaultWindow(kind: .unreachable, window: window))
        }
        scenario.transport = transport
    }
}
