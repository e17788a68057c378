#!/usr/bin/env python3
"""run-cases.py — runs the hostile-input cases under php and HopVM, reports crashes, hangs and differences.

Usage: tests/hostile/run-cases.py [--hop build/hop] [--php php] [-j2] [--filter REGEX] [--modes off,live,pgo]
                                  [--timeout 60] [--diff]

Cases live in tests/hostile/cases/:
  NAME.php       run as is;
  NAME.gen.php   run by php to print a program, which is then run and linted (-l);
and the CLI cases at the end of this file (shell commands with {php} standing for the binary and its -d flags).
A header line `// ini: k=v k=v` adds -d flags to every run of the case.

Each case is run by php and by hop in every mode (off: the interpreter; live: the JIT with threshold and
profitability 0; pgo: profiling then optimized translations, thresholds 0 and 1). A hop run is CRASH when it dies by a signal or exits with a status above 128 other than 255,
or prints a sanitizer report; HANG when it outlives the timeout; SAME or DIFF against php's output and status.
When php itself crashes (php 8.2 has no native stack guard), the hop run only has to be clean.
"""
import argparse
import concurrent.futures
import os
import re
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
MODES = {
    "off": ["-d", "hop.jit=off"],
    "live": ["-d", "hop.jit=live", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0"],
    # pgo: profiling translations on first sight, optimized ones after one profiled run (as tests/phpt's pgo mode).
    "pgo": ["-d", "hop.jit=pgo", "-d", "hop.jit_threshold=0", "-d", "hop.jit_pgo_threshold=1",
            "-d", "hop.jit_profitability=0"],
}
# php -n's defaults (the machine's php.ini logs errors to stderr, lifts the memory limit, hides the arguments of
# stack frames in exceptions and turns assertions off), given to every run.
COMMON_FLAGS = ["-d", "display_errors=1", "-d", "log_errors=0", "-d", "error_reporting=-1", "-d", "memory_limit=128M",
                "-d", "zend.exception_ignore_args=0", "-d", "zend.exception_string_param_max_len=15",
                "-d", "zend.assertions=1"]
SANITIZER = re.compile(r"AddressSanitizer|UndefinedBehaviorSanitizer|runtime error:|LeakSanitizer")

# CLI edges: (name, shell command). {php} is the binary with its flags, {dir} a scratch directory.
CLI_CASES = [
    ("cli-bad-memory-limit", "{php} -d memory_limit=abc -r 'echo ini_get(\"memory_limit\"), \"\\n\";'"),
    ("cli-bad-memory-limit-suffix", "{php} -d memory_limit=12Q -r 'echo ini_get(\"memory_limit\"), \"\\n\";'"),
    ("cli-bad-precision", "{php} -d precision=abc -r 'echo ini_get(\"precision\"), \" \", 1/3, \"\\n\";'"),
    ("cli-bad-error-reporting", "{php} -d error_reporting=abc -r 'echo error_reporting(), \"\\n\";'"),
    ("cli-bad-max-execution-time", "{php} -d max_execution_time=abc -r 'echo ini_get(\"max_execution_time\"), \"\\n\";'"),
    ("cli-bad-bool", "{php} -d display_errors=maybe -r 'echo ini_get(\"display_errors\"), \"\\n\";'"),
    ("cli-unknown-ini", "{php} -d no_such_setting=1 -r 'var_dump(ini_get(\"no_such_setting\"));'"),
    ("cli-d-no-value", "{php} -d short_open_tag -r 'var_dump(ini_get(\"short_open_tag\"));'"),
    ("cli-pcre-bad", "{php} -d pcre.backtrack_limit=abc -r 'var_dump(ini_get(\"pcre.backtrack_limit\"));'"),
    ("cli-auto-prepend",
     "printf '<?php echo \"pre\\\\n\"; $p = 1;' > {dir}/pre.php; printf '<?php echo \"post $p\\\\n\";' > {dir}/post.php; "
     "printf '<?php echo \"main $p\\\\n\";' > {dir}/main.php; "
     "{php} -d auto_prepend_file={dir}/pre.php -d auto_append_file={dir}/post.php {dir}/main.php"),
    ("cli-auto-prepend-r",
     "printf '<?php echo \"pre\\\\n\";' > {dir}/pre.php; {php} -d auto_prepend_file={dir}/pre.php -r 'echo \"r\\n\";'"),
    ("cli-auto-prepend-missing",
     "printf '<?php echo \"main\\\\n\";' > {dir}/main.php; {php} -d auto_prepend_file={dir}/nope.php {dir}/main.php 2>&1 | sed 's#{dir}#DIR#g'"),
    ("cli-auto-append-exit",
     "printf '<?php echo \"post\\\\n\";' > {dir}/post.php; printf '<?php echo \"main\\\\n\"; exit(3);' > {dir}/main.php; "
     "{php} -d auto_append_file={dir}/post.php {dir}/main.php; echo status=$?"),
    ("cli-auto-prepend-ini-get",
     "printf '<?php echo ini_get(\"auto_prepend_file\") ? \"set\\\\n\" : \"unset\\\\n\";' > {dir}/main.php; "
     "{php} -d auto_prepend_file={dir}/main.php {dir}/main.php"),
    ("cli-stdout-closed", "{php} -r 'echo str_repeat(\"x\", 100000), \"\\n\"; fwrite(STDERR, \"after\\n\");' >&-; echo status=$?"),
    ("cli-stdout-closed-small", "{php} -r 'echo \"x\\n\";' >&-; echo status=$?"),
    ("cli-stdout-pipe-head",
     "{php} -r 'for ($i = 0; $i < 200000; $i++) echo str_repeat(\"x\", 99), \"\\n\"; fwrite(STDERR, \"after\\n\");' "
     "| head -c1 >/dev/null; echo status=${{PIPESTATUS[0]}}"),
    ("cli-stdout-pipe-head-ob",
     "{php} -r 'ob_start(); for ($i = 0; $i < 200000; $i++) echo str_repeat(\"x\", 99), \"\\n\";' "
     "| head -c1 >/dev/null; echo status=${{PIPESTATUS[0]}}"),
    ("cli-stdout-full", "{php} -r 'echo str_repeat(\"x\", 100000);' > /dev/full; echo status=$?"),
    ("cli-stdout-full-small", "{php} -r 'echo \"x\";' > /dev/full; echo status=$?"),
    ("cli-stdout-fwrite-closed",
     "{php} -r 'var_dump(fwrite(STDOUT, str_repeat(\"x\", 100000))); fwrite(STDERR, \"after\\n\");' >&- 2>&1; echo status=$?"),
    ("cli-dev-zero", "timeout 20 {php} /dev/zero > /dev/null 2>{dir}/err; echo status=$?; head -c 300 {dir}/err | sed 's#/dev/zero#F#g'"),
    ("cli-dev-zero-lint", "timeout 20 {php} -l /dev/zero > /dev/null 2>&1; echo status=$?"),
    ("cli-short-open-tag-on", "printf '<? echo \"short\\\\n\"; ?>\\n<?php echo \"long\\\\n\";' > {dir}/s.php; {php} -d short_open_tag=1 {dir}/s.php"),
    ("cli-short-open-tag-off", "printf '<? echo \"short\\\\n\"; ?>\\n<?php echo \"long\\\\n\";' > {dir}/s.php; {php} -d short_open_tag=0 {dir}/s.php"),
    ("cli-short-open-tag-ini-get", "{php} -d short_open_tag=On -r 'var_dump(ini_get(\"short_open_tag\"));'"),
    ("cli-short-open-tag-tokens",
     "printf '<? echo 1; ?>x<?= 2 ?>' > {dir}/s.php; {php} -d short_open_tag=1 -r 'foreach (token_get_all(file_get_contents(\"{dir}/s.php\")) as $t) echo is_array($t) ? token_name($t[0]) : $t, \"\\n\";'"),
    ("cli-short-open-tag-xml",
     "printf '<?xml version=\"1.0\"?>\\n<? echo 1;' > {dir}/s.php; {php} -d short_open_tag=1 {dir}/s.php; echo; {php} -d short_open_tag=0 {dir}/s.php"),
    ("cli-short-open-tag-lint",
     "printf '<? echo 1 ?>' > {dir}/s.php; {php} -d short_open_tag=1 -l {dir}/s.php | sed 's#{dir}#DIR#'"),
]


def read_header(path):
    flags = []
    with open(path, errors="replace") as f:
        for line in f.read(2000).splitlines():
            m = re.match(r"\s*//\s*ini:\s*(.*)", line)
            if m:
                for kv in m.group(1).split():
                    flags += ["-d", kv]
    return flags


VMEM_LIMIT = [0]


def limit_memory():
    if VMEM_LIMIT[0]:
        resource.setrlimit(resource.RLIMIT_AS, (VMEM_LIMIT[0], VMEM_LIMIT[0]))


def run(cmd, timeout, shell=False, cwd=None):
    try:
        p = subprocess.run(cmd, shell=shell, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout,
                           cwd=cwd, executable="/bin/bash" if shell else None, start_new_session=True,
                           preexec_fn=limit_memory)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        return None, (e.stdout or b"").decode("utf-8", "replace")


def crashed(rc, out):
    if rc is None:
        return "HANG"
    if rc < 0 or (rc > 128 and rc != 255) or SANITIZER.search(out):
        return "CRASH(%s)" % rc
    return None


def normalize(out, paths):
    for p in paths:
        out = out.replace(p, "%s")
    out = re.sub(r"(Maximum call stack size of )\d+( bytes)", r"\1N\2", out)
    # The size of the allocation that hit memory_limit depends on the allocator's
    # blocks (php's 2 MiB chunks, HopVM's slabs): the fatal itself must match.
    out = re.sub(r"(exhausted \(tried to allocate )\d+( bytes\))", r"\1N\2", out)
    # Where growth crosses memory_limit depends on the sizes of php's and HopVM's values and
    # frames: the statement (a loop's line) and the depth of a runaway eval ("(1) : eval()'d
    # code" once per level in the file name) of that fatal may differ; the fatal may not.
    out = re.sub(r"(Allowed memory size of \d+ bytes exhausted .*) on line \d+", r"\1 on line N", out)
    out = re.sub(r"(\(1\) : eval\(\)'d code)+", r"(1) : eval()'d code...", out)
    # tempnam() names.
    out = re.sub(r"/tmp/hop[A-Za-z0-9]{6}\b", "/tmp/hopXXXXXX", out)
    m = SANITIZER.search(out)
    if m and m.start() >= 15000:   # keep a sanitizer's report past the cut
        return out[:5000] + "\n[...]\n" + out[m.start() - 1000:][:14000]
    return out[:20000]


def run_case(name, args, timeout):
    """Returns [(mode, verdict, rc, output)] for php and each hop mode."""
    path = os.path.join(CASES, name)
    flags = read_header(path)
    results = []
    with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        runs = []  # (label, argv list)
        if name.endswith(".gen.php"):
            prog = os.path.join(tmp, name[:-len(".gen.php")] + ".php")
            with open(prog, "w") as f:
                subprocess.run([args.php, "-n", path], stdout=f, check=True)
            runs = [("", [prog]), ("-l ", ["-l", prog])]
            paths = [prog]
        else:
            runs = [("", [path])]
            paths = [path]
        for label, argv in runs:
            ref = None
            for mode in ["php"] + args.modes:
                binary = ([args.php] if mode == "php" else [args.hop] + MODES[mode]) + COMMON_FLAGS
                rc, out = run(binary + flags + argv, timeout, cwd=tmp)
                out = normalize(out, paths)
                bad = crashed(rc, out)
                if mode == "php":
                    ref = (rc, out, bad)
                    results.append((label + "php", bad or "ok", rc, out))
                    continue
                if bad:
                    verdict = bad
                elif ref[2]:
                    verdict = "CLEAN(php %s)" % ref[2].split("(")[0].lower()
                elif (rc, out) == (ref[0], ref[1]):
                    verdict = "SAME"
                else:
                    verdict = "DIFF"
                results.append((label + mode, verdict, rc, out))
    return results


def run_cli(name, cmd, args, timeout):
    results = []
    ref = None
    for mode in ["php"] + args.modes:
        with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
            # php -n here: the machine's php.ini hides start-up warnings (display_startup_errors=Off)
            # before any -d could show them; HopVM reads no php.ini.
            php = [args.php, "-n", "-d", "extension=tokenizer"]
            binary = " ".join((php if mode == "php" else [args.hop] + MODES[mode]) + COMMON_FLAGS)
            rc, out = run(cmd.format(php=binary, dir=tmp), timeout, shell=True, cwd=tmp)
            out = out.replace(tmp, "DIR")
        bad = crashed(rc, out) if rc is None or SANITIZER.search(out) else None
        bad = bad or (re.search(r"status=(1[3-9][0-9]|2[0-4][0-9]|25[0-4])\b", out) and "CRASH(status)")
        if mode == "php":
            ref = (rc, out, bad)
            results.append(("php", bad or "ok", rc, out))
        elif bad:
            results.append((mode, bad, rc, out))
        elif ref[2]:
            results.append((mode, "CLEAN(php %s)" % ref[2].split("(")[0].lower(), rc, out))
        else:
            results.append((mode, "SAME" if (rc, out) == ref[:2] else "DIFF", rc, out))
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hop", default=os.path.join(HERE, "..", "..", "build", "hop"))
    ap.add_argument("--php", default="php")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--filter", default="")
    ap.add_argument("--modes", default="off,live,pgo")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--diff", action="store_true", help="print outputs of the cases that are not SAME")
    ap.add_argument("--no-cli", action="store_true")
    ap.add_argument("--report-dir", default=None,
                    help="write here the output of every hop run that holds a sanitizer report")
    ap.add_argument("--vmem-gb", type=int, default=12,
                    help="address-space limit of every run (0: none; sanitizer builds need none)")
    args = ap.parse_args()
    VMEM_LIMIT[0] = args.vmem_gb << 30
    args.hop = os.path.abspath(args.hop)
    args.modes = [m for m in args.modes.split(",") if m]
    names = sorted(n for n in os.listdir(CASES) if n.endswith(".php") and re.search(args.filter, n))
    jobs = [(n, None) for n in names]
    if not args.no_cli:
        jobs += [(n, c) for n, c in CLI_CASES if re.search(args.filter, n)]
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        futs = [(n, ex.submit(run_cli if c else run_case, *((n, c, args, args.timeout) if c else (n, args, args.timeout))))
                for n, c in jobs]
        for n, fut in futs:
            res = fut.result()
            line = "%-40s " % n + "  ".join("%s=%s" % (m, v) for m, v, _, _ in res)
            print(line, flush=True)
            hop_bad = [r for r in res if not r[0].endswith("php") and (r[1].startswith(("CRASH", "HANG")))]
            differs = [r for r in res if not r[0].endswith("php") and r[1] == "DIFF"]
            bad += bool(hop_bad)
            if args.report_dir:
                for m, v, rc, out in res:
                    if not m.endswith("php") and SANITIZER.search(out):
                        os.makedirs(args.report_dir, exist_ok=True)
                        tag = re.sub(r"[^\w.-]+", "_", "%s-%s" % (n, m.strip()))
                        with open(os.path.join(args.report_dir, tag + ".txt"), "w") as fh:
                            fh.write("%s %s (status %s)\n%s" % (n, m, rc, out))
            if args.diff and (hop_bad or differs):
                for m, v, rc, out in res:
                    print("  --- %s (%s, status %s)\n%s" % (m, v, rc, "\n".join("    " + l for l in out[:3000].splitlines())))
    print("%d case(s) crash or hang under hop" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
