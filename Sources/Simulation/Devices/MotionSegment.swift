internal import AltitudeEngine
internal import Geophysics

/// One piece of a planned day: from `startNanoseconds` until the next segment begins.
///
/// A motion ends when it arrives (the person then stands still where it ended); a later
/// segment that begins before the arrival takes over from wherever the person is.
struct MotionSegment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Standing (or sitting) still.
        case still
        /// Along straight legs through `waypoints` (the first is the start) at a speed.
        case path(waypoints: [EastNorth], cumulativeMeters: [Double], speedMetersPerSecond: Double)
        /// Up or down inside a building between two heights above its ground floor.
        case vertical(toHeightMeters: Double, speedMetersPerSecond: Double)
    }

    var startNanoseconds: Int64
    /// The state at `startNanoseconds`.
    var origin: MotionState
    var kind: Kind
    /// Activity while the motion is under way (after arrival: `.still`).
    var movingActivity: ActivityKind

    /// The state `elapsedSeconds` after the segment began.
    func state(elapsedSeconds: Double) -> MotionState {
        var state = origin
        switch kind {
        case .still:
            state.activity = .still
            state.speedMetersPerSecond = 0
        case .path(let waypoints, let cumulative, let speed):
            let total = cumulative.last ?? 0
            let travelled = speed * max(elapsedSeconds, 0)
            guard travelled < total else {
                state.position = waypoints.last ?? origin.position
                state.activity = .still
                state.speedMetersPerSecond = 0
                return state
            }
            // Find the leg containing `travelled` (routes are short; a linear scan is fine).
            var leg = 1
            while leg < cumulative.count - 1, cumulative[leg] <= travelled { leg += 1 }
            let legStart = cumulative[leg - 1]
            let legLength = cumulative[leg] - legStart
            let fraction = legLength > 0 ? (travelled - legStart) / legLength : 1
            let a = waypoints[leg - 1]
            let b = waypoints[leg]
            state.position = EastNorth(
                eastMeters: a.eastMeters + (b.eastMeters - a.eastMeters) * fraction,
                northMeters: a.northMeters + (b.northMeters - a.northMeters) * fraction)
            state.activity = movingActivity
            state.speedMetersPerSecond = speed
        case .vertical(let target, let speed):
            let from = origin.floorHeightAboveGroundMeters
            let distance = abs(target - from)
            let moved = speed * max(elapsedSeconds, 0)
            if moved >= distance {
                state.floorHeightAboveGroundMeters = target
                state.activity = .still
                state.speedMetersPerSecond = 0
            } else {
                state.floorHeightAboveGroundMeters = from + (target > from ? moved : -moved)
                state.activity = movingActivity
                state.speedMetersPerSecond = speed
            }
        }
        return state
    }

    /// How long the motion takes, s (0 for `still`).
    /// Whether the motion has ended (or never moves) `elapsedSeconds` after the start: from
    /// then on `state(elapsedSeconds:)` is the same state (the same tests as `state`).
    func isFixed(elapsedSeconds: Double) -> Bool {
        switch kind {
        case .still: true
        case .path(_, let cumulative, let speed): !(speed * max(elapsedSeconds, 0) < (cumulative.last ?? 0))
        case .vertical(let target, let speed):
            speed * max(elapsedSeconds, 0) >= abs(target - origin.floorHeightAboveGroundMeters)
        }
    }

    var durationSeconds: Double {
        switch kind {
        case .still: 0
        case .path(_, let cumulative, let speed): (cumulative.last ?? 0) / speed
        case .vertical(let target, let speed): abs(target - origin.floorHeightAboveGroundMeters) / speed
        }
    }
}
