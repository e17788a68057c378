// extension-registry.cpp — the module table behind hop -m, extension_loaded() and ReflectionExtension.
#include "runtime/ext/extension-registry.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace hop {

namespace {

std::vector<ExtensionInfo>& table() {
  static std::vector<ExtensionInfo> t;   // filled by static initializers, then read-only
  return t;
}

bool sameName(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

/// php's module startup order (get_loaded_extensions() lists modules in it);
/// modules not named here follow, by name.
int startupRank(std::string_view name) {
  static const char* kOrder[] = {"Core",     "date",      "libxml",   "openssl",  "pcre",  "zlib",   "filter",
                                 "hash",     "json",      "pcntl",    "random",   "Reflection", "SPL", "session",
                                 "standard", "sodium",    "PDO",      "xml",      "calendar", "ctype", "dom",
                                 "mbstring", "FFI",       "fileinfo", "ftp",      "gettext", "iconv", "intl",
                                 "exif",     "Phar",      "posix",    "readline", "shmop", "SimpleXML", "sockets",
                                 "sysvmsg",  "sysvsem",   "sysvshm",  "tokenizer", "xmlreader", "xmlwriter", "xsl"};
  for (size_t i = 0; i < sizeof(kOrder) / sizeof(kOrder[0]); ++i)
    if (sameName(kOrder[i], name)) return int(i);
  return 1000;
}

} // namespace

int ExtensionRegistry::add(const ExtensionInfo& info) {
  auto& t = table();
  if (find(info.name)) return int(t.size());
  // Kept sorted by inserting in place (after its equals, as a stable sort would put it).
  auto less = [](const ExtensionInfo& a, const ExtensionInfo& b) {
    int ra = startupRank(a.name), rb = startupRank(b.name);
    if (ra != rb) return ra < rb;
    return std::string_view(a.name) < std::string_view(b.name);
  };
  t.insert(std::upper_bound(t.begin(), t.end(), info, less), info);
  return int(t.size());
}

const std::vector<ExtensionInfo>& ExtensionRegistry::all() { return table(); }

const ExtensionInfo* ExtensionRegistry::find(std::string_view name) {
  for (const ExtensionInfo& e : table())
    if (sameName(e.name, name)) return &e;
  return nullptr;
}

// The modules built into the runtime itself (src/runtime/builtins, src/vm);
// each module under src/runtime/ext/ registers itself.
HOP_REGISTER_EXTENSION("Core");
HOP_REGISTER_EXTENSION("json");
HOP_REGISTER_EXTENSION("pcre");
HOP_REGISTER_EXTENSION("Reflection");
HOP_REGISTER_EXTENSION("SPL");
HOP_REGISTER_EXTENSION("standard");

} // namespace hop
