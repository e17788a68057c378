#!/usr/bin/env python3
"""parser-fuzz.py — a mutation fuzzer of the lexer, parser and compiler: takes the PHP
sources of the corpus (the --FILE-- sections of ../shared/conformance/phpt/**/*.phpt and
tests/phpt), mutates them at the byte and token level (delete, duplicate, swap and
move token ranges, insert random tokens, truncate, splice two files, wrap in deep
nesting, flip bytes) and runs `hop -l` on each mutant (with --run, also `hop` itself
with hop.jit=off, which compiles and runs what parses). A crash (signal, sanitizer
report, uncaught C++ exception, exit status other than 0/255) or a hang (--timeout,
default 5 s) is written to --out and counted.

    tools/fuzz/parser-fuzz.py --count 10000 --seed 1 -j2 [--out DIR] [--run]

Deterministic: mutant N of seed S is the same on every machine with the same corpus.
Exit status 1 when a crash or a hang was found.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzzlib  # noqa: E402

SHARED = os.path.normpath(os.path.join(fuzzlib.ROOT, "..", "shared"))
if not os.path.isdir(SHARED):
    SHARED = "/work/shared"

# A rough PHP tokenizer: enough to cut sources at token boundaries.
TOKEN = re.compile(rb"""
    \$[A-Za-z_\x80-\xff][A-Za-z0-9_\x80-\xff]*      # variable
  | [A-Za-z_\x80-\xff\\][A-Za-z0-9_\x80-\xff\\]*   # name, keyword
  | \d[\dA-Za-z_.]*                                # number
  | "(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'            # string
  | /\*.*?\*/|//[^\n]*|\#[^\n]*                    # comment
  | <<<|<=>|\*\*=|\.\.\.|\?->|<\?php|\?>|===|!==|<<=|>>=|\?\?=
  | ->|=>|::|\+\+|--|&&|\|\||\?\?|==|!=|<=|>=|<<|>>|\+=|-=|\*=|/=|\.=|%=|&=|\|=|\^=|\*\*
  | \s+
  | .
""", re.X | re.S)

INSERTS = [b"(", b")", b"{", b"}", b"[", b"]", b";", b",", b"=>", b"->", b"?->", b"::", b"$", b"$x", b"${", b"#[",
           b"fn", b"function", b"class", b"enum", b"match", b"yield", b"yield from", b"static", b"new", b"list",
           b"?>", b"<?php ", b"<?=", b"<<<EOT\n", b"\nEOT;\n", b"<<<'N'\n", b"\"", b"'", b"`", b"{$", b"\\", b"/*",
           b"*/", b"//", b"\x00", b"\xff", b"0x", b"1e", b"9223372036854775808", b"...", b"&", b"?", b":",
           b"readonly", b"abstract", b"final", b"goto", b"declare(", b"namespace", b"use", b"__halt_compiler();",
           b"array(", b"isset(", b"unset(", b"print", b"clone", b"instanceof", b"@", b"include", b"eval(",
           b"\"$a[", b"\"{$a->", b"#", b"?:", b"??=", b"**", b"<=>", b"'a' . ", b"-", b"!", b"~", b"(int)",
           b"case", b"default:", b"switch(1){", b"try{", b"}catch(E $e){", b"finally{", b"throw", b"return",
           b"break 2;", b"continue", b"if(1)", b"else", b"elseif(1)", b"while(0)", b"do", b"for(;;)",
           b"foreach($a as $k=>&$v)", b"const X=1;", b"global $g;", b"static $s=1;", b"interface I{}",
           b"trait T{}", b"extends", b"implements", b"public", b"private", b"protected", b"int|string", b"?int",
           b"never", b"void", b"mixed", b"self", b"parent", b"__CLASS__", b"__FUNCTION__", b"\n", b" "]

NESTERS = [(b"(", b")"), (b"[", b"]"), (b"{", b"}"), (b"f(", b")"), (b"[[", b"]]"), (b"-", b""), (b"!", b""),
           (b"if(1){", b"}"), (b"function(){", b"};"), (b"fn()=>", b""), (b"@", b""), (b"(int)", b""),
           (b"$a[", b"]"), (b"\"{$a[", b"]}\""), (b"match(1){1=>", b"};"), (b"new class{function f(){", b"}};"),
           (b"$x?", b":0"), (b"array(", b")"), (b"clone ", b"")]


def corpus_files(extra):
    """(name, source bytes) of every PHP source of the corpus, sorted by name."""
    paths = sorted(glob.glob(os.path.join(SHARED, "conformance", "phpt", "**", "*.phpt"), recursive=True))
    paths += sorted(glob.glob(os.path.join(fuzzlib.ROOT, "tests", "phpt", "**", "*.phpt"), recursive=True))
    for e in extra:
        paths += sorted(glob.glob(os.path.join(e, "**", "*.php*"), recursive=True))
    out = []
    for p in paths:
        try:
            data = open(p, "rb").read()
        except OSError:
            continue
        if p.endswith(".phpt"):
            m = re.search(rb"^--FILE--\r?\n(.*?)(?=^--[A-Z_]+--\s*$|\Z)", data, re.S | re.M)
            if not m:
                continue
            data = m.group(1)
        if 0 < len(data) <= 20000:
            out.append((p, data))
    return out


def tokens(src):
    return TOKEN.findall(src)


def mutate(rng, src, other):
    toks = tokens(src) or [src]
    n = len(toks)

    def span():
        a = rng.randrange(n)
        b = min(n, a + rng.choice([1, 1, 1, 2, 3, 5, 8, 20, 60]))
        return a, b

    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 5, 8])):
        n = len(toks)
        if n == 0:
            toks = [b"<?php "]
            n = 1
        k = rng.random()
        if k < 0.18:                       # delete a range
            a, b = span()
            del toks[a:b]
        elif k < 0.30:                     # duplicate a range
            a, b = span()
            toks[b:b] = toks[a:b] * rng.choice([1, 1, 2, 5, 50])
        elif k < 0.40:                     # swap two ranges
            a, b = span()
            c, d = span()
            if b <= c:
                toks = toks[:a] + toks[c:d] + toks[b:c] + toks[a:b] + toks[d:]
        elif k < 0.55:                     # insert random tokens
            at = rng.randrange(n + 1)
            toks[at:at] = [rng.choice(INSERTS) for _ in range(rng.choice([1, 1, 2, 3, 6]))]
        elif k < 0.62:                     # replace a token
            toks[rng.randrange(n)] = rng.choice(INSERTS)
        elif k < 0.68:                     # truncate
            toks = toks[:rng.randrange(n + 1)]
        elif k < 0.76:                     # splice a range of another file
            ot = tokens(other)
            if ot:
                c = rng.randrange(len(ot))
                at = rng.randrange(n + 1)
                toks[at:at] = ot[c:c + rng.choice([1, 5, 20, 100])]
        elif k < 0.84:                     # deep nesting around a range
            a, b = span()
            o, c = rng.choice(NESTERS)
            depth = rng.choice([2, 10, 50, 200, 1000])
            toks[a:b] = [o * depth] + toks[a:b] + [c * depth]
        elif k < 0.92:                     # byte flips inside a token
            i = rng.randrange(n)
            t = bytearray(toks[i])
            if t:
                t[rng.randrange(len(t))] = rng.randrange(256)
            toks[i] = bytes(t)
        else:                              # move a range elsewhere
            a, b = span()
            seg = toks[a:b]
            del toks[a:b]
            at = rng.randrange(len(toks) + 1)
            toks[at:at] = seg
    return b"".join(toks)


def make_mutant(files, seed, index):
    rng = random.Random(f"parser:{seed}:{index}")
    name, src = files[rng.randrange(len(files))]
    _, other = files[rng.randrange(len(files))]
    return name, mutate(rng, src, other)


def check(hop, files, seed, index, work, timeout, run_too):
    name, data = make_mutant(files, seed, index)
    path = os.path.join(work, f"m{index}.php")
    with open(path, "wb") as fh:
        fh.write(data)
    found = []
    r = fuzzlib.run([hop, "-l", path], timeout)
    if r.crash():
        found.append(("lint", r.crash(), r))
    elif run_too:
        r2 = fuzzlib.run([hop, "-d", "hop.jit=off", "-d", "max_execution_time=2", path], min(timeout, 3))
        # A run that loops forever is the program's business; only crashes count.
        if r2.crash() and not r2.timeout:
            found.append(("run", r2.crash(), r2))
    os.unlink(path)
    return index, name, data, found


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--hop", default=fuzzlib.DEFAULT_HOP)
    ap.add_argument("--out", default=None, help="folder for crashing and hanging mutants")
    ap.add_argument("--timeout", type=float, default=5)
    ap.add_argument("--run", action="store_true", help="also run each mutant (hop.jit=off)")
    ap.add_argument("--corpus", action="append", default=[], help="extra folder of .php sources")
    ap.add_argument("--show", type=int, default=None, help="print mutant N to stdout and exit")
    args = ap.parse_args()
    files = corpus_files(args.corpus)
    if not files:
        sys.exit("parser-fuzz: no corpus sources found")
    if args.show is not None:
        name, data = make_mutant(files, args.seed, args.show)
        sys.stderr.write(f"(from {name})\n")
        sys.stdout.buffer.write(data)
        return 0
    if not os.access(args.hop, os.X_OK):
        sys.exit(f"parser-fuzz: no HopVM binary at {args.hop}")
    crashes = hangs = done = 0
    with tempfile.TemporaryDirectory(prefix="hop-pfuzz-") as work:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as ex:
            futs = [ex.submit(check, args.hop, files, args.seed, i, work, args.timeout, args.run)
                    for i in range(args.start, args.start + args.count)]
            for f in concurrent.futures.as_completed(futs):
                index, name, data, found = f.result()
                done += 1
                for how, what, r in found:
                    if r.timeout:
                        hangs += 1
                    else:
                        crashes += 1
                    where = ""
                    if args.out:
                        os.makedirs(args.out, exist_ok=True)
                        base = os.path.join(args.out, f"{how}-s{args.seed}-{index}")
                        with open(base + ".php", "wb") as fh:
                            fh.write(data)
                        with open(base + ".txt", "w") as fh:
                            fh.write(f"seed {args.seed} mutant {index} of {name}\n{how}: {what}\n"
                                     f"exit {r.rc}\n----- stderr\n{r.stderr[-4000:]}\n")
                        where = f" -> {base}.php"
                    print(f"mutant {index} ({os.path.relpath(name, SHARED)}): {how} {what[:200]}{where}")
    print(f"{done} mutants, {crashes} crashes, {hangs} hangs")
    return 1 if crashes or hangs else 0


if __name__ == "__main__":
    sys.exit(main())
