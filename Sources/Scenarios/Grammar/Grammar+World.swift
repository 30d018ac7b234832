extension Grammar {
    /// Scenario settings and the world: terrain, buildings, weather, stations, service.
    static let world: [StatementSchema] = [
        StatementSchema(.scenario, head: "$string", "The scenario's title.", []),
        StatementSchema(.seed, head: "$int", "The root seed (a run is a function of scenario and seed).", []),
        StatementSchema(.duration, head: "$duration", "How long the run lasts.", []),
        StatementSchema(
            .start, head: "$date [ $time ] [ UTC ]", joiner: " ",
            "The date and time of time 0: UTC, or local time at a UTC offset or in a time zone.",
            [Pattern(WorldClause.Start.zone, "$zone")]),
        StatementSchema(
            .origin, head: "$coord , $coord", "Latitude and longitude of the local frame's origin.",
            [
                Pattern(WorldClause.Origin.elevation, "elevation $length")
            ]),
        StatementSchema(
            .geoid, "The geoid undulation: a constant, or the EGM96 grid.",
            [
                Pattern(WorldClause.Geoid.undulation, "$length"),
                Pattern(WorldClause.Geoid.model, "$word(egm96)"),
            ]),
        StatementSchema(.include, head: "$string", "Another file's statements, in place.", []),
        StatementSchema(
            .terrain, head: "$word(flat|plane|hills|grid)", repeatable: [WorldClause.Terrain.hill.rawValue],
            "The ground surface.",
            [
                Pattern(WorldClause.Terrain.elevation, "$length"),
                Pattern(WorldClause.Terrain.rising, "rising $slope"),
                Pattern(WorldClause.Terrain.toward, "toward $direction"),
                Pattern(WorldClause.Terrain.hill, "hill \(position) height $length radius $length"),
                Pattern(WorldClause.Terrain.file, "file $string"),
            ]),
        StatementSchema(
            .building, head: "$string", "A building: footprint, floors, indoor climate.",
            [
                Pattern(WorldClause.Building.position, position),
                Pattern(WorldClause.Building.size, "$size"),
                Pattern(WorldClause.Building.floors, "$int floors"),
                Pattern(WorldClause.Building.basements, "$int basements"),
                Pattern(WorldClause.Building.lobby, "lobby $length"),
                Pattern(WorldClause.Building.floor, "floor $length"),
                Pattern(WorldClause.Building.hvac, "hvac $pressure"),
                Pattern(WorldClause.Building.rotated, "rotated $angle"),
                Pattern(WorldClause.Building.neutralPlane, "neutral-plane $length"),
                Pattern(WorldClause.Building.indoor, "indoor $temperature [ ± $temperatureDifference ]"),
                Pattern(WorldClause.Building.elevatorSpeed, "elevator $speed"),
            ]),
        StatementSchema(
            .weather, "The sea-level pressure field.",
            [
                Pattern(WorldClause.Weather.seaLevel, "sea-level $pressure"),
                Pattern(WorldClause.Weather.trend, "trend $pressureRate"),
                Pattern(WorldClause.Weather.tide, "tide $word(on|off)"),
                Pattern(WorldClause.Weather.tideAmplitude, "tide $pressure"),
                Pattern(WorldClause.Weather.drift, "drift $pressure over $duration"),
                Pattern(WorldClause.Weather.gradient, "gradient $pressureGradient toward $direction"),
            ]),
        StatementSchema(
            .temperature, "The outdoor temperature field.",
            [
                Pattern(WorldClause.Temperature.outdoor, "$temperature"),
                Pattern(WorldClause.Temperature.lapse, "lapse $temperatureLapse"),
                Pattern(WorldClause.Temperature.daily, "daily $temperatureDifference"),
                Pattern(WorldClause.Temperature.indoor, "indoor $temperature [ ± $temperatureDifference ]"),
            ]),
        StatementSchema(
            .front, head: "$word(cold|warm)", "A front moving across the region.",
            [
                Pattern(WorldClause.Front.from, "from $direction"),
                Pattern(WorldClause.Front.toward, "toward $direction"),
                Pattern(WorldClause.Front.speed, "at $speed"),
                Pattern(WorldClause.Front.passes, "passes origin at $time"),
                Pattern(WorldClause.Front.drop, "drop $pressure over $duration"),
                Pattern(WorldClause.Front.rise, "rise $pressure over $duration"),
                Pattern(WorldClause.Front.temperature, "temperature $temperatureDifference"),
            ]),
        StatementSchema(
            .thunderstorm, "Pressure jumps of a thunderstorm, scheduled or random.",
            [
                Pattern(WorldClause.Thunderstorm.at, "at $time"),
                Pattern(WorldClause.Thunderstorm.every, "every $duration"),
                Pattern(WorldClause.Thunderstorm.jump, "jump $pressure [ ± $pressure ]"),
                Pattern(WorldClause.Thunderstorm.over, "over $duration"),
                Pattern(WorldClause.Thunderstorm.recover, "recover over $duration"),
            ]),
        StatementSchema(
            .stations, head: "grid $grid", "A grid of reference stations around the origin.",
            [
                Pattern(WorldClause.Stations.spacing, "spacing $length"),
                Pattern(WorldClause.Stations.noise, "noise $pressure"),
                Pattern(WorldClause.Stations.bias, "bias $pressure"),
                Pattern(WorldClause.Stations.every, "every $duration"),
                Pattern(WorldClause.Stations.latency, "latency $duration"),
            ]),
        StatementSchema(
            .station, head: "$string", "One reference station.",
            [
                Pattern(WorldClause.Station.position, position),
                Pattern(WorldClause.Station.elevation, "elevation $length"),
                Pattern(WorldClause.Station.noise, "noise $pressure"),
                Pattern(WorldClause.Station.bias, "bias $pressure"),
                Pattern(WorldClause.Station.every, "every $duration"),
                Pattern(WorldClause.Station.down, "down from $time for $duration"),
                Pattern(WorldClause.Station.stale, "stale from $time for $duration"),
            ]),
        StatementSchema(
            .coverage, "Where the assistance service has data.",
            [
                Pattern(WorldClause.Coverage.radius, "radius $length"),
                Pattern(WorldClause.Coverage.none, "none"),
            ]),
        StatementSchema(
            .key, head: "$word(valid|invalid|expired|missing)", "The API key the app presents.",
            [
                Pattern(WorldClause.Key.secret, "$string")
            ]),
        StatementSchema(
            .service,
            head: "$word(outage|unreachable|error|stale|slow|garbage|missing-reference|"
                + "missing-calibration)",
            "An assistance-service fault over a window.",
            [
                Pattern(WorldClause.Service.code, "code $int"),
                Pattern(WorldClause.Service.from, "from $time"),
                Pattern(WorldClause.Service.`for`, "for $duration"),
                Pattern(WorldClause.Service.until, "until $time"),
                Pattern(WorldClause.Service.latency, "latency $duration"),
            ]),
        StatementSchema(
            .transport, repeatable: [WorldClause.Transport.outage.rawValue],
            "The network between the engine and the service.",
            [
                Pattern(WorldClause.Transport.latency, "latency $duration [ ± $duration ]"),
                Pattern(WorldClause.Transport.timeout, "timeout $duration"),
                Pattern(WorldClause.Transport.drop, "drop $fraction"),
                Pattern(WorldClause.Transport.garbage, "garbage $fraction"),
                Pattern(WorldClause.Transport.outage, "outage from $time for $duration"),
            ]),
        StatementSchema(
            .reference, head: "$word(series|declared)",
            "A field-log site's assistance source: a recorded sea-level pressure series, or a declared one with its σ.",
            [
                Pattern(WorldClause.Reference.file, "$string"),
                Pattern(WorldClause.Reference.pressure, "$pressure ± $pressure"),
            ]),
    ]
}
