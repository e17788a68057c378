#!/usr/bin/env python3
"""check-corpus.py — compare the front end (build/hop-parse) with php 8.2 over
the phpt corpus.

For every .phpt, the --FILE-- section is extracted exactly as run-phpt does,
`php -l` tells whether php accepts it (and php's error message and line if
not), and `hop-parse --check` gives our answer. Disagreements:
  (a) php accepts, hop rejects or crashes
  (b) php rejects with a Parse error, hop accepts
  (c) both reject with a Parse error, but message or line differ
  (f) php reports a compile-time Fatal error that hop also reports, with a
      different message/line, or hop reports a Fatal error php does not
      (php Fatal errors that hop leaves to the compiler are not counted)
php's answers are cached in WORK/php-results.json (keyed by content hash).

With --tokens, also compares `hop-parse --tokens` with php's token_get_all()
on every file php accepts (the lexer's differential test).

Usage: src/parser/tools/check-corpus.py [--corpus DIR] [--hop build/hop-parse]
           [--work /tmp/hop-corpus] [-j N] [-v] [--tokens] [--filter REGEX]
"""
import argparse
import concurrent.futures as cf
import hashlib
import json
import os
import re
import subprocess
import sys

SECTION_RE = re.compile(rb'^--([_A-Z]+)--')
DONE_RE = re.compile(rb'^===DONE===\s*$')
ERR_RE = re.compile(r'(?:PHP )?(Parse error|Fatal error): +(.*) in (.*) on line (\d+)')

# Prints tokens the way `hop-parse --tokens` does (json-like escaping of
# ASCII control characters only, other bytes raw).
TOKEN_DUMP_PHP = r'''<?php
function esc($s) {
    $o = '"';
    for ($i = 0; $i < strlen($s); $i++) {
        $c = $s[$i]; $b = ord($c);
        if ($c == '"') $o .= '\\"';
        elseif ($c == '\\') $o .= '\\\\';
        elseif ($c == '/') $o .= '\\/';
        elseif ($c == "\n") $o .= '\\n';
        elseif ($c == "\r") $o .= '\\r';
        elseif ($c == "\t") $o .= '\\t';
        elseif ($b < 0x20) $o .= sprintf('\\u%04x', $b);
        else $o .= $c;
    }
    return $o . '"';
}
$src = file_get_contents($argv[1]);
$out = '';
foreach (token_get_all($src) as $t) {
    if (is_array($t)) $out .= token_name($t[0]) . '(' . esc($t[1]) . ')@' . $t[2] . ' ';
    else $out .= '[' . $t . '] ';
}
echo $out, "\n";
'''


def extract_file(path):
    """The script of a phpt, as run-phpt writes it (None if none)."""
    with open(path, 'rb') as f:
        lines = f.read().splitlines(keepends=True)
    if not lines or not lines[0].startswith(b'--TEST--'):
        return None
    sections = {}
    section, secfile, secdone = 'TEST', False, False
    for line in lines[1:]:
        m = SECTION_RE.match(line)
        if m:
            section = m.group(1).decode()
            sections[section] = b''
            secfile = section in ('FILE', 'FILEEOF', 'FILE_EXTERNAL')
            secdone = False
            continue
        if not secdone:
            sections[section] = sections.get(section, b'') + line
        if secfile and DONE_RE.match(line):
            secdone = True
    if 'FILEEOF' in sections:
        return re.sub(rb'[\r\n]+$', b'', sections['FILEEOF'])
    if 'FILE_EXTERNAL' in sections:
        name = sections['FILE_EXTERNAL'].decode('utf-8', 'replace').replace('..', '').strip()
        try:
            with open(os.path.join(os.path.dirname(path), name), 'rb') as f:
                return f.read()
        except OSError:
            return None
    return sections.get('FILE')


def parse_error_output(text):
    for line in text.split('\n'):
        m = ERR_RE.search(line)
        if m:
            return {'ok': False, 'fatal': m.group(1) == 'Fatal error', 'msg': m.group(2), 'line': int(m.group(4))}
    return None


def php_lint(path):
    p = subprocess.run(['php', '-n', '-d', 'short_open_tag=0', '-d', 'display_errors=stderr', '-d', 'log_errors=0',
                        '-d', 'error_reporting=-1', '-l', path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    r = parse_error_output(p.stderr.decode('utf-8', 'replace') + p.stdout.decode('utf-8', 'replace'))
    return r if r else {'ok': True}


def hop_check(hop, path):
    try:
        p = subprocess.run([hop, '--check', path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
    except subprocess.TimeoutExpired:
        return {'ok': False, 'crash': 'timeout'}
    out = p.stdout.decode('utf-8', 'replace') + p.stderr.decode('utf-8', 'replace')
    if p.returncode == 0 and not out:
        return {'ok': True}
    r = parse_error_output(out)
    if p.returncode == 255 and r:
        return r
    return {'ok': False, 'crash': 'rc=%d %s' % (p.returncode, out[-300:])}


def compare_tokens(hop, script, path):
    a = subprocess.run(['php', script, path], stdout=subprocess.PIPE, timeout=60).stdout
    b = subprocess.run([hop, '--tokens', path], stdout=subprocess.PIPE, timeout=10).stdout
    if a == b:
        return None
    ta, tb = a.split(b' '), b.split(b' ')
    for i, (x, y) in enumerate(zip(ta, tb)):
        if x != y:
            return 'token %d: php %s, hop %s' % (i, x[:80], y[:80])
    return 'lengths differ: php %d, hop %d tokens' % (len(ta), len(tb))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(os.path.join(here, '..', '..', '..'))
    ap = argparse.ArgumentParser()
    ap.add_argument('--corpus', default='/work/shared/conformance/phpt')
    ap.add_argument('--hop', default=os.path.join(root, 'build', 'hop-parse'))
    ap.add_argument('--work', default='/tmp/hop-corpus')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    ap.add_argument('-v', action='store_true', help='print every disagreement')
    ap.add_argument('--tokens', action='store_true', help='also compare tokens with token_get_all()')
    ap.add_argument('--filter', default=None, help='only files whose path matches this regex')
    args = ap.parse_args()

    os.makedirs(args.work, exist_ok=True)
    paths = []
    for d, _, names in os.walk(args.corpus):
        paths += [os.path.join(d, n) for n in names if n.endswith('.phpt')]
    paths.sort()
    if args.filter:
        paths = [p for p in paths if re.search(args.filter, p)]
    jobs = []
    for f in paths:
        text = extract_file(f)
        if text is None:
            continue
        rel = os.path.relpath(f, args.corpus)
        out = os.path.join(args.work, rel[:-5] + '.php')
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, 'wb') as fh:
            fh.write(text)
        jobs.append((rel, out, hashlib.sha1(text).hexdigest()))

    cache_path = os.path.join(args.work, 'php-results-v2.json')
    cache = {}
    if os.path.exists(cache_path):
        with open(cache_path) as fh:
            cache = json.load(fh)
    todo = [j for j in jobs if j[2] not in cache]
    with cf.ThreadPoolExecutor(args.j) as ex:
        for j, r in zip(todo, ex.map(lambda j: php_lint(j[1]), todo)):
            cache[j[2]] = r
    if todo:
        with open(cache_path, 'w') as fh:
            json.dump(cache, fh)

    with cf.ThreadPoolExecutor(args.j) as ex:
        hops = list(ex.map(lambda j: hop_check(args.hop, j[1]), jobs))
    a, b, c, f = [], [], [], []
    same = 0
    for (rel, path, h), hop in zip(jobs, hops):
        php = cache[h]
        php_parse_err = not php['ok'] and not php['fatal']
        if 'crash' in hop:
            a.append((path, 'CRASH ' + hop['crash']))
        elif hop['ok']:
            if php_parse_err:
                b.append((path, 'php says: %s (line %d)' % (php['msg'], php['line'])))
            else:
                same += 1
        elif not hop['fatal']:
            if php['ok'] or php['fatal']:
                a.append((path, 'hop says: %s (line %d)' % (hop['msg'], hop['line'])))
            elif php['msg'] != hop['msg'] or php['line'] != hop['line']:
                c.append((path, 'php: %s (line %d)\n      hop: %s (line %d)' %
                          (php['msg'], php['line'], hop['msg'], hop['line'])))
            else:
                same += 1
        else:  # hop reports a compile-time fatal error
            if php['ok']:
                a.append((path, 'hop says (fatal): %s (line %d)' % (hop['msg'], hop['line'])))
            elif php['msg'] != hop['msg'] or php['line'] != hop['line']:
                f.append((path, 'php: %s%s (line %d)\n      hop: Fatal %s (line %d)' %
                          ('Fatal ' if php['fatal'] else 'Parse ', php['msg'], php['line'], hop['msg'], hop['line'])))
            else:
                same += 1
    for title, lst in (('(a) php accepts, hop rejects or crashes', a),
                       ('(b) php rejects with a parse error, hop accepts', b),
                       ('(c) both reject, different message/line', c),
                       ('(f) fatal errors that differ', f)):
        print('== %s: %d' % (title, len(lst)))
        for path, what in (lst if args.v else lst[:25]):
            print('  %s\n      %s' % (path, what))
    nerr = sum(1 for j in jobs if not cache[j[2]]['ok'] and not cache[j[2]]['fatal'])
    nfatal = sum(1 for j in jobs if not cache[j[2]]['ok'] and cache[j[2]]['fatal'])
    print('files: %d (php parse errors: %d, compile fatals: %d), agree: %d, (a) %d, (b) %d, (c) %d, (f) %d' %
          (len(jobs), nerr, nfatal, same, len(a), len(b), len(c), len(f)))

    if args.tokens:
        script = os.path.join(args.work, 'token-dump.php')
        with open(script, 'w') as fh:
            fh.write(TOKEN_DUMP_PHP)
        ok_jobs = [j for j in jobs if cache[j[2]]['ok']]
        with cf.ThreadPoolExecutor(args.j) as ex:
            diffs = list(ex.map(lambda j: compare_tokens(args.hop, script, j[1]), ok_jobs))
        bad = [(j[1], d) for j, d in zip(ok_jobs, diffs) if d]
        print('== tokens differ from token_get_all(): %d of %d' % (len(bad), len(ok_jobs)))
        for path, d in (bad if args.v else bad[:25]):
            print('  %s\n      %s' % (path, d))
    return 1 if a else 0


if __name__ == '__main__':
    sys.exit(main())
