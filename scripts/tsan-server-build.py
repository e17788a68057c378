#!/usr/bin/env python3
"""tsan-server-build.py [OUT] — a `hop` whose shared-state code runs under
ThreadSanitizer, for the server's concurrency test (tests/server/tsan-load.py).

The parts request threads share are instrumented: src/jit, src/server,
src/vm, src/runtime/base, src/runtime/class, src/runtime/heap, the CLI's
main and the builtin table (builtin-registry.cpp); every other object comes
from the Release build (brought up to date first), as
scripts/jit-sanitize-tests.sh does for the JIT's unit tests. A whole
instrumented build is ~300 objects; this is ~100, so it stays within
minutes on a shared 2-core machine. Races inside the uninstrumented parts
(parser, builtins) are not seen; their calls into the instrumented ones are.

Writes OUT/build.ninja (incremental: a second run compiles what changed)
and builds OUT/hop (default OUT: /tmp/hop-tsan-<worktree name>)."""
import json
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.environ.get("HOP_BUILD_DIR", os.path.join(HERE, "build"))
OUT = sys.argv[1] if len(sys.argv) > 1 else f"/tmp/hop-tsan-{os.path.basename(HERE)}"
INSTRUMENTED = ("src/jit/", "src/server/", "src/vm/", "src/runtime/base/", "src/runtime/class/",
                "src/runtime/heap/", "src/cli/",
                # the builtin table, process-wide: its Funcs are made on first use (acquire/release:
                # uninstrumented, TSan did not see that synchronization and reported the readers)
                "src/runtime/builtins/builtin-registry.cpp",
                # the process-wide Func table (a function-local static: its first use's guard is
                # read inline by the callers, unseen when uninstrumented)
                "src/bytecode/unit.cpp")
TSAN_FLAGS = "-O1 -g1 -fsanitize=thread -fno-omit-frame-pointer"


def main():
    subprocess.run(["ninja", "-C", BUILD, "-j2", "hop"], check=True, stdout=subprocess.DEVNULL)
    text = open(os.path.join(BUILD, "build.ninja")).read()
    m = re.search(r"^build hop: \S+ (.*?)(?: \|\| .*)?\n((?:  .*\n)+)", text, re.M)
    objs = [o for o in m.group(1).split() if o.endswith(".o")]
    libs = re.search(r"^  LINK_LIBRARIES = (.*)$", m.group(2), re.M).group(1)
    cmds = {}
    for e in json.load(open(os.path.join(BUILD, "compile_commands.json"))):
        rel = os.path.relpath(e["file"], HERE)
        out = e.get("output") or re.search(r"-o (\S+)", e["command"]).group(1)
        cmds[out] = (rel, e["command"])
    os.makedirs(OUT, exist_ok=True)
    lines = ["ninja_required_version = 1.5", "rule cxx", "  command = $cmd -MD -MF $out.d",
             "  deps = gcc", "  depfile = $out.d", "  description = tsan $src",
             "rule link", "  command = c++ -fsanitize=thread $in $libs -o $out", "  description = link $out"]
    linked = []
    for o in objs:
        rel, cmd = cmds.get(o, (None, None))
        if rel is None or not rel.startswith(INSTRUMENTED):
            linked.append(os.path.join(BUILD, o))
            continue
        target = os.path.join(OUT, "obj", o)
        args = shlex.split(cmd)
        args = [a for a in args if a not in ("-O2", "-g1", "-O3", "-g")]
        i = args.index("-o")
        args[i + 1] = target
        c = " ".join(shlex.quote(a) for a in args[:1]) + " " + TSAN_FLAGS + " " + \
            " ".join(shlex.quote(a) for a in args[1:])
        lines.append(f"build {target}: cxx {os.path.join(HERE, rel)}")
        lines.append(f"  cmd = cd {shlex.quote(BUILD)} && {c}")
        lines.append(f"  src = {rel}")
        linked.append(target)
    lines.append(f"build {os.path.join(OUT, 'hop')}: link {' '.join(linked)}")
    lines.append(f"  libs = {libs}")
    with open(os.path.join(OUT, "build.ninja"), "w") as f:
        f.write("\n".join(lines) + "\n")
    for o in objs:
        os.makedirs(os.path.dirname(os.path.join(OUT, "obj", o)), exist_ok=True)
    r = subprocess.run(["nice", "-n", "10", "ninja", "-C", OUT, "-j2"])
    if r.returncode == 0:
        print(os.path.join(OUT, "hop"))
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
