import AltitudeEngine
import CGSL
import FieldLogs
import Foundation
import Geophysics
import Noise
import Simulation

/// `altsim log fit RECORDING...`: a phone model fitted to real recordings, printed as a scenario
/// `phone model` line (Docs/field-logs.md, "Fitting a phone model").
enum LogFitCommand: Subcommand {
    static let spec = CommandSpec(
        name: "log fit",
        summary: "fit a phone model to real recordings and print it in scenario syntax",
        synopsis: ["altsim log fit RECORDING... --site SITE.scenario [--site ...] [--name NAME] [--format NAME]"],
        discussion: """
            Measures the recordings as 'altsim log compare' does and fits: the barometer's white
            noise and random walk to the Allan deviation at τ = 1, 2, 5, 10, 20, 60 s on still
            stretches (GSL nonlinear least squares, in log), its sample rate (1 / the median
            interval) and its gaps (the share of intervals longer than twice the median, and their
            median length); the GNSS receiver's outdoor accuracy (urban conditions stating the
            discrete levels of the recordings' outdoor fixes under 100 m with their shares; without
            such fixes, the accuracy scale that states their median outdoor accuracy), the indoor network
            positions (method of moments over the indoor fixes of 100 m or more: the median and log
            spread of their accuracy per fix, the mean interval between distinct positions) and the
            entrance delay (least squares on the log ratios of the two entrance statistics: the
            median time from a labelled entrance to the first fix coarser than 50 m, and to the
            engine's detection, each recording run at its site as 'altsim log run' does).
            Prints the figures as comments and the `phone model` line; the same recordings give
            the same lines.
            """,
        options: [
            .repeatable(
                "--site", "SITE.scenario", path: true, help: "the recordings' site scenario (required; repeatable)"),
            .value("--name", "NAME", help: "the phone model's name (default \"fitted\")"),
            LogCommand.formatOption,
        ],
        epilogue: "Exit status: 0 when fitted, 2 for bad input or usage (nothing to fit).")

    static func run(arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp {
            print(usage)
            return ExitStatus.success
        }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "give at least one recording", spec: spec) }
        let format = try LogCommand.format(parsed, spec: spec)
        let sitePaths = parsed.values("--site")
        guard !sitePaths.isEmpty else {
            throw UsageError(message: "give the recordings' site scenario with --site SITE.scenario", spec: spec)
        }
        var sites: [String: FieldSite] = [:]
        for path in sitePaths {
            do { sites[path] = try FieldSite.load(path: path) } catch {
                printError(shownMessage(error))
                return ExitStatus.badInput
            }
        }
        var delays: [Double?] = []
        let runOptions = LogRunCommand.Options(paths: parsed.positionals, sites: sitePaths, format: format)
        for path in parsed.positionals {
            do {
                delays += try LogRunCommand.runOne(path, options: runOptions, sites: sites).outcome
                    .detectionDelaysSeconds
            } catch {
                printError(error.message)
                return ExitStatus.badInput
            }
        }
        var recordings: [Recording] = []
        for path in parsed.positionals {
            do { recordings.append(try RecordingFormat.importRecording(path: path, format: format)) } catch {
                printError(shownMessage(error))
                return ExitStatus.badInput
            }
        }
        do {
            print(
                try fit(recordings, detectionDelaysSeconds: delays, name: parsed.value("--name") ?? "fitted")
                    .joined(separator: "\n"))
            return ExitStatus.success
        } catch {
            printError(error.message)
            return ExitStatus.badInput
        }
    }

    /// Why nothing could be fitted.
    struct Refusal: Error {
        var message: String
    }

    /// The comment lines and the `phone model` line fitted to `recordings`.
    static func fit(_ recordings: [Recording], detectionDelaysSeconds: [Double?], name: String) throws(Refusal)
        -> [String]
    {
        let statistics = FieldStatistics.measure(recordings, detectionDelaysSeconds: detectionDelaysSeconds)
        guard let rate = statistics.sampleRateHz else {
            throw Refusal(message: "altsim log fit: error: the recordings hold fewer than two pressure readings")
        }
        let points = statistics.allan.compactMap { point in
            point.deviationPa.map { (tauSeconds: point.tauSeconds, deviation: $0) }
        }
        guard let noise = AllanNoiseFit.fit(points: points, periodSeconds: 1 / rate) else {
            throw Refusal(
                message:
                    "altsim log fit: error: the Allan deviation has fewer than two points (still stretches: \(statistics.stillStretchCount)): give recordings with longer pauses"
            )
        }
        guard let outdoor = statistics.outdoorAccuracyMeters else {
            throw Refusal(message: "altsim log fit: error: no fix labelled outdoors: the outdoor accuracy needs labels")
        }
        guard let network = NetworkFixMoments.estimate(recordings) else {
            throw Refusal(
                message:
                    "altsim log fit: error: fewer than two indoor fixes of \(Int(NetworkFixMoments.minimumAccuracyMeters)) m or more: the network positions need indoor labels"
            )
        }
        guard let entrance = statistics.entranceToCoarseSeconds else {
            throw Refusal(
                message: "altsim log fit: error: no labelled entrance followed by a fix coarser than 50 m")
        }
        // The stated outdoor accuracy of an urban receiver at accuracy scale 1 (its σ with multipath).
        var urban = GNSSSpec()
        urban.outdoor = .urban
        let receiver = GNSSReceiver(
            spec: urban, root: NoiseRoot(seed: 0), streamPrefix: "fit", runStartNanoseconds: 0)
        let urbanAccuracy = receiver.reportedAccuracyMeters(forSigmaMeters: receiver.outdoorEffectiveSigmaMeters)
        let scale = outdoor.median / urbanAccuracy
        guard let detection = statistics.detectionDelaySeconds else {
            throw Refusal(message: "altsim log fit: error: the engine detected no labelled entrance")
        }
        guard let indoor = statistics.indoorAccuracyMeters else {
            throw Refusal(message: "altsim log fit: error: no fix labelled indoors")
        }
        let delay = try entranceDelay(coarseSeconds: entrance, detectionSeconds: detection, fixPeriodSeconds: 1)
        // The share of indoor fixes the fitted phone spends in its entrance delay: the delay over
        // the recordings' indoor time per entrance (their indoor fixes at 1 fix per second).
        let indoorFixesPerEntrance =
            Double(statistics.indoorAccuracies.count) / Double(max(1, statistics.entranceCount))
        let doorShare = min(1, delay / max(1, indoorFixesPerEntrance))
        let accuracy =
            networkAccuracy(doorShare: doorShare, medianMeters: indoor.median, p90Meters: indoor.p90)
            ?? (network.rowMedianAccuracyMeters, network.rowLogSpread)
        func number(_ value: Double, digits: Int = 3) -> String {
            guard value != 0 else { return "0" }
            let decimals = max(0, digits - 1 - Int(floor(log10(abs(value)))))
            var text = String(format: "%.\(decimals)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        }
        let gaps = SampleGapEstimate.estimate(recordings)
        let levels = AccuracyLevelEstimate.estimate(recordings)
        func percent(_ share: Double) -> String { "\(number(share * 100)) %" }
        let gapText =
            gaps.map {
                "# barometer gaps: \($0.gapCount) of \($0.intervalCount) intervals (\(percent($0.share))) longer than \(number(FieldStatistics.gapFactor)) × the median, median gap \(number($0.medianGapSeconds)) s"
            } ?? "# barometer gaps: none longer than \(number(FieldStatistics.gapFactor)) × the median interval"
        let levelText =
            levels.map { estimate in
                "# outdoor accuracy levels: "
                    + estimate.levels.map { "\(number($0.accuracyMeters)) m \($0.count) fixes (\(percent($0.share)))" }
                    .joined(separator: ", ")
                    + " of \(estimate.gnssFixCount) outdoor fixes under \(number(NetworkFixMoments.minimumAccuracyMeters)) m (\(estimate.offLevelCount) at no level); \(estimate.coarseFixCount) outdoor fixes of \(number(NetworkFixMoments.minimumAccuracyMeters)) m or more left out"
            } ?? "# outdoor accuracy levels: no outdoor fix under \(number(NetworkFixMoments.minimumAccuracyMeters)) m"
        var barometer =
            "barometer default, rate \(number(rate)) Hz, noise \(number(noise.whiteNoiseSigma)) Pa, random-walk \(number(noise.randomWalkRatePerRootSecond)) Pa over 1 s"
        if let gaps { barometer += ", gaps \(percent(gaps.share)) lasting \(number(gaps.medianGapSeconds)) s" }
        // The levels state the outdoor accuracy; the scale is only fitted without them.
        var outdoorClause = "accuracy-scale \(number(scale))"
        if let levels {
            outdoorClause =
                "outdoor-accuracy "
                + levels.levels.map { "\(number($0.accuracyMeters)) m \(percent($0.share))" }.joined(separator: " or ")
        }
        let allanText = points.map { "\(Int($0.tauSeconds)) s \(number($0.deviation)) Pa" }.joined(separator: ", ")
        return [
            "# altsim log fit: \(recordings.count) recordings, \(statistics.stillStretchCount) still stretches (\(statistics.stillSampleCount) readings)",
            "# Allan deviation: \(allanText); fitted white \(number(noise.whiteNoiseSigma)) Pa, random walk \(number(noise.randomWalkRatePerRootSecond)) Pa/√s (rms log residual \(number(noise.rmsLogResidual, digits: 2)))",
            "# sample rate \(number(rate)) Hz; outdoor accuracy median \(number(outdoor.median)) m (urban states \(number(urbanAccuracy)) m at scale 1)",
            "# network positions: \(network.positionCount) distinct, median \(number(network.medianAccuracyMeters)) m, log spread \(number(network.logSpread, digits: 2)), mean interval \(number(network.meanIntervalSeconds, digits: 2)) s (\(network.intervalCount) intervals); per fix (\(network.rowCount)): median \(number(network.rowMedianAccuracyMeters)) m, log spread \(number(network.rowLogSpread, digits: 2))",
            "# indoor fixes: \(statistics.indoorAccuracies.count), \(number(doorShare * 100, digits: 2)) % in the entrance delay (\(number(indoorFixesPerEntrance)) per entrance), median \(number(indoor.median)) m, p90 \(number(indoor.p90)) m: network positions of median \(number(accuracy.median)) m, log spread \(number(accuracy.spread, digits: 2))",
            gapText,
            levelText,
            "# entrance to accuracy > 50 m: median \(number(entrance)) s, to the engine's detection \(number(detection)) s, over \(statistics.entranceCount) entrances; fitted entrance delay \(number(delay, digits: 2)) s",
            "phone model \"\(name)\" \(barometer); gnss urban, \(outdoorClause), network-fix median \(number(accuracy.median)) m spread \(number(accuracy.spread, digits: 2)) every \(number(network.meanIntervalSeconds, digits: 2)) s, entrance-delay \(number(delay, digits: 2)) s",
        ]
    }

    /// The entrance delay D that brings both entrance statistics of a simulated phone closest to
    /// the recordings', in log: the first fix coarser than 50 m comes D after the entrance (a
    /// network position passes 50 m almost always), the engine's detection after its
    /// `indoorEntryCoarseFixes` coarse fixes, D + that many fix periods. GSL least squares on
    /// `ln D − ln coarse` and `ln(D + n·period) − ln detection`, fitted as ln D.
    static func entranceDelay(coarseSeconds: Double, detectionSeconds: Double, fixPeriodSeconds: Double) throws(Refusal)
        -> Double
    {
        let lag = Double(EngineConfiguration().indoorEntryCoarseFixes) * fixPeriodSeconds
        guard coarseSeconds > 0, detectionSeconds > 0,
            let fit = NonlinearLeastSquares.fit(
                start: [log(coarseSeconds)], residualCount: 2,
                residuals: { x in
                    [x[0] - log(coarseSeconds), log(exp(x[0]) + lag) - log(detectionSeconds)]
                })
        else {
            throw Refusal(
                message:
                    "altsim log fit: error: the entrance statistics admit no delay (\(coarseSeconds) s, \(detectionSeconds) s)"
            )
        }
        return exp(fit.parameters[0])
    }

    /// The network positions' median accuracy and log spread that give the recordings' indoor
    /// median and p90 per fix, when a share `doorShare` of the indoor fixes are the entrance's
    /// (outdoor-like, below every network position): quantile q of all indoor fixes is then the
    /// log-normal's quantile u = (q − share) / (1 − share), so
    /// `ln A_q = ln median + spread · Φ⁻¹(u)` at q = 0.5 and 0.9 gives both. `nil` when the share
    /// reaches half the fixes or the two quantiles do not increase.
    static func networkAccuracy(doorShare: Double, medianMeters: Double, p90Meters: Double) -> (
        median: Double, spread: Double
    )? {
        guard doorShare >= 0, doorShare < 0.5, medianMeters > 0, p90Meters > medianMeters else { return nil }
        let z50 = gsl_cdf_ugaussian_Pinv((0.5 - doorShare) / (1 - doorShare))
        let z90 = gsl_cdf_ugaussian_Pinv((0.9 - doorShare) / (1 - doorShare))
        let spread = (log(p90Meters) - log(medianMeters)) / (z90 - z50)
        return (exp(log(medianMeters) - spread * z50), spread)
    }
}
