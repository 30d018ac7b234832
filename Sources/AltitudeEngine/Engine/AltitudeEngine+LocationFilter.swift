extension AltitudeEngine {
    /// The location filter's speed limit now, m/s: `locationFilterMaxSpeedMetersPerSecond`
    /// (vehicles) when the latest confident activity result says in-vehicle or the recent track
    /// is faster than `locationFilterNonVehicleSpeedMetersPerSecond`, else that non-vehicle limit.
    func locationFilterSpeedLimitMetersPerSecond() -> Double {
        let vehicle = configuration.locationFilterMaxSpeedMetersPerSecond
        let other = min(vehicle, configuration.locationFilterNonVehicleSpeedMetersPerSecond)
        if confidentActivity()?.kind == .inVehicle { return vehicle }
        if let speed = recentSpeedMetersPerSecond(), speed * 1.5 > other { return vehicle }
        return other
    }

    /// Whether `fix` is a jump from `previous`: farther than the speed limit and the change of
    /// the fixes' correlated errors allow (`LocationConsistency`).
    func locationIsJump(from previous: NNLocation, to fix: NNLocation) -> Bool {
        let dt = Double(fix.timestampNanoseconds.saturatingSubtracting(previous.timestampNanoseconds)) / 1e9
        guard dt > 0 else { return false }
        let allowed = LocationConsistency.allowedDistanceMeters(
            intervalSeconds: dt, previousAccuracyMeters: previous.horizontalAccuracyMeters,
            currentAccuracyMeters: fix.horizontalAccuracyMeters,
            maximumSpeedMetersPerSecond: locationFilterSpeedLimitMetersPerSecond(),
            errorCorrelationSeconds: configuration.locationErrorCorrelationSeconds,
            confidenceRadiusPerSigma: configuration.locationFilterConfidenceRadiusPerSigma)
        return Self.distanceMeters(previous, fix) > allowed
    }
}
