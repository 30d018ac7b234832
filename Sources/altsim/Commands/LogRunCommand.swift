import FieldLogs
import Foundation
import Scenarios

/// `altsim log run RECORDING... --site SITE.scenario`: each recording through the built-in engine,
/// with the site supplying terrain, geoid, the building and the declared reference; the floors
/// and the indoor detector judged against the recording's labels (Docs/field-logs.md).
enum LogRunCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log run",
        summary: "run real phone recordings through the engine",
        synopsis: [
            "altsim log run RECORDING... --site SITE.scenario [--site SITE.scenario ...] [--format NAME]",
            "               [--reference-sigma PA] [--json FILE] [--trace FILE]",
        ],
        discussion: """
            Feeds each recording's pressure and location streams, at their recorded times, into the
            built-in engine through its ports (a manual scheduler, the site's declared reference as
            the assistance service, altitude mode every 1 s). The site scenario supplies the origin,
            terrain and geoid, the building (its first `building`: floors, lobby and storey heights)
            and the declared reference (its `weather sea-level` and `temperature`, with the σ of
            --reference-sigma). With several --site files, a recording uses the site whose file name
            (without .scenario) starts its own file name before an underscore (falcon-2018 trials:
            gsb_a_1_3.csv → gsb.scenario).
            Per recording it prints the engine's final height, the floor it names above the
            entrance the engine found itself, the floor its absolute height names, and, where the
            recording has labels, whether they match and the indoor detector's agreement with the
            indoor labels per second, and the verdict of each of the site's `expect final floor =
            label` and `expect indoors detected within D of label` lines; then the totals:
            'field logs: N recordings, E exact floor, W within one floor'.
            """,
        options: [
            .repeatable("--site", "SITE.scenario", path: true, help: "the site scenario (required; repeatable)"),
            LogCommand.formatOption,
            .value(
                "--reference-sigma", "PA",
                help: "σ of the declared sea-level reference, 1…5000 Pa (default 1500: no reference was recorded)"),
            .value("--json", "FILE", path: true, help: "write each recording's figures and the totals as JSON"),
            .value(
                "--trace", "FILE", path: true,
                help:
                    "write the run of the (one) recording as a trace for 'altsim replay': its inputs, app calls and engine events"
            ),
        ],
        epilogue: """
            Exit status: 0 when every recording with floor labels ends on its labelled floor (the
            floor above the engine's entrance) and every site expectation judged holds, 1 when not,
            2 for bad input or usage.
            """)

    struct Options {
        var paths: [String]
        var sites: [String]
        var format: RecordingFormat?
        var referenceSigmaPa = 1500.0
        var json: String?
        var trace: String?
    }

    static func parse(_ arguments: [String]) throws -> Options? {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp { return nil }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "give at least one recording", spec: spec) }
        let sites = parsed.values("--site")
        guard !sites.isEmpty else {
            throw UsageError(message: "give the site scenario with --site SITE.scenario", spec: spec)
        }
        var options = Options(
            paths: parsed.positionals, sites: sites, format: try LogCommand.format(parsed, spec: spec),
            json: parsed.value("--json"), trace: parsed.value("--trace"))
        if options.trace != nil, options.paths.count != 1 {
            throw UsageError(message: "--trace writes the run of one recording: give exactly one", spec: spec)
        }
        if let text = parsed.value("--reference-sigma") {
            guard let value = Double(text), value.isFinite, (1...5000).contains(value) else {
                throw UsageError(
                    message: "--reference-sigma must be a number of Pa from 1 to 5000 (got '\(shown(text))')",
                    spec: spec)
            }
            options.referenceSigmaPa = value
        }
        return options
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        var sites: [String: FieldSite] = [:]
        for path in options.sites {
            do { sites[path] = try FieldSite.load(path: path) } catch {
                printError(shownMessage(error), terminator: String(describing: error).hasSuffix("\n") ? "" : "\n")
                return ExitStatus.badInput
            }
        }
        var tally = FieldTally()
        var rows: [FieldRunReport] = []
        for path in options.paths {
            do {
                let report = try runOne(path, options: options, sites: sites)
                tally.add(report)
                rows.append(report)
                print(report.line)
            } catch {
                printError(error.message)
                return ExitStatus.badInput
            }
        }
        print(tally.summary)
        if let detail = tally.indoorSummary { print(detail) }
        if let json = options.json {
            do { try FieldRunReport.json(rows, tally: tally).write(to: URL(fileURLWithPath: json)) } catch {
                printError("altsim log run: error: cannot write \(shown(json)): \(error.localizedDescription)")
                return ExitStatus.badInput
            }
        }
        if tally.expectationsHeld + tally.expectationsFailed > 0 {
            print("site expectations: \(tally.expectationsHeld) hold, \(tally.expectationsFailed) fail")
        }
        return tally.floorLabelled == tally.exact && tally.expectationsFailed == 0
            ? ExitStatus.success : ExitStatus.failure
    }

    /// Why a recording was not run: the message for standard error (exit 2).
    struct Refusal: Error {
        var message: String
    }

    /// Imports one recording, runs it at its site (writing the trace when asked) and reports it.
    static func runOne(_ path: String, options: Options, sites: [String: FieldSite]) throws(Refusal) -> FieldRunReport {
        let recording: Recording
        do { recording = try RecordingFormat.importRecording(path: path, format: options.format) } catch {
            throw Refusal(message: shownMessage(error))
        }
        guard !recording.fixes.isEmpty else {
            throw Refusal(
                message: "\(shown(path)): error: no location fix: the engine needs the location stream to start")
        }
        guard let sitePath = site(for: path, among: options.sites), let site = sites[sitePath] else {
            throw Refusal(
                message:
                    "\(shown(path)): error: no --site file names this recording (file name BUILDING_… and BUILDING.scenario)"
            )
        }
        var writer: FieldTraceFile?
        if let tracePath = options.trace {
            do { writer = try FieldTraceFile(path: tracePath, site: site, recording: path) } catch {
                throw Refusal(
                    message: "altsim log run: error: cannot write \(shown(tracePath)): \(error.localizedDescription)")
            }
        }
        let outcome = FieldRun.run(
            recording, site: site, referenceSigmaPa: options.referenceSigmaPa, trace: writer?.writer)
        if let error = writer?.close() {
            throw Refusal(message: "altsim log run: error: cannot write \(shown(options.trace ?? "")): \(error)")
        }
        var report = FieldRunReport(recording: recording, site: sitePath, outcome: outcome)
        report.verdicts = FieldExpectationVerdict.judge(site.expectations, recording: recording, outcome: outcome)
        return report
    }

    /// The site for `recording`: the only one, or the one whose stem starts its file name.
    static func site(for recording: String, among sites: [String]) -> String? {
        if sites.count == 1 { return sites[0] }
        let name = (recording as NSString).lastPathComponent
        return sites.first {
            let stem = (($0 as NSString).lastPathComponent as NSString).deletingPathExtension
            return name.hasPrefix(stem + "_")
        }
    }
}
