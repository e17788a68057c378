#!/usr/bin/env python3
"""check-corpus.py — compare hop-parse with `php -l` over the phpt corpus.

For every .phpt under the corpus directory, the --FILE-- section (up to the
next --SECTION-- line) is written to a work directory, `php -l` decides
whether PHP accepts it (and with which Parse error message/line), and
`build/hop-parse --check` gives our answer. Disagreements are reported as
  (a) php accepts, we reject (or crash / time out)
  (b) php rejects with a Parse error, we accept
  (c) both reject, but the message or line differs
Compile-time "Fatal error"s are not parse errors: php still parsed the file,
so they count as "accepts".

php's answers are cached in WORKDIR/php-results.json (keyed by content hash).

Usage: src/parser/tools/check-corpus.py [--corpus DIR] [--hop build/hop-parse]
                                         [--work /tmp/hop-corpus] [-v] [-j N]
"""
import argparse, concurrent.futures as cf, hashlib, json, os, re, subprocess, sys

SECTION_RE = re.compile(rb'^--([A-Z_]+)--\s*$')
ERR_RE = re.compile(r'(Parse error|Fatal error): (.*) in (.*) on line (\d+)')


def extract_file(data):
    """Returns the --FILE-- (or --FILEEOF--) section of a phpt, or None."""
    lines = data.split(b'\n')
    out, name = None, None
    for i, line in enumerate(lines):
        m = SECTION_RE.match(line)
        if m:
            if out is not None:
                break
            name = m.group(1)
            if name in (b'FILE', b'FILEEOF'):
                out = []
            continue
        if out is not None:
            out.append(line)
    if out is None:
        return None
    text = b'\n'.join(out) + b'\n'
    if name == b'FILEEOF':
        text = text.rstrip(b'\r\n')
    return text


def php_lint(path):
    p = subprocess.run(['php', '-n', '-d', 'short_open_tag=0', '-d', 'display_errors=stderr',
                        '-d', 'log_errors=0', '-d', 'error_reporting=-1', '-l', path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    err = p.stderr.decode('utf-8', 'replace')
    for line in err.split('\n'):
        m = ERR_RE.search(line)
        if m and m.group(1) == 'Parse error':
            return {'ok': False, 'msg': m.group(2), 'line': int(m.group(4))}
    return {'ok': True}


def hop_check(hop, path):
    try:
        p = subprocess.run([hop, '--check', path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
    except subprocess.TimeoutExpired:
        return {'ok': False, 'crash': 'timeout'}
    out = p.stdout.decode('utf-8', 'replace') + p.stderr.decode('utf-8', 'replace')
    if p.returncode == 0:
        return {'ok': True}
    m = ERR_RE.search(out)
    if p.returncode == 255 and m:
        return {'ok': False, 'msg': m.group(2), 'line': int(m.group(4))}
    return {'ok': False, 'crash': 'rc=%d %s' % (p.returncode, out[-300:])}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(os.path.join(here, '..', '..', '..'))
    ap = argparse.ArgumentParser()
    ap.add_argument('--corpus', default='/work/shared/conformance/phpt')
    ap.add_argument('--hop', default=os.path.join(root, 'build', 'hop-parse'))
    ap.add_argument('--work', default='/tmp/hop-corpus')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    ap.add_argument('-v', action='store_true', help='print every disagreement')
    ap.add_argument('--php-only', action='store_true', help='only fill the php cache')
    args = ap.parse_args()

    os.makedirs(args.work, exist_ok=True)
    files = []
    for d, _, names in os.walk(args.corpus):
        for n in sorted(names):
            if n.endswith('.phpt'):
                files.append(os.path.join(d, n))
    files.sort()
    jobs = []
    for f in files:
        with open(f, 'rb') as fh:
            text = extract_file(fh.read())
        if text is None:
            continue
        rel = os.path.relpath(f, args.corpus)
        out = os.path.join(args.work, rel[:-5] + '.php')
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, 'wb') as fh:
            fh.write(text)
        jobs.append((rel, out, hashlib.sha1(text).hexdigest()))

    cache_path = os.path.join(args.work, 'php-results.json')
    cache = {}
    if os.path.exists(cache_path):
        with open(cache_path) as fh:
            cache = json.load(fh)
    todo = [j for j in jobs if j[2] not in cache]
    with cf.ThreadPoolExecutor(args.j) as ex:
        for j, r in zip(todo, ex.map(lambda j: php_lint(j[1]), todo)):
            cache[j[2]] = r
    with open(cache_path, 'w') as fh:
        json.dump(cache, fh)
    if args.php_only:
        print('php results cached for %d files' % len(jobs))
        return 0

    with cf.ThreadPoolExecutor(args.j) as ex:
        hops = list(ex.map(lambda j: hop_check(args.hop, j[1]), jobs))
    a, b, c, same = [], [], [], 0
    for (rel, path, h), hop in zip(jobs, hops):
        php = cache[h]
        if 'crash' in hop:
            a.append((rel, path, 'CRASH ' + hop['crash'], php))
        elif php['ok'] and not hop['ok']:
            a.append((rel, path, 'we say: %s (line %d)' % (hop['msg'], hop['line']), php))
        elif not php['ok'] and hop['ok']:
            b.append((rel, path, 'php says: %s (line %d)' % (php['msg'], php['line']), php))
        elif not php['ok'] and (php['msg'] != hop['msg'] or php['line'] != hop['line']):
            c.append((rel, path, 'php: %s (line %d)\n      hop: %s (line %d)' %
                      (php['msg'], php['line'], hop['msg'], hop['line']), php))
        else:
            same += 1
    for title, lst in (('(a) php accepts, hop rejects or crashes', a),
                       ('(b) php rejects, hop accepts', b),
                       ('(c) both reject, different message/line', c)):
        print('== %s: %d' % (title, len(lst)))
        for rel, path, what, _ in (lst if args.v else lst[:20]):
            print('  %s\n      %s' % (path, what))
    nerr = sum(1 for j in jobs if not cache[j[2]]['ok'])
    print('files: %d (php parse errors: %d), agree: %d, (a) %d, (b) %d, (c) %d' %
          (len(jobs), nerr, same, len(a), len(b), len(c)))
    return 1 if a else 0


if __name__ == '__main__':
    sys.exit(main())
