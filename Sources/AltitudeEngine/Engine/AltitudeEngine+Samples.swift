import Geophysics

extension AltitudeEngine {
    /// Feeds one barometer reading. Rejected (with a `sampleRejected` event, no other effect):
    /// NaN/∞ or outside `plausiblePressureRangePa`, stamped before or equal to the previous
    /// pressure sample, more than `maximumFutureSkewNanoseconds` ahead of now, or while
    /// stopped. With the pressure filter on, an implausible jump is held: dropped and flagged 836
    /// when it returns within the filter's window (a transient), accepted when it lasts (a
    /// step: `PressureFilterState`); with the activity filter on, a large pressure change while
    /// the user is still flags 836.
    public func ingestPressure(_ sample: PressureSample) {
        guard lifecycle != .stopped else { return record(.sampleRejected(.engineStopped)) }
        guard sample.pressurePa.isFinite, configuration.plausiblePressureRangePa.contains(sample.pressurePa) else {
            return record(.sampleRejected(.invalidValue))
        }
        let entry = PressureHistory.Entry(timeNanoseconds: sample.timestampNanoseconds, pressurePa: sample.pressurePa)
        // One access to `samples` per sample; the activity is asked only with its filter on.
        let verdict = samples.ingest(entry, nowNanoseconds: nowNanoseconds, userIsStill: { activityIsStill() })
        switch verdict {
        case .rejected(let rejection):
            return record(.sampleRejected(rejection))
        case .held:
            manualCollect(entry)
        case .accepted(firstSample: false, let droppedHeld):
            // The held samples of a transient that returned are rejected now, one event each.
            for _ in 0..<droppedHeld { record(.sampleRejected(.pressureJump)) }
            pressureWatch.observe(pressurePa: entry.pressurePa, timeNanoseconds: entry.timeNanoseconds)
            manualCollect(entry)
        case .accepted(firstSample: true, _):
            pressureWatch.observe(pressurePa: entry.pressurePa, timeNanoseconds: entry.timeNanoseconds)
            manualCollect(entry)
            checkInitialised()
            if waitingStatusEmitted == .waitingForPressure { waitingStatusEmitted = nil }
            ensureAssistance()
        }
    }

    /// Feeds one location fix. Rejected: invalid coordinates or accuracy, out-of-order,
    /// duplicate or future timestamps, or while stopped. With the location filter on, a fix
    /// whose accuracy exceeds `locationUncertaintyLimitMeters` or that moved farther than the
    /// speed limit and the fixes' correlated errors allow (`locationIsJump`) is dropped and flags 837.
    public func ingestLocation(_ location: NNLocation) {
        guard lifecycle != .stopped else { return record(.sampleRejected(.engineStopped)) }
        guard location.isValid else { return record(.sampleRejected(.invalidValue)) }
        if let rejection = timestampRejection(location.timestampNanoseconds, previous: lastLocationTimestamp) {
            return record(.sampleRejected(rejection))
        }
        lastLocationTimestamp = location.timestampNanoseconds
        var fix = location
        if let altitude = fix.altitudeMeters, !altitude.isFinite { fix.altitudeMeters = nil }
        if samples.enabled.contains(.location) {
            if fix.horizontalAccuracyMeters > configuration.locationUncertaintyLimitMeters {
                samples.pendingLocationWarning = true
                return record(.sampleRejected(.locationUncertainty))
            }
            if let previous = lastLocation, locationIsJump(from: previous, to: fix) {
                samples.pendingLocationWarning = true
                return record(.sampleRejected(.locationJump))
            }
        }
        let wasMissing = lastLocation == nil
        lastLocation = fix
        locationHistory.append(fix)
        locationScatter.observe(fix)
        let cutoff = fix.timestampNanoseconds.saturatingSubtracting(
            max(
                configuration.backgroundWindowNanoseconds,
                configuration.speedBaselineNanoseconds.saturatingMultiplied(by: 2)))
        if let firstKept = locationHistory.firstIndex(where: { $0.timestampNanoseconds >= cutoff }),
            firstKept > locationHistory.startIndex
        {
            locationHistory.removeFirst(firstKept - locationHistory.startIndex)
        }
        manualObserveLocation(fix)
        if wasMissing {
            checkInitialised()
            if waitingStatusEmitted == .waitingForLocation { waitingStatusEmitted = nil }
        }
        ensureAssistance()
    }

    /// Feeds one activity result. Rejected: NaN confidence or outside 0…1, out-of-order or
    /// duplicate timestamps, or while stopped. (The activity filter acts on pressure samples:
    /// see `ingestPressure`; in-vehicle use is legitimate motion and flags nothing.)
    public func ingestActivity(_ sample: ActivitySample) {
        guard lifecycle != .stopped else { return record(.sampleRejected(.engineStopped)) }
        guard sample.confidence.isFinite, (0...1).contains(sample.confidence) else {
            return record(.sampleRejected(.invalidValue))
        }
        if let rejection = timestampRejection(sample.timestampNanoseconds, previous: lastActivity?.timestampNanoseconds)
        {
            return record(.sampleRejected(rejection))
        }
        lastActivity = sample
        let stillLabel = sample.kind == .still && sample.confidence >= configuration.activityConfidenceThreshold
        stillLabelShare += configuration.stillLabelWeight * ((stillLabel ? 1 : 0) - stillLabelShare)
        manualObserveActivity(sample)
    }

    /// Host-provided location and/or pressure (Pa), stamped with the scheduler's now.
    public func setAltitude(location: NNLocation?, pressure: Double?) {
        guard lifecycle != .stopped else {
            emit(.notInitialised)
            return
        }
        if let location { ingestLocation(location) }
        if let pressure { ingestPressure(PressureSample(pressurePa: pressure, timestampNanoseconds: nowNanoseconds)) }
    }

    /// Why a sample stamped `timestamp` is refused after one stamped `previous`, or `nil`.
    @inline(__always)
    func timestampRejection(_ timestamp: Int64, previous: Int64?) -> SampleRejection? {
        Self.timestampRejection(
            timestamp, previous: previous, nowNanoseconds: nowNanoseconds,
            configuration: configuration)
    }

    /// Why a sample is refused: stamped more than `maximumFutureSkewNanoseconds` ahead of now,
    /// older than `sampleStalenessNanoseconds`, equal to or before the previous sample's stamp.
    @inline(__always)
    static func timestampRejection(
        _ timestamp: Int64, previous: Int64?, nowNanoseconds now: Int64,
        configuration: EngineConfiguration
    ) -> SampleRejection? {
        if timestamp > now.saturatingAdding(configuration.maximumFutureSkewNanoseconds) { return .futureTimestamp }
        if timestamp < now.saturatingSubtracting(configuration.sampleStalenessNanoseconds) { return .tooOld }
        guard let previous else { return nil }
        if timestamp == previous { return .duplicateTimestamp }
        if timestamp < previous { return .outOfOrder }
        return nil
    }

    /// The horizontal distance from `a` to `b` in the tangent plane at `a`, m.
    static func distanceMeters(_ a: NNLocation, _ b: NNLocation) -> Double {
        distanceMeters(
            a, b,
            plane: LocalTangentPlane(
                origin: GeodeticCoordinate(
                    latitudeDegrees: a.latitudeDegrees, longitudeDegrees: a.longitudeDegrees)))
    }

    /// `distanceMeters(a, b)` with the plane at `a` memoised (the same value, bit for bit):
    /// the cache rule measures from the cached reply's location on every tick.
    func distanceMeters(fromCacheLocation a: NNLocation, to b: NNLocation) -> Double {
        Self.distanceMeters(a, b, memo: &cachePlane)
    }

    /// `distanceMeters(a, b)` with the plane at `a` memoised in `memo` (the same value, bit for bit).
    static func distanceMeters(
        _ a: NNLocation, _ b: NNLocation,
        memo: inout LocalTangentPlane?
    ) -> Double {
        let origin = GeodeticCoordinate(latitudeDegrees: a.latitudeDegrees, longitudeDegrees: a.longitudeDegrees)
        if let plane = memo,
            plane.origin.latitudeDegrees.bitPattern == origin.latitudeDegrees.bitPattern,
            plane.origin.longitudeDegrees.bitPattern == origin.longitudeDegrees.bitPattern
        {
            return Self.distanceMeters(a, b, plane: plane)
        }
        let plane = LocalTangentPlane(origin: origin)
        memo = plane
        return Self.distanceMeters(a, b, plane: plane)
    }

    /// The distance from `a` to `b` in `plane` (the tangent plane at `a`), m.
    private static func distanceMeters(_ a: NNLocation, _ b: NNLocation, plane: LocalTangentPlane) -> Double {
        var dLonDegrees = b.longitudeDegrees - a.longitudeDegrees
        if dLonDegrees > 180 { dLonDegrees -= 360 } else if dLonDegrees < -180 { dLonDegrees += 360 }
        let point = plane.eastNorth(
            of: GeodeticCoordinate(
                latitudeDegrees: b.latitudeDegrees,
                longitudeDegrees: a.longitudeDegrees + dLonDegrees))
        return (point.eastMeters * point.eastMeters + point.northMeters * point.northMeters).squareRoot()
    }

    /// Speed over at least `speedBaselineNanoseconds`, m/s, net of the fixes' accuracies;
    /// `nil` without a fix that old in the history.
    func recentSpeedMetersPerSecond() -> Double? {
        guard let latest = lastLocation else { return nil }
        let limit = latest.timestampNanoseconds.saturatingSubtracting(configuration.speedBaselineNanoseconds)
        guard let base = locationHistory.last(where: { $0.timestampNanoseconds <= limit }) else { return nil }
        let dt = Double(latest.timestampNanoseconds.saturatingSubtracting(base.timestampNanoseconds)) / 1e9
        guard dt > 0 else { return nil }
        let excess =
            Self.distanceMeters(base, latest, memo: &speedPlane) - base.horizontalAccuracyMeters
            - latest.horizontalAccuracyMeters
        return max(0, excess) / dt
    }

    /// The speed the fixes show in each of the last two baselines (`speedBaselineNanoseconds`),
    /// beyond both ends' accuracies, the lower of the two, m/s: movement that lasts. A walking
    /// user moves in both; a still user's fix that jumps by a multipath step (60–130 m under an
    /// unchanged accuracy in a street canyon) moves in one of them. The last baseline's speed
    /// alone when the fixes do not reach back two baselines; nil without a base fix for the last.
    func sustainedSpeedMetersPerSecond() -> Double? {
        guard let latest = lastLocation, let recent = speedMetersPerSecond(endingAt: latest) else { return nil }
        guard let earlierEnd = recent.base, let earlier = speedMetersPerSecond(endingAt: earlierEnd) else {
            return recent.speed
        }
        return min(recent.speed, earlier.speed)
    }

    /// The speed beyond both fixes' accuracies from the newest fix at least one baseline before
    /// `end` to `end`, with that base fix; nil without one.
    private func speedMetersPerSecond(endingAt end: NNLocation) -> (speed: Double, base: NNLocation?)? {
        let limit = end.timestampNanoseconds.saturatingSubtracting(configuration.speedBaselineNanoseconds)
        guard let base = locationHistory.last(where: { $0.timestampNanoseconds <= limit }) else { return nil }
        let dt = Double(end.timestampNanoseconds.saturatingSubtracting(base.timestampNanoseconds)) / 1e9
        guard dt > 0 else { return nil }
        let excess = Self.distanceMeters(base, end) - base.horizontalAccuracyMeters - end.horizontalAccuracyMeters
        return (max(0, excess) / dt, base)
    }

    /// The newest activity label if it is recent (no older than `backgroundWindowNanoseconds`).
    func recentActivity() -> ActivitySample? {
        guard let activity = lastActivity,
            nowNanoseconds.saturatingSubtracting(activity.timestampNanoseconds)
                <= configuration.backgroundWindowNanoseconds
        else { return nil }
        return activity
    }

    /// The newest activity label if it is recent and confident (≥ `activityConfidenceThreshold`).
    func confidentActivity() -> ActivitySample? {
        guard let activity = recentActivity(), activity.confidence >= configuration.activityConfidenceThreshold else {
            return nil
        }
        return activity
    }

    /// Whether the activity recogniser says the user is still (confidently, recently).
    func activityIsStill() -> Bool {
        confidentActivity()?.kind == .still
    }

    /// Whether the recent labels say still by majority (`stillLabelShare` ≥ ½, the newest label
    /// no older than `backgroundWindowNanoseconds`): the weather track's notion of still, which
    /// a recogniser's occasional wrong label (a seated user labelled running for 5 s) must not
    /// break — the track's own pressure checks catch real climbs.
    func activityMostlyStill() -> Bool {
        recentActivity() != nil && stillLabelShare >= 0.5
    }

    /// Whether the activity recogniser says the user is moving (confidently, recently).
    func activityIsMoving() -> Bool {
        guard let activity = confidentActivity() else { return false }
        return activity.kind == .running || activity.kind == .inVehicle
    }
}
