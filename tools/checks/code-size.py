#!/usr/bin/env python3
"""Reports Swift files over a line limit and functions whose body spans more lines than a limit.

Functions are found by `func`/`init`/`deinit`/`subscript` declarations and their body by brace
matching that skips string literals and comments, so the count is exact for ordinary Swift
(raw strings with unbalanced braces inside are the known exception).
usage: code-size.py [--file-lines N] [--function-lines N] [--list] PATH...
"""
import argparse, os, re, sys

DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|class|final|override|mutating|nonmutating|nonisolated|convenience|required|@inlinable|@usableFromInline|@discardableResult)\s+)*(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\b')

def strip(text):
    """The text with string literals and comments blanked (newlines kept), so braces count."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i); j = n if j < 0 else j
            out.append(' ' * (j - i)); i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2); j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3); j = n if j < 0 else j + 3
            out.append(re.sub(r'[^\n]', ' ', text[i:j])); i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != '\n':
                if text[j] == '\\' and j + 1 < n:
                    if text[j + 1] == '(':
                        depth, j = 1, j + 2
                        while j < n and depth:
                            depth += {'(': 1, ')': -1}.get(text[j], 0); j += 1
                        continue
                    j += 2; continue
                j += 1
            out.append(' ' * (j + 1 - i)); i = j + 1
        else:
            out.append(c); i += 1
    return ''.join(out)

def functions(path):
    text = strip(open(path, encoding='utf-8', errors='replace').read())
    lines = text.split('\n')
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos); pos += len(line) + 1
    for number, line in enumerate(lines):
        m = DECL.match(line)
        if not m:
            continue
        start = offsets[number] + m.end()
        # The body opens at the first '{' at paren depth 0 after the declaration.
        depth, k = 0, start
        while k < len(text):
            ch = text[k]
            if ch in '([': depth += 1
            elif ch in ')]': depth -= 1
            elif ch == '{' and depth == 0: break
            elif ch == '}' and depth == 0: k = -1; break
            k += 1
        if k < 0 or k >= len(text):
            continue
        braces, e = 0, k
        while e < len(text):
            if text[e] == '{': braces += 1
            elif text[e] == '}':
                braces -= 1
                if braces == 0: break
            e += 1
        first = text.count('\n', 0, k) + 1
        last = text.count('\n', 0, e) + 1
        yield m.group(1), number + 1, last - first + 1

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--file-lines', type=int, default=300)
    parser.add_argument('--function-lines', type=int, default=50)
    parser.add_argument('--list', action='store_true')
    parser.add_argument('paths', nargs='+')
    args = parser.parse_args()
    files = []
    for root in args.paths:
        if os.path.isfile(root): files.append(root); continue
        for folder, _, names in os.walk(root):
            files += [os.path.join(folder, name) for name in names if name.endswith('.swift')]
    long_files, long_functions = [], []
    for path in sorted(files):
        count = sum(1 for _ in open(path, encoding='utf-8', errors='replace'))
        if count > args.file_lines: long_files.append((count, path))
        for name, line, span in functions(path):
            if span > args.function_lines: long_functions.append((span, f'{path}:{line}', name))
    if args.list:
        for count, path in sorted(long_files, reverse=True): print(f'file {count:5d} {path}')
        for span, where, name in sorted(long_functions, reverse=True): print(f'function {span:4d} {where} {name}')
    print(f'{len(files)} files; {len(long_files)} over {args.file_lines} lines; '
          f'{len(long_functions)} functions over {args.function_lines} lines')

main()
