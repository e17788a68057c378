#!/usr/bin/env python3
"""bytecode-cache-check.py — round trip of the bytecode cache (hop.bytecode_cache):
runs the --FILE-- of every .phpt given three times, without the cache, with a
cold cache and with the warm one, and reports the tests whose output differs
(a test whose output varies between two runs without the cache is skipped as
unstable). Also checks that the warm run hit the cache for every file.

  scripts/bytecode-cache-check.py [--hop build/hop] [-j2] [--list FILE] [--skip N] [--limit N] [--mode off|live] DIR_OR_FILES...
"""
import argparse, os, re, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

SECTION = re.compile(r'^--([A-Z_]+)--\s*$')
OK_SECTIONS = {'TEST', 'FILE', 'EXPECT', 'EXPECTF', 'EXPECTREGEX', 'INI', 'SKIPIF', 'DESCRIPTION', 'CREDITS',
               'CLEAN', 'CONFLICTS', 'EXTENSIONS', 'XFAIL', 'FLAKY', 'WHITESPACE_SENSITIVE'}


def sections(path):
    out, cur = {}, None
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        for line in f:
            m = SECTION.match(line)
            if m:
                cur = m.group(1)
                out[cur] = ''
            elif cur:
                out[cur] += line
    return out


def run(hop, args, script, cwd, env):
    try:
        p = subprocess.run([hop] + args + [script], cwd=cwd, capture_output=True, timeout=30, env=env)
        return p.returncode, p.stdout + b'\n--stderr--\n' + p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b''


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--hop', default='build/hop')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--list', help='file of test paths (TIER<TAB>path or path), relative to the first DIR')
    ap.add_argument('--limit', type=int, default=0)
    ap.add_argument('--skip', type=int, default=0, help='leave out the first N tests')
    ap.add_argument('--mode', default='off', help='hop.jit value')
    ap.add_argument('paths', nargs='+')
    a = ap.parse_args()
    hop = os.path.abspath(a.hop)
    files = []
    if a.list:
        base = a.paths[0]
        for line in open(a.list):
            line = line.strip()
            if line and not line.startswith('#'):
                files.append(os.path.join(base, line.split('\t')[-1]))
    else:
        for p in a.paths:
            if os.path.isdir(p):
                for d, _, fs in os.walk(p):
                    files += [os.path.join(d, f) for f in sorted(fs) if f.endswith('.phpt')]
            else:
                files.append(p)
    files = files[a.skip:]
    if a.limit:
        files = files[:a.limit]
    work = tempfile.mkdtemp(prefix='hop-bccheck-')
    cache = os.path.join(work, 'cache')
    env = dict(os.environ, HOP_BYTECODE_CACHE_STATS='1')

    def one(i_path):
        i, path = i_path
        s = sections(path)
        if 'FILE' not in s or any(k not in OK_SECTIONS for k in s):
            return 'skip', path, ''
        # The test's folder mirrored by symlinks, so relative includes resolve.
        d = os.path.join(work, 't%05d' % i)
        os.makedirs(d)
        src = os.path.dirname(os.path.abspath(path))
        for f in os.listdir(src):
            if not f.endswith('.phpt'):
                os.symlink(os.path.join(src, f), os.path.join(d, f))
        script = os.path.join(d, os.path.basename(path)[:-5] + '.php')
        with open(script, 'w', encoding='utf-8', errors='surrogateescape') as f:
            f.write(s['FILE'])
        args = ['-d', 'hop.jit=' + a.mode]
        for line in s.get('INI', '').splitlines():
            if '=' in line:
                args += ['-d', line.strip()]
        base1 = run(hop, args, script, d, env)
        cargs = args + ['-d', 'hop.bytecode_cache=' + cache]
        cold = run(hop, cargs, script, d, env)
        warm = run(hop, cargs, script, d, env)
        if cold[0] == 'timeout' or warm[0] == 'timeout':
            return 'skip', path, 'timeout'
        strip = lambda r: (r[0], re.sub(rb'bytecode cache: [^\n]*\n', b'', r[1]))
        hits = re.search(rb'bytecode cache: (\d+) hits, (\d+) misses', warm[1])
        if strip(warm) == strip(cold) and strip(cold) == strip(base1):
            if hits and int(hits.group(2)) > 0:
                return 'nohit', path, hits.group(0).decode()
            return 'same', path, ''
        base2 = run(hop, args, script, d, env)
        if strip(base1) != strip(base2):
            return 'unstable', path, ''
        which = 'cold' if strip(cold) != strip(base1) else 'warm'
        return 'DIFF', path, which

    counts = {}
    with ThreadPoolExecutor(a.j) as ex:
        for st, path, note in ex.map(one, enumerate(files)):
            counts[st] = counts.get(st, 0) + 1
            if st in ('DIFF', 'nohit'):
                print('%s %s %s' % (st, path, note), flush=True)
    shutil.rmtree(work, ignore_errors=True)
    print(', '.join('%d %s' % (n, k) for k, n in sorted(counts.items())))
    return 1 if counts.get('DIFF') else 0


if __name__ == '__main__':
    sys.exit(main())
