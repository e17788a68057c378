// unit-cache.h — the persistent bytecode cache (`-d hop.bytecode_cache=DIR`):
// a compiled Unit written to a versioned binary file and read back, so a
// second run of a program skips lexing, parsing and compiling its files
// (what php needs OPcache's file cache for).
//
// One cache file per (path, HopVM build, compile options): its name is a hash
// of those; inside, a header repeats them with the source's length and
// content hash and the stamp of its file (SourceStamp), and a checksum covers
// the payload. A file whose header does
// not match (the source changed, another build, other options) or whose
// checksum fails (truncated, corrupt) is ignored and rewritten. Writers write
// a temporary file in DIR and rename it into place, so two processes writing
// at once leave one complete file, and readers never see a partial one.
#pragma once

#include <sys/stat.h>
#include <time.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "bytecode/unit.h"
#include "compiler/compiler.h"

namespace hop {

/// The serialized form of a compiled Unit (format version and all), or ""
/// when the unit holds something the format cannot keep (a native method).
std::string serializeUnit(const Unit& unit);

/// The Unit back from serializeUnit's bytes (its Funcs registered with
/// FuncRegistry, as compileSource does), or nullptr when the bytes are not a
/// valid serialization (never a crash on bad input).
std::unique_ptr<Unit> deserializeUnit(std::string_view bytes, const std::string& filePath);

/// The HopVM build the cache is valid for: the binary's GNU build id (or,
/// without one, its size and mtime) with the format version.
const std::string& unitCacheBuildId();

/// What identifies the file a source was read from: size, mtime, ctime and
/// inode (valid = false: unknown, e.g. a stream; such sources are not cached).
/// `settled`: the ctime was at least kSettleSeconds old when the stamp was
/// taken, so any later change of the file gives it another ctime and the stamp
/// alone tells the content (php's opcache.file_update_protection: a file
/// changed within the last 2 seconds is checked by its content instead).
/// `builtIn`: the source is part of the binary (the systemlib), which the
/// build id stands for.
struct SourceStamp {
  bool valid = false;
  bool settled = false;
  bool builtIn = false;
  int64_t size = 0;
  int64_t mtimeSec = 0;
  int64_t mtimeNsec = 0;
  int64_t ctimeSec = 0;
  int64_t ctimeNsec = 0;
  uint64_t ino = 0;
};
constexpr int64_t kSettleSeconds = 2;
/// The stamp of the file at `path` (invalid when it cannot be stat'ed).
SourceStamp sourceStampOf(const std::string& path);
/// The stamp of fstat's answer `st`; `before`: CLOCK_REALTIME read before the
/// fstat (see settled).
SourceStamp stampOfStat(const struct stat& st, const struct timespec& before);

/// compileCached's way to the source when it needs it (a miss, or a stamp that
/// cannot vouch for the content): the bytes and the stamp of the file they were
/// read from; false when the file cannot be read.
using SourceFetch = std::function<bool(std::string_view& source, SourceStamp& stamp)>;

/// compileSource through the cache in `dir` ("" = no cache): a hit returns
/// the cached unit; a miss compiles and stores the result (compile errors are
/// not cached). `known` is the file's stamp as stat'ed before (may be
/// invalid): a cache entry recorded with the same settled stamp is used
/// without reading the source; otherwise `fetch` gives it, and an entry for
/// the same bytes is used (and recorded with the settled stamp). A null unit:
/// `fetch` failed. `filePath` is the name the unit is compiled under;
/// `cacheName`, when given, names the cache entry instead (the systemlib's
/// files all compile as "[systemlib]").
std::variant<std::unique_ptr<Unit>, CompileError> compileCached(const std::string& dir, const SourceStamp& known,
                                                                 const SourceFetch& fetch,
                                                                 const std::string& filePath,
                                                                 const CompileOptions& opts,
                                                                 const std::string& cacheName = std::string());
/// The same for a source already read (`stamp` describes its bytes).
std::variant<std::unique_ptr<Unit>, CompileError> compileCached(const std::string& dir, std::string_view source,
                                                                 const std::string& filePath, const SourceStamp& stamp,
                                                                 const CompileOptions& opts,
                                                                 const std::string& cacheName = std::string());

/// A small blob of derived data kept in the cache `dir` under `name` for this
/// build (e.g. the systemlib's class boundaries): the bytes written by
/// writeCacheBlob, or "" when absent, from another build or damaged.
std::string readCacheBlob(const std::string& dir, const std::string& name);
/// Stores `bytes` for readCacheBlob (atomically, as units; not counted in stats).
void writeCacheBlob(const std::string& dir, const std::string& name, const std::string& bytes);

/// Counters of the running process (for tests and `hop.bytecode_cache_stats`).
struct UnitCacheStats {
  uint32_t hits = 0;
  uint32_t stampHits = 0;   // hits whose file's stamp vouched for it (the source not read)
  uint32_t misses = 0;      // compiled (no file, stale, or rejected)
  uint32_t rejected = 0;    // a cache file was there but unusable (corrupt, other build or source)
  uint32_t stored = 0;
};
UnitCacheStats& unitCacheStats();

} // namespace hop
