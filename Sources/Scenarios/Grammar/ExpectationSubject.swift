/// What an `expect` line is about: exactly one of these clauses starts its meaning (the subject
/// clause names of `expect …`; ``ExpectationModifier`` holds the rest).
public enum ExpectationSubject: String, PatternName {
    /// `status|sdk|error|warning|calibration N`: a code on one of the engine's streams.
    case code
    /// `manual-baro-cal true|false`: the manual-calibration flag.
    case flag
    /// `callbacks`: the altitude callbacks the app receives.
    case callbacks
    /// `recovery`: the engine's return to normal after the last fault.
    case recovery
    /// `hae|hat error p68|…|max COMPARISON LENGTH`: a percentile of the height error.
    case accuracy
    /// `hae|hat bias COMPARISON LENGTH`: the mean height error.
    case bias
    /// `hae|hat bias between LENGTH and LENGTH`.
    case biasRange
    /// `floor correct COMPARISON PERCENT`: the share of indoor time on the right floor.
    case floorCorrect
    /// `uncertainty u68|u90|hat68|hat90 coverage between PERCENT and PERCENT`.
    case uncertainty
    /// `no height`: callbacks arrive without a height (the engine withholds it).
    case noHeight
    /// `context FIELD COMPARISON LENGTH` for a height or uncertainty field of the altitude context.
    case contextLength
    /// `context FIELD COMPARISON PRESSURE` for a pressure field.
    case contextPressure
    /// `context FIELD COMPARISON TEMPERATURE` for the reference temperature.
    case contextTemperature
    /// `context FIELD COMPARISON TEMPERATURE-DIFFERENCE` for the reference temperature's uncertainty.
    case contextTemperatureSpread
    /// `context FIELD COMPARISON N` for a code or the floor number.
    case contextInteger
    /// `context FIELD COMPARISON NUMBER` for a confidence.
    case contextNumber
    /// `context FIELD COMPARISON TIME` for the data's time since the start.
    case contextTime
    /// `context FIELD lag COMPARISON DURATION`: the callback's delay after the data's time.
    case contextLag
    /// `context FIELD present|absent`.
    case contextPresence
    /// `context manualBaroCal true|false`.
    case contextFlag
    /// `final floor = label`: a recording's final floor, judged against its label (`altsim log run`).
    case labelFloor
    /// `indoors detected within DURATION of label`: the indoor detector's delay after a recording's
    /// labelled entrance (`altsim log run`).
    case labelIndoors
}
