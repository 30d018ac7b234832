/// The speeds and distances of timeline motions: what a motion written without `at SPEED` takes, and
/// the largest the compiler accepts (Docs/scenario-language.md, "Moving", states them for users).
enum MotionDefaults {
    /// A walk's speed without `at SPEED`, m/s: a common adult walking pace (chosen default).
    static let walkSpeedMetersPerSecond = 1.4
    /// A drive's speed without `at SPEED`, m/s: 50 km/h, a common urban speed limit (chosen default).
    static let driveSpeedMetersPerSecond = 13.9
    /// The vertical speed of `stairs` without `at SPEED`, m/s: an unhurried climb (chosen default).
    static let stairsSpeedMetersPerSecond = 0.3
    /// An elevator's speed when neither the action nor its building's `elevator SPEED` gives one, m/s:
    /// a mid-rise office elevator (chosen default).
    static let elevatorSpeedMetersPerSecond = 2.5

    /// The fastest walk accepted, m/s: above any sustained running pace (chosen bound).
    static let walkSpeedLimitMetersPerSecond = 10.0
    /// The fastest drive accepted, m/s: 252 km/h (chosen bound).
    static let driveSpeedLimitMetersPerSecond = 70.0
    /// The fastest vertical speed on stairs accepted, m/s: several times a fast climb (chosen bound).
    static let stairsSpeedLimitMetersPerSecond = 2.0
    /// The fastest elevator accepted, m/s: the fastest passenger elevators run at about 20 m/s.
    static let elevatorSpeedLimitMetersPerSecond = 20.0

    /// The longest `walk LENGTH toward DIRECTION` accepted, m (chosen bound).
    static let walkDistanceLimitMeters = 100_000.0
    /// The longest `drive LENGTH toward DIRECTION` accepted, m (chosen bound).
    static let driveDistanceLimitMeters = 1_000_000.0
}
