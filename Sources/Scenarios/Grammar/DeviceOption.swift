/// The options of a `device` line and a `phone model` (the clause names both share). A section
/// opened by a sensor option (``isSensor``) configures that sensor.
public enum DeviceOption: String, PatternName {
    /// `model "NAME"`: start from a phone model's options.
    case model
    /// `barometer NAME`: a barometer preset; opens the barometer's section.
    case barometer
    /// `gnss open-sky|urban|indoor|off`: the receiver's conditions; opens the GNSS section.
    case gnss
    /// `indoors outage|wifi|network`: the position source indoors.
    case indoors
    /// `network-fix median LENGTH spread NUMBER every DURATION`: indoor network positions' stated
    /// accuracy (log-normal median and log spread) and mean interval; selects `indoors network`.
    case networkFix
    /// `entrance-delay DURATION`: how long after walking in the GNSS receiver keeps its outdoor
    /// fixes before the indoor behaviour takes over.
    case entranceDelay
    /// `activity perfect|typical|poor`: the activity recogniser; opens its section.
    case activity
    /// `rate FREQUENCY`: the current sensor's sample rate.
    case rate
    /// `noise PRESSURE`: the barometer's white noise (RMS).
    case noise
    /// `offset PRESSURE`: the barometer's fixed offset.
    case offset
    /// `tempco K [± K]`: the barometer's temperature coefficient and its spread across phones.
    case tempco
    /// `drift PRESSURE-RATE`: the barometer's linear drift.
    case drift
    /// `random-walk PRESSURE over DURATION`: the barometer's random-walk drift, as its σ after the
    /// duration (rate = PRESSURE / √DURATION).
    case randomWalk
    /// `quantization PRESSURE`: the barometer's output step.
    case quantization
    /// `gaps PERCENT lasting DURATION`: the barometer's occasional missed samples.
    case gaps
    /// `filter DURATION`: the barometer's IIR time constant.
    case filter
    /// `latency DURATION`: the current sensor's latency.
    case latency
    /// `accuracy-scale NUMBER`: how the receiver scales its reported accuracy.
    case accuracyScale
    /// `outdoor-accuracy LENGTH PERCENT [or LENGTH PERCENT]…`: the discrete accuracies outdoor
    /// fixes state (up to ``maximumAccuracyLevels``), with their shares.
    case outdoorAccuracy
    /// `lock DURATION`: the receiver's time to a first fix.
    case lock
    /// `multipath LENGTH every DURATION`: the receiver's multipath excursions.
    case multipath
    /// `hand LENGTH [± LENGTH]`: the phone's height above the floor; opens the hand's section.
    case hand
    /// `person ± LENGTH`: the spread of hand heights across people.
    case person
    /// `at LENGTH east LENGTH north`: the start position.
    case position
    /// `in "NAME" floor N`: the start inside a building.
    case inside
    /// `calibrated DURATION ago [error PRESSURE] [± PRESSURE]`: the calibration the phone starts with.
    case calibrated

    /// The most levels an `outdoor-accuracy` clause takes.
    public static let maximumAccuracyLevels = 8

    /// Whether this option starts a sensor's section: the options after it apply to that sensor.
    public var isSensor: Bool {
        switch self {
        case .barometer, .gnss, .activity, .hand: true
        case .model, .indoors, .networkFix, .entranceDelay, .randomWalk, .rate, .noise, .offset, .tempco, .drift,
            .quantization, .gaps, .filter, .latency,
            .accuracyScale, .outdoorAccuracy, .lock, .multipath, .person, .position, .inside, .calibrated:
            false
        }
    }
}
