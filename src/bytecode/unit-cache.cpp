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

/// The header of a cache file for this source: everything but the payload's
/// length and checksum, which follow it.
std::string fileHeader(const std::string& filePath, const std::string& opts, const SourceStamp& st,
                       std::string_view source) {
  Writer w;
  w.out.append(kFileMagic, 4);
  w.u32(kFormatVersion);
  w.bytes(unitCacheBuildId());
  w.bytes(filePath);
  w.bytes(opts);
  w.i64(int64_t(source.size()));
  w.i64(st.size);
  w.i64(st.mtimeSec);
  w.i64(st.mtimeNsec);
  w.put<uint64_t>(XXH3_64bits(source.data(), source.size()));
  return std::move(w.out);
}

bool readWhole(const std::string& path, std::string& out) {
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

SourceStamp sourceStampOf(const std::string& path) {
  SourceStamp s;
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return s;
  s.valid = true;
  s.size = int64_t(st.st_size);
  s.mtimeSec = int64_t(st.st_mtim.tv_sec);
  s.mtimeNsec = int64_t(st.st_mtim.tv_nsec);
  return s;
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

std::variant<std::unique_ptr<Unit>, CompileError> compileCached(const std::string& dir, std::string_view source,
                                                                 const std::string& filePath, const SourceStamp& st,
                                                                 const CompileOptions& opts,
                                                                 const std::string& cacheName) {
  if (dir.empty() || opts.isEval || !st.valid) return compileSource(source, filePath, opts);
  const std::string& name = cacheName.empty() ? filePath : cacheName;
  UnitCacheStats& stats = unitCacheStats();
  std::string optBytes = optionBytes(opts);
  // The file's name: the path, build and options; the rest is checked inside.
  std::string keyText = unitCacheBuildId() + '\0' + name + '\0' + optBytes;
  XXH128_hash_t kh = XXH3_128bits(keyText.data(), keyText.size());
  std::string cacheFile = dir + "/" + hex(&kh, sizeof kh) + ".hbc";
  std::string header = fileHeader(name, optBytes, st, source);

  std::string data;
  if (readWhole(cacheFile, data)) {
    size_t fixed = header.size() + 16;
    if (data.size() >= fixed && std::memcmp(data.data(), header.data(), header.size()) == 0) {
      uint64_t len, sum;
      std::memcpy(&len, data.data() + header.size(), 8);
      std::memcpy(&sum, data.data() + header.size() + 8, 8);
      std::string_view payload(data.data() + fixed, data.size() - fixed);
      if (len == payload.size() && XXH3_64bits(payload.data(), payload.size()) == sum) {
        if (auto unit = deserializeUnit(payload, filePath)) {
          ++stats.hits;
          return unit;
        }
      }
    }
    ++stats.rejected;
  }
  ++stats.misses;
  auto r = compileSource(source, filePath, opts);
  if (auto* u = std::get_if<std::unique_ptr<Unit>>(&r)) {
    std::string payload = serializeUnit(**u);
    if (!payload.empty()) {
      if (::mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) return r;
      Writer w;
      w.out = std::move(header);
      w.put<uint64_t>(payload.size());
      w.put<uint64_t>(XXH3_64bits(payload.data(), payload.size()));
      w.out += payload;
      if (writeAtomically(dir, cacheFile, w.out)) ++stats.stored;
    }
  }
  return r;
}

std::string readCacheBlob(const std::string& dir, const std::string& name) {
  if (dir.empty()) return std::string();
  std::string data;
  if (!readWhole(blobFile(dir, name), data)) return std::string();
  std::string header = blobHeader(name);
  size_t fixed = header.size() + 16;
  if (data.size() < fixed || std::memcmp(data.data(), header.data(), header.size()) != 0) return std::string();
  uint64_t len, sum;
  std::memcpy(&len, data.data() + header.size(), 8);
  std::memcpy(&sum, data.data() + header.size() + 8, 8);
  std::string_view payload(data.data() + fixed, data.size() - fixed);
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
