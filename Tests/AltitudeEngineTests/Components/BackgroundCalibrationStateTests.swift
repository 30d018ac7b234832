import Testing

@testable import AltitudeEngine

@Suite("BackgroundCalibration: idle, waiting for reference; the series it keeps")
struct BackgroundCalibrationStateTests {
    private static let record = CalibrationRecord(
        offsetPa: 20, uncertaintyPa: 3, madeAtNanoseconds: 0,
        source: .background)

    @Test("a check that asks for reference data waits until the next check begins or a stop")
    func waits() {
        var background = BackgroundCalibration()
        #expect(!background.wantsReference)
        background.referenceNeeded()
        #expect(background.state == .waitingForReference && background.wantsReference)
        background.checkBegan()
        #expect(background.state == .idle)
        background.referenceNeeded()
        background.stop()
        #expect(!background.wantsReference)
    }

    @Test("a new series without one, for another record in force, or after a long gap")
    func newSeries() {
        var background = BackgroundCalibration()
        #expect(background.needsNewSeries(calibration: nil, nowNanoseconds: 0, maximumGapNanoseconds: 10))
        background.startSeries(prior: nil, nowNanoseconds: 0, lastRecord: Self.record)
        #expect(!background.needsNewSeries(calibration: Self.record, nowNanoseconds: 10, maximumGapNanoseconds: 10))
        #expect(background.needsNewSeries(calibration: Self.record, nowNanoseconds: 11, maximumGapNanoseconds: 10))
        #expect(background.needsNewSeries(calibration: nil, nowNanoseconds: 5, maximumGapNanoseconds: 10))
    }

    @Test("a window joins the series; the stop keeps the series and the adopted record")
    func windowsSurviveStop() {
        var background = BackgroundCalibration()
        let none = background.addWindow(
            offsetPa: 1, independentVariancePa2: 1, correlatedVariancePa2: 1,
            referenceVariancePa2: 0, atNanoseconds: 1)
        #expect(none == nil)
        background.startSeries(prior: nil, nowNanoseconds: 0, lastRecord: nil)
        let series = background.addWindow(
            offsetPa: 12, independentVariancePa2: 4, correlatedVariancePa2: 1,
            referenceVariancePa2: 0.5, atNanoseconds: 7)
        #expect(series?.windowCount == 1 && series?.lastWindowNanoseconds == 7 && series?.fused?.offsetPa == 12)
        background.adopt(Self.record)
        background.stop()
        #expect(background.series?.lastRecord == Self.record && background.series?.windowCount == 1)
    }
}
