import Geophysics

/// The part of an `AltitudeEngine`'s state that every pressure sample reads or writes: the
/// history, the last sample's timestamp, the pressure filter, the enabled consistency filters
/// and the manual calibration in progress — and the cached assistance reply, the altitude
/// session and the location history, which every altitude tick and every fix reads several
/// times — each behind a pointer the engine owns
/// (`allocate()` in its `init`, `free()` in its `deinit`).
///
/// Storage only, no logic. The engine's properties of the same names forward to these pointers
/// with addressors: a stored `var` of a class pays a dynamic exclusivity check
/// (`swift_beginAccess`, ~80 instructions) on each access the compiler cannot prove safe, and
/// these cost three such checks and two retains of the filter set per sample (a `_read`
/// coroutine instead would copy the value out). The engine is single-threaded and never
/// accesses one of them while it is being modified, so nothing is lost by not checking them.
struct EngineSampleState {
    let pressureHistory: UnsafeMutablePointer<PressureHistory>
    let lastPressureTimestamp: UnsafeMutablePointer<Int64?>
    let pressureFilter: UnsafeMutablePointer<PressureFilterState>
    let filters: UnsafeMutablePointer<Set<NNConsistencyFilter>>
    let manual: UnsafeMutablePointer<ManualCalibrationSession?>
    /// The last tangent plane built for `distanceMeters(fromCacheLocation:to:)` (a memo: the
    /// cache rule measures from the same reply's location every tick).
    let plane: UnsafeMutablePointer<LocalTangentPlane?>
    /// The same memo for `recentSpeedMetersPerSecond()` (its baseline fix changes only when a
    /// newer fix becomes old enough, not every tick).
    let speedPlane: UnsafeMutablePointer<LocalTangentPlane?>
    /// The cached assistance reply (read several times per altitude tick and per fix).
    let cache: UnsafeMutablePointer<AltitudeEngine.CachedAssistance?>
    /// The altitude-mode session (read several times per tick and per fix).
    let altitude: UnsafeMutablePointer<AltitudeEngine.AltitudeSession?>
    /// The recent location fixes (appended and pruned per fix, read per tick).
    let locationHistory: UnsafeMutablePointer<[NNLocation]>

    /// Allocates every value in its initial state (empty history, no timestamp, filter reset,
    /// no filters enabled, no manual calibration, no cached reply, no altitude session, no fixes).
    static func allocate() -> EngineSampleState {
        EngineSampleState(
            pressureHistory: make(PressureHistory()), lastPressureTimestamp: make(nil),
            pressureFilter: make(PressureFilterState()), filters: make([]), manual: make(nil), plane: make(nil),
            speedPlane: make(nil), cache: make(nil), altitude: make(nil), locationHistory: make([]))
    }

    /// Deinitialises and frees every value (once, from the owner's `deinit`).
    func free() {
        release(pressureHistory)
        release(lastPressureTimestamp)
        release(pressureFilter)
        release(filters)
        release(manual)
        release(plane)
        release(speedPlane)
        release(cache)
        release(altitude)
        release(locationHistory)
    }

    private static func make<Value>(_ value: Value) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    private func release<Value>(_ pointer: UnsafeMutablePointer<Value>) {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
