import Foundation

/// Builds one canonical JSON object as UTF-8 bytes: keys in the order written, no spaces,
/// doubles in Swift's shortest round-trip form (locale-free; non-finite values as the strings
/// `"nan"`, `"inf"`, `"-inf"`), integers in decimal, strings escaped per RFC 8259.
///
/// Writes into a growable buffer it owns (plain pointer stores: no uniqueness or exclusivity
/// checks per byte). Not copyable in meaning: one instance per `TraceEncoder`, freed by `free()`.
struct CanonicalJSONLine: TextOutputStream, TraceFieldWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private var needsComma = false

    init() {
        capacity = 1_024
        base = .allocate(capacity: capacity)
    }

    /// Releases the buffer (the owner calls it once, in its deinit).
    func free() { base.deallocate() }

    /// The bytes written so far, copied into an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Starts a new top-level object, discarding the previous one (keeps the capacity).
    mutating func reset() {
        count = 0
        append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the top-level object.
    mutating func finish() { append(UInt8(ascii: "}")) }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        fresh.update(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = grown
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        (base + count).update(from: source, count: buffer.count)
        count += buffer.count
    }

    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Keys are literals that need no escaping: copied as they are.
    private mutating func key(_ name: StaticString) {
        reserve(name.utf8CodeUnitCount + 4)
        if needsComma {
            base[count] = UInt8(ascii: ",")
            count += 1
        }
        needsComma = true
        base[count] = UInt8(ascii: "\"")
        count += 1
        name.withUTF8Buffer { append($0) }
        base[count] = UInt8(ascii: "\"")
        base[count + 1] = UInt8(ascii: ":")
        count += 2
    }

    mutating func openObject(_ name: StaticString) {
        key(name)
        append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func closeObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func null(_ name: StaticString) {
        key(name)
        append("null")
    }

    mutating func int(_ name: StaticString, _ value: Int64) {
        key(name)
        appendInteger(value)
    }

    mutating func int(_ name: StaticString, _ value: Int?) {
        guard let value else { return null(name) }
        int(name, Int64(value))
    }

    /// Decimal digits without a `String` in between.
    private mutating func appendInteger(_ value: Int64) {
        reserve(21)
        if value < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = value.magnitude
        var digits = 0
        var probe = magnitude
        repeat {
            digits += 1
            probe /= 10
        } while probe > 0
        var index = count + digits - 1
        repeat {
            base[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        count += digits
    }

    mutating func uint(_ name: StaticString, _ value: UInt64) {
        key(name)
        var text = String(value)
        text.withUTF8 { append($0) }
    }

    mutating func bool(_ name: StaticString, _ value: Bool?) {
        guard let value else { return null(name) }
        key(name)
        append(value ? "true" : "false")
    }

    mutating func double(_ name: StaticString, _ value: Double?) {
        guard let value else { return null(name) }
        key(name)
        if value.isFinite {
            // `Double`'s `TextOutputStreamable` conformance hands its shortest round-trip digits
            // to `_writeASCII` (below) straight from a stack buffer: no `String` per number.
            value.write(to: &self)
        } else {
            appendString(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
        }
    }

    mutating func string(_ name: StaticString, _ value: String?) {
        guard let value else { return null(name) }
        key(name)
        appendString(value)
    }

    /// A literal string field (escaped like any other string).
    mutating func literal(_ name: StaticString, _ value: StaticString) { string(name, value.description) }

    /// The digits of a number (see `double`).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(buffer) }

    /// Any other text written through `TextOutputStream` (UTF-8, unescaped).
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { append($0) }
    }

    /// A payload as its canonical JSON (`PayloadEncoder`).
    mutating func payload(_ name: StaticString, _ value: some Encodable, _ payloads: PayloadEncoder) {
        key(name)
        payloads.encode(value).withUnsafeBufferPointer { append($0) }
    }

    private mutating func appendString(_ value: String) {
        append(UInt8(ascii: "\""))
        var text = value
        let copied = text.withUTF8 { buffer -> Bool in
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            append(buffer)
            return true
        }
        if !copied {
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    append("\\u00")
                    hex.withUTF8Buffer { digits in
                        append(digits[Int(byte >> 4)])
                        append(digits[Int(byte & 0xF)])
                    }
                default: append(byte)
                }
            }
        }
        append(UInt8(ascii: "\""))
    }
}
