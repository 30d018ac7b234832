import FieldLogs
import Foundation
import Scenarios

/// The assistance reference of a field run: a recorded sea-level pressure series, or a declared
/// constant with its σ (Docs/field-logs.md, "Reference series" and "Site scenarios"). The command
/// line overrides the site: `--reference` over everything, `--reference-sigma` over the site's
/// series or σ; without either the site's `reference` statement is used, and without that the
/// site's `weather sea-level` with σ ``defaultSigmaPa``.
enum FieldReference {
    /// A series, answered at each fetch's instant; `path` as given (command line or resolved site path).
    case series(ReferencePressureSeries, path: String)
    /// A constant: the sea-level pressure (`nil`: the site's weather at the request's position at
    /// the world's start) and its 1σ, Pa.
    case declared(seaLevelPressurePa: Double?, sigmaPa: Double)

    /// The σ of a declared reference when neither the site nor the command line states one, Pa:
    /// the spread of sea-level pressure over a year in New York (no reference was recorded).
    static let defaultSigmaPa = 1500.0

    /// The reference a recording at `site` runs with, given the command line's series (with its
    /// path) and σ.
    static func resolve(
        site: FieldSite, commandSeries: (series: ReferencePressureSeries, path: String)?, commandSigmaPa: Double?
    ) -> FieldReference {
        if let commandSeries { return .series(commandSeries.series, path: commandSeries.path) }
        switch site.reference {
        case .series(let series, let path)? where commandSigmaPa == nil: return .series(series, path: path)
        case .declared(let pressure, let sigma)?:
            return .declared(seaLevelPressurePa: pressure, sigmaPa: commandSigmaPa ?? sigma)
        default: return .declared(seaLevelPressurePa: nil, sigmaPa: commandSigmaPa ?? defaultSigmaPa)
        }
    }

    /// The series, when the reference is one.
    var series: ReferencePressureSeries? {
        if case .series(let series, _) = self { return series }
        return nil
    }

    /// The series file, when the reference is one.
    var seriesPath: String? {
        if case .series(_, let path) = self { return path }
        return nil
    }

    /// What the report's generated line says of it.
    var summary: String {
        switch self {
        case .series(let series, let path):
            "the series \(shown(path)) (\(series.points.count) points, in \(series.unit.rawValue))"
        case .declared(nil, let sigma): String(format: "the site's declared sea-level pressure, σ %.0f Pa", sigma)
        case .declared(let pressure?, let sigma):
            String(format: "the declared sea-level pressure %.2f hPa, σ %.0f Pa", pressure / 100, sigma)
        }
    }
}
