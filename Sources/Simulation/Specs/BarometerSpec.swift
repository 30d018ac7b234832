/// How one phone barometer measures: every error layer of a phone barometer, each a parameter
/// (defaults from `Docs/reference/physics.md`, "Phone barometers").
///
/// Errors are modelled in pressure, in named layers applied in this order to the true
/// pressure at the phone: per-device offset, temperature coefficient × (T_device − 25 °C),
/// linear drift, random-walk drift, white noise, IIR filter, quantisation, latency; then the
/// faults active at that instant. Each random layer draws from its own named noise stream
/// (`device[i].baro.offset`, `.white`, `.drift`, `.gaps`, `.spikes`, `.dropouts`).
public struct BarometerSpec: Hashable, Sendable, Codable {
    /// Output rate, Hz (default 25).
    public var sampleRateHz: Double = 25
    /// RMS of the white noise, Pa (default 1).
    public var whiteNoiseRMSPa: Double = 1.0
    /// A fixed per-device offset (measured − true), Pa; `nil` draws it from N(0, offsetSigmaPa).
    public var offsetPa: Double? = nil
    /// σ of the drawn per-device offset, Pa (default 25).
    public var offsetSigmaPa: Double = 25
    /// Temperature coefficient, Pa/K, applied to (device temperature − 298.15 K) (default 0.6).
    public var temperatureCoefficientPaPerKelvin: Double = 0.6
    /// σ of the coefficient between phones, Pa/K (default 0: every phone has exactly
    /// `temperatureCoefficientPaPerKelvin`). A datasheet's "±0.6 Pa/K" is a spread across parts,
    /// not a value every phone shares: with σ > 0 each run draws this phone's own coefficient,
    /// stratified across seeds (`DeviceSpec.drawingTemperatureCoefficient(seed:index:)`).
    public var temperatureCoefficientSpreadPaPerKelvin: Double = 0
    /// Deterministic linear drift, Pa per day (default 0).
    public var linearDriftPaPerDay: Double = 0
    /// Random-walk drift rate, Pa/√s (default 0.00285: ~16 Pa after a year).
    public var randomWalkDriftPaPerRootSecond: Double = 0.002_85
    /// Quantisation step, Pa (default 0.01; 0 disables).
    public var quantizationPa: Double = 0.01
    /// Time constant of an optional first-order IIR low-pass, s (`nil` = none).
    public var iirTimeConstantSeconds: Double? = nil
    /// Delay between the instant measured and the sample's delivery, s (default 0).
    public var latencySeconds: Double = 0
    /// Occasional missed samples (`nil`: every sample is delivered).
    public var gaps: SampleGaps? = nil
    /// Faults, each active in its window.
    public var faults: [BarometerFault] = []

    /// The default phone barometer.
    public init() {}

    /// Bosch BMP390: 0.9 Pa RMS, 0.6 Pa/K (datasheet figures, `Docs/reference/physics.md`, "Phone
    /// barometers"); the offset stays drawn per device unless set.
    public static let bmp390: BarometerSpec = {
        var s = BarometerSpec()
        s.whiteNoiseRMSPa = 0.9
        s.temperatureCoefficientPaPerKelvin = 0.6
        return s
    }()
    /// Bosch BMP388: 1.2 Pa RMS, 0.75 Pa/K (datasheet).
    public static let bmp388: BarometerSpec = {
        var s = BarometerSpec()
        s.whiteNoiseRMSPa = 1.2
        s.temperatureCoefficientPaPerKelvin = 0.75
        return s
    }()
    /// Bosch BMP581: 0.1 Pa RMS, 0.5 Pa/K (datasheet).
    public static let bmp581: BarometerSpec = {
        var s = BarometerSpec()
        s.whiteNoiseRMSPa = 0.1
        s.temperatureCoefficientPaPerKelvin = 0.5
        return s
    }()
    /// TDK ICP-10100: 1 Pa RMS (its modes span 0.4–3.2 Pa), 0.5 Pa/K (datasheet).
    public static let icp10100: BarometerSpec = {
        var s = BarometerSpec()
        s.whiteNoiseRMSPa = 1.0
        s.temperatureCoefficientPaPerKelvin = 0.5
        return s
    }()
    /// ST LPS22HH: 0.65 Pa RMS, 0.65 Pa/K (datasheet).
    public static let lps22hh: BarometerSpec = {
        var s = BarometerSpec()
        s.whiteNoiseRMSPa = 0.65
        s.temperatureCoefficientPaPerKelvin = 0.65
        return s
    }()

    /// The preset for a model name (`bmp390`, `bmp388`, `bmp581`, `icp10100`, `lps22hh`, `default`).
    public static func preset(named name: String) -> BarometerSpec? {
        switch name.lowercased() {
        case "bmp390": .bmp390
        case "bmp388": .bmp388
        case "bmp581": .bmp581
        case "icp10100", "icp-10100": .icp10100
        case "lps22hh": .lps22hh
        case "default": BarometerSpec()
        default: nil
        }
    }
    /// The names `preset(named:)` accepts, in the order help texts list them.
    public static let presetNames = ["bmp390", "bmp388", "bmp581", "icp10100", "lps22hh", "default"]
}
