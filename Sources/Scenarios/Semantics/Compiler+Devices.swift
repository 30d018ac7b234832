import AltitudeEngine
import Geophysics
import Simulation

extension Compiler {
    /// Activity-recogniser qualities and their accuracy (probability of the true activity).
    static let activityQualities: [(word: String, accuracy: Double)] = [("perfect", 1.0), ("typical", 0.9), ("poor", 0.6)]

    mutating func compileDevices() {
        let models = all(.phoneModel)
        let devices = all(.device)
        if devices.isEmpty {
            error("a scenario needs at least one `device`", at: SourceRange(at: statements.first?.location ?? .unknown))
        }
        let assistanceFaultDevices = devices.filter { device in
            device.block.contains { line in line.clauses.contains { $0.name == "assistanceFault" } }
        }
        if devices.count > 1, let first = assistanceFaultDevices.first,
           let line = first.block.first(where: { $0.clauses.contains { $0.name == "assistanceFault" } }) {
            error("an `assistance` fault in a timeline affects the shared service, so it needs a scenario with one device",
                  at: line.range, hint: "write it as a top-level `service …` statement")
        }
        var modelsByName: [String: StatementSyntax] = [:]
        for model in models { if let name = model.head.values.last?.string, modelsByName[name] == nil { modelsByName[name] = model } }
        let apiKey = deviceAPIKey
        for statement in devices {
            var sections: [[ClauseSyntax]] = []
            if let modelName = statement.clause("model")?.values.first?.string, let model = modelsByName[modelName] {
                sections += model.sections
            }
            let own = statement.sections.map { $0.filter { $0.name != "model" } }.filter { !$0.isEmpty }
            rejectRepeatedOptions(own)
            sections += own
            compileDevice(statement, sections: sections, apiKey: apiKey)
        }
    }

    /// The clauses that start a sensor's section: the options after one apply to that sensor.
    static let sensorClauses: Set<String> = ["barometer", "gnss", "activity", "hand"]

    /// A device option given twice for the same sensor in the device's own sections
    /// (`rate 1 Hz; rate 2 Hz`) is an error at the second; within one section the parser
    /// already refuses it. A phone model's values are defaults the device may override once; the
    /// sensor clauses themselves only open a section (`gnss open-sky, lock 20 s; gnss off` is a
    /// receiver and its fault).
    mutating func rejectRepeatedOptions(_ sections: [[ClauseSyntax]]) {
        var seen: [String: ClauseSyntax] = [:]
        for section in sections {
            var sensor = "barometer"
            var inSection: Set<String> = []
            for clause in section {
                if Self.sensorClauses.contains(clause.name) { sensor = clause.name; continue }
                let key = sensor + "/" + clause.name
                guard inSection.insert(key).inserted else { continue }
                if let first = seen[key] {
                    error("'\(ScenarioPrinter.print(clause.elements))' repeats '\(ScenarioPrinter.print(first.elements))' "
                          + "for this device's \(sensor) (first given at \(first.range.start))", at: clause.range,
                          hint: "give each setting once; remove one of them")
                } else {
                    seen[key] = clause
                }
            }
        }
    }

    mutating func compileDevice(_ statement: StatementSyntax, sections: [[ClauseSyntax]], apiKey: String) {
        let name = statement.head.values.first?.string ?? ""
        scenario.sourceMap["device \(name)"] = statement.range
        var device = DeviceSpec(name: name)
        device.apiKey = apiKey
        var state = DeviceState()
        for section in sections {
            var sensor = "barometer"
            for clause in section {
                if ["barometer", "gnss", "activity", "hand"].contains(clause.name) { sensor = clause.name }
                compileOption(clause, sensor: sensor, into: &device, state: &state)
            }
        }
        checkGround(at: state.position, range: statement.range, "the device's start")
        compileTimeline(statement.block.filter { $0.kind == .timeline }, into: &device, state: state)
        scenario.devices.append(device)
    }

    mutating func compileOption(_ clause: ClauseSyntax, sensor: String, into device: inout DeviceSpec, state: inout DeviceState) {
        let value = clause.values.first
        switch clause.name {
        case "barometer":
            let part = value?.word ?? ""
            if let preset = BarometerSpec.preset(named: part) {
                let faults = device.barometer.faults
                device.barometer = preset
                device.barometer.faults = faults
            } else {
                let suggestion = EditDistance.suggestion(for: part, among: BarometerSpec.presetNames)
                error("unknown barometer '\(part)'", at: value?.range ?? clause.range,
                      hint: suggestion.map { "did you mean '\($0)'?" } ?? "known barometers: " + BarometerSpec.presetNames.joined(separator: ", "))
            }
        case "gnss":
            switch value?.word {
            case "urban": device.gnss.outdoor = .urban
            case "indoor": device.gnss.outdoor = .indoors
            case "off": device.gnss.faults.append(GNSSFault(kind: .off, window: .always))
            default: device.gnss.outdoor = .openSky
            }
        case "indoors":
            device.gnss.indoor = value?.word == "outage" ? .outage : .wifi(sigmaMeters: GNSSSpec.defaultSigmaMeters(.indoors))
        case "activity":
            device.activity.accuracy = Compiler.activityQualities.first { $0.word == value?.word }?.accuracy ?? 0.9
        case "rate":
            guard let hz = value?.frequencyHertz else { return }
            switch sensor {
            case "gnss": device.gnss.rateHz = hz
            case "activity": device.activity.rateHz = hz
            case "hand": unsupported(clause, "`rate` applies to a sensor (barometer, gnss, activity), not to the hand")
            default: device.barometer.sampleRateHz = hz
            }
        case "latency":
            guard let ns = value?.durationNanoseconds else { return }
            switch sensor {
            case "gnss": device.gnss.lagSeconds = Double(ns) / 1e9
            case "activity": device.activity.latencySeconds = Double(ns) / 1e9
            case "hand": unsupported(clause, "`latency` applies to a sensor (barometer, gnss, activity), not to the hand")
            default: device.barometer.latencySeconds = Double(ns) / 1e9
            }
        case "noise":
            guard let pa = value?.pressurePa else { return }
            device.barometer.whiteNoiseRMSPa = pa
        case "offset":
            guard let pa = value?.pressurePa else { return }
            device.barometer.offsetPa = pa
        case "tempco":
            guard let k = value?.pressurePerTemperaturePaPerKelvin else { return }
            let spread = spread(of: clause, \.pressurePerTemperaturePaPerKelvin)
            // A written `tempco` sets both: without `±` every phone has exactly k.
            device.barometer.temperatureCoefficientPaPerKelvin = k
            device.barometer.temperatureCoefficientSpreadPaPerKelvin = spread
        case "drift":
            guard let perDay = value?.value(inUnit: "Pa/d") else { return }
            device.barometer.linearDriftPaPerDay = perDay
        case "quantization":
            guard let pa = value?.pressurePa else { return }
            device.barometer.quantizationPa = pa
        case "filter":
            guard let ns = positiveDuration(value, "the filter's time constant") else { return }
            device.barometer.iirTimeConstantSeconds = Double(ns) / 1e9
        case "accuracyScale":
            guard let scale = value?.number?.value else { return }
            device.gnss.accuracyScale = scale
        case "lock":
            guard let ns = value?.durationNanoseconds else { return }
            device.gnss.lockTimeSeconds = Double(ns) / 1e9
        case "multipath":
            guard clause.values.count == 2, let width = clause.values[0].lengthMeters,
                  let every = positiveDuration(clause.values[1], "the multipath interval") else { return }
            device.gnss.multipathWidthMeters = width
            device.gnss.multipathPerMinute = 60e9 / Double(every)
        case "hand":
            guard let height = value?.lengthMeters else { return }
            device.handHeightMeters = height
            if clause.values.count > 1, let sigma = clause.values[1].lengthMeters {
                device.handHeightSigmaMeters = sigma
            }
        case "person":
            guard let sigma = value?.lengthMeters else { return }
            device.handHeightPersonSigmaMeters = sigma
        case "position":
            let point = position(clause)
            device.start = .point(point)
            state.position = point
        case "inside":
            guard clause.values.count == 2, let building = value?.string, let index = buildingIndex[building],
                  let floor = clause.values[1].integer else { return }
            guard checkFloor(floor, building: index, at: clause.values[1]) else { return }
            device.start = .centre(building: building)
            device.startFloor = Int(floor)
            state.building = index
            state.floor = Int(floor)
            state.position = scenario.buildings[index].centre
        case "calibrated":
            guard let age = value?.durationNanoseconds else { return }
            let pressures = clause.values.dropFirst().compactMap(\.pressurePa)
            let hasError = clause.keywords.contains("error")
            let errorPa = hasError ? (pressures.first ?? 0) : 0
            let written = hasError ? pressures.dropFirst().first : pressures.first
            let sigma = written ?? 10
            // `± σ` without `error`: the error is unknown, drawn per seed from N(0, σ) (so σ > 0).
            let drawn = !hasError && written != nil
            if drawn, sigma == 0 {
                error("a calibration whose error is drawn needs a σ above 0 Pa", at: clause.values.last?.range ?? clause.range,
                      hint: "write a σ such as `± 8 Pa`, or `error 0 Pa` for a calibration known to be exact")
            }
            let ageSeconds = Double(age) / 1e9
            device.initialCalibration = drawn ? .drawn(ageSeconds: ageSeconds, uncertaintyPa: sigma)
                : .calibrated(ageSeconds: ageSeconds, errorPa: errorPa, uncertaintyPa: sigma)
        default:
            break
        }
    }

    /// Whether a floor exists in a building (reports if not).
    mutating func checkFloor(_ floor: Int64, building index: Int, at node: ValueNode) -> Bool {
        let building = scenario.buildings[index]
        guard floor >= 0, floor < building.floorCount else {
            error("floor \(floor) does not exist in '\(building.name)'", at: node.range,
                  hint: "'\(building.name)' has floors 0 (the lobby) to \(building.floorCount - 1)")
            return false
        }
        return true
    }
}

/// Where a device is while its timeline is compiled.
struct DeviceState {
    var position = EastNorth(eastMeters: 0, northMeters: 0)
    /// The building it is inside (index), if any.
    var building: Int?
    var floor = 0
    /// Open sunroof / running ventilation transients (index into `Scenario.transients`).
    var openTransients: [ScenarioTransient.Source: Int] = [:]
}
