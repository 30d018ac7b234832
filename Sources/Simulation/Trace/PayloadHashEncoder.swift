/// Feeds an `Encodable` payload (a request, response, calibration record, upload or app call)
/// straight into the trace hash as words, in the order its `encode(to:)` writes them — without
/// building its JSON (`JSONEncoder` with sorted keys cost ≈ 80 000 instructions per payload).
///
/// Words (Docs/simulator.md, "Trace hash"): every key as a string (`5`, byte count, bytes);
/// a value as the record's field words (`0` nil, `1` signed, `2` unsigned, `3` bool, `4` double,
/// `5` string); a nested value (anything that is not one of those) between `0x7b` and `0x7d`.
/// Synthesised `Codable` writes fields in declaration order, so the words are deterministic
/// for every payload type in the trace (none holds a `Dictionary`, whose order would not be).
final class PayloadHashEncoder: Encoder {
    var hasher: BinaryTraceHasher
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private init(hasher: BinaryTraceHasher) { self.hasher = hasher }

    /// Hashes `value` into `hasher` (a failing `encode(to:)` leaves the words written so far
    /// and a final `0`).
    static func hash(_ value: some Encodable, into hasher: inout BinaryTraceHasher) {
        let encoder = PayloadHashEncoder(hasher: hasher)
        do { try value.encode(to: encoder) } catch { encoder.hasher.word(0) }
        hasher = encoder.hasher
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Unkeyed(encoder: self) }

    // MARK: Words

    func key(_ key: some CodingKey) {
        var text = key.stringValue
        text.withUTF8 { hasher.string($0) }
    }

    func string(_ value: String) {
        var text = value
        text.withUTF8 { hasher.string($0) }
    }

    func signed(_ value: some BinaryInteger) { hasher.signed(Int64(truncatingIfNeeded: value)) }
    func unsigned(_ value: some BinaryInteger) { hasher.unsigned(UInt64(truncatingIfNeeded: value)) }

    func nested(_ value: some Encodable) throws {
        hasher.word(0x7B)
        try value.encode(to: self)
        hasher.word(0x7D)
    }

    // MARK: Containers

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: PayloadHashEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) {
            encoder.key(key)
            encoder.hasher.word(0)
        }
        func encode(_ value: Bool, forKey key: Key) {
            encoder.key(key)
            encoder.hasher.bool(value)
        }
        func encode(_ value: String, forKey key: Key) {
            encoder.key(key)
            encoder.string(value)
        }
        func encode(_ value: Double, forKey key: Key) {
            encoder.key(key)
            encoder.hasher.double(value)
        }
        func encode(_ value: Float, forKey key: Key) {
            encoder.key(key)
            encoder.hasher.double(Double(value))
        }
        func encode(_ value: Int, forKey key: Key) {
            encoder.key(key)
            encoder.signed(value)
        }
        func encode(_ value: Int8, forKey key: Key) {
            encoder.key(key)
            encoder.signed(value)
        }
        func encode(_ value: Int16, forKey key: Key) {
            encoder.key(key)
            encoder.signed(value)
        }
        func encode(_ value: Int32, forKey key: Key) {
            encoder.key(key)
            encoder.signed(value)
        }
        func encode(_ value: Int64, forKey key: Key) {
            encoder.key(key)
            encoder.signed(value)
        }
        func encode(_ value: UInt, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(value)
        }
        func encode(_ value: UInt8, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(value)
        }
        func encode(_ value: UInt16, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(value)
        }
        func encode(_ value: UInt32, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(value)
        }
        func encode(_ value: UInt64, forKey key: Key) {
            encoder.key(key)
            encoder.unsigned(value)
        }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.key(key)
            try encoder.nested(value)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            encoder.key(key)
            encoder.hasher.word(0x7B)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.key(key)
            encoder.hasher.word(0x7B)
            return Unkeyed(encoder: encoder)
        }

        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder {
            encoder.key(key)
            return encoder
        }
    }

    /// An unkeyed container, also the single-value container.
    struct Unkeyed: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let encoder: PayloadHashEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }

        func encodeNil() { encoder.hasher.word(0) }
        func encode(_ value: Bool) { encoder.hasher.bool(value) }
        func encode(_ value: String) { encoder.string(value) }
        func encode(_ value: Double) { encoder.hasher.double(value) }
        func encode(_ value: Float) { encoder.hasher.double(Double(value)) }
        func encode(_ value: Int) { encoder.signed(value) }
        func encode(_ value: Int8) { encoder.signed(value) }
        func encode(_ value: Int16) { encoder.signed(value) }
        func encode(_ value: Int32) { encoder.signed(value) }
        func encode(_ value: Int64) { encoder.signed(value) }
        func encode(_ value: UInt) { encoder.unsigned(value) }
        func encode(_ value: UInt8) { encoder.unsigned(value) }
        func encode(_ value: UInt16) { encoder.unsigned(value) }
        func encode(_ value: UInt32) { encoder.unsigned(value) }
        func encode(_ value: UInt64) { encoder.unsigned(value) }
        func encode<T: Encodable>(_ value: T) throws { try encoder.nested(value) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey>
        {
            encoder.hasher.word(0x7B)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            encoder.hasher.word(0x7B)
            return Unkeyed(encoder: encoder)
        }

        func superEncoder() -> any Encoder { encoder }
    }
}
