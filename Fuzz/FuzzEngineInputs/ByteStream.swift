/// Reads the fuzzer's bytes as numbers; past the end every read gives zeros (the input is over
/// when ``isAtEnd``). Doubles and timestamps come mostly from plausible ranges, sometimes from
/// a table of hostile values (NaN, ±∞, ±0, extremes, raw bit patterns).
struct ByteStream {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// An index below `count` (0 when `count` is 0).
    mutating func index(below count: Int) -> Int {
        count <= 0 ? 0 : Int(uint16()) % count
    }

    /// One of `choices` (which must not be empty).
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// Mostly `center ± spread` (16-bit resolution); 1 in 4 a hostile value.
    mutating func double(center: Double, spread: Double) -> Double {
        let selector = byte()
        switch selector % 32 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return -0.0
        case 5: return .greatestFiniteMagnitude
        case 6: return -.greatestFiniteMagnitude
        case 7: return Double(bitPattern: uint64())
        default:
            let fraction = Double(Int16(bitPattern: uint16())) / 32_768
            return center + spread * fraction
        }
    }

    /// `nil` or a value, as `double(center:spread:)`.
    mutating func optionalDouble(center: Double, spread: Double) -> Double? {
        bool() ? double(center: center, spread: spread) : nil
    }

    /// A sample time stamp around `now`: mostly a little before it (in order, fresh), sometimes
    /// ahead, far behind, or one of Int64's extremes.
    mutating func timestamp(now: Int64) -> Int64 {
        switch byte() % 16 {
        case 0: return .min
        case 1: return .max
        case 2: return 0
        case 3: return Int64(bitPattern: uint64())
        case 4: return now &- Int64(uint16()) &* 1_000_000_000  // up to 18 h behind
        case 5: return now &+ Int64(uint16()) &* 1_000_000  // up to 65 s ahead
        default: return now &- Int64(byte()) &* 1_000_000  // up to 255 ms behind
        }
    }

    /// An integer, mostly small, sometimes extreme.
    mutating func hostileInt() -> Int {
        switch byte() % 8 {
        case 0: return .min
        case 1: return .max
        case 2: return Int(truncatingIfNeeded: uint64())
        default: return Int(Int8(bitPattern: byte()))
        }
    }

    /// `count` raw bytes.
    mutating func bytes(count: Int) -> [UInt8] { (0..<count).map { _ in byte() } }
}
