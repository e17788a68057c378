#!/usr/bin/env python3
"""fuzz-errors.py — differential test of parse errors: mutate valid corpus
scripts (delete, duplicate, swap or insert a token; truncate) and compare
`php -l` with `hop-parse --check` on each mutant.

The corpus itself has few syntax errors; this exercises error messages and
lines on thousands of broken programs. Run check-corpus.py first (it writes
the extracted scripts and php's verdicts to WORK).

Usage: src/parser/tools/fuzz-errors.py [-n COUNT] [--seed S] [-j N] [-v]
"""
import argparse
import collections
import concurrent.futures as cf
import json
import os
import random
import re
import subprocess
import sys

ERR_RE = re.compile(r'(?:PHP )?(Parse error|Fatal error): +(.*) in (.*) on line (-?\d+)')
PIECE_RE = re.compile(rb'\$?[A-Za-z_\x80-\xff][A-Za-z0-9_\x80-\xff]*|\d+|\s+|<\?php|\?>|->|::|=>|\.\.\.|[^\s]', re.S)
VOCAB = [b';', b')', b'(', b'{', b'}', b'[', b']', b',', b'=', b'$x', b'1', b"'s'", b'"s"', b'function', b'class',
         b'if', b'=>', b'->', b'::', b'?', b':', b'static', b'new', b'fn', b'match', b'&', b'...', b'"', b'echo',
         b'public', b'abstract', b'use', b'namespace', b'const', b'return', b'Foo', b'\\Foo', b'yield', b'list',
         b'array', b'#[', b'?>', b'+', b'.', b'!', b'@', b'(int)', b'else', b'case', b'default', b'enum', b'readonly',
         b'1.5', b'$', b'`', b'<<<EOT\n', b'interface', b'extends', b'catch', b'while', b'for', b'foreach', b'as']


def first_error(text):
    for line in text.split('\n'):
        m = ERR_RE.search(line)
        if m:
            return (m.group(1), m.group(2), int(m.group(4)))
    return None


def run(path, hop):
    p = subprocess.run(['php', '-n', '-d', 'short_open_tag=0', '-d', 'display_errors=stderr', '-d', 'log_errors=0', '-l', path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    php = first_error(p.stderr.decode('utf-8', 'replace') + p.stdout.decode('utf-8', 'replace'))
    try:
        q = subprocess.run([hop, '--check', path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
        out = q.stdout.decode('utf-8', 'replace') + q.stderr.decode('utf-8', 'replace')
        hopr = first_error(out) if q.returncode == 255 else (None if q.returncode == 0 and not out else
                                                           ('CRASH', 'rc=%d %s' % (q.returncode, out[-200:]), 0))
    except subprocess.TimeoutExpired:
        hopr = ('CRASH', 'timeout', 0)
    return php, hopr


def mutate(rng, data):
    pieces = PIECE_RE.findall(data)
    if len(pieces) < 4:
        return None
    idx = [i for i, p in enumerate(pieces) if not p.isspace() and i > 0]
    if not idx:
        return None
    op = rng.randrange(5)
    i = rng.choice(idx)
    if op == 0:
        del pieces[i]
    elif op == 1:
        pieces.insert(i, pieces[i])
    elif op == 2:
        pieces.insert(i, rng.choice(VOCAB) + b' ')
    elif op == 3:
        pieces = pieces[:i]
    else:
        j = i + 1
        while j < len(pieces) and pieces[j].isspace():
            j += 1
        if j >= len(pieces):
            return None
        pieces[i], pieces[j] = pieces[j], pieces[i]
    return b''.join(pieces)


def main():
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(os.path.join(here, '..', '..', '..'))
    ap.add_argument('--work', default='/tmp/hop-corpus')
    ap.add_argument('--hop', default=os.path.join(root, 'build', 'hop-parse'))
    ap.add_argument('-n', type=int, default=1000)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--max-size', type=int, default=4000)
    args = ap.parse_args()

    sources = []
    for d, _, names in os.walk(args.work):
        for n in names:
            if n.endswith('.php') and '/fuzz/' not in d + '/':
                p = os.path.join(d, n)
                if os.path.getsize(p) <= args.max_size:
                    sources.append(p)
    sources.sort()
    rng = random.Random(args.seed)
    outdir = os.path.join(args.work, 'fuzz')
    os.makedirs(outdir, exist_ok=True)
    jobs = []
    while len(jobs) < args.n:
        src = rng.choice(sources)
        with open(src, 'rb') as f:
            m = mutate(rng, f.read())
        if m is None:
            continue
        path = os.path.join(outdir, 'm%05d.php' % len(jobs))
        with open(path, 'wb') as f:
            f.write(m)
        jobs.append((path, src))

    with cf.ThreadPoolExecutor(args.j) as ex:
        results = list(ex.map(lambda j: run(j[0], args.hop), jobs))
    counts = collections.Counter()
    bad = collections.defaultdict(list)
    for (path, src), (php, hop) in zip(jobs, results):
        php_parse = php if php and php[0] == 'Parse error' else None
        hop_parse = hop if hop and hop[0] == 'Parse error' else None
        if hop and hop[0] == 'CRASH':
            counts['crash'] += 1
            bad['crash'].append((path, src, php, hop))
        elif php_parse is None and hop_parse is None:
            counts['both accept (or fatal)'] += 1
        elif php_parse and hop_parse is None:
            counts['(b) php rejects, hop accepts'] += 1
            bad['b'].append((path, src, php, hop))
        elif hop_parse and php_parse is None:
            counts['(a) hop rejects, php accepts'] += 1
            bad['a'].append((path, src, php, hop))
        elif php_parse[1:] == hop_parse[1:]:
            counts['same parse error'] += 1
        elif php_parse[1] == hop_parse[1]:
            counts['(c) same message, different line'] += 1
            bad['line'].append((path, src, php, hop))
        else:
            counts['(c) different message'] += 1
            bad['msg'].append((path, src, php, hop))
    for k, v in sorted(counts.items()):
        print('%-40s %d' % (k, v))
    for kind in ('crash', 'a', 'b', 'line', 'msg'):
        lst = bad[kind]
        if not lst:
            continue
        print('== %s: %d' % (kind, len(lst)))
        for path, src, php, hop in (lst if args.v else lst[:15]):
            print('  %s (from %s)\n      php: %s\n      hop: %s' % (path, src, php, hop))
    return 0


if __name__ == '__main__':
    sys.exit(main())
