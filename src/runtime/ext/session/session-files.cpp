// session-files.cpp — php's "files" save handler: sess_ID files under session.save_path ("N;MODE;/path"), flock'ed from read to close.
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include "runtime/base/errors.h"
#include "runtime/ext/session/session-internal.h"

namespace hop {

namespace {

/// The temporary directory php uses for an empty save_path (php_get_temporary_directory).
std::string tempDirectory() {
  const char* t = std::getenv("TMPDIR");
  if (t && *t) {
    std::string s(t);
    while (s.size() > 1 && s.back() == '/') s.pop_back();
    return s;
  }
  return "/tmp";
}

class FilesHandler final : public SaveHandler {
public:
  ~FilesHandler() override { closeFd(); }
  const char* name() const override { return "files"; }
  bool isOpen() const override { return m_open; }

  bool open(const std::string& savePath, const std::string&) override {
    std::string path = savePath;
    m_depth = 0;
    m_mode = 0600;
    if (path.empty()) {
      path = tempDirectory();
    } else {
      // "N;MODE;/path" or "N;/path": the depth of sub-directories and the file mode.
      std::vector<std::string> parts;
      size_t start = 0;
      for (size_t i = 0; i <= path.size(); ++i)
        if (i == path.size() || path[i] == ';') {
          parts.push_back(path.substr(start, i - start));
          start = i + 1;
        }
      if (parts.size() > 1) {
        errno = 0;
        long d = std::strtol(parts[0].c_str(), nullptr, 10);
        if (errno == ERANGE || d < 0) {
          sessionWarning("The first parameter in session.save_path is invalid");
          return false;
        }
        m_depth = int(d);
      }
      if (parts.size() > 2) {
        errno = 0;
        long m = std::strtol(parts[1].c_str(), nullptr, 8);
        if (errno == ERANGE || m < 0 || m > 07777) {
          sessionWarning("The second parameter in session.save_path is invalid");
          return false;
        }
        m_mode = mode_t(m);
      }
      path = parts.back();
      if (path.empty()) path = tempDirectory();
    }
    m_basedir = path;
    m_open = true;
    return true;
  }

  bool close() override {
    closeFd();
    m_open = false;
    return true;
  }

  std::optional<std::string> read(const std::string& id, int64_t) override {
    if (!openFile(id)) return std::nullopt;
    struct stat st;
    if (fstat(m_fd, &st) != 0) return std::nullopt;
    m_size = st.st_size;
    std::string out(size_t(st.st_size), '\0');
    size_t got = 0;
    while (got < out.size()) {
      ssize_t n = pread(m_fd, out.data() + got, out.size() - got, off_t(got));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        sessionWarning("read failed: %s (%d)", std::strerror(errno), errno);
        return std::nullopt;
      }
      if (n == 0) break;
      got += size_t(n);
    }
    out.resize(got);
    return out;
  }

  bool write(const std::string& id, std::string_view data, int64_t) override {
    if (!openFile(id)) return false;
    // Shorter data than the file: truncate first (php's order).
    if (int64_t(data.size()) < m_size && ftruncate(m_fd, 0) != 0) return false;
    size_t done = 0;
    while (done < data.size()) {
      ssize_t n = pwrite(m_fd, data.data() + done, data.size() - done, off_t(done));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        sessionWarning("write failed: %s (%d)", std::strerror(errno), errno);
        return false;
      }
      done += size_t(n);
    }
    m_size = int64_t(data.size());
    return true;
  }

  bool destroy(const std::string& id) override {
    std::string path;
    if (!filePath(id, path)) return false;
    if (m_fd >= 0) {
      closeFd();
      if (unlink(path.c_str()) != 0 && access(path.c_str(), F_OK) == 0) return false;
    }
    return true;
  }

  int64_t gc(int64_t maxLifetime) override {
    if (m_depth > 0) return 0;   // php leaves nested directories to an outside job
    DIR* d = opendir(m_basedir.c_str());
    if (!d) {
      sessionWarning("ps_files_cleanup_dir: opendir(%s) failed: %s (%d)", m_basedir.c_str(), std::strerror(errno), errno);
      return -1;
    }
    time_t now = time(nullptr);
    int64_t removed = 0;
    while (dirent* e = readdir(d)) {
      if (std::strncmp(e->d_name, "sess_", 5) != 0) continue;
      std::string p = m_basedir + "/" + e->d_name;
      struct stat st;
      if (stat(p.c_str(), &st) == 0 && now - st.st_mtime > maxLifetime && unlink(p.c_str()) == 0) ++removed;
    }
    closedir(d);
    return removed;
  }

  std::string createSid() override {
    for (int tries = 0; tries < 3; ++tries) {
      std::string sid = sessionCreateId();
      if (sid.empty()) continue;
      if (!m_open || !exists(sid)) return sid;   // a collision with a stored session: draw again
    }
    return {};
  }

  bool validateSid(const std::string& id) override { return exists(id); }

  bool updateTimestamp(const std::string& id, std::string_view data, int64_t maxLifetime) override {
    std::string path;
    if (!filePath(id, path)) return false;
    if (utime(path.c_str(), nullptr) != 0) return write(id, data, maxLifetime);   // a new id: create its file
    return true;
  }

private:
  std::string m_basedir;
  int m_depth = 0;
  mode_t m_mode = 0600;
  int m_fd = -1;
  std::string m_lastKey;
  int64_t m_size = 0;
  bool m_open = false;

  void closeFd() {
    if (m_fd >= 0) {
      ::close(m_fd);   // releases the flock
      m_fd = -1;
    }
    m_lastKey.clear();
  }

  bool exists(const std::string& id) {
    std::string path;
    if (!sessionValidKey(id) || !filePath(id, path)) return false;
    struct stat st;
    return stat(path.c_str(), &st) == 0;
  }

  /// basedir/a/b/sess_ID for a depth of 2 (the id's first characters).
  bool filePath(const std::string& id, std::string& out) {
    if (id.size() <= size_t(m_depth) || m_basedir.size() + id.size() + 2 * size_t(m_depth) + 7 > 4096) return false;
    out = m_basedir;
    if (out.empty() || out.back() != '/') out += '/';
    for (int i = 0; i < m_depth; ++i) {
      out += id[size_t(i)];
      out += '/';
    }
    out += "sess_";
    out += id;
    return true;
  }

  /// ps_files_open: the session's file, opened and locked (kept while the key stays the same).
  bool openFile(const std::string& id) {
    if (m_fd >= 0 && m_lastKey == id) return true;
    closeFd();
    if (!sessionValidKey(id)) {
      sessionWarning("Session ID is too long or contains illegal characters. Only the A-Z, a-z, 0-9, \"-\", and \",\" characters are allowed");
      return false;
    }
    std::string path;
    if (!filePath(id, path)) {
      sessionWarning("Failed to create session data file path. Too short session ID, invalid save_path or path length exceeds %d characters", 4096);
      return false;
    }
    int fd = ::open(path.c_str(), O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, m_mode);
    if (fd < 0) {
      int e = errno;
      sessionWarning("open(%s, O_RDWR) failed: %s (%d)", path.c_str(), std::strerror(e), e);
      return false;
    }
    while (flock(fd, LOCK_EX) != 0) {
      if (errno == EINTR) continue;
      int e = errno;
      sessionWarning("flock(%s, LOCK_EX) failed: %s (%d)", path.c_str(), std::strerror(e), e);
      ::close(fd);
      return false;
    }
    m_fd = fd;
    m_lastKey = id;
    struct stat st;
    m_size = fstat(fd, &st) == 0 ? st.st_size : 0;
    return true;
  }
};

} // namespace

std::unique_ptr<SaveHandler> makeFilesHandler() { return std::make_unique<FilesHandler>(); }

} // namespace hop
