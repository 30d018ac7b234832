/// One step of lenient UTF-8 decoding: a scalar (nil for an invalid byte) and the bytes it used.
struct DecodedScalar {
    /// The decoded scalar, or nil when the byte at the position does not start a valid sequence.
    var scalar: Unicode.Scalar?
    /// Number of bytes consumed (1 for an invalid byte).
    var length: Int
}

/// Decodes the UTF-8 sequence starting at `index`. Invalid, overlong, truncated and surrogate
/// sequences yield `scalar == nil` with `length == 1`, so every byte is visited exactly once
/// and decoding never traps.
func decodeScalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> DecodedScalar {
    let lead = bytes[index]
    if lead < 0x80 { return DecodedScalar(scalar: Unicode.Scalar(lead), length: 1) }
    let count: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
        count = 2
        value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
        count = 3
        value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
        count = 4
        value = UInt32(lead & 0x07)
    default: return DecodedScalar(scalar: nil, length: 1)
    }
    guard index + count <= bytes.endIndex else { return DecodedScalar(scalar: nil, length: 1) }
    for offset in 1..<count {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return DecodedScalar(scalar: nil, length: 1) }
        value = (value << 6) | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = count == 2 ? 0x80 : (count == 3 ? 0x800 : 0x10000)
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
        return DecodedScalar(scalar: nil, length: 1)
    }
    return DecodedScalar(scalar: scalar, length: count)
}
