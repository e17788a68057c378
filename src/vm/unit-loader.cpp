// unit-loader.cpp — compiling and running files, include/eval, systemlib.
#include "vm/unit-loader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <mutex>
#include <sstream>

#include "bytecode/unit.h"
#include "bytecode/unit-cache.h"
#include "compiler/compiler.h"
#include "util/name-memo.h"
#include "util/read-fd.h"
#include "runtime/array/array-data.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/class/pre-class.h"
#include "runtime/object/object-data.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"
#include "vm/frames.h"
#include "vm/lookup.h"
#include "vm/interp.h"
#include "vm/shared-units.h"
#include "vm/request-load-settings.h"

namespace hop {

struct SystemLibFile {
  const char* name;
  const char* source;
};
extern const SystemLibFile kSystemLibFiles[];
extern const size_t kNumSystemLibFiles;
/// The systemlib's class table, made at build time (parser/tools/gen-systemlib-chunks.cpp).
struct SystemLibClassEntry {
  const char* lowerName;
  const char* name;   // as declared
  char kind;          // 'c'lass, 'i'nterface, 't'rait, 'e'num
  uint32_t file;
  uint32_t begin, end, preambleEnd;   // end == 0: compiled with its whole file
  uint32_t skippedLines;               // newlines in [preambleEnd, begin)
};
extern const SystemLibClassEntry kSystemLibClasses[];
extern const size_t kNumSystemLibClasses;

namespace {

/// `-d hop.bytecode_cache=DIR`: the persistent bytecode cache (bytecode/unit-cache.h).
/// Set at startup only (php's opcache.file_cache is PHP_INI_SYSTEM too):
/// ini_set() of it returns false.
const int kBytecodeCacheIni = registerIniDefault("hop.bytecode_cache", "") +
                              registerIniModifyHook("hop.bytecode_cache", [](std::string_view) { return false; });

/// The running request's `hop.bytecode_cache` directory ("" = none). With
/// HOP_BYTECODE_CACHE_STATS set, the cache's counters go to stderr at exit.
std::string bytecodeCacheDir() {
  (void)kBytecodeCacheIni;
  std::string dir = ctx().ini.get("hop.bytecode_cache").value_or("");
  static thread_local bool statsAtExit = false;
  if (!dir.empty() && !statsAtExit && std::getenv("HOP_BYTECODE_CACHE_STATS")) {
    statsAtExit = true;
    std::atexit([] {
      const UnitCacheStats& s = unitCacheStats();
      std::fprintf(stderr, "bytecode cache: %u hits, %u misses, %u rejected, %u stored, %u by stamp\n", s.hits,
                   s.misses, s.rejected, s.stored, s.stampHits);
    });
  }
  return dir;
}

} // namespace

bool readSourceFile(const std::string& path, std::string& out, SourceStamp& stamp) {
  struct timespec before;
  ::clock_gettime(CLOCK_REALTIME, &before);
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st;
  if (!readWholeFd(fd, out, st)) return false;
  stamp = stampOfStat(st, before);
  return true;
}

namespace {

bool readFile(const std::string& path, std::string& out, SourceStamp& stamp) {
  return readSourceFile(path, out, stamp);
}

/// realpath() with php's realpath cache: resolved paths, and the directories
/// on the way, are remembered for the rest of the request, so a file in a
/// known directory costs one lstat instead of one per path component
/// (clearstatcache() does not reach it, as php's own cache outlives that
/// call unless it is asked to clear the realpath cache). With the unit cache
/// on (`hop serve`), the paths that resolved also outlive the request on its
/// thread for `realpath_cache_ttl` seconds, as php-fpm's realpath cache
/// outlives a worker's requests; what did not resolve is forgotten at the
/// request's end (a file may appear).
struct RealpathEntry {
  std::string resolved;   // "" = does not resolve
  double at = 0;          // requestStartTime of the request that resolved it
};
struct RealpathCache {
  const ExecutionContext* owner = nullptr;
  double start = -1;
  StringMap<RealpathEntry> map;   // absolute path as given -> resolved
};

/// Resolves an absolute path without "." or ".." components or doubled
/// slashes through the cache; "" when some component does not exist.
std::string resolveCached(RealpathCache& cache, std::string_view p) {
  auto it = cache.map.find(p);
  if (it != cache.map.end()) return it->second.resolved;
  std::string r;
  size_t slash = p.rfind('/');
  std::string_view base = p.substr(slash + 1);
  std::string dir = slash == 0 ? std::string("/") : resolveCached(cache, p.substr(0, slash));
  if (!dir.empty()) {
    std::string cand = dir == "/" ? "/" + std::string(base) : dir + "/" + std::string(base);
    struct stat st;
    if (::lstat(cand.c_str(), &st) == 0) {
      if (!S_ISLNK(st.st_mode)) {
        r = std::move(cand);
      } else {
        char buf[PATH_MAX];   // a symlink: the system resolves it (and what it points to)
        if (::realpath(cand.c_str(), buf)) r = buf;
      }
    }
  }
  cache.map.emplace(std::string(p), RealpathEntry{r, cache.start});
  return r;
}

bool plainAbsolutePath(const std::string& p) {
  // Only plain absolute paths: a relative one depends on the working
  // directory, and ".", ".." or "//" are left to the system. One pass: at
  // every slash, the component after it is neither empty, "." nor "..".
  const size_t n = p.size();
  if (n < 2 || p[0] != '/' || p[n - 1] == '/') return false;
  for (const char* s = static_cast<const char*>(std::memchr(p.data(), '/', n)); s;) {
    const size_t i = size_t(s - p.data());
    size_t len = 0;   // the component's length, up to 3
    while (len < 3 && i + 1 + len < n && p[i + 1 + len] != '/') ++len;
    if (len == 0) return false;
    if (p[i + 1] == '.' && (len == 1 || (len == 2 && p[i + 2] == '.'))) return false;
    s = static_cast<const char*>(std::memchr(s + 1, '/', n - i - 1));
  }
  return true;
}

/// The thread's realpath cache, made ready for the running request.
RealpathCache& realpathCache(const ExecutionContext* ec) {
  static thread_local RealpathCache cache;
  if (cache.owner != ec || cache.start != ec->requestStartTime) {
    if (sharedUnitCacheEnabled() && cache.map.size() < 65536) {
      double ttl = double(ctx().ini.getInt("realpath_cache_ttl"));
      double now = ec->requestStartTime;
      std::erase_if(cache.map, [&](const auto& kv) {
        return kv.second.resolved.empty() || now - kv.second.at >= ttl || now < kv.second.at;
      });
    } else {
      cache.map.clear();
    }
    cache.owner = ec;
    cache.start = ec->requestStartTime;
  }
  return cache;
}

std::string realPath(const std::string& p) {
  const ExecutionContext* ec = plainAbsolutePath(p) ? tl_exec : nullptr;
  if (!ec) {
    char buf[PATH_MAX];
    return ::realpath(p.c_str(), buf) ? std::string(buf) : p;
  }
  std::string r = resolveCached(realpathCache(ec), p);
  return r.empty() ? p : r;
}

/// Whether an absolute path is known to exist: it resolved earlier (in this
/// request, or within realpath_cache_ttl in a server), so php's include
/// skips its stat (the realpath cache answers).
bool knownToExist(const std::string& p) {
  const ExecutionContext* ec = plainAbsolutePath(p) ? tl_exec : nullptr;
  if (!ec) return false;
  RealpathCache& cache = realpathCache(ec);
  auto it = cache.map.find(std::string_view(p));
  return it != cache.map.end() && !it->second.resolved.empty();
}

/// For a plain absolute path the realpath cache resolved before (in this
/// request, or within realpath_cache_ttl in a server): what it resolves to;
/// "" otherwise. An include of such a path (an autoloader's `require
/// __DIR__ . $file`) needs nothing else: one lookup where resolveInclude's
/// knownToExist and realPath took one each.
std::string knownRealPath(const std::string& p) {
  const ExecutionContext* ec = plainAbsolutePath(p) ? tl_exec : nullptr;
  if (!ec) return std::string();
  RealpathCache& cache = realpathCache(ec);
  auto it = cache.map.find(std::string_view(p));
  return it == cache.map.end() ? std::string() : it->second.resolved;
}

std::string dirName(const std::string& p) {
  size_t s = p.rfind('/');
  if (s == std::string::npos) return ".";
  if (s == 0) return "/";
  return p.substr(0, s);
}

/// Finds an include path as php does: absolute or ./-relative paths as
/// given; others through include_path, then the including script's directory.
std::string resolveInclude(const std::string& path, const std::string& includerFile) {
  struct stat st;
  if (path.empty()) return "";
  bool explicitRel = path.rfind("./", 0) == 0 || path.rfind("../", 0) == 0;
  if (path[0] == '/' || explicitRel) {
    if (path[0] == '/' && knownToExist(path)) return path;
    return ::stat(path.c_str(), &st) == 0 ? path : "";
  }
  std::string ip = ctx().ini.get("include_path").value_or(".");
  size_t start = 0;
  while (start <= ip.size()) {
    size_t end = ip.find(':', start);
    if (end == std::string::npos) end = ip.size();
    std::string dir = ip.substr(start, end - start);
    if (!dir.empty()) {
      std::string cand = dir == "." ? path : dir + "/" + path;
      if (::stat(cand.c_str(), &st) == 0 && S_ISREG(st.st_mode)) return cand;
    }
    start = end + 1;
  }
  std::string cand = dirName(includerFile) + "/" + path;
  if (::stat(cand.c_str(), &st) == 0 && S_ISREG(st.st_mode)) return cand;
  return "";
}

/// Reports a failed compile of included/eval'd code: parse errors become
/// ParseError exceptions, compile errors are fatal.
[[noreturn]] void compileFailed(const CompileError& e, const std::string& file) {
  raiseCompileDiagnostics(e.diagnostics, file);
  if (e.isParseError) {
    ObjectData* ex = makeThrowable("ParseError", e.message);
    setThrowablePlace(ex, &file, e.line);
    throw PhpException{ex};
  }
  raiseFatalAt(E_COMPILE_ERROR, e.message, file, e.line);
}

} // namespace

Unit* loadFileUnit(const std::function<bool(std::string&, SourceStamp&)>& read, const std::string& name,
                   const CompileOptions& opts, std::unique_ptr<CompileError>& error) {
  ExecutionContext& ec = ctx();
  if (sharedUnitCacheEnabled()) {
    SharedUnitResult r = loadSharedUnit(name, opts, read, [&](std::string_view src, const SourceStamp& stamp) {
      return compileFile(src, name, stamp, opts);
    });
    if (r.error) error = std::move(r.error);
    if (!r.unit) return nullptr;
    Unit* u = r.unit.get();
    ec.sharedUnits.emplace(u, std::move(r.unit));
    return u;
  }
  // Through the bytecode cache, the file's stamp first: an entry recorded
  // with the same settled stamp needs no read of the source.
  std::string source;
  const std::string dir = bytecodeCacheDir();
  auto r = compileCached(
      dir, dir.empty() ? SourceStamp{} : sourceStampOf(name),
      [&](std::string_view& src, SourceStamp& st) {
        if (!read(source, st)) return false;
        src = source;
        return true;
      },
      name, opts);
  if (auto* e = std::get_if<CompileError>(&r)) {
    error = std::make_unique<CompileError>(std::move(*e));
    return nullptr;
  }
  if (!std::get<std::unique_ptr<Unit>>(r)) return nullptr;   // unreadable
  ec.units.push_back(std::move(std::get<std::unique_ptr<Unit>>(r)));
  return ec.units.back().get();
}

namespace {

/// Runs a pseudo-main as a call from the current frame (include/eval): it
/// shares the includer's variables and $this.
TypedValue runNestedPseudoMain(VMState& vm, Unit* unit) {
  Func* f = unit->pseudoMain();
  ActRec* caller = vm.fp;
  const uint8_t* savedPc = vm.pc;
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp);
  ar->init(f, 0);
  ar->m_flags = ActRec::kReturnToNative | ActRec::kIsPseudoMain;
  if (caller && caller->hasThis()) {
    caller->getThis()->incRef();
    ar->m_this = caller->m_this;
  } else if (caller && caller->getClass()) {
    ar->setClass(caller->getClass());
  }
  if (caller && caller->m_closure.m_type == DataType::Object) {
    caller->m_closure.m_data.pobj->incRef();
    ar->m_closure = caller->m_closure;
  }
  vm.sp = ar->locals();
  ActRec* savedFp = vm.fp;
  return runFrameForNative(vm, ar, savedFp, savedPc, [&] {
    enterFrame(vm, ar, 0, static_cast<uint32_t>(savedPc - caller->m_func->bc.data()) + 1);
    // Bind the file's variables to the includer's scope.
    TypedValue* locals = ar->locals();
    for (uint32_t i = 0; i < f->numNamedLocals; ++i) {
      StringData* name = f->localNames[i];
      if (!name || name->view() == "this") continue;
      TypedValue* outer = lookupVarByName(caller, name, true);
      if (outer->m_type != DataType::Reference) {
        TypedValue v = *outer;
        if (v.m_type == DataType::Uninit) v = makeNull();
        *outer = makeRefNoIncRef(makeRefData(v));
        if (v.m_type == DataType::Null && outer->m_data.pref->m_tv.m_type == DataType::Null) {
          // A variable the file creates: unset until assigned.
          outer->m_data.pref->m_tv.m_type = DataType::Uninit;
        }
      }
      outer->m_data.pref->m_hdr.incRef();
      locals[i] = *outer;
    }
    runInterpreter(vm);
  });
}

// --- systemlib --------------------------------------------------------------------------

/// The systemlib's units, one per file, each compiled the first time one of
/// its classes is needed (the first file, which holds what every request
/// uses, at once). Compiled once per process.
const Unit* systemLibUnit(size_t i) {
  static std::once_flag once[64];
  static const Unit* units[64];
  HOP_ALWAYS_ASSERT(i < kNumSystemLibFiles && i < 64);
  std::call_once(once[i], [i] {
    const SystemLibFile& file = kSystemLibFiles[i];
    // Through the bytecode cache when the request that needs it first has one
    // (keyed by the build: the sources are part of the binary).
    std::string dir = tl_exec ? ctx().ini.get("hop.bytecode_cache").value_or("") : std::string();
    SourceStamp stamp;
    stamp.valid = stamp.builtIn = true;
    stamp.size = int64_t(std::strlen(file.source));
    auto r = compileCached(dir, file.source, "[systemlib]", stamp, CompileOptions{false, true},
                           std::string("[systemlib]/") + file.name);
    if (auto* e = std::get_if<CompileError>(&r)) {
      std::fprintf(stderr, "HopVM internal error: systemlib %s does not compile: %s on line %d\n", file.name,
                   e->message.c_str(), e->line);
      std::abort();
    }
    units[i] = std::get<std::unique_ptr<Unit>>(r).release();
  });
  return units[i];
}

} // namespace

std::vector<SystemClassDecl> systemClassDecls() {
  // The build-time table lists them in file order (as parser::declaredClasses finds them).
  std::vector<SystemClassDecl> out;
  out.reserve(kNumSystemLibClasses);
  for (size_t i = 0; i < kNumSystemLibClasses; ++i) {
    const SystemLibClassEntry& e = kSystemLibClasses[i];
    // Hop* classes are the runtime's own helpers, not php's.
    std::string_view last = e.name;
    if (size_t slash = last.rfind('\\'); slash != std::string_view::npos) last.remove_prefix(slash + 1);
    if (last.substr(0, 3) == "Hop") continue;
    out.push_back(SystemClassDecl{e.name, e.kind});
  }
  return out;
}

namespace {

/// Lowercase class name -> its entry in the build-time class table (the last
/// file declaring a name wins).
const StringMap<const SystemLibClassEntry*>& systemClassFiles() {
  static const StringMap<const SystemLibClassEntry*>* m = [] {
    auto* map = new StringMap<const SystemLibClassEntry*>();
    map->reserve(kNumSystemLibClasses);
    for (size_t i = 0; i < kNumSystemLibClasses; ++i) (*map)[kSystemLibClasses[i].lowerName] = &kSystemLibClasses[i];
    return map;
  }();
  return *m;
}

} // namespace

namespace {

/// One class-like of a systemlib file compiled on its own: a file's source
/// with only that declaration kept after the file's preamble (its
/// namespace/use lines), the other declarations blanked to their newlines so
/// lines stay the same. A program needing ArrayIterator then compiles it,
/// not the forty classes of spl.php (php has them all in C: compiling them
/// was ~20M instructions, a tenth of a loading-dominated driver).
struct SystemClassChunk {
  size_t file;
  uint32_t begin, end;   // the declaration's bytes (doc comment and attributes included)
  uint32_t preambleEnd;  // where the file's first declaration begins
  uint32_t skippedLines; // newlines between the preamble and the declaration
  std::once_flag once;
  const Unit* unit = nullptr;
};

/// The chunks, one per entry of the class table that has a range (its
/// compiled unit, once per process).
SystemClassChunk* systemClassChunk(const SystemLibClassEntry& e) {
  static SystemClassChunk* chunks = [] {
    auto* c = new SystemClassChunk[kNumSystemLibClasses ? kNumSystemLibClasses : 1];
    for (size_t i = 0; i < kNumSystemLibClasses; ++i) {
      const SystemLibClassEntry& t = kSystemLibClasses[i];
      c[i].file = t.file;
      c[i].begin = t.begin;
      c[i].end = t.end;
      c[i].preambleEnd = t.preambleEnd;
      c[i].skippedLines = t.skippedLines;
    }
    return c;
  }();
  if (e.end == 0 || e.file >= kNumSystemLibFiles) return nullptr;
  SystemClassChunk& c = chunks[&e - kSystemLibClasses];
  // The table was made from the same sources: a declaration ends with its brace.
  std::string_view src = kSystemLibFiles[e.file].source;
  if (!(c.preambleEnd <= c.begin && c.begin < c.end && c.end <= src.size() && src[c.end - 1] == '}'))
    return nullptr;
  return &c;
}

const Unit* systemClassChunkUnit(SystemClassChunk& c) {
  std::call_once(c.once, [&c] {
    const SystemLibFile& file = kSystemLibFiles[c.file];
    std::string_view src = file.source;
    // The preamble, the declaration's lines before it as newlines (so its
    // line numbers are the file's), the declaration: made only when the
    // bytecode cache has no entry (the build id stands for the text).
    SourceStamp stamp;
    stamp.valid = stamp.builtIn = true;
    stamp.size = int64_t(c.preambleEnd) + c.skippedLines + (c.end - c.begin) + 1;
    std::string text;
    auto fetch = [&](std::string_view& out, SourceStamp& st) {
      text.reserve(size_t(stamp.size));
      text.assign(src.substr(0, c.preambleEnd));
      text.append(c.skippedLines, '\n');
      text.append(src.substr(c.begin, c.end - c.begin));
      text += '\n';
      out = text;
      st = stamp;
      return true;
    };
    std::string dir = tl_exec ? ctx().ini.get("hop.bytecode_cache").value_or("") : std::string();
    auto r = compileCached(dir, stamp, fetch, "[systemlib]", CompileOptions{false, true},
                           std::string("[systemlib]/") + file.name + "@" + std::to_string(c.begin));
    if (auto* u = std::get_if<std::unique_ptr<Unit>>(&r)) c.unit = u->release();
  });
  return c.unit;
}

} // namespace

namespace {
/// The build-time table's entry for a class name as written (any case), or
/// null: remembered per thread by the name's bytes (util/name-memo.h), as
/// the table never changes. Every autoload asks first whether the name is
/// the systemlib's (a request autoloading 60 classes asked 100 times).
constinit thread_local NameMemo<const SystemLibClassEntry*, 9> t_systemClassMemo;

const SystemLibClassEntry* systemClassEntry(std::string_view name) {
  if (const SystemLibClassEntry* const* known = t_systemClassMemo.find(name)) return *known;
  auto& m = systemClassFiles();
  auto it = m.find(toLower(name));
  const SystemLibClassEntry* e = it == m.end() ? nullptr : it->second;
  t_systemClassMemo.put(name, e);
  return e;
}
} // namespace

bool isSystemClassName(std::string_view lowerName) { return systemClassEntry(lowerName) != nullptr; }

Class* defineSystemClass(std::string_view name) {
  const SystemLibClassEntry* entry = systemClassEntry(name);
  if (!entry) return nullptr;
  std::string lower = toLower(name);
  const SystemLibClassEntry& e = *entry;
  if (SystemClassChunk* c = systemClassChunk(e))
    if (const Unit* u = systemClassChunkUnit(*c))
      for (auto& pc : u->preClasses)
        if (toLower(pc->name->view()) == lower) return defineClass(pc.get());
  // A declaration that does not compile alone: the whole file's unit.
  for (auto& pc : systemLibUnit(e.file)->preClasses)
    if (toLower(pc->name->view()) == lower) return defineClass(pc.get());
  return nullptr;
}

void initSystemLib() {
  // Only the first file may declare functions (the others load lazily). A
  // file the build sliced into class declarations holds nothing else (no
  // functions): its classes compile one by one on first use, as the others'.
  for (size_t i = 0; i < kNumSystemLibClasses; ++i)
    if (kSystemLibClasses[i].file == 0 && kSystemLibClasses[i].end != 0) return;
  const Unit* u = systemLibUnit(0);
  for (uint32_t id : u->hoistedFuncs) defineFunction(u->funcs[id].get());
}

// --- Loading ------------------------------------------------------------------------------

void raiseCompileDiagnostics(const std::vector<CompileDiagnostic>& diags, const std::string& file) {
  for (const CompileDiagnostic& d : diags) raiseErrorAt(d.level, d.message, file, d.line);
}

void defineHoisted(Unit* unit) {
  raiseCompileDiagnostics(unit->diagnostics, unit->filePath);
  ExecutionContext& ec = ctx();
  for (const auto& pc : unit->preClasses) {
    ec.classOrderSlot[pc.get()] = ec.classOrder.size();
    ec.classOrder.emplace_back(std::string(), nullptr);
  }
  for (uint32_t id : unit->hoistedFuncs) defineFunction(unit->funcs[id].get());
  for (uint32_t id : unit->hoistedClasses) {
    const PreClass* pc = unit->preClasses[id].get();
    if (!ctx().classOfPreClass.count(pc)) tryDefineClassEarly(pc);
  }
}

TypedValue runMainPseudoMain(Unit* unit) {
  VMState& vm = ctx().vm;
  Func* f = unit->pseudoMain();
  ActRec* ar = reinterpret_cast<ActRec*>(vm.sp);
  ar->init(f, 0);
  ar->m_flags = ActRec::kReturnToNative;
  vm.sp = ar->locals();
  ctx().globalFrame = ar;
  // Globals created before the script started ($argv, $_SERVER ...) move into its locals.
  enterFrame(vm, ar, 0, 0);
  if (ArrayData* g = ctx().globals) {
    for (uint32_t i = 0; i < f->numNamedLocals; ++i) {
      StringData* name = f->localNames[i];
      if (!name) continue;
      const TypedValue* v = g->getStr(name);
      if (v) tvDupRaw(*v, ar->locals()[i]);
    }
  }
  runInterpreter(vm);
  TypedValue ret = *reinterpret_cast<TypedValue*>(ar);
  // The frame's locals are the global variables: they stay (above the
  // return slot) for shutdown functions and destructors, which run above them.
  vm.sp = ar->locals() + f->numLocals;
  vm.fp = nullptr;
  return ret;
}

void runAutoFile(const std::string& path) {
  ExecutionContext& ec = ctx();
  std::string found = resolveInclude(path, "");
  auto cannotOpen = [&]() {
    raiseErrorAt(E_WARNING, "Unknown: Failed to open stream: No such file or directory", "Unknown", 0);
    std::string ip = ec.ini.get("include_path").value_or("");
    throw FatalError{"Failed opening required '" + path + "' (include_path='" + ip + "')", E_COMPILE_ERROR, "Unknown", 0};
  };
  if (found.empty()) cannotOpen();
  std::string real = realPath(found);
  std::unique_ptr<CompileError> error;
  Unit* unit = loadFileUnit([&](std::string& src, SourceStamp& st) { return readFile(found, src, st); }, real,
                            requestCompileOptions(false), error);
  if (!unit && !error) cannotOpen();
  if (ec.includedFiles.insert(real).second) ec.includedOrder.push_back(real);
  if (error) {
    raiseCompileDiagnostics(error->diagnostics, real);
    throw FatalError{error->message, error->isParseError ? E_PARSE : E_COMPILE_ERROR, real, error->line};
  }
  defineHoisted(unit);
  TypedValue ret = runMainPseudoMain(unit);
  tvDecRef(ret);
  // Its variables are the global scope's.
  retireGlobalFrame();
}

void retireGlobalFrame() {
  ExecutionContext& ec = ctx();
  ActRec* ar = ec.globalFrame;
  if (!ar) return;
  const Func* f = ar->m_func;
  for (uint32_t i = 0; i < f->numNamedLocals; ++i) {
    StringData* name = f->localNames[i];
    TypedValue& v = ar->locals()[i];
    if (!name || v.isUninit()) continue;
    if (!ec.globals) ec.globals = ArrayData::makeHash(16);
    ArrayData::setRaw(ec.globals, strToArrayKey(name), v);   // binds: a reference stays one
    v = makeUninit();
  }
  ec.globalFrame = nullptr;
}

std::string findIncludeFile(VMState& vm, const std::string& path) {
  return resolveInclude(path, vm.fp ? vm.fp->m_func->unit->filePath : ctx().scriptPath);
}

/// include through a stream wrapper (ext/standard-streams): handled = the
/// path names a non-file wrapper (`resolved` the path it read); false after
/// the open warning when it fails.
bool readIncludeStream(const std::string& path, const char* opName, std::string& out, bool& handled,
                       std::string& resolved);

TypedValue includeFile(VMState& vm, const std::string& path, InclOp op) {
  ExecutionContext& ec = ctx();
  const char* opName = op == InclOp::Include ? "include" : op == InclOp::IncludeOnce ? "include_once"
                       : op == InclOp::Require ? "require" : "require_once";
  bool isRequire = op == InclOp::Require || op == InclOp::RequireOnce;
  bool once = op == InclOp::IncludeOnce || op == InclOp::RequireOnce;
  std::string source;
  bool viaStream = false;
  std::string streamPath;
  bool streamOk = readIncludeStream(path, opName, source, viaStream, streamPath);
  std::string found, real;
  if (viaStream) {
    if (streamOk) found = real = streamPath;
  } else if (!path.empty() && path[0] == '/' && !(real = knownRealPath(path)).empty()) {
    found = path;
  } else {
    found = resolveInclude(path, vm.fp ? vm.fp->m_func->unit->filePath : ec.scriptPath);
  }
  auto cannotOpen = [&]() {
    if (!viaStream) raiseWarning("%s(%s): Failed to open stream: No such file or directory", opName, path.c_str());
    std::string ip = ec.ini.get("include_path").value_or("");
    if (isRequire)
      throwErrorF(ErrorKind::Error, "Failed opening required '%s' (include_path='%s')", path.c_str(), ip.c_str());
    raiseWarning("%s(): Failed opening '%s' for inclusion (include_path='%s')", opName, path.c_str(), ip.c_str());
    return makeBool(false);
  };
  if (found.empty()) return cannotOpen();
  if (real.empty()) real = realPath(found);
  if (once && ec.includedFiles.count(real)) return makeBool(true);
  Unit* unit = nullptr;
  std::unique_ptr<CompileError> error;
  if (viaStream) {
    auto r = compileSource(source, real, requestCompileOptions(false));
    if (auto* e = std::get_if<CompileError>(&r)) error = std::make_unique<CompileError>(std::move(*e));
    else {
      unit = std::get<std::unique_ptr<Unit>>(r).get();
      ec.units.push_back(std::move(std::get<std::unique_ptr<Unit>>(r)));
    }
  } else {
    unit = loadFileUnit([&](std::string& src, SourceStamp& st) { return readFile(found, src, st); }, real,
                        requestCompileOptions(false), error);
    if (!unit && !error) return cannotOpen();
  }
  if (!ec.includedFiles.count(real)) {
    ec.includedFiles.insert(real);
    ec.includedOrder.push_back(real);
  }
  if (error) compileFailed(*error, real);
  defineHoisted(unit);
  return runNestedPseudoMain(vm, unit);
}

std::variant<std::unique_ptr<Unit>, CompileError> compileFile(std::string_view source, const std::string& filePath,
                                                              const SourceStamp& stamp, const CompileOptions& opts) {
  return compileCached(bytecodeCacheDir(), source, filePath, stamp, opts);
}

CompileOptions requestCompileOptions(bool isEval) {
  ExecutionContext& ec = ctx();
  CompileOptions co;
  co.isEval = isEval;
  co.assertions = ec.assertions >= 0;
  co.precision = ec.precision;
  const RequestLoadSettings& load = requestLoadSettings();
  co.shortOpenTag = load.shortOpenTag;
  co.multibyte = load.multibyte;
  return co;
}

TypedValue evalCode(VMState& vm, const std::string& code) {
  ExecutionContext& ec = ctx();
  std::string file = "Unknown";
  int line = 0;
  currentFileAndLine(file, line);
  std::string name = file + "(" + std::to_string(line) + ") : eval()'d code";
  Unit* unit;
  if (sharedUnitCacheEnabled()) {
    // A server: the same eval'd text (a template engine's compiled
    // templates) is compiled once for the process (vm/shared-units.h).
    SharedUnitResult r = loadSharedEvalUnit(name, code, requestCompileOptions(true),
                                            [&](std::string_view src, const SourceStamp&) {
                                              return compileSource(src, name, requestCompileOptions(true));
                                            });
    if (r.error) compileFailed(*r.error, name);
    unit = r.unit.get();
    ec.sharedUnits.emplace(unit, std::move(r.unit));
  } else {
    auto r = compileSource(code, name, requestCompileOptions(true));
    if (auto* e = std::get_if<CompileError>(&r)) compileFailed(*e, name);
    unit = std::get<std::unique_ptr<Unit>>(r).get();
    ec.units.push_back(std::move(std::get<std::unique_ptr<Unit>>(r)));
  }
  defineHoisted(unit);
  // While it runs, the eval'd code counts against memory_limit as php's op_array of it does
  // (freed when the eval returns): a runaway eval recursion, whose file names grow with its
  // depth, ends with php's memory fatal.
  struct Counted {
    void* block;
    explicit Counted(size_t bytes) : block(tl_heap->allocBig(bytes)) {}
    ~Counted() { tl_heap->freeBig(block); }
  } counted(name.size() + code.size());
  return runNestedPseudoMain(vm, unit);
}

TypedValue builtinParamDefault(const Func* f, uint32_t i) {
  const ParamInfo& p = f->params[i];
  if (p.defaultValue.initializer) return invokeFunc(p.defaultValue.initializer, nullptr, 0, CallContext{});
  TypedValue v = p.defaultValue.value;
  tvIncRef(v);
  return v.m_type == DataType::Uninit ? makeNull() : v;
}

} // namespace hop
