#!/usr/bin/env python3
"""make-phpt.py — writes a .phpt test whose expected output comes from php.

    scripts/make-phpt.py tests/phpt/lang/foo.phpt "title" [-d name=value ...] < foo.php

Runs the code with `php -n` (plus the shared extensions HopVM provides, as
Debian builds them: mbstring, intl, dom, ...) and the run-phpt default settings, and stores the
output as --EXPECT-- (or --EXPECTF-- with the file path replaced by %s).
Settings given with -d go to the test's --INI-- section (and to php).
Never hand-write expectations: php is the oracle.
"""
import os
import subprocess
import sys
import tempfile

# Debian builds these as shared modules, which -n does not load.
SHARED_EXTS = ["ctype", "dom", "iconv", "intl", "mbstring", "simplexml", "tokenizer", "xml", "xmlreader", "xmlwriter"]
INI = ["-d", "error_reporting=32767", "-d", "display_errors=1", "-d", "log_errors=0",
       "-d", "precision=14", "-d", "serialize_precision=-1", "-d", "zend.assertions=1"]


def main():
    out_path, title = sys.argv[1], sys.argv[2]
    settings = []
    rest = sys.argv[3:]
    while rest:
        if rest[0] != "-d" or len(rest) < 2 or "=" not in rest[1]:
            sys.exit("usage: make-phpt.py OUT.phpt TITLE [-d name=value ...] < code.php")
        settings.append(rest[1])
        rest = rest[2:]
    code = sys.stdin.read()
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "test.php")
        with open(src, "w") as fh:
            fh.write(code)
        extra = [a for kv in settings for a in ("-d", kv)]
        exts = [a for e in SHARED_EXTS for a in ("-d", "extension=" + e)]
        r = subprocess.run(["php", "-n"] + exts + INI + extra + [src], capture_output=True, text=True, cwd=tmp)
        output = (r.stdout + r.stderr).strip()
        section = "EXPECT"
        if src in output:
            output = output.replace(src, "%s").replace(tmp, "%s")
            section = "EXPECTF"
    os.makedirs(os.path.dirname(out_path), exist_ok=True)
    with open(out_path, "w") as fh:
        ini = "".join(kv + "\n" for kv in settings)
        ini_section = f"--INI--\n{ini}" if ini else ""
        fh.write(f"--TEST--\n{title}\n{ini_section}--FILE--\n{code.rstrip()}\n--{section}--\n{output}\n")
    print(f"wrote {out_path} ({section}, php exit {r.returncode})")


if __name__ == "__main__":
    main()
