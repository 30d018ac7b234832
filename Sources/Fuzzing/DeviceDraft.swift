import Foundation

/// One generated device: its options and a timeline drawn from the enabled features, keeping
/// track of where the person is so that building actions happen inside buildings.
struct DeviceDraft {
    let name: String
    let world: WorldDraft
    /// Timeline `assistance …` faults affect the shared service: only for a single device.
    let onlyDevice: Bool
    /// The building (index) and floor the person is in, `nil` outdoors.
    private var inside: (building: Int, floor: Int)? = nil
    /// Where the person is (or is heading), m east/north, and when the current motion ends, s.
    private var position = (east: 0.0, north: 0.0)
    private var busyUntil = 0
    /// The building whose entrance the person walks to (they may enter once there).
    private var headingTo: Int? = nil
    /// The time of the step being drawn, s.
    private var now = 0

    init(name: String, world: WorldDraft, onlyDevice: Bool) {
        self.name = name
        self.world = world
        self.onlyDevice = onlyDevice
    }

    private var features: Set<FuzzFeature> { world.features }
    private var duration: Int { world.durationSeconds }

    mutating func draw(_ random: inout FuzzRandom) -> FuzzCase.Device {
        FuzzCase.Device(name: name, options: options(&random), timeline: timeline(&random))
    }

    private mutating func options(_ random: inout FuzzRandom) -> String {
        var first: [String] = []
        if features.contains(.buildings), !world.buildings.isEmpty, random.chance(0.4) {
            let index = random.int(0...(world.buildings.count - 1))
            let floor = random.int(0...(world.buildings[index].floors - 1))
            first.append("in \"\(world.buildings[index].name)\" floor \(floor)")
            inside = (index, floor)
            position = (world.buildings[index].east, world.buildings[index].north)
        } else if random.chance(0.5) {
            let place = WorldDraft.placeWithCoordinates(&random, within: 400)
            first.append("at " + place.text)
            position = (place.east, place.north)
        }
        if features.contains(.calibration), random.chance(0.5) {
            first.append(
                "calibrated \(random.int(1...72)) h ago error \(random.int(-60...60)) Pa ± \(random.int(1...30)) Pa")
        }
        var barometer = [
            "barometer \(random.pick(["default", "bmp390", "bmp388", "bmp581", "icp10100", "lps22hh"]))",
            "rate \(random.pick([1, 2, 4])) Hz",
        ]
        if features.contains(.sensorOptions) {
            if random.chance(0.5) { barometer.append("noise \(random.number(0...8, step: 0.1)) Pa") }
            if random.chance(0.5) { barometer.append("offset \(random.int(-300...300)) Pa") }
            if random.chance(0.3) { barometer.append("drift \(random.int(-200...200)) Pa/d") }
            if random.chance(0.3) { barometer.append("tempco \(random.number(-3...3, step: 0.1)) Pa/K") }
            if random.chance(0.3) { barometer.append("quantization \(random.pick([0.01, 0.1, 1, 5])) Pa") }
            if random.chance(0.2) { barometer.append("latency \(random.int(0...5)) s") }
            if random.chance(0.2) { barometer.append("filter \(random.int(1...10)) s") }
            if random.chance(0.2) {
                barometer.append("gaps \(random.number(0...5, step: 0.1)) % lasting \(random.int(1...30)) s")
            }
        }
        var gnss = ["gnss open-sky"]
        if features.contains(.gnssFaults) {
            gnss = ["gnss \(random.pick(["open-sky", "urban", "indoor", "off"]))"]
            if random.chance(0.5) { gnss.append("indoors \(random.pick(["outage", "wifi", "network"]))") }
            if random.chance(0.2) { gnss.append("entrance-delay \(random.int(0...60)) s") }
            if random.chance(0.2) {
                let share = random.int(1...99)
                let level = random.int(5...30)
                gnss.append(
                    "outdoor-accuracy \(level) m \(share) % or \(level + random.int(1...100)) m \(100 - share) %")
            }
            if random.chance(0.3) { gnss.append("accuracy-scale \(random.number(0.2...4, step: 0.1))") }
            if random.chance(0.3) { gnss.append("lock \(random.int(0...120)) s") }
        }
        var sections = [(first + barometer).joined(separator: ", "), gnss.joined(separator: ", ")]
        if features.contains(.sensorOptions), random.chance(0.5) {
            sections.append("activity \(random.pick(["perfect", "typical", "poor"]))")
        }
        if features.contains(.sensorOptions), random.chance(0.3) {
            sections.append("hand \(random.number(0.2...2, step: 0.1)) m ± \(random.number(0...0.5, step: 0.1)) m")
        }
        return sections.joined(separator: "; ")
    }

    private mutating func timeline(_ random: inout FuzzRandom) -> [FuzzCase.Step] {
        var steps: [FuzzCase.Step] = []
        var opening: [String] = []
        let startAt = random.chance(0.9) ? 0 : random.int(1...120)
        var first = ["start sdk"]
        if features.contains(.filters), random.chance(0.6) { first.append(filters(&random)) }
        first.append(altitudeStart(&random))
        if startAt == 0 {
            opening = first
        } else {
            steps.append(.init(offsetSeconds: 0, actions: [altitudeStart(&random)]))
            steps.append(.init(offsetSeconds: startAt, actions: first))
        }
        if !opening.isEmpty { steps.append(.init(offsetSeconds: 0, actions: opening)) }
        var time = max(startAt, 0)
        for _ in 0..<random.int(1...8) {
            time += random.int(5...max(5, duration / 6))
            guard time < duration - 5 else { break }
            now = time
            var actions: [String] = []
            if let motion = motion(&random) { actions.append(motion) }
            if let other = otherAction(&random, at: time) { actions.append(other) }
            if !actions.isEmpty { steps.append(.init(offsetSeconds: time, actions: actions)) }
        }
        return steps
    }

    private func altitudeStart(_ random: inout FuzzRandom) -> String {
        if features.contains(.oneTime), random.chance(0.4) { return "altitude once" }
        return "altitude every \(random.pick(["1 s", "1 s", "30 s", "1 min"]))"
    }

    private func filters(_ random: inout FuzzRandom) -> String {
        random.pick([
            "filters pressure", "filters location", "filters activity", "filters pressure, location",
            "filters pressure, location, activity", "filters off",
        ])
    }

    /// A movement, according to where the person is.
    private mutating func motion(_ random: inout FuzzRandom) -> String? {
        if let (building, floor) = inside { return indoorMotion(&random, building: building, floor: floor) }
        if let target = headingTo, now >= busyUntil {
            headingTo = nil
            inside = (target, 0)
            return "enter \"\(world.buildings[target].name)\""
        }
        guard now >= busyUntil else { return nil }
        if features.contains(.buildings), !world.buildings.isEmpty, random.chance(0.5) {
            let index = random.int(0...(world.buildings.count - 1))
            let building = world.buildings[index]
            let speed = random.int(1...5)
            let angle = building.rotationDegrees * Double.pi / 180
            let entrance = (
                east: building.east - building.depth / 2 * sin(angle),
                north: building.north - building.depth / 2 * cos(angle)
            )
            travel(to: entrance, speed: Double(speed), extra: building.depth)
            headingTo = index
            return "walk to \"\(building.name)\" entrance at \(speed) m/s"
        }
        guard features.contains(.movement) else { return nil }
        return outdoorMovement(&random)
    }

    /// A movement inside `building` on `floor`: an elevator or stairs to another floor, or out.
    private mutating func indoorMotion(_ random: inout FuzzRandom, building: Int, floor: Int) -> String? {
        let floors = world.buildings[building].floors
        switch random.int(0...3) {
        case 0 where floors > 1:
            let target = random.int(0...(floors - 1))
            inside = (building, target)
            return "elevator to floor \(target) at \(random.number(0.5...6, step: 0.5)) m/s"
        case 1 where floors > 1:
            let target = max(0, min(floors - 1, floor + random.int(-3...3)))
            inside = (building, target)
            return "stairs to floor \(target)"
        case 2 where floor != 0:
            inside = (building, 0)
            return "elevator to floor 0"
        case 2:
            inside = nil
            let b = world.buildings[building]
            let angle = b.rotationDegrees * Double.pi / 180
            position = (b.east - b.depth / 2 * sin(angle), b.north - b.depth / 2 * cos(angle))
            busyUntil = now
            return "leave"
        default: return nil
        }
    }

    /// A walk or a drive to a random place, or standing still.
    private mutating func outdoorMovement(_ random: inout FuzzRandom) -> String {
        headingTo = nil
        switch random.int(0...2) {
        case 0:
            let place = WorldDraft.placeWithCoordinates(&random, within: 600)
            let speed = random.number(0.5...3, step: 0.1)
            travel(to: (place.east, place.north), speed: Double(speed) ?? 1)
            return "walk to \(place.text) at \(speed) m/s"
        case 1:
            let place = WorldDraft.placeWithCoordinates(&random, within: 3000)
            let speed = random.int(3...35)
            travel(to: (place.east, place.north), speed: Double(speed) * 0.9)
            return "drive to \(place.text) at \(speed) m/s"
        default:
            busyUntil = now
            return "stand"
        }
    }

    /// Moves the person's planned position and marks them busy until they arrive (with margin).
    private mutating func travel(to target: (east: Double, north: Double), speed: Double, extra: Double = 0) {
        let distance =
            ((target.east - position.east) * (target.east - position.east)
            + (target.north - position.north) * (target.north - position.north)).squareRoot() + extra
        busyUntil = now + Int((distance / max(speed, 0.1)).rounded(.up)) + 10
        position = target
    }

    /// A fault, transient or app call from the enabled classes.
    private mutating func otherAction(_ random: inout FuzzRandom, at time: Int) -> String? {
        let remaining = duration - time
        let earlyEnd = max(20, duration / 4)
        let early = features.contains(.earlyFaults)
        func forClause(_ random: inout FuzzRandom) -> String {
            if early { return " for \(random.int(1...max(1, earlyEnd - time))) s" }
            return random.chance(0.05) ? "" : " for \(random.int(5...max(5, min(180, remaining)))) s"
        }
        let choices = actionClasses(faultsAllowed: !early || time < earlyEnd - 1)
        guard !choices.isEmpty, random.chance(0.8) else { return nil }
        switch random.pick(choices) {
        case 0:
            let kind = random.pick(["off", "stuck", "glitch", "spikes", "dropout", "garbage", "nan", "negative"])
            let size = kind == "glitch" || kind == "spikes" ? " by \(random.int(-200...200)) Pa" : ""
            return "barometer \(kind)\(size)\(forClause(&random))"
        case 1:
            switch random.int(0...3) {
            case 0: return "gnss off\(forClause(&random))"
            case 1: return "gnss stuck\(forClause(&random))"
            case 2: return "gnss wrong by \(random.int(10...2000)) m\(forClause(&random))"
            default: return "gnss jumps by \(random.int(5...500)) m\(forClause(&random))"
            }
        case 2:
            if inside != nil, random.chance(0.6) {
                return
                    "door \(random.pick(["open", "close", "slam"])) by \(random.int(-60...60)) Pa for \(random.int(1...10)) s"
            }
            return random.chance(0.5)
                ? "sunroof open for \(random.int(5...min(120, remaining))) s"
                : "ventilation on for \(random.int(5...min(300, remaining))) s"
        case 3:
            switch random.int(0...3) {
            case 0: return "calibrate for \(random.pick(["30 s", "1 min", "2 min"]))\(pin(&random))"
            case 1: return "set calibration\(pin(&random))"
            case 2: return "set pressure \(random.number(950...1050, step: 0.1)) hPa"
            default: return "barocal upload"
            }
        case 4: return "altitude once"
        case 5: return filters(&random)
        case 6:
            return random.pick(["stop sdk", "start sdk", "altitude stop", "altitude every 1 s", "altitude every 30 s"])
        case 7:
            let kind = random.pick(["outage", "unreachable", "stale", "error", "garbage"])
            return "assistance \(kind)\(forClause(&random))"
        default: return "hand \(random.number(0...2.5, step: 0.1)) m"
        }
    }

    /// The enabled action classes `otherAction` picks from (barometer faults twice as likely):
    /// 0 barometer fault, 1 GNSS fault, 2 transient, 3 calibration, 4 one-time altitude,
    /// 5 filters, 6 lifecycle, 7 service fault, 8 sensor option.
    private func actionClasses(faultsAllowed: Bool) -> [Int] {
        var choices: [Int] = []
        if features.contains(.barometerFaults), faultsAllowed { choices += [0, 0] }
        if features.contains(.gnssFaults), faultsAllowed { choices.append(1) }
        if features.contains(.transients) { choices.append(2) }
        if features.contains(.calibration) { choices.append(3) }
        if features.contains(.oneTime) { choices.append(4) }
        if features.contains(.filters) { choices.append(5) }
        if features.contains(.lifecycle) { choices.append(6) }
        if features.contains(.serviceFaults), onlyDevice, faultsAllowed { choices.append(7) }
        if features.contains(.sensorOptions) { choices.append(8) }
        return choices
    }

    private func pin(_ random: inout FuzzRandom) -> String {
        var text = ""
        if let (building, floor) = inside, random.chance(0.7) {
            _ = building
            text += " floor \(floor)"
        }
        if random.chance(0.5) { text += " ground \(random.int(-20...1500)) m" }
        if random.chance(0.3) { text += " pin at \(WorldDraft.place(&random, within: 300))" }
        return text
    }
}
