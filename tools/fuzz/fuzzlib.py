"""fuzzlib.py — what the two fuzzers of tools/fuzz share: the VM modes, running one
program with a timeout, and telling a crash from an ordinary exit."""
import os
import re
import signal
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_HOP = os.path.join(ROOT, "build", "hop")

# Every mode HopVM has (hop --help, src/runtime/base/ini.h: hop.jit is off | live | pgo):
# the interpreter, then the live JIT compiling everything it can on first use
# (threshold 0, profitability off), with its defaults, with one translation per
# SrcKey (so the second type seen at a site falls back to the interpreter), and pgo
# optimizing from the profile after one profiled run.
HOP_MODES = [
    ("off", ["-d", "hop.jit=off"]),
    ("live", ["-d", "hop.jit=live", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0"]),
    ("live-default", ["-d", "hop.jit=live"]),
    ("live-1trans", ["-d", "hop.jit=live", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0",
                     "-d", "hop.jit_max_translations=1"]),
    ("pgo", ["-d", "hop.jit=pgo", "-d", "hop.jit_threshold=0", "-d", "hop.jit_profitability=0",
             "-d", "hop.jit_pgo_threshold=1"]),
]

# A sanitizer's report, an uncaught C++ exception or an assertion of the VM.
CRASH_TEXT = re.compile(r"AddressSanitizer|UndefinedBehaviorSanitizer|LeakSanitizer|runtime error:|"
                        r"terminate called|std::bad_alloc|Assertion .* failed|HOP_ASSERT|"
                        r"Segmentation fault|internal error")


class Result:
    __slots__ = ("stdout", "stderr", "rc", "timeout")

    def __init__(self, stdout, stderr, rc, timeout):
        self.stdout, self.stderr, self.rc, self.timeout = stdout, stderr, rc, timeout

    def crash(self):
        """A description of the crash, or None for an ordinary run."""
        if self.timeout:
            return "hang (timeout)"
        if self.rc < 0:
            try:
                return "signal " + signal.Signals(-self.rc).name
            except ValueError:
                return f"signal {-self.rc}"
        if self.rc > 128 and self.rc != 255:
            return f"exit {self.rc}"
        m = CRASH_TEXT.search(self.stderr)
        if m:
            return "report: " + self.stderr[max(0, m.start() - 40):m.end() + 200].strip().replace("\n", " | ")
        return None

    def key(self):
        return (self.stdout, self.rc)


def run(cmd, timeout, stdin=None):
    """Runs cmd (its own process group, killed whole on timeout)."""
    try:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
                             start_new_session=True)
    except OSError as e:
        return Result(b"", str(e), 127, False)
    try:
        out, err = p.communicate(stdin, timeout=timeout)
        return Result(out, err.decode("utf-8", "replace"), p.returncode, False)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        return Result(out, err.decode("utf-8", "replace"), -9, True)
