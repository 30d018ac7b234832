import AltitudeEngine
import Foundation
import Geophysics
import Simulation

extension Compiler {
    /// Default speeds of motions written without `at SPEED`, m/s.
    static let defaultWalkSpeed = 1.4, defaultDriveSpeed = 13.9, defaultStairsSpeed = 0.3, defaultElevatorSpeed = 2.5

    /// Which modifiers each action takes.
    static let modifiersByAction: [String: Set<String>] = [
        "walkToBuilding": ["speed"], "walkTo": ["speed"], "walk": ["speed"], "driveTo": ["speed"], "drive": ["speed"],
        "stairs": ["speed"], "elevator": ["speed"],
        "door": ["for", "magnitude"], "sunroof": ["for", "magnitude"], "ventilation": ["for", "magnitude"],
        "barometerFault": ["for", "magnitude"], "gnssFault": ["for", "distance"], "assistanceFault": ["for"],
        "calibrate": ["floorNumber", "ground", "pin"], "setCalibration": ["floorNumber", "ground", "pin"],
    ]
    static let modifierNames: Set<String> = ["speed", "for", "magnitude", "distance", "floorNumber", "ground", "pin", "label"]

    mutating func compileTimeline(_ lines: [StatementSyntax], into device: inout DeviceSpec, state initial: DeviceState) {
        var state = initial
        for (index, line) in lines.enumerated() {
            scenario.sourceMap["device \(device.name) at \(index)"] = line.range
            guard let t = time(line.head.values.first, "the timeline time") else { continue }
            for section in line.sections {
                guard let action = section.first else { continue }
                if let label = section.first(where: { $0.name == "label" })?.values.first?.string {
                    if labelNames.insert(label).inserted {
                        scenario.labels.append(TimelineLabel(name: label, deviceName: device.name, offsetNanoseconds: t))
                    }
                }
                if Compiler.modifierNames.contains(action.name) {
                    if action.name != "label" || section.count > 1 {
                        error("'\(action.keywords.first ?? action.name)' modifies an action; write the action first",
                              at: action.range, hint: "for example: at 00:10 walk to \"Tower\" entrance at 1.4 m/s")
                    }
                    continue
                }
                let allowed = Compiler.modifiersByAction[action.name] ?? []
                var ok = true
                for modifier in section.dropFirst() where modifier.name != "label" {
                    if !Compiler.modifierNames.contains(modifier.name) {
                        error("one action per section: separate '\(modifier.keywords.first ?? modifier.name)' with ';'",
                              at: modifier.range)
                        ok = false
                    } else if !allowed.contains(modifier.name) {
                        var hint: String?
                        if action.name == "barometerFault", modifier.name == "distance" {
                            hint = "a barometer fault's size is a pressure: `by 30 Pa`"
                        } else if action.name == "gnssFault", modifier.name == "magnitude" {
                            hint = "a GNSS fault's size is a length: `by 30 m`"
                        }
                        error("'\(ScenarioPrinter.print(modifier.elements))' does not apply to '\(ScenarioPrinter.print(action.elements))'",
                              at: modifier.range, hint: hint)
                        ok = false
                    }
                }
                guard ok else { continue }
                let modifiers = Dictionary(section.dropFirst().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                let firstStep = device.timeline.count
                let from = state.position
                compileAction(action, modifiers: modifiers, at: t, device: &device, state: &state)
                if state.position != from { checkGround(at: state.position, range: action.range, "the place this action leads to") }
                for step in firstStep..<max(firstStep, device.timeline.count) {
                    scenario.sourceMap["device \(device.name) step \(step)"] = action.range
                }
            }
        }
    }

    mutating func speed(_ modifier: ClauseSyntax?, default value: Double, limit: Double, _ what: String) -> Double? {
        guard let node = modifier?.values.first, let speed = node.speedMetersPerSecond else { return value }
        guard speed > 0 else {
            error("\(what) speed must be above 0", at: node.range)
            return nil
        }
        return require(speed, in: 0, limit, "\(what) speed", unit: "m/s", at: node) ? speed : nil
    }

    mutating func compileAction(_ action: ClauseSyntax, modifiers: [String: ClauseSyntax], at t: Int64,
                                device: inout DeviceSpec, state: inout DeviceState) {
        let values = action.values
        func step(_ a: TimelineAction) { device.timeline.append(TimelineStep(atOffsetNanoseconds: t, action: a)) }
        switch action.name {
        case "walkToBuilding":
            guard let name = values.first?.string, let index = buildingIndex[name],
                  let v = speed(modifiers["speed"], default: Compiler.defaultWalkSpeed, limit: 10, "a walking") else { return }
            step(.walk(to: .entrance(building: name), speedMetersPerSecond: v))
            state.position = Compiler.entrance(of: scenario.buildings[index])
            state.building = nil
        case "walkTo", "driveTo":
            let point = Compiler.position(values, from: 0)
            let drive = action.name == "driveTo"
            guard let v = speed(modifiers["speed"], default: drive ? Compiler.defaultDriveSpeed : Compiler.defaultWalkSpeed,
                                limit: drive ? 70 : 10, drive ? "a driving" : "a walking") else { return }
            step(drive ? .drive(route: [.point(point)], speedMetersPerSecond: v) : .walk(to: .point(point), speedMetersPerSecond: v))
            state.position = point
            state.building = nil
        case "walk", "drive":
            guard values.count == 2, let distance = values[0].lengthMeters, let bearing = values[1].bearingDegrees else { return }
            let drive = action.name == "drive"
            guard require(distance, in: 0, drive ? 1_000_000 : 100_000, "a distance", unit: "m", at: values[0]),
                  let v = speed(modifiers["speed"], default: drive ? Compiler.defaultDriveSpeed : Compiler.defaultWalkSpeed,
                                limit: drive ? 70 : 10, drive ? "a driving" : "a walking") else { return }
            let radians = bearing * .pi / 180
            let point = EastNorth(eastMeters: state.position.eastMeters + distance * sin(radians),
                                  northMeters: state.position.northMeters + distance * cos(radians))
            let frame = NumericRange.offset
            guard frame.contains(point.eastMeters), frame.contains(point.northMeters) else {
                error("the \(drive ? "drive" : "walk") ends \(Format.number((point.eastMeters / 1000).rounded())) km east, \(Format.number((point.northMeters / 1000).rounded())) km north of the origin, outside the frame",
                      at: action.range, hint: "positions must be \(frame.shown) east and north (\(frame.reason))")
                return
            }
            step(drive ? .drive(route: [.point(point)], speedMetersPerSecond: v) : .walk(to: .point(point), speedMetersPerSecond: v))
            state.position = point
            state.building = nil
        case "stand": step(.stand)
        case "wait":
            unsupported(action, "`wait` is not an action: the person keeps doing what they did until the next `at` line",
                        hint: "remove it, or write `stand`")
        case "enter":
            guard let name = values.first?.string, let index = buildingIndex[name] else { return }
            step(.enter(building: name))
            state.building = index
            state.floor = 0
            state.position = scenario.buildings[index].centre
        case "leave":
            if let name = values.first?.string, let index = buildingIndex[name], state.building != index {
                error("the device is not inside '\(name)' at this time", at: action.range,
                      hint: "`enter \"\(name)\"` first")
                return
            }
            guard let inside = state.building else {
                error("the device is not inside a building at this time", at: action.range,
                      hint: "`leave` follows an `enter \"NAME\"` or a start `in \"NAME\" floor N`")
                return
            }
            guard state.floor == 0 else {
                let name = scenario.buildings[inside].name
                error("the device is on floor \(state.floor) of '\(name)' at this time; it leaves from floor 0",
                      at: action.range, hint: "take the stairs or elevator to floor 0 first: `stairs to floor 0`, then `leave` once it has arrived")
                return
            }
            step(.leave)
            state.building = nil
        case "stairs", "elevator":
            guard let floorNode = values.first, let floor = floorNode.integer else { return }
            guard let index = state.building else {
                error("`\(action.name)` needs the device inside a building", at: action.range,
                      hint: "`enter \"NAME\"` first, or start the device `in \"NAME\" floor N`")
                return
            }
            guard checkFloor(floor, building: index, at: floorNode) else { return }
            let elevator = action.name == "elevator"
            guard let v = speed(modifiers["speed"],
                                default: elevator ? (elevatorSpeeds[index] ?? Compiler.defaultElevatorSpeed) : Compiler.defaultStairsSpeed,
                                limit: elevator ? 20 : 2, elevator ? "an elevator" : "a stairs (vertical)") else { return }
            step(elevator ? .elevator(toFloor: Int(floor), speedMetersPerSecond: v) : .stairs(toFloor: Int(floor), speedMetersPerSecond: v))
            state.floor = Int(floor)
        case "hand":
            guard let height = values.first?.lengthMeters else { return }
            step(.holdPhone(heightMeters: height))
        case "door", "sunroof", "window", "ventilation":
            compileTransient(action, modifiers: modifiers, at: t, device: device, state: &state)
        case "startSDK": step(.app(.startSDK(apiKey: nil, hostURL: nil)))
        case "stopSDK": step(.app(.stopSDK))
        case "filters":
            guard case .list(let words)? = values.first?.value else { return }
            if words.contains("off") {
                if words.count > 1 {
                    error("`filters off` turns every filter off; it cannot be combined with others", at: action.range)
                    return
                }
                step(.app(.setFilters([])))
            } else {
                let filters: [NNConsistencyFilter] = words.compactMap {
                    switch $0 { case "pressure": .pressure; case "location": .location; case "activity": .activity; default: nil }
                }
                step(.app(.setFilters(filters)))
            }
        case "altitudeEvery":
            guard let node = values.first, let ns = node.durationNanoseconds else { return }
            guard let mode = NNAltitudeMode.allCases.first(where: { $0 != .oneTime && Int64($0.rawValue) * 1_000_000_000 == ns }) else {
                error("the SDK has no altitude period of \(ScenarioPrinter.print(node.value))", at: node.range,
                      hint: "periods: 1 s, 30 s, 1 min (or `altitude once`)")
                return
            }
            step(.app(.startAltitude(mode)))
        case "altitudeOnce": step(.app(.startAltitude(.oneTime)))
        case "altitudeStop": step(.app(.stopAltitude))
        case "calibrate", "setCalibration":
            var mode: NNManualBarocalMode?
            if action.name == "calibrate" {
                guard let node = values.first, let ns = node.durationNanoseconds else { return }
                guard let found = NNManualBarocalMode.allCases.first(where: { Int64($0.rawValue) * 1_000_000_000 == ns }) else {
                    error("the SDK has no manual calibration of \(ScenarioPrinter.print(node.value))", at: node.range,
                          hint: "calibrations last 30 s, 1 min or 2 min")
                    return
                }
                mode = found
            }
            var pin = ManualCalibrationPin()
            if let node = modifiers["floorNumber"]?.values.first, let floor = node.integer {
                pin.floorNumber = Int(floor)
            }
            if let node = modifiers["ground"]?.values.first, let ground = node.lengthMeters {
                pin.groundMSLHeightMeters = ground
            }
            if let clause = modifiers["pin"] { pin.place = .point(Compiler.position(clause.values, from: 0)) }
            step(.app(.manualCalibration(mode: mode, pin: pin)))
        case "setAltitude":
            unsupported(action, "`set altitude` is not modelled: the simulator's app injects a pressure or a place, not a height",
                        hint: "use `set pressure PRESSURE`")
        case "setPressure":
            guard let pa = values.first?.pressurePa else { return }
            step(.app(.setAltitude(pressurePa: pa, location: nil)))
        case "barocalUpload": step(.app(.barocalUpload))
        case "barometerFault", "gnssFault", "assistanceFault":
            compileFault(action, modifiers: modifiers, at: t, device: &device)
        default:
            break
        }
    }

    /// The entrance of a building: the middle of its south wall, rotated with it.
    static func entrance(of building: Building) -> EastNorth {
        let radians = building.rotationDegrees * .pi / 180
        let half = building.depthMeters / 2
        return EastNorth(eastMeters: building.centre.eastMeters - half * sin(radians),
                         northMeters: building.centre.northMeters - half * cos(radians))
    }
}
