extension ScenarioStatement {
    private static func number(_ value: Double) -> String { Format.number(value) }
    private static func clock(_ time: Swift.Duration) -> String { QuantityText.clock(nanoseconds(time)) }
    private static func duration(_ time: Swift.Duration) -> String { Format.duration(nanoseconds(time)) }
    private static func position(_ east: Double, _ north: Double) -> String { QuantityText.position((east, north)) }

    /// Any statement as text, for forms without a typed factory: `.line("terrain hills 20 m")`.
    public static func line(_ text: String, fileID: String = #fileID, line: Int = #line) -> ScenarioStatement {
        ScenarioStatement(text: text, fileID: fileID, line: line)
    }

    /// `seed N`.
    public static func seed(_ seed: UInt64, fileID: String = #fileID, line: Int = #line) -> ScenarioStatement {
        ScenarioStatement(text: "seed \(seed)", fileID: fileID, line: line)
    }

    /// `duration D`.
    public static func duration(_ length: Swift.Duration, fileID: String = #fileID, line: Int = #line)
        -> ScenarioStatement
    {
        ScenarioStatement(text: "duration \(duration(length))", fileID: fileID, line: line)
    }

    /// `start YYYY-MM-DD HH:MM UTC`.
    public static func start(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return ScenarioStatement(
            text: "start \(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)) UTC", fileID: fileID, line: line)
    }

    /// `origin LAT, LON` in degrees.
    public static func origin(latitude: Double, longitude: Double, fileID: String = #fileID, line: Int = #line)
        -> ScenarioStatement
    {
        ScenarioStatement(text: "origin \(number(latitude)), \(number(longitude))", fileID: fileID, line: line)
    }

    /// `geoid N m` (a constant undulation, metres).
    public static func geoid(undulationMeters: Double, fileID: String = #fileID, line: Int = #line) -> ScenarioStatement
    {
        ScenarioStatement(text: "geoid \(number(undulationMeters)) m", fileID: fileID, line: line)
    }

    /// `terrain flat H m`.
    public static func terrain(flatMeters: Double, fileID: String = #fileID, line: Int = #line) -> ScenarioStatement {
        ScenarioStatement(text: "terrain flat \(number(flatMeters)) m", fileID: fileID, line: line)
    }

    /// `terrain plane H m, rising S m/km, toward B°`.
    public static func terrain(
        planeMeters: Double, risingMetersPerKilometer: Double, towardDegrees: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        ScenarioStatement(
            text:
                "terrain plane \(number(planeMeters)) m, rising \(number(risingMetersPerKilometer)) m/km, toward \(number(towardDegrees))°",
            fileID: fileID, line: line)
    }

    /// `building "NAME" at E m east N m north, W × D m, F floors[, lobby, floor, hvac, indoor [± SPREAD]]`.
    ///
    /// `indoorSpreadKelvin` (σ of the per-run draw) needs `indoorCelsius`; without it, it is ignored.
    public static func building(
        _ name: String, eastMeters: Double, northMeters: Double, widthMeters: Double, depthMeters: Double, floors: Int,
        lobbyMeters: Double? = nil, floorMeters: Double? = nil, hvacPa: Double? = nil, indoorCelsius: Double? = nil,
        indoorSpreadKelvin: Double? = nil,
        elevatorMetersPerSecond: Double? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        var clauses = [
            "at \(position(eastMeters, northMeters))", "\(number(widthMeters)) × \(number(depthMeters)) m",
            "\(floors) floors",
        ]
        if let lobbyMeters { clauses.append("lobby \(number(lobbyMeters)) m") }
        if let floorMeters { clauses.append("floor \(number(floorMeters)) m") }
        if let hvacPa { clauses.append("hvac \(number(hvacPa)) Pa") }
        if let indoorCelsius {
            clauses.append(
                "indoor \(number(indoorCelsius)) °C" + (indoorSpreadKelvin.map { " ± \(number($0)) K" } ?? ""))
        }
        if let elevatorMetersPerSecond { clauses.append("elevator \(number(elevatorMetersPerSecond)) m/s") }
        return ScenarioStatement(
            text: "building \(ScenarioPrinter.quote(name)) " + clauses.joined(separator: ", "), fileID: fileID,
            line: line)
    }

    /// `weather sea-level P hPa[, trend R hPa/h][, tide on]`.
    public static func weather(
        seaLevelHectopascals: Double, trendHectopascalsPerHour: Double? = nil, tide: Bool = false,
        fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        var clauses = ["sea-level \(number(seaLevelHectopascals)) hPa"]
        if let trendHectopascalsPerHour { clauses.append("trend \(number(trendHectopascalsPerHour)) hPa/h") }
        if tide { clauses.append("tide on") }
        return ScenarioStatement(text: "weather " + clauses.joined(separator: ", "), fileID: fileID, line: line)
    }

    /// `front cold|warm from B°, at V km/h, passes origin at T, drop P hPa over D, rise P hPa over D`.
    public static func front(
        cold: Bool = true, fromDegrees: Double, kilometersPerHour: Double, passesOriginAt passage: Swift.Duration,
        dropHectopascals: Double, over fall: Swift.Duration, riseHectopascals: Double, over rise: Swift.Duration,
        fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        ScenarioStatement(
            text:
                "front \(cold ? "cold" : "warm") from \(number(fromDegrees))°, at \(number(kilometersPerHour)) km/h, passes origin at \(clock(passage)), drop \(number(dropHectopascals)) hPa over \(duration(fall)), rise \(number(riseHectopascals)) hPa over \(duration(rise))",
            fileID: fileID, line: line)
    }

    /// `stations grid C × R spacing S km`.
    public static func stations(
        columns: Int, rows: Int, spacingKilometers: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        ScenarioStatement(
            text: "stations grid \(columns) × \(rows) spacing \(number(spacingKilometers)) km", fileID: fileID,
            line: line)
    }

    /// `coverage radius R km`, or `coverage none` when `nil`.
    public static func coverage(radiusKilometers: Double?, fileID: String = #fileID, line: Int = #line)
        -> ScenarioStatement
    {
        ScenarioStatement(
            text: radiusKilometers.map { "coverage radius \(number($0)) km" } ?? "coverage none", fileID: fileID,
            line: line)
    }

    /// `service KIND, from T[, for D]` (`outage`, `unreachable`, `error`, `stale`, `garbage`, `missing-reference`).
    public static func service(
        _ kind: String, from start: Swift.Duration = .zero, for length: Swift.Duration? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ScenarioStatement {
        var text = "service \(kind), from \(clock(start))"
        if let length { text += ", for \(duration(length))" }
        return ScenarioStatement(text: text, fileID: fileID, line: line)
    }

    /// `phone model "NAME" OPTIONS`.
    public static func phoneModel(_ name: String, options: String, fileID: String = #fileID, line: Int = #line)
        -> ScenarioStatement
    {
        ScenarioStatement(text: "phone model \(ScenarioPrinter.quote(name)) \(options)", fileID: fileID, line: line)
    }

    /// `device "NAME" OPTIONS` with its timeline and expectations.
    public static func device(
        _ name: String, options: String = "", fileID: String = #fileID, line: Int = #line,
        @DeviceBlockBuilder _ block: () -> [TimelineLine] = { [] }
    ) -> ScenarioStatement {
        let lines = block()
        var statement = ScenarioStatement(
            text: "device \(ScenarioPrinter.quote(name))" + (options.isEmpty ? "" : " " + options), fileID: fileID,
            line: line)
        for item in lines {
            let child = ScenarioStatement(text: "device \"_\"\n  " + item.text, fileID: item.fileID, line: item.line)
            statement.syntax.block += child.syntax.block
            statement.diagnostics.append(contentsOf: child.diagnostics)
        }
        return statement
    }

    /// `expect …` (for every device, or the one named by `for "NAME"`).
    public static func expect(_ text: String, fileID: String = #fileID, line: Int = #line) -> ScenarioStatement {
        ScenarioStatement(text: "expect \(text)", fileID: fileID, line: line)
    }
}
