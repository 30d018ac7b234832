import Scenarios
import Simulation

/// A device's altitude callbacks as columns: what expectations read, without keeping each
/// callback's full context and truth (≈ 500 bytes) for the whole run.
///
/// Always kept: the time (as arithmetic progressions: nothing per callback while they come at a
/// steady period), the reported height, its 68 % uncertainty and the true HAE (``HeightColumn``:
/// 8 bytes each when ``fields`` holds ``CallbackFields/heights``, else 4 bytes each as Float32,
/// for failure excerpts; runs of equal values while they repeat); as runs of equal values the codes, flags, floor number, address
/// and the true building and floor; the other numbers only when ``fields`` holds them.
/// ``callback(at:)`` rebuilds a callback: exactly the trace's values for what is kept exactly,
/// the Float32 copy of a height kept so, `nil` for a number that is not kept (no expectation
/// that chose ``fields`` reads it).
struct CallbackColumns: Sendable {
    let fields: CallbackFields
    private(set) var offsets = ProgressionColumn()
    private var codes = RunLengthColumn<Int?>()
    private var hasContext = RunLengthColumn<Bool>()
    private var heights: HeightColumn
    private var uncertainties68: HeightColumn
    private var truthHAE: HeightColumn
    private var statusCodes = RunLengthColumn<Int?>()
    private var errorCodes = RunLengthColumn<Int?>()
    private var warningCodes = RunLengthColumn<Int?>()
    private var manualBaroCal = RunLengthColumn<Bool?>()
    private var floorNumbers = RunLengthColumn<Int?>()
    private var addresses = RunLengthColumn<String?>()
    private var buildings = RunLengthColumn<Int?>()
    private var floors = RunLengthColumn<Int?>()
    /// The optional numbers, by field (only those in ``fields``).
    private var numbers: [UInt32: ChunkedColumn<Double>] = [:]
    private var timestamps = ChunkedColumn<Int64>()
    /// Contexts whose `epochTimestamp` is not their `timestampNanoseconds` in ms (a context an
    /// engine process decoded that way), kept whole by callback index.
    private var irregular: [Int: NNAltitudeContext] = [:]

    /// The optional Double fields of a context kept only when asked for.
    private static let optionalNumbers: [CallbackFields] = [
        .heightUncertainty, .heightAboveTerrain, .heightAboveTerrainUncertainty, .heightHatUncertainty68,
        .floorConfidence, .addressConfidence, .userPressure, .referencePressure, .referencePressureUncertainty,
        .referenceTemperature, .referenceTemperatureUncertainty,
    ]

    /// The value of one of ``optionalNumbers`` in a context.
    private static func number(_ field: CallbackFields, in c: NNAltitudeContext) -> Double? {
        switch field {
        case .heightUncertainty: c.heightUncertainty
        case .heightAboveTerrain: c.heightAboveTerrain
        case .heightAboveTerrainUncertainty: c.heightAboveTerrainUncertainty
        case .heightHatUncertainty68: c.heightHatUncertainty68
        case .floorConfidence: c.floorConfidence
        case .addressConfidence: c.addressConfidence
        case .userPressure: c.userPressure
        case .referencePressure: c.referencePressurePa
        case .referencePressureUncertainty: c.referencePressureUncertaintyPa
        case .referenceTemperature: c.referenceTemperatureKelvin
        case .referenceTemperatureUncertainty: c.referenceTemperatureUncertaintyKelvin
        default: nil
        }
    }

    init(fields: CallbackFields) {
        self.fields = fields
        let exact = fields.contains(.heights)
        heights = HeightColumn(exact: exact)
        uncertainties68 = HeightColumn(exact: exact)
        truthHAE = HeightColumn(exact: exact)
        for field in Self.optionalNumbers where fields.contains(field) { numbers[field.rawValue] = ChunkedColumn() }
        if fields.contains(.truthHeightAboveTerrain) {
            numbers[CallbackFields.truthHeightAboveTerrain.rawValue] = ChunkedColumn()
        }
    }

    var count: Int { offsets.count }

    /// `nil` stored in a Double column: a NaN whose payload no arithmetic produces (a NaN the
    /// engine reports is kept bit for bit; only this one pattern would read back as `nil`).
    private static let absentBits: UInt64 = 0x7FF8_0000_00AB_5E17

    private static func stored(_ value: Double?) -> Double {
        guard let value else { return Double(bitPattern: absentBits) }
        return value.bitPattern == absentBits ? .nan : value
    }

    private static func read(_ value: Double) -> Double? {
        value.bitPattern == absentBits ? nil : value
    }

    mutating func append(offset: Int64, code: Int?, context: NNAltitudeContext?, truth: TruthSnapshot) {
        offsets.append(offset)
        codes.append(code)
        hasContext.append(context != nil)
        heights.append(context?.height)
        uncertainties68.append(context?.heightUncertainty68)
        truthHAE.append(truth.heightHAEMeters)
        statusCodes.append(context?.statusCode)
        errorCodes.append(context?.errorCode)
        warningCodes.append(context?.warningCode)
        manualBaroCal.append(context?.manualBaroCal)
        floorNumbers.append(context?.floorNumber)
        addresses.append(context?.address)
        buildings.append(truth.buildingIndex)
        floors.append(truth.floor)
        for field in Self.optionalNumbers where fields.contains(field) {
            numbers[field.rawValue, default: ChunkedColumn()].append(
                Self.stored(context.flatMap { Self.number(field, in: $0) }))
        }
        if fields.contains(.truthHeightAboveTerrain) {
            numbers[CallbackFields.truthHeightAboveTerrain.rawValue, default: ChunkedColumn()].append(
                truth.heightAboveTerrainMeters)
        }
        if fields.keepsTimestamps { timestamps.append(context?.timestampNanoseconds ?? 0) }
        if let context, context.epochTimestamp != Int(context.timestampNanoseconds / 1_000_000) {
            irregular[offsets.count - 1] = context
        }
    }

    private func number(_ field: CallbackFields, _ index: Int) -> Double? {
        numbers[field.rawValue].flatMap { Self.read($0[index]) }
    }

    /// The callback at `index`, rebuilt from the columns.
    func callback(at index: Int) -> DeviceTrace.Callback {
        let truth = DeviceTrace.CallbackTruth(
            heightHAEMeters: truthHAE[index] ?? .nan,
            heightAboveTerrainMeters: numbers[CallbackFields.truthHeightAboveTerrain.rawValue]?[index] ?? .nan,
            buildingIndex: buildings[index], floor: floors[index])
        var context: NNAltitudeContext?
        if let whole = irregular[index] {
            context = whole
        } else if hasContext[index] {
            let timestamp = fields.keepsTimestamps ? timestamps[index] : 0
            context = NNAltitudeContext(
                height: heights[index], heightUncertainty: number(.heightUncertainty, index),
                heightUncertainty68: uncertainties68[index],
                heightAboveTerrain: number(.heightAboveTerrain, index),
                heightAboveTerrainUncertainty: number(.heightAboveTerrainUncertainty, index),
                heightHatUncertainty68: number(.heightHatUncertainty68, index), floorNumber: floorNumbers[index],
                floorConfidence: number(.floorConfidence, index), address: addresses[index],
                addressConfidence: number(.addressConfidence, index), statusCode: statusCodes[index],
                errorCode: errorCodes[index], manualBaroCal: manualBaroCal[index],
                userPressure: number(.userPressure, index), warningCode: warningCodes[index],
                referencePressurePa: number(.referencePressure, index),
                referencePressureUncertaintyPa: number(.referencePressureUncertainty, index),
                referenceTemperatureKelvin: number(.referenceTemperature, index),
                referenceTemperatureUncertaintyKelvin: number(.referenceTemperatureUncertainty, index),
                timestampNanoseconds: timestamp)
        }
        return DeviceTrace.Callback(offset: offsets[index], code: codes[index], context: context, truth: truth)
    }

    /// The values of a callback code stream, one per callback that carries it (`error`: the
    /// context's error code, else the callback's own code), as segments of consecutive callbacks
    /// with the same value.
    func observations(_ stream: CodeStream) -> ObservationList {
        var segments = ObservationList.Segments(offsets: offsets)
        var previous: (index: Int, value: Int)?
        for index in 0..<offsets.count {
            let value: Int? =
                switch stream {
                case .status: statusCodes[index]
                case .error: errorCodes[index] ?? codes[index]
                case .warning: warningCodes[index]
                case .manualBaroCal: manualBaroCal[index].map { $0 ? 1 : 0 }
                case .sdk, .calibration: nil
                }
            guard let value else {
                previous = nil
                continue
            }
            if let previous, previous.index == index - 1, previous.value == value {
                segments.extendLast()
            } else {
                segments.start(callbackIndex: index, value: value)
            }
            previous = (index, value)
        }
        return ObservationList(segments: segments)
    }

    /// Bytes held per callback by the dense columns (the runs add a few bytes per change), the
    /// heights' columns counted at their dense width (while their values repeat they hold less,
    /// ``heightBytesPerCallback``).
    var bytesPerCallback: Int {
        3 * heights.bytesPerValue + 8 * (numbers.count + (fields.keepsTimestamps ? 1 : 0))
    }

    /// Bytes the height, 68 % uncertainty and true HAE columns hold per callback now, on average.
    var heightBytesPerCallback: Double {
        heights.bytesHeldPerValue + uncertainties68.bytesHeldPerValue + truthHAE.bytesHeldPerValue
    }
}
