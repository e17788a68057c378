// extension-registry.h — the table of PHP modules HopVM provides (hop -m, extension_loaded).
#pragma once

#include <string_view>
#include <vector>

namespace hop {

/// One PHP module ("extension"), as php -m and get_loaded_extensions() name it.
struct ExtensionInfo {
  const char* name;      // php's spelling: "Core", "date", "SPL", "mbstring"
  const char* version;   // phpversion($name): php's, e.g. "8.2.36"
  bool zend = false;     // listed under [Zend Modules] (none today)
};

class ExtensionRegistry {
public:
  /// Called by HOP_REGISTER_EXTENSION at static-initialization time.
  static int add(const ExtensionInfo& info);
  /// Every module, in php -m's order (case-insensitive by name).
  static const std::vector<ExtensionInfo>& all();
  /// A module by name, case-insensitive; null when HopVM does not provide it.
  static const ExtensionInfo* find(std::string_view name);
};

/// The PHP version HopVM reports (PHP_VERSION, phpversion(), hop -v).
inline constexpr const char* kPhpVersion = "8.2.36";

#define HOP_EXT_CONCAT2(a, b) a##b
#define HOP_EXT_CONCAT(a, b) HOP_EXT_CONCAT2(a, b)
/// Registers a module: HOP_REGISTER_EXTENSION("mbstring") in the module's own
/// folder (src/runtime/ext/<name>/), beside its builtins.
#define HOP_REGISTER_EXTENSION(name)                                                          \
  static const int HOP_EXT_CONCAT(s_registeredExt_, __LINE__) =                                \
      ::hop::ExtensionRegistry::add(::hop::ExtensionInfo{name, ::hop::kPhpVersion})

} // namespace hop
