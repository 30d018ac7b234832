#!/usr/bin/env python3
"""Type-checks every ```swift block of README.md and Docs/**/*.md against the package's modules.

Each block is written to a file of its own and checked with `swiftc -typecheck` against the
modules of a debug build (`.build/debug/Modules`, so run `swift build --build-tests` first):
a block that names a type, function or argument that does not exist fails the check, with the
Markdown file and line of the block.

A block is compiled as written (top-level code allowed), after the imports it lacks: when a
block imports nothing, every library module of the package and Testing are imported for it.
Names a block uses without defining them (`expectations`, `records`) are declared in a hidden
comment right before its opening fence, whose lines are compiled before the block:

    <!-- snippet: given
    let expectations: [CompiledExpectation] = []
    -->

A block that is deliberately not compilable on its own (a `Package.swift` excerpt) is marked by
the line `<!-- snippet: fragment -->` right before its opening fence; it is skipped.

Usage: tools/checks/doc-snippets.py [--build-dir .build/debug] [--jobs N] [--self-test] [FILE.md ...]
--self-test first proves the check on a page of its own: a block naming a type that does not
exist must fail, a block given its names must pass, a fragment must be skipped.
Exit status: 0 every block type-checks, 1 some block does not, 2 the check cannot run.
"""

import argparse
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import tempfile

FRAGMENT_MARK = "<!-- snippet: fragment -->"
FENCE_OPEN = re.compile(r"^```swift\s*$")
FENCE_CLOSE = re.compile(r"^```\s*$")
# The modules a block that imports nothing sees.
DEFAULT_IMPORTS = [
    "Noise", "Geophysics", "EngineInterface", "AssistanceProtocol", "AssistanceService", "Simulation",
    "AltitudeEngine", "Scenarios", "ScenarioTesting", "Reports", "Testing",
]
GIVEN_OPEN = "<!-- snippet: given"
GIVEN_CLOSE = "-->"


class Snippet:
    """One ```swift block: where it is written, its text, and whether it is marked a fragment."""

    def __init__(self, path, line, text, fragment, given):
        self.path = path
        self.line = line
        self.text = text
        self.fragment = fragment
        self.given = given

    def source(self):
        """The block as a Swift file: its imports (the default ones when it has none), what it is
        given, then the block without its imports."""
        import_line = re.compile(r"^\s*import\s+\w+\s*$")
        lines = self.text.split("\n")
        imports = [line for line in lines if import_line.match(line)]
        body = [line for line in lines if not import_line.match(line)]
        if not imports:
            imports = [f"import {name}" for name in DEFAULT_IMPORTS]
        return "\n".join(imports + self.given + body) + "\n"


def snippets(path):
    """The ```swift blocks of the Markdown file `path`, in order."""
    found = []
    lines = pathlib.Path(path).read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        if FENCE_OPEN.match(lines[index].strip()):
            previous = next((i for i in range(index - 1, -1, -1) if lines[i].strip()), None)
            fragment = previous is not None and lines[previous].strip() == FRAGMENT_MARK
            given = given_lines(lines, previous) if previous is not None else []
            start = index + 1
            end = start
            while end < len(lines) and not FENCE_CLOSE.match(lines[end].strip()):
                end += 1
            found.append(Snippet(path, index + 1, "\n".join(lines[start:end]), fragment, given))
            index = end
        index += 1
    return found


def given_lines(lines, last):
    """The lines of a `<!-- snippet: given … -->` comment ending at line `last`, else none."""
    if lines[last].strip() != GIVEN_CLOSE:
        return []
    first = last - 1
    while first >= 0 and lines[first].strip() != GIVEN_OPEN:
        if GIVEN_CLOSE in lines[first]:
            return []
        first -= 1
    return lines[first + 1:last] if first >= 0 else []


def markdown_files(root):
    """README.md and every Markdown file under Docs/, sorted."""
    files = [root / "README.md"] if (root / "README.md").exists() else []
    files += sorted((root / "Docs").rglob("*.md"))
    return files


def compiler_arguments(root, build_dir):
    """swiftc's arguments for type-checking against the built modules: every system-library
    target's module map (GSL, zlib: a module that imports one needs it) and GSL's headers."""
    arguments = ["swiftc", "-typecheck", "-I", str(build_dir / "Modules")]
    for module_map in sorted((root / "Sources").glob("*/module.modulemap")):
        arguments += ["-Xcc", "-fmodule-map-file=" + str(module_map)]
    try:
        cflags = subprocess.run(["pkg-config", "--cflags", "gsl"], capture_output=True, text=True).stdout.split()
    except OSError:
        cflags = []
    for flag in cflags:
        arguments += ["-Xcc", flag]
    return arguments


def check(snippet, arguments, scratch, number):
    """`None` when the block type-checks, else swiftc's diagnostics."""
    file = pathlib.Path(scratch) / f"snippet{number:03d}.swift"
    file.write_text(snippet.source(), encoding="utf-8")
    result = subprocess.run(arguments + [str(file)], capture_output=True, text=True)
    if result.returncode == 0:
        return None
    return (result.stderr + result.stdout).strip()


SELF_TEST_PAGE = """# self-test

```swift
let missing: NoSuchTypeAnywhere = NoSuchTypeAnywhere()
```

<!-- snippet: given
let duration: Int64 = 60_000_000_000
-->
```swift
let facts = RunFacts(devices: [.init(name: "phone")], startNanoseconds: 0, durationNanoseconds: duration, seed: 1)
```

<!-- snippet: fragment -->
```swift
.testTarget(name: "T", dependencies: [])
```
"""


def self_test(arguments):
    """`True` when the check fails the missing type, passes the given block and skips the fragment."""
    with tempfile.TemporaryDirectory(prefix="doc-snippets-self.") as scratch:
        page = pathlib.Path(scratch) / "page.md"
        page.write_text(SELF_TEST_PAGE, encoding="utf-8")
        blocks = snippets(page)
        if [b.fragment for b in blocks] != [False, False, True]:
            print("doc-snippets self-test: the fragment mark was not read", file=sys.stderr)
            return False
        missing = check(blocks[0], arguments, scratch, 0)
        given = check(blocks[1], arguments, scratch, 1)
        if missing is None or "NoSuchTypeAnywhere" not in missing:
            print("doc-snippets self-test: a block naming a missing type passed", file=sys.stderr)
            return False
        if given is not None:
            print("doc-snippets self-test: a block with its given names failed:\n" + given, file=sys.stderr)
            return False
    return True


def main():
    parser = argparse.ArgumentParser(description="Type-check the Swift blocks of the docs.")
    parser.add_argument("files", nargs="*", help="Markdown files (default: README.md and Docs/**/*.md)")
    parser.add_argument("--build-dir", default=".build/debug", help="the debug build (default .build/debug)")
    parser.add_argument("--jobs", type=int, default=2, help="swiftc processes at once (default 2)")
    parser.add_argument("--self-test", action="store_true", help="prove the check on a page of its own first")
    options = parser.parse_args()
    root = pathlib.Path.cwd()
    build_dir = pathlib.Path(options.build_dir)
    if not (build_dir / "Modules" / "ScenarioTesting.swiftmodule").exists():
        print(f"doc-snippets: no built modules in {build_dir}/Modules (run swift build --build-tests)", file=sys.stderr)
        return 2
    files = [pathlib.Path(f) for f in options.files] or markdown_files(root)
    blocks = [s for f in files for s in snippets(f)]
    compiled = [s for s in blocks if not s.fragment]
    arguments = compiler_arguments(root, build_dir)
    if options.self_test and not self_test(arguments):
        return 1
    failures = 0
    with tempfile.TemporaryDirectory(prefix="doc-snippets.") as scratch:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
            results = list(pool.map(lambda pair: check(pair[1], arguments, scratch, pair[0]), enumerate(compiled)))
        for snippet, diagnostics in zip(compiled, results):
            if diagnostics is None:
                continue
            failures += 1
            where = os.path.relpath(snippet.path, root)
            print(f"{where}:{snippet.line}: the swift block does not type-check:", file=sys.stderr)
            print("  " + diagnostics.replace("\n", "\n  "), file=sys.stderr)
    skipped = len(blocks) - len(compiled)
    print(f"doc-snippets: {len(compiled) - failures} of {len(compiled)} swift blocks type-check "
          f"({skipped} marked fragment)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
