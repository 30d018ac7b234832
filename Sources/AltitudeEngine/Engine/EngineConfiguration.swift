/// Every threshold of the engine, with the SDK's defaults (`Docs/reference/sdk.md`). Times in ns.
///
/// Create with `EngineConfiguration()` and change fields as needed; Docs/engine.md lists
/// each field with its default and what it controls.
public struct EngineConfiguration: Hashable, Sendable, Codable {
    /// The device identifier sent to the service.
    public var deviceID = "nn-device"
    /// Reported by `version()`.
    public var versionString = "AltitudeEngine 1.0 (NNSDK iOS 1.2 API)"

    // MARK: Lifecycle
    /// Initialisation fails (805, 806) if no pressure arrives within this, ns.
    public var initializationTimeoutNanoseconds: Int64 = 10_000_000_000
    /// With pressure present, initialisation waits this long (from `start`) for the first
    /// location fix before failing with 804, 806: a GNSS cold start takes up to ~30–60 s, ns.
    /// Never shorter than `initializationTimeoutNanoseconds`.
    public var locationInitializationTimeoutNanoseconds: Int64 = 60_000_000_000

    // MARK: Samples
    /// Accepted raw pressure range, Pa; anything else is rejected.
    public var plausiblePressureRangePa: ClosedRange<Double> = 30_000...120_000
    /// A sample stamped further than this ahead of the scheduler's now is rejected, ns.
    public var maximumFutureSkewNanoseconds: Int64 = 1_000_000_000
    /// Pressure/location older than this is stale (852/853), ns.
    public var sampleStalenessNanoseconds: Int64 = 120_000_000_000
    /// Accepted pressure samples kept for averaging and calibration, ns.
    public var pressureHistoryNanoseconds: Int64 = 130_000_000_000
    /// White-noise σ of one phone pressure sample, Pa (used when a window has one sample).
    public var pressureSampleNoisePa = 1.0
    /// σ of unmodelled, slowly varying phone pressure error added to every average, Pa.
    public var pressureFloorNoisePa = 0.5
    /// A run of identical readings is a frozen barometer once a live stream with the repeats seen
    /// so far would give it less than this probability (`PressureStreamWatch`).
    public var frozenPressureFalseAlarmProbability = 1e-9
    /// While the barometer is frozen, the height's σ grows by this vertical speed × the time since
    /// the readings froze, m/s (an unseen elevator: 1 m/s typical, 5–10 m/s in towers).
    public var frozenPressureVerticalSpeedSigmaMetersPerSecond = 2.5

    // MARK: Assistance
    /// Reuse assistance data this long in periodic modes, ns.
    public var assistanceValidityNanoseconds: Int64 = 120_000_000_000
    /// Reuse assistance data this long for a `oneTime` request, ns.
    public var assistanceValidityOneTimeNanoseconds: Int64 = 110_000_000_000
    /// Refetch when the device moved more than this from the fetch location, m.
    public var refetchDistanceMeters = 100.0
    /// On sloping terrain refetch sooner: once the terrain under the device may differ from the
    /// reply's by more than this (slope × distance moved), m — the HAT uses the reply's terrain.
    public var terrainRefetchHeightMeters = 2.0
    /// ... but never for a move shorter than this, m.
    public var minimumRefetchDistanceMeters = 20.0
    /// Old reference data keeps producing heights up to this age (while a refetch is
    /// pending), ns; beyond it the context says 854.
    public var referenceUsableAgeNanoseconds: Int64 = 300_000_000_000
    /// ... and up to this distance from its fetch location, m.
    public var referenceUsableDistanceMeters = 1_000.0
    /// The engine's own timeout for an assistance reply, ns.
    public var fetchTimeoutNanoseconds: Int64 = 10_000_000_000
    /// First retry delay after a failed fetch, ns; doubles per failure.
    public var retryInitialBackoffNanoseconds: Int64 = 2_000_000_000
    /// Largest retry delay, ns.
    public var retryMaximumBackoffNanoseconds: Int64 = 30_000_000_000
    /// Growth of the reference pressure error with the data's age, Pa per second.
    public var referenceDriftPaPerSecond = 0.01
    /// Whether a still phone's own pressure change carries the reference pressure forward from
    /// the time its data describe (`StillWeatherTrack`); off: the replies' trend alone.
    public var weatherTrackEnabled = true
    /// The phone counts as still for the weather track only below this speed over the fixes, m/s.
    public var weatherTrackMaxSpeedMetersPerSecond = 1.0
    /// Indoors, a phone whose labels do not say still counts as still for the weather track
    /// while its pressure changes no faster than this, Pa/s (with the track's 2 Pa allowance,
    /// 1 Pa/s over its 10 s baseline): above the thunderstorm mesohigh the simulator models at its
    /// steepest (2 hPa in 8 min, 0.65 Pa/s) and the squall Docs/reference/physics.md cites
    /// (0.8 hPa in 11 min), below a 0.1 m/s stair climb (1.2 Pa/s at sea level). Floors are
    /// level, and a poor recogniser's wrong labels (40 %) would break the chain every few
    /// labels. 0: labels only.
    public var weatherTrackIndoorMaximumRatePaPerSecond = 0.8
    /// σ of the tracked weather change (the two ends' noise, an undetected slow height change), Pa.
    public var weatherTrackSigmaPa = 1.0
    /// The track is used only while it changes at least this fast, Pa/s (6 Pa/min; a mesohigh
    /// 25–40 Pa/min): slower, a standing person's few decimetres of wander outweigh it.
    public var weatherTrackMinimumRatePaPerSecond = 0.1
    /// ... measured over this baseline, ns.
    public var weatherTrackRateBaselineNanoseconds: Int64 = 120_000_000_000
    /// ... or while the tracked change since the fetch exceeds this, Pa (≈ 0.7 m: more than a
    /// standing person's wander; near a storm's peak the rate is small but the change is not).
    public var weatherTrackMinimumChangePa = 8.0
    /// Whether a still phone keeps its reference through a new reply that is less certain than
    /// the old one carried by the phone's own pressure (a front between the stations;
    /// `AltitudeEngine+ReferenceCarry.swift`); off: every reply replaces the reference.
    public var referenceCarryEnabled = true
    /// Weight of each new activity label in `stillLabelShare` (0.2: about the last five labels,
    /// 25 s at the usual 5 s cadence).
    public var stillLabelWeight = 0.2
    /// σ of the phone's own height wander between a carried chain's first and newest reply (a held
    /// phone's ± 0.3 m, counted once per chain), Pa.
    public var referenceCarryWanderSigmaPa = 4.0
    /// A new reply and the old reference carried by a still phone's own pressure disagree when
    /// they differ by more than this many σ of their difference; the adopted reference then adds
    /// the difference to its σ (`AltitudeEngine+ReferenceCarry.swift`). 0 turns the check off.
    public var referenceDisagreementGateSigmas = 3.0

    // MARK: Altitude mode
    /// A `oneTime` request collects pressure this long before it can answer, ns.
    public var oneTimeCollectionNanoseconds: Int64 = 2_000_000_000
    /// A `oneTime` request answers (with an error code if need be) by this time, ns.
    public var oneTimeDeadlineNanoseconds: Int64 = 30_000_000_000
    /// σ of unmodelled height error added to every height, m: what the other terms leave out
    /// (the hypsometric solution's 0.05 m + 2·10⁻⁵·h, 0.06 m at 500 m; the reference level's
    /// height), rounded up. The replies' own error is not part of it: their σ already counts it.
    public var heightFloorSigmaMeters = 0.1

    // MARK: Calibration
    /// Offset σ assumed for a phone without calibration, Pa (≈ 4 m).
    public var uncalibratedOffsetSigmaPa = 50.0
    /// σ of the phone's temperature error, Pa: the barometer's temperature coefficient
    /// (≈ 0.6 Pa/K, `Docs/reference/physics.md`) times the unknown difference between the phone's
    /// temperature now and at calibration (≈ 3 K), once it has had time to change
    /// (`pressureTemperatureTimeConstantNanoseconds`).
    public var pressureTemperatureSigmaPa = 2.0
    /// σ of the barometer's temperature coefficient across parts, Pa/K (the datasheet's
    /// ±0.6 Pa/K, `Docs/reference/physics.md`): with the phone's expected temperature change since
    /// a calibration the engine made, it gives that calibration's temperature σ (`temperatureVariancePa2`).
    public var barometerTemperatureCoefficientSigmaPaPerKelvin = 0.6
    /// σ of the phone's temperature about its surroundings' expected temperature, K (a hand, a
    /// pocket, the sun): 3.3 K, the "≈ 3 K" behind `pressureTemperatureSigmaPa` (2 Pa / 0.6 Pa/K),
    /// so in unchanged surroundings a noted calibration has the same σ as any other.
    public var phoneTemperatureSigmaKelvin = 3.3
    /// The phone's thermal time constant, ns: how fast its expected temperature follows its
    /// surroundings and the temperature difference builds up after a calibration (10 min, the
    /// simulator's first-order lag for a phone; `temperatureVariancePa2`). It was 30 min, which
    /// expected a third of the warming a phone carried indoors had after 13 min.
    public var pressureTemperatureTimeConstantNanoseconds: Int64 = 600_000_000_000
    /// Calibration variance growth, Pa² per day (a ~16 Pa/yr random walk rounded up).
    public var calibrationDriftVariancePa2PerDay = 1.0
    /// A calibration older than this no longer counts (`manualBaroCal` = true), ns (4 days).
    public var calibrationValidityNanoseconds: Int64 = 345_600_000_000_000
    /// Phone height above the floor/ground when held, m, and its σ.
    public var handHeightMeters = 1.0
    /// σ of `handHeightMeters`, m.
    public var handHeightSigmaMeters = 0.3
    /// Floor-to-floor height for a manual calibration with a floor number, m (floor 0 = ground).
    public var floorHeightMeters = 3.5
    /// σ of the floor height per floor, m.
    public var floorHeightSigmaMeters = 0.4
    /// Location uncertainty limit for calibration and the location filter, m.
    public var locationUncertaintyLimitMeters = 50.0
    /// Location uncertainty below which the device is taken to be outdoors, m.
    public var outdoorLocationUncertaintyMeters = 15.0
    /// Max speed for calibration ("still or slow"), m/s (10 km/h).
    public var calibrationMaxSpeedMetersPerSecond = 10.0 / 3.6
    /// Speeds are measured over at least this baseline, ns.
    public var speedBaselineNanoseconds: Int64 = 10_000_000_000
    /// Activity results count only at or above this confidence (0…1).
    public var activityConfidenceThreshold = 0.75
    /// Max σ of the pressure samples for calibration ("steady pressure"), Pa.
    public var calibrationMaxPressureStdPa = 3.0
    /// Max rate of the manual-calibration collection's least-squares line, Pa/s (876 above it):
    /// the fastest weather (a thunderstorm's mesohigh, 2 hPa in 8 min ≈ 0.42 Pa/s,
    /// `Docs/reference/physics.md`, "Weather") with a held phone's slow drift on top; a climb on
    /// stairs (0.2 m/s) is ≈ 2.4 Pa/s, an elevator ≈ 12 Pa/s.
    public var manualMaxPressureRatePaPerSecond = 0.5
    /// Min samples for a calibration.
    public var calibrationMinimumSamples = 5
    /// Background calibration is checked this often while initialised, ns.
    public var backgroundCheckIntervalNanoseconds: Int64 = 60_000_000_000
    /// Background calibration averages this window of samples, ns.
    public var backgroundWindowNanoseconds: Int64 = 60_000_000_000
    /// No background series starts sooner than this after a calibration from elsewhere (manual,
    /// service, restored) was accepted, ns. Windows of a running series are fused every check.
    public var backgroundMinimumIntervalNanoseconds: Int64 = 3_600_000_000_000
    /// A background calibration's reference-pressure error cancels in heights computed from a
    /// reference fetched within this long of the one it was measured against (and within
    /// `referenceUsableDistanceMeters` of it): the same stations, biases and interpolation. Those
    /// heights count the reference error once, not twice (`CalibrationReferenceShare`), ns. Fixes
    /// count as outdoors for background calibration by the indoor detector, not by an accuracy
    /// limit (the accuracy enters through the terrain slope; Docs/engine.md, "Calibration").
    public var backgroundReferenceCorrelationNanoseconds: Int64 = 3_600_000_000_000
    /// Background calibration while walking (or moving faster than `backgroundStillMaxSpeedMetersPerSecond`):
    /// max speed, m/s (a slow walk; the SDK guide: "still or moving slowly").
    public var backgroundWalkingMaxSpeedMetersPerSecond = 2.0
    /// Speeds up to this count as still for background calibration, m/s (net of fix accuracy).
    public var backgroundStillMaxSpeedMetersPerSecond = 0.3
    /// Max σ of the window's pressure samples while walking, Pa: tolerates gait and small slopes
    /// (≈ 0.5 m); stairs (≥ 0.2 m/s vertical) and elevators exceed it many times over.
    public var backgroundWalkingMaxPressureStdPa = 6.0
    /// A background window counts as at ground level only within this many σ of the difference
    /// between it and the current calibration (and within `groundLevelMaxHeightAboveTerrainMeters`).
    public var backgroundGroundLevelSigmaMultiple = 3.0
    /// Successive background windows form one series (their correlated errors — reference,
    /// terrain, hand height — counted once) unless this long passes between them, ns.
    public var backgroundSeriesMaximumGapNanoseconds: Int64 = 1_800_000_000_000
    /// A fused background calibration replaces the record in force only when its σ is at least
    /// this fraction smaller (no churn, no upload per window for nothing).
    public var backgroundMinimumRelativeImprovement = 0.05
    /// "At ground level": |HAT − hand height| with the current calibration at most this, m.
    public var groundLevelMaxHeightAboveTerrainMeters = 5.0
    /// Max distance of the manual-calibration pin from the device, m (873), beyond what the
    /// device's and the pin's horizontal accuracies explain (see `manualPinAccuracyMultiple`).
    public var manualPinMaxDistanceMeters = 50.0
    /// The distance the accuracies explain: this many times the root-sum-square of the two
    /// 68 % radii (2 ≈ the 99 % radius of a 2-D normal error).
    public var manualPinAccuracyMultiple = 2.0
    /// A manual calibration ends with 875 once its confident moving activity results (walking,
    /// running, in vehicle) are at least this many and outnumber its confident `still` ones.
    /// One result is not enough: recognisers mislabel a still (or walking) user now and then.
    public var manualMovingActivityResults = 3
    /// …and only when the fixes show movement: a speed beyond both fixes' accuracies over
    /// `speedBaselineNanoseconds` of at least this, m/s (or no recent fixes to tell). A still
    /// user's fixes move less than their accuracies; a walking user's (1.5 m/s over 10 s) more.
    public var manualMovingMinimumSpeedMetersPerSecond = 0.2
    /// Pressure averaged for `setManualCalibration` without a pressure, ns.
    public var manualInstantWindowNanoseconds: Int64 = 5_000_000_000
    /// A manual calibration waits this long after collection for reference data, ns (then 878).
    public var manualReferenceWaitNanoseconds: Int64 = 15_000_000_000

    // MARK: Consistency filters
    /// Max change between consecutive accepted pressure samples, Pa (836).
    public var pressureFilterLimitPa = 50.0
    /// Change always allowed between consecutive samples (noise), Pa.
    public var pressureFilterNoiseAllowancePa = 6.0
    /// Plausible vertical speed for the pressure filter (fast elevator), m/s.
    public var pressureFilterMaxVerticalSpeedMetersPerSecond = 10.0
    /// A suspect pressure level (a jump faster than `pressureFilterMaxVerticalSpeedMetersPerSecond`)
    /// that returns within this window is a transient (dropped, 836), one still away at its end a
    /// lasting step (accepted, no warning), ns. 10 s: the SDK's own horizon for a pressure stream
    /// it cannot use (no pressure for 10 s fails the initialisation, `Docs/reference/sdk.md`,
    /// "Thresholds"), the filter's reset gap, and longer than a door held open (a slam's 1–5 s
    /// plus its ~2 s recovery, `Docs/reference/physics.md`, "Buildings and transients").
    public var pressureFilterTransientWindowNanoseconds: Int64 = 10_000_000_000
    /// A suspect level has returned when a sample is back within this of the accepted level, Pa:
    /// ≈ 3 σ of a phone barometer's 0.9–1.2 Pa RMS noise (`Docs/reference/physics.md`, "Phone
    /// barometers"), ≈ 0.25 m, so what is left of a slam's recovery moves no height by more.
    public var pressureFilterReturnTolerancePa = 3.0
    /// After a gap longer than this the pressure filter restarts, ns.
    public var pressureFilterResetGapNanoseconds: Int64 = 10_000_000_000
    /// Max plausible horizontal speed for the location filter in a vehicle, m/s (837): used when
    /// the recogniser says in-vehicle or the recent track is fast.
    public var locationFilterMaxSpeedMetersPerSecond = 70.0
    /// Max plausible horizontal speed for the location filter otherwise, m/s (town driving; a
    /// car whose recogniser lags still passes).
    public var locationFilterNonVehicleSpeedMetersPerSecond = 25.0
    /// Correlation time of the fixes' errors, s (GNSS Gauss–Markov τ, `Docs/reference/physics.md`): two fixes
    /// 1 s apart share most of their error.
    public var locationErrorCorrelationSeconds = 30.0
    /// Spacing of the fixes whose second differences measure the real error against the stated
    /// accuracy (`LocationScatterScale`), ns.
    public var locationScatterLagNanoseconds: Int64 = 10_000_000_000
    /// The location filter allows this many per-axis σ of the change of the fixes' errors
    /// (3.717: the 99.9 % radius of a 2-D normal error).
    public var locationFilterConfidenceRadiusPerSigma = 3.717
    /// Activity filter: while the recogniser says `still` (confidence ≥ threshold), a pressure
    /// change larger than this within `activityStillWindowNanoseconds` flags 836, Pa (≈ 2 m).
    public var activityStillMaxPressureChangePa = 25.0
    /// Activity filter: the window of that pressure-change check, ns.
    public var activityStillWindowNanoseconds: Int64 = 5_000_000_000

    // MARK: Indoor mode (Docs/engine.md, "Indoor mode")
    /// Indoor mode on: inside a building entered from outdoors, heights follow the indoor air
    /// from the pressure step at the door (`IndoorAnchor`). Off: the outdoor column everywhere.
    public var indoorModeEnabled = true
    /// A fix with a reported accuracy above this is an indoor (network/Wi-Fi) fix, m. Outdoor
    /// GNSS reports ≈ 4 m in the open and ≈ 20–26 m in a street canyon; Wi-Fi fixes ≈ 40–60 m.
    public var indoorCoarseFixAccuracyMeters = 32.0
    /// No fix at all for this long after an outdoor fix means the device went in (GNSS outage), ns.
    public var indoorOutageNanoseconds: Int64 = 5_000_000_000
    /// Consecutive coarse fixes that mean the device walked in.
    public var indoorEntryCoarseFixes = 2
    /// Consecutive outdoor-quality fixes that mean the device left.
    public var indoorExitGoodFixes = 2
    /// The outdoor pressure of the anchor is the mean of this long ...
    public var indoorAnchorOutdoorWindowNanoseconds: Int64 = 5_000_000_000
    /// ... ending this long before the last outdoor fix (that fix may be measured as the phone
    /// passes the door), ns.
    public var indoorAnchorOutdoorGuardNanoseconds: Int64 = 1_000_000_000
    /// The indoor pressure of the anchor is averaged from this long after the last outdoor fix
    /// (past the door: a 1 Hz receiver's last outdoor fix is at most 1 s before it; samples the
    /// pressure filter holds back while it accepts the step are not in the history), ns.
    public var indoorAnchorSettleNanoseconds: Int64 = 2_000_000_000
    /// ... over this long, ns (heights use the outdoor column until `indoorAnchorMinimumNanoseconds` of it).
    public var indoorAnchorIndoorWindowNanoseconds: Int64 = 4_000_000_000
    /// When the first sign of being inside comes later than the settle time after the last
    /// outdoor fix, the door is searched for between the two at this step, ns (a 25 Hz
    /// barometer's half second is 12 samples: finer than the windows' own resolution is useless).
    public var indoorAnchorDoorSearchStepNanoseconds: Int64 = 500_000_000
    /// A provisional anchor is made from this much of the indoor window (it is refined until
    /// the window is complete), ns.
    public var indoorAnchorMinimumNanoseconds: Int64 = 500_000_000
    /// An anchor window whose samples scatter more than this is moving (stairs, an elevator at
    /// once): no anchor, the outdoor column is used, Pa.
    public var indoorAnchorMaxPressureStdPa = 3.0
    /// Largest plausible indoor-outdoor step at the door, Pa (a 200 m neutral plane at −20 °C /
    /// 22 °C gives ≈ 380 Pa); a larger step is not a building: no anchor.
    public var indoorMaxOffsetPa = 400.0
    /// σ of the door step beyond the samples' noise (door transients, HVAC fluctuation), Pa.
    public var indoorAnchorOffsetSigmaPa = 1.5
    /// Assumed indoor air temperature, K (21 °C: heated or air-conditioned buildings).
    public var indoorTemperatureKelvin = 294.15
    /// σ of the indoor air temperature, K (heated offices 20–24 °C, cooled ones up to ≈ 26 °C).
    public var indoorTemperatureSigmaKelvin = 2.0
    /// Indoors without an anchor (the SDK started inside): the RMS distance from the building's
    /// neutral plane assumed for the unknown stack offset's σ, m (a plane at mid-height of a
    /// building up to ≈ 70 m: uniform over ±35 m, RMS 35/√3 ≈ 20 m; `UnanchoredIndoorSigma`).
    public var indoorUnanchoredNeutralPlaneDistanceMeters = 20.0
    /// ... and the σ of the unknown HVAC over-pressure, Pa (+0.25…+2.5 Pa typical, `Docs/reference/physics.md`).
    public var indoorUnanchoredHvacSigmaPa = 1.5
    /// Largest distance of the door from the neutral plane that the door step may imply when the
    /// step is carried to a new outdoor temperature (`IndoorAnchor.stackAdjustedOffset`), m.
    public var indoorMaxNeutralPlaneDistanceMeters = 200.0

    /// The defaults.
    public init() {}
}
