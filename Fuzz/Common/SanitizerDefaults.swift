// Compiled into every libFuzzer target (tools/fuzz/build.sh).

/// AddressSanitizer's built-in defaults for these binaries, so replaying one input file behaves
/// like the fuzzing run: LeakSanitizer off, because it reports Swift's lazily initialised
/// globals (`static let` tables; their pointers are stored with spare bits set) as leaks.
/// `ASAN_OPTIONS` still overrides it.
@_cdecl("__asan_default_options")
public func asanDefaultOptions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(("detect_leaks=0" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
}
