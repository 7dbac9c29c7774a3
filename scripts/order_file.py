#!/usr/bin/env python3
"""Writes a linker symbol-ordering file from callgrind profiles (scripts/make-order-file.sh).

Usage: order_file.py DEFINED PROFILE... > ORDER

DEFINED lists the symbols the program defines, one per line (`nm --defined-only`'s names); each
PROFILE is a callgrind output written with `--demangle=no`, so its function names are the symbols
the linker knows. The output names every defined function some profile saw run: those run by the
most profiles first, ties in the order they were first seen. lld then lays their sections out in
that order, so that what every run needs shares as few pages as it can.
"""
import collections
import re
import sys

# `fn=(12) name` names function 12 the first time, `fn=(12)` refers to it afterwards; `cfn=` is the
# same for a callee.
FUNCTION = re.compile(r'^c?fn=\((\d+)\)(?: (.*))?$')


def functions_run(path):
    """The names of the functions a callgrind profile saw, in the order it first named them."""
    names, seen = {}, {}
    with open(path, errors='replace') as profile:
        for line in profile:
            match = FUNCTION.match(line.rstrip('\n'))
            if not match:
                continue
            if match.group(2) is not None:
                names[match.group(1)] = match.group(2)
            name = names.get(match.group(1))
            if name is not None:
                seen.setdefault(name, len(seen))
    return list(seen)


def main(argv):
    if len(argv) < 3:
        sys.exit('usage: order_file.py DEFINED PROFILE...')
    with open(argv[1]) as listing:
        defined = {line.strip() for line in listing}
    first, runs = {}, collections.Counter()
    for path in argv[2:]:
        names = functions_run(path)
        for name in names:
            first.setdefault(name, len(first))
        runs.update(names)
    # lld reads a line starting with '#' as a comment; no symbol here starts with one.
    ordered = sorted((name for name in first if name in defined), key=lambda name: (-runs[name], first[name]))
    for name in ordered:
        print(name)
    print(f'{len(ordered)} functions from {len(argv) - 2} profiles', file=sys.stderr)


if __name__ == '__main__':
    main(sys.argv)
