/// The values a numeric slot accepts: a closed interval in the slot's base unit (m, Pa, s, m/s,
/// K, °, Pa/s, m/m, 1, Pa/K, K/m, Pa/m, Hz; plain numbers for counts), with the text messages
/// and the documentation show and the reason the bounds are where they are.
public struct NumericRange: Hashable, Sendable {
    /// The smallest accepted value, base unit.
    public let lower: Double
    /// The largest accepted value, base unit.
    public let upper: Double
    /// The interval as an author writes it (`from -100 km to 100 km`).
    public let shown: String
    /// Why the bounds are there, in one line.
    public let reason: String

    init(_ lower: Double, _ upper: Double, _ shown: String, _ reason: String) {
        self.lower = lower
        self.upper = upper
        self.shown = shown
        self.reason = reason
    }

    /// Whether `value` is finite and inside the interval.
    public func contains(_ value: Double) -> Bool { value.isFinite && value >= lower && value <= upper }
}

extension NumericRange {
    static let secondsPerDay = 86_400.0

    // MARK: Places and heights

    /// An east/west or north/south offset of the local frame.
    static let offset = NumericRange(
        -100_000, 100_000, "from -100 km to 100 km",
        "the flat east/north frame is accurate only within 100 km of the origin")
    /// A height of the ground above sea level.
    static let groundHeight = NumericRange(
        -500, 9_000, "from -500 m to 9000 m",
        "from below the Dead Sea shore to above Everest")
    /// A hill's height above the base terrain.
    static let hillHeight = NumericRange(
        -2_000, 5_000, "from -2000 m to 5000 m",
        "the ground stays within the atmosphere model's heights")
    /// A hill's radius.
    static let hillRadius = NumericRange(1, 100_000, "from 1 m to 100 km", "a hill inside the 100 km frame")
    /// The geoid undulation.
    static let undulation = NumericRange(-120, 100, "from -120 m to 100 m", "the Earth's geoid lies within −107…+86 m")
    /// A latitude.
    static let latitude = NumericRange(-90, 90, "from -90° to 90°", "a latitude")
    /// A longitude.
    static let longitude = NumericRange(-180, 180, "from -180° to 180°", "a longitude")
    /// A bearing or rotation.
    static let angle = NumericRange(-360, 360, "from -360° to 360°", "one turn either way")
    /// A terrain slope.
    static let slope = NumericRange(
        0, 1, "from 0 to 1000 m/km (100%)", "steeper ground than 45° is a cliff, not terrain")
    /// A distance walked or driven in one action.
    static let travel = NumericRange(
        0, 1_000_000, "from 0 to 1000 km", "a day's drive; walking is limited further to 100 km")
    /// A coverage radius.
    static let coverageRadius = NumericRange(1, 20_000_000, "from 1 m to 20000 km", "half the Earth's circumference")
    /// A station spacing.
    static let stationSpacing = NumericRange(100, 500_000, "from 100 m to 500 km", "a regional reference network")

    // MARK: Buildings and people

    /// A building's width or depth.
    static let footprint = NumericRange(1, 2_000, "from 1 m to 2000 m", "the largest buildings are under 2 km long")
    /// A building's floor count.
    static let floorCount = NumericRange(1, 200, "from 1 to 200 floors", "the tallest buildings have about 160 floors")
    /// A count of basements.
    static let basements = NumericRange(0, 20, "from 0 to 20", "basements are not modelled; more than 20 is a typo")
    /// A floor number.
    static let floorNumber = NumericRange(-10, 200, "from -10 to 200", "a floor of a building of at most 200 floors")
    /// A lobby's height.
    static let lobbyHeight = NumericRange(2, 20, "from 2 m to 20 m", "a storey a person can stand in, up to an atrium")
    /// A storey's height.
    static let storeyHeight = NumericRange(2, 10, "from 2 m to 10 m", "a storey a person can stand in")
    /// The neutral plane of the stack effect.
    static let neutralPlane = NumericRange(
        0, 2_010, "from 0 m to the roof",
        "the neutral plane lies inside the building (at most 20 m + 199 × 10 m high)")
    /// An HVAC over-pressure.
    static let hvac = NumericRange(-50, 50, "from -50 Pa to 50 Pa", "building ventilation holds tens of pascals")
    /// An indoor temperature.
    static let indoorTemperature = NumericRange(263.15, 323.15, "from -10 °C to 50 °C", "a building people stay in")
    /// A temperature spread between buildings or runs.
    static let indoorSpread = NumericRange(0, 10, "from 0 K to 10 K", "a σ of indoor climates")
    /// An elevator's speed.
    static let elevatorSpeed = NumericRange(
        0.1, 20, "from 0.1 m/s to 20 m/s", "the fastest elevators run at about 20 m/s")
    /// A speed of a timeline motion (each motion has its own lower limit too).
    static let motionSpeed = NumericRange(0, 70, "from 0 m/s to 70 m/s", "driving is at most 70 m/s (250 km/h)")
    /// The height a phone is held at.
    static let handHeight = NumericRange(0, 2.5, "from 0 m to 2.5 m", "a phone in a hand, a pocket or on a table")
    /// A σ of the hand height.
    static let handSigma = NumericRange(0, 1, "from 0 m to 1 m", "people hold phones within a metre of each other")

    // MARK: Weather

    /// A sea-level pressure or an injected pressure.
    static let seaLevelPressure = NumericRange(
        30_000, 120_000, "from 30 kPa to 120 kPa", "Everest's summit to the highest sea-level pressure recorded")
    /// A declared sea-level reference pressure (`reference declared`).
    static let referencePressure = NumericRange(
        85_000, 110_000, "from 850 hPa to 1100 hPa", "sea-level pressures ever observed lie within 870…1084 hPa")
    /// The σ of a declared reference.
    static let referenceSigma = NumericRange(
        1, 5_000, "from 1 Pa to 5000 Pa", "a station reports to 10 Pa; a σ of 50 hPa says nothing")
    /// A pressure trend.
    static let pressureTrend = NumericRange(
        -1_000.0 / 3_600, 1_000.0 / 3_600, "from -10 hPa/h to 10 hPa/h", "the fastest storms change 10 hPa in an hour")
    /// A tide amplitude.
    static let tideAmplitude = NumericRange(0, 300, "from 0 Pa to 300 Pa", "the atmospheric tide is about 100 Pa")
    /// A σ of the slow weather drift.
    static let driftSigma = NumericRange(0, 2_000, "from 0 Pa to 2000 Pa", "a day's weather changes by tens of hPa")
    /// A horizontal pressure gradient.
    static let pressureGradient = NumericRange(0, 0.05, "from 0 Pa/km to 50 Pa/km", "hurricanes reach a few Pa/km")
    /// A sea-level air temperature.
    static let airTemperature = NumericRange(213.15, 333.15, "from -60 °C to 60 °C", "the Earth's air temperatures")
    /// A lapse rate.
    static let lapseRate = NumericRange(
        -0.02, 0.02, "from -20 K/km to 20 K/km", "strong inversions to super-adiabatic layers")
    /// A daily temperature amplitude.
    static let dailyAmplitude = NumericRange(0, 20, "from 0 K to 20 K", "the largest desert day–night swings")
    /// A front's speed.
    static let frontSpeed = NumericRange(0.5, 50, "from 0.5 m/s to 50 m/s", "fronts move at walking to storm speeds")
    /// A front's pressure change.
    static let frontPressure = NumericRange(0, 5_000, "from 0 Pa to 5000 Pa", "a deep cyclone's 50 hPa")
    /// A front's temperature change (the sign follows the front: cold ≤ 0, warm ≥ 0).
    static let frontTemperature = NumericRange(-30, 30, "from -30 K to 30 K", "the strongest fronts change 30 K")
    /// A thunderstorm's jump.
    static let stormJump = NumericRange(-1_000, 1_000, "from -1000 Pa to 1000 Pa", "storm pressure jumps are a few hPa")

    // MARK: Sensors, stations and faults

    /// A sampling rate.
    static let sampleRate = NumericRange(
        0.01, 200, "from 0.01 Hz to 200 Hz", "phone barometers sample at most at 200 Hz")
    /// A barometer's white noise.
    static let barometerNoise = NumericRange(0, 50, "from 0 Pa to 50 Pa", "phone barometers have about 1 Pa of noise")
    /// A barometer offset or a calibration error.
    static let barometerOffset = NumericRange(
        -2_000, 2_000, "from -2000 Pa to 2000 Pa", "a badly broken barometer is off by 20 hPa")
    /// A temperature coefficient.
    static let tempco = NumericRange(-20, 20, "from -20 Pa/K to 20 Pa/K", "phone barometers have under 5 Pa/K")
    /// A temperature coefficient's spread.
    static let tempcoSpread = NumericRange(0, 5, "from 0 Pa/K to 5 Pa/K", "a σ between phones of one model")
    /// A barometer's linear drift.
    static let barometerDrift = NumericRange(
        -1_000.0 / 86_400, 1_000.0 / 86_400, "from -1000 Pa/d to 1000 Pa/d", "10 hPa a day is a failing sensor")
    /// A quantisation step.
    static let quantization = NumericRange(0, 100, "from 0 Pa to 100 Pa", "a 1 hPa step is the coarsest sensor")
    /// A sensor's latency.
    static let sensorLatency = NumericRange(0, 60, "from 0 s to 60 s", "a sensor late by a minute is broken")
    /// A GNSS accuracy scale.
    static let accuracyScale = NumericRange(0.1, 10, "from 0.1 to 10", "a factor on the receiver's reported accuracy")
    /// The median stated accuracy of indoor network positions.
    static let networkAccuracy = NumericRange(
        1, 10_000, "from 1 m to 10 km", "a Wi-Fi fix is tens of metres, a cell-tower fix up to kilometres")
    /// The log spread of indoor network positions' stated accuracy.
    static let networkSpread = NumericRange(0, 3, "from 0 to 3", "a factor of e³ ≈ 20 either way covers Wi-Fi to cell")
    /// The mean interval between indoor network positions.
    static let networkInterval = NumericRange(
        0.1, 600, "from 0.1 s to 10 min", "phones refresh network positions every second to minutes")
    /// How long a receiver keeps its outdoor fixes inside the door.
    static let entranceDelay = NumericRange(
        0, 600, "from 0 s to 10 min", "phones lose the satellites within seconds to minutes inside a building")
    /// A stated outdoor accuracy level.
    static let accuracyLevel = NumericRange(
        1, 10_000, "from 1 m to 10 km", "phones state 5 m in the open to kilometres at a cold start")
    /// The share of a barometer's samples at which a gap starts.
    static let gapShare = NumericRange(
        0, 0.5, "from 0% to 50%", "a barometer missing more samples than it delivers is off")
    /// The interval across a barometer gap.
    static let gapLength = NumericRange(
        0, 3_600, "from 0 s to 1 h", "a barometer silent for an hour is off, not gapping")
    /// A GNSS lock time.
    static let lockTime = NumericRange(0, 3_600, "from 0 s to 1 h", "a cold start takes minutes")
    /// A GNSS multipath jump.
    static let multipath = NumericRange(0, 500, "from 0 m to 500 m", "reflections in a street canyon")
    /// A calibration's σ.
    static let calibrationSigma = NumericRange(0, 500, "from 0 Pa to 500 Pa", "a calibration worse than 5 hPa is none")
    /// A station's noise.
    static let stationNoise = NumericRange(0, 100, "from 0 Pa to 100 Pa", "reference barometers have about 10 Pa")
    /// A station's bias.
    static let stationBias = NumericRange(
        -1_000, 1_000, "from -1000 Pa to 1000 Pa", "a badly placed station is off by 10 hPa")
    /// A station's reporting delay.
    static let reportingDelay = NumericRange(0, 3_600, "from 0 s to 1 h", "reports late by an hour are stale")
    /// A station grid's columns or rows.
    static let gridCount = NumericRange(1, 20, "from 1 to 20 stations", "at most 400 stations in a grid")
    /// An HTTP status code.
    static let statusCode = NumericRange(100, 999, "from 100 to 999", "three-digit HTTP status codes")
    /// A transport latency or its spread.
    static let transportLatency = NumericRange(0, 60, "from 0 s to 60 s", "a reply later than a minute is a timeout")
    /// A transport timeout.
    static let transportTimeout = NumericRange(0.1, 600, "from 0.1 s to 600 s", "the engine gives up within minutes")
    /// A share (probability).
    static let share = NumericRange(0, 1, "from 0% to 100%", "a probability")
    /// A barometer fault's or a transient's size (each is limited further).
    static let faultPressure = NumericRange(
        -5_000, 5_000, "from -5000 Pa to 5000 Pa", "a glitch of 50 hPa is already absurd")
    /// A GNSS fault's size.
    static let faultDistance = NumericRange(0, 100_000, "from 0 m to 100 km", "a wrong fix within the frame")

    // MARK: Times, durations and counts

    /// A duration.
    static let duration = NumericRange(
        0, 366 * secondsPerDay, "from 0 s to 366 d",
        "nothing lasts longer than the longest run, 366 days")
    /// A time since the start.
    static let instant = NumericRange(
        0, 366 * secondsPerDay, "from 0 s to 366 d after the start",
        "a time inside the longest run, 366 days; each time must also fall inside its own run")
    /// A time of day.
    static let timeOfDay = NumericRange(0, secondsPerDay - 1e-9, "from 00:00 to 23:59:59.999999999", "a time of day")
    /// The age of a calibration.
    static let calibrationAge = NumericRange(
        0, 3_650 * secondsPerDay, "from 0 s to 3650 d", "a calibration made within ten years")
    /// A seed.
    static let seed = NumericRange(
        0, 9.223_372_036_854_775_807e18, "from 0 to 9223372036854775807", "a 64-bit root seed")
    /// An engine code (status, SDK, error, warning, calibration).
    static let code = NumericRange(0, 99_999, "from 0 to 99999", "the engine's codes have at most five digits")
    /// A number of occurrences.
    static let occurrences = NumericRange(0, 1_000_000_000, "from 0 to 1000000000", "a count of events in a run")
    /// An error bound of an expectation.
    static let errorBound = NumericRange(0, 100_000, "from 0 m to 100 km", "an altitude error within the frame")
    /// A bias bound of an expectation.
    static let biasBound = NumericRange(
        -100_000, 100_000, "from -100 km to 100 km", "an altitude bias within the frame")
}
