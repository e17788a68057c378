#!/usr/bin/env python3
"""Runs PHPUnit and Composer on HopVM's small test projects with php and with hop, and compares.

    python3 scripts/run-php-tools.py [--hop build/hop] [--php php] [--filter REGEX] [--verbose]

tests/phpunit/ is a PHPUnit 9 project (Debian's /usr/bin/phpunit): a passing suite, a suite
that fails on purpose (its failure reports, diffs and counts are compared) and --testdox runs.
tests/cli/ holds the inputs of php's command-line modes (-B/-R/-F/-E over stdin, -w, -s, --rf ...).
tests/composer/ is a Composer project with a path-repository package (no network): validate,
install, dump-autoload (plain and optimized) with a script that uses the generated autoloader,
and show. tests/libraries/ holds one driver per further Debian PHP library (Doctrine, Symfony
String/Finder/VarDumper/Routing/..., HTMLPurifier, phpseclib, TCPDF, Dompdf, Smarty...). Each project is copied to a fresh temporary folder per binary, so the tree stays
clean and the two runs cannot see each other's files.

For each check both outputs (stdout, then stderr, then the exit status) are normalised (the
"Time: ..., Memory: ..." line, the temporary folders, the repository path) and compared. One
line per check: SAME, DIFF@LINE with the first differing lines, or FAIL when php itself did not
give a usable answer; the last line is "N passed, N failed". Exit status 1 when any failed.
"""
import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Debian builds these as shared modules, which -n does not load (as scripts/make-phpt.py).
SHARED_EXTS = ["ctype", "dom", "iconv", "intl", "mbstring", "simplexml", "tokenizer", "xml", "xmlreader", "xmlwriter"]
# The same settings for both binaries, independent of the machine's php.ini.
INI = ["-d", "error_reporting=32767", "-d", "display_errors=1", "-d", "log_errors=0", "-d", "memory_limit=-1",
       "-d", "precision=14", "-d", "serialize_precision=-1", "-d", "zend.assertions=1"]

PHPUNIT = "/usr/bin/phpunit"
COMPOSER = "/usr/bin/composer"
TIMEOUT = 300

# (name, project, tool or None for a plain script, arguments)
CHECKS = [
    ("phpunit pass", "phpunit", PHPUNIT, ["--testsuite", "pass"]),
    ("phpunit failing", "phpunit", PHPUNIT, ["--testsuite", "failing"]),
    ("phpunit testdox pass", "phpunit", PHPUNIT, ["--testdox", "--testsuite", "pass"]),
    ("phpunit testdox failing", "phpunit", PHPUNIT, ["--testdox", "--testsuite", "failing"]),
    ("phpunit filter", "phpunit", PHPUNIT, ["--filter", "testAdd|testPush", "--testsuite", "pass"]),
    ("phpunit no-configuration", "phpunit", PHPUNIT,
     ["--no-configuration", "--bootstrap", "bootstrap.php", "tests/pass/CalculatorTest.php"]),
    ("phpunit list-tests", "phpunit", PHPUNIT, ["--list-tests", "--testsuite", "pass"]),
    # Composer steps run in order on one copy of the project.
    ("composer validate", "composer", COMPOSER, ["validate", "--no-check-publish"]),
    ("composer install", "composer", COMPOSER, ["install", "--no-progress"]),
    ("composer dump-autoload", "composer", COMPOSER, ["dump-autoload"]),
    ("composer autoload script", "composer", None, ["bin/check.php"]),
    ("composer show", "composer", COMPOSER, ["show"]),
    ("composer show package", "composer", COMPOSER, ["show", "hopvm/util"]),
    ("composer show tree", "composer", COMPOSER, ["show", "--tree"]),
    ("composer dump-autoload optimized", "composer", COMPOSER, ["dump-autoload", "--optimize"]),
    ("composer autoload script optimized", "composer", None, ["bin/check.php"]),
    ("composer validate lock", "composer", COMPOSER, ["validate", "--no-check-publish", "--check-lock"]),
]
# php's command-line modes on tests/cli (stdin from lines.txt): line processing, strip,
# highlight, reflection and information options.
CLI_CHECKS = [
    ("cli -R", ["-B", "echo 'begin', PHP_EOL;", "-R", "echo $argi, ':', strrev($argn), PHP_EOL;",
                "-E", "echo 'end ', $argi, ' ', $argn, PHP_EOL;"]),
    ("cli -F", ["-F", "per-line.php", "-E", "echo 'total ', $total, PHP_EOL;"]),
    ("cli -R error", ["-R", "echo $argn, PHP_EOL; if ($argi == 2) throw new Exception('line ' . $argi);"]),
    ("cli -R exit", ["-R", "echo $argn, PHP_EOL; if ($argi == 2) exit(7);"]),
    ("cli -R redeclare", ["-R", "function f() {} echo $argi, PHP_EOL;"]),
    ("cli -R with -r", ["-R", "echo 1;", "-r", "echo 2;"]),
    ("cli -r argv", ["-r", "var_dump($argv, $_SERVER['PHP_SELF'], $_SERVER['SCRIPT_FILENAME'], __FILE__);", "--", "a", "-b"]),
    ("cli -w", ["-w", "source.php"]),
    ("cli -s", ["-s", "source.php"]),
    ("cli -w missing", ["-w", "missing.php"]),
    ("cli --rf", ["--rf", "str_replace"]),
    ("cli --rf method", ["--rf", "ArrayObject::count"]),
    ("cli --rf missing", ["--rf", "no_such_function"]),
    ("cli --rc", ["--rc", "Countable"]),
    ("cli --re", ["--re", "json"]),
    ("cli --ri missing", ["--ri", "no_such_extension"]),
]
CLI_STDIN = "lines.txt"
# tests/libraries/NAME.php: a driver per Debian PHP library beyond ../shared/realworld's nine.
LIBRARIES = os.path.join(ROOT, "tests", "libraries")
CHECKS += [("library " + f[:-4], "libraries", None, [f]) for f in sorted(os.listdir(LIBRARIES)) if f.endswith(".php")]
CHECKS += [(name, "cli", None, args) for name, args in CLI_CHECKS]

TIME_LINE = re.compile(r"^Time: [0-9:.]+(?: ms| seconds?)?, Memory: [0-9.]+ ?[KMG]B\s*$")


def normalise(text, subs):
    lines = []
    for line in text.splitlines():
        if TIME_LINE.match(line):
            continue
        for old, new in subs:
            line = line.replace(old, new)
        lines.append(line.rstrip())
    return lines


def run(cmd, cwd, env, stdin=None):
    try:
        with open(stdin, "rb") if stdin else open(os.devnull, "rb") as inp:
            r = subprocess.run(cmd, cwd=cwd, env=env, stdin=inp, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, "timeout after %ds" % TIMEOUT
    out = r.stdout.decode("utf-8", "replace")
    err = r.stderr.decode("utf-8", "replace")
    return (out, err, r.returncode), None


class Side:
    """One binary's copies of the projects and its environment."""

    def __init__(self, label, prefix, base):
        self.label = label
        self.prefix = prefix
        self.tmp = tempfile.mkdtemp(prefix="hop-tools-%s-" % label)
        self.dirs = {}
        for project in ("phpunit", "composer", "libraries", "cli"):
            dst = os.path.join(self.tmp, project)
            shutil.copytree(os.path.join(ROOT, "tests", project), dst, symlinks=True,
                            ignore=shutil.ignore_patterns("vendor", "composer.lock", ".phpunit.result.cache"))
            self.dirs[project] = dst
        home = os.path.join(self.tmp, "home")
        os.makedirs(home)
        self.env = dict(base)
        self.env.update({
            "HOME": home,
            "COMPOSER_HOME": os.path.join(home, "composer"),
            "COMPOSER_CACHE_DIR": os.path.join(home, "cache"),
            "COMPOSER_DISABLE_NETWORK": "1",
            "COMPOSER_NO_INTERACTION": "1",
            "COMPOSER_ALLOW_SUPERUSER": "1",
            "COLUMNS": "120",
            "LINES": "40",
            "TMPDIR": os.path.join(self.tmp, "t"),
        })
        os.makedirs(self.env["TMPDIR"])
        self.subs = [(self.tmp, "<TMP>"), (ROOT, "<ROOT>")]

    def command(self, tool, args):
        return self.prefix + ([tool] if tool else []) + args

    def cleanup(self):
        shutil.rmtree(self.tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hop", default=os.path.join(ROOT, "build", "hop"))
    ap.add_argument("--php", default="php")
    ap.add_argument("--filter", default=None, help="only the checks whose name matches this regex")
    ap.add_argument("--verbose", action="store_true", help="print the whole diff of each DIFF")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folders")
    opts = ap.parse_args()

    base = {k: v for k, v in os.environ.items() if not k.startswith(("COMPOSER", "PHPUNIT", "XDEBUG"))}
    base["LC_ALL"] = "C.UTF-8"
    php_prefix = [opts.php, "-n"] + [a for e in SHARED_EXTS for a in ("-d", "extension=" + e)] + INI
    hop_bin = os.path.abspath(opts.hop) if os.sep in opts.hop else (shutil.which(opts.hop) or opts.hop)
    hop_prefix = [hop_bin] + INI
    php = Side("php", php_prefix, base)
    hop = Side("hop", hop_prefix, base)

    passed = failed = 0
    try:
        for name, project, tool, args in CHECKS:
            if opts.filter and not re.search(opts.filter, name):
                continue
            results = []
            for side in (php, hop):
                stdin = os.path.join(side.dirs[project], CLI_STDIN) if project == "cli" else None
                res, why = run(side.command(tool, args), side.dirs[project], side.env, stdin)
                results.append((res, why))
            (pres, pwhy), (hres, hwhy) = results
            if pres is None:
                print("FAIL %s: php: %s" % (name, pwhy))
                failed += 1
                continue
            if hres is None:
                print("FAIL %s: hop: %s" % (name, hwhy))
                failed += 1
                continue
            pl = normalise(pres[0], php.subs) + ["--- stderr ---"] + normalise(pres[1], php.subs) + \
                ["--- exit %d ---" % pres[2]]
            hl = normalise(hres[0], hop.subs) + ["--- stderr ---"] + normalise(hres[1], hop.subs) + \
                ["--- exit %d ---" % hres[2]]
            if pl == hl:
                print("SAME %s" % name)
                passed += 1
                continue
            failed += 1
            first = next(i for i in range(max(len(pl), len(hl)))
                         if i >= len(pl) or i >= len(hl) or pl[i] != hl[i])
            print("DIFF@%d %s" % (first + 1, name))
            if opts.verbose:
                for d in difflib.unified_diff(pl, hl, "php", "hop", lineterm="", n=2):
                    print("    " + d)
            else:
                for i in range(first, min(first + 3, max(len(pl), len(hl)))):
                    print("    php: %s" % (pl[i] if i < len(pl) else "<end>"))
                    print("    hop: %s" % (hl[i] if i < len(hl) else "<end>"))
    finally:
        if opts.keep:
            print("kept %s and %s" % (php.tmp, hop.tmp), file=sys.stderr)
        else:
            php.cleanup()
            hop.cleanup()
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
