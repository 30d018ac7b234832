import Geophysics
import Simulation

extension Compiler {
    /// Activity-recogniser qualities and their accuracy (probability of the true activity).
    static let activityQualities: [(word: String, accuracy: Double)] = [
        ("perfect", 1.0), ("typical", typicalActivityAccuracy), ("poor", 0.6),
    ]
    /// The accuracy of a `typical` activity recogniser, also used when the quality is not one of the words.
    static let typicalActivityAccuracy = 0.9

    /// Compiles every `device`, each starting from the options of the `phone model` it names.
    mutating func compileDevices() {
        let devices = all(.device)
        if devices.isEmpty {
            error("a scenario needs at least one `device`", at: SourceRange(at: statements.first?.location ?? .unknown))
        }
        rejectSharedFaultsOfSeveralDevices(devices)
        var modelsByName: [String: StatementSyntax] = [:]
        for model in all(.phoneModel) {
            if let name = model.head.values.last?.string, modelsByName[name] == nil { modelsByName[name] = model }
        }
        let apiKey = deviceAPIKey
        for statement in devices {
            var sections: [[ClauseSyntax]] = []
            if let modelName = statement.clause(DeviceOption.model)?.values.first?.string,
                let model = modelsByName[modelName]
            {
                sections += model.sections
            }
            let own = statement.sections.map { $0.filter { $0.pattern(DeviceOption.self) != .model } }
                .filter { !$0.isEmpty }
            rejectRepeatedOptions(own)
            sections += own
            for name in deviceNames(of: statement) {
                compileDevice(statement, sections: sections, apiKey: apiKey, name: name)
            }
        }
    }

    /// An `assistance` fault in a timeline changes the service every device shares, so it is an
    /// error in a scenario with several devices (reported at the first such line).
    mutating func rejectSharedFaultsOfSeveralDevices(_ devices: [StatementSyntax]) {
        func isSharedFault(_ line: StatementSyntax) -> Bool {
            line.clauses.contains { [.assistanceFault, .serviceFault].contains($0.pattern(ActionPattern.self)) }
        }
        guard devices.count > 1 || devices.contains(where: { ($0.copies?.integer ?? 1) > 1 }),
            let first = devices.first(where: { $0.block.contains(where: isSharedFault) }),
            let line = first.block.first(where: isSharedFault)
        else { return }
        error(
            "an `assistance` fault in a timeline affects the shared service, so it needs a scenario with one device",
            at: line.range, hint: "write it as a top-level `service …` statement")
    }

    /// A device option given twice for the same sensor in the device's own sections
    /// (`rate 1 Hz; rate 2 Hz`) is an error at the second; within one section the parser
    /// already refuses it. A phone model's values are defaults the device may override once; the
    /// sensor clauses themselves only open a section (`gnss open-sky, lock 20 s; gnss off` is a
    /// receiver and its fault).
    mutating func rejectRepeatedOptions(_ sections: [[ClauseSyntax]]) {
        var seen: [String: ClauseSyntax] = [:]
        for section in sections {
            var sensor = DeviceOption.barometer
            var inSection: Set<String> = []
            for clause in section {
                if let option = clause.pattern(DeviceOption.self), option.isSensor {
                    sensor = option
                    continue
                }
                let key = sensor.rawValue + "/" + clause.name
                guard inSection.insert(key).inserted else { continue }
                if let first = seen[key] {
                    let repeated = ScenarioPrinter.print(clause.elements)
                    let original = ScenarioPrinter.print(first.elements)
                    error(
                        "'\(repeated)' repeats '\(original)' for this device's \(sensor.rawValue) "
                            + "(first given at \(first.range.start))", at: clause.range,
                        hint: "give each setting once; remove one of them")
                } else {
                    seen[key] = clause
                }
            }
        }
    }

    /// Compiles one device: its options in order (a sensor option opens that sensor's section),
    /// its start, then its timeline.
    mutating func compileDevice(
        _ statement: StatementSyntax, sections: [[ClauseSyntax]], apiKey: String, name: String
    ) {
        scenario.sourceMap["device \(name)"] = statement.range
        var device = DeviceSpec(name: name)
        device.apiKey = apiKey
        var state = DeviceState()
        for section in sections {
            var sensor = DeviceOption.barometer
            for clause in section {
                guard let option = clause.pattern(DeviceOption.self) else { continue }
                if option.isSensor { sensor = option }
                compileOption(option, clause, sensor: sensor, into: &device, state: &state)
            }
        }
        checkGround(at: state.position, range: statement.range, "the device's start")
        compileTimeline(statement.block.filter { $0.kind == .timeline }, into: &device, state: state)
        scenario.devices.append(device)
    }

    /// Applies one device option; `sensor` is the sensor whose section it stands in.
    mutating func compileOption(
        _ option: DeviceOption, _ clause: ClauseSyntax, sensor: DeviceOption,
        into device: inout DeviceSpec, state: inout DeviceState
    ) {
        let value = clause.values.first
        switch option {
        case .model: break  // compileDevices merges the named phone model's options before these.
        case .barometer: compileBarometerPreset(clause, into: &device)
        case .gnss: Self.compileGNSSConditions(value?.word, into: &device.gnss)
        case .indoors:
            switch value?.word {
            case "outage": device.gnss.indoor = .outage
            case "network": device.gnss.indoor = .network(.falcon)
            default: device.gnss.indoor = .wifi(sigmaMeters: GNSSSpec.defaultSigmaMeters(.indoors))
            }
        case .networkFix:
            guard clause.values.count == 3, let median = clause.values[0].lengthMeters,
                let spread = clause.values[1].number?.value, let every = clause.values[2].durationNanoseconds
            else { return }
            device.gnss.indoor = .network(
                GNSSSpec.NetworkPosition(
                    medianAccuracyMeters: median, logSpread: spread, intervalSeconds: Double(every) / 1e9))
        case .randomWalk:
            guard clause.values.count == 2, let sigma = clause.values[0].pressurePa,
                let ns = positiveDuration(clause.values[1], "the random walk's duration")
            else { return }
            device.barometer.randomWalkDriftPaPerRootSecond = sigma / (Double(ns) / 1e9).squareRoot()
        case .entranceDelay:
            if let delay = value?.durationNanoseconds { device.gnss.entranceDelaySeconds = Double(delay) / 1e9 }
        case .activity:
            device.activity.accuracy =
                Compiler.activityQualities.first { $0.word == value?.word }?.accuracy
                ?? Compiler.typicalActivityAccuracy
        case .rate: compileRate(clause, sensor: sensor, into: &device)
        case .latency: compileLatency(clause, sensor: sensor, into: &device)
        case .noise: if let pa = value?.pressurePa { device.barometer.whiteNoiseRMSPa = pa }
        case .offset: if let pa = value?.pressurePa { device.barometer.offsetPa = pa }
        case .tempco: compileTempco(clause, into: &device.barometer)
        case .drift: if let perDay = value?.value(inUnit: "Pa/d") { device.barometer.linearDriftPaPerDay = perDay }
        case .quantization: if let pa = value?.pressurePa { device.barometer.quantizationPa = pa }
        case .gaps:
            guard clause.values.count == 2, let share = clause.values[0].fraction,
                let ns = positiveDuration(clause.values[1], "a gap's length")
            else { return }
            device.barometer.gaps = SampleGaps(share: share, durationSeconds: Double(ns) / 1e9)
        case .outdoorAccuracy: compileOutdoorAccuracyLevels(clause, into: &device.gnss)
        case .filter:
            guard let ns = positiveDuration(value, "the filter's time constant") else { return }
            device.barometer.iirTimeConstantSeconds = Double(ns) / 1e9
        case .accuracyScale:
            guard let scale = value?.number?.value else { return }
            device.gnss.accuracyScale = scale
        case .lock:
            guard let ns = value?.durationNanoseconds else { return }
            device.gnss.lockTimeSeconds = Double(ns) / 1e9
        case .multipath: compileMultipath(clause, into: &device.gnss)
        case .hand:
            guard let height = value?.lengthMeters else { return }
            device.handHeightMeters = height
            if clause.values.count > 1, let sigma = clause.values[1].lengthMeters {
                device.handHeightSigmaMeters = sigma
            }
        case .person:
            guard let sigma = value?.lengthMeters else { return }
            device.handHeightPersonSigmaMeters = sigma
        case .position:
            let point = position(clause)
            device.start = .point(point)
            state.position = point
        case .inside: compileStartInside(clause, into: &device, state: &state)
        case .calibrated: compileInitialCalibration(clause, into: &device)
        }
    }

    /// `barometer NAME`: a preset's figures (the faults already given stay).
    mutating func compileBarometerPreset(_ clause: ClauseSyntax, into device: inout DeviceSpec) {
        let value = clause.values.first
        let part = value?.word ?? ""
        if let preset = BarometerSpec.preset(named: part) {
            let faults = device.barometer.faults
            device.barometer = preset
            device.barometer.faults = faults
        } else {
            let suggestion = EditDistance.suggestion(for: part, among: BarometerSpec.presetNames)
            error(
                "unknown barometer '\(part)'", at: value?.range ?? clause.range,
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "known barometers: " + BarometerSpec.presetNames.joined(separator: ", "))
        }
    }

    /// `gnss open-sky|urban|indoor|off`: the receiver's outdoor conditions, or a receiver that is off all run.
    static func compileGNSSConditions(_ word: String?, into gnss: inout GNSSSpec) {
        switch word {
        case "urban": gnss.outdoor = .urban
        case "indoor": gnss.outdoor = .indoors
        case "off": gnss.faults.append(GNSSFault(kind: .off, window: .always))
        default: gnss.outdoor = .openSky
        }
    }

    /// How far the shares of `outdoor-accuracy` may add up from 100 %: printed shares are rounded.
    static let accuracyLevelShareTolerance = 0.01

    /// `outdoor-accuracy LENGTH PERCENT [or LENGTH PERCENT]…`: the stated levels and their shares,
    /// which must add up to 100 % (within 1 %) and name each level once.
    mutating func compileOutdoorAccuracyLevels(_ clause: ClauseSyntax, into gnss: inout GNSSSpec) {
        var levels: [StatedAccuracyLevel] = []
        for pair in stride(from: 0, to: clause.values.count - 1, by: 2) {
            guard let meters = clause.values[pair].lengthMeters, let share = clause.values[pair + 1].fraction else {
                return
            }
            if levels.contains(where: { $0.accuracyMeters == meters }) {
                error(
                    "the level \(QuantityText.length(meters)) is given twice", at: clause.values[pair].range,
                    hint: "name each stated accuracy once, with its whole share")
                return
            }
            levels.append(StatedAccuracyLevel(accuracyMeters: meters, share: share))
        }
        let total = levels.reduce(0) { $0 + $1.share }
        guard abs(total - 1) <= Self.accuracyLevelShareTolerance else {
            error(
                "the shares of 'outdoor-accuracy' add up to \(Format.number((total * 1000).rounded() / 10)) %, not 100 %",
                at: clause.range, hint: "give every level's share of the outdoor fixes so that they add up to 100 %")
            return
        }
        gnss.outdoorAccuracyLevels = levels
    }

    /// `multipath LENGTH every DURATION`: the size and mean interval of the receiver's multipath jumps.
    mutating func compileMultipath(_ clause: ClauseSyntax, into gnss: inout GNSSSpec) {
        guard clause.values.count == 2, let width = clause.values[0].lengthMeters,
            let every = positiveDuration(clause.values[1], "the multipath interval")
        else { return }
        gnss.multipathWidthMeters = width
        gnss.multipathPerMinute = 60e9 / Double(every)
    }

    /// `rate FREQUENCY` of the sensor whose section it stands in.
    mutating func compileRate(_ clause: ClauseSyntax, sensor: DeviceOption, into device: inout DeviceSpec) {
        guard let hz = clause.values.first?.frequencyHertz else { return }
        switch sensor {
        case .gnss: device.gnss.rateHz = hz
        case .activity: device.activity.rateHz = hz
        case .hand: unsupported(clause, "`rate` applies to a sensor (barometer, gnss, activity), not to the hand")
        default: device.barometer.sampleRateHz = hz
        }
    }

    /// `latency DURATION` of the sensor whose section it stands in.
    mutating func compileLatency(_ clause: ClauseSyntax, sensor: DeviceOption, into device: inout DeviceSpec) {
        guard let ns = clause.values.first?.durationNanoseconds else { return }
        switch sensor {
        case .gnss: device.gnss.lagSeconds = Double(ns) / 1e9
        case .activity: device.activity.latencySeconds = Double(ns) / 1e9
        case .hand: unsupported(clause, "`latency` applies to a sensor (barometer, gnss, activity), not to the hand")
        default: device.barometer.latencySeconds = Double(ns) / 1e9
        }
    }

    /// `tempco K [± K]`: a written `tempco` sets both, so without `±` every phone has exactly k.
    func compileTempco(_ clause: ClauseSyntax, into barometer: inout BarometerSpec) {
        guard let k = clause.values.first?.pressurePerTemperaturePaPerKelvin else { return }
        barometer.temperatureCoefficientPaPerKelvin = k
        barometer.temperatureCoefficientSpreadPaPerKelvin = spread(of: clause, \.pressurePerTemperaturePaPerKelvin)
    }

    /// `in "NAME" floor N`: the device starts at the building's centre on that floor.
    mutating func compileStartInside(_ clause: ClauseSyntax, into device: inout DeviceSpec, state: inout DeviceState) {
        guard clause.values.count == 2, let building = clause.values[0].string, let index = buildingIndex[building],
            let floor = clause.values[1].integer
        else { return }
        guard checkFloor(floor, building: index, at: clause.values[1]) else { return }
        device.start = .centre(building: building)
        device.startFloor = Int(floor)
        state.building = index
        state.floor = Int(floor)
        state.position = scenario.buildings[index].centre
    }

    /// The one-σ uncertainty of a `calibrated …` written without `± σ`, Pa (chosen default; the
    /// device table of Docs/scenario-language.md states it).
    static let defaultCalibrationUncertaintyPa = 10.0

    /// `calibrated DURATION ago [error PRESSURE] [± PRESSURE]`: the calibration the phone starts with.
    /// `± σ` without `error` means the error is unknown, drawn per seed from N(0, σ) (so σ > 0).
    mutating func compileInitialCalibration(_ clause: ClauseSyntax, into device: inout DeviceSpec) {
        guard let age = clause.values.first?.durationNanoseconds else { return }
        let pressures = clause.values.dropFirst().compactMap(\.pressurePa)
        let hasError = clause.keywords.contains("error")
        let errorPa = hasError ? (pressures.first ?? 0) : 0
        let written = hasError ? pressures.dropFirst().first : pressures.first
        let sigma = written ?? Compiler.defaultCalibrationUncertaintyPa
        let drawn = !hasError && written != nil
        if drawn, sigma == 0 {
            error(
                "a calibration whose error is drawn needs a σ above 0 Pa",
                at: clause.values.last?.range ?? clause.range,
                hint: "write a σ such as `± 8 Pa`, or `error 0 Pa` for a calibration known to be exact")
        }
        let ageSeconds = Double(age) / 1e9
        device.initialCalibration =
            drawn
            ? .drawn(ageSeconds: ageSeconds, uncertaintyPa: sigma)
            : .calibrated(ageSeconds: ageSeconds, errorPa: errorPa, uncertaintyPa: sigma)
    }

    /// Whether a floor exists in a building (reports if not).
    mutating func checkFloor(_ floor: Int64, building index: Int, at node: ValueNode) -> Bool {
        let building = scenario.buildings[index]
        guard floor >= 0, floor < building.floorCount else {
            error(
                "floor \(floor) does not exist in '\(building.name)'", at: node.range,
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
