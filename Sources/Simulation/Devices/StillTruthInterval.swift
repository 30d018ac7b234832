/// A still phone's true pressure between two knots, as the straight line between its exact
/// values there: the 25 Hz barometer's truth costs an interpolation instead of a world query.
///
/// **When.** The phone does not move over `[start, end)`: its motion segment is `still` or has
/// ended by `start`. `start` is the latest of the whole second (since the run start) at or
/// before the query, the segment's start and the hand-height mean's last change; `end` the
/// earliest of the next whole second, the next segment and the next hand-mean change. Over such
/// an interval the position and floor are fixed, the hand wobble is linear (its knots are the
/// whole seconds), the weather's time-only terms are linear (`UniformWeatherMemo`, the same
/// knots), and the local weather terms at the fixed point are linear unless a front's kink
/// falls inside — then the interval is not used (nor with a drift or thunderstorms that
/// `UniformWeatherMemo` evaluates exactly, before the run start, or when the hand height
/// would be clamped at 0).
///
/// **What.** The line holds the pressure without transients; the world's transients and the
/// elevator cab's are added exactly at each query. The remaining curvature over ≤ 1 s is the
/// column factor along a linear height and the product with a linear sea-level pressure:
/// below 1e-6 Pa for any phone-like wobble and weather (tested against the exact truth).
/// The value at an instant depends only on that instant (the knots are fixed), not on which
/// queries came before.
struct StillTruthInterval {
    /// `[startNanoseconds, endNanoseconds)`; empty when not usable.
    var startNanoseconds: Int64 = 0
    var endNanoseconds: Int64 = 0
    /// The pressure without transients at the start, and its change to the end, Pa.
    var startPa = 0.0
    var deltaPa = 0.0
    /// 1 / (end − start), per ns.
    var scale = 0.0
    /// The pressure without transients at the end, Pa (the next interval's start when it
    /// continues this one: same segment and hand mean, so the same exact value).
    var endPa = 0.0
    /// The building the phone is in, for the indoor transients.
    var buildingIndex: Int?
    /// The motion segment and hand-mean indices it was made for.
    var segmentIndex = -1
    var handIndex = -1

    /// Whether the interval covers `time`.
    @inline(__always)
    func contains(_ time: Int64) -> Bool { time >= startNanoseconds && time < endNanoseconds }

    /// The interpolated pressure without transients at `time` (inside the interval), Pa.
    @inline(__always)
    func pressurePa(at time: Int64) -> Double {
        startPa + deltaPa * (Double(time &- startNanoseconds) * scale)
    }
}
