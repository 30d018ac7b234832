/// What may follow an action in its timeline section: its speed, length, size, calibration pin
/// or label (the modifier clause names of `at TIME …`; ``ActionPattern/modifiers`` says which apply).
public enum ActionModifier: String, PatternName {
    /// `at SPEED`: a motion's speed.
    case speed
    /// `for DURATION`: how long a fault or transient lasts.
    case `for`
    /// `by PRESSURE`: a barometer fault's or transient's size.
    case magnitude
    /// `by LENGTH`: a GNSS fault's size.
    case distance
    /// `floor N`: a manual calibration's floor.
    case floorNumber
    /// `ground LENGTH`: a manual calibration's ground height above sea level.
    case ground
    /// `pin at LENGTH east LENGTH north`: a manual calibration's place.
    case pin
    /// `as "LABEL"`: a name expectations use for this instant.
    case label
}
