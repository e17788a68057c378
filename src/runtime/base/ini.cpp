// ini.cpp — the registry of ini directives, and the storage and parsing of settings.
#include "runtime/base/ini.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "runtime/ext/extension-registry.h"

namespace hop {

namespace {

std::map<std::string, IniModifyHook, std::less<>>& modifyHooks() {
  static std::map<std::string, IniModifyHook, std::less<>> hooks;
  return hooks;
}

std::map<std::string, std::string, std::less<>>& extensionDefaults() {
  static std::map<std::string, std::string, std::less<>> defaults;
  return defaults;
}

/// php's directives, as php 8.2 registers them (scripts/gen-ini-directives.sh).
const IniDirective kPhpDirectives[] = {
#define HOP_INI_DIRECTIVE(module, name, value, access) {module, name, value, uint8_t(access)},
#include "runtime/base/ini-directives.inc"
#undef HOP_INI_DIRECTIVE
};

} // namespace

const std::vector<IniDirective>& iniDirectives() {
  // Built on first use, after every module registered itself at static-initialization time.
  static const std::vector<IniDirective> list = [] {
    std::vector<IniDirective> v;
    std::set<std::string_view> seen;
    auto add = [&](const IniDirective& d) {
      if (seen.insert(d.name).second) v.push_back(d);   // a name registered twice keeps its first (php's) entry
    };
    for (const IniDirective& d : kPhpDirectives)
      if (ExtensionRegistry::find(d.module)) add(d);
#define X(name, def, doc) add(IniDirective{nullptr, name, def, kIniAll});
    HOP_INI_SETTINGS(X)
#undef X
    for (const auto& [name, value] : extensionDefaults()) add(IniDirective{nullptr, name.c_str(), value.c_str(), kIniAll});
    return v;
  }();
  return list;
}

const IniDirective* findIniDirective(std::string_view name) {
  static const std::vector<const IniDirective*> byName = [] {
    std::vector<const IniDirective*> v;
    for (const IniDirective& d : iniDirectives()) v.push_back(&d);
    std::sort(v.begin(), v.end(), [](const IniDirective* x, const IniDirective* y) {
      return std::string_view(x->name) < std::string_view(y->name);
    });
    return v;
  }();
  auto it = std::lower_bound(byName.begin(), byName.end(), name,
                             [](const IniDirective* d, std::string_view n) { return std::string_view(d->name) < n; });
  return it != byName.end() && (*it)->name == name ? *it : nullptr;
}

int registerIniDefault(const char* name, const char* value) {
  extensionDefaults()[name] = value;
  return 0;
}

int registerIniModifyHook(const char* name, IniModifyHook hook) {
  modifyHooks()[name] = hook;
  return 0;
}

namespace {
std::map<std::string, IniStartupHook, std::less<>>& startupHooks() {
  static std::map<std::string, IniStartupHook, std::less<>> hooks;
  return hooks;
}
} // namespace

int registerIniStartupHook(const char* name, IniStartupHook hook) {
  startupHooks()[name] = hook;
  return 0;
}

void runIniStartupHooks(const IniSettings& ini) {
  for (auto& [name, hook] : startupHooks())
    if (auto v = ini.isKnown(name) ? ini.get(name) : ini.configured(name)) hook(*v);
}

bool runIniModifyHook(std::string_view name, std::string_view newValue) {
  auto& hooks = modifyHooks();
  auto it = hooks.find(name);
  return it == hooks.end() || it->second(newValue);
}

IniSettings::IniSettings() {
  for (const IniDirective& d : iniDirectives()) {
    m_defaults.emplace(d.name, d.defaultValue ? d.defaultValue : "");
    if (!d.defaultValue) m_nullDefaults.emplace(d.name);
  }
  m_values = m_defaults;
  m_nulls = m_nullDefaults;
}

std::optional<std::string> IniSettings::get(std::string_view name) const {
  auto it = m_values.find(name);
  if (it == m_values.end()) return std::nullopt;
  return it->second;
}

bool IniSettings::isKnown(std::string_view name) const { return m_defaults.count(name) != 0; }

std::optional<std::string> IniSettings::set(std::string_view name, std::string_view value) {
  std::optional<std::string> old = get(name);
  m_values[std::string(name)] = std::string(value);
  if (auto n = m_nulls.find(name); n != m_nulls.end()) m_nulls.erase(n);
  return old;
}

std::optional<std::string> IniSettings::defaultOf(std::string_view name) const {
  auto d = m_defaults.find(name);
  if (d == m_defaults.end()) return std::nullopt;
  return d->second;
}

std::optional<std::string> IniSettings::startupValue(std::string_view name) const {
  if (!isKnown(name)) return std::nullopt;
  if (auto c = m_configured.find(name); c != m_configured.end()) return c->second;
  if (m_nullDefaults.count(name)) return std::nullopt;
  return defaultOf(name);
}

void IniSettings::restore(std::string_view name) {
  // Back to the startup value: the configured one (-d, php.ini), else the default.
  auto c = m_configured.find(name);
  if (c != m_configured.end() && isKnown(name)) {
    set(name, c->second);
    return;
  }
  auto d = m_defaults.find(name);
  if (d == m_defaults.end()) return;
  set(name, d->second);
  if (m_nullDefaults.count(name)) m_nulls.emplace(name);
}

void IniSettings::configure(std::string_view name, std::string_view value) {
  // Only a registered directive becomes a setting; any name is configuration.
  if (isKnown(name)) set(name, value);
  m_configured[std::string(name)] = std::string(value);
}

std::optional<std::string> IniSettings::configured(std::string_view name) const {
  auto it = m_configured.find(name);
  if (it == m_configured.end()) return std::nullopt;
  return it->second;
}

int64_t IniSettings::parseQuantity(std::string_view v) {
  std::string s(v);
  char* end = nullptr;
  long long n = std::strtoll(s.c_str(), &end, 0);
  if (end && *end) {
    switch (std::tolower(static_cast<unsigned char>(*end))) {
      case 'g': n *= 1024; [[fallthrough]];
      case 'm': n *= 1024; [[fallthrough]];
      case 'k': n *= 1024; break;
      default: break;
    }
  }
  return n;
}

bool IniSettings::parseBool(std::string_view v) {
  std::string s;
  for (char c : v) s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (s == "on" || s == "yes" || s == "true") return true;
  if (s == "off" || s == "no" || s == "false" || s == "none" || s.empty()) return false;
  return std::strtoll(s.c_str(), nullptr, 10) != 0;
}

int64_t IniSettings::getInt(std::string_view name) const {
  auto v = get(name);
  return v ? parseQuantity(*v) : 0;
}

bool IniSettings::getBool(std::string_view name) const {
  auto v = get(name);
  return v && parseBool(*v);
}

} // namespace hop
