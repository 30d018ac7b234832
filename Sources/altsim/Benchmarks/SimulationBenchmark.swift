import Foundation
import Simulation

/// `altsim bench sim [--days N]`: the whole simulator on the reference workload
/// (`SimulationSpec.referenceWorkload`: one device, barometer 25 Hz, GNSS 1 Hz, altitude mode
/// `oneSecond`, a moving front and an office visit a day), hash-only trace, measured in this
/// process against the bare ziggurat draw of `bench noise`.
enum SimulationBenchmark {
    static let target = BenchTarget(
        name: "sim", summary: "the reference workload: realtime factor, ns per barometer sample", run: run)

    static func run(options: BenchOptions) -> BenchFigures {
        let days = options.hours.map { Double($0) / 24 } ?? Double(options.days)
        var figures = BenchFigures(title: "altsim bench sim: reference workload, \(days) day(s), hash-only trace")
        let raw = NoiseBenchmark.rawZiggurat(samples: options.samples)
        do {
            let spec = try SimulationSpec.referenceWorkload(days: days)
            let begin = monotonicNanoseconds()
            let run = try SimulationRun(spec: spec)
            let result = run.run()
            let wall = Double(monotonicNanoseconds() - begin) / 1e9
            let samples = Double(result.counts.pressureSamples)
            let nsPerSample = wall * 1e9 / max(samples, 1)
            figures.add("simulated_seconds", result.simulatedSeconds)
            figures.add("wall_seconds", wall)
            figures.add("realtime_factor", result.simulatedSeconds / wall)
            figures.add("baro_samples", samples)
            figures.add("ns_per_baro_sample", nsPerSample)
            figures.add("raw_ziggurat_ns_per_sample", raw.nanosecondsPerSample)
            figures.add("ratio_to_raw_draw", nsPerSample / raw.nanosecondsPerSample)
            figures.add("altitude_callbacks", Double(result.counts.altitudeCallbacks))
            figures.add("trace_lines", Double(result.counts.traceLines))
        } catch {
            printError("altsim bench sim: \(error)")
            figures.add("error", .nan)
        }
        figures.add("peak_rss_mb", peakResidentMegabytes())
        return figures
    }

    /// VmHWM of /proc/self/status, MB (NaN where unavailable).
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").compactMap { Double($0) }
            if let kilobytes = digits.first { return kilobytes / 1024 }
        }
        return .nan
    }
}
