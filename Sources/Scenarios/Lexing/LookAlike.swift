/// A character that looks like one the language uses but is another (a non-breaking space, an
/// en dash for a minus, `µ`, curly quotes): the lexer names it and says what to write instead
/// of printing an invisible or confusing "unexpected character".
struct LookAlike {
    var name: String
    var hint: String

    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0xA0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
            (name, hint) = ("non-breaking or typographic space", "replace it with an ordinary space")
        case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xFE63, 0xFF0D:
            (name, hint) = ("dash '\(Character(scalar))'", "write '-' (the ASCII hyphen-minus) for a minus sign")
        case 0xB5, 0x3BC:
            (name, hint) = ("micro sign '\(Character(scalar))'", "write microseconds as 'us'")
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0xAB, 0xBB, 0xFF02, 0x2018, 0x2019, 0x201A, 0x201B, 0x2032:
            (name, hint) = (
                "typographic quote '\(Character(scalar))'", "write strings between straight double quotes (\")"
            )
        case 0xFF10...0xFF19:
            (name, hint) = ("full-width digit '\(Character(scalar))'", "write the ASCII digits 0-9")
        default: return nil
        }
    }
}
