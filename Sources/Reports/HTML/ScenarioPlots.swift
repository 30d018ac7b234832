/// Turns a scenario's series (and, for A/B, a second run's) into the report's plots, all on
/// one shared time axis: pressure, HAE, HAT, GNSS error vs reported accuracy, code lanes.
struct ScenarioPlots {
    /// A plot ready to render, with the caption shown above it.
    enum Figure {
        case line(LinePlot)
        case lanes(LaneChart)

        var id: String {
            switch self {
            case .line(let plot): plot.id
            case .lanes(let chart): chart.id
            }
        }

        var title: String {
            switch self {
            case .line(let plot): plot.title
            case .lanes(let chart): chart.title
            }
        }

        var hasData: Bool {
            switch self {
            case .line(let plot): plot.hasData
            case .lanes(let chart): chart.hasData
            }
        }

        func svg(axis: TimeAxis, layout: PlotLayout) -> String {
            switch self {
            case .line(let plot): plot.svg(axis: axis, layout: layout)
            case .lanes(let chart): chart.svg(axis: axis, layout: layout)
            }
        }
    }

    /// The plot kinds, in report order; their raw values end the SVG ids ("s1-hae").
    static let kinds = ["pressure", "hae", "hat", "gnss", "codes"]

    /// The figures of one run, ids prefixed with `idPrefix`.
    static func figures(_ series: ScenarioSeries, idPrefix: String) -> [Figure] {
        let annotations = series.annotations
        return [
            .line(
                LinePlot(
                    id: idPrefix + "-pressure", title: "Pressure at the phone", valueTitle: "pressure (Pa)",
                    lines: [
                        .init(
                            series: series.measuredPressurePa,
                            style: SeriesStyle(label: "measured", color: Palette.measured, width: 1)),
                        .init(
                            series: series.referencePressurePa,
                            style: SeriesStyle(label: "reference", color: Palette.reference, dash: "6 3")),
                        .init(
                            series: series.truePressurePa, style: SeriesStyle(label: "true", color: Palette.truth),
                            alwaysOnScale: true),
                    ],
                    annotations: annotations)),
            .line(
                heightPlot(
                    series.hae, id: idPrefix + "-hae", title: "Height above the ellipsoid (HAE)",
                    valueTitle: "HAE (m)",
                    rules: series.floorLines.map { rule(\.heightHAEMeters, $0) },
                    annotations: annotations)),
            .line(
                heightPlot(
                    series.hat, id: idPrefix + "-hat", title: "Height above terrain (HAT)",
                    valueTitle: "HAT (m)",
                    rules: series.floorLines.map { rule(\.heightAboveTerrainMeters, $0) },
                    annotations: annotations)),
            .line(gnssPlot(series, id: idPrefix + "-gnss", annotations: annotations)),
            .lanes(
                LaneChart(
                    id: idPrefix + "-codes", title: "SDK codes and events", lanes: series.codeLanes,
                    annotations: annotations)),
        ]
    }

    /// A floor line as a plot rule at the height `value` picks, drawn while the phone is inside.
    /// The GNSS plot of one run: the reported accuracy against the true horizontal error (an A/B
    /// page draws run A's).
    static func gnssPlot(_ series: ScenarioSeries, id: String, annotations: [Annotation]) -> LinePlot {
        LinePlot(
            id: id, title: "GNSS horizontal error and reported accuracy", valueTitle: "horizontal (m)",
            lines: [
                .init(
                    series: series.gnssReportedAccuracyMeters,
                    style: SeriesStyle(label: "reported accuracy", color: Palette.accuracy, dash: "6 3")),
                .init(
                    series: series.gnssHorizontalErrorMeters,
                    style: SeriesStyle(label: "true error", color: Palette.truth), alwaysOnScale: true),
            ],
            annotations: annotations)
    }

    static func rule(_ value: (FloorLine) -> Double, _ floor: FloorLine) -> LinePlot.Rule {
        LinePlot.Rule(value: value(floor), label: floor.label, intervals: floor.insideNanoseconds)
    }

    /// A height plot: 90 % band, 68 % band, truth and estimate, floor lines.
    static func heightPlot(
        _ height: HeightSeries, id: String, title: String, valueTitle: String,
        rules: [LinePlot.Rule], annotations: [Annotation]
    ) -> LinePlot {
        return LinePlot(
            id: id, title: title, valueTitle: valueTitle,
            bands: [
                .init(
                    timesNanoseconds: height.estimate.timesNanoseconds, center: height.estimate.valuesMeters,
                    radius: height.estimate.u90Meters,
                    style: SeriesStyle(label: "90 % band", color: Palette.estimate, fillOpacity: 0.12)),
                .init(
                    timesNanoseconds: height.estimate.timesNanoseconds, center: height.estimate.valuesMeters,
                    radius: height.estimate.u68Meters,
                    style: SeriesStyle(label: "68 % band", color: Palette.estimate, fillOpacity: 0.28)),
            ],
            lines: [
                .init(
                    series: height.truth, style: SeriesStyle(label: "truth", color: Palette.truth, dash: "5 3"),
                    alwaysOnScale: true),
                .init(
                    series: height.estimate.estimate,
                    style: SeriesStyle(label: "estimate", color: Palette.estimate, width: 1.6)),
            ],
            rules: rules, annotations: annotations)
    }

    /// A/B figures: B's lines drawn dashed in another colour over A's, lanes of both runs.
    static func comparisonFigures(
        a: ScenarioSeries, b: ScenarioSeries, labelA: String, labelB: String, idPrefix: String
    ) -> [Figure] {
        func styleA(_ label: String) -> SeriesStyle {
            SeriesStyle(label: "A " + labelA + ": " + label, color: Palette.estimate, width: 1.6)
        }
        func styleB(_ label: String) -> SeriesStyle {
            SeriesStyle(
                label: "B " + labelB + ": " + label, color: Palette.comparisonB, dash: "7 3", width: 1.6,
                fillOpacity: 0.18)
        }
        func height(
            _ pick: (ScenarioSeries) -> HeightSeries, floor: (FloorLine) -> Double, kind: String, title: String,
            valueTitle: String
        ) -> LinePlot {
            let ha = pick(a)
            let hb = pick(b)
            return LinePlot(
                id: idPrefix + "-" + kind, title: title, valueTitle: valueTitle,
                bands: [
                    .init(
                        timesNanoseconds: ha.estimate.timesNanoseconds, center: ha.estimate.valuesMeters,
                        radius: ha.estimate.u68Meters,
                        style: SeriesStyle(label: "A 68 % band", color: Palette.estimate, fillOpacity: 0.22)),
                    .init(
                        timesNanoseconds: hb.estimate.timesNanoseconds, center: hb.estimate.valuesMeters,
                        radius: hb.estimate.u68Meters,
                        style: SeriesStyle(label: "B 68 % band", color: Palette.comparisonB, fillOpacity: 0.18)),
                ],
                lines: [
                    .init(
                        series: ha.truth,
                        style: SeriesStyle(label: "truth", color: Palette.truth, dash: "2 2", width: 1.2),
                        alwaysOnScale: true),
                    .init(series: ha.estimate.estimate, style: styleA("estimate")),
                    .init(series: hb.estimate.estimate, style: styleB("estimate")),
                ],
                rules: a.floorLines.map { rule(floor, $0) }, annotations: a.annotations)
        }
        let laneA = a.codeLanes.map { CodeLane(name: "A " + $0.name, kind: $0.kind, steps: $0.steps) }
        let laneB = b.codeLanes.map { CodeLane(name: "B " + $0.name, kind: $0.kind, steps: $0.steps) }
        return [
            .line(
                LinePlot(
                    id: idPrefix + "-pressure", title: "Pressure at the phone (A and B)", valueTitle: "pressure (Pa)",
                    lines: [
                        .init(series: a.measuredPressurePa, style: styleA("measured")),
                        .init(series: b.measuredPressurePa, style: styleB("measured")),
                        .init(
                            series: a.truePressurePa,
                            style: SeriesStyle(label: "true", color: Palette.truth, dash: "2 2", width: 1.2),
                            alwaysOnScale: true),
                    ],
                    annotations: a.annotations)),
            .line(height(\.hae, floor: \.heightHAEMeters, kind: "hae", title: "HAE, A vs B", valueTitle: "HAE (m)")),
            .line(
                height(
                    \.hat, floor: \.heightAboveTerrainMeters, kind: "hat", title: "HAT, A vs B", valueTitle: "HAT (m)")),
            .line(gnssPlot(a, id: idPrefix + "-gnss", annotations: a.annotations)),
            .lanes(
                LaneChart(
                    id: idPrefix + "-codes", title: "SDK codes, A then B", lanes: laneA + laneB,
                    annotations: a.annotations)),
        ]
    }
}
