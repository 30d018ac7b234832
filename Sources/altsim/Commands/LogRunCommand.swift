import FieldLogs
import Foundation
import Reports
import ScenarioTesting
import Scenarios
import Simulation

/// `altsim log run RECORDING... --site SITE.scenario`: each recording through the built-in engine,
/// with the site supplying terrain, geoid, the building and the assistance reference; the floors
/// and the indoor detector judged against the recording's labels (Docs/field-logs.md).
enum LogRunCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log run",
        summary: "run real phone recordings through the engine",
        synopsis: [
            "altsim log run RECORDING... --site SITE.scenario [--site SITE.scenario ...] [--format NAME]",
            "               [--reference FILE.csv | --reference-sigma PA] [--report FILE.html] [--json FILE]",
            "               [--trace FILE]",
        ],
        discussion: """
            Feeds each recording's pressure and location streams, at their recorded times, into the
            built-in engine through its ports (a manual scheduler, the site's reference as the
            assistance service, altitude mode every 1 s). The site scenario supplies the origin,
            terrain and geoid, the building (its first `building`: floors, lobby and storey heights)
            and the reference: the series or declared pressure ± σ its `reference` statement names,
            else its `weather sea-level` with σ 1500 Pa (and its `temperature`, σ 8 K). With
            several --site files, a recording uses the site whose file name (without .scenario)
            starts its own file name before an underscore (falcon-2018 trials: gsb_a_1_3.csv →
            gsb.scenario).
            Per recording it prints the engine's final height, the floor it names above the
            entrance the engine found itself, the floor its absolute height names, and, where the
            recording has labels, whether they match and the indoor detector's agreement with the
            indoor labels per second, and the verdict of each of the site's `expect final floor =
            label` and `expect indoors detected within D of label` lines; then the totals:
            'field logs: N recordings, E exact floor, W within one floor'.
            --reference names a recorded sea-level pressure series (CSV: time, pressure in Pa or hPa,
            optional sigma) that the assistance service answers from, interpolated in time with its
            stated σ, instead of the site's reference; --reference-sigma replaces the σ of the
            site's declared reference (and its series, if it names one, by its `weather sea-level`):
            the command line overrides the site.
            --report writes the HTML report in the form of 'altsim run --report': the totals, a
            table per recording (site, final floor by the engine, by its label and by its absolute
            height, indoor agreement, expectations, verdict), the rows each import cleaned, and per
            recording its plots (recorded pressure, HAE and HAT estimates with their bands, code
            lanes), events (labelled entrances, the entrance the engine found, the labelled final
            floor) and expectations.
            """,
        options: [
            .repeatable("--site", "SITE.scenario", path: true, help: "the site scenario (required; repeatable)"),
            LogCommand.formatOption,
            .value(
                "--reference-sigma", "PA",
                help:
                    "σ of the declared sea-level reference, 1…5000 Pa, over the site's `reference` (default: the site's, else 1500)"
            ),
            .value(
                "--reference", "FILE.csv", path: true,
                help:
                    "answer the assistance fetches from this sea-level pressure series (time, pressure, sigma), over the site's `reference`"
            ),
            .value("--report", "FILE", path: true, help: "write the HTML report of the recordings' runs"),
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
        /// `--reference-sigma`, over the site's σ (``FieldReference``).
        var referenceSigmaPa: Double?
        var reference: String?
        var report: String?
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
            reference: parsed.value("--reference"), report: parsed.value("--report"), json: parsed.value("--json"),
            trace: parsed.value("--trace"))
        if options.trace != nil, options.paths.count != 1 {
            throw UsageError(message: "--trace writes the run of one recording: give exactly one", spec: spec)
        }
        if let text = parsed.value("--reference-sigma") {
            if options.reference != nil {
                throw UsageError(
                    message:
                        "--reference-sigma is the σ of the declared reference; a --reference series states its own",
                    spec: spec)
            }
            guard let value = Double(text), value.isFinite, (1...5000).contains(value) else {
                throw UsageError(
                    message: "--reference-sigma must be a number of Pa from 1 to 5000 (got '\(shown(text))')",
                    spec: spec)
            }
            options.referenceSigmaPa = value
        }
        return options
    }

    /// What each output is called in messages (`cannot write the report '…'`).
    static let reportRole = "report", jsonRole = "JSON results", traceRole = "trace"

    /// The files the run writes, checked against each other and the files it reads before anything
    /// runs (`siteSeries`: the series files the sites name, once they are loaded).
    static func validateOutputs(_ options: Options, siteSeries: [String] = []) throws(OutputFileError) {
        var outputs: [OutputPlan.Output] = []
        if let path = options.report { outputs.append(.init(role: reportRole, path: path)) }
        if let path = options.json { outputs.append(.init(role: jsonRole, path: path)) }
        if let path = options.trace { outputs.append(.init(role: traceRole, path: path)) }
        try OutputPlan.validate(
            outputs: outputs,
            inputs: options.paths + options.sites + [options.reference].compactMap { $0 } + siteSeries)
    }

    static func run(arguments: [String]) throws -> Int32 {
        guard let options = try parse(arguments) else {
            print(usage)
            return ExitStatus.success
        }
        do { try validateOutputs(options) } catch {
            printError("altsim log run: error: \(error)")
            return ExitStatus.badInput
        }
        var sites: [String: FieldSite] = [:]
        for path in options.sites {
            do { sites[path] = try FieldSite.load(path: path) } catch {
                printError(shownMessage(error), terminator: String(describing: error).hasSuffix("\n") ? "" : "\n")
                return ExitStatus.badInput
            }
        }
        do {
            try validateOutputs(options, siteSeries: options.sites.compactMap { sites[$0]?.reference?.seriesPath })
        } catch {
            printError("altsim log run: error: \(error)")
            return ExitStatus.badInput
        }
        var series: ReferencePressureSeries?
        if let path = options.reference {
            do { series = try ReferencePressureSeries.load(path: path) } catch {
                printError(error.description)
                return ExitStatus.badInput
            }
        }
        var tally = FieldTally()
        var rows: [FieldRunReport] = []
        var entries: [FieldReportDocument.Recording] = []
        let command = "altsim " + (["log", "run"] + arguments).joined(separator: " ")
        for path in options.paths {
            do {
                let records = options.report == nil ? nil : TraceRecorder()
                let report = try runOne(path, options: options, sites: sites, reference: series, records: records)
                tally.add(report)
                rows.append(report)
                print(report.line)
                if let records, let site = sites[report.site] {
                    entries.append(
                        FieldReportMapping.recording(report, records: records.records, site: site, command: command))
                }
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
        let expectationsLine =
            tally.expectationsHeld + tally.expectationsFailed > 0
            ? "site expectations: \(tally.expectationsHeld) hold, \(tally.expectationsFailed) fail" : nil
        if let expectationsLine { print(expectationsLine) }
        if let path = options.report {
            let reference = referenceSummary(options, sites: sites, series: series)
            let document = FieldReportDocument(
                title: "AltitudeSim field-log run", generatedBy: command,
                engine: ReportDocument.builtInEngine + "; assistance reference: " + reference, recordings: entries,
                totals: [tally.summary] + [tally.indoorSummary, expectationsLine].compactMap { $0 })
            do { try OutputFile.write(FieldHTMLReport.render(document), to: path, role: reportRole) } catch {
                printError("altsim log run: error: \(error)")
                return ExitStatus.badInput
            }
            print("report: \(shown(path))")
        }
        return tally.floorLabelled == tally.exact && tally.expectationsFailed == 0
            ? ExitStatus.success : ExitStatus.failure
    }

    /// The assistance reference of the report's generated line: the one every site runs with,
    /// else each site's.
    static func referenceSummary(_ options: Options, sites: [String: FieldSite], series: ReferencePressureSeries?)
        -> String
    {
        let command = series.map { (series: $0, path: options.reference ?? "") }
        let each = options.sites.map {
            sites[$0].map {
                FieldReference.resolve(site: $0, commandSeries: command, commandSigmaPa: options.referenceSigmaPa)
                    .summary
            } ?? ""
        }
        if Set(each).count == 1, let only = each.first {
            return only.replacingOccurrences(of: "the site's declared", with: "the sites' declared")
        }
        return zip(options.sites, each).map { "\(shown($0.0)): \($0.1)" }.joined(separator: "; ")
    }

    /// Why a recording was not run: the message for standard error (exit 2).
    struct Refusal: Error {
        var message: String
    }

    /// Imports one recording, runs it at its site (writing the trace when asked, keeping its
    /// records in `records` when given) and reports it.
    static func runOne(
        _ path: String, options: Options, sites: [String: FieldSite], reference: ReferencePressureSeries? = nil,
        records: TraceRecorder? = nil
    ) throws(Refusal) -> FieldRunReport {
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
        let sinks: [any TraceSink] = [writer?.writer as (any TraceSink)?, records].compactMap { $0 }
        let outcome = FieldRun.run(
            recording, site: site,
            reference: FieldReference.resolve(
                site: site, commandSeries: reference.map { (series: $0, path: options.reference ?? "") },
                commandSigmaPa: options.referenceSigmaPa),
            trace: sinks.isEmpty ? nil : sinks.count == 1 ? sinks[0] : FanOutSink(sinks))
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
