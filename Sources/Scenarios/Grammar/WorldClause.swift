/// The clause names of the world's statements, one enum per statement kind, shared by the grammar
/// tables (`Grammar+World.swift`) and the compiler's look-ups, so a clause renamed in one place and
/// not the other does not compile.
public enum WorldClause {
    /// The clauses of `origin`: the origin.
    public enum Origin: String, PatternName {
        /// `elevation LENGTH`.
        case elevation
    }

    /// The clauses of `geoid`: the geoid.
    public enum Geoid: String, PatternName {
        /// `LENGTH`.
        case undulation
        /// `egm96`.
        case model
    }

    /// The clauses of `terrain`: the terrain.
    public enum Terrain: String, PatternName {
        /// `LENGTH`.
        case elevation
        /// `rising SLOPE`.
        case rising
        /// `toward DIRECTION`.
        case toward
        /// `hill at LENGTH east/west LENGTH north/south height LENGTH radius LENGTH`.
        case hill
        /// `file "NAME"`.
        case file
    }

    /// The clauses of `reference`: a field-log site's assistance source.
    public enum Reference: String, PatternName {
        /// `"NAME"`: the series file (`reference series`).
        case file
        /// `PRESSURE ± PRESSURE`: the declared sea-level pressure and its σ (`reference declared`).
        case pressure
    }

    /// The clauses of `building`: a building.
    public enum Building: String, PatternName {
        /// `at LENGTH east/west LENGTH north/south`.
        case position
        /// `WIDTH × DEPTH`.
        case size
        /// `N floors`.
        case floors
        /// `N basements`.
        case basements
        /// `lobby LENGTH`.
        case lobby
        /// `floor LENGTH`.
        case floor
        /// `hvac PRESSURE`.
        case hvac
        /// `rotated ANGLE`.
        case rotated
        /// `neutral-plane LENGTH`.
        case neutralPlane
        /// `indoor TEMPERATURE [± TEMPERATURE-DIFFERENCE]`.
        case indoor
        /// `elevator SPEED`.
        case elevatorSpeed
    }

    /// The clauses of `weather`: the weather.
    public enum Weather: String, PatternName {
        /// `sea-level PRESSURE`.
        case seaLevel
        /// `trend PRESSURE-RATE`.
        case trend
        /// `tide on/off`.
        case tide
        /// `tide PRESSURE`.
        case tideAmplitude
        /// `drift PRESSURE over DURATION`.
        case drift
        /// `gradient PRESSURE-GRADIENT toward DIRECTION`.
        case gradient
    }

    /// The clauses of `temperature`: the temperature field.
    public enum Temperature: String, PatternName {
        /// `TEMPERATURE`.
        case outdoor
        /// `lapse TEMPERATURE-LAPSE`.
        case lapse
        /// `daily TEMPERATURE-DIFFERENCE`.
        case daily
        /// `indoor TEMPERATURE [± TEMPERATURE-DIFFERENCE]`.
        case indoor
    }

    /// The clauses of `front`: a front.
    public enum Front: String, PatternName {
        /// `from DIRECTION`.
        case from
        /// `toward DIRECTION`.
        case toward
        /// `at SPEED`.
        case speed
        /// `passes origin at TIME`.
        case passes
        /// `drop PRESSURE over DURATION`.
        case drop
        /// `rise PRESSURE over DURATION`.
        case rise
        /// `temperature TEMPERATURE-DIFFERENCE`.
        case temperature
    }

    /// The clauses of `thunderstorm`: a thunderstorm.
    public enum Thunderstorm: String, PatternName {
        /// `at TIME`.
        case at
        /// `every DURATION`.
        case every
        /// `jump PRESSURE [± PRESSURE]`.
        case jump
        /// `over DURATION`.
        case over
        /// `recover over DURATION`.
        case recover
    }

    /// The clauses of `stations`: a grid of reference stations.
    public enum Stations: String, PatternName {
        /// `spacing LENGTH`.
        case spacing
        /// `noise PRESSURE`.
        case noise
        /// `bias PRESSURE`.
        case bias
        /// `every DURATION`.
        case every
        /// `latency DURATION`.
        case latency
    }

    /// The clauses of `station`: one reference station.
    public enum Station: String, PatternName {
        /// `at LENGTH east/west LENGTH north/south`.
        case position
        /// `elevation LENGTH`.
        case elevation
        /// `noise PRESSURE`.
        case noise
        /// `bias PRESSURE`.
        case bias
        /// `every DURATION`.
        case every
        /// `down from TIME for DURATION`.
        case down
        /// `stale from TIME for DURATION`.
        case stale
    }

    /// The clauses of `coverage`: the service's coverage.
    public enum Coverage: String, PatternName {
        /// `radius LENGTH`.
        case radius
        /// `none`.
        case none
    }

    /// The clauses of `key`: the API key.
    public enum Key: String, PatternName {
        /// `"NAME"`.
        case secret
    }

    /// The clauses of `service`: a service fault.
    public enum Service: String, PatternName {
        /// `code N`.
        case code
        /// `from TIME`.
        case from
        /// `for DURATION`.
        case `for`
        /// `until TIME`.
        case until
        /// `latency DURATION`.
        case latency
    }

    /// The clauses of `transport`: the network.
    public enum Transport: String, PatternName {
        /// `latency DURATION [± DURATION]`.
        case latency
        /// `timeout DURATION`.
        case timeout
        /// `drop PERCENT`.
        case drop
        /// `garbage PERCENT`.
        case garbage
        /// `outage from TIME for DURATION`.
        case outage
    }
}
