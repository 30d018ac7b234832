/// Zero-mean Gaussian white noise: independent samples with a fixed RMS.
///
/// ```swift
/// let noise = WhiteNoise(noiseDensityPerRootHz: 0.5, sampleRateHz: 25)  // Pa/√Hz at 25 Hz
/// let pressureErrorPa = noise.sample(using: stream)
/// ```
///
/// White noise has no state, so it is exact at any sampling rate; the RMS of a sample is the
/// RMS of the *sampled* (band-limited) noise, which is why a density needs a rate.
/// An RMS that is negative, NaN or infinite is treated as 0: the noise is silent.
public struct WhiteNoise: Sendable, Hashable {
    /// Standard deviation of one sample, in the unit of the noise (e.g. Pa).
    public let rms: Double

    /// White noise whose samples have standard deviation `rms` (unit of the noise).
    public init(rms: Double) {
        self.rms = NoiseParameter.scale(rms)
    }

    /// White noise from a noise density `N` (unit/√Hz) sampled at `sampleRateHz`:
    /// `rms = N · √sampleRateHz` (the IMU/Allan convention: the Allan deviation at τ = 1 s is `N`).
    ///
    /// If a datasheet quotes a one-sided density over the Nyquist band, pass
    /// `sampleRateHz / 2`. An invalid density or rate (negative, NaN, ∞) gives silent noise.
    public init(noiseDensityPerRootHz: Double, sampleRateHz: Double) {
        let density = NoiseParameter.scale(noiseDensityPerRootHz)
        let rate = NoiseParameter.scale(sampleRateHz)
        self.init(rms: density * rate.squareRoot())
    }

    /// One sample: `rms · w`, `w ~ N(0, 1)` (one ziggurat draw).
    public func sample(using stream: NoiseStream) -> Double {
        stream.gaussian(sigma: rms)
    }
}
