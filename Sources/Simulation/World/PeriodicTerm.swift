import Foundation

/// `amplitude · cos(2π·(local time − maximum)/period)` — the tide and the diurnal temperature
/// cycle — with the phase taken from the integer time modulo the period so it keeps full
/// precision at epoch-scale times.
///
/// **Evaluation.** The cosine is interpolated linearly in a table of `cos(2πk/N)`,
/// `N = tableIntervals` (a fixed phase grid: the value depends only on the instant, never on
/// earlier queries). The error is at most `amplitude · (2π/N)² / 8` = `amplitude · 7.4e-8`
/// (0.0000037 Pa for the default 50 Pa tide); the grid holds the maxima and minima exactly.
/// A term whose bound would exceed `maximumTableError` (amplitude > 13 600) calls `cos`.
/// The table is ~20 instructions per query against ~95 for `cos` (one per barometer sample).
struct PeriodicTerm: Sendable {
    /// Intervals of the cosine table over one period.
    static let tableIntervals = 8_192
    /// The largest interpolation error accepted (in the term's unit); above it `cos` is used.
    static let maximumTableError = 0.001
    /// `cos(2πk/N)` for k = 0…N (N + 1 entries: the last repeats the first).
    private static let unitTable: [Double] = (0...tableIntervals).map { k in
        switch k {  // the extremes and zeros exactly
        case 0, tableIntervals: 1
        case tableIntervals / 2: -1
        case tableIntervals / 4, 3 * tableIntervals / 4: 0
        default: cos(2 * Double.pi * Double(k) / Double(tableIntervals))
        }
    }

    let amplitude: Double
    let periodNanoseconds: Int64
    /// (solar offset − maximum) modulo the period, in [0, period).
    let shiftNanoseconds: Int64
    let radiansPerNanosecond: Double
    /// Table intervals per nanosecond of phase.
    private let intervalsPerNanosecond: Double
    /// The cosine table, or `nil` when the amplitude is too large for its error bound.
    private let table: [Double]?

    init(amplitude: Double, periodHours: Double, maximumAtLocalHour: Double, solarTimeOffsetSeconds: Double) {
        self.amplitude = amplitude
        periodNanoseconds = Int64(periodHours * 3_600e9)
        var shift = Int64(((solarTimeOffsetSeconds - maximumAtLocalHour * 3_600) * 1e9).rounded()) % periodNanoseconds
        if shift < 0 { shift += periodNanoseconds }
        shiftNanoseconds = shift
        radiansPerNanosecond = 2 * Double.pi / Double(periodNanoseconds)
        intervalsPerNanosecond = Double(Self.tableIntervals) / Double(periodNanoseconds)
        table = Self.errorBound(amplitude: amplitude) <= Self.maximumTableError ? Self.unitTable : nil
    }

    /// The table's worst-case interpolation error for `amplitude`: `|amplitude| · (2π/N)² / 8`.
    static func errorBound(amplitude: Double) -> Double {
        let step = 2 * Double.pi / Double(tableIntervals)
        return abs(amplitude) * step * step / 8
    }

    /// Whether this term is evaluated from the table (else with `cos`).
    var usesTable: Bool { table != nil }

    /// The term at an instant (table interpolation; see the type's note).
    @inline(__always)
    func value(atNanoseconds timeNanoseconds: Int64) -> Double {
        let phase = phaseNanoseconds(timeNanoseconds)
        guard let table else { return amplitude * cos(radiansPerNanosecond * Double(phase)) }
        let x = Double(phase) * intervalsPerNanosecond
        let index = min(Int(x), Self.tableIntervals - 1)
        let fraction = x - Double(index)
        return table.withUnsafeBufferPointer { t in
            amplitude * (t[index] + (t[index + 1] - t[index]) * fraction)
        }
    }

    /// The term at an instant with `cos` (the reference the table is tested against).
    func exactValue(atNanoseconds timeNanoseconds: Int64) -> Double {
        amplitude * cos(radiansPerNanosecond * Double(phaseNanoseconds(timeNanoseconds)))
    }

    /// Time + shift modulo the period, in [0, period).
    @inline(__always)
    private func phaseNanoseconds(_ timeNanoseconds: Int64) -> Int64 {
        var phase = timeNanoseconds % periodNanoseconds + shiftNanoseconds  // in (−P, 2P)
        if phase >= periodNanoseconds { phase -= periodNanoseconds } else if phase < 0 { phase += periodNanoseconds }
        return phase
    }
}
