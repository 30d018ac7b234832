import ScenarioTesting
import Testing

/// The words of the commands altsim prints are pasteable: plain text as it is, anything a
/// shell would act on in quotes, anything a terminal would act on as `$'…'` escapes.
@Suite("Shell words")
struct ShellWordTests {
    @Test(
        "Each kind of text is quoted as one word",
        arguments: [
            ("scenarios/calm-day.scenario", "scenarios/calm-day.scenario"),
            ("a b.scenario", "'a b.scenario'"),
            ("a;b$c.scenario", "'a;b$c.scenario'"),
            ("it's.scenario", "'it'\\''s.scenario'"),
            ("*.scenario", "'*.scenario'"),
            ("café.scenario", "'café.scenario'"),
            ("", "''"),
            ("red\u{1B}[31m.scenario", "$'red\\x1B[31m.scenario'"),
        ])
    func quoted(_ text: String, _ word: String) {
        #expect(ShellWord.quoted(text) == word)
    }
}
