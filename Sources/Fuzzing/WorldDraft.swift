/// The world part of a generated case, drawn from the enabled features; it remembers what the
/// device timelines need (building names and floors, whether stations exist).
struct WorldDraft {
    let durationSeconds: Int
    let features: Set<FuzzFeature>
    var statements: [String] = []
    /// Building names with their floor counts.
    var buildings: [(name: String, floors: Int, east: Double, north: Double, depth: Double, rotationDegrees: Double)] =
        []

    init(durationSeconds: Int, features: Set<FuzzFeature>) {
        self.durationSeconds = durationSeconds
        self.features = features
    }

    /// A window inside the run: `from T, for D` parts as (start, length) in seconds.
    static func window(_ random: inout FuzzRandom, durationSeconds: Int, early: Bool = false) -> (
        start: Int, length: Int
    ) {
        if early {
            let end = max(20, durationSeconds / 4)
            let start = random.int(0...(end - 10))
            return (start, random.int(5...(end - start)))
        }
        if random.chance(0.5) {
            let start = random.int(0...min(120, durationSeconds - 30))
            return (start, random.int(10...min(120, durationSeconds - start)))
        }
        let start = random.int(0...(durationSeconds - 30))
        let length = random.int(10...max(10, min(240, durationSeconds - start)))
        return (start, min(length, durationSeconds - start))
    }

    static func direction(_ random: inout FuzzRandom) -> String {
        random.chance(0.5)
            ? random.pick(["north", "east", "south", "west", "northeast", "southwest"])
            : "\(random.int(0...359))°"
    }

    static func place(_ random: inout FuzzRandom, within meters: Int) -> String {
        placeWithCoordinates(&random, within: meters).text
    }

    /// A place and its east/north coordinates, m.
    static func placeWithCoordinates(_ random: inout FuzzRandom, within meters: Int) -> (
        text: String, east: Double, north: Double
    ) {
        let east = random.int((-meters)...meters)
        let north = random.int((-meters)...meters)
        return (
            "\(abs(east)) m \(east < 0 ? "west" : "east") \(abs(north)) m \(north < 0 ? "south" : "north")",
            Double(east), Double(north)
        )
    }

    mutating func draw(_ random: inout FuzzRandom) {
        let latitude = random.number(-60...60, step: 0.0001)
        let longitude = random.number(-179...179, step: 0.0001)
        var origin = "origin \(latitude), \(longitude)"
        if features.contains(.terrain) {
            switch random.int(0...2) {
            case 0: origin += ", elevation \(random.int(-50...2500)) m"
            case 1:
                statements.append(
                    "terrain plane \(random.int(0...1500)) m, rising \(random.number(0...40, step: 0.5)) m/km, toward \(Self.direction(&random))"
                )
            default:
                statements.append(
                    "terrain hills \(random.int(0...1500)) m, hill at \(Self.place(&random, within: 3000)) height \(random.int(-200...800)) m radius \(random.int(200...3000)) m"
                )
            }
        }
        statements.insert(origin, at: 0)
        if features.contains(.buildings) { drawBuildings(&random) }
        if features.contains(.weather) { drawWeather(&random) }
        if features.contains(.fronts) { drawFronts(&random) }
        if features.contains(.storms) { drawStorms(&random) }
        if features.contains(.stations) { drawStations(&random) }
        if features.contains(.coverage) {
            statements.append(random.chance(0.3) ? "coverage none" : "coverage radius \(random.int(50...3000)) m")
        }
        if features.contains(.keys) {
            statements.append(
                random.pick(["key invalid", "key missing", "key invalid \"stolen\"", "key valid \"team-key\""]))
        }
        if features.contains(.serviceFaults) {
            for _ in 0..<random.int(1...3) { statements.append(serviceFault(&random)) }
        }
        if features.contains(.transport) { drawTransport(&random) }
    }

    /// One or two cold or warm fronts.
    private mutating func drawFronts(_ random: inout FuzzRandom) {
        for _ in 0..<random.int(1...2) {
            let cold = random.chance(0.5)
            let kelvin = random.int(0...8)
            statements.append(
                "front \(cold ? "cold" : "warm") from \(Self.direction(&random)), at \(random.int(3...30)) m/s, passes origin at \(FuzzCase.timeText(random.int(0...durationSeconds))), drop \(random.number(0...6, step: 0.5)) hPa over \(random.int(5...120)) min, rise \(random.number(0...6, step: 0.5)) hPa over \(random.int(2...60)) min, temperature \(cold ? -kelvin : kelvin) K"
            )
        }
    }

    /// One thunderstorm at a time, or thunderstorms at a mean interval.
    private mutating func drawStorms(_ random: inout FuzzRandom) {
        if random.chance(0.7) {
            statements.append(
                "thunderstorm at \(FuzzCase.timeText(random.int(0...durationSeconds - 60))), jump \(random.int(-300...400)) Pa, over \(random.int(1...15)) min"
            )
        } else {
            statements.append(
                "thunderstorm every \(random.int(2...30)) min, jump \(random.int(-200...300)) Pa, over \(random.int(1...10)) min"
            )
        }
    }

    private mutating func drawBuildings(_ random: inout FuzzRandom) {
        for index in 0..<random.int(1...3) {
            let floors = random.int(1...40)
            let east = abs(index * 500 - 500) + random.int(0...100)
            let north = random.int(0...300)
            let width = random.int(15...80)
            let depth = random.int(15...80)
            var line =
                "building \"B\(index)\" at \(east) m \(index == 0 ? "west" : "east") \(north) m north, \(width) × \(depth) m, \(floors) floors"
            if random.chance(0.5) {
                line += ", lobby \(random.number(3...8, step: 0.5)) m, floor \(random.number(2.5...5, step: 0.1)) m"
            }
            if random.chance(0.5) { line += ", hvac \(random.int(-20...20)) Pa" }
            let rotation = random.chance(0.3) ? random.int(0...90) : 0
            if rotation != 0 { line += ", rotated \(rotation)°" }
            if random.chance(0.3) { line += ", indoor \(random.int(15...28)) °C" }
            if random.chance(0.3) { line += ", elevator \(random.number(1...8, step: 0.5)) m/s" }
            statements.append(line)
            buildings.append(
                (
                    name: "B\(index)", floors: floors, east: Double(index == 0 ? -east : east), north: Double(north),
                    depth: Double(depth), rotationDegrees: Double(rotation)
                ))
        }
    }

    private mutating func drawWeather(_ random: inout FuzzRandom) {
        var line =
            "weather sea-level \(random.number(980...1040, step: 0.1)) hPa, trend \(random.number(-4...4, step: 0.1)) hPa/h"
        if random.chance(0.4) { line += ", tide on" }
        if random.chance(0.3) { line += ", drift \(random.int(0...400)) Pa over \(random.int(1...12)) h" }
        if random.chance(0.3) {
            line += ", gradient \(random.number(0...10, step: 0.5)) Pa/km toward \(Self.direction(&random))"
        }
        statements.append(line)
        if random.chance(0.5) {
            statements.append(
                "temperature \(random.int(-30...40)) °C, lapse \(random.number((-9)...(-3), step: 0.5)) K/km, daily \(random.int(0...10)) K"
            )
        }
    }

    private mutating func drawStations(_ random: inout FuzzRandom) {
        let n = random.int(1...4)
        let m = random.int(1...4)
        var line = "stations grid \(n) × \(m) spacing \(random.int(1...30)) km"
        if random.chance(0.5) { line += ", noise \(random.number(0...10, step: 0.5)) Pa" }
        if random.chance(0.5) { line += ", every \(random.pick([10, 30, 60, 120])) s" }
        if random.chance(0.3) { line += ", latency \(random.int(0...60)) s" }
        statements.append(line)
        if random.chance(0.4) {
            var single = "station \"S1\" at \(Self.place(&random, within: 5000)), bias \(random.int(-100...100)) Pa"
            if random.chance(0.5) {
                let w = Self.window(&random, durationSeconds: durationSeconds, early: features.contains(.earlyFaults))
                single += ", down from \(FuzzCase.timeText(w.start)) for \(w.length) s"
            }
            statements.append(single)
        }
    }

    private func serviceFault(_ random: inout FuzzRandom) -> String {
        let w = Self.window(&random, durationSeconds: durationSeconds, early: features.contains(.earlyFaults))
        let window = "from \(FuzzCase.timeText(w.start)), for \(w.length) s"
        switch random.int(0...6) {
        case 0: return "service outage, \(window)"
        case 1: return "service unreachable, \(window)"
        case 2: return "service error, code \(random.pick([400, 403, 404, 500, 503])), \(window)"
        case 3: return "service stale, \(window)"
        case 4: return "service slow, latency \(random.int(1...30)) s, \(window)"
        case 5: return "service garbage, \(window)"
        default: return "service missing-reference, \(window)"
        }
    }

    private mutating func drawTransport(_ random: inout FuzzRandom) {
        var clauses: [String] = []
        if random.chance(0.6) {
            let latency = random.int(10...2000)
            clauses.append(
                random.chance(0.5) ? "latency \(latency) ms" : "latency \(latency) ms ± \(random.int(0...latency)) ms")
        }
        if random.chance(0.5) { clauses.append("timeout \(random.int(1...20)) s") }
        if random.chance(0.4) { clauses.append("drop \(random.int(0...50))%") }
        if random.chance(0.4) {
            let w = Self.window(&random, durationSeconds: durationSeconds, early: features.contains(.earlyFaults))
            clauses.append("outage from \(FuzzCase.timeText(w.start)) for \(w.length) s")
        }
        if !clauses.isEmpty { statements.append("transport " + clauses.joined(separator: ", ")) }
    }
}
