// proc-functions.cpp — running programs (ext/standard/exec.c, proc_open.c):
// exec, system, passthru, shell_exec (and backticks), popen/pclose, proc_open
// with descriptor specs (pipe, file, redirect, null, streams), proc_close,
// proc_get_status, proc_terminate and proc_nice.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <map>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

extern char** environ;

namespace hop::streams {
namespace {

TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

void checkCommand(NativeArgs& a, uint32_t i) {
  std::string_view c = a.sv(i);
  if (c.empty()) throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($command) cannot be empty", curFn(), i + 1);
  if (c.find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "%s(): Argument #%u ($command) must not contain any null bytes", curFn(), i + 1);
}

/// Starts /bin/sh -c cmd with its stdout (read) or stdin (write) on a pipe.
pid_t spawnShell(const std::string& cmd, bool read, int& parentFd) {
  int p[2];
  if (::pipe2(p, O_CLOEXEC) != 0) return -1;
  ctx().output.flushStdout();
  pid_t pid = ::fork();
  if (pid < 0) {
    ::close(p[0]);
    ::close(p[1]);
    return -1;
  }
  if (pid == 0) {
    if (read) ::dup2(p[1], 1);
    else ::dup2(p[0], 0);
    execl("/bin/sh", "sh", "-c", cmd.c_str(), (char*)nullptr);
    _exit(127);
  }
  if (read) {
    ::close(p[1]);
    parentFd = p[0];
  } else {
    ::close(p[0]);
    parentFd = p[1];
  }
  return pid;
}

int waitStatus(pid_t pid) {
  int st = 0;
  while (::waitpid(pid, &st, 0) < 0)
    if (errno != EINTR) return -1;
  if (WIFEXITED(st)) return WEXITSTATUS(st);
  if (WIFSIGNALED(st)) return -1;
  return -1;
}

/// exec/system/passthru: type 1 exec, 2 system, 3 passthru.
void doExec(NativeArgs& a, int type) {
  checkCommand(a, 0);
  int fd;
  pid_t pid = spawnShell(std::string(a.sv(0)), true, fd);
  if (pid < 0) {
    raiseWarning("%s(): Unable to fork [%s]", curFn(), a.str(0)->data());
    a.retBool(false);
    return;
  }
  std::string all, last;
  ArrayData* lines = nullptr;
  if (type == 1 && a.has(1)) {
    TypedValue& out = a.ref(1);
    if (!out.isArray()) tvAssignMove(out, makeArrayNoIncRef(ArrayData::makePacked(8)));
    else ArrayData::separate(out.m_data.parr);
    lines = out.m_data.parr;
  }
  char buf[8192];
  std::string pending;
  auto takeLine = [&](std::string line) {
    size_t l = line.size();
    while (l > 0 && isspace((unsigned char)line[l - 1])) --l;
    line.resize(l);
    if (type == 1 && a.has(1)) {
      TypedValue& out = a.ref(1);
      ArrayData::append(out.m_data.parr, str(line));
    }
    last = line;
  };
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof(buf));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (type == 3) {
      ctx().write(std::string_view(buf, size_t(n)));
      continue;
    }
    pending.append(buf, size_t(n));
    size_t nl;
    while ((nl = pending.find('\n')) != std::string::npos) {
      std::string line = pending.substr(0, nl + 1);
      pending.erase(0, nl + 1);
      if (type == 2) ctx().write(line);
      takeLine(line);
    }
  }
  if (!pending.empty()) {
    if (type == 2) ctx().write(pending);
    takeLine(pending);
  }
  (void)lines;
  ::close(fd);
  int rc = waitStatus(pid);
  uint32_t rcArg = type == 1 ? 2 : 1;
  if (a.has(rcArg)) tvAssignMove(a.ref(rcArg), makeInt(rc));
  if (type == 3) a.retNull();
  else a.retString(last);
}

void f_exec(NativeArgs& a) { doExec(a, 1); }
void f_system(NativeArgs& a) { doExec(a, 2); }
void f_passthru(NativeArgs& a) {
  doExec(a, 3);
  if (a.ret.isNull()) a.retNull();
}

void f_shell_exec(NativeArgs& a) {
  std::string_view c = a.sv(0);
  if (c.find('\0') != std::string_view::npos)
    throwError(ErrorKind::ValueError, "shell_exec(): Argument #1 ($command) must not contain any null bytes");
  if (c.empty()) throwError(ErrorKind::ValueError, "shell_exec(): Argument #1 ($command) cannot be empty");
  int fd;
  pid_t pid = spawnShell(std::string(c), true, fd);
  if (pid < 0) {
    raiseWarning("shell_exec(): Unable to execute '%s'", a.str(0)->data());
    a.retBool(false);
    return;
  }
  std::string out;
  char buf[8192];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof(buf));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, size_t(n));
  }
  ::close(fd);
  waitStatus(pid);
  if (out.empty()) a.retNull();
  else a.retString(out);
}

// --- popen ----------------------------------------------------------------------------------

struct PipeStream : FdStream {
  pid_t pid = -1;
  int exitCode = -1;
  void doClose() override {
    FdStream::doClose();
    if (pid > 0) exitCode = waitStatus(pid);
    pid = -1;
  }
};

void f_popen(NativeArgs& a) {
  std::string cmd(a.sv(0)), mode(a.sv(1));
  if (cmd.find('\0') != std::string::npos)
    throwError(ErrorKind::ValueError, "popen(): Argument #1 ($command) must not contain any null bytes");
  std::string m = mode;
  if (m != "r" && m != "rb" && m != "w" && m != "wb")
    throwError(ErrorKind::ValueError, "popen(): Argument #2 ($mode) must be one of \"r\", \"rb\", \"w\", or \"wb\"");
  int fd;
  pid_t pid = spawnShell(cmd, m[0] == 'r', fd);
  if (pid < 0) {
    raiseWarning("popen(%s,%s): %s", cmd.c_str(), mode.c_str(), strerror(errno));
    a.retBool(false);
    return;
  }
  auto s = std::make_unique<PipeStream>();
  s->fdNum = fd;
  s->pid = pid;
  s->mode = mode;
  s->uri = "";
  s->wrapperType = "";
  s->seekable = false;
  s->isPipe = true;
  s->streamType = "STDIO";
  a.retValue(makeResourceNoIncRef(makeStreamResource(std::move(s))));
}

void f_pclose(NativeArgs& a) {
  Stream* s = streamArg(a, 0);
  auto* p = dynamic_cast<PipeStream*>(s);
  if (!p) throwError(ErrorKind::TypeError, "pclose(): supplied resource is not a valid stream resource");
  a.arg(0).m_data.pres->close();
  a.retInt(p->exitCode);
}

// --- proc_open -------------------------------------------------------------------------------

struct Process : ResourceImpl {
  pid_t pid = -1;
  std::string command;
  std::vector<ResourceData*> pipes;   // parent ends (held)
  bool exited = false, reported = false;
  int status = 0;
  std::string typeName() const override { return "process"; }
  ~Process() override {
    if (tl_streamsDead) return;
    for (auto* p : pipes) p->decRef();
  }
  void close() override {
    if (!tl_streamsDead)
      for (auto* p : pipes) p->close();
    if (pid > 0 && !exited) {
      int st;
      while (::waitpid(pid, &st, 0) < 0 && errno == EINTR) {
      }
      exited = true;
      status = st;
    }
  }
};

Process* procArg(NativeArgs& a) {
  const TypedValue& v = a.arg(0);
  if (v.m_type != DataType::Resource)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #1 ($process) must be of type resource, %s given", curFn(),
                typeNameForMessage(v).c_str());
  Process* p = v.m_data.pres->m_closed ? nullptr : v.m_data.pres->impl<Process>();
  if (!p) throwErrorF(ErrorKind::TypeError, "%s(): supplied resource is not a valid process resource", curFn());
  return p;
}

struct Desc {
  int childFd;
  int srcFd = -1;        // fd the child gets
  int parentFd = -1;     // for pipes: the parent's end
  bool parentRead = false;
  int redirectTo = -1;
  bool closeSrc = false;
};

void f_proc_open(NativeArgs& a) {
  const TypedValue& cmdv = a.arg(0);
  std::vector<std::string> argvv;
  std::string shown;
  if (cmdv.isArray()) {
    ArrayData* arr = cmdv.m_data.parr;
    if (arr->size() == 0) throwError(ErrorKind::ValueError, "proc_open(): Argument #1 ($command) must have at least one element");
    forEachElem(arr, [&](const TypedValue&, const TypedValue& v) {
      std::string s = toStdString(*tvDeref(&v));
      if (s.find('\0') != std::string::npos) throwError(ErrorKind::ValueError, "Command array element 1 contains a null byte");
      argvv.push_back(s);
    });
    shown = argvv[0];
  } else {
    shown = toStdString(cmdv);
    if (shown.empty()) throwError(ErrorKind::ValueError, "proc_open(): Argument #1 ($command) cannot be empty");
  }
  std::vector<Desc> descs;
  bool ok = true;
  forEachElem(a.arr(1), [&](const TypedValue& k, const TypedValue& v0) {
    if (!ok) return;
    if (k.m_type != DataType::Int) throwError(ErrorKind::ValueError, "proc_open(): Argument #2 ($descriptor_spec) must be an integer indexed array");
    Desc d;
    d.childFd = int(k.m_data.num);
    const TypedValue& v = *tvDeref(&v0);
    if (v.m_type == DataType::Resource) {
      Stream* s = v.m_data.pres->m_closed ? nullptr : v.m_data.pres->impl<Stream>();
      if (!s || s->fd() < 0) {
        raiseWarning("proc_open(): Cannot represent a stream of type %s as a File Descriptor", s ? s->streamType.c_str() : "Unknown");
        ok = false;
        return;
      }
      s->flush();
      d.srcFd = s->fd();
    } else if (v.isArray()) {
      ArrayData* spec = v.m_data.parr;
      const TypedValue* t = spec->getInt(0);
      if (!t) throwError(ErrorKind::ValueError, "proc_open(): Argument #2 ($descriptor_spec) must only contain arrays and streams");
      std::string type = toStdString(*tvDeref(t));
      const TypedValue* e1 = spec->getInt(1);
      if (type == "pipe") {
        if (!e1) throwError(ErrorKind::ValueError, "proc_open(): Missing mode parameter for \"pipe\"");
        std::string mode = toStdString(*tvDeref(e1));
        int p[2];
        if (::pipe2(p, O_CLOEXEC) != 0) {
          ok = false;
          return;
        }
        if (mode[0] == 'r') {   // the child reads
          d.srcFd = p[0];
          d.parentFd = p[1];
          d.parentRead = false;
        } else {
          d.srcFd = p[1];
          d.parentFd = p[0];
          d.parentRead = true;
        }
        d.closeSrc = true;
      } else if (type == "file") {
        if (!e1) throwError(ErrorKind::ValueError, "proc_open(): Missing file name parameter for \"file\"");
        const TypedValue* e2 = spec->getInt(2);
        if (!e2) throwError(ErrorKind::ValueError, "proc_open(): Missing mode parameter for \"file\"");
        std::string path = toStdString(*tvDeref(e1)), mode = toStdString(*tvDeref(e2));
        int fl = mode[0] == 'r' ? (mode.find('+') != std::string::npos ? O_RDWR : O_RDONLY)
                 : mode[0] == 'a' ? O_WRONLY | O_CREAT | O_APPEND
                 : O_WRONLY | O_CREAT | O_TRUNC;
        int fd = ::open(path.c_str(), fl | O_CLOEXEC, 0666);
        if (fd < 0) {
          raiseWarning("proc_open(%s): Failed to open stream: %s", path.c_str(), strerror(errno));
          ok = false;
          return;
        }
        d.srcFd = fd;
        d.closeSrc = true;
      } else if (type == "redirect") {
        if (!e1) throwError(ErrorKind::ValueError, "proc_open(): Missing redirection target");
        d.redirectTo = int(toInt(*tvDeref(e1)));
      } else if (type == "null") {
        d.srcFd = ::open("/dev/null", O_RDWR | O_CLOEXEC);
        d.closeSrc = true;
      } else {
        throwErrorF(ErrorKind::ValueError, "proc_open(): %s is not a valid descriptor spec/mode", type.c_str());
      }
    } else {
      throwError(ErrorKind::ValueError, "proc_open(): Argument #2 ($descriptor_spec) must only contain arrays and streams");
    }
    descs.push_back(d);
  });
  auto cleanup = [&] {
    for (auto& d : descs) {
      if (d.closeSrc && d.srcFd >= 0) ::close(d.srcFd);
      if (d.parentFd >= 0) ::close(d.parentFd);
    }
  };
  if (!ok) {
    cleanup();
    a.retBool(false);
    return;
  }
  for (auto& d : descs)
    if (d.redirectTo >= 0) {
      bool found = false;
      for (auto& o : descs)
        if (o.childFd == d.redirectTo && o.srcFd >= 0) {
          d.srcFd = o.srcFd;
          found = true;
        }
      if (!found) {
        if (d.redirectTo <= 2) d.srcFd = d.redirectTo;
        else {
          raiseWarning("proc_open(): Redirection target %d not found", d.redirectTo);
          cleanup();
          a.retBool(false);
          return;
        }
      }
    }
  std::string cwd = a.isNull(3) ? "" : std::string(a.sv(3));
  std::vector<std::string> envs;
  bool hasEnv = !a.isNull(4);
  if (hasEnv)
    forEachElem(a.arr(4), [&](const TypedValue& k, const TypedValue& v) {
      std::string val = toStdString(*tvDeref(&v));
      if (k.m_type == DataType::String) envs.push_back(toStdString(k) + "=" + val);
      else envs.push_back(val);
    });
  ctx().output.flushStdout();
  pid_t pid = ::fork();
  if (pid < 0) {
    raiseWarning("proc_open(): Fork failed: %s", strerror(errno));
    cleanup();
    a.retBool(false);
    return;
  }
  if (pid == 0) {
    // Move sources out of the way, then place them.
    std::vector<int> tmp(descs.size(), -1);
    for (size_t i = 0; i < descs.size(); ++i)
      if (descs[i].srcFd >= 0) tmp[i] = ::fcntl(descs[i].srcFd, F_DUPFD_CLOEXEC, 256);
    for (size_t i = 0; i < descs.size(); ++i)
      if (tmp[i] >= 0) ::dup2(tmp[i], descs[i].childFd);
    if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) _exit(127);
    std::vector<char*> envp;
    for (auto& e : envs) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    if (!argvv.empty()) {
      std::vector<char*> av;
      for (auto& s : argvv) av.push_back(const_cast<char*>(s.c_str()));
      av.push_back(nullptr);
      if (hasEnv) environ = envp.data();
      execvp(av[0], av.data());
      _exit(127);
    }
    if (hasEnv) execle("/bin/sh", "sh", "-c", shown.c_str(), (char*)nullptr, envp.data());
    else execl("/bin/sh", "sh", "-c", shown.c_str(), (char*)nullptr);
    _exit(127);
  }
  auto proc = std::make_unique<Process>();
  proc->pid = pid;
  proc->command = shown;
  ArrayData* pipes = ArrayData::makeHash(4);
  for (auto& d : descs) {
    if (d.closeSrc && d.srcFd >= 0) ::close(d.srcFd);
    if (d.parentFd >= 0) {
      auto s = fdStream(d.parentFd, d.parentRead ? "r" : "w", "");
      s->seekable = false;
      s->isPipe = true;
      s->wrapperType = "";
      s->streamType = "STDIO";
      ResourceData* r = makeStreamResource(std::move(s));
      r->incRef();
      proc->pipes.push_back(r);
      ArrayData::setInt(pipes, d.childFd, makeResourceNoIncRef(r));
    }
  }
  tvAssignMove(a.ref(2), makeArrayNoIncRef(pipes));
  a.retValue(makeResourceNoIncRef(ResourceData::make(std::move(proc))));
}

void f_proc_close(NativeArgs& a) {
  Process* p = procArg(a);
  a.arg(0).m_data.pres->close();
  int st = p->status;
  if (p->reported) a.retInt(-1);
  else a.retInt(WIFEXITED(st) ? WEXITSTATUS(st) : -1);
}

void f_proc_get_status(NativeArgs& a) {
  Process* p = procArg(a);
  bool running = false, signaled = false, stopped = false;
  int exitcode = -1, termsig = 0, stopsig = 0;
  if (!p->exited) {
    int st;
    pid_t r = ::waitpid(p->pid, &st, WNOHANG | WUNTRACED);
    if (r == p->pid) {
      if (WIFSTOPPED(st)) {
        running = true;
        stopped = true;
        stopsig = WSTOPSIG(st);
      } else {
        p->exited = true;
        p->status = st;
      }
    } else if (r == 0) {
      running = true;
    }
  }
  if (p->exited && !p->reported) {
    int st = p->status;
    if (WIFEXITED(st)) exitcode = WEXITSTATUS(st);
    if (WIFSIGNALED(st)) {
      signaled = true;
      termsig = WTERMSIG(st);
    }
    p->reported = true;
  }
  ArrayData* r = ArrayData::makeHash(8);
  auto set = [&](const char* k, TypedValue v) { ArrayData::setStr(r, StringData::interned(k), v); };
  set("command", str(p->command));
  set("pid", makeInt(p->pid));
  set("running", makeBool(running));
  set("signaled", makeBool(signaled));
  set("stopped", makeBool(stopped));
  set("exitcode", makeInt(running ? -1 : exitcode));
  set("termsig", makeInt(termsig));
  set("stopsig", makeInt(stopsig));
  a.retArray(r);
}

void f_proc_terminate(NativeArgs& a) {
  Process* p = procArg(a);
  a.retBool(::kill(p->pid, int(a.i64Or(1, SIGTERM))) == 0);
}

void f_proc_nice(NativeArgs& a) {
  errno = 0;
  ::nice(int(a.i64(0)));
  if (errno) {
    if (errno == EPERM) raiseWarning("proc_nice(): Only a super user may attempt to increase the priority of a process");
    else raiseWarning("proc_nice(): Error while altering the process priority: %s", strerror(errno));
    a.retBool(false);
    return;
  }
  a.retBool(true);
}

const BuiltinDecl kProcBuiltins[] = {
    {"exec(string $command, &$output = null, &$result_code = null): string|false", f_exec},
    {"system(string $command, &$result_code = null): string|false", f_system},
    {"passthru(string $command, &$result_code = null): ?bool", f_passthru},
    {"shell_exec(string $command): string|false|null", f_shell_exec},
    {"popen(string $command, string $mode)", f_popen},
    {"pclose($handle): int", f_pclose},
    {"proc_open(array|string $command, array $descriptor_spec, &$pipes, ?string $cwd = null, ?array $env_vars = null, ?array $options = null)", f_proc_open},
    {"proc_close($process): int", f_proc_close},
    {"proc_get_status($process): array", f_proc_get_status},
    {"proc_terminate($process, int $signal = 15): bool", f_proc_terminate},
    {"proc_nice(int $priority): bool", f_proc_nice},
};
HOP_REGISTER_BUILTINS(kProcBuiltins);

} // namespace
} // namespace hop::streams
