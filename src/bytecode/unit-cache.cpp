// unit-cache.cpp — the bytecode cache's files: their names and headers (the
// key: path, HopVM build, compile options, the source's size, mtime and
// content hash), reading them back, and writing them atomically.
#include "bytecode/unit-cache.h"

#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

#include <xxhash.h>

#include "bytecode/unit-cache-format.h"
#include "util/read-fd.h"

namespace hop {

using namespace unitcache;

UnitCacheStats& unitCacheStats() {
  static UnitCacheStats s;
  return s;
}

namespace {

int findBuildIdNote(struct dl_phdr_info* info, size_t, void* data) {
  if (info->dlpi_name && info->dlpi_name[0]) return 0;   // the main program only
  auto* out = static_cast<std::string*>(data);
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
    const char* end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      const auto* nh = reinterpret_cast<const ElfW(Nhdr)*>(p);
      const char* name = p + sizeof(ElfW(Nhdr));
      const char* desc = name + ((nh->n_namesz + 3) & ~3u);
      if (desc + nh->n_descsz > end) break;
      if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0) {
        out->assign(desc, nh->n_descsz);
        return 1;
      }
      p = desc + ((nh->n_descsz + 3) & ~3u);
    }
  }
  return 1;
}

std::string hex(const void* p, size_t n) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; ++i) {
    uint8_t b = static_cast<const uint8_t*>(p)[i];
    s += d[b >> 4];
    s += d[b & 15];
  }
  return s;
}

/// The compile options as bytes (part of the key).
std::string optionBytes(const CompileOptions& o) {
  Writer w;
  w.u8(o.isEval);
  w.u8(o.isSystemLib);
  w.u8(o.assertions);
  w.i32(o.precision);
  w.u8(o.shortOpenTag);
  return std::move(w.out);
}

constexpr char kFileMagic[4] = {'H', 'O', 'P', 'C'};

/// The start of a cache file for this entry: what its name hashes (the
/// format, build, name and compile options), repeated so that a hash
/// collision cannot pass.
std::string keyHeader(const std::string& name, const std::string& opts) {
  Writer w;
  w.out.append(kFileMagic, 4);
  w.u32(kFormatVersion);
  w.bytes(unitCacheBuildId());
  w.bytes(name);
  w.bytes(opts);
  return std::move(w.out);
}

/// What follows the key header: the source's length and content hash, the
/// stamp of its file (trusted: settled when recorded), the payload's length
/// and checksum.
struct EntryHeader {
  int64_t sourceLen = 0;
  uint64_t contentHash = 0;
  bool trusted = false;
  SourceStamp stamp;
  uint64_t payloadLen = 0;
  uint64_t payloadSum = 0;
};
constexpr size_t kEntryHeaderSize = 8 + 8 + 1 + 6 * 8 + 8 + 8;

void putEntryHeader(Writer& w, const EntryHeader& h) {
  w.i64(h.sourceLen);
  w.put<uint64_t>(h.contentHash);
  w.u8(h.trusted);
  w.i64(h.stamp.size);
  w.i64(h.stamp.mtimeSec);
  w.i64(h.stamp.mtimeNsec);
  w.i64(h.stamp.ctimeSec);
  w.i64(h.stamp.ctimeNsec);
  w.put<uint64_t>(h.stamp.ino);
  w.put<uint64_t>(h.payloadLen);
  w.put<uint64_t>(h.payloadSum);
}

EntryHeader getEntryHeader(const char* p) {
  Reader r(std::string_view(p, kEntryHeaderSize));
  EntryHeader h;
  h.sourceLen = r.i64();
  h.contentHash = r.get<uint64_t>();
  h.trusted = r.u8() == 1;
  h.stamp.valid = true;
  h.stamp.size = r.i64();
  h.stamp.mtimeSec = r.i64();
  h.stamp.mtimeNsec = r.i64();
  h.stamp.ctimeSec = r.i64();
  h.stamp.ctimeNsec = r.i64();
  h.stamp.ino = r.get<uint64_t>();
  h.payloadLen = r.get<uint64_t>();
  h.payloadSum = r.get<uint64_t>();
  return h;
}

bool sameFile(const SourceStamp& a, const SourceStamp& b) {
  return a.size == b.size && a.mtimeSec == b.mtimeSec && a.mtimeNsec == b.mtimeNsec && a.ctimeSec == b.ctimeSec &&
         a.ctimeNsec == b.ctimeNsec && a.ino == b.ino;
}

bool readWhole(const std::string& path, FileBytes& out) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st;
  return readWholeFd(fd, out, st, size_t(1) << 30);
}

/// Writes `bytes` to `path` through a temporary file in the same directory
/// and a rename: concurrent writers each rename a complete file.
bool writeAtomically(const std::string& dir, const std::string& path, const std::string& bytes) {
  static thread_local std::mt19937_64 rng(std::random_device{}() ^ uint64_t(::getpid()));
  char suffix[64];
  std::snprintf(suffix, sizeof suffix, "/.tmp.%d.%016llx", int(::getpid()), (unsigned long long)rng());
  std::string tmp = dir + suffix;
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  size_t done = 0;
  bool ok = true;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ok = false;
      break;
    }
    done += size_t(n);
  }
  if (::close(fd) != 0) ok = false;
  if (!ok || ::rename(tmp.c_str(), path.c_str()) != 0) {
    ::unlink(tmp.c_str());
    return false;
  }
  return true;
}

constexpr char kBlobMagic[4] = {'H', 'O', 'P', 'B'};

/// A blob's file name and header (magic, format, build, name).
std::string blobHeader(const std::string& name) {
  Writer w;
  w.out.append(kBlobMagic, 4);
  w.u32(kFormatVersion);
  w.bytes(unitCacheBuildId());
  w.bytes(name);
  return std::move(w.out);
}
std::string blobFile(const std::string& dir, const std::string& name) {
  std::string keyText = unitCacheBuildId() + '\0' + "blob" + '\0' + name;
  XXH128_hash_t kh = XXH3_128bits(keyText.data(), keyText.size());
  return dir + "/" + hex(&kh, sizeof kh) + ".hbb";
}

} // namespace

SourceStamp stampOfStat(const struct stat& st, const struct timespec& before) {
  SourceStamp s;
  s.valid = true;
  s.size = int64_t(st.st_size);
  s.mtimeSec = int64_t(st.st_mtim.tv_sec);
  s.mtimeNsec = int64_t(st.st_mtim.tv_nsec);
  s.ctimeSec = int64_t(st.st_ctim.tv_sec);
  s.ctimeNsec = int64_t(st.st_ctim.tv_nsec);
  s.ino = uint64_t(st.st_ino);
  // Whole seconds, rounded against trust: ctime's second is at least
  // kSettleSeconds + 1 behind the clock's.
  s.settled = int64_t(before.tv_sec) - s.ctimeSec > kSettleSeconds;
  return s;
}

SourceStamp sourceStampOf(const std::string& path) {
  struct timespec before;
  ::clock_gettime(CLOCK_REALTIME, &before);
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return SourceStamp{};
  return stampOfStat(st, before);
}

const std::string& unitCacheBuildId() {
  static const std::string id = [] {
    std::string note;
    dl_iterate_phdr(findBuildIdNote, &note);
    if (note.empty()) {
      // No build id: the binary's size and mtime stand in for it.
      struct stat st;
      if (::stat("/proc/self/exe", &st) == 0)
        note = "exe:" + std::to_string(st.st_size) + ":" + std::to_string(st.st_mtim.tv_sec) + "." +
               std::to_string(st.st_mtim.tv_nsec);
    }
    return "v" + std::to_string(kFormatVersion) + ":" + hex(note.data(), note.size());
  }();
  return id;
}

namespace {

/// Writes a cache entry: the key header, `h` (its payload fields filled in
/// here) and the payload.
bool writeEntry(const std::string& dir, const std::string& cacheFile, const std::string& key, EntryHeader h,
                std::string_view payload) {
  if (::mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) return false;
  h.payloadLen = payload.size();
  h.payloadSum = XXH3_64bits(payload.data(), payload.size());
  Writer w;
  w.out.reserve(key.size() + kEntryHeaderSize + payload.size());
  w.out = key;
  putEntryHeader(w, h);
  w.out.append(payload);
  return writeAtomically(dir, cacheFile, w.out);
}

/// The header an entry compiled from `source` gets: its stamp is trusted
/// when it was settled (or the source is the binary's own).
EntryHeader headerFor(std::string_view source, const SourceStamp& st) {
  EntryHeader h;
  h.sourceLen = int64_t(source.size());
  h.contentHash = XXH3_64bits(source.data(), source.size());
  h.trusted = st.settled || st.builtIn;
  h.stamp = st;
  return h;
}

} // namespace

std::variant<std::unique_ptr<Unit>, CompileError> compileCached(const std::string& dir, const SourceStamp& known,
                                                                 const SourceFetch& fetch,
                                                                 const std::string& filePath,
                                                                 const CompileOptions& opts,
                                                                 const std::string& cacheName) {
  std::string_view source;
  SourceStamp st;
  bool fetched = false;
  auto getSource = [&] {
    if (!fetched && !fetch(source, st)) return false;
    fetched = true;
    return true;
  };
  if (dir.empty() || opts.isEval) {
    if (!getSource()) return std::unique_ptr<Unit>();
    return compileSource(source, filePath, opts);
  }
  const std::string& name = cacheName.empty() ? filePath : cacheName;
  UnitCacheStats& stats = unitCacheStats();
  std::string optBytes = optionBytes(opts);
  // The file's name: the path, build and options; the rest is checked inside.
  std::string keyText = unitCacheBuildId() + '\0' + name + '\0' + optBytes;
  XXH128_hash_t kh = XXH3_128bits(keyText.data(), keyText.size());
  std::string cacheFile = dir + "/" + hex(&kh, sizeof kh) + ".hbc";
  std::string key = keyHeader(name, optBytes);

  FileBytes data;
  if (readWhole(cacheFile, data)) {
    const size_t fixed = key.size() + kEntryHeaderSize;
    bool hit = false;
    if (data.size >= fixed && std::memcmp(data.data.get(), key.data(), key.size()) == 0) {
      EntryHeader h = getEntryHeader(data.data.get() + key.size());
      std::string_view payload(data.data.get() + fixed, data.size - fixed);
      if (h.payloadLen == payload.size() && XXH3_64bits(payload.data(), payload.size()) == h.payloadSum) {
        // The stamp the entry was recorded with vouches for the content
        // when it was settled then and the file still has it (a built-in
        // source: the build id, part of the key, stands for it); otherwise
        // the source's bytes are compared.
        bool byStamp = h.trusted && known.valid &&
                       (known.builtIn ? h.sourceLen == known.size : sameFile(h.stamp, known));
        if (!byStamp) {
          if (!getSource()) return std::unique_ptr<Unit>();
          if (st.valid && h.sourceLen == int64_t(source.size()) &&
              h.contentHash == XXH3_64bits(source.data(), source.size())) {
            hit = true;
            // The same bytes under another stamp (the file was touched,
            // copied back, or settled since): record the stamp it has now
            // when that one can be trusted, so the next run needs no read.
            if ((st.settled && !(h.trusted && sameFile(h.stamp, st))) || (st.builtIn && !h.trusted)) {
              EntryHeader nh = h;
              nh.trusted = true;
              nh.stamp = st;
              writeEntry(dir, cacheFile, key, nh, payload);
            }
          }
        } else {
          hit = true;
        }
        if (hit) {
          if (auto unit = deserializeUnit(payload, filePath)) {
            ++stats.hits;
            if (byStamp) ++stats.stampHits;
            return unit;
          }
        }
      }
    }
    ++stats.rejected;
  }
  ++stats.misses;
  if (!getSource()) return std::unique_ptr<Unit>();
  auto r = compileSource(source, filePath, opts);
  if (auto* u = std::get_if<std::unique_ptr<Unit>>(&r); u && st.valid) {
    std::string payload = serializeUnit(**u);
    if (!payload.empty() && writeEntry(dir, cacheFile, key, headerFor(source, st), payload)) ++stats.stored;
  }
  return r;
}

std::variant<std::unique_ptr<Unit>, CompileError> compileCached(const std::string& dir, std::string_view source,
                                                                 const std::string& filePath, const SourceStamp& stamp,
                                                                 const CompileOptions& opts,
                                                                 const std::string& cacheName) {
  if (dir.empty() || opts.isEval || !stamp.valid) return compileSource(source, filePath, opts);
  return compileCached(
      dir, stamp,
      [&](std::string_view& src, SourceStamp& st) {
        src = source;
        st = stamp;
        return true;
      },
      filePath, opts, cacheName);
}

std::string readCacheBlob(const std::string& dir, const std::string& name) {
  if (dir.empty()) return std::string();
  FileBytes data;
  if (!readWhole(blobFile(dir, name), data)) return std::string();
  std::string header = blobHeader(name);
  size_t fixed = header.size() + 16;
  if (data.size < fixed || std::memcmp(data.data.get(), header.data(), header.size()) != 0) return std::string();
  uint64_t len, sum;
  std::memcpy(&len, data.data.get() + header.size(), 8);
  std::memcpy(&sum, data.data.get() + header.size() + 8, 8);
  std::string_view payload(data.data.get() + fixed, data.size - fixed);
  if (len != payload.size() || XXH3_64bits(payload.data(), payload.size()) != sum) return std::string();
  return std::string(payload);
}

void writeCacheBlob(const std::string& dir, const std::string& name, const std::string& bytes) {
  if (dir.empty() || bytes.empty()) return;
  if (::mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) return;
  Writer w;
  w.out = blobHeader(name);
  w.put<uint64_t>(bytes.size());
  w.put<uint64_t>(XXH3_64bits(bytes.data(), bytes.size()));
  w.out += bytes;
  writeAtomically(dir, blobFile(dir, name), w.out);
}

} // namespace hop
