// read-fd.h — reads a whole regular file from an open descriptor (closing it), as the loaders need.
#pragma once

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include <sys/stat.h>
#include <unistd.h>

namespace hop {

/// Reads all of `fd` (a regular file of at most maxSize bytes by fstat) into
/// out, following a file that grows while it is read; closes fd. False when
/// fd is not a regular file or is too big. `st` receives fstat's answer.
inline bool readWholeFd(int fd, std::string& out, struct stat& st, size_t maxSize = ~size_t(0)) {
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || size_t(st.st_size) > maxSize) {
    ::close(fd);
    return false;
  }
  out.resize(size_t(st.st_size));
  size_t got = 0;
  for (;;) {
    ssize_t n;
    if (got < out.size()) {
      n = ::read(fd, out.data() + got, out.size() - got);
    } else {
      // All fstat promised is in: the file grew, or has a /proc-like size of
      // 0, only if more comes (read on the side: growing `out` for the read
      // that finds the end would copy the whole file).
      char more[4096];
      n = ::read(fd, more, sizeof more);
      if (n > 0) out.append(more, size_t(n));
    }
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += size_t(n);
  }
  ::close(fd);
  out.resize(got);
  return true;
}

/// A file's bytes in a buffer that is not zero-filled first (std::string's
/// resize writes every byte once before the read does).
struct FileBytes {
  std::unique_ptr<char[]> data;
  size_t size = 0;
  std::string_view view() const { return std::string_view(data.get(), size); }
};

/// readWholeFd into a FileBytes (the same rules).
inline bool readWholeFd(int fd, FileBytes& out, struct stat& st, size_t maxSize = ~size_t(0)) {
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || size_t(st.st_size) > maxSize) {
    ::close(fd);
    return false;
  }
  size_t cap = size_t(st.st_size);
  out.data = std::make_unique_for_overwrite<char[]>(cap ? cap : 1);
  size_t got = 0;
  for (;;) {
    ssize_t n;
    if (got < cap) {
      n = ::read(fd, out.data.get() + got, cap - got);
    } else {
      char more[4096];   // past what fstat promised: only a growing file
      n = ::read(fd, more, sizeof more);
      if (n > 0) {
        cap = got + size_t(n) + got / 2;
        auto bigger = std::make_unique_for_overwrite<char[]>(cap);
        std::memcpy(bigger.get(), out.data.get(), got);
        std::memcpy(bigger.get() + got, more, size_t(n));
        out.data = std::move(bigger);
      }
    }
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += size_t(n);
  }
  ::close(fd);
  out.size = got;
  return true;
}

} // namespace hop
