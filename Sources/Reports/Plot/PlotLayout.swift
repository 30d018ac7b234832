/// The fixed geometry every plot of a report shares, so their time axes line up exactly.
struct PlotLayout: Hashable, Sendable {
    /// Whole SVG width, px.
    var widthPixels: Double = 1040
    /// Room for the value axis labels and title, px.
    var leftMarginPixels: Double = 100
    /// Room right of the plot area, px.
    var rightMarginPixels: Double = 16
    /// Height of the legend row above the plot area, px.
    var legendPixels: Double = 34
    /// Height of the plot area of a line plot, px.
    var plotHeightPixels: Double = 170
    /// Room below the plot area for time tick labels and the axis title, px.
    var bottomMarginPixels: Double = 42

    /// Width of the plot area = number of decimation columns.
    var plotWidthPixels: Double { widthPixels - leftMarginPixels - rightMarginPixels }

    /// The time axis for a span.
    func timeAxis(startNanoseconds: Int64, endNanoseconds: Int64) -> TimeAxis {
        TimeAxis(
            startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds,
            leftPixels: leftMarginPixels, widthPixels: plotWidthPixels)
    }
}
